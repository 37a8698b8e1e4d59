/** Spec 3 §1 and §3: a shop, on one of the marketplaces of shopPlatforms.ts. */
import * as v from 'valibot';
import { nameProblem, type NameLimit, type NameProblem } from './names';
import { isShopType, type ShopType } from './shopPlatforms';
import { withoutWhatDrawsNothing } from './textWidth';
import { digitsAsNumber, field, nameSchema } from './wire';

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
