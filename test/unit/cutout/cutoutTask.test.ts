// The cutout polling state machine (spec 2 §4, §9) with fake timers: every ending, cancel, and the 1500 ms beat.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CutoutTask, CutoutTaskInput } from '../../../contract/aiCutout';
import { runCutoutTask, type CutoutPhase, type CutoutTaskDeps } from '../../../src/features/designer/cutout/cutoutTask';

const INPUT: CutoutTaskInput = { imageUrl: '/api/files/1/content', type: 'common', fileName: 'a.png', fileSize: 10, width: 2, height: 2, outputImageFormat: 'png' };
const running: CutoutTask = { id: 't1', status: 'RUNNING', errorMessage: null, resultImageUrls: null };

/** A host that answers RUNNING `runningPolls` times after the create, then `final`. */
function host(final: CutoutTask | Error, runningPolls = 2) {
  const calls: string[] = [];
  let polls = 0;
  const deps: CutoutTaskDeps = {
    requestToken: async (input) => {
      calls.push(`token ${input.fileName}`);
      return { token: 'tok' };
    },
    createTask: async (body) => {
      calls.push(`create ${body.token}`);
      return running;
    },
    getTask: async (id, token) => {
      calls.push(`get ${id} ${token} @${Date.now()}`);
      polls++;
      if (polls <= runningPolls) return running;
      if (final instanceof Error) throw final;
      return final;
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
  return { deps, calls, polls: () => polls };
}

describe('runCutoutTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('gets a token, creates the task, polls every 1500 ms and ends with the first result URL', async () => {
    const { deps, calls } = host({ id: 't1', status: 'SUCCESS', errorMessage: null, resultImageUrls: ['/r.png', '/s.png'] });
    const phases: CutoutPhase[] = [];
    const run = runCutoutTask(INPUT, deps, (phase) => phases.push(phase));
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls).toEqual(['token a.png', 'create tok']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['token a.png', 'create tok', 'get t1 tok @1500']);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(run.done).resolves.toEqual({ kind: 'success', url: '/r.png' });
    expect(calls.slice(2)).toEqual(['get t1 tok @1500', 'get t1 tok @3000', 'get t1 tok @4500']);
    expect(phases).toEqual(['token', 'creating', 'running', 'running', 'running']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['FAILED with the host message', { status: 'FAILED', errorMessage: '未检测到人像', resultImageUrls: null }, { kind: 'failed', errorMessage: '未检测到人像' }],
    ['FAILED without a message', { status: 'FAILED', errorMessage: null, resultImageUrls: null }, { kind: 'failed', errorMessage: null }],
    ['FAILED with a blank message', { status: 'FAILED', errorMessage: '  ', resultImageUrls: null }, { kind: 'failed', errorMessage: null }],
    ['SUCCESS with no result', { status: 'SUCCESS', errorMessage: null, resultImageUrls: [] }, { kind: 'empty' }],
    ['SUCCESS with a null result', { status: 'SUCCESS', errorMessage: null, resultImageUrls: null }, { kind: 'empty' }],
    ['an unknown status', { status: 'QUEUING', errorMessage: null, resultImageUrls: null }, { kind: 'unknown', status: 'QUEUING' }],
  ])('%s', async (_label, answer, end) => {
    const { deps, polls } = host({ id: 't1', ...answer } as CutoutTask, 1);
    const run = runCutoutTask(INPUT, deps);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(run.done).resolves.toEqual(end);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(2);
  });

  it('ends at once when the create answer is already final', async () => {
    const { deps } = host(new Error('never polled'));
    deps.createTask = async () => ({ id: 't1', status: 'FAILED', errorMessage: '图片过大', resultImageUrls: null });
    await expect(runCutoutTask(INPUT, deps).done).resolves.toEqual({ kind: 'failed', errorMessage: '图片过大' });
  });

  it('a failed poll (network) ends the task with its reason and stops polling', async () => {
    const { deps, polls } = host(new Error('网络连接失败'), 1);
    const run = runCutoutTask(INPUT, deps);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(run.done).resolves.toEqual({ kind: 'error', reason: '网络连接失败' });
    await vi.advanceTimersByTimeAsync(6000);
    expect(polls()).toBe(2);
  });

  it('a refused token ends the task before anything is created', async () => {
    const { deps, calls } = host(new Error('x'));
    deps.requestToken = async () => {
      throw new Error('令牌申请失败');
    };
    await expect(runCutoutTask(INPUT, deps).done).resolves.toEqual({ kind: 'error', reason: '令牌申请失败' });
    expect(calls).toEqual([]);
  });

  it('cancel stops the polling at once and ignores an answer already on its way', async () => {
    const { deps, polls } = host({ id: 't1', status: 'SUCCESS', errorMessage: null, resultImageUrls: ['/r.png'] }, 100);
    const run = runCutoutTask(INPUT, deps);
    await vi.advanceTimersByTimeAsync(3000);
    expect(polls()).toBe(2);
    run.cancel();
    await expect(run.done).resolves.toEqual({ kind: 'cancelled' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls()).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel during the token request: no task is created and the signal is aborted', async () => {
    let seen: AbortSignal | undefined;
    let answer: (value: { token: string }) => void = () => {};
    const { deps, calls } = host(new Error('x'));
    deps.requestToken = (_input, signal) => {
      seen = signal;
      return new Promise((resolve) => (answer = resolve));
    };
    const run = runCutoutTask(INPUT, deps);
    run.cancel();
    answer({ token: 'late' });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(run.done).resolves.toEqual({ kind: 'cancelled' });
    expect(seen?.aborted).toBe(true);
    expect(calls).toEqual([]);
  });
});
