import { describe, expect, it, vi } from 'vitest';
import { ScreenLoadError, SCREEN_LOAD_TIMEOUT_MS, withTimeout } from '../../../src/ui/lazyScreen';

describe('lazily loaded screens (spec 3 §9: 120 s)', () => {
  it('gives up on a chunk that never arrives after 120 s', async () => {
    vi.useFakeTimers();
    try {
      const load = withTimeout(() => new Promise<never>(() => undefined));
      const outcome = load().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - 1);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(ScreenLoadError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a loaded module through and turns a failed load into a ScreenLoadError', async () => {
    await expect(withTimeout(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
    await expect(withTimeout(() => Promise.reject(new Error('ChunkLoadError')))()).rejects.toBeInstanceOf(ScreenLoadError);
  });
});
