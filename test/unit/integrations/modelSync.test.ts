import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_TASK_POLL_MS, SyncTaskStatus, type FactoryPhoneModel, type SyncTask } from '../../../contract/erp';
import { canResync, followModelSync, POLL_FAILURES_MAX, shownModels, realClock, type FactoryModels, type ModelSyncCalls, type PollClock } from '../../../src/features/integrations/modelSync';
import { MSG } from '../../../src/features/integrations/messages';

const MODELS: FactoryPhoneModel[] = [{ code: 'KM-IP15', name: '苹果 iPhone15' }];
const running = (progress: number | null): SyncTask => ({ status: SyncTaskStatus.RUNNING, errorMessage: null, progress });
const done: SyncTask = { status: SyncTaskStatus.DONE, errorMessage: null, progress: 1 };
const failed = (errorMessage: string | null): SyncTask => ({ status: SyncTaskStatus.FAILED, errorMessage, progress: 0.5 });

/** A clock moved by hand: each sleep waits until `tick()`; `sleeping` says how many timers are pending. */
function fakeClock() {
  let now = 1_000;
  const waiting: Array<{ resolve: () => void; ms: number }> = [];
  const clock: PollClock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        const entry = { resolve, ms };
        waiting.push(entry);
        signal.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error('aborted'));
        });
      }),
  };
  return {
    clock,
    get sleeping() {
      return waiting.length;
    },
    sleeps: [] as number[],
    async tick() {
      const next = waiting.shift();
      if (!next) throw new Error('nothing is sleeping');
      now += next.ms;
      this.sleeps.push(next.ms);
      next.resolve();
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Calls answering from scripted lists; `read` answers the next of `reads` (an Error rejects). */
function scripted({ lists, start, reads = [] }: { lists: Array<FactoryPhoneModel[] | Error>; start: SyncTask | Error; reads?: Array<SyncTask | Error> }) {
  const counts = { list: 0, start: 0, read: 0 };
  const answer = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const calls: ModelSyncCalls = {
    list: () => answer(lists[counts.list++] ?? new Error('unexpected list')),
    start: () => {
      counts.start++;
      return answer(start);
    },
    read: () => answer(reads[counts.read++] ?? new Error('unexpected read')),
  };
  return { calls, counts };
}

function follow(calls: ModelSyncCalls, clock: PollClock, resyncOf?: FactoryPhoneModel[]) {
  const states: FactoryModels[] = [];
  const stop = new AbortController();
  const finished = followModelSync(calls, (state) => states.push(state), stop.signal, clock, resyncOf ? { resyncOf } : {});
  return { states, stop, finished };
}

describe('followModelSync (spec 3 §4)', () => {
  it('shows the models a factory has without starting a sync', async () => {
    const time = fakeClock();
    const { calls, counts } = scripted({ lists: [MODELS], start: running(0) });
    const run = follow(calls, time.clock);
    await run.finished;
    expect(run.states).toEqual([{ phase: 'loading' }, { phase: 'ready', models: MODELS }]);
    expect(counts.start).toBe(0);
  });

  it('starts a task for a factory with none, reads it every second until done, then loads the models again', async () => {
    const time = fakeClock();
    const { calls, counts } = scripted({ lists: [[], MODELS], start: running(0), reads: [running(0.4), running(null), done] });
    const run = follow(calls, time.clock);
    await flush();
    expect(run.states.at(-1)).toEqual({ phase: 'syncing', progress: 0, startedAt: 1_000 });
    await time.tick();
    expect(run.states.at(-1)).toEqual({ phase: 'syncing', progress: 0.4, startedAt: 1_000 });
    await time.tick();
    expect(run.states.at(-1)).toEqual({ phase: 'syncing', progress: null, startedAt: 1_000 });
    await time.tick();
    await run.finished;
    expect(run.states.slice(-2)).toEqual([{ phase: 'loading' }, { phase: 'ready', models: MODELS }]);
    expect(time.sleeps).toEqual([SYNC_TASK_POLL_MS, SYNC_TASK_POLL_MS, SYNC_TASK_POLL_MS]);
    expect(counts).toEqual({ list: 2, start: 1, read: 3 });
    expect(time.sleeping).toBe(0);
  });

  it.each([
    ['the server’s errorMessage', '工厂ERP超时', '工厂ERP超时'],
    ['未知错误 without one', null, MSG.integrations.unknownError],
    ['未知错误 for a blank one', '  ', MSG.integrations.unknownError],
  ])('a failed task ends in 同步失败 with %s', async (_, errorMessage, shown) => {
    const time = fakeClock();
    const { calls } = scripted({ lists: [[]], start: running(0), reads: [failed(errorMessage)] });
    const run = follow(calls, time.clock);
    await flush();
    await time.tick();
    await run.finished;
    expect(run.states.at(-1)).toEqual({ phase: 'syncFailed', message: shown });
    expect(time.sleeping).toBe(0);
  });

  it('a task the start already answers as done or failed is not polled', async () => {
    const time = fakeClock();
    const doneRun = follow(scripted({ lists: [[], MODELS], start: done }).calls, time.clock);
    await doneRun.finished;
    expect(doneRun.states.at(-1)).toEqual({ phase: 'ready', models: MODELS });
    const failedRun = follow(scripted({ lists: [[]], start: failed('x') }).calls, time.clock);
    await failedRun.finished;
    expect(failedRun.states.at(-1)).toEqual({ phase: 'syncFailed', message: 'x' });
    expect(time.sleeps).toEqual([]);
  });

  it('a sync that brought no models ends ready and empty, and is not started again', async () => {
    const time = fakeClock();
    const { calls, counts } = scripted({ lists: [[], []], start: running(0), reads: [done] });
    const run = follow(calls, time.clock);
    await flush();
    await time.tick();
    await run.finished;
    expect(run.states.at(-1)).toEqual({ phase: 'ready', models: [] });
    expect(counts.start).toBe(1);
  });

  it('stops when the caller leaves while it waits: no later call, no state, no timer', async () => {
    const time = fakeClock();
    const { calls, counts } = scripted({ lists: [[]], start: running(0), reads: [running(0.5), done] });
    const run = follow(calls, time.clock);
    await flush();
    await time.tick();
    const seen = run.states.length;
    expect(time.sleeping).toBe(1);
    run.stop.abort();
    await run.finished;
    expect(time.sleeping).toBe(0);
    expect(counts.read).toBe(1);
    expect(run.states.length).toBe(seen);
  });

  it('reports nothing for a read that answers after the caller left', async () => {
    const time = fakeClock();
    let answer: (task: SyncTask) => void = () => {};
    const calls: ModelSyncCalls = {
      list: () => Promise.resolve([]),
      start: () => Promise.resolve(running(0)),
      read: () => new Promise((resolve) => (answer = resolve)),
    };
    const run = follow(calls, time.clock);
    await flush();
    await time.tick();
    const seen = run.states.length;
    run.stop.abort();
    answer(done);
    await run.finished;
    expect(run.states.length).toBe(seen);
    expect(time.sleeping).toBe(0);
  });

  it(`keeps polling through up to ${POLL_FAILURES_MAX - 1} failed reads in a row`, async () => {
    const time = fakeClock();
    const blips = Array.from({ length: POLL_FAILURES_MAX - 1 }, () => new Error('offline'));
    const { calls } = scripted({ lists: [[], MODELS], start: running(0), reads: [...blips, running(0.5), ...blips, done] });
    const run = follow(calls, time.clock);
    await flush();
    for (let i = 0; i < 2 * POLL_FAILURES_MAX; i++) await time.tick();
    await run.finished;
    expect(run.states.at(-1)).toEqual({ phase: 'ready', models: MODELS });
  });

  it(`shows 同步失败 with 重试 after ${POLL_FAILURES_MAX} failed reads in a row`, async () => {
    const time = fakeClock();
    const reads = Array.from({ length: POLL_FAILURES_MAX }, () => new Error('offline'));
    const { calls, counts } = scripted({ lists: [[]], start: running(0), reads });
    const run = follow(calls, time.clock);
    await flush();
    for (let i = 0; i < POLL_FAILURES_MAX; i++) await time.tick();
    await run.finished;
    expect(run.states.at(-1)).toEqual({ phase: 'syncFailed', message: MSG.integrations.modelsPollFailed });
    expect(counts.read).toBe(POLL_FAILURES_MAX);
    expect(time.sleeping).toBe(0);
  });

  it('a list or a start that fails ends in failed (列表加载失败 with 重试)', async () => {
    const time = fakeClock();
    const listRun = follow(scripted({ lists: [new Error('500')], start: running(0) }).calls, time.clock);
    await listRun.finished;
    expect(listRun.states.at(-1)).toEqual({ phase: 'failed' });
    const startRun = follow(scripted({ lists: [[]], start: new Error('500') }).calls, time.clock);
    await startRun.finished;
    expect(startRun.states.at(-1)).toEqual({ phase: 'failed' });
  });
});

describe('realClock.sleep', () => {
  afterEach(() => vi.useRealTimers());

  it('clears its timer when the signal aborts', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const slept = realClock.sleep(SYNC_TASK_POLL_MS, stop.signal);
    expect(vi.getTimerCount()).toBe(1);
    stop.abort();
    await expect(slept).rejects.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves after the time', async () => {
    vi.useFakeTimers();
    const slept = realClock.sleep(SYNC_TASK_POLL_MS, new AbortController().signal);
    vi.advanceTimersByTime(SYNC_TASK_POLL_MS);
    await expect(slept).resolves.toBeUndefined();
  });
});

describe('followModelSync re-syncing a factory that has models (重新同步, spec 3 §4)', () => {
  const NEWER: FactoryPhoneModel[] = [...MODELS, { code: 'KM-HW-M80P', name: '华为 Mate80 Pro' }];

  it('starts a task without asking for the list first, keeps the models in sight while it runs, then lists the new ones', async () => {
    const time = fakeClock();
    const { calls, counts } = scripted({ lists: [NEWER], start: running(0), reads: [running(0.5), done] });
    const run = follow(calls, time.clock, MODELS);
    await flush();
    expect(run.states).toEqual([
      { phase: 'syncing', progress: null, startedAt: 1_000, previous: MODELS },
      { phase: 'syncing', progress: 0, startedAt: 1_000, previous: MODELS },
    ]);
    expect(shownModels(run.states.at(-1)!)).toEqual(MODELS);
    await time.tick();
    expect(run.states.at(-1)).toEqual({ phase: 'syncing', progress: 0.5, startedAt: 1_000, previous: MODELS });
    await time.tick();
    await run.finished;
    // No 'loading' in between: the old list stays until the new one is there.
    expect(run.states.at(-1)).toEqual({ phase: 'ready', models: NEWER });
    expect(run.states.some((state) => state.phase === 'loading')).toBe(false);
    expect(counts).toEqual({ list: 1, start: 1, read: 2 });
  });

  it('a failed re-sync ends in 同步失败 with the models from before still shown', async () => {
    const time = fakeClock();
    const { calls } = scripted({ lists: [], start: running(0), reads: [failed('ERP 超时')] });
    const run = follow(calls, time.clock, MODELS);
    await flush();
    await time.tick();
    await run.finished;
    const last = run.states.at(-1)!;
    expect(last).toEqual({ phase: 'syncFailed', message: 'ERP 超时', previous: MODELS });
    expect(shownModels(last)).toEqual(MODELS);
    expect(canResync(last)).toBe(true);
  });

  it('a re-sync whose start fails changes nothing: the models from before, ready', async () => {
    const time = fakeClock();
    const { calls } = scripted({ lists: [], start: new Error('offline') });
    const run = follow(calls, time.clock, MODELS);
    await run.finished;
    expect(run.states.at(-1)).toEqual({ phase: 'ready', models: MODELS });
  });

  it('allows a re-sync from a list or a failure, never while one runs or loads', () => {
    expect(canResync({ phase: 'ready', models: [] })).toBe(true);
    expect(canResync({ phase: 'syncFailed', message: 'x' })).toBe(true);
    expect(canResync({ phase: 'syncing', progress: 0.5, startedAt: 0, previous: MODELS })).toBe(false);
    expect(canResync({ phase: 'loading' })).toBe(false);
    expect(canResync({ phase: 'failed' })).toBe(false);
    expect(shownModels({ phase: 'syncing', progress: 0.5, startedAt: 0 })).toBeNull();
  });
});
