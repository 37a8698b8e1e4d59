import { Message } from '@arco-design/web-react';
import { useCallback } from 'react';
import { session } from '../api/session';
import { heldLocks, holdLock } from '../lib/heldLocks';
import { moveItem, orderingCalls, sortLock } from '../lib/ordering';
import { runningWork } from '../lib/runningWork';
import { localStore } from '../lib/safeStorage';
import { startSortNote, type SortNoteDeps } from '../lib/sortNote';
import { uuidV4 } from '../lib/uuid';
import { MSG } from '../messages';

export interface SortSaveOptions<T extends { id: string }> {
  items: readonly T[];
  /** Sends one ordering call: put `id` right before `next` (null: at the end). */
  order: (id: string, next: string | null) => Promise<unknown>;
  reload: () => Promise<unknown> | void;
  /** The ids of what a drop sorts, as the server has them now, in order: read before and after a sort's calls. */
  current: () => Promise<readonly string[]>;
  /**
   * The list's name for the note a sort leaves while it runs (lib/sortNote.ts): the same list on the next
   * visit finds it, so it must say which list of which parent (`models:{brandId}`, `colors:{materialId}`).
   */
  list: string;
}

export const sortNotes: SortNoteDeps = { storage: localStore, holdLock, heldLocks, newId: uuidV4, now: Date.now };

/** The account whose lists are shown, which a sort's note belongs to. */
export const sortAccount = () => session.username ?? '';

/** Spec 1 §4: a second sort while one runs, said the same way wherever it was tried (one message, not a stack). */
export function refuseSecondSort(): void {
  Message.warning({ id: 'sort-in-progress', content: MSG.common.sorting });
}

export interface SendSort {
  oldIds: readonly string[];
  newIds: readonly string[];
  order: (id: string, next: string | null) => Promise<unknown>;
  reload: () => Promise<unknown> | void;
  current: () => Promise<readonly string[]>;
  list: string;
  /** What a sort that was saved says: 排序成功, or for a sort finished after a reload, that it was. */
  savedText: string;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The list was sorted (or an item added or deleted) elsewhere: another tab, another device. */
class SortedElsewhere extends Error {}

/**
 * Spec 1 §4 drag-sort: one ordering call per item whose position changed, then reload and 排序成功; a
 * second sort while one runs is refused with 正在排序中，请稍后重试 (one lock for the whole console).
 * While the calls are on their way, leaving the page asks first (lib/runningWork) and a note says what the
 * sort is doing (lib/sortNote), so a reload or a closed tab half-way is finished on the next visit instead of
 * leaving the list neither as it was nor as it was dropped.
 * A call that fails part-way leaves the server with some items moved and some not: the list is
 * reloaded (the server's order is the truth) and the merchant is told the sort was not all saved.
 * The calls are worked out from the order shown, so the server's order is read first: another tab may have
 * sorted the same list since this one loaded it, and calls made for the old order would mix the two. Then
 * nothing is sent, the list shows the server's order, and the merchant is told it changed elsewhere; so too
 * when the order after the calls is not the one dropped (a sort elsewhere crossed this one), never 排序成功.
 * Settles (never rejects) once the reload has, which is when a table stops showing the drop.
 */
export async function sendSort({ oldIds, newIds, order, reload, current, list, savedText }: SendSort): Promise<void> {
  try {
    await sortLock.run(async () => {
      let after: readonly string[] | null = null;
      try {
        if (!sameIds(await current(), oldIds)) throw new SortedElsewhere();
        const note = startSortNote(sortNotes, { account: sortAccount(), list, before: oldIds, target: newIds });
        const leaving = runningWork.start(MSG.common.sortSaving);
        try {
          for (const call of orderingCalls(oldIds, newIds)) await order(call.id, call.next);
          after = await current();
        } finally {
          // Done or failed (and said so below): nothing is left for a later visit to finish.
          note.finish();
          leaving();
        }
      } finally {
        await reload();
      }
      if (!sameIds(after, newIds)) throw new SortedElsewhere();
    });
    Message.success(savedText);
  } catch (error) {
    if (error instanceof SortedElsewhere) Message.warning({ content: MSG.common.sortedElsewhere, duration: 8000 });
    else if (error instanceof Error && error.message === MSG.common.sorting) refuseSecondSort();
    // The API client's modal said why the call failed; this says what it means for the list.
    else Message.error(MSG.common.sortFailed);
  }
}

/** A drop from one index to another of `items`, saved by sendSort. */
export function useSortSave<T extends { id: string }>({ items, order, reload, current, list }: SortSaveOptions<T>) {
  return useCallback(
    (fromIndex: number, toIndex: number) => {
      const oldIds = items.map((item) => item.id);
      return sendSort({ oldIds, newIds: moveItem(oldIds, fromIndex, toIndex), order, reload, current, list, savedText: MSG.common.sorted });
    },
    [items, order, reload, current, list],
  );
}
