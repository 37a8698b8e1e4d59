import { Message } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { isRecordGone } from '../../api/client';
import { MSG as COMMON } from '../../messages';
import { confirm } from '../../ui/confirm';
import { useSequentialBatch } from '../../ui/useSequentialBatch';

/** What the font and the text colour libraries have in common (spec 2 §3): an id and an enabled flag. */
export interface LibraryItem {
  id: string;
  enabled: boolean;
}

export interface LibraryActionsOptions<T extends LibraryItem> {
  items: readonly T[];
  setEnabled: (id: string, enabled: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  reload: () => Promise<void>;
  texts: { confirmDelete: string; confirmBatchDelete: (n: number) => string; selectAtLeastOne: string };
}

/**
 * Enable switch, delete with its confirmation, row selection and the three batch actions of spec 2 §4,
 * shared by the font and the colour tab. Batches run one call after another with progress (spec 2 §4)
 * through useSequentialBatch, which goes on past a failure; afterwards only the items that failed stay
 * selected, so the merchant can run the batch again on just those.
 */
export function useLibraryActions<T extends LibraryItem>({ items, setEnabled, remove, reload, texts }: LibraryActionsOptions<T>) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [switching, setSwitching] = useState<string | null>(null);
  const batch = useSequentialBatch();

  const toggle = useCallback(
    async (item: T, enabled: boolean) => {
      setSwitching(item.id);
      try {
        await setEnabled(item.id, enabled);
        Message.success(COMMON.common.done);
        await reload();
      } catch (error) {
        // Shown by the API client; the switch is controlled, so it keeps the saved value. One deleted elsewhere leaves the list.
        if (isRecordGone(error)) await reload();
      } finally {
        setSwitching(null);
      }
    },
    [setEnabled, reload],
  );

  const removeOne = useCallback(
    async (item: T) => {
      try {
        await confirm({ title: COMMON.common.confirmDeleteTitle, content: texts.confirmDelete });
        await remove(item.id);
        Message.success(COMMON.common.deleted);
        setSelectedIds((ids) => ids.filter((id) => id !== item.id));
        await reload();
      } catch {
        // Cancelled, or already shown by the API client (one deleted elsewhere counts as deleted: deleteRecord).
      }
    },
    [remove, reload, texts.confirmDelete],
  );

  /** The selected items still in the list, in list order; a warning when there are none (spec 2 §5). */
  function selection(): T[] | null {
    const chosen = items.filter((item) => selectedIds.indexOf(item.id) >= 0);
    if (chosen.length === 0) {
      Message.warning(texts.selectAtLeastOne);
      return null;
    }
    return chosen;
  }

  async function runBatch(targets: readonly T[], action: (item: T) => Promise<unknown>, success: string) {
    const failed = await batch.run(targets, action, { success });
    if (!failed) return; // another batch is running
    setSelectedIds(failed.map((item) => item.id));
    await reload();
  }

  async function batchSetEnabled(enabled: boolean) {
    if (batch.progress) return;
    const chosen = selection();
    if (!chosen) return;
    // Those already in the target state are skipped: no call, nothing to change.
    await runBatch(
      chosen.filter((item) => item.enabled !== enabled),
      (item) => setEnabled(item.id, enabled),
      COMMON.common.done,
    );
  }

  async function batchRemove() {
    if (batch.progress) return;
    const chosen = selection();
    if (!chosen) return;
    try {
      await confirm({ title: COMMON.common.confirmDeleteTitle, content: texts.confirmBatchDelete(chosen.length) });
    } catch {
      return;
    }
    await runBatch(chosen, (item) => remove(item.id), COMMON.common.deleted);
  }

  return { selectedIds, setSelectedIds, switching, progress: batch.progress, toggle, removeOne, batchSetEnabled, batchRemove };
}
