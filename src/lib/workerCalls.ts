/**
 * Calls to one worker kept for the page, each answered by its id. A worker that fails to load or crashes
 * answers nothing more: what waits fails, and the next call starts a fresh one.
 */

/** What a worker answers: the request's id, and either its result's fields or an error. */
export type WorkerReply<Result> = ({ id: number } & Result) | { id: number; error: string };

export type WorkerCall<Request, Result> = (request: Request, transfer?: Transferable[], signal?: AbortSignal) => Promise<{ id: number } & Result>;

const aborted = () => new DOMException('aborted', 'AbortError');

/** The bytes as a whole buffer of their own, which a message can hand over (transfer) instead of copying. */
export const ownBuffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (bytes as Uint8Array<ArrayBuffer>) : bytes.slice();

/**
 * The worker failed to load or crashed: not the request's fault. A caller may try the same request again
 * (a fresh worker is started for it), where an error the worker answered with would come back the same.
 */
export class WorkerLost extends Error {}

/** `start` must hold `new Worker(new URL('./x.worker.ts', import.meta.url))` itself: rspack bundles the worker from that pattern. */
export function workerCalls<Request extends object, Result extends object>(start: () => Worker, name: string): WorkerCall<Request, Result> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: { id: number } & Result) => void; reject: (error: Error) => void }>();

  const theWorker = (): Worker => {
    if (worker) return worker;
    const started = start();
    started.onmessage = ({ data }: MessageEvent<WorkerReply<Result>>) => {
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      if ('error' in data) request.reject(new Error(data.error));
      else request.resolve(data);
    };
    started.onerror = (event) => {
      event.preventDefault();
      for (const request of pending.values()) request.reject(new WorkerLost(event.message || `${name} worker failed`));
      pending.clear();
      started.terminate();
      if (worker === started) worker = null;
    };
    worker = started;
    return started;
  };

  return (request, transfer = [], signal) => {
    if (signal?.aborted) return Promise.reject(aborted());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      // On a cancel the worker finishes the request anyway; its answer then finds no one waiting.
      const onAbort = () => {
        pending.delete(id);
        reject(aborted());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, {
        resolve: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(reply);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      try {
        theWorker().postMessage({ ...request, id }, transfer);
      } catch (error) {
        // Not sent (a worker that cannot start, a message that cannot be cloned): nothing will answer it.
        pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
        pending.delete(id);
      }
    });
  };
}
