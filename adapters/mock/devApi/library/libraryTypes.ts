import type { AssetType } from '../../../../contract/library';

/** What the dev API stores for an asset: file ids; the URLs are made when it is read (env.fileUrl). */
export interface DesignAssetRecord {
  id: string;
  collectionId: string;
  type: AssetType;
  fileId: string;
  thumbnailFileId: string | null;
  next: string | null;
}

/** What the dev API stores for a font: file ids, as for assets. */
export interface ShopFontRecord {
  id: string;
  name: string;
  enabled: boolean;
  fontFileId: string;
  previewImageFileId: string;
  activePreviewImageFileId: string;
  next: string | null;
}

