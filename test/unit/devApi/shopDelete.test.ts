// Deleting shops and links (routes ours, spec 3 names no call): a shop takes its products, their SKU
// settings and its links along, and leaves its orders; a link goes alone, the default only as the last one.
// And two shops of one platform never share a name (trimmed, case aside).
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { DevEnv } from '../../../adapters/mock/devApi/context';
import { Router } from '../../../adapters/mock/devApi/http/router';
import { DEFAULT_NOT_DELETABLE } from '../../../adapters/mock/devApi/customization/shopCustomizationSettingRoutes';
import { shopRoutes } from '../../../adapters/mock/devApi/shops/shopRoutes';
import { createState, type DevState } from '../../../adapters/mock/devApi/state';
import { ProductMode, type PhoneCaseCustomizationSetting, type ShopCustomizationSetting, type ShopCustomizationUrls } from '../../../contract/customization';
import type { OrderPage } from '../../../contract/orders';
import { SHOP_NAME_TAKEN, type Shop } from '../../../contract/shops';
import { ShopType } from '../../../contract/shopPlatforms';
import { seed } from '../../../fixtures/seed';
import { client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { DOUDIAN_SHOP, PINDUODUO_SHOP, PRODUCTS, SHOPS, TAOBAO_SHOP, allProducts, shopNamed } from './shopHelpers';

const URLS = '/api/shop_customization_urls';
const LINKS = '/api/shop_customization_settings';
const SKU_SETTINGS = '/api/phone_case_customization_settings';

describe('dev API: deleting a shop', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  const skuSettingsOf = (shopId: string, productIds: string[]) =>
    c.get<PhoneCaseCustomizationSetting[]>(`${SKU_SETTINGS}?shopId=${shopId}&productOriginalIds=${productIds.join(',')}`);
  const ordersOf = (shopId?: string) => c.get<OrderPage>(`/api/orders?pageSize=10${shopId ? `&shopId=${shopId}` : ''}`);

  it('answers {} and leaves the other shops’ products, SKU settings and links as they were; a second delete is 404', async () => {
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const linksBefore = await c.get<ShopCustomizationUrls[]>(URLS);
    expect(linksBefore.find((entry) => entry.shop.id === doudian.id)!.customizationUrls).not.toEqual([]);
    const taobaoProducts = await allProducts(c, taobao.id);
    const taobaoSettings = await skuSettingsOf(taobao.id, taobaoProducts.map((p) => p.originalId));
    expect(taobaoSettings).not.toEqual([]);

    expect(await c.ok('DELETE', `${SHOPS}/${doudian.id}`)).toEqual({});

    expect((await c.get<Shop[]>(SHOPS)).map((shop) => shop.id)).not.toContain(doudian.id);
    expect((await c.get<ShopCustomizationUrls[]>(URLS)).map((entry) => entry.shop.id)).not.toContain(doudian.id);
    expect(await allProducts(c, taobao.id)).toEqual(taobaoProducts);
    expect(await skuSettingsOf(taobao.id, taobaoProducts.map((p) => p.originalId))).toEqual(taobaoSettings);
    expect((await c.get<ShopCustomizationUrls[]>(URLS)).find((entry) => entry.shop.id === taobao.id)).toEqual(linksBefore.find((entry) => entry.shop.id === taobao.id));
    await c.fails('GET', `${PRODUCTS}?shopId=${doudian.id}&pageNo=1&pageSize=20`, undefined, 404);
    expect((await c.fails('DELETE', `${SHOPS}/${doudian.id}`, undefined, 404)).message).toBe(`店铺不存在: ${doudian.id}`);
  });

  it('keeps the deleted shop’s orders in the account’s list', async () => {
    const pdd = await shopNamed(c, PINDUODUO_SHOP);
    const total = (await ordersOf()).totalItems;
    expect((await ordersOf(pdd.id)).totalItems).toBeGreaterThan(0);
    await c.ok('DELETE', `${SHOPS}/${pdd.id}`);
    expect((await ordersOf()).totalItems).toBe(total);
  });

  it('lets a shop of the deleted one’s name be added again, and a product added again starts unconfigured', async () => {
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    await c.ok('DELETE', `${SHOPS}/${doudian.id}`);
    const again = await c.ok<Shop>('POST', SHOPS, { type: ShopType.DOUDIAN, name: DOUDIAN_SHOP });
    expect(await allProducts(c, again.id)).toEqual([]);
    expect((await c.get<ShopCustomizationUrls[]>(URLS)).find((entry) => entry.shop.id === again.id)!.customizationUrls).toEqual([]);
  });
});

describe('dev API: what a deleted shop takes along, in the state', () => {
  /** The route itself on a state the test can look into: what no list call can show any more. */
  async function deleteShop(state: DevState, shopId: string): Promise<void> {
    const router = new Router();
    shopRoutes(router);
    const route = router.match('DELETE', `/api/shops/${shopId}`)!;
    const url = new URL(`http://dev.local/api/shops/${shopId}`);
    await route.handler({ request: new Request(url, { method: 'DELETE' }), url, params: route.params, username: 'demo', state, accountOf: () => state, env: {} as DevEnv });
  }

  it('drops the shop’s products, every SKU setting and link setting keyed by it, and keeps its orders', async () => {
    const state = createState(Date.parse('2024-06-01T00:00:00Z'));
    const doudian = state.shops.shops.find((shop) => shop.name === DOUDIAN_SHOP)!;
    const mine = <T extends { shopId: string }>(list: readonly T[]) => list.filter((entry) => entry.shopId === doudian.id);
    expect(mine(state.shops.products)).not.toEqual([]);
    expect(mine(state.settings.skuSettings)).not.toEqual([]);
    expect(mine(state.settings.shopSettings)).not.toEqual([]);
    const orders = mine(state.orders.orders).length;
    const others = {
      products: state.shops.products.length - mine(state.shops.products).length,
      skuSettings: state.settings.skuSettings.length - mine(state.settings.skuSettings).length,
      shopSettings: state.settings.shopSettings.length - mine(state.settings.shopSettings).length,
    };
    await deleteShop(state, doudian.id);
    expect(mine(state.shops.products)).toEqual([]);
    expect(mine(state.settings.skuSettings)).toEqual([]);
    expect(mine(state.settings.shopSettings)).toEqual([]);
    expect(state.shops.products).toHaveLength(others.products);
    expect(state.settings.skuSettings).toHaveLength(others.skuSettings);
    expect(state.settings.shopSettings).toHaveLength(others.shopSettings);
    expect(mine(state.orders.orders)).toHaveLength(orders);
  });
});

describe('dev API: deleting a link (shop customization setting)', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  const linksOf = async (shopId: string) => (await c.get<ShopCustomizationUrls[]>(URLS)).find((entry) => entry.shop.id === shopId)!.customizationUrls;
  const create = (shopId: string, isDefault = false) =>
    c.ok<ShopCustomizationSetting>('POST', LINKS, {
      shopId,
      isDefault,
      customizationTiming: 1,
      mode: ProductMode.DIY,
      bindingMaterialIds: [],
      bindingPhoneBrands: [],
      bindingTemplateCollectionIds: [],
      bindingTemplateId: null,
    });

  it('deletes a link that is not the default, the others left as they were', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const [main, festive] = await linksOf(taobao.id);
    expect(await c.ok('DELETE', `${LINKS}/${festive!.shopCustomizationSetting.id}`)).toEqual({});
    expect(await linksOf(taobao.id)).toEqual([main]);
    await c.fails('DELETE', `${LINKS}/${festive!.shopCustomizationSetting.id}`, undefined, 404);
  });

  it('refuses the default while the shop has other links, and deletes it as the last one', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const [main, festive] = await linksOf(taobao.id);
    expect(main!.shopCustomizationSetting.isDefault).toBe(true);
    expect((await c.fails('DELETE', `${LINKS}/${main!.shopCustomizationSetting.id}`, undefined, 400)).message).toBe(DEFAULT_NOT_DELETABLE);
    expect(await linksOf(taobao.id)).toHaveLength(2);
    await c.ok('DELETE', `${LINKS}/${festive!.shopCustomizationSetting.id}`);
    await c.ok('DELETE', `${LINKS}/${main!.shopCustomizationSetting.id}`);
    expect(await linksOf(taobao.id)).toEqual([]);
    // The next link the shop gets is its default again.
    expect((await create(taobao.id)).isDefault).toBe(true);
  });

  it('deletes a former default once another link took the flag', async () => {
    const pdd = await shopNamed(c, PINDUODUO_SHOP);
    const first = await create(pdd.id);
    await create(pdd.id, true);
    await c.ok('DELETE', `${LINKS}/${first.id}`);
    expect((await linksOf(pdd.id)).map((link) => link.shopCustomizationSetting.isDefault)).toEqual([true]);
  });
});

describe('dev API: shop names within a platform', () => {
  let c: Client;
  beforeEach(() => {
    c = client(freshApi());
  });

  it('has no two seeded shops of one platform with the same name', () => {
    const keys = seed.shops.map((shop) => `${shop.type}:${shop.name.trim().toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a second shop of a platform with a name that differs only in spaces or case: 409 SHOP_NAME_TAKEN', async () => {
    await c.ok('POST', SHOPS, { type: ShopType.JD, name: '壳美Shop' });
    for (const name of ['壳美Shop', '  壳美shop ', '壳美SHOP']) {
      const refused = await c.fails('POST', SHOPS, { type: ShopType.JD, name }, 409);
      expect(refused).toMatchObject({ code: SHOP_NAME_TAKEN, message: '京东已有名为“壳美Shop”的店铺，请换一个名称，以免买家和你分不清两个店铺' });
    }
    // Another platform may have it.
    await c.ok('POST', SHOPS, { type: ShopType.WEIDIAN, name: '壳美Shop' });
    expect((await c.get<Shop[]>(SHOPS)).filter((shop) => shop.name === '壳美Shop')).toHaveLength(2);
  });

  it('refuses an edit into another shop’s name or platform, but not a shop keeping its own name', async () => {
    const jd = await c.ok<Shop>('POST', SHOPS, { type: ShopType.JD, name: '壳美京东店' });
    const weidian = await c.ok<Shop>('POST', SHOPS, { type: ShopType.WEIDIAN, name: '壳美京东店' });
    // Moving the 微店 shop to 京东 would make two 京东 shops of one name.
    expect((await c.fails('PUT', `${SHOPS}/${weidian.id}`, { type: ShopType.JD, name: '壳美京东店' }, 409)).code).toBe(SHOP_NAME_TAKEN);
    expect((await c.fails('PATCH', `${SHOPS}/${weidian.id}`, { type: ShopType.JD }, 409)).code).toBe(SHOP_NAME_TAKEN);
    await c.fails('PUT', `${SHOPS}/${jd.id}`, { type: ShopType.PINDUODUO, name: ` ${PINDUODUO_SHOP.toUpperCase()} ` }, 409);
    // Its own name, recased, is no clash.
    expect((await c.ok<Shop>('PUT', `${SHOPS}/${jd.id}`, { type: ShopType.JD, name: '壳美京东店 ' })).name).toBe('壳美京东店');
  });
});
