/**
 * Which designers are open, in this tab or another: each opening holds a Web Lock named after it
 * while it lives (lib/heldLocks.ts). An opening then leaves alone the drafts another open tab is still
 * writing, and offers back only those whose tab is gone. Without Web Locks (an old browser), every draft
 * counts as left behind, as before.
 */
import { heldLocks, holdLock } from '../../../lib/heldLocks';

const LOCK_PREFIX = 'designer:opening:';

/** Holds the lock of `openingId` until the returned function is called. */
export function holdOpening(openingId: string): () => void {
  return holdLock(`${LOCK_PREFIX}${openingId}`);
}

/** The openings whose lock is held now. */
export function openOpenings(): Promise<Set<string>> {
  return heldLocks(LOCK_PREFIX);
}
