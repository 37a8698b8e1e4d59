/**
 * A baseline TIFF writer for print factories (spec 3 §1): 8-bit RGB, or RGBA with the
 * alpha marked unassociated (canvas pixels are not premultiplied; the usual encoder default says they
 * are, and decoders then darken every soft edge), the image's own DPI in inches (300 when it says none,
 * where encoders write 72), tags in ascending order as TIFF 6.0 requires, uncompressed strips. Written by
 * hand because the IFD is small and the JavaScript encoders get these defaults wrong (the team's findings
 * on utif2, jimp, geotiff); uncompressed, since the archive is stored too (spec 3 §9: level 0) and deflate
 * would only spend the merchant's CPU on files the factory reads once.
 */
import { imageSignature } from '../../../contract/imageSignature';

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

/** Strips of about this many bytes: small enough for any reader, few enough to keep the IFD short. */
const STRIP_TARGET_BYTES = 64 * 1024;

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

interface Tag {
  tag: number;
  type: typeof SHORT | typeof LONG | typeof RATIONAL;
  values: number[];
}

const TYPE_BYTES = { [SHORT]: 2, [LONG]: 4, [RATIONAL]: 8 } as const;

/** A DPI as a TIFF rational: whole numbers stay whole, others keep two decimals. */
function rational(dpi: number): [number, number] {
  const hundredths = Math.max(1, Math.round(dpi * 100));
  return hundredths % 100 === 0 ? [hundredths / 100, 1] : [hundredths, 100];
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
  const rowBytes = width * samples;
  const rowsPerStrip = Math.max(1, Math.min(height, Math.floor(STRIP_TARGET_BYTES / rowBytes)));
  const stripCount = Math.ceil(height / rowsPerStrip);
  const stripBytes = Array.from({ length: stripCount }, (_, i) => Math.min(rowsPerStrip, height - i * rowsPerStrip) * rowBytes);

  const tags: Tag[] = [
    { tag: 256, type: LONG, values: [width] },
    { tag: 257, type: LONG, values: [height] },
    { tag: 258, type: SHORT, values: Array<number>(samples).fill(8) },
    { tag: 259, type: SHORT, values: [1] }, // no compression
    { tag: 262, type: SHORT, values: [2] }, // RGB
    { tag: 273, type: LONG, values: [] }, // StripOffsets, filled below
    { tag: 277, type: SHORT, values: [samples] },
    { tag: 278, type: LONG, values: [rowsPerStrip] },
    { tag: 279, type: LONG, values: stripBytes },
    { tag: 282, type: RATIONAL, values: rational(image.dpiX) },
    { tag: 283, type: RATIONAL, values: rational(image.dpiY) },
    { tag: 284, type: SHORT, values: [1] }, // chunky
    { tag: 296, type: SHORT, values: [2] }, // inch
    ...(samples === 4 ? [{ tag: 338, type: SHORT, values: [2] } as Tag] : []), // unassociated alpha
  ];
  tags.find((t) => t.tag === 273)!.values = Array<number>(stripCount).fill(0);
  const count = (t: Tag) => (t.type === RATIONAL ? t.values.length / 2 : t.values.length);
  const outside = (t: Tag) => t.values.length * (t.type === RATIONAL ? 4 : TYPE_BYTES[t.type]) > 4;

  const ifdOffset = 8;
  const ifdBytes = 2 + tags.length * 12 + 4;
  let cursor = ifdOffset + ifdBytes;
  const valueOffsets = new Map<number, number>();
  for (const t of tags) {
    if (!outside(t)) continue;
    valueOffsets.set(t.tag, cursor);
    cursor += t.values.length * (t.type === RATIONAL ? 4 : TYPE_BYTES[t.type]);
    cursor += cursor % 2; // word boundary, as TIFF 6.0 asks of values
  }
  const pixelOffset = cursor;
  let offset = pixelOffset;
  tags.find((t) => t.tag === 273)!.values = stripBytes.map((bytes) => {
    const start = offset;
    offset += bytes;
    return start;
  });

  const out = new Uint8Array(pixelOffset + rowBytes * height);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]); // little-endian TIFF
  view.setUint32(4, ifdOffset, true);
  view.setUint16(ifdOffset, tags.length, true);
  const writeValues = (t: Tag, at: number) => {
    t.values.forEach((value, i) => {
      if (t.type === SHORT) view.setUint16(at + i * 2, value, true);
      else view.setUint32(at + i * 4, value, true);
    });
  };
  tags.forEach((t, i) => {
    const entry = ifdOffset + 2 + i * 12;
    view.setUint16(entry, t.tag, true);
    view.setUint16(entry + 2, t.type, true);
    view.setUint32(entry + 4, count(t), true);
    if (outside(t)) {
      const at = valueOffsets.get(t.tag)!;
      view.setUint32(entry + 8, at, true);
      writeValues(t, at);
    } else writeValues(t, entry + 8);
  });
  view.setUint32(ifdOffset + 2 + tags.length * 12, 0, true); // no next IFD

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
