import { describe, expect, it } from 'vitest';
import { alignLayers, alignmentFrame, distributeLayers, type AlignEdge } from '../../../src/features/designer/model/align';
import { createDesignerStore, type SimpleActionName } from '../../../src/features/designer/model';
import { rotatedBounds } from '../../../src/features/designer/model/geometry';
import type { Layer } from '../../../src/features/designer/model/types';
import { layer, state } from './fixtures';

/** Where each layer's drawn box is: [left, top] rounded to 3 decimals, bottom layer first. */
const placed = (layers: readonly Layer[]) =>
  layers.map((l) => {
    const box = rotatedBounds(l);
    return [Math.round(box.left * 1000) / 1000, Math.round(box.top * 1000) / 1000];
  });

// a 100 × 50 at (10, 20), b 40 × 80 at (200, 100), c 60 × 60 at (50, 300): frame (10, 20) to (240, 360).
const abc = () => [
  layer('a', { left: 10, top: 20, width: 100, height: 50 }),
  layer('b', { left: 200, top: 100, width: 40, height: 80 }),
  layer('c', { left: 50, top: 300, width: 60, height: 60 }),
];

describe('align several layers to their frame', () => {
  const cases: [AlignEdge, number[][]][] = [
    ['left', [[10, 20], [10, 100], [10, 300]]],
    ['centreX', [[75, 20], [105, 100], [95, 300]]],
    ['right', [[140, 20], [200, 100], [180, 300]]],
    ['top', [[10, 20], [200, 20], [50, 20]]],
    ['centreY', [[10, 165], [200, 150], [50, 160]]],
    ['bottom', [[10, 310], [200, 280], [50, 300]]],
  ];
  it.each(cases)('%s', (edge, expected) => {
    const s = state(abc(), ['a', 'b', 'c']);
    expect(placed(alignLayers(s, edge).layers)).toEqual(expected);
  });
});

describe('align one layer to the canvas (500 × 1000)', () => {
  const cases: [AlignEdge, number[]][] = [
    ['left', [0, 300]],
    ['centreX', [220, 300]],
    ['right', [440, 300]],
    ['top', [50, 0]],
    ['centreY', [50, 470]],
    ['bottom', [50, 940]],
  ];
  it.each(cases)('%s', (edge, expected) => {
    const s = state(abc(), ['c']);
    const after = alignLayers(s, edge);
    expect(placed(after.layers)[2]).toEqual(expected);
    // The others are the same objects: nothing else changed.
    expect(after.layers[0]).toBe(s.layers[0]);
    expect(after.layers[1]).toBe(s.layers[1]);
  });

  it('the frame of one layer is the canvas; of none, nothing', () => {
    expect(alignmentFrame(state(abc(), ['a']))).toEqual({ left: 0, top: 0, width: 500, height: 1000 });
    expect(alignmentFrame(state(abc(), []))).toBeNull();
  });
});

describe('align by what is drawn', () => {
  it('a layer turned 90° aligns by its turned box, not its unrotated one', () => {
    // 100 × 50 turned a quarter is drawn 50 × 100, its drawn left 25 to the right of its own.
    const s = state([layer('t', { left: 100, top: 100, width: 100, height: 50, rotation: 90 })], ['t']);
    const after = alignLayers(s, 'left').layers[0]!;
    expect(after.left).toBeCloseTo(-25);
    expect(rotatedBounds(after).left).toBeCloseTo(0);
    expect(after.rotation).toBe(90);
  });

  it('a layer turned 45° lines up its drawn corner with the frame', () => {
    const s = state([layer('t', { left: 100, top: 100, width: 100, height: 100, rotation: 45 }), layer('u', { left: 0, top: 0 })], ['t', 'u']);
    const after = alignLayers(s, 'left');
    expect(rotatedBounds(after.layers[0]!).left).toBeCloseTo(0);
  });
});

describe('locked and background layers', () => {
  it('a locked layer stays, and the others align against it', () => {
    const layers = abc();
    layers[0] = { ...layers[0]!, locked: true };
    const s = state(layers, ['a', 'b', 'c']);
    const after = alignLayers(s, 'left');
    expect(after.layers[0]).toBe(s.layers[0]);
    expect(placed(after.layers)).toEqual([[10, 20], [10, 100], [10, 300]]);
  });

  it('a lone locked or background layer is not aligned: the state itself comes back', () => {
    for (const lock of [{ locked: true }, { isBackground: true }]) {
      const s = state([layer('a', { left: 10, top: 20, ...lock })], ['a']);
      expect(alignLayers(s, 'right')).toBe(s);
    }
  });

  it('an alignment that moves nothing returns the state itself', () => {
    const s = state(abc(), ['a', 'b', 'c']);
    const once = alignLayers(s, 'centreX');
    expect(alignLayers(once, 'centreX')).toBe(once);
    const none = state(abc(), []);
    expect(alignLayers(none, 'left')).toBe(none);
  });
});

describe('distribute with equal gaps', () => {
  it('horizontally: the outer two stay, the middle one takes the equal gap', () => {
    // Drawn from 10 to 240: 230 wide, boxes 100 + 40 + 60 = 200, two gaps of 15. Ordered by centre: a (60), c (80), b (220).
    const s = state(abc(), ['a', 'b', 'c']);
    const after = distributeLayers(s, 'horizontal');
    expect(placed(after.layers)).toEqual([[10, 20], [200, 100], [125, 300]]);
    expect(after.layers[0]).toBe(s.layers[0]);
    expect(after.layers[1]).toBe(s.layers[1]);
  });

  it('vertically', () => {
    // 20 to 360: 340 tall, boxes 50 + 80 + 60 = 190, gaps of 75: a at 20, b at 145, c stays at 300.
    const after = distributeLayers(state(abc(), ['a', 'b', 'c']), 'vertical');
    expect(placed(after.layers)).toEqual([[10, 20], [200, 145], [50, 300]]);
  });

  it('boxes wider than their span overlap evenly (negative gaps)', () => {
    const s = state(
      [layer('a', { left: 0, width: 100 }), layer('b', { left: 10, width: 100 }), layer('c', { left: 100, width: 100 })],
      ['a', 'b', 'c'],
    );
    // 0 to 200, three boxes of 100: gaps of -50.
    expect(placed(distributeLayers(s, 'horizontal').layers).map(([left]) => left)).toEqual([0, 50, 100]);
  });

  it('needs three layers; already equal gaps move nothing', () => {
    const two = state(abc().slice(0, 2), ['a', 'b']);
    expect(distributeLayers(two, 'horizontal')).toBe(two);
    const s = state(abc(), ['a', 'b', 'c']);
    const once = distributeLayers(s, 'horizontal');
    expect(distributeLayers(once, 'horizontal')).toBe(once);
  });

  it('a locked layer keeps its place', () => {
    const layers = abc();
    layers[2] = { ...layers[2]!, locked: true };
    const s = state(layers, ['a', 'b', 'c']);
    expect(distributeLayers(s, 'horizontal')).toBe(s);
  });

  it('distributes turned layers by their drawn boxes', () => {
    const s = state(
      [
        layer('a', { left: 0, top: 0, width: 100, height: 20 }),
        // Drawn 20 wide (a quarter turn), centred at 130.
        layer('b', { left: 80, top: 0, width: 100, height: 20, rotation: 90 }),
        layer('c', { left: 300, top: 0, width: 100, height: 20 }),
      ],
      ['a', 'b', 'c'],
    );
    // 0 to 400, boxes 100 + 20 + 100: gaps of 90, so b is drawn from 190.
    expect(rotatedBounds(distributeLayers(s, 'horizontal').layers[1]!).left).toBeCloseTo(190);
  });
});

describe('the align and distribute buttons of 200 selected layers', () => {
  const ARRANGE: SimpleActionName[] = ['alignLeft', 'alignCentreX', 'alignRight', 'alignTop', 'alignCentreY', 'alignBottom', 'distributeHorizontal', 'distributeVertical'];

  /** 200 layers in a grid, each counting the reads of one field (`rotation` or `locked`) in `count.reads`. */
  function countedLayers(field: 'rotation' | 'locked', value: unknown, count: { reads: number }) {
    return Array.from({ length: 200 }, (_, i) => {
      const plain = layer(`l${i}`, { left: (i % 10) * 50, top: Math.floor(i / 10) * 50, width: 40, height: 40 });
      return Object.defineProperty({ ...plain }, field, {
        get: () => {
          count.reads++;
          return value;
        },
        enumerable: true,
      });
    });
  }

  it('are all enabled from one measure of the layers, as the panel renders them at an undo', () => {
    const count = { reads: 0 };
    // Every drawn box is read through its rotation (geometry.ts rotatedBounds).
    const layers = countedLayers('rotation', 0, count);
    const store = createDesignerStore(state(layers, layers.map((l) => l.uuid)));
    expect(ARRANGE.map((name) => store.isEnabled(name))).toEqual(ARRANGE.map(() => true));
    // Each layer's box once, however many buttons ask (the panel asks for all eight at each render).
    expect(count.reads).toBe(200);
  });

  it('ask each layer whether it may move once, however often the panel asks in the same state', () => {
    const count = { reads: 0 };
    // A layer that may not move is locked (spec 2 §4): model/layerLookup.ts canTransform reads it.
    const layers = countedLayers('locked', false, count);
    const store = createDesignerStore(state(layers, layers.map((l) => l.uuid)));
    // Two renders of the panel after an undo, each asking all eight buttons.
    for (let render = 0; render < 2; render++) expect(ARRANGE.map((name) => store.isEnabled(name))).toEqual(ARRANGE.map(() => true));
    expect(count.reads).toBe(200);
  });
});
