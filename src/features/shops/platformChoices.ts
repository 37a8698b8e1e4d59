import { SHOP_PLATFORMS, type ShopPlatform, type ShopType } from '../../../contract/shopPlatforms';

/**
 * The platform types the shop form offers, in the spec's order: those a seller may add by hand. A shop the
 * service bound (SDK, 淘宝) keeps its own type and only that: its products came from that platform.
 */
export function platformChoices(current?: ShopType): ShopPlatform[] {
  if (current !== undefined && !isAddable(current)) return SHOP_PLATFORMS.filter((platform) => platform.type === current);
  return SHOP_PLATFORMS.filter((platform) => platform.addable || platform.type === current);
}

/** Whether a shop of this type may change platform in the edit form. */
export function isAddable(type: ShopType): boolean {
  return SHOP_PLATFORMS.some((platform) => platform.type === type && platform.addable);
}
