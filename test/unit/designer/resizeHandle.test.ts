import { describe, expect, it } from 'vitest';
import { resizeHandle } from '../../../src/features/designer/view/resizeHandle';

describe('the edges a resize handle drags (view/resizeHandle.ts)', () => {
  const upright = { rotation: 0 };
  it.each([
    [0, upright, { x: -1, y: -1 }],
    [3, upright, { x: 1, y: 0 }],
    [4, upright, { x: 1, y: 1 }],
    [5, upright, { x: 0, y: 1 }],
    [7, upright, { x: -1, y: 0 }],
    [3, { rotation: 0, horizontalFlip: true }, { x: -1, y: 0 }],
    [4, { rotation: 0, verticalFlip: true }, { x: 1, y: -1 }],
    [1, { rotation: 0, horizontalFlip: true }, { x: 0, y: -1 }],
  ])('Leafer handle %s on %o drags %o', (direction, layer, expected) => {
    expect(resizeHandle(direction, layer)).toEqual(expected);
  });

  it('gives no handle for a turned layer or a pinch', () => {
    expect(resizeHandle(3, { rotation: 15 })).toBe(null);
    expect(resizeHandle(undefined, upright)).toBe(null);
  });
});
