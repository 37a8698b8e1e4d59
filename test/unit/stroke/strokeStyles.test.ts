import { describe, expect, it } from 'vitest';
import { signedArea } from '../../../src/lib/stroke/contour';
import { strokeFrame } from '../../../src/lib/stroke/frame';
import type { StrokeSpec } from '../../../src/lib/stroke/render';
import { dashPattern, dashesAlong, perimeter, strokeReach, zigzagAlong, zigzagAmplitude } from '../../../src/lib/stroke/styles';
import { maskFrom, pointInPolygon, rectMask } from './masks';
import { renderStroke } from '../../support/strokeRaster';

const BASE: StrokeSpec = { style: 'SOLID', color: '#ff0000', width: 4, opacity: 1, color2: '#0000ff', width2: 3, opacity2: 1, offset: 3 };

// A 60 × 60 image with a 20 × 20 square in the middle: its right edge is at x = 40.
const square = rectMask(60, 60, 20, 20, 40, 40);

function pixel(rgba: Uint8ClampedArray, width: number, x: number, y: number): [number, number, number, number] {
  const o = (y * width + x) * 4;
  return [rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3]];
}

/** The alpha along row y from x0 to x1, for reading a line across. */
const alphaRow = (rgba: Uint8ClampedArray, width: number, y: number, x0: number, x1: number) =>
  Array.from({ length: x1 - x0 }, (_, i) => pixel(rgba, width, x0 + i, y)[3]);

describe('renderStroke', () => {
  it('SOLID: one line of the width, the offset away from the image, nothing on the image itself', () => {
    const { rgba, width, outline } = renderStroke(square.mask, square.width, square.height, BASE);
    // Right of the square, mid-height: gap 40–43, line 43–47, nothing after.
    const row = alphaRow(rgba, width, 30, 36, 50);
    expect(row.slice(0, 7).every((a) => a === 0)).toBe(true); // 36–42: the image and the gap
    expect(row.slice(7, 11).every((a) => a === 255)).toBe(true); // 43–46: the line
    expect(row.slice(12).every((a) => a === 0)).toBe(true); // 48 on
    expect(pixel(rgba, width, 44, 30)).toEqual([255, 0, 0, 255]);
    // The path the line follows: offset + width / 2 = 5 from the square, so x = 45 on the right.
    expect(outline).toHaveLength(1);
    expect(Math.max(...outline[0].map((p) => p.x))).toBeCloseTo(45, 0);
  });

  it('draws at twice the mask’s size along the same outline', () => {
    const { rgba, width, height } = renderStroke(square.mask, square.width, square.height, { ...BASE, offset: 1.5, width: 2 }, 2);
    expect([width, height]).toEqual([120, 120]);
    // At the mask's scale the line runs 41.5–43.5 right of the square; drawn at twice that, 83–87.
    const row = alphaRow(rgba, width, 60, 78, 92);
    expect(row.slice(0, 5).every((a) => a === 0)).toBe(true);
    expect(row.slice(5, 9).every((a) => a === 255)).toBe(true);
    expect(row.slice(10).every((a) => a === 0)).toBe(true);
  });

  it('SOLID keeps the opacity in the pixels', () => {
    const { rgba, width } = renderStroke(square.mask, square.width, square.height, { ...BASE, opacity: 0.5 });
    expect(pixel(rgba, width, 44, 30)[3]).toBeGreaterThanOrEqual(127);
    expect(pixel(rgba, width, 44, 30)[3]).toBeLessThanOrEqual(128);
  });

  it('DOUBLE_SOLID: the second line in its own colour right outside the first', () => {
    const { rgba, width } = renderStroke(square.mask, square.width, square.height, { ...BASE, style: 'DOUBLE_SOLID' });
    expect(pixel(rgba, width, 44, 30)).toEqual([255, 0, 0, 255]);
    // First line 43–47, second 47–50.
    expect(pixel(rgba, width, 48, 30)).toEqual([0, 0, 255, 255]);
    expect(pixel(rgba, width, 51, 30)[3]).toBe(0);
  });

  it('DASHED: dashes and gaps alternate along the line', () => {
    const { rgba, width } = renderStroke(square.mask, square.width, square.height, { ...BASE, style: 'DASHED', width: 2 });
    // Down the line's centre on the right side (x = 40 + 3 + 1).
    const column = Array.from({ length: 20 }, (_, i) => pixel(rgba, width, 44, 20 + i)[3]);
    const on = column.filter((a) => a > 200).length;
    const off = column.filter((a) => a < 128).length;
    expect(on).toBeGreaterThan(3);
    expect(off).toBeGreaterThanOrEqual(3);
    const runs = column.map((a) => a > 127).filter((v, i, all) => i === 0 || v !== all[i - 1]).length;
    expect(runs).toBeGreaterThanOrEqual(4);
  });

  it('ZIGZAG: the line swings between the offset and twice its amplitude beyond', () => {
    const spec: StrokeSpec = { ...BASE, style: 'ZIGZAG', width: 2, offset: 2 };
    const { rgba, width } = renderStroke(square.mask, square.width, square.height, spec);
    const amplitude = zigzagAmplitude(2);
    // The zigzag's centre path is offset + amplitude + 1 = 5 from the square; its tips 2 to either side.
    const inner = Math.round(40 + 2 + 1 - 0.5); // pixel just inside the inner tips' line
    const outer = Math.round(40 + 2 + 1 + 2 * amplitude - 0.5);
    const innerColumn = Array.from({ length: 20 }, (_, i) => pixel(rgba, width, inner, 20 + i)[3]);
    const outerColumn = Array.from({ length: 20 }, (_, i) => pixel(rgba, width, outer, 20 + i)[3]);
    // Each extreme is reached at some rows and not at others.
    for (const column of [innerColumn, outerColumn]) {
      expect(column.some((a) => a > 150)).toBe(true);
      expect(column.some((a) => a === 0)).toBe(true);
    }
    // Nothing in the gap next to the image.
    expect(alphaRow(rgba, width, 30, 40, 42).every((a) => a === 0)).toBe(true);
  });

  it('follows an L-shaped sticker into its notch, not its bounding box', () => {
    const rows = Array.from({ length: 40 }, (_, y) =>
      Array.from({ length: 40 }, (_, x) => (x >= 8 && x < 32 && y >= 8 && y < 32 && !(x >= 20 && y < 20) ? '#' : '.')).join(''),
    );
    const l = maskFrom(rows);
    const { rgba, width, outline } = renderStroke(l.mask, l.width, l.height, { ...BASE, offset: 2, width: 2 });
    // The bounding box's missing corner: far from the image, so empty; near the inner corner, the line.
    expect(pixel(rgba, width, 28, 12)[3]).toBe(0);
    expect(pixel(rgba, width, 23, 12)[3]).toBeGreaterThan(200); // 20 + 2 + 1: the line down the notch's left side
    expect(outline).toHaveLength(1);
    expect(pointInPolygon(28, 12, outline[0])).toBe(false);
  });

  it('strokes a ring inside its hole as well', () => {
    const ring = rectMask(60, 60, 10, 10, 50, 50);
    for (let y = 20; y < 40; y++) for (let x = 20; x < 40; x++) ring.mask[y * 60 + x] = 0;
    const { rgba, width, outline } = renderStroke(ring.mask, ring.width, ring.height, { ...BASE, offset: 1, width: 2 });
    expect(outline).toHaveLength(2);
    expect(Math.sign(signedArea(outline[0]))).toBe(-Math.sign(signedArea(outline[1])));
    // Inside the hole, 2 pixels in from its edge at x = 40 (going left): the line.
    expect(pixel(rgba, width, 37, 30)[3]).toBe(255);
    expect(pixel(rgba, width, 30, 30)[3]).toBe(0);
  });
});

describe('dashesAlong and zigzagAlong', () => {
  const loop = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ];

  it('fits a whole number of dashes round the loop, bending round its corners', () => {
    const { dash, gap } = dashPattern(4);
    const dashes = dashesAlong(loop, dash, gap);
    expect(dashes).toHaveLength(Math.round(400 / (dash + gap)));
    const lengths = dashes.map(({ points }) => points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - points[i].x, p.y - points[i].y), 0));
    const expected = (dash * 400) / (dashes.length * (dash + gap));
    for (const length of lengths) expect(length).toBeCloseTo(expected, 6);
  });

  it('puts the zigzag’s tips alternately on either side, an even number of them', () => {
    const { points, closed } = zigzagAlong(loop, 3, 10);
    expect(closed).toBe(true);
    expect(points.length % 2).toBe(0);
    expect(points.length).toBe(40);
    // The top side runs left to right: tips at y = ±3.
    expect(points[0].y).toBeCloseTo(3, 6);
    expect(points[1].y).toBeCloseTo(-3, 6);
    expect(perimeter(loop)).toBe(400);
  });
});

describe('strokeFrame', () => {
  it('grows the layer’s box by the stroke’s reach on every side, centred, at twice the size', () => {
    const geometry = { style: 'DOUBLE_SOLID' as const, offset: 4, width: 4, width2: 2 };
    const frame = strokeFrame(100, 50, geometry);
    expect(strokeReach(geometry)).toBe(10);
    expect(frame.scale).toBe(2);
    // Small enough to trace the outline at the working size itself.
    expect(frame.maskStep).toBe(1);
    expect(frame.imageWidth).toBe(200);
    expect(frame.pad).toBe(23);
    expect(frame.relative.width).toBeCloseTo(246 / 200, 9);
    expect(frame.relative.height).toBeCloseTo(146 / 100, 9);
  });

  it('traces a large sticker on a mask of half the working size, whatever its scale', () => {
    const geometry = { style: 'SOLID' as const, offset: 6, width: 6, width2: 0 };
    // Shown 1000 px wide: worked at just under twice that (the cap), traced at half of it.
    const frame = strokeFrame(1000, 1000, geometry);
    expect(frame.scale).toBeLessThan(2);
    expect(frame.maskStep).toBe(2);
    expect(frame.canvasWidth / frame.maskStep).toBeLessThanOrEqual(1024 + 2);
    for (const size of [frame.imageWidth, frame.imageHeight, frame.pad, frame.canvasWidth]) expect(size % 2).toBe(0);
    expect(strokeFrame(400, 300, geometry).maskStep).toBe(1);
  });

  it('caps the working size for a large layer', () => {
    const frame = strokeFrame(3000, 1000, { style: 'SOLID', offset: 0, width: 10, width2: 0 });
    // Within a few pixels: the pad and the sizes are rounded to whole mask pixels.
    expect(frame.canvasWidth).toBeLessThanOrEqual(2048 + 8);
    expect(frame.scale).toBeLessThan(1);
  });
});
