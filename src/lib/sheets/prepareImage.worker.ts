/**
 * Reads a print file for the layout off the main thread, from one decode: its PDF image streams
 * (preparedImage.ts), the share of it that is drawn and its preview (designRendition.ts). One file at a
 * time: its decoded pixels (8 MB for a 980 × 1984 design) are the only ones this worker holds, and only while
 * it deflates them.
 */
import type { WorkerReply } from '../workerCalls';
import { designRendition } from './designRendition';
import { pngPassThrough } from './pdfImage';
import { preparedPixels, preparedPng } from './preparedImage';
import type { PrepareRequest, PrepareResult } from './preparedImages';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PrepareRequest & { id: number }>) => void) | null;
  postMessage(message: WorkerReply<PrepareResult>, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

async function prepare(blob: Blob): Promise<PrepareResult> {
  const png = blob.type === 'image/png' ? pngPassThrough(new Uint8Array(await blob.arrayBuffer())) : null;
  // Decoded as the page decodes a print file for the PDF (saveSheets.ts pixelsOf), so the streams are the same.
  const bitmap = await createImageBitmap(blob);
  try {
    const rendition = await designRendition(bitmap);
    if (png) return { ...rendition, image: preparedPng(png) };
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    // Read back once, whole: a canvas kept in memory, not drawn by the GPU and copied back.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    return { ...rendition, image: preparedPixels(context.getImageData(0, 0, bitmap.width, bitmap.height)) };
  } finally {
    bitmap.close();
  }
}

let queue: Promise<void> = Promise.resolve();
scope.onmessage = ({ data: { id, blob } }) => {
  queue = queue.then(async () => {
    try {
      const result = await prepare(blob);
      const transfer: Transferable[] = [result.image.colour.buffer];
      if (result.image.alpha) transfer.push(result.image.alpha.buffer);
      scope.postMessage({ id, ...result }, transfer);
    } catch (error) {
      scope.postMessage({ id, error: String(error) });
    }
  });
};
