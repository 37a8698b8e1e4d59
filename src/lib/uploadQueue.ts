/**
 * Bounded-concurrency work queue for the upload wizard (spec 1 §4: files are uploaded 6 at a time,
 * spec 1 §9) and for reading many files in the bulk wireframe import.
 */

export type QueueResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface QueueOptions<R> {
  /** How many workers run at once; spec 1 §9's upload queue is 6. */
  concurrency?: number;
  /** Called as each item settles, in completion order: the wizard's progress n/total. */
  onSettled?: (index: number, result: QueueResult<R>) => void;
  /** Aborting stops starting new items; the ones not started settle as failed with an AbortError. */
  signal?: AbortSignal;
}

export const UPLOAD_CONCURRENCY = 6;

/**
 * Runs `worker` over every item, at most `concurrency` at once. One failure never stops the others
 * (the results table of step 2 reports each file, spec 1 §2). Results come back in input order.
 * Items already running when the signal aborts get the signal and settle however their worker ends.
 */
export function runQueue<T, R>(
  items: readonly T[],
  worker: (item: T, index: number, signal: AbortSignal | undefined) => Promise<R>,
  options: QueueOptions<R> = {},
): Promise<QueueResult<R>[]> {
  const { signal, onSettled } = options;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? UPLOAD_CONCURRENCY));
  const results: QueueResult<R>[] = new Array(items.length);
  let nextIndex = 0;

  const settle = (index: number, result: QueueResult<R>) => {
    results[index] = result;
    if (!onSettled) return;
    try {
      onSettled(index, result);
    } catch (error) {
      // A broken progress listener must not stall the queue; surface it like any uncaught error.
      setTimeout(() => {
        throw error;
      });
    }
  };

  // Settle the not-started items at the moment of the abort, not when a running worker frees a slot:
  // the wizard can show the cancelled files at once even if an upload in flight takes its time.
  const abortTheRest = () => {
    while (nextIndex < items.length) settle(nextIndex++, { ok: false, error: abortError() });
  };
  if (signal?.aborted) abortTheRest();
  else signal?.addEventListener('abort', abortTheRest);

  const runWorker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      try {
        settle(index, { ok: true, value: await worker(items[index]!, index, signal) });
      } catch (error) {
        settle(index, { ok: false, error });
      }
    }
  };

  const workers: Promise<void>[] = [];
  for (let i = 0; i < Math.min(concurrency, items.length); i++) workers.push(runWorker());
  return Promise.all(workers).then(() => {
    signal?.removeEventListener('abort', abortTheRest);
    return results;
  });
}

/** DOMException named AbortError, as fetch rejects on abort (AbortSignal.reason is newer than Chrome 87). */
export function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Throws an AbortError if `signal` has aborted: a long job checks this before each write it sends. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}
