// Revisions of shops, SKU settings and shop settings (two tabs, the last save must not win silently):
// every write changes the revision, a stale baseRevision gets 409 and changes nothing, a left-out one
// overwrites on purpose, and a SKU save with null ("I saw none") is refused once the SKU has one.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import {
  ProductMode,
  SETTING_CONFLICT,
  type PhoneCaseCustomizationSetting,
  type ShopCustomizationSetting,
  type ShopCustomizationUrls,
} from '../../../contract/customization';
import { SHOP_CONFLICT, type Shop } from '../../../contract/shops';
import { ShopType } from '../../../contract/shopPlatforms';
import { client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { DOUDIAN_SHOP, PINDUODUO_SHOP, SHOPS, TAOBAO_SHOP, diySettingFields, shopNamed } from './shopHelpers';

const SKU_SETTINGS = '/api/phone_case_customization_settings';
const SHOP_SETTINGS = '/api/shop_customization_settings';
const URLS = '/api/shop_customization_urls';

describe('dev API revisions of the seller records', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });


  describe('SKU settings', () => {
    const settingOf = async (shopId: string, productOriginalId: string, skuOriginalId: string) =>
      (await c.get<PhoneCaseCustomizationSetting[]>(`${SKU_SETTINGS}?shopId=${shopId}&productOriginalIds=${productOriginalId}`)).find(
        (setting) => setting.skuOriginalId === skuOriginalId,
      );
    const key = (shopId: string, skuOriginalId: string) => ({ shopId, productOriginalId: '712345678901', skuOriginalId });

    it('seeds each with a revision, and changes it on every write', async () => {
      const taobao = await shopNamed(c, TAOBAO_SHOP);
      const seeded = (await settingOf(taobao.id, '712345678901', '5100000000002'))!;
      expect(seeded.revision).toEqual(expect.any(Number));
      const first = await c.ok<PhoneCaseCustomizationSetting>('POST', SKU_SETTINGS, { ...key(taobao.id, '5100000000002'), ...diySettingFields(), baseRevision: seeded.revision });
      expect(first.revision).not.toBe(seeded.revision);
      // The same content again is still a write.
      const second = await c.ok<PhoneCaseCustomizationSetting>('POST', SKU_SETTINGS, { ...key(taobao.id, '5100000000002'), ...diySettingFields(), baseRevision: first.revision });
      expect(second.revision).not.toBe(first.revision);
      expect((await settingOf(taobao.id, '712345678901', '5100000000002'))!.revision).toBe(second.revision);
    });

    it('refuses a stale base with 409 SETTING_CONFLICT and changes nothing; a base left out overwrites', async () => {
      const taobao = await shopNamed(c, TAOBAO_SHOP);
      const seeded = (await settingOf(taobao.id, '712345678901', '5100000000002'))!;
      const other = await c.ok<PhoneCaseCustomizationSetting>('POST', SKU_SETTINGS, { ...key(taobao.id, '5100000000002'), ...diySettingFields({ mode: ProductMode.DEFAULT }), baseRevision: seeded.revision });

      const refused = await c.fails('POST', SKU_SETTINGS, { ...key(taobao.id, '5100000000002'), ...diySettingFields({ textEnabled: false }), baseRevision: seeded.revision }, 409);
      expect(refused).toMatchObject({ code: SETTING_CONFLICT, message: '该规格的定制配置已在其他页面保存过，当前内容不是最新版本' });
      expect(await settingOf(taobao.id, '712345678901', '5100000000002')).toEqual(other);
      // Stale and invalid at once: it says stale, the more useful answer.
      expect((await c.fails('POST', SKU_SETTINGS, { ...key(taobao.id, '5100000000002'), ...diySettingFields({ mode: 9 }), baseRevision: seeded.revision }, 409)).code).toBe(SETTING_CONFLICT);

      // 批量配置 sends no base: it replaces whatever is there, on purpose.
      const overwritten = await c.ok<PhoneCaseCustomizationSetting>('POST', SKU_SETTINGS, { ...key(taobao.id, '5100000000002'), ...diySettingFields({ textEnabled: false }) });
      expect(overwritten).toMatchObject({ mode: ProductMode.DIY, textEnabled: false });
      expect(overwritten.revision).not.toBe(other.revision);
    });

    it('takes null as "the SKU had none": creates, but is refused once another tab created one', async () => {
      const taobao = await shopNamed(c, TAOBAO_SHOP);
      const sku = { shopId: taobao.id, productOriginalId: '712345678903', skuOriginalId: '5100000000004' };
      expect(await settingOf(taobao.id, '712345678903', '5100000000004')).toBeUndefined();
      // A number for a SKU without a setting is stale (it was read from a setting that is gone).
      expect((await c.fails('POST', SKU_SETTINGS, { ...sku, ...diySettingFields(), baseRevision: 1 }, 409)).code).toBe(SETTING_CONFLICT);
      expect(await settingOf(taobao.id, '712345678903', '5100000000004')).toBeUndefined();
      const created = await c.ok<PhoneCaseCustomizationSetting>('POST', SKU_SETTINGS, { ...sku, ...diySettingFields(), baseRevision: null });
      const refused = await c.fails('POST', SKU_SETTINGS, { ...sku, ...diySettingFields({ mode: ProductMode.DEFAULT }), baseRevision: null }, 409);
      expect(refused.code).toBe(SETTING_CONFLICT);
      expect(await settingOf(taobao.id, '712345678903', '5100000000004')).toEqual(created);
      for (const baseRevision of ['1', 1.5, true, {}]) {
        expect((await c.fails('POST', SKU_SETTINGS, { ...sku, ...diySettingFields(), baseRevision }, 400)).message).toBe('baseRevision 必须是整数或 null');
      }
    });
  });

  describe('shop customization settings', () => {
    const linksOf = async (shopName: string) =>
      (await c.get<ShopCustomizationUrls[]>(URLS)).find((entry) => entry.shop.name === shopName)!.customizationUrls.map((link) => link.shopCustomizationSetting);
    const input = (setting: ShopCustomizationSetting, over: Record<string, unknown> = {}) => ({
      id: setting.id,
      shopId: setting.shopId,
      isDefault: setting.isDefault,
      customizationTiming: 1,
      ...diySettingFields(over),
    });

    it('refuses a stale change with 409 and changes nothing; a base left out overwrites; every write changes the revision', async () => {
      const [main, second] = await linksOf(TAOBAO_SHOP);
      expect(main!.revision).toEqual(expect.any(Number));
      const saved = await c.ok<ShopCustomizationSetting>('POST', SHOP_SETTINGS, { ...input(second!), baseRevision: second!.revision });
      expect(saved.revision).not.toBe(second!.revision);

      const refused = await c.fails('POST', SHOP_SETTINGS, { ...input(second!, { mode: ProductMode.DEFAULT }), baseRevision: second!.revision }, 409);
      expect(refused).toMatchObject({ code: SETTING_CONFLICT, message: '该定制链接配置已在其他页面保存过，当前内容不是最新版本' });
      expect((await linksOf(TAOBAO_SHOP))[1]).toEqual(saved);

      const overwritten = await c.ok<ShopCustomizationSetting>('POST', SHOP_SETTINGS, input(second!, { mode: ProductMode.DEFAULT }));
      expect(overwritten.mode).toBe(ProductMode.DEFAULT);
      expect(overwritten.revision).not.toBe(saved.revision);
      expect((await c.fails('POST', SHOP_SETTINGS, { ...input(second!), baseRevision: 'x' }, 400)).message).toBe('baseRevision 必须是整数');
    });

    it('changes the revision of the default a save moved away, so that a form open on it asks', async () => {
      const [main, second] = await linksOf(TAOBAO_SHOP);
      await c.ok('POST', SHOP_SETTINGS, { ...input(second!), isDefault: true, baseRevision: second!.revision });
      const [mainAfter] = await linksOf(TAOBAO_SHOP);
      expect(mainAfter!.isDefault).toBe(false);
      expect(mainAfter!.revision).not.toBe(main!.revision);
      expect((await c.fails('POST', SHOP_SETTINGS, { ...input(main!), baseRevision: main!.revision }, 409)).code).toBe(SETTING_CONFLICT);
    });

    it('takes no base on a create', async () => {
      const pdd = await shopNamed(c, PINDUODUO_SHOP);
      const body = { shopId: pdd.id, isDefault: false, customizationTiming: 1, ...diySettingFields(), baseRevision: 3 };
      expect((await c.fails('POST', SHOP_SETTINGS, body, 400)).message).toBe('baseRevision 只用于修改已有的配置（带 id）');
      const { baseRevision: _left, ...create } = body;
      expect((await c.ok<ShopCustomizationSetting>('POST', SHOP_SETTINGS, create)).revision).toEqual(expect.any(Number));
    });
  });

  describe('shops', () => {
    it('refuses a stale change with 409 SHOP_CONFLICT and changes nothing; a base left out overwrites', async () => {
      const doudian = await shopNamed(c, DOUDIAN_SHOP);
      const renamed = await c.ok<Shop>('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.DOUDIAN, name: '一号', baseRevision: doudian.revision });
      expect(renamed.revision).not.toBe(doudian.revision);
      const refused = await c.fails('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.DOUDIAN, name: '二号', baseRevision: doudian.revision }, 409);
      expect(refused).toMatchObject({ code: SHOP_CONFLICT, message: '该店铺已在其他页面修改过，当前内容不是最新版本' });
      expect((await c.fails('PATCH', `${SHOPS}/${doudian.id}`, { name: '二号', baseRevision: doudian.revision }, 409)).code).toBe(SHOP_CONFLICT);
      expect(await shopNamed(c, '一号')).toEqual(renamed);

      const patched = await c.ok<Shop>('PATCH', `${SHOPS}/${doudian.id}`, { name: '二号', baseRevision: renamed.revision });
      expect(patched.revision).not.toBe(renamed.revision);
      const overwritten = await c.ok<Shop>('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.JD, name: '三号' });
      expect(overwritten).toMatchObject({ type: ShopType.JD, name: '三号' });
      expect(overwritten.revision).not.toBe(patched.revision);
      expect((await c.fails('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.JD, name: '四号', baseRevision: null }, 400)).message).toBe('baseRevision 必须是整数');
    });

    it('gives every shop a revision, seeded and new ones alike, the same on every reset', async () => {
      const seeded = await c.get<Shop[]>(SHOPS);
      expect(new Set(seeded.map((shop) => shop.revision)).size).toBe(seeded.length);
      const added = await c.ok<Shop>('POST', SHOPS, { type: ShopType.JD, name: '京东店' });
      expect(seeded.map((shop) => shop.revision)).not.toContain(added.revision);
      api.reset();
      expect(await c.get<Shop[]>(SHOPS)).toEqual(seeded);
    });
  });
});
