/** The runner's side of the TIFF worker: one worker for the page, requests answered in turn. */

export interface TiffRequest {
  id: number;
  bytes: Uint8Array<ArrayBuffer>;
}
export type TiffReply = { id: number; tiff: Uint8Array } | { id: number; error: string };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (tiff: Uint8Array) => void; reject: (error: Error) => void }>();

function theWorker(): Worker {
  if (worker) return worker;
  // rspack bundles the worker as its own chunk from this pattern (new URL with import.meta.url).
  worker = new Worker(new URL('./tiff.worker.ts', import.meta.url));
  worker.onmessage = ({ data }: MessageEvent<TiffReply>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if ('tiff' in data) request.resolve(data.tiff);
    else request.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    // A worker that failed to load or crashed answers nothing more: fail what waits and start afresh next time.
    event.preventDefault();
    for (const request of pending.values()) request.reject(new Error(event.message || 'TIFF worker failed'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** PNG or JPEG bytes to a print TIFF (tiff.ts), in the worker. The bytes are handed over (transferred). */
export function convertInWorker(bytes: Uint8Array, signal: AbortSignal): Promise<Uint8Array> {
  if (signal.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    const onAbort = () => {
      // The worker finishes the image anyway; its answer then finds no one waiting.
      pending.delete(id);
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    pending.set(id, {
      resolve: (tiff) => {
        signal.removeEventListener('abort', onAbort);
        resolve(tiff);
      },
      reject: (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    const copy = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();
    theWorker().postMessage({ id, bytes: copy } satisfies TiffRequest, [copy.buffer]);
  });
}
