/** Spec 1 §3 (design assets) and spec 2 §3 (shop fonts, font colours). Ids are strings. */
import * as v from 'valibot';
import { FONT_FILE_INVALID } from './fontSignature';
import { COLOR_NOT_RRGGBB } from './limits';
import { FONT_NAME_LIMIT, FONT_NAME_REQUIRED } from './names';
import { isTextColor } from './textLayer';
import { at, bodyId, field, lenientText, nameSchema, positiveIntegerQuery, readDigits, requiredBodyId } from './wire';

/** Spec 1 §3: 1 images (图库), 2 stickers (贴纸, "maps"), 3 background images (背景). */
export const ASSET_TYPE = { images: 1, maps: 2, background_images: 3 } as const;
export type AssetRouteType = keyof typeof ASSET_TYPE;
export type AssetType = (typeof ASSET_TYPE)[AssetRouteType];

export const DesignAssetCollectionSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.custom<AssetType>((type) => isAssetType(type)),
  next: v.nullable(v.string()),
});

export type DesignAssetCollection = v.InferOutput<typeof DesignAssetCollectionSchema>;

export const DesignAssetSchema = v.object({
  id: v.string(),
  url: v.string(),
  /** The 400 px thumbnail made at upload (spec 1 §9); lists show it, never the full image. */
  thumbnailUrl: v.nullable(v.string()),
  collectionId: v.string(),
  type: v.custom<AssetType>((type) => isAssetType(type)),
  fileId: v.string(),
  next: v.nullable(v.string()),
});

export type DesignAsset = v.InferOutput<typeof DesignAssetSchema>;

/** GET /api/design_assets */
export const DesignAssetPageSchema = v.object({ items: v.array(DesignAssetSchema), totalItems: v.number() });

export interface Page<T> {
  items: T[];
  totalItems: number;
}

export type { FontColor, ShopFont } from './fontReplies';

export const ASSET_TYPES: readonly AssetType[] = [ASSET_TYPE.images, ASSET_TYPE.maps, ASSET_TYPE.background_images];

export function isAssetType(value: unknown): value is AssetType {
  return (ASSET_TYPES as readonly unknown[]).includes(value);
}

/** An asset type, 1 and "1" alike (a Java-style backend binds either). */
export const assetType = v.pipe(
  v.unknown(),
  v.transform(readDigits),
  v.custom<AssetType>(isAssetType, at('必须是 1（图库）、2（贴纸）或 3（背景）')),
);

/** GET /api/design_asset_collections?type=1 */
export const AssetCollectionQuerySchema = v.object({
  type: v.pipe(field(v.unknown()), v.check((type) => type !== null, 'type 必填'), assetType),
});

/** Spec 1 §9: a collection's page of assets, 50 unless asked. */
export const DESIGN_ASSET_PAGE_SIZE = 50;

/** GET /api/design_assets?collectionId=&pageNo=&pageSize= (pageNo from 1). */
export const DesignAssetQuerySchema = v.object({
  collectionId: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty('collectionId 必填')),
  pageNo: positiveIntegerQuery('pageNo', 1),
  pageSize: positiveIntegerQuery('pageSize', DESIGN_ASSET_PAGE_SIZE),
});

export type DesignAssetQuery = v.InferOutput<typeof DesignAssetQuerySchema>;

/**
 * POST /api/shop_fonts (spec 2 §5): the name under the names rule, trimmed, and the three uploaded files by
 * id. The dev API looks up the files after this and checks the font file's bytes (fontSignature).
 */
export const ShopFontBodySchema = v.object({
  name: field(nameSchema(FONT_NAME_LIMIT, FONT_NAME_REQUIRED)),
  fontFileId: v.pipe(
    field(v.unknown()),
    v.check((id) => id !== null && id !== '', FONT_FILE_INVALID),
    bodyId,
  ),
  previewImageFileId: requiredBodyId,
  activePreviewImageFileId: requiredBodyId,
});

export type ShopFontInput = v.InferOutput<typeof ShopFontBodySchema>;

/** Spec 2 §5 texts (the second is the console's, for a value that is not a colour). */
export const FONT_COLOR_REQUIRED = '请输入颜色';

/** POST /api/shop_font_colors: trimmed; required; exactly #rrggbb (no shorthand, no missing #); kept in lower case. */
export const FontColorBodySchema = v.object({
  hexCode: v.pipe(
    field(lenientText),
    v.trim(),
    v.nonEmpty(FONT_COLOR_REQUIRED),
    v.check(isTextColor, COLOR_NOT_RRGGBB),
    v.toLowerCase(),
  ),
});
