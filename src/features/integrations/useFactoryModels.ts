import { useCallback, useEffect, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import { getPhoneModelSync, listFactoryPhoneModels, startPhoneModelSync } from '../../api/erp';
import { followModelSync, type FactoryModels } from './modelSync';

export type { FactoryModels } from './modelSync';

/** A status read that fails is the poll's to retry (modelSync.ts), not a modal every second. */
const quietly = (status: number | undefined) => status !== 401 && status !== 403;

/**
 * A factory's phone models. When it has none, a sync task is created and polled every second until done
 * (spec 3 §4); the polling stops when the caller unmounts or picks another factory. Two callers on the
 * same factory share one task: the service answers a second start with the task already running.
 */
export function useFactoryModels(factoryId: Id | null): { state: FactoryModels; retry: () => void } {
  const [state, setState] = useState<FactoryModels>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!factoryId) return;
    const stop = new AbortController();
    void followModelSync(
      {
        list: (signal) => listFactoryPhoneModels(factoryId, { signal }),
        start: (signal) => startPhoneModelSync(factoryId, { signal }),
        read: (signal) => getPhoneModelSync(factoryId, { signal, callerHandles: quietly }),
      },
      setState,
      stop.signal,
    );
    return () => stop.abort();
  }, [factoryId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
