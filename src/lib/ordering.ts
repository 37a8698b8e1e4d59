/**
 * Drag-sort of the catalogue's ordered lists (brands, models, materials, colours, collections, assets).
 * Spec 1 §3: each item carries `next`, the id of the item after it (null for the last). Spec 1 §4 and
 * §9: a sort is saved item by item, one ordering call per item whose position changed, and a second
 * sort is refused while one runs.
 */
import type { Id } from '../../contract/catalogue';
import { MSG } from '../messages';

export interface LinkedItem {
  id: Id;
  next: Id | null;
}

/** One `PATCH .../{id}/ordering {next}`: take `id` out and put it immediately before `next` (null: at the end). */
export interface OrderingCall {
  id: Id;
  next: Id | null;
}

/** Spec 1 §4: the refusal of a second sort. */
export const SORT_IN_PROGRESS_TEXT = MSG.common.sorting;

/**
 * The items in list order, following `next` from the head. The head is the first item (in input order)
 * that no other item points at. A list the server broke (a dangling `next`, a cycle, two heads) still
 * shows every item once: what the walk from the head does not reach is appended in input order, so the
 * merchant can drag it back into place rather than lose it.
 */
export function orderFromLinks<T extends LinkedItem>(items: readonly T[]): T[] {
  const byId = new Map<Id, T>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  const pointedAt = new Set<Id>();
  for (const item of items) if (item.next !== null && item.next !== item.id) pointedAt.add(item.next);

  const ordered: T[] = [];
  const placed = new Set<Id>();
  let current: T | undefined = items.find((item) => !pointedAt.has(item.id)) ?? items[0];
  while (current && !placed.has(current.id)) {
    ordered.push(current);
    placed.add(current.id);
    current = current.next === null ? undefined : byId.get(current.next);
  }
  for (const item of items) {
    if (placed.has(item.id)) continue;
    ordered.push(item);
    placed.add(item.id);
  }
  return ordered;
}

/**
 * The ordering calls that turn `oldIds` into `newIds` on a server that applies each call as "take the
 * item out and insert it before `next`". One call per item whose index changed (spec 1 §4), sent in the
 * order returned.
 *
 * Why it works: calls go from the end of the new order to the start, and each moved item is put right
 * before its new successor (the last one at the end). No later call moves that successor (its new
 * index is higher) or inserts before it (a later call inserts before an item of new index at most the
 * moved item's own), so every moved item ends glued to its successor. The items that did not move keep
 * their old relative order, which is their new order because their indexes are unchanged. The unit
 * test checks every permutation of up to 6 items against a reference server.
 */
export function orderingCalls(oldIds: readonly Id[], newIds: readonly Id[]): OrderingCall[] {
  assertSameItems(oldIds, newIds);
  const calls: OrderingCall[] = [];
  for (let k = newIds.length - 1; k >= 0; k--) {
    if (oldIds[k] === newIds[k]) continue;
    calls.push({ id: newIds[k]!, next: k + 1 < newIds.length ? newIds[k + 1]! : null });
  }
  return calls;
}

/** Whether two orders are orders of the same items: each id once, the same ids in both. */
export function holdSameItems(oldIds: readonly Id[], newIds: readonly Id[]): boolean {
  const before = new Set(oldIds);
  const after = new Set(newIds);
  return before.size === oldIds.length && after.size === newIds.length && before.size === after.size && newIds.every((id) => before.has(id));
}

function assertSameItems(oldIds: readonly Id[], newIds: readonly Id[]) {
  // A programming error, not a merchant's: the caller mixed two lists or dropped an item.
  if (!holdSameItems(oldIds, newIds)) throw new Error('orderingCalls: the old and new orders must hold the same distinct ids');
}

/** What the server does with one ordering call: takes `id` out and puts it right before `next` (null: at the end). */
export function applyOrderingCall(ids: readonly Id[], { id, next }: OrderingCall): Id[] {
  const rest = ids.filter((other) => other !== id);
  const at = next === null ? -1 : rest.indexOf(next);
  if (at < 0) rest.push(id);
  else rest.splice(at, 0, id);
  return rest;
}

/**
 * What to do with a sort that a reload or a closed tab cut short (`before` the order it started from,
 * `target` the order dropped), given the list as the server has it now:
 * - `finish`: the list is `before` with some of the sort's calls applied (the last one sent may or may not
 *   have landed), nothing else: sending the calls from `current` to `target` gives what the merchant asked for.
 * - `changed`: an item was added or deleted, or the list was sorted otherwise since: the half-applied sort is
 *   mixed with someone's later change, and neither finishing nor putting `before` back would keep that
 *   change, so nothing is sent and the merchant checks the order shown. So is a note that cannot be a
 *   sort at all (`before` and `target` not orders of the same items: storage another script or version
 *   wrote): it runs while the list screen loads, and a throw there would take the whole screen down.
 */
export type InterruptedSortPlan = { kind: 'finish'; calls: OrderingCall[] } | { kind: 'changed' };

export function planInterruptedSort(before: readonly Id[], target: readonly Id[], current: readonly Id[]): InterruptedSortPlan {
  if (!holdSameItems(before, target)) return { kind: 'changed' };
  const same = (a: readonly Id[], b: readonly Id[]) => a.length === b.length && a.every((id, i) => id === b[i]);
  let state: readonly Id[] = before;
  const states = [state];
  for (const call of orderingCalls(before, target)) states.push((state = applyOrderingCall(state, call)));
  // `current` is one of the sort's own states, so it holds `target`'s items: orderingCalls cannot refuse it.
  if (!states.some((known) => same(known, current))) return { kind: 'changed' };
  return { kind: 'finish', calls: orderingCalls(current, target) };
}

/** A drag result: the item at `fromIndex` now sits at `toIndex`, the others keep their order. */
export function moveItem<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] {
  const moved = items.slice();
  if (fromIndex < 0 || fromIndex >= items.length || fromIndex === toIndex) return moved;
  const target = Math.max(0, Math.min(items.length - 1, toIndex));
  const [item] = moved.splice(fromIndex, 1);
  moved.splice(target, 0, item!);
  return moved;
}

export interface SortLock {
  /** True while a sort runs. */
  readonly busy: boolean;
  /** Runs `task` unless a sort is already running; then rejects with 正在排序中，请稍后重试 (spec 1 §4). */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSortLock(): SortLock {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (busy) throw new Error(SORT_IN_PROGRESS_TEXT);
      busy = true;
      try {
        return await task();
      } finally {
        busy = false;
      }
    },
  };
}

/**
 * The one lock every sortable list shares: dragging brands while the
 * models' sort is still sending would interleave two sequences of ordering calls.
 */
export const sortLock = createSortLock();
