import { ASSET_TYPE, type AssetRouteType, type AssetType } from '../../../contract/library';
import { MSG } from './messages';

/** Spec 1 §2: the three libraries, in tab order, by the route's `:type`. */
export const ASSET_TABS: readonly { key: AssetRouteType; title: string }[] = [
  { key: 'images', title: MSG.assets.imagesTab },
  { key: 'maps', title: MSG.assets.mapsTab },
  { key: 'background_images', title: MSG.assets.backgroundsTab },
];

export const ASSETS_BASE = '/app/design_assets';
export const assetsPath = (type: AssetRouteType) => `${ASSETS_BASE}/${type}`;
export const collectionsPath = (type: AssetRouteType) => `${assetsPath(type)}/collection`;

export function isAssetRouteType(value: string | undefined): value is AssetRouteType {
  return value !== undefined && Object.prototype.hasOwnProperty.call(ASSET_TYPE, value);
}

export const isSticker = (type: AssetType) => type === ASSET_TYPE.maps;

/** Spec 1 §9: list thumbnails are 200 px, 100 px for stickers. */
export const listThumbnailSize = (type: AssetType) => (isSticker(type) ? 100 : 200);

/** Spec 1 §9: default 50 a page, with 50, 100, 300 and 500 offered. */
export const ASSET_PAGE_SIZES = [50, 100, 300, 500];


/**
 * The formats 上传素材 accepts, as its instructions list them (MSG.assets.uploadInstructions), by
 * extension, with the type the file picker filters on.
 */
export const ASSET_FORMATS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The file picker's `accept`: the listed types and extensions. */
export const ASSET_ACCEPT = [...new Set(Object.values(ASSET_FORMATS)), ...Object.keys(ASSET_FORMATS).map((ext) => `.${ext}`)].join(',');

/** Whether the name ends in a listed extension, in any case (cameras write .JPG). */
export function hasAssetExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(ASSET_FORMATS, ext);
}
