/**
 * The stroke drawn into RGBA pixels without a canvas: node has none, so the tests check each style's pixels,
 * and the benchmark times the plan, with this stand-in for the worker's canvas (src/lib/stroke/render.ts
 * drawStroke). A line is the union of round-capped segments, each pixel covered by how far its centre lies
 * inside (one pixel of antialiasing). Round caps on every segment make round joins for free.
 */
import type { Polygon } from '../../src/lib/stroke/contour';
import { planStroke, rgbOf, type StrokeSpec } from '../../src/lib/stroke/render';
import type { Polyline } from '../../src/lib/stroke/styles';

export interface RenderedStroke {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA of the lines alone, the image left out. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
  /** The path the first line's centre follows (what strokeSvgData keeps), in the mask's pixels. */
  outline: Polygon[];
}

/** The stroke of `spec` around `mask`, drawn into RGBA pixels as the worker's canvas draws it. */
export function renderStroke(mask: Uint8Array, width: number, height: number, spec: StrokeSpec, drawScale = 1): RenderedStroke {
  const plan = planStroke(mask, width, height, spec, drawScale);
  const rgba = new Uint8ClampedArray(plan.width * plan.height * 4);
  const coverage = new Uint8Array(plan.width * plan.height);
  for (const line of plan.lines) {
    coverage.fill(0);
    rasterizeLines(line.polylines, line.width, plan.width, plan.height, coverage);
    compositeOver(rgba, coverage, rgbOf(line.color), line.opacity);
  }
  return { width: plan.width, height: plan.height, rgba, outline: plan.outline };
}

/** Long segments are cut so each piece's bounding box stays small (a long diagonal's box is mostly empty). */
const PIECE = 16;

/** Coverage (0–255) of the lines of width `width`, the greater where two overlap. */
function rasterizeLines(lines: readonly Polyline[], width: number, imageWidth: number, imageHeight: number, into?: Uint8Array): Uint8Array {
  const coverage = into ?? new Uint8Array(imageWidth * imageHeight);
  const half = width / 2;
  for (const { points, closed } of lines) {
    const count = closed ? points.length : points.length - 1;
    if (points.length === 1) drawSegment(coverage, imageWidth, imageHeight, points[0].x, points[0].y, points[0].x, points[0].y, half);
    for (let i = 0; i < count; i++) {
      const a = points[i];
      const b = points[(i + 1) % points.length];
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      const pieces = Math.max(1, Math.ceil(length / PIECE));
      for (let p = 0; p < pieces; p++) {
        const t0 = p / pieces;
        const t1 = (p + 1) / pieces;
        drawSegment(coverage, imageWidth, imageHeight, a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1, half);
      }
    }
  }
  return coverage;
}

function drawSegment(coverage: Uint8Array, width: number, height: number, ax: number, ay: number, bx: number, by: number, half: number): void {
  const reach = half + 0.5;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - reach));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + reach));
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5;
    const row = y * width;
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5;
      let t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - py;
      const inside = reach - Math.sqrt(ex * ex + ey * ey);
      if (inside <= 0) continue;
      const value = inside >= 1 ? 255 : Math.round(inside * 255);
      if (value > coverage[row + x]) coverage[row + x] = value;
    }
  }
}

/** Paints `color` at `coverage` × `opacity` over the RGBA pixels (straight alpha, source-over). */
function compositeOver(rgba: Uint8ClampedArray, coverage: Uint8Array, color: readonly [number, number, number], opacity: number): void {
  const [r, g, b] = color;
  for (let i = 0; i < coverage.length; i++) {
    const c = coverage[i];
    if (c === 0) continue;
    const a = (c / 255) * opacity;
    const o = i * 4;
    const below = (rgba[o + 3] / 255) * (1 - a);
    const out = a + below;
    if (out <= 0) continue;
    rgba[o] = (r * a + rgba[o] * below) / out;
    rgba[o + 1] = (g * a + rgba[o + 1] * below) / out;
    rgba[o + 2] = (b * a + rgba[o + 2] * below) / out;
    rgba[o + 3] = out * 255;
  }
}
