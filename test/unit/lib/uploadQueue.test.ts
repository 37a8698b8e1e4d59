import { describe, expect, it } from 'vitest';
import { runQueue, type QueueResult } from '../../../src/lib/uploadQueue';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('runQueue', () => {
  it('never runs more than 6 at once with 50 items, and uses all 6', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await runQueue(Array.from({ length: 50 }, (_, i) => i), async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (n * 7) % 5));
      inFlight--;
      return n;
    });
    expect(peak).toBe(6);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('respects a smaller concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    await runQueue([1, 2, 3, 4, 5], async () => {
      peak = Math.max(peak, ++inFlight);
      await tick();
      inFlight--;
    }, { concurrency: 2 });
    expect(peak).toBe(2);
  });

  it('keeps going after a failure in the middle and reports it in place', async () => {
    const failure = new Error('上传失败: 500');
    const results = await runQueue(['a', 'b', 'c', 'd', 'e'], async (item) => {
      await tick();
      if (item === 'c') throw failure;
      return item.toUpperCase();
    });
    expect(results).toEqual([
      { ok: true, value: 'A' },
      { ok: true, value: 'B' },
      { ok: false, error: failure },
      { ok: true, value: 'D' },
      { ok: true, value: 'E' },
    ]);
  });

  it('catches a worker that throws before returning a promise', async () => {
    const results = await runQueue([1], () => {
      throw new Error('sync');
    });
    expect(results[0]).toMatchObject({ ok: false });
  });

  it('returns results in input order when later items finish first', async () => {
    const settledOrder: number[] = [];
    const results = await runQueue([30, 20, 10, 0], async (delay, index) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      return index;
    }, { onSettled: (index) => settledOrder.push(index) });
    expect(results.map((r) => (r.ok ? r.value : -1))).toEqual([0, 1, 2, 3]);
    expect(settledOrder).toEqual([3, 2, 1, 0]);
  });

  it('stops starting new items on abort; the not-started ones fail with an AbortError at once', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const settled: [number, QueueResult<number>][] = [];
    const running = runQueue(
      Array.from({ length: 10 }, (_, i) => i),
      (n, _index, signal) => {
        started.push(n);
        expect(signal).toBe(controller.signal);
        return new Promise<number>((resolve) => releases.push(() => resolve(n)));
      },
      { concurrency: 3, signal: controller.signal, onSettled: (index, result) => settled.push([index, result]) },
    );
    await tick();
    expect(started).toEqual([0, 1, 2]);
    controller.abort();
    // The seven that never started settle before the running ones finish.
    expect(settled.map(([index]) => index)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    releases.forEach((release) => release());
    const results = await running;
    expect(started).toEqual([0, 1, 2]);
    expect(results.slice(0, 3)).toEqual([{ ok: true, value: 0 }, { ok: true, value: 1 }, { ok: true, value: 2 }]);
    for (const result of results.slice(3)) {
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatchObject({ name: 'AbortError' });
    }
  });

  it('starts nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    let calls = 0;
    const results = await runQueue([1, 2], async () => ++calls, { signal: controller.signal });
    expect(calls).toBe(0);
    expect(results).toEqual(results.map(() => ({ ok: false, error: expect.objectContaining({ name: 'AbortError' }) })));
  });

  it('returns nothing for no items', async () => {
    expect(await runQueue([], async () => 1)).toEqual([]);
  });
});
