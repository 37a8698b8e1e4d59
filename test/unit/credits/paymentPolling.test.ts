import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStatus } from '../../../contract/credits';
import { waitForPayment } from '../../../src/features/credits/paymentPolling';

/** A sleep that records each wait and returns at once, so the loop runs without real time. */
function instantSleep(waits: number[]) {
  return (ms: number, signal: AbortSignal) => {
    waits.push(ms);
    signal.throwIfAborted();
    return Promise.resolve();
  };
}

describe('payment polling (spec 3 §4: every second until it leaves awaiting payment)', () => {
  // The waits between questions run on a fake clock: no real time passes in these tests.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every second until the recharge is no longer awaiting, and says where it ended', async () => {
    const answers = [PaymentStatus.AWAITING, PaymentStatus.AWAITING, PaymentStatus.SUCCESS];
    const waits: number[] = [];
    const status = await waitForPayment(() => Promise.resolve(answers.shift()!), { signal: new AbortController().signal, sleep: instantSleep(waits) });
    expect(status).toBe(PaymentStatus.SUCCESS);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('ends on closed as on any state past awaiting', async () => {
    const status = await waitForPayment(() => Promise.resolve(PaymentStatus.CLOSED), { signal: new AbortController().signal, sleep: instantSleep([]) });
    expect(status).toBe(PaymentStatus.CLOSED);
  });

  it('asks again after a failed question', async () => {
    let calls = 0;
    const status = await waitForPayment(
      () => (++calls < 3 ? Promise.reject(new Error('network')) : Promise.resolve(PaymentStatus.SUCCESS)),
      { signal: new AbortController().signal, sleep: instantSleep([]) },
    );
    expect(status).toBe(PaymentStatus.SUCCESS);
    expect(calls).toBe(3);
  });

  it('never asks while the last question is unanswered, and stops when the caller stops waiting', async () => {
    const stop = new AbortController();
    let asked = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const silent = (signal: AbortSignal) => {
      asked++;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // A reply that never comes, except as the abort.
      return new Promise<PaymentStatus>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const waiting = waitForPayment(silent, { signal: stop.signal, intervalMs: 5 });
    // Twelve intervals on the fake clock: a poll on a timer would have asked again and again.
    await vi.advanceTimersByTimeAsync(60);
    stop.abort(new Error('left'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toBe(1);
    expect(maxInFlight).toBe(1);
  });

  it('stops during the wait between questions', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = new AbortController();
    let asked = 0;
    const waiting = waitForPayment(
      () => {
        asked++;
        return Promise.resolve(PaymentStatus.AWAITING);
      },
      { signal: stop.signal, intervalMs: 10 },
    );
    await vi.advanceTimersByTimeAsync(35);
    expect(asked).toBe(3);
    stop.abort(new Error('closed'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(30);
    expect(asked).toBe(3);
    // The stopped wait left no timer behind.
    expect(vi.getTimerCount()).toBe(0);
  });
});
