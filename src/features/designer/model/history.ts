/**
 * Undo history of snapshots (spec 2 §4, §9): at most 20; a new edit discards the redo branch; undo is
 * disabled at the first snapshot and redo at the last.
 *
 * Interactions use marks, as tldraw does: `mark` when a drag, resize or rotate starts,
 * `replacePresent` for every pointer move (no snapshot), `squash` at the end makes the whole interaction
 * one snapshot, `bail` returns to the state at the mark. Selection changes also go through
 * `replacePresent`, so selecting never creates a snapshot and never drops the redo branch.
 *
 * Immutable: every function returns a new History (or the same one when nothing changes).
 */
import { HISTORY_LIMIT } from './constants';

export interface History<T> {
  /** Older snapshots, oldest first. */
  readonly past: readonly T[];
  readonly present: T;
  /** Undone snapshots, the next redo first. */
  readonly future: readonly T[];
  /** The present when the running interaction began; null when none runs. */
  readonly mark: { readonly state: T } | null;
  /** Most snapshots kept, present included. */
  readonly limit: number;
}

export function createHistory<T>(initial: T, limit: number = HISTORY_LIMIT): History<T> {
  if (!(limit >= 1)) throw new RangeError(`history limit must be at least 1, got ${limit}`);
  return { past: [], present: initial, future: [], mark: null, limit };
}

/**
 * Records `next` as a new snapshot: drops the redo branch and, beyond the limit, the oldest snapshot.
 * Committing the present itself is no edit and changes nothing. A commit during an interaction first
 * ends it (squash), so the interaction and the commit stay two separate undo steps.
 */
export function commit<T>(history: History<T>, next: T): History<T> {
  const h = history.mark ? squash(history) : history;
  if (next === h.present) return h;
  return { ...h, past: keepNewest([...h.past, h.present], h.limit - 1), present: next, future: [] };
}

/** Replaces the present without a snapshot: live interaction updates and selection changes. */
export function replacePresent<T>(history: History<T>, next: T): History<T> {
  return next === history.present ? history : { ...history, present: next };
}

export function undo<T>(history: History<T>): History<T> {
  // Undo during a drag cancels the drag first; it never undoes through a half-done interaction.
  const h = history.mark ? bail(history) : history;
  if (h.past.length === 0) return h;
  const present = h.past[h.past.length - 1];
  return { ...h, past: h.past.slice(0, -1), present, future: [h.present, ...h.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const h = history.mark ? bail(history) : history;
  if (h.future.length === 0) return h;
  return { ...h, past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/** False at the first snapshot (spec 2 §4). */
export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

/** False at the last snapshot (spec 2 §4). */
export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

/** Starts an interaction. A second mark while one runs keeps the first (one gesture, one step). */
export function mark<T>(history: History<T>): History<T> {
  return history.mark ? history : { ...history, mark: { state: history.present } };
}

/**
 * Ends an interaction: everything since the mark becomes one snapshot, or none when the interaction
 * changed nothing (a click on a handle without moving).
 */
export function squash<T>(history: History<T>): History<T> {
  if (!history.mark) return history;
  const before = history.mark.state;
  const unmarked: History<T> = { ...history, mark: null };
  if (history.present === before) return unmarked;
  return {
    ...unmarked,
    past: keepNewest([...history.past, before], history.limit - 1),
    future: [],
  };
}

/** Cancels an interaction: back to the state at the mark, as if it never started. */
export function bail<T>(history: History<T>): History<T> {
  if (!history.mark) return history;
  return { ...history, present: history.mark.state, mark: null };
}

function keepNewest<T>(items: T[], count: number): T[] {
  return items.length > count ? items.slice(items.length - count) : items;
}
