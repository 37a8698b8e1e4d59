import { ASSET_TYPE, type AssetRouteType, type AssetType } from '../../../contract/library';
import { MSG as COMMON } from '../../messages';

/** Spec 1 §2: the three libraries, in tab order, by the route's `:type`. */
export const ASSET_TABS: readonly { key: AssetRouteType; title: string }[] = [
  { key: 'images', title: COMMON.assets.imagesTab },
  { key: 'maps', title: COMMON.assets.mapsTab },
  { key: 'background_images', title: COMMON.assets.backgroundsTab },
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
