import { describe, expect, it } from 'vitest';
import { polygonsToPath, signedArea, simplifyPolygon, traceLevel } from '../../../src/lib/stroke/contour';
import { squaredDistanceToMask } from '../../../src/lib/stroke/distance';
import { maskFrom, pointInPolygon } from './masks';

const bounds = (polygon: { x: number; y: number }[]) => ({
  left: Math.min(...polygon.map((p) => p.x)),
  top: Math.min(...polygon.map((p) => p.y)),
  right: Math.max(...polygon.map((p) => p.x)),
  bottom: Math.max(...polygon.map((p) => p.y)),
});

/**
 * The outline of the mask itself, as a stroke with no offset traces it (render.ts: the image's edge is at 0.5
 * in the field): a pixel next to the mask is 1 from it, so every crossing is an edge's middle.
 */
const traceContours = (mask: Uint8Array, width: number, height: number) => traceLevel(squaredDistanceToMask(mask, width, height), width, height, 0.5);

describe('traceLevel on a mask (marching squares)', () => {
  it('traces a square as one closed polygon on the pixels’ border, corners cut by half a pixel', () => {
    const { mask, width, height } = maskFrom(['.......', '.......', '..###..', '..###..', '..###..', '.......', '.......']);
    const polygons = traceContours(mask, width, height);
    expect(polygons).toHaveLength(1);
    expect(bounds(polygons[0])).toEqual({ left: 2, top: 2, right: 5, bottom: 5 });
    expect(Math.abs(signedArea(polygons[0]))).toBeCloseTo(9 - 4 * 0.125, 6);
    expect(pointInPolygon(3.5, 3.5, polygons[0])).toBe(true);
  });

  it('follows an L into its notch instead of boxing it', () => {
    const { mask, width, height } = maskFrom(['......', '.##...', '.##...', '.####.', '.####.', '......']);
    const [polygon, ...rest] = traceContours(mask, width, height);
    expect(rest).toHaveLength(0);
    expect(pointInPolygon(2, 2, polygon)).toBe(true);
    expect(pointInPolygon(4, 4, polygon)).toBe(true);
    // The notch (top right of the bounding box) is outside.
    expect(pointInPolygon(4, 2, polygon)).toBe(false);
  });

  it('traces a ring as an outline and a hole winding the other way', () => {
    const { mask, width, height } = maskFrom(['.......', '.#####.', '.#####.', '.##.##.', '.#####.', '.#####.', '.......']);
    const polygons = traceContours(mask, width, height);
    expect(polygons).toHaveLength(2);
    const [outer, hole] = [...polygons].sort((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)));
    expect(Math.sign(signedArea(outer))).toBe(-Math.sign(signedArea(hole)));
    expect(pointInPolygon(3.5, 3.5, hole)).toBe(true);
    expect(pointInPolygon(3.5, 3.5, outer)).toBe(true);
  });

  it('traces two blobs as two outlines winding the same way, and keeps diagonal neighbours apart', () => {
    const { mask, width, height } = maskFrom(['........', '.##.....', '.##.....', '...#....', '.....##.', '.....##.', '........']);
    const polygons = traceContours(mask, width, height);
    expect(polygons).toHaveLength(3);
    const signs = new Set(polygons.map((p) => Math.sign(signedArea(p))));
    expect(signs.size).toBe(1);
  });

  it('closes outlines that touch the edge of the image', () => {
    const { mask, width, height } = maskFrom(['##', '##']);
    const polygons = traceContours(mask, width, height);
    expect(polygons).toHaveLength(1);
    expect(bounds(polygons[0])).toEqual({ left: 0, top: 0, right: 2, bottom: 2 });
  });

  it('interpolates the crossing along a distance field', () => {
    const squared = new Float32Array([0, 1, 4]);
    const [polygon] = traceLevel(squared, 3, 1, 0.25);
    // Between pixel 0 (centre 0.5, value 0) and pixel 1 (centre 1.5, value 1) the level sits a quarter on.
    expect(Math.max(...polygon.map((p) => p.x))).toBeCloseTo(0.75, 6);
  });
});

describe('simplifyPolygon', () => {
  it('drops the points on straight runs and keeps the corners', () => {
    const square = [];
    for (let i = 0; i < 10; i++) square.push({ x: i, y: 0 });
    for (let i = 0; i < 10; i++) square.push({ x: 10, y: i });
    for (let i = 10; i > 0; i--) square.push({ x: i, y: 10 });
    for (let i = 10; i > 0; i--) square.push({ x: 0, y: i });
    const simple = simplifyPolygon(square, 0.5);
    expect(simple).toHaveLength(4);
    expect(Math.abs(signedArea(simple))).toBeCloseTo(100, 6);
  });
});

describe('polygonsToPath', () => {
  it('writes closed subpaths, mapped and rounded to two decimals', () => {
    const path = polygonsToPath([[{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 3, y: 2.0049 }]], 0.5, -1, 0);
    expect(path).toBe('M-0.5 0.5 L0.5 0.5 L0.5 1 Z');
  });
});
