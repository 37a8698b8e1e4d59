import type { ShopCustomizationSetting, ShopCustomizationUrls } from '../../../contract/customization';
import type { Shop } from '../../../contract/shops';

/** One row: a link of a shop, or a shop without any (so the merchant sees where one is missing). */
export interface LinkRow {
  key: string;
  shop: Shop;
  url: string | null;
  setting: ShopCustomizationSetting | null;
}

export function linkRows(shops: readonly ShopCustomizationUrls[]): LinkRow[] {
  return shops.flatMap(({ shop, customizationUrls }): LinkRow[] =>
    customizationUrls.length === 0
      ? [{ key: `shop-${shop.id}`, shop, url: null, setting: null }]
      : customizationUrls.map(({ url, shopCustomizationSetting }) => ({
          key: `setting-${shopCustomizationSetting.id}`,
          shop,
          url,
          setting: shopCustomizationSetting,
        })),
  );
}
