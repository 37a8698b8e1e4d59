// The queries of the lists the dev API reads by a filter (which SKUs, wireframes, settings, templates, the
// ERP's per-factory lists) and of the payment form. Only the endpoint table names these schemas (through
// endpointSchemas.ts); the console takes its query types from them with `import type`, which bundles nothing.
import * as v from 'valibot';
import { CREDITS_PER_UNIT, RECHARGE_UNITS_MAX, isRechargeUnits } from './credits';
import { idListQuery, requiredIdQuery, requiredQuery } from './wire';

/**
 * GET /api/phone_case_skus: the SKUs of some models (phoneModelIds, the wireframe screen), or every SKU of one
 * material colour (materialColorId, the batch preview), which wins when both are given.
 */
export const SkuQuerySchema = v.pipe(
  v.object({ materialColorId: v.optional(v.string()), phoneModelIds: v.optional(v.string()) }),
  v.check((query) => query.materialColorId !== undefined || query.phoneModelIds !== undefined, 'phoneModelIds 或 materialColorId 必填'),
);

/** GET /api/phone_case_wireframes?ids= */
export const WireframeQuerySchema = v.object({ ids: idListQuery('ids') });

/** GET /api/phone_case_customization_settings?shopId=&productOriginalIds= (spec 3 §7: one page of products). */
export const SkuSettingQuerySchema = v.object({ shopId: requiredQuery('shopId'), productOriginalIds: idListQuery('productOriginalIds') });

/** GET /api/design_templates?collectionId= */
export const TemplateQuerySchema = v.object({ collectionId: requiredQuery('collectionId') });

/** Spec 3 §5: a recharge buys whole thousands of credits, RECHARGE_UNITS_MIN to RECHARGE_UNITS_MAX of them. */
export const CREDITS_INVALID = `credits 必须是 ${CREDITS_PER_UNIT} 的整数倍，${CREDITS_PER_UNIT} 到 ${RECHARGE_UNITS_MAX * CREDITS_PER_UNIT}`;

/** GET /api/account_credits/payment_form?credits= */
export const PaymentFormQuerySchema = v.object({
  credits: v.pipe(
    v.optional(v.string(), ''),
    v.regex(/^\d{1,15}$/, CREDITS_INVALID),
    v.transform(Number),
    v.check((credits) => credits % CREDITS_PER_UNIT === 0 && isRechargeUnits(credits / CREDITS_PER_UNIT), CREDITS_INVALID),
  ),
});

/** The ERP's lists of one factory: GET …?factoryId= */
export const FactoryQuerySchema = v.object({ factoryId: requiredIdQuery('factoryId') });

/** GET /api/erp/factory_phone_model_bindings?factoryId=&phoneBrandId=: one brand's models at one factory. */
export const ModelBindingQuerySchema = v.object({ factoryId: requiredIdQuery('factoryId'), phoneBrandId: requiredIdQuery('phoneBrandId') });

/** GET /api/__dev/payment/:id?token=: the stand-in payment page opened from the payment form. */
export const PaymentPageQuerySchema = v.object({ token: v.optional(v.string(), '') });
