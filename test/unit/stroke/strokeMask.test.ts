import { describe, expect, it } from 'vitest';
import { squaredDistanceToMask } from '../../../src/lib/stroke/distance';
import { distanceToMask, growMask, naiveDilate } from '../../support/maskGrowth';
import { alphaMask, hasForeground } from '../../../src/lib/stroke/mask';
import { maskFrom } from './masks';

describe('alphaMask', () => {
  it('keeps the pixels at or above the alpha threshold, so a faint halo is not the image', () => {
    const rgba = new Uint8Array([0, 0, 0, 0, 9, 9, 9, 127, 9, 9, 9, 128, 255, 255, 255, 255]);
    expect([...alphaMask(rgba, 2, 2)]).toEqual([0, 0, 1, 1]);
    expect([...alphaMask(rgba, 2, 2, 1)]).toEqual([0, 1, 1, 1]);
  });

  it('refuses pixels that do not match the size, and tells an empty mask', () => {
    expect(() => alphaMask(new Uint8Array(12), 2, 2)).toThrow(RangeError);
    expect(hasForeground(new Uint8Array(4))).toBe(false);
    expect(hasForeground(new Uint8Array([0, 0, 1, 0]))).toBe(true);
  });
});

describe('distanceToMask', () => {
  it('is the exact Euclidean distance to the nearest set pixel', () => {
    const { mask, width, height } = maskFrom(['.......', '.......', '...#...', '.......', '......#']);
    const distance = distanceToMask(mask, width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const expected = Math.min(Math.hypot(x - 3, y - 2), Math.hypot(x - 6, y - 4));
        expect(distance[y * width + x]).toBeCloseTo(expected, 5);
      }
    }
  });

  it('grows a random mask exactly as a per-pixel disc dilation does, for every radius', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const width = 40;
    const height = 30;
    const mask = new Uint8Array(width * height).map(() => (random() < 0.03 ? 1 : 0));
    const squared = squaredDistanceToMask(mask, width, height);
    for (const radius of [0, 1, 1.5, 2, 3.2, 6]) {
      expect([...growMask(squared, radius)]).toEqual([...naiveDilate(mask, width, height, radius)]);
    }
  });

  it('leaves an empty mask far from everything, never Infinity or NaN', () => {
    const distance = distanceToMask(new Uint8Array(6), 3, 2);
    expect([...distance].every((d) => Number.isFinite(d) && d > 1e6)).toBe(true);
  });
});

describe('squaredDistanceToMask within a limit', () => {
  it('is exact up to the limit and at least the limit beyond it', () => {
    const { mask, width, height } = maskFrom(['##........', '##........', '..........', '..........', '..........']);
    const exact = distanceToMask(mask, width, height);
    const near = squaredDistanceToMask(mask, width, height, 3);
    for (let i = 0; i < exact.length; i++) {
      if (exact[i] <= 3) expect(Math.sqrt(near[i])).toBeCloseTo(exact[i], 5);
      else expect(Math.sqrt(near[i])).toBeGreaterThan(3);
    }
  });
});
