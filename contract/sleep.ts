/**
 * Waits `ms`, or rejects as fetch does once `signal` aborts: with the signal's reason (an AbortError for a
 * plain abort(), a TimeoutError for AbortSignal.timeout()). The one abortable wait of the console and the
 * dev API: retries' back-off, injected latency, a factory's simulated delay.
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

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
