import { describe, expect, it, vi } from 'vitest';
import type { Stroke } from '../../../contract/templates';
import type { StrokeJob, StrokeOutput } from '../../../src/lib/stroke/protocol';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { DEFAULT_STROKE } from '../../../contract/stroke';
import { StrokeRenderer } from '../../../src/features/designer/session/strokeRenderer';
import { layer, state } from './fixtures';

type Job = Omit<StrokeJob, 'id'>;

/** A worker whose answers the test releases one by one. */
function fakeWorker() {
  const jobs: { job: Job; resolve: (o: StrokeOutput) => void; reject: (e: Error) => void }[] = [];
  const compute = vi.fn(
    (job: Job) =>
      new Promise<StrokeOutput>((resolve, reject) => {
        jobs.push({ job, resolve, reject });
      }),
  );
  const answer = async (index = 0) => {
    const { job, resolve } = jobs.splice(index, 1)[0];
    resolve({ png: new Blob([`w${job.spec.width}`]), pathData: `M${job.spec.width} 0 Z`, relative: { width: 1.1, height: 1.2 } });
    await flush();
  };
  const fail = async () => {
    jobs.shift()!.reject(new Error('broken image'));
    await flush();
  };
  return { jobs, compute, answer, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stroke = (width: number): Stroke => ({ ...DEFAULT_STROKE, width, imageUrl: null });

function setup() {
  const store = createDesignerStore(state([layer('a')], ['a']));
  const worker = fakeWorker();
  let added = 0;
  let read = 0;
  const renderer = new StrokeRenderer(store, {
    readImage: async () => {
      read++;
      return new Blob(['png']);
    },
    addImage: () => `blob:stroke-${++added}`,
    compute: worker.compute,
  });
  const a = () => store.getState().layers[0];
  return { store, worker, renderer, a, reads: () => read };
}

describe('StrokeRenderer', () => {
  it('computes a new stroke and fills it in', async () => {
    const { store, worker, renderer, a } = setup();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
    await flush();
    expect(renderer.status(a())).toBe('computing');
    expect(worker.jobs[0].job).toMatchObject({ layerWidth: 100, layerHeight: 50, spec: { width: 4, style: 'SOLID' } });
    await worker.answer();
    expect(a().stroke).toMatchObject({ width: 4, imageUrl: 'blob:stroke-1', imageFrame: { width: 1.1, height: 1.2 } });
    expect(a().strokeSvgData).toBe('M4 0 Z');
    expect(renderer.status(a())).toBe('idle');
  });

  it('during a drag computes only the value the slider stops at, and drops the stale answer', async () => {
    const { store, worker, a } = setup();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
    await flush();
    for (const width of [5, 6, 7, 8]) store.dispatch('setStroke', { uuid: 'a', stroke: stroke(width) });
    await flush();
    // One job runs (width 4); nothing queued behind it yet.
    expect(worker.compute).toHaveBeenCalledTimes(1);
    await worker.answer();
    // The width-4 answer is stale: dropped; then only 8 is computed, not 5, 6 and 7.
    expect(a().stroke).toMatchObject({ width: 8, imageUrl: null });
    expect(worker.compute).toHaveBeenCalledTimes(2);
    expect(worker.jobs[0].job.spec.width).toBe(8);
    await worker.answer();
    expect(a().stroke).toMatchObject({ width: 8, imageUrl: 'blob:stroke-2' });
  });

  it('undo then redo finds the answer it had, without computing again', async () => {
    const { store, worker, a } = setup();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
    await flush();
    store.dispatch('undo');
    await worker.answer();
    expect(a().stroke).toBeNull();
    store.dispatch('redo');
    await flush();
    expect(a().stroke?.imageUrl).toBe('blob:stroke-1');
    expect(worker.compute).toHaveBeenCalledTimes(1);
  });

  it('reads the image once for a drag over it, and names it to the worker', async () => {
    const { store, worker, reads } = setup();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
    await flush();
    await worker.answer();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(6) });
    await flush();
    expect(worker.jobs[0].job.imageKey).toBe('https://img.example/a.png');
    expect(reads()).toBe(1);
  });

  it('a failure keeps the settings and says so until a retry computes again', async () => {
    const { store, worker, renderer, a } = setup();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
    await flush();
    await worker.fail();
    expect(renderer.status(a())).toBe('failed');
    expect(a().stroke).toMatchObject({ width: 4, imageUrl: null });
    expect(worker.compute).toHaveBeenCalledTimes(1);
    renderer.retry('a');
    await flush();
    expect(renderer.status(a())).toBe('computing');
    await worker.answer();
    expect(renderer.status(a())).toBe('idle');
    expect(a().stroke?.imageUrl).toBe('blob:stroke-1');
  });

  it('an answer that arrives while a save runs is filled in when the save ends', async () => {
    const { store, worker, a } = setup();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
    await flush();
    store.setSaving(true);
    await worker.answer();
    expect(a().stroke?.imageUrl).toBeNull();
    store.setSaving(false);
    expect(a().stroke?.imageUrl).toBe('blob:stroke-1');
  });

  describe('settled (what a save waits for)', () => {
    it('resolves once the stroke being computed is filled in', async () => {
      const { store, worker, renderer, a } = setup();
      store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
      await flush();
      let settled = false;
      void renderer.settled(10_000).then(() => (settled = true));
      await flush();
      expect(settled).toBe(false);
      await worker.answer();
      expect(settled).toBe(true);
      expect(a().stroke?.imageUrl).toBe('blob:stroke-1');
    });

    it('resolves when the stroke fails, and at once when nothing is computing', async () => {
      const { store, worker, renderer } = setup();
      let idle = false;
      await renderer.settled(10_000).then(() => (idle = true));
      expect(idle).toBe(true);
      store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
      await flush();
      let settled = false;
      void renderer.settled(10_000).then(() => (settled = true));
      await worker.fail();
      expect(settled).toBe(true);
    });

    it('gives up after the timeout, and at once when the designer closes', async () => {
      vi.useFakeTimers();
      try {
        const { store, renderer } = setup();
        store.dispatch('setStroke', { uuid: 'a', stroke: stroke(4) });
        await vi.advanceTimersByTimeAsync(0);
        let settled = false;
        void renderer.settled(5_000).then(() => (settled = true));
        await vi.advanceTimersByTimeAsync(4_999);
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(settled).toBe(true);

        let closed = false;
        void renderer.settled(5_000).then(() => (closed = true));
        renderer.destroy();
        await vi.advanceTimersByTimeAsync(0);
        expect(closed).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
