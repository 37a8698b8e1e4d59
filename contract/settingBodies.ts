/**
 * The bodies of the two customization setting saves (spec 3 §3, §4, §7) as the endpoint table names them: which
 * SKU or which shop's link a save configures, then the setting's fields (customization.ts). Only the table and
 * the dev API read them, so that the console's chunks do not hold them (ARCHITECTURE.md "Endpoints"); the
 * console takes the types of what it sends from them with `import type`, which bundles nothing.
 */
import * as v from 'valibot';
import { CustomizationSettingBodySchema, ShopSettingTimingSchema, SkuSettingKeySchema, type CustomizationTiming } from './customization';
import { optionalBodyId, optionalBoolean, requiredBodyId } from './wire';

/** POST /api/phone_case_customization_settings: the SKU first, then its setting. */
export const SkuSettingBodySchema = v.intersect([SkuSettingKeySchema, CustomizationSettingBodySchema]);

/** Which shop's link a save is: a new one without id. */
const ShopSettingTargetSchema = v.object({ shopId: requiredBodyId, id: optionalBodyId });

/** POST /api/shop_customization_settings: the shop and the link, its timing, its fields, then whether it is the default. */
export const ShopSettingBodySchema = v.intersect([
  ShopSettingTargetSchema,
  ShopSettingTimingSchema,
  CustomizationSettingBodySchema,
  v.object({ isDefault: optionalBoolean }),
]);

/**
 * POST /api/phone_case_customization_settings, as the console sends it: creates or replaces the setting of one
 * SKU. `baseRevision`, read by the dev API before the fields (revisions.ts), is the revision the console loaded,
 * so that a save from another tab meanwhile is not silently undone: a number must be the stored setting's, null
 * means "the SKU had none" (create only), and leaving it out replaces whatever is stored on purpose (批量配置).
 * Otherwise 409 SETTING_CONFLICT, nothing changed.
 */
export type PhoneCaseCustomizationSettingInput = v.InferOutput<typeof SkuSettingBodySchema> & { baseRevision?: number | null };

/**
 * POST /api/shop_customization_settings, as the console sends it: without id it creates, with id it changes that
 * setting. `baseRevision`, a change's only: the revision the form loaded; another one gets 409 SETTING_CONFLICT
 * and changes nothing; left out, the change overwrites. Its timing is any CustomizationTiming, not only the 1 the
 * schema reads: a change sends the link's own timing back as it came, which the service may hold as 下单后定制
 * (spec 3 §3), and the refusal of it is the service's to give.
 */
export type ShopCustomizationSettingInput = Omit<v.InferOutput<typeof ShopSettingBodySchema>, 'customizationTiming'> & {
  customizationTiming: CustomizationTiming;
  baseRevision?: number;
};
