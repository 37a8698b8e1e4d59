/**
 * The PNGs of a list of canvases made on two threads at once: the drawing worker's own, and a worker of its
 * own (psdEncode.worker.ts) that gets a copy of the canvas as a bitmap. Each takes the next canvas as it
 * finishes one, so a large layer on one does not leave the other idle. The encoder is most of an import's
 * time; on one thread the 52 MB test file's PNGs took twice their floor on the machine's 2 cores
 * (docs/performance.md, "PSD import"). Results are handed on in list order, as the page takes them.
 */

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

const PNG = { type: 'image/png' } as const;

/** The calling thread's own encoder. */
export const ownLane: PngLane = (canvas) => canvas.convertToBlob(PNG);

/** Another worker's encoder: `encode` sends it the canvas's pixels as a bitmap (a copy: the canvas may still be drawn from). */
export const workerLane =
  (encode: (request: EncodeRequest, transfer: Transferable[]) => Promise<EncodeResult>): PngLane =>
  async (canvas) => {
    const bitmap = await createImageBitmap(canvas);
    return (await encode({ bitmap }, [bitmap])).png;
  };

/**
 * Every canvas's PNG, `lanes` at once; `made(i, png)` is called in list order as each is in, and `stop()` asked
 * before each is started: true ends it with null (the file was let go).
 */
export async function encodeOnLanes(
  canvases: readonly (() => OffscreenCanvas)[],
  lanes: readonly PngLane[],
  made: (index: number, png: Blob) => void,
  stop: () => boolean,
): Promise<Blob[] | null> {
  const pngs: Blob[] = [];
  let next = 0;
  let handed = 0;
  let stopped = false;
  const run = async (lane: PngLane): Promise<void> => {
    while (next < canvases.length) {
      if (stopped || stop()) {
        stopped = true;
        return;
      }
      const index = next++;
      pngs[index] = await lane(canvases[index]!());
      while (handed < canvases.length && pngs[handed]) made(handed, pngs[handed++]!);
    }
  };
  await Promise.all(lanes.map(run));
  return stopped ? null : pngs;
}
