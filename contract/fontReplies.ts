/**
 * Spec 2 §3: the shop fonts and font colours as the service answers them, and the body of their enable switch.
 * Apart from library.ts, which the screens import for ASSET_TYPE, so that their production chunks hold none of these.
 */
import * as v from 'valibot';
import { optionalBoolean } from './wire';

export const ShopFontSchema = v.object({
  id: v.string(),
  name: v.string(),
  enabled: v.boolean(),
  previewImageUrl: v.string(),
  activePreviewImageUrl: v.string(),
  fileKey: v.string(),
  /** Where the font file itself is served (the designer loads it with FontFace). */
  fontUrl: v.string(),
  next: v.nullable(v.string()),
});
export type ShopFont = v.InferOutput<typeof ShopFontSchema>;

export const FontColorSchema = v.object({
  id: v.string(),
  hexCode: v.string(),
  enabled: v.boolean(),
  next: v.nullable(v.string()),
});
export type FontColor = v.InferOutput<typeof FontColorSchema>;

/** PATCH /api/shop_fonts/{id} and /api/shop_font_colors/{id}: only the enable switch changes one; other fields are ignored. */
export const EnabledBodySchema = v.object({ enabled: optionalBoolean });
