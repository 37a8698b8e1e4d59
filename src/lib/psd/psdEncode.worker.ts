/**
 * One of the PSD drawing worker's encoders (psdPngLanes.ts): a layer's bitmap in, its PNG out. The browser's
 * PNG encoder runs on the thread that asks it (several convertToBlob at once in one worker took as long as
 * one after another: docs/performance.md, "PSD import"), so a thread each is what puts the machine's
 * cores to the PNGs, which are most of an import's work. The parsing worker starts them and hands each
 * a port to the drawing worker, which asks on that port.
 */
import type { WorkerReply } from '../workerCalls';
import type { EncodeRequest, EncodeResult } from './psdPngLanes';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ port: MessagePort }>) => void) | null;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { port } }) => {
  port.onmessage = ({ data: { id, bitmap } }: MessageEvent<EncodeRequest & { id: number }>) => {
    // The bitmap becomes the canvas's pixels without a copy; the PNG is the one the drawing worker's canvas makes.
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('bitmaprenderer')!.transferFromImageBitmap(bitmap);
    canvas.convertToBlob({ type: 'image/png' }).then(
      (png) => port.postMessage({ id, png } satisfies WorkerReply<EncodeResult>),
      (error: unknown) => port.postMessage({ id, error: String(error) } satisfies WorkerReply<EncodeResult>),
    );
  };
};
