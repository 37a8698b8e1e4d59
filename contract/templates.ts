/** Spec 2 §3: design templates, template groups and their layers, as the console reads and the dev API sends them. */
import type { Id } from './catalogue';
import type { ProductMode } from './customization';

export type LayerType = 'IMAGE' | 'TEXT' | 'AI_CUTOUT';
export type StrokeStyle = 'SOLID' | 'DOUBLE_SOLID' | 'DASHED' | 'ZIGZAG';
export type AiCutoutType = 'head' | 'body' | 'common';

export const LAYER_TYPES: readonly LayerType[] = ['IMAGE', 'TEXT', 'AI_CUTOUT'];
export const STROKE_STYLES: readonly StrokeStyle[] = ['SOLID', 'DOUBLE_SOLID', 'DASHED', 'ZIGZAG'];
export const AI_CUTOUT_TYPES: readonly AiCutoutType[] = ['head', 'body', 'common'];

export interface Stroke {
  color: string;
  width: number;
  style: StrokeStyle;
  opacity: number;
  color2: string;
  width2: number;
  opacity2: number;
  offset: number;
  imageUrl: string | null;
  /**
   * The stroke image as a file of the admin API (uploaded with the layer images, kind 3), so a saved
   * template draws its stroke again; null until saved. The service answers `imageUrl` from it.
   */
  imageFileId?: string | null;
  /**
   * The stroke image's size as a multiple of the layer's (both above 1), centred on the layer: the image
   * reaches past the layer by the offset and the lines, and scales, turns and flips with it.
   */
  imageFrame?: StrokeImageFrame | null;
}

export interface StrokeImageFrame {
  width: number;
  height: number;
}

export interface Layer {
  /** Null until the template is saved (and for copies and cutout markings, spec 2 §4). */
  id: Id | null;
  uuid: string;
  imageUrl: string;
  /** The file behind imageUrl, so a loaded template can be saved again; null for an image not yet uploaded. */
  imageFileId: string | null;
  type: LayerType;
  /** Degrees, two decimals (spec 1 §9). */
  rotation: number;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  left: number;
  top: number;
  index: number;
  locked: boolean;
  isSelected: boolean;
  isBackground: boolean;
  isUserUploadImage: boolean;
  horizontalFlip: boolean;
  verticalFlip: boolean;
  aiCutoutType: AiCutoutType | null;
  aiCutoutPlaceholderImageType: string | null;
  stroke: Stroke | null;
  strokeSvgData: string | null;
  // Text layers (a later issue): text, fontId, fontColor, verticalText, fontFamilyUrl.
  text?: string;
  fontId?: Id | null;
  fontColor?: string;
  verticalText?: boolean;
  fontFamilyUrl?: string | null;
}

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

export interface TemplateGroup {
  id: Id;
  name: string;
}

export interface DesignTemplate {
  id: Id;
  /** The group. */
  collectionId: Id;
  name: string;
  width: number;
  height: number;
  layers: Layer[];
  thumbnail: { url: string; width: number; height: number } | null;
  boundDesignAssetCollectionIds: Id[];
  previewPhoneModelId: Id | null;
  previewMaterialColorId: Id | null;
  /** Spec 2 §3: the product mode batch template settings set; null until one is chosen. */
  productMode: ProductMode | null;
  updatedAt: number;
  /** Which save this is: it changes on every write, and an update sends it back (TemplateInput.baseRevision). */
  revision: number;
}

/** GET /api/design_templates answers these: a template without its layers. */
export type TemplateSummary = Omit<DesignTemplate, 'layers'>;

/** A layer as the save call sends it: its image is a file uploaded with kind 3 (spec 2 §7). */
export interface LayerInput extends Omit<Layer, 'imageUrl' | 'imageFileId' | 'isSelected'> {
  imageFileId: string;
}

export interface TemplateInput {
  collectionId: Id;
  name: string;
  width: number;
  height: number;
  layers: LayerInput[];
  /** The thumbnail of height 600, uploaded with kind 2 (spec 2 §7, §9). */
  thumbnailFileId: string | null;
  boundDesignAssetCollectionIds: Id[];
  previewPhoneModelId: Id | null;
  previewMaterialColorId: Id | null;
  /** Left out, a create stores null and an update keeps what the template has. */
  productMode?: ProductMode | null;
  /**
   * An update only: the revision the designer loaded or last saved. Another revision means someone saved
   * the template since (another tab): the update is refused with 409 TEMPLATE_CONFLICT and changes
   * nothing. Left out, the update replaces whatever is there; the designer always sends it, and overwrites
   * only when the merchant chose to, by sending the revision it has just read.
   */
  baseRevision?: number;
}

/** The code of the 409 a stale update gets (TemplateInput.baseRevision). */
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
 * POST /api/design_templates/batch_settings: one setting applied to every template named, all or nothing.
 * A field left out stays as each template has it; each template's revision changes, so a designer open on
 * one of them meets the 409 conflict instead of overwriting the batch.
 */
export interface TemplateBatchSettings {
  templateIds: Id[];
  productMode?: ProductMode | null;
  boundDesignAssetCollectionIds?: Id[];
  /** The preview model and its colour travel together: a colour belongs to a model's SKU. */
  previewPhoneModelId?: Id | null;
  previewMaterialColorId?: Id | null;
}

/** The most templates one batch may name (a group holds tens; the cap keeps one call bounded). */
export const TEMPLATE_BATCH_MAX = 200;
