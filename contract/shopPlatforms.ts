/**
 * Spec 3 §1 and §3: the marketplaces a shop can be on. Apart from the shop's schemas (shops.ts, valibot and
 * the names rule): the getting-started guide of the first screen after signing in names a shop's platform.
 *
 * The spec names eleven platforms but not their wire values ("the exact platform enumeration values are
 * not shown"). These numbers are ours, given once here in the spec's order, and used by the console and
 * the dev API alike. A real admin API with other numbers needs only this table changed.
 */
export const ShopType = {
  DOUDIAN: 1,
  PINDUODUO: 2,
  TAOBAO: 3,
  SDK: 4,
  JD: 5,
  ALIBABA: 6,
  KUAISHOU: 7,
  XIAOHONGSHU: 8,
  WECHAT_STORE: 9,
  WEIDIAN: 10,
  OFFLINE: 11,
} as const;
export type ShopType = (typeof ShopType)[keyof typeof ShopType];

export interface ShopPlatform {
  type: ShopType;
  /** The enum name, for logs and ROUTES.md. */
  key: keyof typeof ShopType;
  /** What the merchant reads. */
  label: string;
  /** SDK and Taobao shops are bound by the service, never added by hand (spec 3 §3). */
  addable: boolean;
  /** Short-video platforms have no item API we can read: their products are added by hand (spec 3 §2). */
  addsProducts: boolean;
  /** Taobao-type platforms: products are synced from the marketplace by id (spec 3 §2). */
  syncsProducts: boolean;
}

const platform = (
  key: keyof typeof ShopType,
  label: string,
  flags: Partial<Pick<ShopPlatform, 'addable' | 'addsProducts' | 'syncsProducts'>> = {},
): ShopPlatform => ({ type: ShopType[key], key, label, addable: true, addsProducts: false, syncsProducts: false, ...flags });

export const SHOP_PLATFORMS: readonly ShopPlatform[] = [
  platform('DOUDIAN', '抖店', { addsProducts: true }),
  platform('PINDUODUO', '拼多多'),
  platform('TAOBAO', '淘宝', { addable: false, syncsProducts: true }),
  platform('SDK', 'SDK接入', { addable: false }),
  platform('JD', '京东'),
  platform('ALIBABA', '1688'),
  platform('KUAISHOU', '快手小店', { addsProducts: true }),
  platform('XIAOHONGSHU', '小红书'),
  platform('WECHAT_STORE', '微信小店'),
  platform('WEIDIAN', '微店'),
  platform('OFFLINE', '线下门店'),
];

export function shopPlatform(type: number): ShopPlatform | undefined {
  return SHOP_PLATFORMS.find((entry) => entry.type === type);
}

export function isShopType(value: unknown): value is ShopType {
  return typeof value === 'number' && shopPlatform(value) !== undefined;
}
