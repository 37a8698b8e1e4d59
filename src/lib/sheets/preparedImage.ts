/**
 * A design's PDF image streams made ahead of the PDF (prepareImage.worker.ts, while the print files still
 * arrive): its colour rows and, only when some pixel is not opaque, its alpha rows, each "Up"-filtered and
 * deflated whole, or an opaque RGB PNG's own IDAT data. pdfImageObject.ts writes them as they are. Only the
 * compressed streams are kept (about 2.5 MB a 980 × 1984 design); the decoded pixels are dropped at once.
 */
import { filteredRows, hasTransparency, type PassThroughPng, type RgbaPixels } from './pdfImage';
import { runDeflate } from './runDeflate';

export interface PreparedImage {
  width: number;
  height: number;
  /** The /FlateDecode data of the DeviceRGB image (Predictor 15). */
  colour: Uint8Array<ArrayBuffer>;
  /** The /FlateDecode data of its DeviceGray /SMask; null when every pixel is opaque. */
  alpha: Uint8Array<ArrayBuffer> | null;
}

function joined(chunks: Iterable<Uint8Array>): Uint8Array<ArrayBuffer> {
  const parts = [...chunks];
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

/** The streams of decoded pixels, deflated as pdfImageObject.ts would deflate them. */
export function preparedPixels(pixels: RgbaPixels): PreparedImage {
  const colour = joined(runDeflate(filteredRows(pixels, 'colour')));
  const alpha = hasTransparency(pixels) ? joined(runDeflate(filteredRows(pixels, 'alpha'))) : null;
  return { width: pixels.width, height: pixels.height, colour, alpha };
}

/** An opaque RGB PNG's own compressed rows (pdfImage.ts pngPassThrough), undecoded. */
export const preparedPng = (png: PassThroughPng): PreparedImage => ({ width: png.width, height: png.height, colour: joined(png.idat), alpha: null });
