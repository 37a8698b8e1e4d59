import { describe, expect, it } from 'vitest';
import { rotatedBounds, unionBounds } from '../../../src/features/designer/model/geometry';
import { resizeSelection } from '../../../src/features/designer/model/selectionResize';
import type { Layer } from '../../../src/features/designer/model/types';
import { layer, state } from './fixtures';

// Two 100 × 50 layers side by side, the second turned 30°.
const two = () => state([layer('a', { left: 100, top: 100 }), layer('b', { left: 300, top: 100, rotation: 30 })], ['a', 'b']);
const frameOf = (layers: readonly Layer[]) => unionBounds(layers.map(rotatedBounds))!;

describe("a multi-selection's frame resized by a handle", () => {
  it('the left side dragged out stretches the box that way, its right edge staying, the turned member keeping its shape', () => {
    const before = two();
    const frame = frameOf(before.layers);
    const after = resizeSelection(before, ['a', 'b'], { x: -1, y: 0 }, { x: frame.left - 50, y: 0 }, false);
    const now = frameOf(after.layers);
    expect(now.left + now.width).toBeCloseTo(frame.left + frame.width, 6);
    expect(now.width).toBeCloseTo(frame.width + 50, 6);
    expect(now.height).toBeCloseTo(frame.height, 6);
    const turned = after.layers[1]!;
    expect([turned.width, turned.height, turned.rotation]).toEqual([100, 50, 30]);
    expect(after.layers[0]!.height).toBe(50);
  });

  it('with Shift a side scales the box whole, and a corner always does, about the opposite side or corner', () => {
    const before = two();
    const frame = frameOf(before.layers);
    const shifted = frameOf(resizeSelection(before, ['a', 'b'], { x: 1, y: 0 }, { x: frame.left + frame.width * 2, y: 0 }, true).layers);
    expect([shifted.width, shifted.height]).toEqual([frame.width * 2, frame.height * 2].map((n) => expect.closeTo(n, 6)));
    expect(shifted.left).toBeCloseTo(frame.left, 6);
    expect(shifted.top + shifted.height / 2).toBeCloseTo(frame.top + frame.height / 2, 6);
    const corner = frameOf(resizeSelection(before, ['a', 'b'], { x: -1, y: -1 }, { x: frame.left - frame.width / 2, y: frame.top }, false).layers);
    expect(corner.width / corner.height).toBeCloseTo(frame.width / frame.height, 6);
    expect(corner.left + corner.width).toBeCloseTo(frame.left + frame.width, 6);
    expect(corner.top + corner.height).toBeCloseTo(frame.top + frame.height, 6);
  });

  it('leaves locked members where they are', () => {
    const before = state([layer('a', { left: 100, top: 100 }), layer('b', { left: 300, top: 100, locked: true })], ['a', 'b']);
    const after = resizeSelection(before, ['a', 'b'], { x: 1, y: 0 }, { x: 400, y: 0 }, false);
    expect(after.layers[1]).toBe(before.layers[1]);
    expect(after.layers[0]!.width).toBe(300);
  });
});
