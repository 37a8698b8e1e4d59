/**
 * One of the PSD drawing worker's encoders (psdPngLanes.ts): a layer's bitmap in, its PNG out. The browser's
 * PNG encoder runs on the thread that asks it (several convertToBlob at once in one worker took as long as
 * one after another: docs/performance.md, "PSD import"), so a thread each is what puts the machine's
 * cores to the PNGs, which are most of an import's work. The parsing worker starts them and hands each
 * a port to the drawing worker, which asks on that port; and the first a port of its own, on which it asks
 * for part of the designer's bitmaps before any PNG is asked for (psdLayerCopies.ts).
 */
import type { WorkerReply } from '../workerCalls';
import type { CopyRequest, CopyResult } from './psdLayerCopies';
import type { EncodeRequest, EncodeResult } from './psdPngLanes';
import { layerBitmap } from './psdRaster';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ port: MessagePort; copies?: true }>) => void) | null;
}
const scope = self as unknown as WorkerScope;

function encodeOn(port: MessagePort): void {
  port.onmessage = ({ data: { id, bitmap } }: MessageEvent<EncodeRequest & { id: number }>) => {
    // The bitmap becomes the canvas's pixels without a copy; the PNG is the one the drawing worker's canvas makes.
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('bitmaprenderer')!.transferFromImageBitmap(bitmap);
    canvas.convertToBlob({ type: 'image/png' }).then(
      (png) => port.postMessage({ id, png } satisfies WorkerReply<EncodeResult>),
      (error: unknown) => port.postMessage({ id, error: String(error) } satisfies WorkerReply<EncodeResult>),
    );
  };
}

function copyOn(port: MessagePort): void {
  port.onmessage = ({ data: { id, layers } }: MessageEvent<CopyRequest & { id: number }>) => {
    // A copy that fails is null (the page then places that artboard from its PNGs); the pixels go back whatever happens.
    const made = layers.map((layer) => layerBitmap(layer).catch(() => null));
    const buffers = layers.map((layer) => layer.pixels.data.buffer as ArrayBuffer);
    void Promise.all(made).then((bitmaps) => {
      const transfer = [...bitmaps.filter((bitmap) => bitmap !== null), ...buffers];
      port.postMessage({ id, bitmaps, buffers } satisfies WorkerReply<CopyResult>, transfer);
    });
  };
}

scope.onmessage = ({ data: { port, copies } }) => (copies ? copyOn(port) : encodeOn(port));
