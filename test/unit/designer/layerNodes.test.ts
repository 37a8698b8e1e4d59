import { describe, expect, it } from 'vitest';
import { hitRadiusFor, nodeAttrsFor } from '../../../src/features/designer/view/layerNodes';
import { layer } from './fixtures';

describe('the Leafer node of a layer', () => {
  it.each([
    [90, 90, 0],
    [60, 200, 0],
    [40, 200, 10],
    [10, 10, 25],
  ])('a %s × %s layer is hit up to %s px around it (a 60 px box at least, spec 2 §9)', (width, height, radius) => {
    expect(hitRadiusFor({ width, height })).toBe(radius);
  });

  it('is placed by its centre and mirrors by negative scale', () => {
    expect(nodeAttrsFor(layer('a', { left: 10, top: 20, width: 100, height: 50, horizontalFlip: true }))).toMatchObject({
      x: 60,
      y: 45,
      scaleX: -1,
      scaleY: 1,
      hitRadius: 5,
    });
  });
});
