import { describe, expect, it, vi } from 'vitest';
import { matchInWorker } from '../../../src/lib/modelMatch/matchClient';
import type { MatchReply, MatchRequest } from '../../../src/lib/modelMatch/protocol';
import type { MatchResult } from '../../../src/lib/modelMatch/types';

/** A stand-in worker: the test decides what it answers, or that it never does. */
class FakeWorker {
  onmessage: ((event: MessageEvent<MatchReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  posted: MatchRequest[] = [];
  postMessage(message: MatchRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: MatchReply) {
    this.onmessage?.({ data } as MessageEvent<MatchReply>);
  }
}

const products = [{ id: 'p1', brand: '苹果', name: 'iPhone 15' }];
const factory = [{ code: 'C1', name: 'Apple iPhone 15' }];
const result: MatchResult = { proposals: [{ productId: 'p1', code: 'C1', factoryName: 'Apple iPhone 15', score: 1 }], heldBack: [], unmatched: [] };

describe('matchInWorker', () => {
  it('sends the job, passes progress on, resolves with the result and ends the worker', async () => {
    const worker = new FakeWorker();
    const progress = vi.fn();
    const matched = matchInWorker(products, factory, { createWorker: () => worker as unknown as Worker }, progress);
    expect(worker.posted).toEqual([{ products, factory, guard: true }]);
    worker.reply({ type: 'progress', done: 1, total: 1 });
    worker.reply({ type: 'done', result });
    await expect(matched).resolves.toEqual(result);
    expect(progress).toHaveBeenCalledWith(1, 1);
    expect(worker.terminated).toBe(true);
  });

  it('passes the guard option on', () => {
    const worker = new FakeWorker();
    void matchInWorker(products, factory, { guard: false, createWorker: () => worker as unknown as Worker });
    expect(worker.posted[0]!.guard).toBe(false);
  });

  it("rejects with the worker's error", async () => {
    const worker = new FakeWorker();
    const matched = matchInWorker(products, factory, { createWorker: () => worker as unknown as Worker });
    worker.reply({ type: 'error', message: 'boom' });
    await expect(matched).rejects.toThrow('boom');
    expect(worker.terminated).toBe(true);
  });

  it('a worker that crashes or fails to load rejects', async () => {
    const worker = new FakeWorker();
    const matched = matchInWorker(products, factory, { createWorker: () => worker as unknown as Worker });
    worker.onerror?.({ preventDefault() {}, message: 'out of memory' } as ErrorEvent);
    await expect(matched).rejects.toThrow('out of memory');
    expect(worker.terminated).toBe(true);
  });

  it('an abort ends the worker at once and rejects; later replies change nothing', async () => {
    const worker = new FakeWorker();
    const controller = new AbortController();
    const progress = vi.fn();
    const matched = matchInWorker(products, factory, { createWorker: () => worker as unknown as Worker }, progress, controller.signal);
    controller.abort();
    await expect(matched).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    worker.reply({ type: 'progress', done: 1, total: 1 });
    expect(progress).not.toHaveBeenCalled();
  });

  it('an already aborted signal starts no worker', async () => {
    const createWorker = vi.fn();
    const controller = new AbortController();
    controller.abort();
    await expect(matchInWorker(products, factory, { createWorker }, undefined, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(createWorker).not.toHaveBeenCalled();
  });
});
