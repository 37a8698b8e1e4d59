/**
 * The AI cutout task of spec 2 §4 as a state machine with its clock and calls passed in: token, create,
 * then a poll every 1500 ms until the host answers something other than RUNNING. Cancelling stops the
 * polling at once; an answer that arrives after it is ignored.
 */
import { CUTOUT_POLL_INTERVAL_MS, CUTOUT_STATUS, type CutoutTask, type CutoutTaskInput } from '../../../../contract/aiCutout';

export interface CutoutTaskDeps {
  requestToken(input: CutoutTaskInput, signal: AbortSignal): Promise<{ token: string }>;
  createTask(body: CutoutTaskInput & { token: string }, signal: AbortSignal): Promise<CutoutTask>;
  getTask(id: string, token: string, signal: AbortSignal): Promise<CutoutTask>;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** CUTOUT_POLL_INTERVAL_MS unless given. */
  intervalMs?: number;
}

export type CutoutPhase = 'token' | 'creating' | 'running';

/** How a task ended. `failed` carries the host's errorMessage (null: none); `error` a call that failed. */
export type CutoutEnd =
  | { kind: 'success'; url: string }
  | { kind: 'failed'; errorMessage: string | null }
  | { kind: 'empty' }
  | { kind: 'unknown'; status: string }
  | { kind: 'error'; reason: string }
  | { kind: 'cancelled' };

export interface RunningCutout {
  readonly done: Promise<CutoutEnd>;
  cancel(): void;
}

/** What a task's answer means: still running (null), or how it ended (spec 2 §4 step 4). */
export function classifyTask(task: CutoutTask): CutoutEnd | null {
  if (task.status === CUTOUT_STATUS.RUNNING) return null;
  if (task.status === CUTOUT_STATUS.SUCCESS) {
    const url = task.resultImageUrls?.find((candidate) => typeof candidate === 'string' && candidate !== '');
    return url ? { kind: 'success', url } : { kind: 'empty' };
  }
  if (task.status === CUTOUT_STATUS.FAILED) {
    const message = typeof task.errorMessage === 'string' && task.errorMessage.trim() !== '' ? task.errorMessage : null;
    return { kind: 'failed', errorMessage: message };
  }
  return { kind: 'unknown', status: String(task.status) };
}

export function runCutoutTask(input: CutoutTaskInput, deps: CutoutTaskDeps, onPhase: (phase: CutoutPhase) => void = () => {}): RunningCutout {
  const aborter = new AbortController();
  const interval = deps.intervalMs ?? CUTOUT_POLL_INTERVAL_MS;
  let timer: unknown = null;
  let settle: (end: CutoutEnd) => void = () => {};
  const done = new Promise<CutoutEnd>((resolve) => {
    settle = (end) => {
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      settle = () => {};
      resolve(end);
    };
  });

  let token = '';
  const failedCall = (error: unknown) => {
    if (aborter.signal.aborted) return;
    settle({ kind: 'error', reason: error instanceof Error ? error.message : String(error) });
  };

  const handle = (task: CutoutTask) => {
    if (aborter.signal.aborted) return;
    const end = classifyTask(task);
    if (end) return settle(end);
    onPhase('running');
    timer = deps.setTimer(() => {
      timer = null;
      deps.getTask(task.id, token, aborter.signal).then(handle, failedCall);
    }, interval);
  };

  onPhase('token');
  deps
    .requestToken(input, aborter.signal)
    .then((answer) => {
      if (aborter.signal.aborted) return undefined;
      token = answer.token;
      onPhase('creating');
      return deps.createTask({ ...input, token }, aborter.signal).then(handle);
    })
    .catch(failedCall);

  return {
    done,
    cancel() {
      if (aborter.signal.aborted) return;
      aborter.abort();
      settle({ kind: 'cancelled' });
    },
  };
}
