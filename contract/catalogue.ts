/**
 * The catalogue's wire shapes (spec 1 §3), read by the console and sent by the dev API. Ids are strings as the
 * admin API sends them; lists come in linked-list order with `next`.
 */
import * as v from 'valibot';
import { CATALOGUE_NAME_LIMITS, type CatalogueNameKind } from './names';
import {
  BACKGROUND_REQUIRED,
  BRAND_NAME_REQUIRED,
  COLOR_NAME_REQUIRED,
  MATERIAL_NAME_REQUIRED,
  MODEL_NAME_REQUIRED,
  SELECT_AT_LEAST_ONE_MODEL,
  WIREFRAME_IMAGE_REQUIRED,
} from './catalogueTexts';
import { parseHexColor } from './hexColor';
import { COLOR_NOT_RRGGBB, PRINT_AREA_TOO_TALL, PRINT_AREA_TOO_WIDE } from './limits';
import { readPrintSize, type PrintSize } from './printSize';
import { at, bodyId, bodyIdOf, booleanField, field, nameSchema, optionalBodyId, optionalBoolean, requiredBodyId } from './wire';

export type Id = string;

export const PhoneBrandSchema = v.object({ id: v.string(), name: v.string(), next: v.nullable(v.string()) });
export type PhoneBrand = v.InferOutput<typeof PhoneBrandSchema>;

export const PhoneModelSchema = v.object({
  id: v.string(),
  phoneBrandId: v.string(),
  name: v.string(),
  favorited: v.boolean(),
  next: v.nullable(v.string()),
});
export type PhoneModel = v.InferOutput<typeof PhoneModelSchema>;

export const MaterialColorSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Hex like #ffffff; null when the material needs no background. */
  defaultBackgroundColor: v.nullable(v.string()),
  enabled: v.boolean(),
  next: v.nullable(v.string()),
});
export type MaterialColor = v.InferOutput<typeof MaterialColorSchema>;

export const PhoneCaseMaterialSchema = v.object({
  id: v.string(),
  name: v.string(),
  needBackground: v.boolean(),
  colors: v.array(MaterialColorSchema),
  next: v.nullable(v.string()),
});
export type PhoneCaseMaterial = v.InferOutput<typeof PhoneCaseMaterialSchema>;

/** Addressed by `{phoneModelId}-{materialColorId}` (spec 1 §3). */
export const SkuSchema = v.object({
  id: v.string(),
  phoneBrandId: v.string(),
  phoneModelId: v.string(),
  materialId: v.string(),
  materialColorId: v.string(),
  wireframeId: v.nullable(v.string()),
  enabled: v.boolean(),
});
export type Sku = v.InferOutput<typeof SkuSchema>;

/**
 * POST /api/phone_case_skus. The brand and material are implied by the model and colour; the console sends
 * them too, and the dev API refuses ones that do not match (a client that mixed up its rows). Whether the
 * model, colour and wireframe exist is looked up after this.
 */
export const SkuBodySchema = v.object({
  phoneModelId: requiredBodyId,
  materialColorId: requiredBodyId,
  phoneBrandId: optionalBodyId,
  materialId: optionalBodyId,
  wireframeId: v.optional(v.nullable(bodyId), null),
  enabled: v.optional(booleanField, false),
});
export type SkuInput = v.InferOutput<typeof SkuBodySchema>;

/**
 * PATCH /api/phone_case_skus/{id}: {enabled} puts a SKU on or off shelf (spec 1 §4); {wireframeId} binds a
 * wireframe (null unbinds), `baseWireframeId` being the one the tab saw bound (undefined: overwrite).
 */
export const SkuPatchBodySchema = v.pipe(
  v.object({ enabled: optionalBoolean, wireframeId: optionalBodyId, baseWireframeId: optionalBodyId }),
  v.check((body) => body.enabled !== undefined || body.wireframeId !== undefined, 'enabled 或 wireframeId 必填'),
);

const PrintAreaSchema = v.object({ left: v.number(), right: v.number(), top: v.number(), bottom: v.number() });
export type PrintArea = v.InferOutput<typeof PrintAreaSchema>;

const WireframeLayerSchema = v.object({
  imageUrl: v.string(),
  /** Positive: foreground, drawn over the design; negative: background, drawn under it. */
  index: v.number(),
  fileId: v.string(),
});
export type WireframeLayer = v.InferOutput<typeof WireframeLayerSchema>;

export const WireframeSchema = v.object({
  id: v.string(),
  width: v.number(),
  height: v.number(),
  layers: v.array(WireframeLayerSchema),
  printArea: v.nullable(PrintAreaSchema),
  /**
   * Changes on every write: an edit sends back the one it was made from (`baseRevision` of
   * WireframeUpdate), so that another tab's edit since is never overwritten unasked.
   */
  revision: v.number(),
});
export type Wireframe = v.InferOutput<typeof WireframeSchema>;


/** An integer a body gives as a number or its digits (a sign allowed): '' and null are none (null). */
const bodyInteger = v.pipe(
  v.unknown(),
  v.transform((value): unknown => (value === '' ? null : typeof value === 'string' ? (/^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value)),
  // Safe integers only: 1e20 is an integer, but not one arithmetic on it can be trusted with.
  v.custom<number | null>((value) => value === null || (typeof value === 'number' && Number.isSafeInteger(value)), at('必须是整数')),
);

const wireframeSide = v.pipe(
  field(bodyInteger),
  v.custom<number>((value) => typeof value === 'number' && value > 0, at('必须是正整数')),
);

/** A margin: left out (undefined) or null is none given. */
const margin = v.optional(bodyInteger);

const marginsOf = (body: { printAreaLeft?: number | null; printAreaRight?: number | null; printAreaTop?: number | null; printAreaBottom?: number | null }) =>
  [body.printAreaLeft, body.printAreaRight, body.printAreaTop, body.printAreaBottom].filter((value): value is number => typeof value === 'number');

/**
 * POST …/phone_case_wireframes, the write fields of spec 1 §3 (a PATCH's fields over the stored ones, read
 * whole alike). Margins are integers; the client turns empty ones into 0 when any is set, and sends all four
 * as null when none is (spec 1 §5): all null is no print area, all integers is one, a mix is a client's bug.
 */
export const WireframeBodySchema = v.pipe(
  v.object({
    width: wireframeSide,
    height: wireframeSide,
    foregroundImageFileId: optionalBodyId,
    backgroundImageFileId: optionalBodyId,
    printAreaLeft: margin,
    printAreaTop: margin,
    printAreaRight: margin,
    printAreaBottom: margin,
  }),
  v.check((body) => (body.foregroundImageFileId ?? null) !== null || (body.backgroundImageFileId ?? null) !== null, WIREFRAME_IMAGE_REQUIRED),
  v.check((body) => [0, 4].includes(marginsOf(body).length), '打印区域四个边距须全部填写或全部留空'),
  v.check((body) => marginsOf(body).every((value) => value >= 0), '打印区域边距不能为负数'),
  v.check((body) => marginsOf(body).length === 0 || body.printAreaLeft! + body.printAreaRight! <= body.width, PRINT_AREA_TOO_WIDE),
  v.check((body) => marginsOf(body).length === 0 || body.printAreaTop! + body.printAreaBottom! <= body.height, PRINT_AREA_TOO_TALL),
);

/** The write fields of spec 1 §3. */
export type WireframeInput = v.InferOutput<typeof WireframeBodySchema>;

/**
 * The body of PATCH …/phone_case_wireframes/:id: the write fields, and the `revision` the tab read the
 * wireframe at. A stale `baseRevision` gets 409 WIREFRAME_CONFLICT and changes nothing; left out, the
 * update replaces on purpose (an import, 覆盖保存). The batch print-area edit sends the four margins alone,
 * with the revision it loaded. Any field may be left out, as the dev API lays the stored ones under the body
 * before its schema reads it; `baseRevision` is read before the fields (revisions.ts), so the schema has none.
 */
export type WireframeUpdate = Partial<WireframeInput> & { baseRevision?: number };

export function skuId(phoneModelId: Id, materialColorId: Id): string {
  return `${phoneModelId}-${materialColorId}`;
}

/** Layer indexes (spec 1 §3): positive is drawn over the design, negative under it. */
export const FOREGROUND_INDEX = 1;
export const BACKGROUND_INDEX = -1;

/**
 * The code of the 409 a stale wireframe write gets: the SKU's wireframe is no longer the one the tab saw
 * (another tab filled the row, or bound another wireframe, since this one loaded), or the wireframe was
 * edited since (its `revision` is not the update's `baseRevision`). Nothing is changed.
 */
export const WIREFRAME_CONFLICT = 'WIREFRAME_CONFLICT';

/**
 * Whether a wireframe write made from what a tab saw (`base`: the SKU's wireframe then, null for none)
 * would overwrite another tab's wireframe (`current`: the SKU's wireframe now, null for none or no SKU).
 * `undefined` base: the caller asked for no check. The console checks before it writes; the server
 * checks the bind (PATCH …/phone_case_skus/:id `baseWireframeId`), which settles a race between the two.
 */
export function isStaleWireframeBase(base: string | null | undefined, current: string | null): boolean {
  return base !== undefined && base !== current;
}



/** A brand, model, material or colour name: the names rule (contract/names.ts), the kind's bound, spec 1 §5's texts. */
export const catalogueName = (kind: CatalogueNameKind, required: string) => nameSchema(CATALOGUE_NAME_LIMITS[kind], required);

/** A colour the console's form takes (contract/hexColor.ts): `#FFF`, `abc`, `#B8E8D0` alike. */
function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && parseHexColor(value) !== null;
}

/**
 * Spec 1 §5: a colour's background, empty for none; anything given must be a colour the buyer-side app can
 * paint. Under a material that needs a background it is required: that rule is the stored material's, so
 * the dev API checks it before this schema reads the body (`backgroundRequired`).
 */
const backgroundColor = v.pipe(
  v.unknown(),
  v.check((value) => isHexColor(value) || value === undefined || value === null || value === '', COLOR_NOT_RRGGBB),
  // Stored as the console stores it, #rrggbb in lower case, whatever form was sent.
  v.transform((value): string | null => (isHexColor(value) ? parseHexColor(value) : null)),
);

/** Spec 1 §5: the background a colour needs under a material with 需要背景色, anything else being 背景色设置必填. */
export const backgroundRequired = field(v.custom<string>(isHexColor, BACKGROUND_REQUIRED));

/** POST /api/phone_brands. */
export const BrandBodySchema = v.object({ name: field(catalogueName('brand', BRAND_NAME_REQUIRED)) });

/** PATCH /api/phone_brands/{id}: the new name, and `baseName` as MaterialPatchSchema's. */
export const BrandPatchSchema = v.object({ ...BrandBodySchema.entries, baseName: v.optional(v.string()) });

/** POST /api/phone_brands/{brandId}/phone_models. */
export const ModelBodySchema = v.object({ name: field(catalogueName('model', MODEL_NAME_REQUIRED)) });

/**
 * PATCH …/phone_models/{id}: a field left out keeps its value; both are read before either is applied.
 * `baseName` as MaterialPatchSchema's (常用 is a switch, sent without a base).
 */
export const ModelPatchSchema = v.object({
  name: v.optional(catalogueName('model', MODEL_NAME_REQUIRED)),
  favorited: optionalBoolean,
  baseName: v.optional(v.string()),
});

/** Models a batch names (spec 1 §2, §5: at least one), 12 and "12" alike. */
function modelIdList(name: string) {
  return v.pipe(
    field(v.array(v.unknown(), SELECT_AT_LEAST_ONE_MODEL)),
    v.nonEmpty(SELECT_AT_LEAST_ONE_MODEL),
    v.check((ids) => ids.every((id) => bodyIdOf(id) !== undefined), `${name} 必须是型号 id 的数组`),
    v.transform((ids) => ids.map((id) => bodyIdOf(id)!)),
  );
}

/** DELETE …/phone_models with { ids }: a batch (spec 1 §2), 12 and "12" alike. Which models exist is looked up after this. */
export const ModelDeleteBodySchema = v.object({ ids: modelIdList('ids') });

export type ModelDeleteInput = v.InferOutput<typeof ModelDeleteBodySchema>;

/**
 * GET /api/phone_model_print_sizes: the print size of each of the account's models that has one (an
 * extension of spec 1's API, contract/printSize.ts), in catalogue order.
 */
export const PhoneModelPrintSizeSchema = v.object({ phoneModelId: v.string(), widthMm: v.number(), heightMm: v.number() });
export type PhoneModelPrintSize = v.InferOutput<typeof PhoneModelPrintSizeSchema>;

// The reply's sizes are printSize.ts's PrintSize exactly: a side added to one and not the other fails here.
const replyHoldsPrintSize: [Omit<PhoneModelPrintSize, 'phoneModelId'>] extends [PrintSize] ? ([PrintSize] extends [Omit<PhoneModelPrintSize, 'phoneModelId'>] ? true : false) : false = true;
void replyHoldsPrintSize;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * PUT /api/phone_model_print_sizes: one size for every model named (the form's one, the batch's ticked
 * ones), or `printSize: null` to clear theirs. Left out is refused, never read as a clear. Whether the
 * models are the account's is looked up after this, all or nothing, as the batch delete does.
 * `basePrintSize`: the size the tab read (null: none) of the models named, as MaterialPatchSchema's bases;
 * the model form sends it, the batch (which sets one size over many on purpose) does not.
 */
export const PrintSizeBodySchema = v.object({
  phoneModelIds: modelIdList('phoneModelIds'),
  printSize: v.pipe(
    // A default, even one of undefined, makes valibot run the rules below for a key left out.
    v.optional(v.unknown(), () => undefined),
    v.check((value) => value !== undefined, at('必填：{widthMm, heightMm}，或 null 清除')),
    v.check((value) => value === null || isPlainObject(value), at('必须是 {widthMm, heightMm} 或 null')),
    v.rawTransform(({ dataset, addIssue, NEVER }): PrintSize | null => {
      if (!isPlainObject(dataset.value)) return null;
      const read = readPrintSize(dataset.value.widthMm, dataset.value.heightMm);
      if ('size' in read) return read.size;
      addIssue({ message: read.problem });
      return NEVER;
    }),
  ),
  basePrintSize: v.optional(v.nullable(v.omit(PhoneModelPrintSizeSchema, ['phoneModelId']))),
});

/** POST /api/phone_case_materials. */
export const MaterialBodySchema = v.object({
  name: field(catalogueName('material', MATERIAL_NAME_REQUIRED)),
  needBackground: v.optional(booleanField, false),
});

/**
 * PATCH /api/phone_case_materials/{id}: a field left out keeps its value. `baseName`, `baseNeedBackground`: the
 * value the tab read of a field it changes; another stored since gets 409 CATALOGUE_EDIT_CONFLICT (the route
 * checks them before this schema reads the body). Left out, the change overwrites.
 */
export const MaterialPatchSchema = v.object({
  name: v.optional(catalogueName('material', MATERIAL_NAME_REQUIRED)),
  needBackground: optionalBoolean,
  baseName: v.optional(v.string()),
  baseNeedBackground: v.optional(v.boolean()),
});

/** POST /api/phone_case_materials/{id}/colors. */
export const ColorBodySchema = v.object({
  name: field(catalogueName('color', COLOR_NAME_REQUIRED)),
  defaultBackgroundColor: field(backgroundColor),
  enabled: v.optional(booleanField, true),
});

/** PATCH …/colors/{id}: a field left out keeps its value; `baseName`, `baseDefaultBackgroundColor` as MaterialPatchSchema's. */
export const ColorPatchSchema = v.object({
  name: v.optional(catalogueName('color', COLOR_NAME_REQUIRED)),
  enabled: optionalBoolean,
  defaultBackgroundColor: v.optional(backgroundColor),
  baseName: v.optional(v.string()),
  baseDefaultBackgroundColor: v.optional(v.nullable(v.string())),
});
