import type { FactoryPhoneModel, SyncTask } from '../../../contract/erp';
import { SYNC_TASK_POLL_MS, SyncTaskStatus } from '../../../contract/erp';
import { sleep } from '../../../contract/sleep';
import { MSG } from './messages';

/** Where a factory's phone models stand: loaded, or being fetched by a sync task (spec 3 §4). */
export type FactoryModels =
  | { phase: 'loading' }
  /**
   * `startedAt` is when this page began to follow the task (the wire does not say when it started).
   * `previous`: a re-sync's models from before it, still in force (the service replaces them only when it
   * succeeds), so the list and the bindings stay usable meanwhile.
   */
  | { phase: 'syncing'; progress: number | null; startedAt: number; previous?: FactoryPhoneModel[] }
  | { phase: 'ready'; models: FactoryPhoneModel[] }
  | { phase: 'failed' }
  | { phase: 'syncFailed'; message: string; previous?: FactoryPhoneModel[] };

/** The models to list now: the loaded ones, or during and after a failed re-sync the ones from before it. */
export function shownModels(state: FactoryModels): FactoryPhoneModel[] | null {
  if (state.phase === 'ready') return state.models;
  if (state.phase === 'syncing' || state.phase === 'syncFailed') return state.previous ?? null;
  return null;
}

/** A re-sync may start from a list shown, or from a failed one (its 重试 re-syncs); never while one runs. */
export const canResync = (state: FactoryModels) => state.phase === 'ready' || state.phase === 'syncFailed';

export interface SyncOptions {
  /**
   * 重新同步 (spec 3 §4 beyond the first sync): start a task although the factory has these models. They are
   * reported with the progress and with a failure, and stay what the factory has if the start fails.
   */
  resyncOf?: FactoryPhoneModel[];
}

/** The three calls of one factory's model sync, each cancelled by the signal. */
export interface ModelSyncCalls {
  list(signal: AbortSignal): Promise<FactoryPhoneModel[]>;
  /** Starts a task, or answers the one running (a second poller joins it rather than starting another). */
  start(signal: AbortSignal): Promise<SyncTask>;
  read(signal: AbortSignal): Promise<SyncTask>;
}

export interface PollClock {
  now(): number;
  /** Resolves after `ms`, or rejects as soon as the signal aborts (its timer cleared). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/**
 * A status read that fails (no network, a 5xx) is tried again on the next tick, up to this many times in a
 * row: a blip of a few seconds does not end a sync that takes minutes. After that the seller sees 同步失败
 * with 重试, which asks for the task again (the running one is answered, so nothing starts twice).
 */
export const POLL_FAILURES_MAX = 5;

export const realClock: PollClock = { now: () => Date.now(), sleep };

function failureText(task: SyncTask): string {
  return task.errorMessage?.trim() || MSG.integrations.unknownError;
}

/**
 * Spec 3 §4: the factory's models; when it has none, a sync task is started and read every
 * SYNC_TASK_POLL_MS until it is done (the models are loaded again) or failed (its errorMessage, or 未知错误).
 * Every state is reported as it is reached; nothing is reported once the signal aborts, and no timer or
 * request is left behind. A finished sync that brought no models ends ready and empty: it is not started
 * again, or a factory with no models would be synced for ever. With `resyncOf` the task is started whatever
 * the factory has (重新同步), and the same states follow.
 */
export async function followModelSync(
  calls: ModelSyncCalls,
  report: (state: FactoryModels) => void,
  signal: AbortSignal,
  clock: PollClock = realClock,
  { resyncOf: previous }: SyncOptions = {},
): Promise<void> {
  const live = () => !signal.aborted;
  try {
    let models: FactoryPhoneModel[];
    const startedAt = clock.now();
    if (previous) {
      report({ phase: 'syncing', progress: null, startedAt, previous });
    } else {
      report({ phase: 'loading' });
      try {
        models = await calls.list(signal);
      } catch {
        if (live()) report({ phase: 'failed' });
        return;
      }
      if (!live()) return;
      if (models.length > 0) {
        report({ phase: 'ready', models });
        return;
      }
    }

    let task: SyncTask;
    try {
      task = await calls.start(signal);
    } catch {
      // A re-sync that could not start changed nothing: the models from before are still the factory's.
      if (live()) report(previous ? { phase: 'ready', models: previous } : { phase: 'failed' });
      return;
    }
    let failures = 0;
    while (live()) {
      if (task.status === SyncTaskStatus.FAILED) {
        report({ phase: 'syncFailed', message: failureText(task), previous });
        return;
      }
      if (task.status === SyncTaskStatus.DONE) {
        // A re-sync keeps its list in sight until the new one is there.
        if (!previous) report({ phase: 'loading' });
        try {
          models = await calls.list(signal);
        } catch {
          if (live()) report({ phase: 'failed' });
          return;
        }
        if (live()) report({ phase: 'ready', models });
        return;
      }
      report({ phase: 'syncing', progress: task.progress, startedAt, previous });
      await clock.sleep(SYNC_TASK_POLL_MS, signal);
      try {
        task = await calls.read(signal);
        failures = 0;
      } catch {
        if (!live()) return;
        failures += 1;
        if (failures >= POLL_FAILURES_MAX) {
          report({ phase: 'syncFailed', message: MSG.integrations.modelsPollFailed, previous });
          return;
        }
      }
    }
  } catch (error) {
    // The sleep's rejection once the caller left.
    if (!live()) return;
    throw error;
  }
}
