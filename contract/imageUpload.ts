/**
 * Which image files the console takes, written once for the console's uploads (src/lib/imageUploadFormat.ts,
 * src/lib/imageLimits.ts: the asset library's 上传素材, the designer's upload, the wireframe form and import)
 * and for the dev API, which checks the stored file again when a route makes it an asset, a font preview, a
 * wireframe or a template image: a file the console would refuse is refused there with the same words.
 * Spec 1 §9 lists the formats (imageUploadTexts.ts, with the refusals' words); the largest side is ours (MAX_IMAGE_SIDE).
 */
import { IMAGE_EXTENSIONS, extensionOf, headerSize, inspectImage, sniffWholeType, svgSizeUnread, type ImageFormat } from './imageHeader';
import { IMAGE_DAMAGED, IMAGE_UPLOAD_FORMATS, IMAGE_WRONG_FORMAT, imageTooLarge } from './imageUploadTexts';

/**
 * The largest side the console takes in an image. Decoding costs four bytes a pixel, and the designer,
 * the thumbnails and the layer list all decode: 8192 × 8192 is already 256 MB, and a 48 KB PNG that
 * declares 20000 × 20000 would take gigabytes (and take Qianniu's web-view down) before anything could
 * be said about it. So the size is read from the file's header and checked before any decode.
 */
export const MAX_IMAGE_SIDE = 8192;

export interface ImageSize {
  width: number;
  height: number;
}

export function isTooLarge(size: ImageSize): boolean {
  return size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE;
}

/** Whether the name ends in a listed extension, in any case (cameras write .JPG). */
export function hasImageUploadExtension(fileName: string): boolean {
  return Object.prototype.hasOwnProperty.call(IMAGE_UPLOAD_FORMATS, extensionOf(fileName));
}

/** The content's own format, as a browser sniffs it; jpeg covers .jpg. */
const LISTED_CONTENT: ReadonlySet<string> = new Set(['jpeg', 'png', 'gif', 'webp', 'svg']);

export type ImageFormatRefusal = 'wrongFormat' | 'damaged';

/**
 * Why the name or the sniffed content refuses a file, or null when both say a listed format (it may still
 * fail to decode): a name outside the list, or content of another format (a BMP or a PDF renamed .png), is
 * the wrong format; content that is no image at all behind a listed name (an error page named .png) is a
 * damaged image, which is what the merchant has.
 */
export function formatRefusal(fileName: string, sniffed: ImageFormat | 'webp' | undefined): ImageFormatRefusal | null {
  if (!hasImageUploadExtension(fileName)) return 'wrongFormat';
  if (sniffed === undefined) return 'damaged';
  return LISTED_CONTENT.has(sniffed) ? null : 'wrongFormat';
}

/**
 * The size a file's header declares, without decoding it and whatever follows the header
 * (contract/imageHeader.ts headerSize): a browser decodes a PNG without IEND, or with bytes after it, at
 * this size. Null when the header gives none.
 */
export function declaredSizeOf(bytes: Uint8Array, fileName: string): ImageSize | null {
  const type = sniffWholeType(bytes) ?? IMAGE_EXTENSIONS[extensionOf(fileName)];
  return type === undefined ? null : headerSize(bytes, type);
}

export type DeclaredSizeRefusal = 'tooLarge' | 'damaged';

/**
 * The size check every upload makes before anything decodes the file: a side over MAX_IMAGE_SIDE is too
 * large; a raster image whose header gives no size (a WebP whose first chunk is not VP8/VP8L/VP8X, a JPEG
 * with no frame header before its data) is damaged, never let by unchecked. An SVG without a size is drawn
 * at the browser's default box, so it passes here. Bytes after the end marker, or a missing end, are not
 * this check's concern. Null: taken.
 */
export function declaredSizeRefusal(bytes: Uint8Array, fileName: string): DeclaredSizeRefusal | null {
  const svg = sniffWholeType(bytes) === 'svg';
  // width="calc(20000px)" beside a small viewBox: the size read would be the viewBox's, the size drawn not.
  if (svg && svgSizeUnread(bytes)) return 'damaged';
  const declared = declaredSizeOf(bytes, fileName);
  if (declared) return isTooLarge(declared) ? 'tooLarge' : null;
  return svg ? null : 'damaged';
}

/** The words for a declared-size refusal, as the console says them. */
export const declaredSizeText = (refusal: DeclaredSizeRefusal): string => (refusal === 'tooLarge' ? imageTooLarge(MAX_IMAGE_SIDE) : IMAGE_DAMAGED);

/**
 * The upload rule as the dev API can apply it to stored bytes (it decodes nothing): the format, then the
 * declared size, in the order and words of the console's upload check. Null: taken. The console checks
 * more before it sends (an SVG's content and cost, a decode); the dev API's SVG sanitiser covers the first.
 */
export function uploadedImageRefusal(bytes: Uint8Array, fileName: string): string | null {
  const format = formatRefusal(fileName, sniffWholeType(bytes));
  if (format === 'wrongFormat') return IMAGE_WRONG_FORMAT;
  if (format === 'damaged') return IMAGE_DAMAGED;
  const size = declaredSizeRefusal(bytes, fileName);
  return size && declaredSizeText(size);
}

/**
 * The wireframe form's and import's rule (spec 1 §5): an image whose structure reads (inspectImage: GIF,
 * JPEG, PNG, BMP or SVG), at most MAX_IMAGE_SIDE a side. Null: taken.
 */
export function wireframeImageRefusal(bytes: Uint8Array, fileName: string): string | null {
  const inspected = inspectImage(bytes, fileName);
  if (!inspected.ok) return IMAGE_DAMAGED;
  // The header's size too: a GIF frame larger than its screen is decoded at the frame's size.
  const declared = declaredSizeOf(bytes, fileName);
  return isTooLarge(inspected) || (declared && isTooLarge(declared)) ? imageTooLarge(MAX_IMAGE_SIDE) : null;
}
