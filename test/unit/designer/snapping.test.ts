import { describe, expect, it } from 'vitest';
import { snapMove, snapResize, snapTargets, type SnapGuide } from '../../../src/features/designer/model/snapping';
import type { Layer } from '../../../src/features/designer/model';
import { layer } from './fixtures';

const canvas = { width: 500, height: 1000 };
/** One other layer: x lines 300, 350, 400; y lines 100, 150, 200. */
const other = layer('o', { left: 300, top: 100, width: 100, height: 100 });
const targets = snapTargets([other], canvas, { left: 20, top: 40, width: 460, height: 900 });
const box = (left: number, top: number, width = 50, height = 50) => ({ left, top, width, height });
const at = (guides: SnapGuide[]) => guides.map((guide) => `${guide.axis}=${guide.at}`).sort();

describe('snapping a dragged box (model/snapping.ts)', () => {
  const cases: [string, ReturnType<typeof box>, number, { left: number; top: number; guides: string[] }][] = [
    ['its left edge to another layer\'s right edge', box(403, 600), 5, { left: 400, top: 600, guides: ['x=400'] }],
    ['its right edge to another layer\'s left edge (its left now on the canvas centre too)', box(246, 600), 5, { left: 250, top: 600, guides: ['x=250', 'x=300'] }],
    ['its centre to another layer\'s centre', box(328, 600), 5, { left: 325, top: 600, guides: ['x=350'] }],
    ['its top to another layer\'s bottom, each axis on its own', box(100, 197), 5, { left: 100, top: 200, guides: ['y=200'] }],
    ['both axes at once', box(402, 203), 5, { left: 400, top: 200, guides: ['x=400', 'y=200'] }],
    ['to the canvas edge', box(3, 600), 5, { left: 0, top: 600, guides: ['x=0'] }],
    ['to the print area\'s edge', box(23, 600), 5, { left: 20, top: 600, guides: ['x=20'] }],
    ['to the print area\'s bottom', box(100, 887), 5, { left: 100, top: 890, guides: ['y=940'] }],
    ['the nearest line wins', box(296, 600, 100), 5, { left: 300, top: 600, guides: ['x=300', 'x=350', 'x=400'] }],
    ['not past the tolerance', box(406, 600), 5, { left: 406, top: 600, guides: [] }],
    ['to the canvas centre within 3 px even when the screen tolerance is smaller', box(228, 600), 1, { left: 225, top: 600, guides: ['x=250'] }],
    ['to other lines only within the screen tolerance', box(402, 600), 1, { left: 402, top: 600, guides: [] }],
    ['far within a wide tolerance (zoomed out)', box(410, 600), 12.5, { left: 400, top: 600, guides: ['x=400'] }],
  ];
  it.each(cases)('snaps %s', (_label, proposed, tolerance, expected) => {
    const result = snapMove(proposed, targets, tolerance);
    expect({ left: result.box.left, top: result.box.top, guides: at(result.guides) }).toEqual(expected);
  });

  it('draws a guide across the moving box and the layer it met', () => {
    const result = snapMove(box(402, 600), targets, 5);
    expect(result.guides).toEqual([{ axis: 'x', at: 400, from: 100, to: 650 }]);
  });

  it('leaves hidden layers out, and snaps to a turned layer\'s drawn bounds', () => {
    const shut: Layer = { ...layer('h', { left: 300, top: 100, width: 100, height: 100 }), hidden: true };
    const hidden = snapTargets([shut], canvas, null);
    expect(snapMove(box(403, 600), hidden, 5).box.left).toBe(403);
    const turned = snapTargets([layer('t', { left: 300, top: 100, width: 100, height: 100, rotation: 45 })], canvas, null);
    const right = 350 + 50 * Math.SQRT2;
    expect(snapMove(box(right + 2, 600), turned, 5).box.left).toBeCloseTo(right, 9);
  });

  it('indexes 200 layers once and looks lines up without scanning them', () => {
    const many = Array.from({ length: 200 }, (_, i) => layer(`l${i}`, { left: i * 7, top: i * 5, width: 40, height: 40 }));
    const index = snapTargets(many, canvas, null);
    expect(index.x).toHaveLength(603);
    expect(index.x.every((line, i) => i === 0 || index.x[i - 1]!.at <= line.at)).toBe(true);
    expect(snapMove(box(1393.4, 2000), index, 1).box.left).toBe(1393);
  });
});

describe('snapping a resized box', () => {
  // 100 × 50 with its bottom right near the other layer's left (300) and the print area's bottom (940).
  const start = box(100, 850, 100, 50);
  type Handle = { x: -1 | 0 | 1; y: -1 | 0 | 1 };
  const cases: [string, ReturnType<typeof box>, Handle, boolean, number, ReturnType<typeof box>, string[]][] = [
    ['the dragged right edge, ratio free', box(100, 850, 198, 50), { x: 1, y: 0 }, false, 5, box(100, 850, 200, 50), ['x=300']],
    ['the dragged left edge, ratio free', box(-3, 850, 203, 50), { x: -1, y: 0 }, false, 5, box(0, 850, 200, 50), ['x=0']],
    ['each dragged edge of a corner on its own, ratio free', box(100, 850, 198, 87), { x: 1, y: 1 }, false, 5, box(100, 850, 200, 90), ['x=300', 'y=940']],
    ['the right edge of a corner, ratio locked: the height follows from the top', box(100, 850, 198, 99), { x: 1, y: 1 }, true, 5, box(100, 850, 200, 100), ['x=300']],
    ['the bottom edge of a corner, ratio locked: the width follows from the left', box(100, 850, 186, 93), { x: 1, y: 1 }, true, 5, box(100, 850, 180, 90), ['y=940']],
    ['the nearer edge of a corner when both are in reach, ratio locked', box(100, 850, 196, 98), { x: 1, y: 1 }, true, 12, box(100, 850, 200, 100), ['x=300']],
    ['a side handle with the ratio locked: the height follows about its middle', box(100, 825.5, 198, 99), { x: 1, y: 0 }, true, 5, box(100, 825, 200, 100), ['x=300']],
    ['nothing out of reach', box(100, 850, 160, 80), { x: 1, y: 1 }, true, 5, box(100, 850, 160, 80), []],
  ];
  it.each(cases)('snaps %s', (_label, proposed, handle, lock, tolerance, expected, guides) => {
    const result = snapResize(start, proposed, handle, lock, targets, tolerance);
    for (const key of ['left', 'top', 'width', 'height'] as const) expect(result.box[key]).toBeCloseTo(expected[key], 9);
    expect(at(result.guides)).toEqual(guides);
  });
});

describe('equal spacing while a box is dragged (model/spacing.ts)', () => {
  // Two layers in a row, 50 apart: 0–100 and 150–250 across, 300–400 down; nothing else lines up with x = 300.
  const row = [layer('a', { left: 0, top: 300, width: 100, height: 100 }), layer('b', { left: 150, top: 300, width: 100, height: 100 })];
  const rowTargets = snapTargets(row, { width: 2000, height: 2000 }, null);
  const gaps = (guides: SnapGuide[]) => guides.filter((guide) => guide.gap).map((guide) => `${guide.axis}=${guide.at} ${guide.from}–${guide.to}`);

  it('snaps the box after the row to the gap the row keeps, and shows both gaps', () => {
    const result = snapMove(box(303, 320, 60, 40), rowTargets, 5);
    expect(result.box.left).toBe(300);
    expect(gaps(result.guides)).toEqual(['y=340 100–150', 'y=340 250–300']);
  });

  it('snaps the box before the row to that gap too', () => {
    const { box: placed } = snapMove(box(-108, 320, 60, 40), { ...rowTargets, x: [], y: [] }, 5);
    expect(placed.left).toBe(-110);
  });

  it('snaps a box between two neighbours to the middle, equal gaps on each side', () => {
    const wide = snapTargets([row[0]!, layer('c', { left: 400, top: 300, width: 100, height: 100 })], { width: 2000, height: 2000 }, null);
    const result = snapMove(box(222, 320, 60, 40), { ...wide, x: [], y: [] }, 5);
    expect(result.box.left).toBe(220);
    expect(gaps(result.guides)).toEqual(['y=340 100–220', 'y=340 280–400']);
  });

  it('leaves a box that is not beside the row, or past the tolerance, where it was', () => {
    expect(snapMove(box(303, 500, 60, 40), { ...rowTargets, x: [], y: [] }, 5).box.left).toBe(303);
    expect(snapMove(box(307, 320, 60, 40), { ...rowTargets, x: [], y: [] }, 5).box.left).toBe(307);
  });
});
