import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { moveItem, planInterruptedSort, sortLock } from '../lib/ordering';
import { takeInterruptedSort, type SortNote } from '../lib/sortNote';
import { MSG } from '../messages';
import { refuseSecondSort, sendSort, sortAccount, sortNotes, useSortSave } from './useSortSave';

export interface SortableListOptions<T extends { id: string }> {
  /** The list as the server last answered, in order. */
  items: readonly T[];
  /** Sends one ordering call: put `id` right before `next` (null: at the end). */
  order: (id: string, next: string | null) => Promise<unknown>;
  /** Loads the list again; the sort counts as saved once this has settled. */
  reload: () => Promise<unknown> | void;
  /**
   * What a drop sorts (`sortItems`, else `items`) as the server has it now, read afresh: a sort checks the
   * order it was made from is still the server's (useSortSave sendSort), since another tab may have sorted it.
   */
  current: () => Promise<readonly { id: string }[]>;
  /**
   * What the ordering calls sort, when that is more than what is shown: a page of cards followed by the
   * item right after the page. Indexes of a drop are the same in both. Defaults to `items`.
   */
  sortItems?: readonly { id: string }[];
  /** The list's name for the note of a sort cut short (useSortSave): `brands`, `models:{brandId}`… */
  list: string;
  /**
   * `items` is the server's answer for `list` now (loaded, not loading again, not failed): a sort a reload
   * cut short is looked at only then, against that answer.
   */
  ready: boolean;
}

export interface SortableList<T> {
  /** What to show: the dropped order while it is saved, else the server's. */
  shown: readonly T[];
  /** A sort is being saved: offer no drag, show 正在保存排序…. */
  saving: boolean;
  /** A drop from one index to another of `items`. Refused with 正在排序中，请稍后重试 while a sort is saved. */
  drop: (fromIndex: number, toIndex: number) => void;
  /** A drag is starting: false (and 正在排序中，请稍后重试 said) while any list's sort is being saved. */
  startDrag: () => boolean;
}

/** `ready` for a list loaded by useLoad: the answer is in, no reload runs, the last load did not fail. */
export const isSettled = (loaded: { data: unknown; loading: boolean; error: unknown }): boolean =>
  loaded.data !== undefined && !loaded.loading && !loaded.error;

/** Each account's and list's interrupted sort, taken once (a list mounted again before it was shown finds it). */
const takes = new Map<string, Promise<SortNote | null>>();

function takeOnce(account: string, list: string): { key: string; note: Promise<SortNote | null> } {
  const key = `${account}\n${list}`;
  if (!takes.has(key)) takes.set(key, takeInterruptedSort(sortNotes, account, list));
  return { key, note: takes.get(key)! };
}

/**
 * The one drag-sorted list behind every sortable table and grid (spec 1 §4, spec 2 §4). A drop is shown at
 * once and stays shown until its ordering calls and the reload after them have settled, so the row never
 * goes back to its old place while a slow call is answered, and no reload of an older order lands over it.
 * Spec 1 §4 runs one sort at a time: a drag or a drop while one is saved is refused with 正在排序中，请稍后重试.
 *
 * A sort a reload or a closed tab cut short (lib/sortNote.ts) is taken up when the list is next shown: if the
 * list is still that sort half-applied, its remaining calls are sent (what the merchant asked for) and the
 * merchant is told 上次的排序没有完成，已继续完成; if the list changed since, nothing is sent and the notice says
 * so, since finishing or putting the old order back would undo that later change.
 */
export function useSortableList<T extends { id: string }>({ items, order, reload, current, sortItems, list, ready }: SortableListOptions<T>): SortableList<T> {
  const ordered = sortItems ?? items;
  // The latest reader, behind one function: a list may pass a new one at each render.
  const reader = useRef(current);
  reader.current = current;
  const currentIds = useCallback(() => reader.current().then((now) => now.map((item) => item.id)), []);
  const save = useSortSave({ items: ordered, order, reload, current: currentIds, list });
  const [dropped, setDropped] = useState<readonly T[] | null>(null);
  // A ref, not the state: two drops in one event loop turn would both see the state still null.
  const saving = useRef(false);

  const run = useCallback((shown: readonly T[], task: () => Promise<void>) => {
    saving.current = true;
    setDropped(shown);
    // The task settles (never rejects) once the reload has: `items` then holds the server's order.
    void task().finally(() => {
      saving.current = false;
      setDropped(null);
    });
  }, []);

  const startDrag = useCallback(() => {
    if (!saving.current && !sortLock.busy) return true;
    refuseSecondSort();
    return false;
  }, []);

  const drop = useCallback(
    (fromIndex: number, toIndex: number) => {
      if (fromIndex === toIndex) return;
      // This list's sort or another's (a keyboard move reaches here without a drag start).
      if (saving.current || sortLock.busy) return refuseSecondSort();
      run(moveItem(items, fromIndex, toIndex), () => save(fromIndex, toIndex));
    },
    [items, save, run],
  );

  // A sort a reload cut short, and whether the list was read again since it was found: what the screen
  // loaded before may be older than another tab's change, and the plan must see that change.
  const [interrupted, setInterrupted] = useState<{ note: SortNote; reread: boolean } | null>(null);
  const account = sortAccount();
  useEffect(() => {
    let current = true;
    const { key, note } = takeOnce(account, list);
    void note.then((found) => {
      if (!current) return;
      takes.delete(key);
      if (found) setInterrupted({ note: found, reread: false });
    });
    return () => {
      current = false;
    };
  }, [account, list]);

  useEffect(() => {
    // A note of another list (the brand shown changed since it was taken) waits for that list.
    if (!interrupted || interrupted.note.list !== list || !ready || saving.current) return;
    const { note } = interrupted;
    if (!interrupted.reread) {
      // No drop meanwhile: the list is being read to decide on.
      saving.current = true;
      void Promise.resolve(reload())
        .catch(() => undefined)
        .finally(() => {
          saving.current = false;
          setInterrupted({ note, reread: true });
        });
      return;
    }
    setInterrupted(null);
    const shownIds = ordered.map((item) => item.id);
    const plan = planInterruptedSort(note.before, note.target, shownIds);
    if (plan.kind === 'changed') {
      Message.warning({ content: MSG.common.sortResumeChanged, duration: 8000 });
      return;
    }
    const byId = new Map(items.map((item) => [item.id, item]));
    const shown = note.target.flatMap((id) => byId.get(id) ?? []);
    run(shown, () => sendSort({ oldIds: shownIds, newIds: note.target, order, reload, current: currentIds, list, savedText: MSG.common.sortResumed }));
  }, [interrupted, ready, ordered, items, order, reload, currentIds, list, run]);

  return { shown: dropped ?? items, saving: dropped !== null, drop, startDrag };
}
