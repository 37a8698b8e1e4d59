/**
 * The image upload's list of formats and its refusal texts, apart from the rule that reads the files
 * (imageUpload.ts, with the header parsers of imageHeader.ts): the texts every screen shares
 * (src/messages.ts) say them, and the login page, which loads those texts, parses no image.
 */

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

/** A name or content outside the list: the asset library, the designer's upload and the dev API say the same. */
export const IMAGE_WRONG_FORMAT = `文件格式不支持，仅支持 ${IMAGE_UPLOAD_EXTENSIONS.join('、')}`;
/** An image that does not load, in spec 1 §5's words: bytes that are no image behind a listed name, a damaged file. */
export const IMAGE_DAMAGED = '图片加载失败，请检查图片是否损坏';
/** An image whose header declares a side over `side` pixels. */
export const imageTooLarge = (side: number): string => `图片尺寸过大，宽和高都不能超过 ${side} 像素`;
