// The libraries' wire shapes (spec 1 §3 design assets, spec 2 §3 shop fonts and font colours), as the dev
// API sends them. They mirror src/api/libraryTypes.ts (nothing outside src/ may import src/), and
// test/unit/devApi/libraryTypes.test.ts fails to compile if the two drift apart.

/** Spec 1 §3: 1 images (图库), 2 stickers (贴纸, "maps"), 3 background images (背景). */
export type AssetType = 1 | 2 | 3;

export interface DesignAssetCollection {
  id: string;
  name: string;
  type: AssetType;
  next: string | null;
}

export interface DesignAsset {
  id: string;
  url: string;
  /** The thumbnail made at upload (spec 1 §9); null when the client sent none. */
  thumbnailUrl: string | null;
  collectionId: string;
  type: AssetType;
  fileId: string;
  next: string | null;
}

export interface Page<T> {
  items: T[];
  totalItems: number;
}

export interface ShopFont {
  id: string;
  name: string;
  enabled: boolean;
  previewImageUrl: string;
  activePreviewImageUrl: string;
  /** The font file's id. */
  fileKey: string;
  /** Where the font file is served (the designer loads it with FontFace). */
  fontUrl: string;
  next: string | null;
}

export interface FontColor {
  id: string;
  hexCode: string;
  enabled: boolean;
  next: string | null;
}

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

export const ASSET_TYPES: readonly AssetType[] = [1, 2, 3];

export function isAssetType(value: unknown): value is AssetType {
  return value === 1 || value === 2 || value === 3;
}
