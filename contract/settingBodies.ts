/**
 * The bodies of the two customization setting saves (spec 3 §3, §4, §7) as the endpoint table names them: which
 * SKU or which shop's link a save configures, then the setting's fields (customization.ts). Only the table and
 * the dev API read them, so that the console's chunks do not hold them (ARCHITECTURE.md "Endpoints").
 */
import * as v from 'valibot';
import { CustomizationSettingBodySchema, ShopSettingTimingSchema, SkuSettingKeySchema } from './customization';
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
