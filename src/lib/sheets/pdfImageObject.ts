/**
 * An image XObject written into a PDF (pdfWriter.ts) from a design's streams made ahead (preparedImage.ts),
 * its pixels or its PNG (pdfImage.ts), its data streamed as it is deflated; the sheet PDF and the slot map's
 * text share it.
 */
import { nextTask } from '../nextTask';
import { filteredRows, hasTransparency, imageDict, pngPassThrough, type RgbaPixels } from './pdfImage';
import type { PdfWriter } from './pdfWriter';
import type { PreparedImage } from './preparedImage';
import { runDeflate } from './runDeflate';

/** A design's print file for the PDF. */
export interface DesignSource {
  /** Its image streams, made while the files arrived: written as they are, and neither `png` nor `pixels` is used. */
  prepared?: PreparedImage;
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
  const { prepared } = source;
  if (prepared) {
    image.width = prepared.width;
    image.height = prepared.height;
    const smask = prepared.alpha ? pdf.reserve() : null;
    yield* chunkedStream(pdf, image.num, imageDict(prepared.width, prepared.height, 3, smask), [prepared.colour]);
    if (smask !== null) yield* chunkedStream(pdf, smask, imageDict(prepared.width, prepared.height, 1, null), [prepared.alpha!]);
    // Each is written in well under a slice, so no slice ends on its own: the page gets its turn after each.
    await nextTask();
    return;
  }
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
  // Deflated as zlib's Z_RLE would (runDeflate.ts), not by CompressionStream: 60 print files took 43 s that way.
  const colour = runDeflate(filteredRows(pixels, 'colour'));
  yield* chunkedStream(pdf, image.num, imageDict(pixels.width, pixels.height, 3, smask), colour);
  if (smask === null) return;
  const alpha = runDeflate(filteredRows(pixels, 'alpha'));
  yield* chunkedStream(pdf, smask, imageDict(pixels.width, pixels.height, 1, null), alpha);
}

/** Work on the main thread between two of its turns, under the 50 ms of a long task. */
const SLICE_MS = 30;

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
  let sliceStart = performance.now();
  for await (const chunk of chunks) {
    length += chunk.byteLength;
    yield pdf.data(chunk);
    // A design's bands are filtered and deflated synchronously: the page gets its turn between slices.
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  yield pdf.streamEnd();
  yield pdf.object(lengthNum, String(length));
}
