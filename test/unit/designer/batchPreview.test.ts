// The batch preview's rules without a browser: which models a material colour shows, the lazy drawing
// queue (bounded, cancellable, never drawing a card twice), and where the print area lands on a card.
import { describe, expect, it } from 'vitest';
import type { PhoneModel, Sku, Wireframe } from '../../../contract/catalogue';
import { brandsOf, modelsOfColor, wireframeIdsOf, wireframeOf } from '../../../src/features/designer/batchPreview/colorModels';
import { DrawQueue, PaintGate } from '../../../src/features/designer/batchPreview/drawQueue';
import { fitInside, printAreaRect } from '../../../src/features/designer/batchPreview/previewPainter';

const sku = (model: string, color: string, wireframeId: string | null, brand = 'b1'): Sku => ({
  id: `${model}-${color}`,
  phoneBrandId: brand,
  phoneModelId: model,
  materialId: 'm',
  materialColorId: color,
  wireframeId,
  enabled: true,
});
const model = (id: string, name: string, brand = 'b1'): [string, PhoneModel] => [id, { id, name, phoneBrandId: brand, favorited: false, next: null }];

describe('the models of a material colour', () => {
  const models = new Map([model('p1', 'iPhone 15'), model('p2', 'Mate 60', 'b2'), model('p3', 'Find X7', 'b3')]);

  it('shows each model with a SKU in the colour once, in the SKUs’ order, with its SKU’s wireframe', () => {
    const skus = [sku('p2', 'white', 'w2', 'b2'), sku('p1', 'white', null), sku('p1', 'black', 'w9'), sku('p3', 'black', 'w3', 'b3'), sku('p2', 'white', 'w7', 'b2')];
    expect(modelsOfColor(skus, 'white', models)).toEqual([
      { modelId: 'p2', name: 'Mate 60', wireframeId: 'w2' },
      { modelId: 'p1', name: 'iPhone 15', wireframeId: null },
    ]);
    expect(modelsOfColor(skus, 'black', models).map((shown) => shown.name)).toEqual(['iPhone 15', 'Find X7']);
    expect(modelsOfColor(skus, 'pink', models)).toEqual([]);
  });

  it('leaves out a model deleted between the lookups, and names each brand and wireframe to read once', () => {
    const skus = [sku('gone', 'white', 'w1'), sku('p1', 'white', 'w1'), sku('p2', 'white', 'w1', 'b2')];
    const shown = modelsOfColor(skus, 'white', models);
    expect(shown.map((entry) => entry.modelId)).toEqual(['p1', 'p2']);
    expect(brandsOf(skus)).toEqual(['b1', 'b2']);
    expect(wireframeIdsOf([...shown, { modelId: 'p3', name: 'x', wireframeId: null }])).toEqual(['w1']);
  });

  it('reads a wireframe the lookup did not return as none', () => {
    const wireframe = { id: 'w1', width: 500, height: 1044, layers: [], printArea: null, revision: 1 } satisfies Wireframe;
    const wireframes = new Map([['w1', wireframe]]);
    expect(wireframeOf({ modelId: 'p1', name: 'a', wireframeId: 'w1' }, wireframes)).toBe(wireframe);
    expect(wireframeOf({ modelId: 'p1', name: 'a', wireframeId: 'w2' }, wireframes)).toBeNull();
    expect(wireframeOf({ modelId: 'p1', name: 'a', wireframeId: null }, wireframes)).toBeNull();
  });
});

/** A job that waits until the test lets it finish, and records what happened to it. */
function controlledJob(log: string[], key: string) {
  let finish: () => void = () => undefined;
  const job = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      log.push(`start ${key}`);
      signal.addEventListener('abort', () => {
        log.push(`abort ${key}`);
        reject(new Error('aborted'));
      });
      finish = () => {
        log.push(`end ${key}`);
        resolve();
      };
    });
  return { job, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lazy drawing queue', () => {
  it('runs at most `concurrency` jobs, oldest request first, and starts the next as one ends', async () => {
    const log: string[] = [];
    const queue = new DrawQueue(2);
    const jobs = ['a', 'b', 'c', 'd'].map((key) => ({ key, ...controlledJob(log, key) }));
    for (const { key, job } of jobs) queue.want(key, job);
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.pending).toEqual({ waiting: 2, running: 2 });
    jobs[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    expect(queue.isDrawn('b')).toBe(true);
  });

  it('drops a card that scrolled away before its turn, and aborts one being drawn', async () => {
    const log: string[] = [];
    const queue = new DrawQueue(1);
    const a = controlledJob(log, 'a');
    const b = controlledJob(log, 'b');
    const c = controlledJob(log, 'c');
    queue.want('a', a.job);
    queue.want('b', b.job);
    queue.want('c', c.job);
    queue.drop('b');
    queue.drop('a');
    await settle();
    expect(log).toEqual(['start a', 'abort a', 'start c']);
    expect(queue.isDrawn('a')).toBe(false);
    c.finish();
    await settle();
    expect(queue.pending).toEqual({ waiting: 0, running: 0 });
  });

  it('draws a card again only if it was not drawn: back in view after a cancel, yes; after a draw, no', async () => {
    const log: string[] = [];
    const queue = new DrawQueue(1);
    const first = controlledJob(log, 'a');
    queue.want('a', first.job);
    queue.drop('a');
    const second = controlledJob(log, 'a');
    queue.want('a', second.job);
    second.finish();
    await settle();
    queue.want('a', controlledJob(log, 'a').job);
    // Asked twice while running or waiting: one job.
    const other = controlledJob(log, 'b');
    queue.want('b', other.job);
    queue.want('b', other.job);
    expect(log).toEqual(['start a', 'abort a', 'start a', 'end a', 'start b']);
  });

  it('lets a failed draw be asked again, and stops everything when closed', async () => {
    const log: string[] = [];
    const queue = new DrawQueue(1);
    queue.want('x', async () => {
      log.push('fail x');
      throw new Error('image failed');
    });
    await settle();
    expect(queue.isDrawn('x')).toBe(false);
    const running = controlledJob(log, 'y');
    queue.want('y', running.job);
    queue.want('z', controlledJob(log, 'z').job);
    queue.close();
    queue.want('w', controlledJob(log, 'w').job);
    await settle();
    expect(log).toEqual(['fail x', 'start y', 'abort y']);
  });

  it('eagerly (no limit) starts every job at once: the benchmark’s comparison', () => {
    const log: string[] = [];
    const queue = new DrawQueue(Number.POSITIVE_INFINITY);
    for (const key of ['a', 'b', 'c']) queue.want(key, controlledJob(log, key).job);
    expect(log).toEqual(['start a', 'start b', 'start c']);
  });
});

describe('a card’s drawing', () => {
  it('fills the box with the wireframe’s proportions (canvas ratio 1)', () => {
    expect(fitInside({ width: 500, height: 1044 }, { width: 140, height: 240 })).toEqual({ width: 115, height: 240 });
    expect(fitInside({ width: 500, height: 500 }, { width: 140, height: 240 })).toEqual({ width: 140, height: 140 });
  });

  it('places the print area by its margins in the wireframe’s pixels, scaled to the drawing', () => {
    const wireframe = { width: 500, height: 1000 };
    expect(printAreaRect(wireframe, { left: 20, right: 30, top: 40, bottom: 60 }, { width: 250, height: 500 })).toEqual({ x: 10, y: 20, width: 225, height: 450 });
    expect(printAreaRect(wireframe, null, { width: 250, height: 500 })).toBeNull();
    expect(printAreaRect(wireframe, { left: 300, right: 300, top: 0, bottom: 0 }, { width: 250, height: 500 })).toBeNull();
  });
});

describe('the paint gate', () => {
  it('paints in frames within a budget (at least one a frame), skipping cards that left meanwhile', async () => {
    const frames: (() => void)[] = [];
    let clock = 0;
    const gate = new PaintGate(8, (run) => frames.push(run), () => clock);
    const painted: string[] = [];
    const gone = new AbortController();
    const paint = (key: string, cost: number) => () => {
      painted.push(key);
      clock += cost;
    };
    const results = [
      gate.run(paint('a', 5), new AbortController().signal),
      gate.run(paint('b', 5), new AbortController().signal),
      gate.run(paint('c', 5), gone.signal),
      gate.run(paint('d', 20), new AbortController().signal),
    ];
    expect(painted).toEqual([]);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    // The first frame paints a (5 ms) and, still within its 8 ms, b; c and d wait for the next one.
    expect(painted).toEqual(['a', 'b']);
    // c scrolled away meanwhile: skipped, d painted.
    gone.abort();
    frames.shift()!();
    expect(painted).toEqual(['a', 'b', 'd']);
    await Promise.all(results);
    expect(frames).toHaveLength(0);
  });
});
