import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { PushOrderInput, PushOrderRequest } from '../../../contract/erp';
import { runningWork } from '../../lib/runningWork';
import { MSG } from '../../messages';
import { runPush, type PushResult, type PushRunOutcome } from './pushRun';

export type PushPhase = 'ready' | 'running' | 'finished';

/**
 * One push run of a dialog (spec 3 §4): at most one, ever. A double click on 推送 starts one run (the ref
 * refuses the second call before React re-renders), and after the run the dialog is done: a second run
 * needs the dialog opened again. While it runs, leaving the page asks first (lib/runningWork).
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

  const start = useCallback(
    async (factoryId: Id, pushedBefore?: (order: PushOrderInput) => boolean): Promise<PushRunOutcome | null> => {
      // A dialog already gone (closed, or replaced by a new list while its factory was being checked) pushes nothing.
      if (started.current || !live.current) return null;
      started.current = true;
      const stop = new AbortController();
      controller.current = stop;
      setPhase('running');
      const release = runningWork.start(MSG.factoryPush.work);
      try {
        let latest: PushResult[] = orders.map(() => ({ state: 'waiting' }));
        const onResult = (index: number, result: PushResult) => {
          latest = latest.map((old, at) => (at === index ? result : old));
          latestOnChange.current?.(latest, null);
          if (live.current) setResults(latest);
        };
        const ended = await runPush(orders, factoryId, { push, onResult, pushedBefore }, stop.signal);
        latestOnChange.current?.(latest, ended);
        if (live.current) {
          setOutcome(ended);
          setPhase('finished');
        }
        return ended;
      } finally {
        release();
      }
    },
    [orders, push],
  );

  /** Stops before the next order; the one on its way finishes. */
  const stop = useCallback(() => controller.current?.abort(), []);

  const settled = results.filter((result) => result.state !== 'waiting' && result.state !== 'pushing').length;
  return { results, phase, outcome, settled, start, stop };
}
