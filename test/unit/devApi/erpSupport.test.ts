// test/support/erpDevApi.ts, which the ERP screens' end-to-end tests start from: each stage of setUpErp, and
// that 'bound' leaves every seeded order pushable to the main factory.
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../../support/consoleServer';
import { configureErpPush, receivedPushes, setUpErp } from '../../support/erpDevApi';
import type { FactoryPhoneModel, MaterialColorBinding } from '../../../contract/erp';
import { client } from './catalogueHelpers';
import { printPushOf, pushableOrders } from './erpHelpers';
import { allOrders, fixedApi } from './orderHelpers';

const serverOf = () => ({ devApi: fixedApi() }) as unknown as ConsoleServer;

describe('ERP test support', () => {
  it('stops at each stage', async () => {
    const keyOnly = serverOf();
    expect(await setUpErp(keyOnly, { upTo: 'key' })).toBeUndefined();
    expect(await client(keyOnly.devApi).get('/api/erp/factories')).toEqual([]);
    const models = serverOf();
    const main = (await setUpErp(models, { upTo: 'models' }))!;
    expect((await client(models.devApi).get<FactoryPhoneModel[]>(`/api/erp/factory_phone_models?factoryId=${main.id}`)).length).toBeGreaterThan(300);
    // The sync duration is put back for the test's own tasks.
    expect(await (await models.devApi.handle(new Request('http://x/api/__dev/erp_sync'))).json()).toMatchObject({ durationMs: 6000 });
  });

  it('binds the whole catalogue, so every seeded order pushes to the main factory', async () => {
    const server = serverOf();
    const c = client(server.devApi);
    const main = (await setUpErp(server, { upTo: 'bound' }))!;
    expect(await c.get<MaterialColorBinding[]>(`/api/erp/phone_case_material_color_bindings?factoryId=${main.id}`)).toHaveLength(8);
    await configureErpPush(server, { latencyMs: 0 });
    // As many as the seeded balance pays for: a push charges its new images as a download does.
    const orders = pushableOrders(await allOrders(c)).slice(0, 12);
    for (const order of orders) expect(await c.ok('POST', '/api/erp/push_order', await printPushOf(c, order, main.id))).toEqual({ success: true });
    expect((await receivedPushes(server)).every((push) => push.accepted && push.matchedOrder)).toBe(true);
  });
});
