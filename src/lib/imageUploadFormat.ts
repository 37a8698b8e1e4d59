/**
 * Which files an image upload takes, by name and by content: the asset library's 上传素材 and the designer's
 * upload apply this one rule and say the same words (spec 1 §9 lists the formats). A name outside the list,
 * or content of another format (a BMP or a PDF renamed .png), is the wrong format; content that is no image
 * at all behind a listed name (random bytes named .png) is a damaged image, which is what the merchant has.
 */
import { sniffFileType } from './imageHeader';

/** By extension, with the type the file picker filters on. */
export const IMAGE_UPLOAD_FORMATS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The extensions, as the texts list them. */
export const IMAGE_UPLOAD_EXTENSIONS = Object.keys(IMAGE_UPLOAD_FORMATS);

/** A file picker's `accept`: the listed types and extensions. */
export const IMAGE_UPLOAD_ACCEPT = [...new Set(Object.values(IMAGE_UPLOAD_FORMATS)), ...IMAGE_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/** Whether the name ends in a listed extension, in any case (cameras write .JPG). */
export function hasImageUploadExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).trim().toLowerCase();
  return Object.prototype.hasOwnProperty.call(IMAGE_UPLOAD_FORMATS, ext);
}

/** The content's own format, as a browser sniffs it; jpeg covers .jpg. */
const LISTED_CONTENT = new Set(['jpeg', 'png', 'gif', 'webp', 'svg']);

export type ImageFormatRefusal = 'wrongFormat' | 'damaged';

/** Why the name or the first bytes refuse `file`, or null when both say a listed format (it may still fail to decode). */
export async function imageFormatRefusal(file: File): Promise<ImageFormatRefusal | null> {
  if (!hasImageUploadExtension(file.name)) return 'wrongFormat';
  const format = await sniffFileType(file);
  if (format === undefined) return 'damaged';
  return LISTED_CONTENT.has(format) ? null : 'wrongFormat';
}
