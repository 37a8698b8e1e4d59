/**
 * The PNGs of an import made on two encoding workers (psdEncode.worker.ts), each sent a copy of the canvas
 * as a bitmap. Neither is the drawing worker's own thread: the browser's encoder holds the thread that asks
 * it for the whole encode, so a lane on the drawing thread kept the other lane's next PNG from being sent
 * until its own was done, and the drawing of the next artboard waited too. The lanes are shared by every
 * artboard: a lane that is done with one artboard's PNGs takes the next artboard's while the other still
 * makes the last one's largest layer (docs/performance.md, "PSD import").
 */

import { Wakeups } from './wakeups';

export interface EncodeRequest {
  bitmap: ImageBitmap;
}
export interface EncodeResult {
  png: Blob;
}

/**
 * The encoding worker as the drawing worker reaches it, a port (workerCalls takes it as a worker): started
 * by the parsing worker beside the drawing one, not by it, since a worker's worker's worker is not served
 * by the test browser's routing (its script never loads there).
 */
export const portAsWorker = (port: MessagePort): Worker =>
  Object.assign(port, { onerror: null, terminate: () => port.close() }) as unknown as Worker;

/** One thread's encoder: the canvas's PNG. */
export type PngLane = (canvas: OffscreenCanvas) => Promise<Blob>;

/** An encoding worker's lane: `encode` sends it the canvas's pixels as a bitmap (a copy: the canvas may still be drawn from). */
export const workerLane =
  (encode: (request: EncodeRequest, transfer: Transferable[]) => Promise<EncodeResult>): PngLane =>
  async (canvas) => {
    const bitmap = await createImageBitmap(canvas);
    return (await encode({ bitmap }, [bitmap])).png;
  };

interface Job {
  canvas: () => OffscreenCanvas;
  stop: () => boolean;
  resolve: (png: Blob | null) => void;
  reject: (error: unknown) => void;
}

/** Lanes taking PNGs to make in the order asked, each the next as soon as it is free. */
export class PngLanes {
  private readonly idle: PngLane[] = [];
  private readonly queue: Job[] = [];
  private readonly freed = new Wakeups();

  /** One more lane, free at once. */
  add(lane: PngLane): void {
    this.idle.push(lane);
    this.pump();
  }

  /**
   * The canvas's PNG, once a lane is free for it; null when `stop()`, asked as a lane takes it, says the
   * file was let go. The canvas is made (`canvas()`) only then, so a scaled copy exists only while encoded.
   */
  encode(canvas: () => OffscreenCanvas, stop: () => boolean): Promise<Blob | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ canvas, stop, resolve, reject });
      this.pump();
    });
  }

  /** Settled when a lane is free with nothing waiting: the time to ask for the next artboard's PNGs. */
  whenFree(): Promise<void> {
    if (this.idle.length > 0 && this.queue.length === 0) return Promise.resolve();
    return this.freed.next();
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const job = this.queue.shift()!;
      if (job.stop()) {
        job.resolve(null);
        continue;
      }
      const lane = this.idle.shift()!;
      let made: Promise<Blob>;
      try {
        made = lane(job.canvas());
      } catch (error) {
        made = Promise.reject(error);
      }
      made.then(job.resolve, job.reject).finally(() => {
        this.idle.push(lane);
        this.pump();
      });
    }
    if (this.idle.length > 0 && this.queue.length === 0) this.freed.wake();
  }
}

/**
 * Every canvas's PNG, asked of `lanes` at once (after any asked before); `made(i, png)` is called in list
 * order as each is in. Null when `stop()` said the file was let go before one was started.
 */
export async function encodeOnLanes(
  canvases: readonly (() => OffscreenCanvas)[],
  lanes: PngLanes,
  made: (index: number, png: Blob) => void,
  stop: () => boolean,
): Promise<Blob[] | null> {
  const asked = canvases.map((canvas) => lanes.encode(canvas, stop));
  // A failure is the first awaited one's to report; the others' are not unhandled.
  asked.forEach((png) => png.catch(() => undefined));
  const pngs: Blob[] = [];
  for (const [index, pending] of asked.entries()) {
    const png = await pending;
    if (!png) return null;
    pngs.push(png);
    made(index, png);
  }
  return pngs;
}
