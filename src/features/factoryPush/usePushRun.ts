import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { PushOrderInput, PushOrderRequest } from '../../../contract/erp';
import { runningWork } from '../../lib/runningWork';
import { MSG } from './messages';
import { runPush, type PushResult, type PushRunOutcome } from './pushRun';

export type PushPhase = 'ready' | 'running' | 'finished';

/**
 * One push run of a dialog (spec 3 §4): at most one. A double click on 推送 starts one run (the ref refuses
 * the second call before React re-renders). After it, 重试失败的订单 sends the failed orders again, to the
 * same factory, and nothing else; the others keep their rows. While a run goes, leaving the page asks first
 * (lib/runningWork).
 */
export function usePushRun(
  orders: readonly PushOrderInput[],
  push: (request: PushOrderRequest) => Promise<unknown>,
  /** Told every change of the results, and the outcome at the end, even after the dialog went (pushRecord.ts). */
  onChange?: (results: readonly PushResult[], ended: PushRunOutcome | null) => void,
) {
  const [results, setResults] = useState<PushResult[]>(() => orders.map(() => ({ state: 'waiting' })));
  const [phase, setPhase] = useState<PushPhase>('ready');
  const [outcome, setOutcome] = useState<PushRunOutcome | null>(null);
  const started = useRef(false);
  const running = useRef(false);
  const factory = useRef<{ id: Id; pushedBefore?: (order: PushOrderInput) => boolean } | null>(null);
  const latestResults = useRef<PushResult[]>(results);
  const controller = useRef<AbortController | null>(null);
  const live = useRef(true);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // The dialog gone (closed, the page left): no further order starts.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      controller.current?.abort();
    };
  }, []);

  /** Pushes the orders at `indexes` (all of them at first, the failed ones on a retry) and tells the outcome of all. */
  const run = useCallback(
    async (indexes: readonly number[]): Promise<PushRunOutcome | null> => {
      const target = factory.current;
      if (!target || running.current || !live.current) return null;
      running.current = true;
      const stop = new AbortController();
      controller.current = stop;
      setPhase('running');
      const release = runningWork.start(MSG.factoryPush.work);
      try {
        const onResult = (at: number, result: PushResult) => {
          const index = indexes[at]!;
          latestResults.current = latestResults.current.map((old, position) => (position === index ? result : old));
          latestOnChange.current?.(latestResults.current, null);
          if (live.current) setResults(latestResults.current);
        };
        const subset = indexes.map((index) => orders[index]!);
        const ran = await runPush(subset, target.id, { push, onResult, pushedBefore: target.pushedBefore }, stop.signal);
        // The summary counts every order of the dialog: those this run sent and those an earlier run settled.
        const ended: PushRunOutcome = { ...outcomeOf(latestResults.current), sessionEnded: ran.sessionEnded };
        latestOnChange.current?.(latestResults.current, ended);
        if (live.current) {
          setOutcome(ended);
          setPhase('finished');
        }
        return ended;
      } finally {
        running.current = false;
        release();
      }
    },
    [orders, push],
  );

  const start = useCallback(
    async (factoryId: Id, pushedBefore?: (order: PushOrderInput) => boolean): Promise<PushRunOutcome | null> => {
      // A dialog already gone (closed, or replaced by a new list while its factory was being checked) pushes nothing.
      if (started.current || !live.current) return null;
      started.current = true;
      factory.current = { id: factoryId, pushedBefore };
      return run(orders.map((_, index) => index));
    },
    [orders, run],
  );

  /** 重试失败的订单: the failed orders only, to the factory of the first run. */
  const retryFailed = useCallback(async (): Promise<PushRunOutcome | null> => {
    const failed = latestResults.current.flatMap((result, index) => (result.state === 'failed' ? [index] : []));
    if (failed.length === 0) return null;
    return run(failed);
  }, [run]);

  /** Stops before the next order; the one on its way finishes. */
  const stop = useCallback(() => controller.current?.abort(), []);

  const settled = results.filter((result) => result.state !== 'waiting' && result.state !== 'pushing').length;
  return { results, phase, outcome, settled, start, retryFailed, stop };
}

/** What the rows say, counted. */
function outcomeOf(results: readonly PushResult[]): Omit<PushRunOutcome, 'sessionEnded'> {
  const count = (state: PushResult['state']) => results.filter((result) => result.state === state).length;
  return { succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') + count('waiting') + count('noPrint'), earlier: count('earlier') };
}
