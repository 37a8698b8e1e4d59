/**
 * Spec 3 §1 and §3: the marketplaces a shop can be on, and the shop itself.
 *
 * The spec names eleven platforms but not their wire values ("the exact platform enumeration values are
 * not shown"). These numbers are ours, given once here in the spec's order, and used by the console and
 * the dev API alike. A real admin API with other numbers needs only this table changed.
 */
import * as v from 'valibot';
import { nameProblem, type NameLimit, type NameProblem } from './names';
import { withoutWhatDrawsNothing } from './textWidth';
import { digitsAsNumber, field, nameSchema } from './wire';

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

export const ShopSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.custom<ShopType>(isShopType),
  /** When the shop was added, ms since the epoch. */
  boundAt: v.number(),
  /** Which save this is: the service changes it on every write (ShopInput.baseRevision). */
  revision: v.number(),
});

export type Shop = v.InferOutput<typeof ShopSchema>;

/** The code of the 409 a stale shop change gets (ShopInput.baseRevision). */
export const SHOP_CONFLICT = 'SHOP_CONFLICT';

/** Spec 3 §5: 限制不能超过20个字符, counted after trimming, an emoji or a CJK character being one. */
export const SHOP_NAME_MAX = 20;

export const SHOP_NAME_LIMIT: NameLimit = { max: SHOP_NAME_MAX, count: 'characters', tooLong: `限制不能超过${SHOP_NAME_MAX}个字符` };

export type ShopNameProblem = NameProblem;

/** Buyers read the name (spec 3 §2): the names rule (contract/names.ts) with spec 3 §5's bound. */
export function shopNameProblem(raw: string): ShopNameProblem | null {
  return nameProblem(raw, SHOP_NAME_LIMIT);
}

/** Spec 3 §5's texts for the shop form, the console's and the dev API's alike. */
export const SHOP_TYPE_REQUIRED = '必须选择店铺类型';
export const SHOP_NAME_REQUIRED = '必须填写店铺名称';

/** POST /api/shops and PUT /api/shops/{id}: the fields of a shop, checked in this order. */
export const ShopFieldsSchema = v.object({
  /** A number (or its digits) some platform has; anything else is no type. */
  type: field(v.pipe(v.unknown(), digitsAsNumber, v.custom<ShopType>(isShopType, SHOP_TYPE_REQUIRED))),
  name: field(nameSchema(SHOP_NAME_LIMIT, SHOP_NAME_REQUIRED)),
});

/** PATCH /api/shops/{id}: either field alone, a field left out keeping its value. */
export const ShopPatchSchema = v.partial(ShopFieldsSchema);

export type ShopInput = v.InferOutput<typeof ShopFieldsSchema> & {
  /**
   * A change only: the revision the form loaded. Another one (someone saved the shop since, in another
   * tab) gets 409 SHOP_CONFLICT and changes nothing; left out, the change overwrites. The dev API checks
   * it before the fields (adapters/mock/devApi/revisions.ts), as every seller record's.
   */
  baseRevision?: number;
};

/** The code of the 409 a shop name another shop of the same platform has gets (sameShopName). */
export const SHOP_NAME_TAKEN = 'SHOP_NAME_TAKEN';

/**
 * Two shops of one platform are told apart by their names alone (the shop picker, the links list, the order
 * list show platform and name), so a second shop of the platform with the name of the first is refused.
 * Compared as a merchant reads them: without what draws nothing (withoutWhatDrawsNothing: format characters
 * such as zero-width spaces and joiners, the Mongolian vowel separator, the combining grapheme joiner,
 * variation selectors, noncharacters: all the names rule refuses or lets by unseen), with full-width and
 * compatibility forms folded (NFKC), spaces collapsed, and without regard to case: 壳美Shop, 壳美ｓｈｏｐ,
 * 壳美\u200bshop read as one shop, and so do 华为店 and 华\ufe0f为店, 壳美❤店 and 壳美❤️店.
 */
export function sameShopName(a: string, b: string): boolean {
  return shopNameKey(a) === shopNameKey(b);
}

const shopNameKey = (name: string) =>
  withoutWhatDrawsNothing(name.normalize('NFKC').replace(/[\s\u2800]+/gu, ' '))
    .replace(/ +/g, ' ')
    .trim()
    .toLowerCase();
