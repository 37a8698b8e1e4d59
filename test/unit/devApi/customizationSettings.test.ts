// SKU customization settings (spec 3 §3–§5): the seed (modes, a wide one, a deleted material), the read
// per product, the upsert by shop + product + SKU, the spec's texts, ids that must exist unless already
// bound, and the delete cascade.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { defaultCustomizationFields, ProductMode, type PhoneCaseCustomizationSetting } from '../../../contract/customization';
import type { PhoneCaseMaterial } from '../../../contract/catalogue';
import { brandNamed, client, modelNamed, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { DOUDIAN_SHOP, PRODUCTS, TAOBAO_SHOP, productOf, shopNamed } from './shopHelpers';
import { groupNamed, templateNamed } from './templateHelpers';

const SETTINGS = '/api/phone_case_customization_settings';

describe('dev API SKU customization settings', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  const settingsOf = (shopId: string, productIds: string[]) =>
    c.get<PhoneCaseCustomizationSetting[]>(`${SETTINGS}?shopId=${shopId}&productOriginalIds=${productIds.join(',')}`);

  const body = (shopId: string, over: Partial<PhoneCaseCustomizationSetting> = {}): Record<string, unknown> => ({
    shopId,
    productOriginalId: '712345678909',
    skuOriginalId: '',
    mode: ProductMode.DEFAULT,
    bindingMaterialIds: [],
    bindingPhoneBrands: [],
    bindingTemplateCollectionIds: [],
    bindingTemplateId: null,
    ...over,
  });

  it('seeds settings on Taobao and Doudian SKUs in several modes, one binding a deleted material', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const seeded = await settingsOf(taobao.id, ['712345678901', '712345678902', '712345678904', '712345678903']);
    expect(seeded.map((s) => [s.productOriginalId, s.skuOriginalId, s.mode])).toEqual([
      ['712345678901', '5100000000001', ProductMode.DEFAULT],
      ['712345678901', '5100000000002', ProductMode.DIY],
      ['712345678901', '5100000000003', ProductMode.SINGLE_TEMPLATE],
      ['712345678902', '', ProductMode.TEMPLATE_COLLECTIONS],
      ['712345678904', '5100000000005', ProductMode.TEMPLATE_COLLECTIONS_AND_DIY],
      ['712345678904', '5100000000006', ProductMode.TEMPLATE_COLLECTIONS],
    ]);
    const single = seeded[2]!;
    expect(single.bindingTemplateId).toBe((await templateNamed(c, '热门模板', '蜜桃爱心')).id);
    expect(single.bindingTemplateCollectionIds).toEqual([(await groupNamed(c, '热门模板')).id]);
    expect(seeded[1]).toMatchObject({ stickerAssetEnabled: false, imageUploadEnabled: true, textEnabled: true });

    const wide = seeded[4]!;
    const materials = await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials');
    expect(wide.bindingMaterialIds).toHaveLength(4);
    expect(wide.bindingMaterialIds.slice(0, 3)).toEqual(materials.map((m) => m.id));
    const deleted = wide.bindingMaterialIds[3]!;
    expect(materials.map((m) => m.id)).not.toContain(deleted);
    expect(wide.bindingPhoneBrands.map((b) => b.id)).toEqual(await Promise.all(['苹果', '华为', '小米', 'OPPO'].map(async (n) => (await brandNamed(c, n)).id)));
    expect(wide.bindingPhoneBrands[0]!.modelIds).toEqual([(await modelNamed(c, '苹果', 'iPhone 15 Pro Max')).id, (await modelNamed(c, '苹果', 'iPhone 15')).id]);

    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    const ofDoudian = await settingsOf(doudian.id, ['3601000000000001', '3601000000000005']);
    expect(ofDoudian.map((s) => [s.skuOriginalId, s.mode])).toEqual([
      ['360100000000000101', ProductMode.SINGLE_TEMPLATE],
      ['360100000000000102', ProductMode.TEMPLATE_COLLECTIONS_AND_DIY],
      ['', ProductMode.DIY],
    ]);
    expect(ofDoudian[1]!.bindingMaterialIds).toContain(deleted);
    // Only the asked products, only of that shop.
    expect(await settingsOf(taobao.id, ['3601000000000001', '712345678999'])).toEqual([]);
    expect((await c.fails('GET', `${SETTINGS}?shopId=${taobao.id}`, undefined, 400)).message).toBe('productOriginalIds 必填');
    expect((await c.fails('GET', `${SETTINGS}?productOriginalIds=1`, undefined, 400)).message).toBe('shopId 必填');
  });

  it('creates a setting, then replaces it: one per shop + product + SKU, switches on unless sent off', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const apple = await brandNamed(c, '苹果');
    const created = await c.ok<PhoneCaseCustomizationSetting>('POST', SETTINGS, body(taobao.id, { productOriginalId: ' 712345678903 ', skuOriginalId: '5100000000004' }));
    expect(created).toEqual({
      shopId: taobao.id,
      productOriginalId: '712345678903',
      skuOriginalId: '5100000000004',
      ...defaultCustomizationFields(),
      revision: expect.any(Number),
    });
    const replaced = await c.ok<PhoneCaseCustomizationSetting>('POST', SETTINGS, {
      ...body(taobao.id, { productOriginalId: '712345678903', skuOriginalId: '5100000000004', mode: ProductMode.DIY }),
      bindingPhoneBrands: [{ id: apple.id, modelIds: [] }],
      textEnabled: false,
    });
    expect(replaced).toMatchObject({ mode: ProductMode.DIY, bindingPhoneBrands: [{ id: apple.id, modelIds: [] }], textEnabled: false, backgroundEnabled: true });
    expect(await settingsOf(taobao.id, ['712345678903'])).toEqual([replaced]);
  });

  it('keeps only what the mode uses, and answers the spec’s texts', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const hot = await groupNamed(c, '热门模板');
    const festive = await groupNamed(c, '节日模板');
    const peach = await templateNamed(c, '热门模板', '蜜桃爱心');
    const diy = await c.ok<PhoneCaseCustomizationSetting>('POST', SETTINGS, body(taobao.id, { mode: ProductMode.DIY, bindingTemplateCollectionIds: [hot.id], bindingTemplateId: peach.id }));
    expect(diy).toMatchObject({ bindingTemplateCollectionIds: [], bindingTemplateId: null });
    const groups = await c.ok<PhoneCaseCustomizationSetting>('POST', SETTINGS, body(taobao.id, { mode: ProductMode.TEMPLATE_COLLECTIONS, bindingTemplateCollectionIds: [hot.id], bindingTemplateId: peach.id }));
    expect(groups).toMatchObject({ bindingTemplateCollectionIds: [hot.id], bindingTemplateId: null });

    const fails = async (over: Record<string, unknown>, message: string) =>
      expect((await c.fails('POST', SETTINGS, { ...body(taobao.id), ...over }, 400)).message, JSON.stringify(over)).toBe(message);
    await fails({ mode: ProductMode.TEMPLATE_COLLECTIONS }, '请选择模板分组');
    await fails({ mode: ProductMode.TEMPLATE_COLLECTIONS_AND_DIY, bindingTemplateCollectionIds: [] }, '请选择模板分组');
    await fails({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: [hot.id] }, '请选择一个定制模板');
    await fails({ mode: ProductMode.SINGLE_TEMPLATE }, '请选择模板分组');
    await fails({ bindingPhoneBrands: [{ id: '', modelIds: [] }] }, '必须选择一个品牌');
    await fails({ bindingPhoneBrands: [{ modelIds: [] }] }, '必须选择一个品牌');
    await fails({ mode: 9 }, 'mode 必须是 1 到 5 的整数（默认、DIY、单个模板、模板分组、模板分组加自定义）');
    await fails({ mode: undefined }, 'mode 必须是 1 到 5 的整数（默认、DIY、单个模板、模板分组、模板分组加自定义）');
    await fails({ bindingMaterialIds: 'a' }, 'bindingMaterialIds 必须是 id 数组');
    await fails({ bindingMaterialIds: [{}] }, 'bindingMaterialIds 必须是 id 数组');
    await fails({ textEnabled: 'no' }, 'textEnabled 必须是布尔值');
    await fails({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: [hot.id, festive.id], bindingTemplateId: peach.id }, '单个模板只能选择一个模板分组');
    await fails({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: [festive.id], bindingTemplateId: peach.id }, '所选模板不属于所选的模板分组');
  });

  it('refuses a new choice that does not exist, but keeps an id bound before it was deleted', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const apple = await brandNamed(c, '苹果');
    const mate = await modelNamed(c, '华为', 'Mate 60 Pro');
    const fails = async (over: Record<string, unknown>, message: string) =>
      expect((await c.fails('POST', SETTINGS, { ...body(taobao.id), ...over }, 400)).message).toBe(message);
    await fails({ bindingMaterialIds: ['nope'] }, '材质不存在: nope');
    await fails({ bindingPhoneBrands: [{ id: 'nope', modelIds: [] }] }, '品牌不存在: nope');
    await fails({ bindingPhoneBrands: [{ id: apple.id, modelIds: [mate.id] }] }, `型号不存在或不属于所选品牌: ${mate.id}`);
    await fails({ bindingPhoneBrands: [{ id: apple.id, modelIds: [] }, { id: apple.id, modelIds: [] }] }, '同一个品牌不能选择两次');
    await fails({ mode: ProductMode.TEMPLATE_COLLECTIONS, bindingTemplateCollectionIds: ['nope'] }, '模板分组不存在: nope');
    await fails({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: [(await groupNamed(c, '热门模板')).id], bindingTemplateId: 'nope' }, '设计模板不存在: nope');

    // The seeded wide setting binds a deleted material: sent back as read, it is taken, and it stays.
    const [wide] = (await settingsOf(taobao.id, ['712345678904'])).filter((s) => s.skuOriginalId === '5100000000005');
    expect(await c.ok('POST', SETTINGS, { ...wide, textEnabled: false })).toEqual({ ...wide, textEnabled: false, revision: expect.any(Number) });
    // Binding that deleted id to another SKU is a new choice: refused.
    const deleted = wide!.bindingMaterialIds[3]!;
    await fails({ bindingMaterialIds: [deleted] }, `材质不存在: ${deleted}`);
    // A kept template must still be of the chosen group: moving the group away from it is refused.
    const [single] = (await settingsOf(taobao.id, ['712345678901'])).filter((s) => s.mode === ProductMode.SINGLE_TEMPLATE);
    await fails({ ...single, bindingTemplateCollectionIds: [(await groupNamed(c, '节日模板')).id] }, '所选模板不属于所选的模板分组');
    // A catalogue has tens of materials: a list of thousands is refused before any lookup (it would stall the server).
    await fails({ bindingMaterialIds: Array.from({ length: 1001 }, (_, i) => String(i)) }, 'bindingMaterialIds 最多 1000 项');
    await fails({ bindingPhoneBrands: Array.from({ length: 1001 }, () => ({ id: apple.id, modelIds: [] })) }, 'bindingPhoneBrands 最多 1000 项');
    // A brand deleted since: its row is kept too.
    const xiaomi = await brandNamed(c, '小米');
    await c.ok('DELETE', `/api/phone_brands/${xiaomi.id}`);
    expect((await c.ok<PhoneCaseCustomizationSetting>('POST', SETTINGS, wide)).bindingPhoneBrands.map((b) => b.id)).toContain(xiaomi.id);
  });

  it('configures a product without SKUs as a whole, and a product with SKUs per SKU only', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const fails = async (over: Record<string, unknown>, message: string) =>
      expect((await c.fails('POST', SETTINGS, { ...body(taobao.id), ...over }, 400)).message).toBe(message);
    await fails({ productOriginalId: '712345678901', skuOriginalId: '' }, '该商品有规格，请选择要配置的规格');
    await fails({ productOriginalId: '712345678901', skuOriginalId: '5100000000099' }, '该商品没有平台ID为 5100000000099 的规格');
    await fails({ productOriginalId: '712345678902', skuOriginalId: '5100000000001' }, '该商品没有平台ID为 5100000000001 的规格');
    await fails({ productOriginalId: '712345678935' }, '该店铺没有平台ID为 712345678935 的商品');
    await fails({ productOriginalId: '3601000000000005' }, '该店铺没有平台ID为 3601000000000005 的商品');
    await fails({ skuOriginalId: undefined }, 'skuOriginalId 必须是字符串（无规格的商品为空字符串）');
    await fails({ skuOriginalId: 5100000000004 }, 'skuOriginalId 必须是字符串（无规格的商品为空字符串）');
    await fails({ productOriginalId: undefined }, 'productOriginalId 必填');
    await fails({ productOriginalId: '  ' }, 'productOriginalId 必填');
    await fails({ productOriginalId: 712345678902 }, 'productOriginalId 必填');
    await fails({ shopId: 'nope' }, '店铺不存在: nope');
    // 712345678902 has no SKUs: its seeded setting is replaced, not doubled.
    await c.ok('POST', SETTINGS, body(taobao.id, { productOriginalId: '712345678902', mode: ProductMode.DIY }));
    expect((await settingsOf(taobao.id, ['712345678902'])).map((s) => s.mode)).toEqual([ProductMode.DIY]);
  });

  it('deletes a product’s SKU settings with the product', async () => {
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    const product = await productOf(c, DOUDIAN_SHOP, '3601000000000001');
    expect(await settingsOf(doudian.id, ['3601000000000001'])).toHaveLength(2);
    await c.ok('DELETE', `${PRODUCTS}/${product.id}`);
    expect(await settingsOf(doudian.id, ['3601000000000001', '3601000000000005'])).toHaveLength(1);
    // Added again with the same id, it starts unconfigured.
    await c.ok('POST', PRODUCTS, { shopId: doudian.id, originalId: '3601000000000001', title: '重新上架', imageUrl: null, skus: [{ originalId: '360100000000000101', propertiesName: '颜色:白' }] });
    expect(await settingsOf(doudian.id, ['3601000000000001'])).toEqual([]);
  });
});
