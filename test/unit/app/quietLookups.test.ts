// Spec 1 §7 and spec 3 §7: a failed SKU or wireframe lookup and a failed factory push are shown by the screen
// that made them (the row, the dialog), never by the 网络请求错误 modal; a failed change of the same record is.
import { describe, expect, it } from 'vitest';
import { pushOrder } from '../../../src/api/erp';
import { getSku, setSkuEnabled } from '../../../src/api/skus';
import { getWireframe } from '../../../src/api/wireframes';
import { fakeAdminApi } from '../../support/fakeAdminApi';

const failing = (status: number) => () => Response.json({ code: 'X', message: '服务器出错' }, { status });

describe('the lookups whose failures their screen shows', () => {
  it.each([
    ['a SKU lookup', () => getSku('12-34'), 404],
    ['a wireframe lookup', () => getWireframe('9'), 404],
    ['a factory push', () => pushOrder({ factoryId: '1', orderOriginalId: 'A1' } as Parameters<typeof pushOrder>[0]), 500],
  ] as const)('keeps the modal shut for %s', async (_name, send, status) => {
    const { outcomes } = fakeAdminApi(failing(status));
    await expect(send()).rejects.toThrow('服务器出错');
    expect(outcomes.filter((outcome) => outcome.action === 'modal')).toEqual([]);
  });

  it('still opens the modal for a failed change of the SKU it looked up', async () => {
    const { outcomes } = fakeAdminApi(failing(500));
    await expect(setSkuEnabled('12-34', false)).rejects.toThrow();
    expect(outcomes).toMatchObject([{ action: 'modal', text: '服务器出错' }]);
  });
});
