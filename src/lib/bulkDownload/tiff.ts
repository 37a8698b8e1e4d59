/**
 * A baseline TIFF writer for print factories (spec 3 §1): 8-bit RGB, or RGBA with the alpha marked
 * unassociated, the image's own DPI in inches (300 when it says none, where encoders write 72),
 * uncompressed strips; the header and its tags are tiffHeader.ts's. Written by hand because the IFD is
 * small and the JavaScript encoders get these defaults wrong (the team's findings on utif2, jimp, geotiff);
 * uncompressed, since the archive is stored too (spec 3 §9: level 0) and deflate would only spend the
 * merchant's CPU on files the factory reads once.
 */
import { imageSignature } from '../../../contract/imageSignature';
import { tiffHeader } from '../tiffHeader';

/** What a print file gets when its source states no resolution. */
export const DEFAULT_DPI = 300;

export interface RasterImage {
  width: number;
  height: number;
  /** RGBA, 8 bits a sample, rows top to bottom, not premultiplied (ImageData). */
  rgba: Uint8Array | Uint8ClampedArray;
  dpiX: number;
  dpiY: number;
}

/** Whether any pixel is not fully opaque; an opaque image is written as plain RGB (smaller, and what printers expect). */
export function hasTransparency(rgba: Uint8Array | Uint8ClampedArray): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
}

export function encodeTiff(image: RasterImage): Uint8Array {
  const { width, height, rgba } = image;
  if (width < 1 || height < 1 || rgba.length !== width * height * 4) throw new RangeError('bad raster');
  const samples = hasTransparency(rgba) ? 4 : 3;
  const header = tiffHeader({ width, height, samples, dpiX: image.dpiX, dpiY: image.dpiY });
  const out = new Uint8Array(header.fileBytes);
  out.set(header.bytes);
  const pixelOffset = header.bytes.byteLength;
  if (samples === 4) out.set(rgba, pixelOffset);
  else {
    let to = pixelOffset;
    for (let from = 0; from < rgba.length; from += 4) {
      out[to] = rgba[from]!;
      out[to + 1] = rgba[from + 1]!;
      out[to + 2] = rgba[from + 2]!;
      to += 3;
    }
  }
  return out;
}

/** Whole DPIs within a hair (PNG stores pixels per metre: 11811 is 299.9994 dpi) are the whole number meant. */
const tidyDpi = (dpi: number): number => (Math.abs(dpi - Math.round(dpi)) < 0.01 ? Math.round(dpi) : dpi);

/**
 * The resolution the image file states: a PNG's pHYs chunk (pixels per metre), or a JPEG's JFIF header
 * (dots per inch or per cm). Null when it states none, or only an aspect ratio.
 */
export function statedDpi(bytes: Uint8Array): { x: number; y: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (imageSignature(bytes) === 'png') {
    let at = 8;
    while (at + 8 <= bytes.length) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
      if (type === 'IDAT' || type === 'IEND') return null;
      if (type === 'pHYs' && length === 9 && at + 17 <= bytes.length) {
        if (bytes[at + 16] !== 1) return null;
        const x = view.getUint32(at + 8) * 0.0254;
        const y = view.getUint32(at + 12) * 0.0254;
        return x > 0 && y > 0 ? { x: tidyDpi(x), y: tidyDpi(y) } : null;
      }
      at += 12 + length;
    }
    return null;
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.length >= 20) {
    // APP0 "JFIF\0" right after SOI: units at 13, densities at 14 and 16 (from the marker's length field).
    if (bytes[2] !== 0xff || bytes[3] !== 0xe0) return null;
    if (String.fromCharCode(...bytes.subarray(6, 10)) !== 'JFIF') return null;
    const units = bytes[13];
    const x = view.getUint16(14);
    const y = view.getUint16(16);
    if (x === 0 || y === 0 || (units !== 1 && units !== 2)) return null;
    const scale = units === 2 ? 2.54 : 1;
    return { x: tidyDpi(x * scale), y: tidyDpi(y * scale) };
  }
  return null;
}
