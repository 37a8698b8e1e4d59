import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../contract/sleep';

afterEach(() => vi.useRealTimers());

describe('sleep', () => {
  it('resolves after its time, not before', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = sleep(100, new AbortController().signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('rejects at once when stopped, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const waiting = sleep(60_000, stop.signal);
    stop.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a TimeoutError as fetch does, and makes any other reason an AbortError', async () => {
    const timedOut = new AbortController();
    timedOut.abort(new DOMException('late', 'TimeoutError'));
    await expect(sleep(10, timedOut.signal)).rejects.toMatchObject({ name: 'TimeoutError' });
    const closed = new AbortController();
    closed.abort(new Error('the dialog closed'));
    await expect(sleep(10, closed.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
