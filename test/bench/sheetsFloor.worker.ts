/**
 * The sheets' floor, one print file at a time (sheetsMaking.entry.tsx floor()): what any making must do to
 * a file past fetching and decoding it, done the cheapest way known. Its pixels read back (the design check
 * reads them, and a PDF image holds them), its colour and alpha rows "Up"-filtered as the console's are (the
 * PDFs' size goal needs a filter: unfiltered, a design deflates to 1.7 times its PNG), and each coded by
 * huffmanOnly.ts, which searches no match at all. No rendition, no check, no hash.
 */
import { filteredRows } from '../../src/lib/sheets/pdfImage';
import { huffmanOnly } from './huffmanOnly';

interface FloorScope {
  onmessage: ((event: MessageEvent<{ id: number; blob: Blob }>) => void) | null;
  postMessage(message: { id: number; bytes: number } | { id: number; error: string }): void;
}
const scope = self as unknown as FloorScope;

async function floorOf(blob: Blob): Promise<number> {
  const bitmap = await createImageBitmap(blob);
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
  return huffmanOnly(filteredRows(pixels, 'colour')).byteLength + huffmanOnly(filteredRows(pixels, 'alpha')).byteLength;
}

// One file at a time, in order, as the console's workers take them.
let queue = Promise.resolve();
scope.onmessage = ({ data: { id, blob } }) => {
  queue = queue.then(() =>
    floorOf(blob).then(
      (bytes) => scope.postMessage({ id, bytes }),
      (error: unknown) => scope.postMessage({ id, error: String(error) }),
    ),
  );
};
