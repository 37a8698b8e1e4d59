/**
 * Decodes a PNG or JPEG and writes it as a print TIFF off the main thread (a 2000 × 4000 image is 32 MB of
 * pixels). One image at a time: a second decode started while the first awaits would double the memory.
 */
import { DEFAULT_DPI, encodeTiff, statedDpi } from './tiff';
import type { TiffRequest, TiffResult } from './tiffConverter';
import type { WorkerReply } from '../workerCalls';

interface WorkerScope {
  onmessage: ((event: MessageEvent<TiffRequest & { id: number }>) => void) | null;
  postMessage(message: WorkerReply<TiffResult>, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

async function convert(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const dpi = statedDpi(bytes) ?? { x: DEFAULT_DPI, y: DEFAULT_DPI };
  // The pixels as stored: not premultiplied, no colour profile applied (the factory prints the file's own values).
  const bitmap = await createImageBitmap(new Blob([bytes]), { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return encodeTiff({ width: bitmap.width, height: bitmap.height, rgba: data, dpiX: dpi.x, dpiY: dpi.y });
  } finally {
    bitmap.close();
  }
}

let queue: Promise<void> = Promise.resolve();
scope.onmessage = ({ data: { id, bytes } }) => {
  queue = queue.then(async () => {
    try {
      const tiff = await convert(bytes);
      scope.postMessage({ id, tiff }, [tiff.buffer]);
    } catch (error) {
      scope.postMessage({ id, error: String(error) });
    }
  });
};
