import { useEffect, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { FactoryPhoneModel } from '../../../contract/erp';
import { listFactoryPhoneModels } from '../../api/erp';

/** Where a factory's phone models stand: loaded, or being fetched by a sync task (spec 3 §4). */
export type FactoryModels =
  | { phase: 'loading' }
  | { phase: 'syncing'; progress: number | null }
  | { phase: 'ready'; models: FactoryPhoneModel[] }
  | { phase: 'failed' }
  | { phase: 'syncFailed'; message: string };

/**
 * A factory's phone models. When it has none, a sync task is created and polled every second until done
 * (spec 3 §4); the polling stops when the caller unmounts or picks another factory.
 * TODO(issue 13): the sync and its polling (the factories helper); today it only loads.
 */
export function useFactoryModels(factoryId: Id | null): { state: FactoryModels; retry: () => void } {
  const [state, setState] = useState<FactoryModels>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!factoryId) return;
    let live = true;
    setState({ phase: 'loading' });
    listFactoryPhoneModels(factoryId).then(
      (models) => live && setState({ phase: 'ready', models }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [factoryId, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
