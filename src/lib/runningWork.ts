/**
 * Work the merchant would lose by leaving the page (an upload, an import, a batch): one registry for the
 * whole console, so a reload or a closed tab while any of it runs asks first (`beforeunload`). Each piece
 * of work registers when it starts and releases when it ends; the page listener is attached only while
 * something runs, so an idle console never blocks the browser's back-forward cache.
 */
export interface RunningWorkTarget {
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
}

export interface RunningWorkRegistry {
  /** Registers one piece of running work; the returned release is idempotent. */
  start(label: string): () => void;
  /** What runs now, by label, oldest first. */
  running(): string[];
}

export function createRunningWork(target: RunningWorkTarget | null): RunningWorkRegistry {
  const entries = new Map<symbol, string>();
  const warn = (event: BeforeUnloadEvent) => {
    // Browsers show their own text; preventDefault plus a returnValue is what each of them needs.
    event.preventDefault();
    event.returnValue = '';
  };
  return {
    start(label) {
      const id = Symbol(label);
      if (entries.size === 0) target?.addEventListener('beforeunload', warn);
      entries.set(id, label);
      return () => {
        if (!entries.delete(id)) return;
        if (entries.size === 0) target?.removeEventListener('beforeunload', warn);
      };
    },
    running: () => [...entries.values()],
  };
}

/** The console's one registry. */
export const runningWork = createRunningWork(typeof window === 'undefined' ? null : window);
