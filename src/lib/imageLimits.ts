import { inspectImage, sniffImageType } from './imageHeader';

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

/**
 * The size a file's header declares, without decoding it: PNG, JPEG, GIF, BMP, SVG (inspectImage) and
 * WebP. Null when the header says nothing usable (a damaged file is then refused by the decode that follows).
 */
export async function declaredSize(file: Blob): Promise<ImageSize | null> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return null;
  }
  if (sniffImageType(bytes) === 'webp') return webpSize(bytes);
  const inspected = inspectImage(bytes, (file as Partial<File>).name ?? '');
  return inspected.ok ? { width: inspected.width, height: inspected.height } : null;
}

/** The canvas size of a WebP: the first chunk is VP8X (extended), VP8L (lossless) or `VP8 ` (lossy). */
export function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8X') {
    return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)) };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  }
  return null;
}
