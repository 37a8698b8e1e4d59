// The print sizes extension (ROUTES.md "Print sizes"): the seed's sizes, one size for many models, clearing,
// the rule's refusals, all or nothing for a model gone, the cascade with the model, and the sub-account.
import { beforeEach, describe, expect, it } from 'vitest';
import { type DevApi } from '../../../adapters/mock/devApi';
import { SUB_ACCOUNT_DENIED } from '../../../adapters/mock/devApi/auth/auth';
import { CUSTOMIZED_LAYOUT } from '../../../adapters/mock/devApi/orders/orderImages';
import type { PhoneBrand, PhoneModel, PhoneModelPrintSize } from '../../../contract/catalogue';
import { brandNamed, client, modelNamed, subAccountToken, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { PRINT_HEIGHT, PRINT_SIZE_TEXTS } from '../../../contract/printSize';

const PATH = '/api/phone_model_print_sizes';

async function allModels(c: Client): Promise<PhoneModel[]> {
  const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
  return (await Promise.all(brands.map((brand) => c.get<PhoneModel[]>(`/api/phone_brands/${brand.id}/phone_models`)))).flat();
}

describe('dev API print sizes', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('seeds every model with a size whose aspect is the seeded print files’ within 1 %', async () => {
    const models = await allModels(c);
    const sizes = await c.get<PhoneModelPrintSize[]>(PATH);
    // In catalogue order, one per model.
    expect(sizes.map((size) => size.phoneModelId)).toEqual(models.map((model) => model.id));
    const fileAspect = CUSTOMIZED_LAYOUT.width / CUSTOMIZED_LAYOUT.height;
    for (const size of sizes) {
      expect(Math.abs(size.widthMm / size.heightMm / fileAspect - 1), JSON.stringify(size)).toBeLessThanOrEqual(0.01);
      expect(size.widthMm).toBeGreaterThan(60);
      expect(size.heightMm).toBeLessThan(170);
    }
    const proMax = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    expect(sizes.find((size) => size.phoneModelId === proMax.id)).toEqual({ phoneModelId: proMax.id, widthMm: 80, heightMm: 160 });
  });

  it('sets one size for the models named, across brands, answers theirs, and leaves the others', async () => {
    const a = await modelNamed(c, '苹果', 'iPhone 15');
    const b = await modelNamed(c, '华为', 'Mate 60');
    const other = await modelNamed(c, '苹果', 'iPhone 14');
    const before = (await c.get<PhoneModelPrintSize[]>(PATH)).find((size) => size.phoneModelId === other.id);
    const reply = await c.ok<PhoneModelPrintSize[]>('PUT', PATH, { phoneModelIds: [b.id, Number(a.id)], printSize: { widthMm: 78.5, heightMm: '157' } });
    expect(reply).toEqual([
      { phoneModelId: a.id, widthMm: 78.5, heightMm: 157 },
      { phoneModelId: b.id, widthMm: 78.5, heightMm: 157 },
    ]);
    const after = await c.get<PhoneModelPrintSize[]>(PATH);
    expect(after.find((size) => size.phoneModelId === a.id)).toEqual(reply[0]);
    expect(after.find((size) => size.phoneModelId === other.id)).toEqual(before);
  });

  it('refuses a size written over one another tab set since (basePrintSize) with 409, and nothing changes', async () => {
    const model = await modelNamed(c, '苹果', 'iPhone 15');
    const read = (await c.get<PhoneModelPrintSize[]>(PATH)).find((size) => size.phoneModelId === model.id)!;
    const base = { widthMm: read.widthMm, heightMm: read.heightMm };
    await c.ok('PUT', PATH, { phoneModelIds: [model.id], printSize: { widthMm: 71, heightMm: 150 }, basePrintSize: base });
    const stale = await c.fails('PUT', PATH, { phoneModelIds: [model.id], printSize: { widthMm: 72, heightMm: 151 }, basePrintSize: base }, 409);
    expect(stale).toMatchObject({ code: 'CATALOGUE_EDIT_CONFLICT', message: '该型号已在其他页面修改，请确认后再保存' });
    expect((await c.get<PhoneModelPrintSize[]>(PATH)).find((size) => size.phoneModelId === model.id)).toEqual({ phoneModelId: model.id, widthMm: 71, heightMm: 150 });
    // Set to what is stored, or from the stored size (null: none), it goes through.
    await c.ok('PUT', PATH, { phoneModelIds: [model.id], printSize: { widthMm: 71, heightMm: 150 }, basePrintSize: base });
    await c.ok('PUT', PATH, { phoneModelIds: [model.id], printSize: null, basePrintSize: { widthMm: 71, heightMm: 150 } });
    await c.fails('PUT', PATH, { phoneModelIds: [model.id], printSize: { widthMm: 72, heightMm: 151 }, basePrintSize: base }, 409);
    await c.ok('PUT', PATH, { phoneModelIds: [model.id], printSize: { widthMm: 72, heightMm: 151 }, basePrintSize: null });
  });

  it('clears with printSize null, and never reads a printSize left out as a clear', async () => {
    const model = await modelNamed(c, '小米', 'Xiaomi 14');
    expect(await c.fails('PUT', PATH, { phoneModelIds: [model.id] }, 400)).toMatchObject({ message: 'printSize 必填：{widthMm, heightMm}，或 null 清除' });
    expect((await c.get<PhoneModelPrintSize[]>(PATH)).some((size) => size.phoneModelId === model.id)).toBe(true);
    expect(await c.ok('PUT', PATH, { phoneModelIds: [model.id], printSize: null })).toEqual([]);
    expect((await c.get<PhoneModelPrintSize[]>(PATH)).some((size) => size.phoneModelId === model.id)).toBe(false);
  });

  it.each([
    [{ widthMm: 'abc', heightMm: 156 }, '打印宽度必须是数字'],
    [{ widthMm: 78, heightMm: true }, '打印高度必须是数字'],
    [{ widthMm: 0, heightMm: 156 }, '打印宽度必须大于0'],
    [{ widthMm: -78, heightMm: 156 }, '打印宽度不能为负数'],
    [{ widthMm: 78, heightMm: 400.1 }, PRINT_SIZE_TEXTS.tooLarge(PRINT_HEIGHT)],
    [{ widthMm: 78.25, heightMm: 156 }, '打印宽度最多保留1位小数'],
    [{ heightMm: 156 }, '请填写打印宽度'],
    [{ widthMm: 78, heightMm: '' }, '请填写打印高度'],
    [[78, 156], 'printSize 必须是 {widthMm, heightMm} 或 null'],
  ])('refuses printSize %j with %s and changes nothing', async (printSize, message) => {
    const model = await modelNamed(c, '苹果', 'iPhone 13');
    const before = await c.get<PhoneModelPrintSize[]>(PATH);
    expect(await c.fails('PUT', PATH, { phoneModelIds: [model.id], printSize }, 400)).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await c.get(PATH)).toEqual(before);
  });

  it('takes 400 mm and 0.1 mm exactly', async () => {
    const model = await modelNamed(c, '苹果', 'iPhone 13');
    expect(await c.ok('PUT', PATH, { phoneModelIds: [model.id], printSize: { widthMm: 0.1, heightMm: 400 } })).toEqual([{ phoneModelId: model.id, widthMm: 0.1, heightMm: 400 }]);
  });

  it('refuses no model with 请选择至少一个型号, and sets none when one named is gone (404, all or nothing)', async () => {
    expect(await c.fails('PUT', PATH, { phoneModelIds: [], printSize: null }, 400)).toMatchObject({ message: '请选择至少一个型号' });
    const kept = await modelNamed(c, '苹果', 'iPhone 13');
    const gone = await modelNamed(c, '苹果', 'iPhone 13 mini');
    const apple = await brandNamed(c, '苹果');
    await c.ok('DELETE', `/api/phone_brands/${apple.id}/phone_models`, { ids: [gone.id] });
    const before = await c.get<PhoneModelPrintSize[]>(PATH);
    expect(before.some((size) => size.phoneModelId === gone.id)).toBe(false);
    expect(await c.fails('PUT', PATH, { phoneModelIds: [kept.id, gone.id], printSize: { widthMm: 70, heightMm: 140 } }, 404)).toMatchObject({ code: 'RECORD_NOT_FOUND' });
    expect(await c.get(PATH)).toEqual(before);
  });

  it('drops the sizes of a deleted brand’s models', async () => {
    const honor = await brandNamed(c, '荣耀');
    const ids = (await c.get<PhoneModel[]>(`/api/phone_brands/${honor.id}/phone_models`)).map((model) => model.id);
    await c.ok('DELETE', `/api/phone_brands/${honor.id}`);
    expect((await c.get<PhoneModelPrintSize[]>(PATH)).filter((size) => ids.includes(size.phoneModelId))).toEqual([]);
  });

  it('refuses a sub-account, as every catalogue route does', async () => {
    const sub = client(api, subAccountToken(api));
    expect(await sub.fails('GET', PATH, undefined, 400)).toMatchObject({ code: 'SUB_ACCOUNT_DENIED', message: SUB_ACCOUNT_DENIED });
    const model = await modelNamed(c, '苹果', 'iPhone 13');
    expect(await sub.fails('PUT', PATH, { phoneModelIds: [model.id], printSize: null }, 400)).toMatchObject({ code: 'SUB_ACCOUNT_DENIED' });
  });
});
