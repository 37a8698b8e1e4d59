import { SHOP_PLATFORMS, type ShopPlatform, type ShopType } from '../../../contract/shops';

/**
 * The platform types the shop form offers, in the spec's order: those a seller may add by hand, and when
 * editing a shop the service bound (SDK, 淘宝), its own type too, so the form shows what the shop is and
 * keeps it on save.
 */
export function platformChoices(current?: ShopType): ShopPlatform[] {
  return SHOP_PLATFORMS.filter((platform) => platform.addable || platform.type === current);
}
