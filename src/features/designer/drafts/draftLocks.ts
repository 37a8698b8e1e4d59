/**
 * Which designers are open, in this tab or another: each opening holds a Web Lock named after it
 * while it lives (lib/heldLocks.ts). An opening then leaves alone the drafts another open tab is still
 * writing, and offers back only those whose tab is gone. Without Web Locks (an old browser), every draft
 * counts as left behind, as before.
 */
import { claimLock, heldLocks, holdLock } from '../../../lib/heldLocks';

const LOCK_PREFIX = 'designer:opening:';

/** Holds the lock of `openingId` until the returned function is called. */
export function holdOpening(openingId: string): () => void {
  return holdLock(`${LOCK_PREFIX}${openingId}`);
}

/**
 * Takes the lock of an opening that is gone while its draft is offered: another tab opening the same
 * template meanwhile counts that draft as open elsewhere, so two tabs never both restore it. Null when
 * another tab has it already.
 */
export function claimOpening(openingId: string): Promise<(() => void) | null> {
  return claimLock(`${LOCK_PREFIX}${openingId}`);
}

/** The openings whose lock is held now. */
export function openOpenings(): Promise<Set<string>> {
  return heldLocks(LOCK_PREFIX);
}
