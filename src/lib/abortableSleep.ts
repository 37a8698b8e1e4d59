import { abortError } from './uploadQueue';

/** Resolves after `ms`, or rejects as soon as the signal aborts, its timer cleared: a poll that stops leaves no timer. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
