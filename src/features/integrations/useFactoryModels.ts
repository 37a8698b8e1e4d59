import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { FactoryPhoneModel } from '../../../contract/erp';
import { getPhoneModelSync, listFactoryPhoneModels, startPhoneModelSync } from '../../api/erp';
import { MSG } from './messages';
import { canResync, followModelSync, shownModels, type FactoryModels } from './modelSync';

export type { FactoryModels } from './modelSync';

/** A status read that fails is the poll's to retry (modelSync.ts), not a modal every second. */
const quietly = (status: number | undefined) => status !== 401 && status !== 403;

/** One run of the loader: a plain load (a sync only when the factory has no models), or a re-sync from a list. */
interface Run {
  attempt: number;
  resyncOf?: FactoryPhoneModel[];
}

function addedCount(before: readonly FactoryPhoneModel[], after: readonly FactoryPhoneModel[]): number {
  const known = new Set(before.map((model) => model.code));
  return after.filter((model) => !known.has(model.code)).length;
}

/**
 * A factory's phone models. When it has none, a sync task is created and polled every second until done
 * (spec 3 §4); the polling stops when the caller unmounts or picks another factory. Two callers on the
 * same factory share one task: the service answers a second start with the task already running.
 * `resync` (重新同步) starts a task although the factory has models, once however often it is called while
 * one runs; the bindings are the service's and stay as they are.
 */
export function useFactoryModels(factoryId: Id | null): { state: FactoryModels; retry: () => void; resync: () => void } {
  const [state, setState] = useState<FactoryModels>({ phase: 'loading' });
  // The state as last reported, read by resync() at once: a double click lands before React renders again.
  const current = useRef<FactoryModels>(state);
  const [run, setRun] = useState<Run>({ attempt: 0 });
  const report = useCallback((next: FactoryModels) => {
    current.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    if (!factoryId) return;
    const stop = new AbortController();
    const previous = run.resyncOf;
    void followModelSync(
      {
        list: (signal) => listFactoryPhoneModels(factoryId, { signal }),
        start: (signal) => startPhoneModelSync(factoryId, { signal }),
        read: (signal) => getPhoneModelSync(factoryId, { signal, callerHandles: quietly }),
      },
      (next) => {
        report(next);
        // Spec 3 §8: a sync that succeeded says so; a re-sync also says what it added.
        if (previous && next.phase === 'ready' && next.models !== previous) {
          Message.success(MSG.integrations.modelsResynced(next.models.length, addedCount(previous, next.models)));
        }
      },
      stop.signal,
      undefined,
      previous ? { resyncOf: previous } : {},
    );
    return () => stop.abort();
  }, [factoryId, run, report]);

  // 重试 after a failed re-sync re-syncs again; after anything else it loads as on arrival.
  const retry = useCallback(() => {
    const now = current.current;
    const resyncOf = now.phase === 'syncFailed' ? now.previous : undefined;
    setRun((last) => (resyncOf ? { attempt: last.attempt + 1, resyncOf } : { attempt: last.attempt + 1 }));
  }, []);

  const resync = useCallback(() => {
    const now = current.current;
    const models = shownModels(now);
    if (!canResync(now) || !models) return;
    report({ phase: 'syncing', progress: null, startedAt: Date.now(), previous: models });
    setRun((last) => ({ attempt: last.attempt + 1, resyncOf: models }));
  }, [report]);

  return { state, retry, resync };
}
