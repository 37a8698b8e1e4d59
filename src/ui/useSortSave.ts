import { Message } from '@arco-design/web-react';
import { useCallback } from 'react';
import { moveItem, orderingCalls, sortLock } from '../lib/ordering';
import { MSG } from '../messages';

export interface SortSaveOptions<T extends { id: string }> {
  items: readonly T[];
  /** Sends one ordering call: put `id` right before `next` (null: at the end). */
  order: (id: string, next: string | null) => Promise<unknown>;
  reload: () => Promise<unknown> | void;
}

/**
 * Spec 1 §4 drag-sort: one ordering call per item whose position changed, then reload and 排序成功; a
 * second sort while one runs is refused with 正在排序中，请稍后重试 (one lock for the whole console).
 * A call that fails part-way leaves the server with some items moved and some not: the list is
 * reloaded (the server's order is the truth) and the merchant is told the sort was not all saved.
 * The returned promise settles once the reload has, which is when a table stops showing the drop.
 */
export function useSortSave<T extends { id: string }>({ items, order, reload }: SortSaveOptions<T>) {
  return useCallback(
    async (fromIndex: number, toIndex: number) => {
      const oldIds = items.map((item) => item.id);
      const newIds = moveItem(oldIds, fromIndex, toIndex);
      try {
        await sortLock.run(async () => {
          try {
            for (const call of orderingCalls(oldIds, newIds)) await order(call.id, call.next);
          } finally {
            await reload();
          }
        });
        Message.success(MSG.common.sorted);
      } catch (error) {
        if (error instanceof Error && error.message === MSG.common.sorting) Message.warning(MSG.common.sorting);
        // The API client's modal said why the call failed; this says what it means for the list.
        else Message.error(MSG.common.sortFailed);
      }
    },
    [items, order, reload],
  );
}
