// POST /api/erp/push_order as the dev API reads it (contract/erp.ts PushOrderBodySchema): the first broken
// rule answers, and its message says where in the order it broke.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PushOrderBodySchema } from '../../../contract/erp';
import { messageOf } from '../../../contract/wire';

function firstMessage(body: unknown): string | undefined {
  const result = v.safeParse(PushOrderBodySchema, body, { abortEarly: true });
  return result.success ? undefined : messageOf(result.issues[0]);
}

const info = { phoneBrandId: '1', phoneModelId: 2, phoneCaseMaterialId: '3', phoneCaseMaterialColorId: '4' };
const item = (originalId: string, infos: unknown[] = [info]) => ({ originalId, quantity: 1, phoneCaseCustomizationInfos: infos });

describe('PushOrderBodySchema', () => {
  it('reads an order, its texts left out being empty', () => {
    const read = v.parse(PushOrderBodySchema, { factoryId: 9, orderOriginalId: 'A-1', orderItems: [item('A-1-1')] });
    expect(read.factoryId).toBe('9');
    expect(read.orderItems[0]!.phoneCaseCustomizationInfos[0]).toMatchObject({ phoneModelId: '2', phoneBrandName: '', creditDeducted: false });
  });

  it('names the place that broke', () => {
    expect(firstMessage({ factoryId: '' })).toBe('factoryId 必填');
    expect(firstMessage({ factoryId: '1', orderOriginalId: 'A 1' })).toBe('orderOriginalId 必须是 1 到 64 个可见字符（字母、数字或符号，不含空格）');
    expect(firstMessage({ factoryId: '1', orderOriginalId: 'A', orderItems: [] })).toBe('orderItems 必须是非空数组');
    expect(firstMessage({ factoryId: '1', orderOriginalId: 'A', orderItems: [[]] })).toBe('orderItems[0] 必须是对象');
    // The item's count and list of infos are read before its number.
    expect(firstMessage({ factoryId: '1', orderOriginalId: 'A', orderItems: [{ quantity: 1, phoneCaseCustomizationInfos: 'x' }] })).toBe(
      'orderItems[0].phoneCaseCustomizationInfos 必须是数组',
    );
    expect(firstMessage({ factoryId: '1', orderOriginalId: 'A', orderItems: [item('B', [{ ...info, phoneModelId: 'x' }])] })).toBe(
      'orderItems[0].phoneCaseCustomizationInfos[0].phoneModelId 必须是 id',
    );
    expect(firstMessage({ factoryId: '1', orderOriginalId: 'A', orderItems: [item('B'), item('B')] })).toBe('orderItems 中的子订单 B 重复');
  });
});
