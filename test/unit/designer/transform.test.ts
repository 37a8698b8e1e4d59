import { describe, expect, it } from 'vitest';
import type { Layer } from '../../../contract/templates';
import { rotatedBounds } from '../../../src/features/designer/model/geometry';
import { selectionHitBox } from '../../../src/features/designer/model/snapping';
import {
  moveLayers,
  resizeLayer,
  rotateLayer,
  scaleLayers,
  snapRotation,
} from '../../../src/features/designer/model/transform';
import { layer, state } from './fixtures';

const at = { left: 100, top: 200, width: 100, height: 50 };

describe('move, scale, rotate', () => {
  it('moves by dx, dy', () => {
    expect(moveLayers(state([layer('a', at)]), ['a'], -1, 3).layers[0]).toMatchObject({ left: 99, top: 203 });
  });

  it.each([
    ['1.05', 1.05, { left: 97.5, top: 198.75, width: 105, height: 52.5 }],
    ['0.95', 0.95, { left: 102.5, top: 201.25, width: 95, height: 47.5 }],
  ])('scales by %s about the centre', (_label, factor, expected) => {
    const scaled = scaleLayers(state([layer('a', at)]), ['a'], factor).layers[0];
    for (const [key, value] of Object.entries(expected)) expect(scaled[key as keyof typeof expected]).toBeCloseTo(value, 9);
    expect(scaled.left + scaled.width / 2).toBeCloseTo(150, 9);
  });

  it('rotates about the centre without changing left and top', () => {
    expect(rotateLayer(state([layer('a', at)]), 'a', 45).layers[0]).toMatchObject({ rotation: 45, left: 100, top: 200 });
  });

  it('resizes to a box', () => {
    const box = { left: 1, top: 2, width: 50, height: 40 };
    expect(resizeLayer(state([layer('a', at)]), 'a', box).layers[0]).toMatchObject(box);
  });

  const immovable: [string, Partial<Layer>][] = [
    ['a locked layer', { locked: true }],
    ['the background', { isBackground: true }],
  ];
  const operations: [string, (uuid: string, s: ReturnType<typeof state>) => ReturnType<typeof state>][] = [
    ['moved', (uuid, s) => moveLayers(s, [uuid], 5, 5)],
    ['scaled', (uuid, s) => scaleLayers(s, [uuid], 1.05)],
    ['rotated', (uuid, s) => rotateLayer(s, uuid, 30)],
    ['resized', (uuid, s) => resizeLayer(s, uuid, { left: 0, top: 0, width: 10, height: 10 })],
  ];
  for (const [who, overrides] of immovable) {
    it.each(operations)(`${who} cannot be %s (spec 2 §4)`, (_label, operate) => {
      const before = state([layer('x', { ...at, ...overrides })]);
      expect(operate('x', before)).toBe(before);
    });
  }

  it('moves the movable layers of a selection and leaves a locked one', () => {
    const after = moveLayers(state([layer('a', at), layer('L', { ...at, locked: true })]), ['a', 'L'], 10, 0);
    expect(after.layers.map((l) => l.left)).toEqual([110, 100]);
  });

  it('a move by nothing returns the same state', () => {
    const before = state([layer('a', at)]);
    expect(moveLayers(before, ['a'], 0, 0)).toBe(before);
    expect(scaleLayers(before, ['a'], 1)).toBe(before);
  });
});

describe('rotation snapping (spec 2 §9)', () => {
  const cases: [number, number][] = [
    [2.9, 0],
    [3, 0],
    [3.1, 3.1],
    [-2.9, 0],
    [-3.1, -3.1],
    [87.1, 90],
    [86.9, 86.9],
    [92.5, 90],
    [178, 180],
    [-178, 180],
    [268, 270 - 360],
    [359, 0],
    [45.126, 45.13],
    [12.3449, 12.34],
    [-0.4, 0],
    [725, 5],
  ];
  it.each(cases)('%s° becomes %s°', (input, expected) => {
    expect(snapRotation(input)).toBe(expected);
  });

  it('stores the snapped, 2-decimal rotation on the layer', () => {
    expect(rotateLayer(state([layer('a')]), 'a', 30.456).layers[0].rotation).toBe(30.46);
    expect(rotateLayer(state([layer('a')]), 'a', 271.2).layers[0].rotation).toBe(-90);
  });
});

describe('geometry helpers', () => {
  it('a tiny layer is hit in a 60 × 60 box around its centre (spec 2 §9)', () => {
    expect(selectionHitBox({ left: 100, top: 100, width: 10, height: 200 })).toEqual({ left: 75, top: 100, width: 60, height: 200 });
  });

  it.each([
    [0, { left: 100, top: 200, width: 100, height: 50 }],
    [90, { left: 125, top: 175, width: 50, height: 100 }],
    [-90, { left: 125, top: 175, width: 50, height: 100 }],
  ])('the bounds of a layer turned %s° hold it as drawn', (rotation, expected) => {
    const bounds = rotatedBounds({ ...at, rotation });
    for (const [key, value] of Object.entries(expected)) expect(bounds[key as keyof typeof expected]).toBeCloseTo(value, 9);
  });

  it('the bounds of a square turned 45° grow by √2', () => {
    expect(rotatedBounds({ left: 0, top: 0, width: 100, height: 100, rotation: 45 }).width).toBeCloseTo(100 * Math.SQRT2, 9);
  });
});
