import { describe, expect, it } from 'vitest';
import { FetchGate } from '../../../../src/lib/bulkDownload/fetchGate';

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'open'),
    () => (state = 'aborted'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('FetchGate', () => {
  it('is open until paused, holds while paused, and lets every waiter go when resumed', async () => {
    const gate = new FetchGate();
    const signal = new AbortController().signal;
    expect(await settled(gate.open(signal))).toBe('open');
    gate.pause();
    const first = gate.open(signal);
    const second = gate.open(signal);
    expect(await settled(first)).toBe('pending');
    gate.resume();
    expect([await settled(first), await settled(second)]).toEqual(['open', 'open']);
    expect(gate.paused).toBe(false);
  });

  it('rejects a waiter whose signal aborts, and one whose signal was aborted already', async () => {
    const gate = new FetchGate();
    gate.pause();
    const controller = new AbortController();
    const waiting = gate.open(controller.signal);
    controller.abort();
    expect(await settled(waiting)).toBe('aborted');
    expect(await settled(gate.open(controller.signal))).toBe('aborted');
    gate.resume();
    expect(await settled(gate.open(controller.signal))).toBe('aborted');
  });
});
