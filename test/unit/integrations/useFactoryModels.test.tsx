// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_TASK_POLL_MS, SyncTaskStatus, type SyncTask } from '../../../contract/erp';

const api = vi.hoisted(() => ({
  listFactoryPhoneModels: vi.fn(),
  startPhoneModelSync: vi.fn(),
  getPhoneModelSync: vi.fn(),
}));
vi.mock('../../../src/api/erp', () => api);

const { useFactoryModels } = await import('../../../src/features/integrations/useFactoryModels');
const { FactoryModelsStatus } = await import('../../../src/features/integrations/FactoryModelsStatus');

const running: SyncTask = { status: SyncTaskStatus.RUNNING, errorMessage: null, progress: 0.25 };

function Models({ factoryId }: { factoryId: string }) {
  const { state, retry, resync } = useFactoryModels(factoryId);
  return createElement(
    'div',
    { 'data-phase': state.phase },
    createElement(FactoryModelsStatus, { state, retry }),
    createElement('button', { className: 'resync', onClick: resync }, 'resync'),
  );
}

let root: Root;
let host: HTMLElement;

async function render(factoryId: string) {
  await act(async () => root.render(createElement(Models, { factoryId })));
}

/** Moves the fake clock a poll interval and lets the answers land. */
async function poll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SYNC_TASK_POLL_MS);
  });
}

const readsOf = (factoryId: string) => api.getPhoneModelSync.mock.calls.filter(([id]) => id === factoryId).length;

beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  api.listFactoryPhoneModels.mockResolvedValue([]);
  api.startPhoneModelSync.mockResolvedValue(running);
  api.getPhoneModelSync.mockResolvedValue(running);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  host.remove();
});

describe('useFactoryModels with FactoryModelsStatus (spec 3 §4)', () => {
  it('polls every second while mounted, shows the progress, and leaves no timer when unmounted', async () => {
    await render('f1');
    expect(host.querySelector('[role="status"]')?.textContent).toContain('已完成 25%');
    await poll();
    await poll();
    expect(readsOf('f1')).toBe(2);
    // A reader that failed is no modal: the poll passes callerHandles.
    expect(api.getPhoneModelSync.mock.calls[0]![1]).toMatchObject({ callerHandles: expect.any(Function) });

    await act(async () => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5 * SYNC_TASK_POLL_MS);
    expect(readsOf('f1')).toBe(2);
  });

  it('stops the first factory’s poll when another factory is picked', async () => {
    await render('f1');
    await poll();
    await render('f2');
    await poll();
    await poll();
    expect(readsOf('f1')).toBe(1);
    expect(readsOf('f2')).toBe(2);
    // One poll timer and the elapsed-time clock, nothing of the first factory's.
    expect(vi.getTimerCount()).toBe(2);
    await act(async () => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows 同步失败 with 重试, which starts a new task and lists the models it brought', async () => {
    api.getPhoneModelSync.mockResolvedValueOnce({ status: SyncTaskStatus.FAILED, errorMessage: null, progress: 0.5 });
    await render('f1');
    await poll();
    expect(host.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('syncFailed');
    expect(document.body.textContent).toContain('同步失败');
    expect(document.body.textContent).toContain('未知错误');

    api.startPhoneModelSync.mockResolvedValueOnce({ status: SyncTaskStatus.DONE, errorMessage: null, progress: 1 });
    api.listFactoryPhoneModels.mockResolvedValueOnce([]).mockResolvedValueOnce([{ code: 'KM-1', name: 'iPhone 15' }]);
    const retry = [...document.querySelectorAll('button')].find((button) => button.textContent?.replace(/\s/g, '') === '重试')!;
    await act(async () => retry.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(host.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('ready');
    expect(api.startPhoneModelSync).toHaveBeenCalledTimes(2);
    await act(async () => root.unmount());
  });

  it('重新同步 starts one task however often it is pressed while one runs, and lists what it brought', async () => {
    const before = [{ code: 'KM-1', name: 'iPhone 15' }];
    const after = [...before, { code: 'KM-2', name: 'iPhone 16 Pro' }];
    api.listFactoryPhoneModels.mockResolvedValueOnce(before).mockResolvedValueOnce(after);
    await render('f1');
    expect(host.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('ready');
    expect(api.startPhoneModelSync).toHaveBeenCalledTimes(0);

    const button = host.querySelector<HTMLButtonElement>('.resync')!;
    // Both clicks before React renders again: the second must see the first.
    await act(async () => {
      button.click();
      button.click();
    });
    await act(async () => button.click());
    expect(host.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('syncing');
    expect(host.querySelector('[role="status"]')?.textContent).toContain('已完成 25%');
    expect(api.startPhoneModelSync).toHaveBeenCalledTimes(1);

    api.getPhoneModelSync.mockResolvedValueOnce({ status: SyncTaskStatus.DONE, errorMessage: null, progress: 1 });
    await poll();
    expect(host.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('ready');
    expect(api.listFactoryPhoneModels).toHaveBeenCalledTimes(2);
    expect(api.startPhoneModelSync).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });
});
