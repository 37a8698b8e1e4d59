/**
 * The page's side of the match worker: one worker per job, ended after its answer. The promise always
 * settles: the result resolves; an error in the worker, a worker that fails to load or crashes, and an
 * abort (the worker is ended at once) reject.
 */
import type { MatchReply, MatchRequest } from './protocol';
import type { FactoryModel, MatchResult, ProductModel } from './types';

export interface WorkerMatchOptions {
  /** The guard over the spec's rule (guard.ts); default true. */
  guard?: boolean;
  /** MatchOptions.catalogue: the whole catalogue the products were picked from. */
  catalogue?: ProductModel[];
  /** Tests hand in a stand-in. */
  createWorker?: () => Worker;
}

function defaultWorker(): Worker {
  // rspack bundles the worker as its own chunk from this pattern (new URL with import.meta.url).
  return new Worker(new URL('./match.worker.ts', import.meta.url));
}

export function matchInWorker(
  products: ProductModel[],
  factory: FactoryModel[],
  options: WorkerMatchOptions = {},
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MatchResult> {
  if (signal?.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
  const worker = (options.createWorker ?? defaultWorker)();
  return new Promise<MatchResult>((resolve, reject) => {
    const onAbort = () => finish(() => reject(new DOMException('aborted', 'AbortError')));
    const finish = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      outcome();
    };
    worker.onmessage = ({ data }: MessageEvent<MatchReply>) => {
      if (data.type === 'progress') onProgress?.(data.done, data.total);
      else if (data.type === 'done') finish(() => resolve(data.result));
      else finish(() => reject(new Error(data.message)));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => reject(new Error(event.message || 'match worker failed')));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const request: MatchRequest = { products, factory, guard: options.guard ?? true, ...(options.catalogue ? { catalogue: options.catalogue } : {}) };
    worker.postMessage(request);
  });
}
