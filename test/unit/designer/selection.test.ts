import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/features/designer/model/types';
import {
  clearSelection,
  clickLayer,
  dragBoxSelect,
  dragExceedsThreshold,
  layersInDragBox,
  selectAll,
  shiftClickLayer,
} from '../../../src/features/designer/model/selection';
import { layer, stack, state } from './fixtures';

const flags = { L: { locked: true }, B: { isBackground: true } };
/** Layers a, b, c plus a locked L and a background B. */
const layers = () => stack('Babc' + 'L', flags);

describe('click and shift-click (spec 2 §4)', () => {
  const cases: [string, string[], 'click' | 'shift', string, string[]][] = [
    ['a click selects one layer and clears the others', ['a', 'b'], 'click', 'c', ['c']],
    ['a click selects a locked layer alone', ['a'], 'click', 'L', ['L']],
    ['a click selects the background alone', ['a', 'b'], 'click', 'B', ['B']],
    ['shift-click adds a layer', ['a'], 'shift', 'b', ['a', 'b']],
    ['shift-click removes a selected layer', ['a', 'b'], 'shift', 'a', ['b']],
    ['shift-click with nothing selected selects the layer', [], 'shift', 'a', ['a']],
    ['shift-click on a locked layer leaves it out of a multi-selection', ['a'], 'shift', 'L', ['a']],
    ['shift-click on the background leaves it out of a multi-selection', ['a'], 'shift', 'B', ['a']],
    ['shift-click next to a selected locked layer drops the locked one', ['L'], 'shift', 'a', ['a']],
    ['shift-click next to the selected background drops the background', ['B'], 'shift', 'a', ['a']],
    ['shift-click on a locked layer alone selects it', [], 'shift', 'L', ['L']],
    ['shift-click on the only selected layer clears the selection', ['a'], 'shift', 'a', []],
    ['a click on an unknown layer changes nothing', ['a'], 'click', 'zz', ['a']],
  ];
  it.each(cases)('%s', (_label, selected, how, target, expected) => {
    const before = state(layers(), selected);
    const after = how === 'click' ? clickLayer(before, target) : shiftClickLayer(before, target);
    expect(after.selectedUuids).toEqual(expected);
    expect(after.layers).toBe(before.layers);
  });

  it('clearSelection empties the selection', () => {
    expect(clearSelection(state(layers(), ['a', 'b'])).selectedUuids).toEqual([]);
  });

  it('selectAll takes every unlocked, non-background layer', () => {
    expect(selectAll(state(layers())).selectedUuids).toEqual(['a', 'b', 'c']);
  });

  it('keeps the same state when the selection does not change', () => {
    const before = state(layers(), ['a']);
    expect(clickLayer(before, 'a')).toBe(before);
  });
});

describe('drag box (spec 2 §4, §9)', () => {
  const p = (x: number, y: number): Point => ({ x, y });

  const thresholds: [string, Point, boolean][] = [
    ['a drag of 10 px does not select', p(10, 0), false],
    ['a drag of 11 px selects', p(11, 0), true],
    ['a diagonal drag of 8,8 (11.3 px) selects', p(8, 8), true],
    ['a diagonal drag of 7,7 (9.9 px) does not', p(7, 7), false],
  ];
  it.each(thresholds)('%s', (_label, end, exceeds) => {
    expect(dragExceedsThreshold(p(0, 0), end)).toBe(exceeds);
    expect(layersInDragBox(p(0, 0), end, [layer('a', { left: 0, top: 0 })]) !== null).toBe(exceeds);
  });

  const placed = [
    layer('B', { isBackground: true, left: 0, top: 0, width: 500, height: 1000 }),
    layer('a', { left: 10, top: 10, width: 100, height: 100 }),
    layer('b', { left: 300, top: 300, width: 100, height: 100 }),
    layer('L', { locked: true, left: 20, top: 20, width: 50, height: 50 }),
    // 200 × 20 bar centred at 150,600; turned 90° it spans x 140..160 and y 500..700.
    layer('r', { left: 50, top: 590, width: 200, height: 20, rotation: 90 }),
  ];

  const boxes: [string, Point, Point, string[]][] = [
    ['selects a layer the box overlaps in part', p(0, 0), p(50, 50), ['a']],
    ['selects several layers, bottom first', p(400, 400), p(100, 100), ['a', 'b']],
    ['never selects a locked or background layer', p(0, 0), p(500, 1000), ['a', 'b', 'r']],
    ['selects nothing in an empty area', p(420, 420), p(480, 480), []],
    ['finds a rotated layer by its turned bounds', p(145, 680), p(170, 720), ['r']],
    ['misses a rotated layer where only its unturned box was', p(60, 580), p(120, 620), []],
    ['a box touching only an edge does not select', p(110, 0), p(130, 200), []],
  ];
  it.each(boxes)('%s', (_label, start, end, expected) => {
    expect(layersInDragBox(start, end, placed)).toEqual(expected);
  });

  it('replaces the selection with the boxed layers', () => {
    const after = dragBoxSelect(state(placed, ['b']), p(0, 0), p(50, 50));
    expect(after.selectedUuids).toEqual(['a']);
  });

  it('leaves the selection alone within the threshold', () => {
    const before = state(placed, ['b']);
    expect(dragBoxSelect(before, p(0, 0), p(5, 5))).toBe(before);
  });
});
