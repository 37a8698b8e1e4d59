/**
 * Which designers are open, in this tab or another (issue 9): each opening holds a Web Lock named after it
 * while it lives, and the browser frees it when the tab closes or crashes. An opening then leaves alone
 * the drafts another open tab is still writing, and offers back only those whose tab is gone.
 * Without Web Locks (an old browser), every draft counts as left behind, as before.
 */
const LOCK_PREFIX = 'designer:opening:';

/** Holds the lock of `openingId` until the returned function is called. */
export function holdOpening(openingId: string): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return () => {};
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void locks.request(`${LOCK_PREFIX}${openingId}`, () => released).catch(() => {});
  return release;
}

/** The openings whose lock is held now. */
export async function openOpenings(): Promise<Set<string>> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(held.map((lock) => lock.name ?? '').filter((name) => name.startsWith(LOCK_PREFIX)).map((name) => name.slice(LOCK_PREFIX.length)));
  } catch {
    return new Set();
  }
}
