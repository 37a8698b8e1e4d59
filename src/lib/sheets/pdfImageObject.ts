/**
 * An image XObject written into a PDF (pdfWriter.ts) from a design's pixels or its PNG (pdfImage.ts), its
 * data streamed as it is deflated; the sheet PDF and the slot map's text share it.
 */
import { deflateChunks } from './pdfDeflate';
import { filteredRows, hasTransparency, imageDict, pngPassThrough, type RgbaPixels } from './pdfImage';
import type { PdfWriter } from './pdfWriter';

/** A design's print file for the PDF. */
export interface DesignSource {
  /**
   * The print file as served, when it is a PNG: an 8-bit RGB one without transparency goes in undecoded
   * (its IDAT data is already a /FlateDecode stream of PNG-filtered rows), and `pixels` is not called.
   */
  png?: Uint8Array<ArrayBuffer>;
  /** Its decoded pixels (RGBA, as ImageData). */
  pixels: () => RgbaPixels | Promise<RgbaPixels>;
}

/** An image object: its number, reserved before it is written, and its size in pixels once it is. */
export interface WrittenImage {
  num: number;
  width: number;
  height: number;
}

/** The image object `image.num` (and its SMask), its data streamed as it is deflated. */
export async function* writeImage(pdf: PdfWriter, image: WrittenImage, source: DesignSource): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const png = source.png ? pngPassThrough(source.png) : null;
  if (png) {
    image.width = png.width;
    image.height = png.height;
    yield* chunkedStream(pdf, image.num, imageDict(png.width, png.height, 3, null), png.idat);
    return;
  }
  const pixels = await source.pixels();
  image.width = pixels.width;
  image.height = pixels.height;
  const smask = hasTransparency(pixels) ? pdf.reserve() : null;
  const colour = deflateChunks(filteredRows(pixels, 'colour'));
  yield* chunkedStream(pdf, image.num, imageDict(pixels.width, pixels.height, 3, smask), colour);
  if (smask === null) return;
  const alpha = deflateChunks(filteredRows(pixels, 'alpha'));
  yield* chunkedStream(pdf, smask, imageDict(pixels.width, pixels.height, 1, null), alpha);
}

/** A stream object whose data comes in chunks, its length an object written after it. */
async function* chunkedStream(
  pdf: PdfWriter,
  num: number,
  dict: string,
  chunks: AsyncIterable<Uint8Array<ArrayBuffer>> | Iterable<Uint8Array<ArrayBuffer>>,
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const lengthNum = pdf.reserve();
  yield pdf.streamStart(num, dict, lengthNum);
  let length = 0;
  for await (const chunk of chunks) {
    length += chunk.byteLength;
    yield pdf.data(chunk);
  }
  yield pdf.streamEnd();
  yield pdf.object(lengthNum, String(length));
}
