/**
 * POST /api/design_templates/batch_settings (spec 2 §3, §5): one setting applied to every template named, all
 * or nothing. A field left out stays as each template has it; each template's revision changes, so a designer
 * open on one of them meets the 409 conflict instead of overwriting the batch. The body's shape and its rules
 * are here; whether the templates, collections, model and colour exist is looked up by the dev API after this.
 */
import * as v from 'valibot';
import { at, bodyId, field } from './wire';
import { productModeField } from './templateBody';
import { TEMPLATE_BATCH_NOTHING_TO_SET, TEMPLATE_BATCH_SELECT_AT_LEAST_ONE } from './templates';


/** The most templates one batch may name (a group holds tens; the cap keeps one call bounded). */
const TEMPLATE_BATCH_MAX = 200;

/** Named twice is applied once: a second revision bump would read as a second write. */
const once = v.transform((ids: string[]): string[] => [...new Set(ids)]);

const templateIds = v.pipe(
  field(v.unknown()),
  v.check((raw) => raw !== null && !(Array.isArray(raw) && raw.length === 0), TEMPLATE_BATCH_SELECT_AT_LEAST_ONE),
  v.array(v.unknown(), at('必须是数组')),
  v.maxLength(TEMPLATE_BATCH_MAX, `templateIds 最多 ${TEMPLATE_BATCH_MAX} 个`),
  v.array(bodyId),
  once,
);

/** The body in the order its rules answer: the templates, each field, then the fields together. */
export const templateBatchSchema = v.pipe(
  v.object({
    templateIds,
    productMode: productModeField,
    // Null is refused rather than read as none: unbinding every template's collections is [] said on purpose.
    boundDesignAssetCollectionIds: v.optional(v.pipe(v.array(bodyId, at('必须是数组')), once)),
    previewPhoneModelId: v.optional(v.nullable(bodyId)),
    previewMaterialColorId: v.optional(v.nullable(bodyId)),
  }),
  // The model and its colour come together: a colour only means something as a SKU of that model.
  v.check(
    (body) => (body.previewPhoneModelId === undefined) === (body.previewMaterialColorId === undefined),
    'previewPhoneModelId 与 previewMaterialColorId 须同时提供',
  ),
  v.check((body) => body.previewPhoneModelId !== null || body.previewMaterialColorId == null, 'previewMaterialColorId 需要 previewPhoneModelId'),
  v.check(
    (body) => body.productMode !== undefined || body.boundDesignAssetCollectionIds !== undefined || body.previewPhoneModelId !== undefined,
    TEMPLATE_BATCH_NOTHING_TO_SET,
  ),
);

export type TemplateBatchSettings = v.InferOutput<typeof templateBatchSchema>;

/** What applying the batch settings answers: each template it changed, with its new revision. */
export const TemplateBatchReplySchema = v.object({ templates: v.array(v.object({ id: v.string(), revision: v.number() })) });
