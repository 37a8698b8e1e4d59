/**
 * What a piece of running work (a bulk download, a push to a factory) has charged and not yet settled, kept
 * in localStorage and marked alive by a Web Lock (lib/heldLocks), so that credits never stay with the
 * service for images nobody received because the work could not reach its end: the tab was closed or
 * reloaded mid-way, the session ended in another tab, or the refund found no network. The next visit by the
 * same account refunds what such a note names, under the service's rule (contract/credits.ts: an image
 * whose print file was served, or whose order a factory accepted, stays charged). A note whose lock is held
 * belongs to work still running in some tab and is left alone.
 *
 * Each kind of work keeps its notes on a shelf of its own (ChargeNoteShelf), so each settles and tells its
 * own in its own words.
 */
import { chargeBatches, imageKey as keyOf, type ImageRef, type RefundResult } from '../../contract/credits';
import type { SafeStorage } from './safeStorage';

/** Where one kind of work keeps its notes: the storage key and the lock name, each followed by a note's id. */
export interface ChargeNoteShelf {
  key: string;
  lock: string;
}

interface ChargeNote {
  id: string;
  username: string;
  /** Charged by that work and not settled yet. */
  refs: ImageRef[];
  /**
   * Sent to be charged, not yet answered: a tab reloaded then may have been charged for them. They are
   * refunded too; a refund skips an image that is not charged (contract/credits.ts).
   */
  pending: ImageRef[];
}

export interface ChargeNoteDeps {
  shelf: ChargeNoteShelf;
  storage: SafeStorage;
  holdLock: (name: string) => () => void;
  heldLocks: (prefix: string) => Promise<Set<string>>;
  newId: () => string;
}

export interface RunningChargeNote {
  /** A charge of these is about to be sent. */
  charging(refs: readonly ImageRef[]): void;
  /** What the charge charged (the rest of what was sent was charged before); it is no longer pending. */
  charged(refs: readonly ImageRef[]): void;
  /** The charge was refused (all or nothing): nothing of it is pending. */
  notCharged(): void;
  /** Settled (saved in an archive, accepted by a factory, refunded): no longer the note's (keys: imageKey). */
  delivered(keys: readonly string[]): void;
  /** The work ended and settled its charges: the note goes. */
  finish(): void;
  /** The work ended without settling them (its refund did not answer): the note stays for the next visit. */
  leave(): void;
}

export function startChargeNote(deps: ChargeNoteDeps, username: string): RunningChargeNote {
  const note: ChargeNote = { id: deps.newId(), username, refs: [], pending: [] };
  const key = deps.shelf.key + note.id;
  const release = deps.holdLock(deps.shelf.lock + note.id);
  const write = () =>
    note.refs.length > 0 || note.pending.length > 0 ? deps.storage.setItem(key, JSON.stringify(note)) : deps.storage.removeItem(key);
  let ended = false;
  return {
    charging(refs) {
      if (ended) return;
      note.pending = [...refs];
      write();
    },
    charged(refs) {
      if (ended) return;
      note.pending = [];
      note.refs.push(...refs);
      write();
    },
    notCharged() {
      if (ended) return;
      note.pending = [];
      write();
    },
    delivered(keys) {
      if (ended) return;
      const done = new Set(keys);
      note.refs = note.refs.filter((ref) => !done.has(keyOf(ref)));
      write();
    },
    finish() {
      if (ended) return;
      ended = true;
      deps.storage.removeItem(key);
      release();
    },
    leave() {
      if (ended) return;
      ended = true;
      release();
    },
  };
}

/** For work that charges nothing (or keeps no note): every step is a no-op. */
export const NO_CHARGE_NOTE: RunningChargeNote = {
  charging: () => undefined,
  charged: () => undefined,
  notCharged: () => undefined,
  delivered: () => undefined,
  finish: () => undefined,
  leave: () => undefined,
};

/** What the refund of charges left behind came to: RefundResult summed over its batches, and what found no answer. */
export interface LeftChargesRefund {
  refundedImages: number;
  refundedCredits: number;
  servedImages: number;
  pushedImages: number;
  /**
   * Named, neither given back nor kept charged: not charged by then (a charge cut short before it arrived,
   * or refunded already) or charged longer ago than the service refunds (REFUND_WINDOW_MS).
   */
  skippedImages: number;
  /** The batches the refund did not answer: to be put back (leaveCharges) for a later visit. */
  unsettled: ImageRef[];
}

/** Refunds `refs` in batches under the service's rule (contract/credits.ts), stopping at the first that finds no answer. */
export async function refundLeftCharges(refund: (request: { images: ImageRef[] }) => Promise<RefundResult>, refs: readonly ImageRef[]): Promise<LeftChargesRefund> {
  const total: LeftChargesRefund = { refundedImages: 0, refundedCredits: 0, servedImages: 0, pushedImages: 0, skippedImages: 0, unsettled: [] };
  const batches = chargeBatches(refs);
  for (const [index, batch] of batches.entries()) {
    let result: RefundResult;
    try {
      result = await refund({ images: batch });
    } catch {
      total.unsettled = batches.slice(index).flat();
      break;
    }
    const pushed = result.pushedImages ?? 0;
    total.refundedImages += result.refundedImages;
    total.refundedCredits += result.refundedCredits;
    total.servedImages += result.servedImages;
    total.pushedImages += pushed;
    total.skippedImages += Math.max(0, batch.length - result.refundedImages - result.servedImages - pushed);
  }
  return total;
}

/** The charges that work of this shelf and account left unsettled (no tab holds their lock), taken out of storage. */
export async function takeLeftCharges(deps: ChargeNoteDeps, username: string): Promise<ImageRef[]> {
  const keys = deps.storage.keys().filter((key) => key.startsWith(deps.shelf.key));
  if (keys.length === 0) return [];
  const alive = await deps.heldLocks(deps.shelf.lock);
  const refs: ImageRef[] = [];
  for (const key of keys) {
    const id = key.slice(deps.shelf.key.length);
    if (alive.has(id)) continue;
    const note = parseNote(deps.storage.getItem(key));
    // Another account's note waits for that account: its charges are not this session's to settle.
    if (note && note.username !== username) continue;
    deps.storage.removeItem(key);
    if (note) refs.push(...note.refs, ...note.pending);
  }
  // Each image once, though a pending charge may name one the note also holds as charged.
  return [...new Map(refs.map((ref) => [keyOf(ref), ref])).values()];
}

/** Puts refs back for a later visit (their refund did not answer this time). */
export function leaveCharges(deps: ChargeNoteDeps, username: string, refs: readonly ImageRef[]): void {
  if (refs.length === 0) return;
  const note: ChargeNote = { id: deps.newId(), username, refs: [...refs], pending: [] };
  deps.storage.setItem(deps.shelf.key + note.id, JSON.stringify(note));
}

const isRef = (value: unknown): value is ImageRef => {
  if (!value || typeof value !== 'object') return false;
  const { orderId, orderItemId, infoIndex } = value as Record<string, unknown>;
  return typeof orderId === 'string' && typeof orderItemId === 'string' && Number.isInteger(infoIndex) && (infoIndex as number) >= 0;
};

function parseNote(text: string | null): ChargeNote | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { id, username, refs, pending = [] } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof username !== 'string' || !Array.isArray(refs) || !refs.every(isRef)) return null;
    if (!Array.isArray(pending) || !pending.every(isRef)) return null;
    return { id, username, refs, pending };
  } catch {
    return null;
  }
}
