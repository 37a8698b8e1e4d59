/** What a fetched print file must be before it enters an archive (spec 3 §9): an image, and whole. */
import { imageSignature } from '../../../contract/imageSignature';

/** An error page or a proxy's HTML answered with 200 must not land in the archive as an image. */
export const isImage = (bytes: Uint8Array): boolean => {
  const type = imageSignature(bytes);
  return type === 'png' || type === 'jpeg';
};

/** The IEND chunk every PNG ends with: empty, its type, its CRC-32. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/**
 * A PNG that does not end with its IEND chunk was cut short (a connection dropped where the server did not
 * say how long the file is, or said too little): it must not reach the factory as the file to print.
 */
export const isCutShortPng = (bytes: Uint8Array): boolean =>
  imageSignature(bytes) === 'png' && !PNG_END.every((byte, i) => bytes[bytes.length - PNG_END.length + i] === byte);
