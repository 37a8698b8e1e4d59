import { useCallback, useRef, useState } from 'react';
import { moveItem } from '../lib/ordering';
import { useSortSave } from './useSortSave';

export interface SortableListOptions<T extends { id: string }> {
  /** The list as the server last answered, in order. */
  items: readonly T[];
  /** Sends one ordering call: put `id` right before `next` (null: at the end). */
  order: (id: string, next: string | null) => Promise<unknown>;
  /** Loads the list again; the sort counts as saved once this has settled. */
  reload: () => Promise<unknown> | void;
  /**
   * What the ordering calls sort, when that is more than what is shown: a page of cards followed by the
   * item right after the page. Indexes of a drop are the same in both. Defaults to `items`.
   */
  sortItems?: readonly { id: string }[];
}

export interface SortableList<T> {
  /** What to show: the dropped order while it is saved, else the server's. */
  shown: readonly T[];
  /** A sort is being saved: offer no drag, show 正在保存排序…. */
  saving: boolean;
  /** A drop from one index to another of `items`. Ignored while a sort is being saved. */
  drop: (fromIndex: number, toIndex: number) => void;
}

/**
 * The one drag-sorted list behind every sortable table and grid (spec 1 §4, spec 2 §4). A drop is shown at
 * once and stays shown until its ordering calls and the reload after them have settled, so the row never
 * goes back to its old place while a slow call is answered, and no reload of an older order lands over it.
 * Spec 1 §4 runs one sort at a time: a drop while one is saved is not taken (the list offers no drag then).
 */
export function useSortableList<T extends { id: string }>({ items, order, reload, sortItems }: SortableListOptions<T>): SortableList<T> {
  const save = useSortSave({ items: sortItems ?? items, order, reload });
  const [dropped, setDropped] = useState<T[] | null>(null);
  // A ref, not the state: two drops in one event loop turn would both see the state still null.
  const saving = useRef(false);
  const drop = useCallback(
    (fromIndex: number, toIndex: number) => {
      if (saving.current || fromIndex === toIndex) return;
      saving.current = true;
      setDropped(moveItem(items, fromIndex, toIndex));
      // useSortSave settles (never rejects) once the reload has: `items` then holds the server's order.
      void save(fromIndex, toIndex).finally(() => {
        saving.current = false;
        setDropped(null);
      });
    },
    [items, save],
  );
  return { shown: dropped ?? items, saving: dropped !== null, drop };
}
