// @vitest-environment happy-dom
import { Message } from '@arco-design/web-react';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../src/messages';
import { batchSummary, runInSequence, useSequentialBatch, type BatchProgress } from '../../../src/ui/useSequentialBatch';

/** A call per item that settles when the test says so, to look at the batch between items. */
function controlledCalls() {
  const pending: { item: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const action = (item: string) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
    });
  return { pending, action };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runInSequence', () => {
  it('starts each item only after the one before it has settled', async () => {
    const { pending, action } = controlledCalls();
    const run = runInSequence(['a', 'b', 'c'], action, () => undefined);
    await tick();
    expect(pending.map((call) => call.item)).toEqual(['a']);
    pending[0]!.resolve();
    await tick();
    expect(pending.map((call) => call.item)).toEqual(['a', 'b']);
    pending[1]!.resolve();
    await tick();
    pending[2]!.resolve();
    await expect(run).resolves.toEqual([]);
  });

  it('counts an item as done only once it has settled: 0/n while the first runs', async () => {
    const { pending, action } = controlledCalls();
    const seen: BatchProgress[] = [];
    const run = runInSequence(['a', 'b'], action, (progress) => seen.push(progress));
    await tick();
    expect(seen).toEqual([{ done: 0, total: 2 }]);
    pending[0]!.resolve();
    await tick();
    expect(seen.at(-1)).toEqual({ done: 1, total: 2 });
    pending[1]!.resolve();
    await run;
    expect(seen).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
  });

  it('goes on after a failure and returns the items that failed, in order', async () => {
    const calls: string[] = [];
    const failed = await runInSequence(['a', 'b', 'c', 'd'], async (item) => {
      calls.push(item);
      if (item === 'b' || item === 'd') throw new Error(`no ${item}`);
    }, () => undefined);
    expect(calls).toEqual(['a', 'b', 'c', 'd']);
    expect(failed).toEqual(['b', 'd']);
  });

  it('reports 0/0 for an empty batch and calls nothing', async () => {
    const action = vi.fn();
    const seen: BatchProgress[] = [];
    await expect(runInSequence([], action, (progress) => seen.push(progress))).resolves.toEqual([]);
    expect(action).not.toHaveBeenCalled();
    expect(seen).toEqual([{ done: 0, total: 0 }]);
  });
});

describe('batchSummary', () => {
  it.each([
    ['nothing failed', 0, {}, true, '操作成功'],
    ['nothing failed, with its own success text', 0, { success: '删除成功' }, true, '删除成功'],
    ['nothing failed, with notes', 0, { notes: ['已跳过 2 个状态相同的规格', '1 个规格未上传线框图，未处理'] }, true, '操作成功，已跳过 2 个状态相同的规格，1 个规格未上传线框图，未处理'],
    ['two failed', 2, { success: '删除成功' }, false, '2 个操作失败'],
    ['one failed, with a note', 1, { notes: ['已跳过 1 个状态相同的规格'] }, false, '1 个操作失败，已跳过 1 个状态相同的规格'],
  ] as const)('%s', (_name, failed, texts, ok, text) => {
    expect(batchSummary(failed, texts)).toEqual({ ok, text });
  });
});

describe('useSequentialBatch', () => {
  let root: Root;
  let container: HTMLElement;
  let batch: ReturnType<typeof useSequentialBatch>;

  function Probe() {
    batch = useSequentialBatch();
    return createElement('span', null, batch.progress ? MSG.common.batchProgress(batch.progress.done, batch.progress.total) : '');
  }

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(createElement(Probe)));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.restoreAllMocks();
  });

  it('shows 正在处理 n/total as items settle, then 操作成功 and no progress', async () => {
    const success = vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    const { pending, action } = controlledCalls();
    let run!: Promise<string[] | null>;
    await act(async () => {
      run = batch.run(['a', 'b'], action);
      await tick();
    });
    expect(container.textContent).toBe('正在处理 0/2');
    await act(async () => {
      pending[0]!.resolve();
      await tick();
    });
    expect(container.textContent).toBe('正在处理 1/2');
    await act(async () => {
      pending[1]!.resolve();
      await run;
    });
    await expect(run).resolves.toEqual([]);
    expect(container.textContent).toBe('');
    expect(success).toHaveBeenCalledWith(MSG.common.done);
  });

  it('ends with n 个操作失败 when some failed, and returns them', async () => {
    const error = vi.spyOn(Message, 'error').mockImplementation(() => () => undefined);
    const success = vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    let failed: string[] | null = null;
    await act(async () => {
      failed = await batch.run(['a', 'b', 'c'], async (item) => {
        if (item !== 'b') throw new Error('refused');
      });
    });
    expect(failed).toEqual(['a', 'c']);
    expect(error).toHaveBeenCalledWith('2 个操作失败');
    expect(success).not.toHaveBeenCalled();
  });

  it('refuses a second batch while one is running', async () => {
    vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    const { pending, action } = controlledCalls();
    const second = vi.fn();
    let first!: Promise<string[] | null>;
    await act(async () => {
      first = batch.run(['a'], action);
      await expect(batch.run(['b'], second)).resolves.toBeNull();
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      pending[0]!.resolve();
      await first;
    });
  });
});

describe('runInSequence stopped mid-way', () => {
  it('starts no item after the stop and returns those left with the failed ones', async () => {
    const { pending, action } = controlledCalls();
    const controller = new AbortController();
    const run = runInSequence(['a', 'b', 'c'], action, () => undefined, controller.signal);
    await tick();
    controller.abort();
    pending[0]!.resolve();
    await expect(run).resolves.toEqual(['b', 'c']);
    expect(pending.map((call) => call.item)).toEqual(['a']);
  });
});
