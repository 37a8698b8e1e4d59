/**
 * A drag-sort leaves a note of what it is doing while its ordering calls are on their way (spec 1 §4 sends
 * one per moved item, so a sort of one row may take several calls): the list, the order it started from
 * and the order dropped, kept in localStorage and marked alive by a Web Lock (lib/heldLocks). A reload or a
 * closed tab mid-sort frees the lock and leaves the note, so the next visit of that list can finish the
 * sort or say why it did not (planInterruptedSort in lib/ordering.ts). A note whose lock is still held
 * belongs to a sort running in another tab and is left alone.
 *
 * A note is the account's that sorted: another account signed in on the same browser neither sees it nor
 * takes it (its ids mean nothing in that account's lists).
 */
import type { Id } from '../../contract/catalogue';
import { holdSameItems } from './ordering';
import type { SafeStorage } from './safeStorage';

const KEY_PREFIX = 'pcc.sortNote.';
const LOCK_PREFIX = 'sort-note:';

export interface SortNote {
  id: string;
  /** The account that sorted. */
  account: string;
  /** Which list: `brands`, `models:{brandId}`, `colors:{materialId}`… (the sortable list's own name). */
  list: string;
  /** The order when the sort began, and the order the merchant dropped. */
  before: Id[];
  target: Id[];
  /** When it began (ms): of two notes for one list, the later sort is the one that counts. */
  startedAt: number;
}

export interface SortNoteDeps {
  storage: SafeStorage;
  holdLock: (name: string) => () => void;
  heldLocks: (prefix: string) => Promise<Set<string>>;
  newId: () => string;
  now: () => number;
}

export interface RunningSortNote {
  /** The sort's calls have all been answered, or one failed and the merchant was told: the note goes. */
  finish(): void;
}

export function startSortNote(
  deps: SortNoteDeps,
  start: { account: string; list: string; before: readonly Id[]; target: readonly Id[] },
): RunningSortNote {
  const note: SortNote = { id: deps.newId(), ...start, before: [...start.before], target: [...start.target], startedAt: deps.now() };
  const key = KEY_PREFIX + note.id;
  const release = deps.holdLock(LOCK_PREFIX + note.id);
  deps.storage.setItem(key, JSON.stringify(note));
  let finished = false;
  return {
    finish() {
      if (finished) return;
      finished = true;
      deps.storage.removeItem(key);
      release();
    },
  };
}

/**
 * The account's latest sort of `list` that stopped without finishing (no tab holds its lock), taken out of
 * storage with any older one of the same list. Other lists' and other accounts' notes are left; one that
 * cannot be read, or whose two orders do not hold the same ids, is dropped unread (whose it is cannot be told).
 */
export async function takeInterruptedSort(deps: SortNoteDeps, account: string, list: string): Promise<SortNote | null> {
  const keys = deps.storage.keys().filter((key) => key.startsWith(KEY_PREFIX));
  if (keys.length === 0) return null;
  const alive = await deps.heldLocks(LOCK_PREFIX);
  let latest: SortNote | null = null;
  for (const key of keys) {
    if (alive.has(key.slice(KEY_PREFIX.length))) continue;
    const note = parseNote(deps.storage.getItem(key));
    if (note && (note.account !== account || note.list !== list)) continue;
    deps.storage.removeItem(key);
    if (note && (!latest || note.startedAt > latest.startedAt)) latest = note;
  }
  return latest;
}

function parseNote(text: string | null): SortNote | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { id, account, list, before, target, startedAt } = value as Record<string, unknown>;
    const ids = (items: unknown): items is Id[] => Array.isArray(items) && items.every((item) => typeof item === 'string');
    if (typeof id !== 'string' || typeof account !== 'string' || typeof list !== 'string' || !ids(before) || !ids(target)) return null;
    if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
    // A sort only reorders: two orders of different items are no note this console wrote, and no plan can
    // be made from them (orderingCalls refuses them).
    if (!holdSameItems(before, target)) return null;
    return { id, account, list, before, target, startedAt };
  } catch {
    return null;
  }
}
