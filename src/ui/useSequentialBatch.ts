import { Message } from '@arco-design/web-react';
import { useCallback, useRef, useState } from 'react';
import { MSG } from '../messages';

/**
 * How far a batch has got. `done` counts the items that have settled (succeeded or failed), so while
 * the first item is still running the batch shows 0/n, and n/n only once the last one has finished.
 */
export interface BatchProgress {
  done: number;
  total: number;
}

/**
 * Runs `action` on each item one after another (spec 1 §4, spec 2 §4: batches never run in parallel)
 * and goes on after a failure. Resolves with the items whose action failed, in their order.
 */
export async function runInSequence<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  onProgress: (progress: BatchProgress) => void,
): Promise<T[]> {
  const failed: T[] = [];
  onProgress({ done: 0, total: items.length });
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    try {
      await action(item);
    } catch {
      failed.push(item);
    }
    onProgress({ done: i + 1, total: items.length });
  }
  return failed;
}

export interface BatchTexts {
  /** The toast when nothing failed; 操作成功 unless the batch has its own (删除成功, 更新成功). */
  success?: string;
  /** Said after the outcome either way, e.g. what the batch left out before it started. */
  notes?: readonly string[];
}

/** The one toast at the end of a batch: the outcome, then the notes, joined as one sentence. */
export function batchSummary(failedCount: number, texts: BatchTexts = {}): { ok: boolean; text: string } {
  const ok = failedCount === 0;
  const outcome = ok ? (texts.success ?? MSG.common.done) : MSG.common.batchFailed(failedCount);
  return { ok, text: [outcome, ...(texts.notes ?? [])].join('，') };
}

/**
 * The batch runner every batch button uses: items one after another with progress (MSG.common.batchProgress),
 * on through failures, then one toast, 操作成功 or `n 个操作失败`. Each failed call has already opened the
 * API client's error modal, which says why; the toast only says how many.
 *
 * `run` resolves with the items that failed, or null when refused because a batch is already running
 * (a second click before the buttons re-render as disabled).
 */
export function useSequentialBatch() {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const running = useRef(false);

  const run = useCallback(async <T>(items: readonly T[], action: (item: T) => Promise<unknown>, texts?: BatchTexts): Promise<T[] | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      const failed = await runInSequence(items, action, setProgress);
      const summary = batchSummary(failed.length, texts);
      if (summary.ok) Message.success(summary.text);
      else Message.error(summary.text);
      return failed;
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, []);

  return { progress, run };
}
