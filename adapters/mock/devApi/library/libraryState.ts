// The libraries' slice of the dev API's state: design-asset collections and assets (spec 1 §3), shop fonts
// and font colours (spec 2 §3). Every list is kept in list order with `next` in step (linkedList.ts).
import { notFound } from '../catalogue/catalogueState';
import type { AssetType, DesignAssetCollection, FontColor } from '../../../../contract/library';
import type { DesignAssetRecord, ShopFontRecord } from './libraryTypes';

export interface LibraryState {
  /** One list per asset type: ordering never crosses types. */
  collections: Map<AssetType, DesignAssetCollection[]>;
  /** Each collection's assets, by collection id: a list of their own, so ordering never crosses collections. */
  assets: Map<string, DesignAssetRecord[]>;
  fonts: ShopFontRecord[];
  fontColors: FontColor[];
}

export function emptyLibrary(): LibraryState {
  return { collections: new Map([[1, []], [2, []], [3, []]]), assets: new Map(), fonts: [], fontColors: [] };
}

export function collectionsOf(library: LibraryState, type: AssetType): DesignAssetCollection[] {
  let list = library.collections.get(type);
  if (!list) {
    list = [];
    library.collections.set(type, list);
  }
  return list;
}

export function findCollection(library: LibraryState, id: string): DesignAssetCollection {
  for (const list of library.collections.values()) {
    const collection = list.find((candidate) => candidate.id === id);
    if (collection) return collection;
  }
  throw notFound('分组', id);
}

/** The collection's assets; 404 for an unknown collection, so an asset list never answers for nothing. */
export function assetsOf(library: LibraryState, collectionId: string): DesignAssetRecord[] {
  findCollection(library, collectionId);
  let list = library.assets.get(collectionId);
  if (!list) {
    list = [];
    library.assets.set(collectionId, list);
  }
  return list;
}

export function findAsset(library: LibraryState, id: string): DesignAssetRecord {
  for (const list of library.assets.values()) {
    const asset = list.find((candidate) => candidate.id === id);
    if (asset) return asset;
  }
  throw notFound('素材', id);
}

export function findFont(library: LibraryState, id: string): ShopFontRecord {
  const font = library.fonts.find((candidate) => candidate.id === id);
  if (!font) throw notFound('字体', id);
  return font;
}

export function findFontColor(library: LibraryState, id: string): FontColor {
  const color = library.fontColors.find((candidate) => candidate.id === id);
  if (!color) throw notFound('字体颜色', id);
  return color;
}
