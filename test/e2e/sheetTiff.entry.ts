/**
 * The page sheetTiff.e2e.ts runs the sheet TIFF writer in (it needs a browser's OffscreenCanvas and image
 * decoding): bundled by the test alone (test/bench/browserBundle.ts) and served by its page.route, never by
 * a build of the console. Node drives it through window.sheetTiffHarness.
 */
import { bandPixels } from '../../src/lib/sheets/bandPixels';
import { sheetTiff, SheetTiffRefused, type SheetTiffJig } from '../../src/lib/sheets/sheetTiff';
import type { Sheet } from '../../src/lib/sheets/types';

type Rgb = [number, number, number];

/** A print file drawn here: a solid frame of `frame` around a transparent middle, and a square of `marker` in its top-left corner. */
export interface FramedDesign {
  key: string;
  widthPx: number;
  heightPx: number;
  framePx: number;
  frame: Rgb;
  marker: Rgb;
}

export interface WrittenTiff {
  base64: string;
  /** What sheetTiff said the file's length would be, before writing it. */
  byteLength: number;
  /** What the chunks returned at their end. */
  crc: number;
  chunks: number;
}

export interface SheetTiffHarness {
  write(sheet: Sheet, jig: SheetTiffJig, designs: FramedDesign[]): Promise<WrittenTiff>;
  /** What sheetTiff throws for this sheet (its print files not given: a refusal comes before they are looked for). */
  refusal(sheet: Sheet, jig: SheetTiffJig): Promise<{ refused: boolean; message: string }>;
  /** Every colour at every alpha put on a canvas, read back by bandPixels beside getImageData. */
  readBack(): Promise<ReadBack>;
}

export interface ReadBack {
  /** Pixels whose four bytes differ between the two readings. */
  differing: number;
  /** A second read came in the first one's buffer. */
  bufferReused: boolean;
}

const css = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

async function framedPng({ widthPx, heightPx, framePx, frame, marker }: FramedDesign): Promise<Blob> {
  const canvas = new OffscreenCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d')!;
  context.fillStyle = css(frame);
  context.fillRect(0, 0, widthPx, heightPx);
  context.clearRect(framePx, framePx, widthPx - 2 * framePx, heightPx - 2 * framePx);
  context.fillStyle = css(marker);
  const side = Math.round(Math.min(widthPx, heightPx) / 4);
  context.fillRect(framePx, framePx, side, side);
  return canvas.convertToBlob({ type: 'image/png' });
}

const harness: SheetTiffHarness = {
  async write(sheet, jig, designs) {
    const printFiles = new Map<string, Blob>();
    for (const design of designs) printFiles.set(design.key, await framedPng(design));
    const tiff = sheetTiff({ sheet, jig, printFiles });
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let next = await tiff.chunks.next();
    while (!next.done) {
      // A chunk's buffer is used again for the next band.
      parts.push(next.value.slice());
      next = await tiff.chunks.next();
    }
    const url = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(new Blob(parts));
    });
    return { base64: url.slice(url.indexOf(',') + 1), byteLength: tiff.byteLength, crc: next.value, chunks: parts.length };
  },
  async refusal(sheet, jig) {
    try {
      sheetTiff({ sheet, jig, printFiles: new Map() });
      return { refused: false, message: '' };
    } catch (error) {
      return { refused: error instanceof SheetTiffRefused, message: (error as Error).message };
    }
  },
  async readBack() {
    const canvas = new OffscreenCanvas(256, 256);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const source = new ImageData(256, 256);
    for (let a = 0; a < 256; a++) {
      for (let v = 0; v < 256; v++) source.data.set([v, 255 - v, (v * 7) & 255, a], (a * 256 + v) * 4);
    }
    context.putImageData(source, 0, 0);
    const read = bandPixels(canvas, context);
    const first = await read(256);
    const ours = first.slice();
    const second = await read(128);
    const reference = context.getImageData(0, 0, 256, 256).data;
    let differing = 0;
    for (let i = 0; i < reference.length; i += 4) {
      if ([0, 1, 2, 3].some((k) => ours[i + k] !== reference[i + k])) differing++;
    }
    return { differing, bufferReused: second.buffer === first.buffer };
  },
};

(window as unknown as { sheetTiffHarness: SheetTiffHarness }).sheetTiffHarness = harness;
