/**
 * One image's fetch, given up when nothing has come for a while: a reply that never comes, or a body that
 * stops half-way, fails that image (and is retried) instead of holding the whole download until 取消.
 */
export interface StallGuard {
  /** Aborts when the download stops, or when `alive` was not called for the guard's time. */
  readonly signal: AbortSignal;
  /** Something came: the wait starts again. */
  alive(): void;
  /** Whether the guard, not the download's stop, aborted the fetch. */
  stalled(): boolean;
  /** The fetch is over: no timer or listener is left behind. */
  end(): void;
}

export function stallGuard(stop: AbortSignal, stallMs: number): StallGuard {
  const controller = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onStop = () => controller.abort(stop.reason);
  if (stop.aborted) controller.abort(stop.reason);
  else stop.addEventListener('abort', onStop, { once: true });
  const alive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort(new DOMException('stalled', 'TimeoutError'));
    }, stallMs);
  };
  alive();
  return {
    signal: controller.signal,
    alive,
    stalled: () => stalled,
    end: () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
    },
  };
}
