/**
 * Which files an image upload takes, by name and by content (contract/imageUpload.ts, the rule the dev API
 * applies too): the asset library's 上传素材 and the designer's upload apply this one rule and say the same
 * words, here on a file the merchant picked.
 */
import { formatRefusal, type ImageFormatRefusal } from '../../contract/imageUpload';
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_FORMATS } from '../../contract/imageUploadTexts';
import { sniffFileType } from './imageHeader';

export { hasImageUploadExtension } from '../../contract/imageUpload';

/** A file picker's `accept`: the listed types and extensions. */
export const IMAGE_UPLOAD_ACCEPT = [...new Set(Object.values(IMAGE_UPLOAD_FORMATS)), ...IMAGE_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/** Why the name or the first bytes refuse `file`, or null when both say a listed format (it may still fail to decode). */
export async function imageFormatRefusal(file: File): Promise<ImageFormatRefusal | null> {
  return formatRefusal(file.name, await sniffFileType(file));
}
