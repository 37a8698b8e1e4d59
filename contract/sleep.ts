/**
 * Waits `ms`, or rejects once `signal` aborts, its timer cleared (a poll that stops leaves no timer). The one
 * abortable wait of the console and the dev API: retries' back-off, polls, injected latency, a factory's
 * simulated delay.
 */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * What an aborted wait rejects with: the signal's own AbortError or TimeoutError (AbortSignal.timeout()), as
 * fetch would, so the in-process dev API fails like a real request; any other reason (abort(new Error(…)))
 * as an AbortError, so a caller's `name === 'AbortError'` check holds whoever stopped it.
 */
export function abortReason(signal: AbortSignal): DOMException {
  const reason: unknown = signal.reason;
  return reason instanceof DOMException && (reason.name === 'AbortError' || reason.name === 'TimeoutError')
    ? reason
    : new DOMException('The operation was aborted.', 'AbortError');
}
