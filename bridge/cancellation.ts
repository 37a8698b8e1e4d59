import { reportLater } from './reportLater';

/**
 * A cancel flag with listeners. The mini-program's JS engine is not a browser, so the host half does
 * not count on AbortController being there; this is the little of it the bridge needs.
 */
export interface CancelSignal {
  readonly cancelled: boolean;
  /** Runs `listener` once, at the cancel (at once if already cancelled); returns its removal. */
  onCancel(listener: () => void): () => void;
}

export interface Cancellation {
  readonly signal: CancelSignal;
  cancel(): void;
}

export function createCancellation(): Cancellation {
  const listeners = new Set<() => void>();
  let cancelled = false;
  const signal: CancelSignal = {
    get cancelled() {
      return cancelled;
    },
    onCancel(listener) {
      if (cancelled) {
        listener();
        return () => undefined;
      }
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
  return {
    signal,
    cancel() {
      if (cancelled) return;
      cancelled = true;
      const pending = [...listeners];
      listeners.clear();
      for (const listener of pending) {
        try {
          listener();
        } catch (error) {
          // One failing listener must not keep the others from learning of the cancel.
          reportLater(error);
        }
      }
    },
  };
}
