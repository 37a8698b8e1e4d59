// The design templates' wire shapes (spec 2 §3), as the dev API sends and reads them. They mirror
// src/api/templateTypes.ts (nothing outside src/ may import src/), and
// test/unit/devApi/templatesTypes.test.ts fails to compile if the two drift apart.

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
}

export interface Layer {
  /** Always set in a reply: ids are assigned when the template is saved. */
  id: string | null;
  uuid: string;
  imageUrl: string;
  /** The file behind imageUrl, so a loaded template can be saved again; null for an image not yet uploaded. */
  imageFileId: string | null;
  type: LayerType;
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
  text?: string;
  fontId?: string | null;
  fontColor?: string;
  verticalText?: boolean;
  fontFamilyUrl?: string | null;
}

export interface TemplateGroup {
  id: string;
  name: string;
}

export interface DesignTemplate {
  id: string;
  collectionId: string;
  name: string;
  width: number;
  height: number;
  layers: Layer[];
  thumbnail: { url: string; width: number; height: number } | null;
  boundDesignAssetCollectionIds: string[];
  previewPhoneModelId: string | null;
  previewMaterialColorId: string | null;
  updatedAt: number;
}

/** GET /api/design_templates answers these: a template without its layers. */
export type TemplateSummary = Omit<DesignTemplate, 'layers'>;

export interface LayerInput extends Omit<Layer, 'imageUrl' | 'imageFileId' | 'isSelected'> {
  imageFileId: string;
}

export interface TemplateInput {
  collectionId: string;
  name: string;
  width: number;
  height: number;
  layers: LayerInput[];
  thumbnailFileId: string | null;
  boundDesignAssetCollectionIds: string[];
  previewPhoneModelId: string | null;
  previewMaterialColorId: string | null;
}

/** What the dev API stores for a layer: its image by file id (the URL is made when read), its id always set. */
export interface LayerRecord extends Omit<LayerInput, 'id'> {
  id: string;
}

/** What the dev API stores for a template: file ids, as for assets; URLs and the thumbnail size are made when read. */
export interface TemplateRecord {
  id: string;
  collectionId: string;
  name: string;
  width: number;
  height: number;
  layers: LayerRecord[];
  thumbnailFileId: string | null;
  boundDesignAssetCollectionIds: string[];
  previewPhoneModelId: string | null;
  previewMaterialColorId: string | null;
  updatedAt: number;
  /** Which write came last (TemplateState.writes): orders templates saved within the same millisecond. */
  revision: number;
}
