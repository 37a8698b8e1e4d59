// Shop customization settings and links (spec 3 §3, §4): every shop listed with its links, the default's
// link without ?s=, create and modify through one POST, before-ordering only, one default per shop.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { ProductMode, type ShopCustomizationSetting, type ShopCustomizationUrls } from '../../../contract/customization';
import { type Shop } from '../../../contract/shops';
import { ShopType } from '../../../contract/shopPlatforms';
import { brandNamed, client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { DOUDIAN_SHOP, KUAISHOU_SHOP, PINDUODUO_SHOP, SHOPS, TAOBAO_SHOP, diySettingFields, shopNamed } from './shopHelpers';
import { groupNamed } from './templateHelpers';

const URLS = '/api/shop_customization_urls';
const SAVE = '/api/shop_customization_settings';

describe('dev API shop customization settings', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  const linksOf = async (shopName: string) => (await c.get<ShopCustomizationUrls[]>(URLS)).find((entry) => entry.shop.name === shopName)!.customizationUrls;
  const input = (shopId: string, over: Record<string, unknown> = {}) => ({ shopId, isDefault: false, customizationTiming: 1, ...diySettingFields(over) });

  it('lists every shop with its links: the default at the shop’s origin, the others with ?s=', async () => {
    const all = await c.get<ShopCustomizationUrls[]>(URLS);
    expect(all.map((entry) => [entry.shop.name, entry.customizationUrls.length])).toEqual([
      [TAOBAO_SHOP, 2],
      [DOUDIAN_SHOP, 1],
      [PINDUODUO_SHOP, 0],
      [KUAISHOU_SHOP, 0],
    ]);
    expect(all[0]!.shop).toEqual(await shopNamed(c, TAOBAO_SHOP));
    const [main, festive] = all[0]!.customizationUrls;
    const taobaoId = all[0]!.shop.id;
    expect(main).toEqual({ url: `https://${taobaoId}.m.kemei-diy.com`, shopCustomizationSetting: expect.objectContaining({ isDefault: true, mode: ProductMode.DEFAULT, customizationTiming: 1 }) });
    expect(festive!.url).toBe(`https://${taobaoId}.m.kemei-diy.com/?s=${festive!.shopCustomizationSetting.id}`);
    expect(festive!.shopCustomizationSetting).toMatchObject({
      shopId: taobaoId,
      isDefault: false,
      mode: ProductMode.TEMPLATE_COLLECTIONS,
      bindingTemplateCollectionIds: [(await groupNamed(c, '节日模板')).id],
      bindingPhoneBrands: [{ id: (await brandNamed(c, '苹果')).id, modelIds: [] }, { id: (await brandNamed(c, '华为')).id, modelIds: [] }],
    });
    expect(all[1]!.customizationUrls[0]).toMatchObject({ url: `https://${all[1]!.shop.id}.m.kemei-diy.com`, shopCustomizationSetting: { isDefault: true, mode: ProductMode.DIY } });
  });

  it('makes a shop’s first setting its default; a later default takes the flag from the others', async () => {
    const pdd = await shopNamed(c, PINDUODUO_SHOP);
    const first = await c.ok<ShopCustomizationSetting>('POST', SAVE, input(pdd.id, { isDefault: false }));
    expect(first).toMatchObject({ id: expect.any(String), shopId: pdd.id, isDefault: true, customizationTiming: 1, textEnabled: true });
    const second = await c.ok<ShopCustomizationSetting>('POST', SAVE, input(pdd.id));
    expect(second.isDefault).toBe(false);
    expect((await linksOf(PINDUODUO_SHOP)).map((link) => link.url)).toEqual([`https://${pdd.id}.m.kemei-diy.com`, `https://${pdd.id}.m.kemei-diy.com/?s=${second.id}`]);
    await c.ok('POST', SAVE, input(pdd.id, { id: second.id, isDefault: true }));
    const links = await linksOf(PINDUODUO_SHOP);
    expect(links.map((link) => [link.shopCustomizationSetting.id, link.shopCustomizationSetting.isDefault])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(links[0]!.url).toBe(`https://${pdd.id}.m.kemei-diy.com/?s=${first.id}`);
    // Unsetting the default alone would leave the shop without one.
    expect((await c.fails('POST', SAVE, input(pdd.id, { id: second.id, isDefault: false }), 400)).message).toBe(
      '店铺需要一个默认定制链接：请把另一个配置设为默认，而不是取消这一个',
    );
    // Other shops are untouched.
    expect((await linksOf(TAOBAO_SHOP)).map((link) => link.shopCustomizationSetting.isDefault)).toEqual([true, false]);
  });

  it('modifies the same setting by id, in its place, for its own shop only', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const [, festive] = await linksOf(TAOBAO_SHOP);
    const id = festive!.shopCustomizationSetting.id;
    const hot = await groupNamed(c, '热门模板');
    const changed = await c.ok<ShopCustomizationSetting>('POST', SAVE, input(taobao.id, { id, mode: ProductMode.TEMPLATE_COLLECTIONS_AND_DIY, bindingTemplateCollectionIds: [hot.id] }));
    expect(changed).toMatchObject({ id, isDefault: false, mode: ProductMode.TEMPLATE_COLLECTIONS_AND_DIY, bindingTemplateCollectionIds: [hot.id] });
    expect((await linksOf(TAOBAO_SHOP)).map((link) => link.shopCustomizationSetting)).toEqual([(await linksOf(TAOBAO_SHOP))[0]!.shopCustomizationSetting, changed]);
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    expect((await c.fails('POST', SAVE, input(doudian.id, { id }), 404)).message).toBe(`该店铺没有这个定制链接配置: ${id}`);
    expect((await c.fails('POST', SAVE, input('nope'), 400)).message).toBe('店铺不存在: nope');
  });

  it('takes before-ordering only: after-ordering is in development', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    expect((await c.fails('POST', SAVE, input(taobao.id, { customizationTiming: 2 }), 400)).message).toBe('下单后定制功能开发中，暂时只能选择下单前定制');
    expect((await c.fails('POST', SAVE, input(taobao.id, { customizationTiming: 3 }), 400)).message).toBe('customizationTiming 必须是 1（下单前定制）');
    expect((await c.fails('POST', SAVE, input(taobao.id, { customizationTiming: '2' }), 400)).message).toBe('下单后定制功能开发中，暂时只能选择下单前定制');
    expect((await c.fails('POST', SAVE, input(taobao.id, { customizationTiming: true }), 400)).message).toBe('customizationTiming 必须是 1（下单前定制）');
    expect((await linksOf(TAOBAO_SHOP))).toHaveLength(2);
    // 1 and "1" alike; left out or null is 1.
    for (const customizationTiming of ['1', null, undefined]) {
      expect((await c.ok<ShopCustomizationSetting>('POST', SAVE, input(taobao.id, { customizationTiming }))).customizationTiming).toBe(1);
    }
  });

  it('checks the setting fields as the SKU dialog does', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const fails = async (over: Record<string, unknown>, message: string) => expect((await c.fails('POST', SAVE, input(taobao.id, over), 400)).message).toBe(message);
    await fails({ mode: ProductMode.TEMPLATE_COLLECTIONS }, '请选择模板分组');
    await fails({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: [(await groupNamed(c, '热门模板')).id] }, '请选择一个定制模板');
    await fails({ bindingPhoneBrands: [{ id: '', modelIds: [] }] }, '必须选择一个品牌');
    await fails({ bindingMaterialIds: ['nope'] }, '材质不存在: nope');
    await fails({ isDefault: 'yes' }, 'isDefault 必须是布尔值');
  });

  it('lists a shop added later with no links', async () => {
    const shop = await c.ok<Shop>('POST', SHOPS, { type: ShopType.JD, name: '壳美京东店' });
    expect((await c.get<ShopCustomizationUrls[]>(URLS)).at(-1)).toEqual({ shop, customizationUrls: [] });
  });
});
