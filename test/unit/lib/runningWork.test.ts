import { describe, expect, it } from 'vitest';
import { createRunningWork, type RunningWorkTarget } from '../../../src/lib/runningWork';

function fakeWindow() {
  const listeners = new Set<(event: BeforeUnloadEvent) => void>();
  const target: RunningWorkTarget = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  /** Fires a beforeunload; true when a listener asked the browser to warn. */
  const unload = () => {
    const event = { defaultPrevented: false, returnValue: undefined as unknown, preventDefault() { this.defaultPrevented = true; } };
    for (const listener of listeners) listener(event as unknown as BeforeUnloadEvent);
    return event.defaultPrevented;
  };
  return { target, listeners, unload };
}

describe('running work registry (leaving while work runs is warned)', () => {
  it('warns on unload while any work runs and stops warning once all of it has ended', () => {
    const page = fakeWindow();
    const work = createRunningWork(page.target);
    expect(page.unload()).toBe(false);
    const endUpload = work.start('上传素材');
    const endBatch = work.start('批量删除');
    expect(work.running()).toEqual(['上传素材', '批量删除']);
    expect(page.unload()).toBe(true);
    endUpload();
    expect(page.unload()).toBe(true);
    endBatch();
    expect(page.unload()).toBe(false);
    expect(page.listeners.size).toBe(0);
  });

  it('releases a piece of work once, however often its release is called', () => {
    const page = fakeWindow();
    const work = createRunningWork(page.target);
    const first = work.start('a');
    const second = work.start('b');
    first();
    first();
    expect(work.running()).toEqual(['b']);
    expect(page.unload()).toBe(true);
    second();
    expect(page.unload()).toBe(false);
  });
});
