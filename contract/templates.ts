/** Spec 2 §3: design templates, template groups and their layers, as the console reads and the dev API sends them. */
import * as v from 'valibot';
import { isProductMode, type ProductMode } from './customization';

export type LayerType = 'IMAGE' | 'TEXT' | 'AI_CUTOUT';
export type StrokeStyle = 'SOLID' | 'DOUBLE_SOLID' | 'DASHED' | 'ZIGZAG';
export type AiCutoutType = 'head' | 'body' | 'common';

export const LAYER_TYPES: readonly LayerType[] = ['IMAGE', 'TEXT', 'AI_CUTOUT'];
export const STROKE_STYLES: readonly StrokeStyle[] = ['SOLID', 'DOUBLE_SOLID', 'DASHED', 'ZIGZAG'];
export const AI_CUTOUT_TYPES: readonly AiCutoutType[] = ['head', 'body', 'common'];

const StrokeImageFrameSchema = v.object({ width: v.number(), height: v.number() });
export type StrokeImageFrame = v.InferOutput<typeof StrokeImageFrameSchema>;

const StrokeSchema = v.object({
  color: v.string(),
  width: v.number(),
  style: v.picklist(STROKE_STYLES),
  opacity: v.number(),
  color2: v.string(),
  width2: v.number(),
  opacity2: v.number(),
  offset: v.number(),
  imageUrl: v.nullable(v.string()),
  /**
   * The stroke image as a file of the admin API (uploaded with the layer images, kind 3), so a saved
   * template draws its stroke again; null until saved. The service answers `imageUrl` from it.
   */
  imageFileId: v.optional(v.nullable(v.string())),
  /**
   * The stroke image's size as a multiple of the layer's (both above 1), centred on the layer: the image
   * reaches past the layer by the offset and the lines, and scales, turns and flips with it.
   */
  imageFrame: v.optional(v.nullable(StrokeImageFrameSchema)),
});
export type Stroke = v.InferOutput<typeof StrokeSchema>;

/**
 * Opacity and crop (docs/designer.md): spec 2 §3's layer has no field for either, so a save bakes both into
 * the layer's image (imageUrl, originalWidth/Height and the box then describe the cropped, faded picture a
 * renderer knowing only spec 2 §3 draws right) and keeps the settings and the untouched image beside it in
 * these optional fields, which such a renderer ignores: a later edit starts from the original.
 */
export const LAYER_OPACITY_MAX = 100;
/** The part of the original image shown, in its pixels (whole numbers, at least 1 each way): only with sourceImage, and within it. */
const LayerCropSchema = v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() });
export type LayerCrop = v.InferOutput<typeof LayerCropSchema>;
/** The original image behind a baked one, and its natural size. */
const LayerSourceImageSchema = v.object({ imageUrl: v.string(), imageFileId: v.string(), width: v.number(), height: v.number() });

export const LayerSchema = v.object({
  /** Null until the template is saved (and for copies and cutout markings, spec 2 §4). */
  id: v.nullable(v.string()),
  uuid: v.string(),
  imageUrl: v.string(),
  /** The file behind imageUrl, so a loaded template can be saved again; null for an image not yet uploaded. */
  imageFileId: v.nullable(v.string()),
  type: v.picklist(LAYER_TYPES),
  /** Degrees, two decimals (spec 1 §9). */
  rotation: v.number(),
  width: v.number(),
  height: v.number(),
  originalWidth: v.number(),
  originalHeight: v.number(),
  left: v.number(),
  top: v.number(),
  index: v.number(),
  locked: v.boolean(),
  isSelected: v.boolean(),
  isBackground: v.boolean(),
  isUserUploadImage: v.boolean(),
  horizontalFlip: v.boolean(),
  verticalFlip: v.boolean(),
  aiCutoutType: v.nullable(v.picklist(AI_CUTOUT_TYPES)),
  aiCutoutPlaceholderImageType: v.nullable(v.string()),
  stroke: v.nullable(StrokeSchema),
  strokeSvgData: v.nullable(v.string()),
  // Text layers only: text, fontId, fontColor, verticalText, fontFamilyUrl.
  text: v.optional(v.string()),
  fontId: v.optional(v.nullable(v.string())),
  fontColor: v.optional(v.string()),
  verticalText: v.optional(v.boolean()),
  fontFamilyUrl: v.optional(v.nullable(v.string())),
  // Ours, not spec 2 §3's (docs/designer.md, "Names and groups"): extra fields the mini-program ignores,
  // drawing the layer as before. The name the layer list shows (LAYER_NAME_LIMIT, contract/names.ts).
  name: v.optional(v.string()),
  /** The group the layer is a member of, and the group's name, on each member (one level, no nesting): no groupName without a groupId. */
  groupId: v.optional(v.string()),
  groupName: v.optional(v.string()),
  /** 0–100 %; absent is 100 (above: baked into imageUrl when saved). */
  opacity: v.optional(v.number()),
  /** Absent or null: the whole image (above). */
  crop: v.optional(v.nullable(LayerCropSchema)),
  /** The image before opacity and crop were baked in; absent or null when nothing was (above). */
  sourceImage: v.optional(v.nullable(LayerSourceImageSchema)),
});
export type Layer = v.InferOutput<typeof LayerSchema>;

/** What a new layer must be told; every other field starts as a new layer's (nothing set, nothing flagged). */
export type NewLayerFields = Pick<Layer, 'uuid' | 'imageUrl' | 'imageFileId' | 'type' | 'width' | 'height' | 'originalWidth' | 'originalHeight' | 'left' | 'top'> &
  Partial<Layer>;

/** A layer not saved yet (id null): unrotated, unflagged, no cutout settings and no stroke unless given. */
export function newLayer(fields: NewLayerFields): Layer {
  return {
    id: null,
    rotation: 0,
    index: 0,
    locked: false,
    isSelected: false,
    isBackground: false,
    isUserUploadImage: false,
    horizontalFlip: false,
    verticalFlip: false,
    aiCutoutType: null,
    aiCutoutPlaceholderImageType: null,
    stroke: null,
    strokeSvgData: null,
    ...fields,
  };
}

export const TemplateGroupSchema = v.object({ id: v.string(), name: v.string() });
export type TemplateGroup = v.InferOutput<typeof TemplateGroupSchema>;

const TemplateSummaryEntries = {
  id: v.string(),
  /** The group. */
  collectionId: v.string(),
  name: v.string(),
  width: v.number(),
  height: v.number(),
  thumbnail: v.nullable(v.object({ url: v.string(), width: v.number(), height: v.number() })),
  boundDesignAssetCollectionIds: v.array(v.string()),
  previewPhoneModelId: v.nullable(v.string()),
  previewMaterialColorId: v.nullable(v.string()),
  /** Spec 2 §3: the product mode batch template settings set; null until one is chosen. */
  productMode: v.nullable(v.custom<ProductMode>(isProductMode)),
  updatedAt: v.number(),
  /** Which save this is: it changes on every write, and an update sends it back (TemplateInput.baseRevision, contract/templateBody.ts). */
  revision: v.number(),
};

/** GET /api/design_templates answers these: a template without its layers. */
export const TemplateSummarySchema = v.object(TemplateSummaryEntries);
export type TemplateSummary = v.InferOutput<typeof TemplateSummarySchema>;

export const DesignTemplateSchema = v.object({ ...TemplateSummaryEntries, layers: v.array(LayerSchema) });
export type DesignTemplate = v.InferOutput<typeof DesignTemplateSchema>;

/** The code of the 409 a stale update gets (TemplateInput.baseRevision, contract/templateBody.ts). */
export const TEMPLATE_CONFLICT = 'TEMPLATE_CONFLICT';

/**
 * What a saved template may hold. The spec gives no bounds; these keep every template one the designer can
 * open: a canvas side as large as a PSD's (30000 px, what the PSD import takes), layers far beyond what a
 * case holds (a PSD import brings at most 100), and layer numbers (positions, sizes, degrees) that stay
 * where a canvas can draw them.
 */
export const TEMPLATE_MAX_SIDE = 30_000;
export const TEMPLATE_MAX_LAYERS = 500;
export const LAYER_MAX_MAGNITUDE = 1_000_000;
/**
 * The smallest layer side: a millionth of a pixel is smaller than any import makes (a 1-pixel layer of a
 * 30000-pixel artboard on a 500-pixel canvas is 0.017), and the scale a side is divided into stays finite
 * (a denormal such as 5e-324 would make it infinite).
 */
export const LAYER_MIN_SIDE = 1e-6;

/**
 * Spec 2 §5: the batch settings' refusals (contract/templateBatch.ts), the console's own texts, so the merchant
 * reads the same words whichever side refuses. Here rather than beside the schema, so the console's messages
 * do not load the template body's schemas with them.
 */
export const TEMPLATE_BATCH_SELECT_AT_LEAST_ONE = '请至少选择一个设计模版';
export const TEMPLATE_BATCH_NOTHING_TO_SET = '请至少选择一项要设置的内容';
