export type SignedImageType = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: ArrayLike<number>, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The one reading of an image's type from its first bytes (its signature), for the console and the dev API:
 * the declared type and the file name are the sender's word, the bytes are what a decoder will meet (an
 * error page or a GIF named `.png` is caught here). SVG is text, not a signature: imageHeader.ts reads it.
 */
export function imageSignature(bytes: ArrayLike<number>): SignedImageType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
