// The customization settings' slice of the dev API's state (spec 3 §3): each SKU's setting, keyed by shop,
// product and SKU platform ids, and each shop's customization settings (its links), in creation order.
import type { PhoneCaseCustomizationSetting, ShopCustomizationSetting } from '../../../../contract/customization';
import type { RevisionCounter } from '../revisions';

export interface SettingState extends RevisionCounter {
  skuSettings: PhoneCaseCustomizationSetting[];
  shopSettings: ShopCustomizationSetting[];
}

export function emptySettings(): SettingState {
  return { skuSettings: [], shopSettings: [], writes: 0 };
}

/**
 * The origin of a shop's buyer page, which its links start with. The real service hands it out; ours is
 * one host per shop, so links of different shops differ.
 */
export function buyerPageOrigin(shopId: string): string {
  return `https://${shopId}.m.kemei-diy.com`;
}

export function skuSettingOf(
  settings: SettingState,
  key: Pick<PhoneCaseCustomizationSetting, 'shopId' | 'productOriginalId' | 'skuOriginalId'>,
): PhoneCaseCustomizationSetting | undefined {
  return settings.skuSettings.find(
    (setting) =>
      setting.shopId === key.shopId && setting.productOriginalId === key.productOriginalId && setting.skuOriginalId === key.skuOriginalId,
  );
}

/** A product deleted takes its SKUs' settings along. */
export function dropProductSettings(settings: SettingState, shopId: string, productOriginalId: string): void {
  settings.skuSettings = settings.skuSettings.filter(
    (setting) => !(setting.shopId === shopId && setting.productOriginalId === productOriginalId),
  );
}

/** A shop deleted takes every setting keyed by it along: its SKUs' settings and its links' settings. */
export function dropShopSettings(settings: SettingState, shopId: string): void {
  settings.skuSettings = settings.skuSettings.filter((setting) => setting.shopId !== shopId);
  settings.shopSettings = settings.shopSettings.filter((setting) => setting.shopId !== shopId);
}
