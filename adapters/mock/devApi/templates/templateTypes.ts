import type { ProductMode } from '../../../../contract/customization';
import type { LayerInput } from '../../../../contract/templateBody';

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
  /** Spec 2 §3; absent (a record made before it existed) reads as null. */
  productMode?: ProductMode | null;
  updatedAt: number;
  /** Which write came last (TemplateState.writes): orders templates saved within the same millisecond. */
  revision: number;
}
