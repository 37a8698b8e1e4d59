import { Message } from '@arco-design/web-react';
import { useCallback, useRef, useState } from 'react';
import { runningWork } from '../lib/runningWork';
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
 * and goes on after a failure. Resolves with the items whose action failed, in their order. Once
 * `signal` aborts (the merchant stopped it), no further item starts; those left count as not done.
 */
export async function runInSequence<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  onProgress: (progress: BatchProgress) => void,
  signal?: AbortSignal,
): Promise<T[]> {
  const failed: T[] = [];
  onProgress({ done: 0, total: items.length });
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (signal?.aborted) {
      failed.push(...items.slice(i));
      break;
    }
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
  /** The caller says what a stop left undone itself (naming the items), instead of the toast's counts. */
  reportsStop?: boolean;
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
 * `run` resolves with the items that failed (or were not run because the batch was stopped), or null when
 * refused because a batch is already running: a double click on a batch button starts one batch.
 * While it runs, leaving the page asks first (the running-work registry); `stop` ends it before
 * the next item, and the toast then says what finished and what did not.
 */
export function useSequentialBatch() {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  const run = useCallback(async <T>(items: readonly T[], action: (item: T) => Promise<unknown>, texts?: BatchTexts): Promise<T[] | null> => {
    if (running.current) return null;
    const controller = new AbortController();
    running.current = controller;
    const release = runningWork.start(MSG.midWork.batchWork);
    try {
      const failed = await runInSequence(items, action, setProgress, controller.signal);
      if (controller.signal.aborted) {
        if (!texts?.reportsStop) Message.warning(MSG.midWork.stopped(items.length - failed.length, failed.length));
        return failed;
      }
      const summary = batchSummary(failed.length, texts);
      if (summary.ok) Message.success(summary.text);
      else Message.error(summary.text);
      return failed;
    } finally {
      release();
      running.current = null;
      setProgress(null);
    }
  }, []);

  const stop = useCallback(() => running.current?.abort(), []);

  return { progress, run, stop };
}
