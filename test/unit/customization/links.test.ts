import { describe, expect, it } from 'vitest';
import { defaultCustomizationFields, type ShopCustomizationSetting } from '../../../contract/customization';
import type { Shop } from '../../../contract/shops';
import { generatePath } from '../../../src/features/customization/linkPaths';
import { linkRows } from '../../../src/features/customization/linkRows';

const shop = (id: string): Shop => ({ id, name: `店铺${id}`, type: 3, boundAt: 0, revision: 1 });
const setting = (id: string, shopId: string, isDefault: boolean): ShopCustomizationSetting => ({
  ...defaultCustomizationFields(),
  id,
  shopId,
  isDefault,
  customizationTiming: 1,
  revision: 1,
});

describe('the links list', () => {
  it('has a row per link, and one for a shop without links so that it shows where one is missing', () => {
    const rows = linkRows([
      {
        shop: shop('1'),
        customizationUrls: [
          { url: 'https://1.example', shopCustomizationSetting: setting('10', '1', true) },
          { url: 'https://1.example/?s=11', shopCustomizationSetting: setting('11', '1', false) },
        ],
      },
      { shop: shop('2'), customizationUrls: [] },
    ]);
    expect(rows.map(({ key, shop: { id }, url }) => ({ key, shop: id, url }))).toEqual([
      { key: 'setting-10', shop: '1', url: 'https://1.example' },
      { key: 'setting-11', shop: '1', url: 'https://1.example/?s=11' },
      { key: 'shop-2', shop: '2', url: null },
    ]);
    expect(rows[2]!.setting).toBeNull();
  });

  it('opens the generate screen for a new link, a shop’s first link, or a change of a setting', () => {
    expect(generatePath({})).toBe('/app/sku_customization_urls_setting/generate');
    expect(generatePath({ shopId: '7' })).toBe('/app/sku_customization_urls_setting/generate?shopId=7');
    expect(generatePath({ id: 'a&b' })).toBe('/app/sku_customization_urls_setting/generate?id=a%26b');
  });
});
