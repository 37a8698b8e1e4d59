/**
 * Lets a long job stop the moment its signal fires, whatever it is waiting for (a bridge reply, the
 * next bytes of a stream): `race(p)` rejects with `abortError()` on abort, however long p takes.
 */
export function createAbortRace(signal: AbortSignal | undefined, abortError: () => Error) {
  if (!signal) return { race: <T>(promise: Promise<T>) => promise, dispose: () => undefined };
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
  });
  // Nobody may be racing when it fires; that rejection is not an unhandled one.
  aborted.catch(() => undefined);
  return {
    race: <T>(promise: Promise<T>) => Promise.race([promise, aborted]),
    dispose: () => signal.removeEventListener('abort', onAbort),
  };
}
