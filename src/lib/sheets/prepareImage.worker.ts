/**
 * Reads a print file for the layout off the main thread, from one decode: its PDF image streams
 * (preparedImage.ts), the share of it that is drawn and its preview (designRendition.ts). One file at a
 * time is deflated, while the next one decodes: the decoded pixels of two files (8 MB each for a 980 × 1984
 * design) are the most this worker holds.
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

/** The file's bytes and its decode, started as soon as it arrives: the decoder runs while the worker deflates the file before. */
function startDecode(blob: Blob): { bytes: Promise<ArrayBuffer | null>; bitmap: Promise<ImageBitmap> } {
  const bitmap = createImageBitmap(blob);
  const bytes = blob.type === 'image/png' ? blob.arrayBuffer() : Promise.resolve(null);
  // Not left unhandled while they wait their turn: prepare() awaits them and answers their error.
  bitmap.catch(() => undefined);
  bytes.catch(() => undefined);
  return { bytes, bitmap };
}

async function prepare(started: ReturnType<typeof startDecode>): Promise<PrepareResult> {
  const bytes = await started.bytes;
  const png = bytes ? pngPassThrough(new Uint8Array(bytes)) : null;
  // Decoded as the page decodes a print file for the PDF (saveSheets.ts pixelsOf), so the streams are the same.
  const bitmap = await started.bitmap;
  try {
    if (png) return { ...(await designRendition(bitmap)), image: preparedPng(png) };
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    // Read back once, whole: a canvas kept in memory, not drawn by the GPU and copied back.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    // The check measures the pixels read back for the PDF; only the preview is drawn again.
    return { ...(await designRendition(bitmap, pixels.data)), image: preparedPixels(pixels) };
  } finally {
    bitmap.close();
  }
}

/**
 * Files are deflated one at a time, in order, but each is decoded from the moment it arrives: at most
 * DECODE_AHEAD decodes wait beside the one deflating (8 MB each for a 980 × 1984 design).
 */
const DECODE_AHEAD = 1;
const waiting: { id: number; blob: Blob; started?: ReturnType<typeof startDecode> }[] = [];
let busy = false;

function startAhead(): void {
  for (const entry of waiting.slice(0, DECODE_AHEAD)) entry.started ??= startDecode(entry.blob);
}

async function drain(): Promise<void> {
  if (busy) return;
  busy = true;
  while (waiting.length > 0) {
    const entry = waiting.shift()!;
    const started = entry.started ?? startDecode(entry.blob);
    startAhead();
    try {
      const result = await prepare(started);
      const transfer: Transferable[] = [result.image.colour.buffer];
      if (result.image.alpha) transfer.push(result.image.alpha.buffer);
      scope.postMessage({ id: entry.id, ...result }, transfer);
    } catch (error) {
      scope.postMessage({ id: entry.id, error: String(error) });
    }
  }
  busy = false;
}

scope.onmessage = ({ data: { id, blob } }) => {
  waiting.push({ id, blob });
  void drain();
};
