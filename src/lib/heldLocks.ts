/**
 * Work that is alive in some tab of this browser: each piece holds a Web Lock named after it while it
 * lives, and the browser frees the lock when the tab closes, reloads or crashes. Another tab (or the same
 * one after a reload) then tells work still running from work left behind. Without Web Locks (an old
 * browser) nothing counts as held.
 */

/** Holds the lock `name` until the returned function is called. */
export function holdLock(name: string): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return () => {};
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void locks.request(name, () => released).catch(() => {});
  return release;
}

/**
 * Takes the lock `name` only if nobody holds it: its release, or null when another tab (or this one)
 * has it. Two tabs claiming at once: one gets it. Without Web Locks every claim succeeds.
 */
export function claimLock(name: string): Promise<(() => void) | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    let release: () => void = () => {};
    const released = new Promise<void>((done) => (release = done));
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock ? release : null);
        return lock ? released : undefined;
      })
      // A page denied locks (an opaque origin) can coordinate with no one: as without Web Locks.
      .catch(() => resolve(() => {}));
  });
}

/** What follows `prefix` in the names of the locks held now. */
export async function heldLocks(prefix: string): Promise<Set<string>> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(held.map((lock) => lock.name ?? '').filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length)));
  } catch {
    return new Set();
  }
}

/**
 * Resolves once nobody holds the lock `name` (at once if nobody does): the tab doing that work has ended it or
 * is gone. Never resolves after `signal` aborts, nor without Web Locks, where no work is ever seen as held.
 */
export function whenReleased(name: string, signal: AbortSignal): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return new Promise(() => {});
  return new Promise((resolve) => {
    locks.request(name, { signal }, () => resolve()).catch(() => {});
  });
}
