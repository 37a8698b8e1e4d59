// The phone model sync task (spec 3 §4): started once per factory at a time, its status read off the dev
// API's clock, so a test moves a fake clock instead of waiting. Its fate (success, or failure with which
// message) is decided when it starts, from /api/__dev/erp_sync.
import { SyncTaskStatus, type SyncTask } from '../../../../contract/erp';
import { directoryFactory } from './erpSeed';
import type { ErpAccount, ErpSyncConfig, StoredFactory, StoredSyncTask } from './erpState';

/** A failing task gives up halfway: an ERP error seldom waits for the end. */
const FAILS_AT = 0.5;

export function isRunning(task: StoredSyncTask, now: number): boolean {
  return now - task.startedAt < endsAfter(task);
}

function endsAfter(task: StoredSyncTask): number {
  return task.failure ? Math.round(task.durationMs * FAILS_AT) : task.durationMs;
}

/**
 * A new task, unless one is running: a second POST (a double click, a second tab) answers that one. A factory
 * that has models already gets one too (重新同步, spec 3 §4): its models are replaced only when it succeeds.
 */
export function startSyncTask(account: ErpAccount, factory: StoredFactory, config: ErpSyncConfig, now: number): StoredSyncTask {
  const previous = account.syncTasks.get(factory.id);
  if (previous && isRunning(previous, now)) return previous;
  // The previous task's models are stored first, so whether this one is a re-sync does not hang on a read.
  if (previous) readSyncTask(account, factory, previous, now);
  const task: StoredSyncTask = { startedAt: now, durationMs: config.durationMs, resync: account.phoneModels.has(factory.id) };
  if (config.failNext > 0) {
    config.failNext -= 1;
    task.failure = { errorMessage: config.errorMessage };
  }
  account.syncTasks.set(factory.id, task);
  return task;
}

/**
 * The task as the wire reads it. A finished successful task stores the factory's models (once: reading it
 * again changes nothing); a failed one leaves what an earlier success stored, and none if there was none.
 */
export function readSyncTask(account: ErpAccount, factory: StoredFactory, task: StoredSyncTask, now: number): SyncTask {
  const elapsed = Math.max(0, now - task.startedAt);
  if (isRunning(task, now)) {
    return { status: SyncTaskStatus.RUNNING, errorMessage: null, progress: share(elapsed / task.durationMs) };
  }
  if (task.failure) return { status: SyncTaskStatus.FAILED, errorMessage: task.failure.errorMessage, progress: FAILS_AT };
  account.phoneModels.set(factory.id, modelsOf(factory, task.resync));
  return { status: SyncTaskStatus.DONE, errorMessage: null, progress: 1 };
}

/** Brings a task that has finished by now to its end (its models stored), for the routes that read models. */
export function settleSyncTask(account: ErpAccount, factory: StoredFactory, now: number): void {
  const task = account.syncTasks.get(factory.id);
  if (task) readSyncTask(account, factory, task, now);
}

function modelsOf(factory: StoredFactory, resync: boolean) {
  const entry = directoryFactory(factory.directoryKey);
  if (!entry) return [];
  return resync ? [...entry.phoneModels(), ...entry.laterPhoneModels] : entry.phoneModels();
}

/** Two decimals, and never 1 while running: a bar at 100 % that does not end looks stuck. */
function share(fraction: number): number {
  return Math.min(0.99, Math.floor(fraction * 100) / 100);
}
