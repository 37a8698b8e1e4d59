/**
 * Spec 2 §5: a font file must begin with the TTF or OTF signature, otherwise 请上传ttf、otf格式的字体文件.
 * The check reads the sfnt version tag (the first 4 bytes), not the file name: a PNG renamed `.ttf` is
 * refused, and a real font with an odd extension would pass. TrueType collections ('ttcf') and WOFF /
 * WOFF2 ('wOFF', 'wOF2') are refused too: the designer loads one face per file as a plain sfnt.
 * The console checks a chosen file with it; the dev API checks the uploaded bytes with it.
 */

/** Spec 2 §5: a font file left out, or one that is no TTF or OTF. */
export const FONT_FILE_INVALID = '请上传ttf、otf格式的字体文件';

export type FontFormat = 'ttf' | 'otf';

const tag = (b: ArrayLike<number>) => String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!);

/** 'ttf' for 00 01 00 00 or 'true' (old Apple TrueType), 'otf' for 'OTTO' (CFF outlines), else null. */
export function fontSignature(bytes: ArrayLike<number>): FontFormat | null {
  if (bytes.length < 4) return null;
  if (bytes[0] === 0x00 && bytes[1] === 0x01 && bytes[2] === 0x00 && bytes[3] === 0x00) return 'ttf';
  const head = tag(bytes);
  if (head === 'true') return 'ttf';
  if (head === 'OTTO') return 'otf';
  return null;
}
