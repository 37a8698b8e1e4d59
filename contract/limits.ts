/** Limits the console checks before sending and the service checks again on receipt. */

/** Spec 1 §9: a design asset's file is at most 3 MB. */
export const ASSET_MAX_BYTES = 3_145_728;

/** A size in bytes as the spec states its limits, in MB of 1,048,576 bytes (3_145_728 is its 3M). */
export const megabytes = (bytes: number): number => bytes / 1_048_576;

/**
 * An image over ASSET_MAX_BYTES, in spec 2 §9's words (its AI portrait upload): the asset library, the
 * designer's upload and the dev API all refuse it so, one wording for one refusal.
 */
export const ASSET_TOO_LARGE = `图片大小不能超过${megabytes(ASSET_MAX_BYTES)}M`;

/** Spec 2 §5: a shop font's name is at most 10 characters. */
export const FONT_NAME_MAX = 10;

/** The designer's template name field takes 30 characters; a PSD artboard's longer name is cut to it. */
export const TEMPLATE_NAME_MAX = 30;

/** Spec 1 §5: a wireframe's print area fits its background image; the form and the dev API say it alike. */
export const PRINT_AREA_TOO_WIDE = '打印区域不能超过背景图宽度';
export const PRINT_AREA_TOO_TALL = '打印区域不能超过背景图高度';

/** A colour a form takes as #rrggbb (a material colour's background, a text colour): the refusal both screens and the dev API show. */
export const COLOR_NOT_RRGGBB = '请填写 #rrggbb 格式的颜色值';
