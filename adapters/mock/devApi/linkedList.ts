// Ordered lists the way the admin API models them (spec 1 §3): each item carries `next`, the id of the
// item after it, null for the last. We keep the items in an array in list order *and* keep every `next`
// in step with it after each change, so a list can be sent as is and the pointers can never disagree
// with the order the screens show.
import { HttpError, badRequest } from './http/http';

export interface Linked {
  id: string;
  next: string | null;
}

/** Rewrites every `next` from the array order. Called after each mutation; cheap for lists this size. */
export function relink<T extends Linked>(items: T[]): T[] {
  for (let i = 0; i < items.length; i++) items[i]!.next = i + 1 < items.length ? items[i + 1]!.id : null;
  return items;
}

/** New items go at the end, as the screens expect after 新增. */
export function appendItem<T extends Linked>(items: T[], item: T): T {
  items.push(item);
  relink(items);
  return item;
}

/** Removes every item the predicate picks and closes the gaps; returns what it removed. */
export function removeWhere<T extends Linked>(items: T[], picks: (item: T) => boolean): T[] {
  const removed: T[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    if (picks(items[i]!)) removed.unshift(items.splice(i, 1)[0]!);
  }
  relink(items);
  return removed;
}

/**
 * PATCH .../ordering {next}: takes the item out and puts it immediately before `next`, or at the end
 * when `next` is null. Refused (400) when `next` is the item itself or not in this list, so a client
 * that mixes up two lists (two brands' models, two materials' colours) hears about it.
 */
export function moveBefore<T extends Linked>(items: T[], id: string, next: string | null): T {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) throw new HttpError(404, 'NOT_FOUND', `排序的条目不存在: ${id}`);
  if (next === id) throw badRequest('next 不能是条目自己', 'INVALID_ORDERING');
  if (next !== null && !items.some((item) => item.id === next)) {
    throw badRequest(`next 不在同一列表中: ${next}`, 'INVALID_ORDERING');
  }
  const [item] = items.splice(from, 1);
  const to = next === null ? items.length : items.findIndex((other) => other.id === next);
  items.splice(to, 0, item!);
  relink(items);
  return item!;
}
