/**
 * Where each stroke style puts its lines, in the pixels of the image being stroked. Every distance is
 * measured from the image's edge (the mask), so the offset is the gap between the image and the line:
 *
 * - SOLID: one line whose inner edge is `offset` away: its centre follows the mask grown by offset + width/2.
 * - DOUBLE_SOLID: that line, and a second one (color2, width2, opacity2) right outside it.
 * - DASHED: the SOLID line cut into dashes (3 × width long, 2 × width apart, evened out around each loop).
 * - ZIGZAG: a line swinging across the SOLID line's path; its inner tips keep the offset.
 */
import type { Point, Polygon } from './contour';

export type StrokeStyleName = 'SOLID' | 'DOUBLE_SOLID' | 'DASHED' | 'ZIGZAG';

/** A stroke in the pixels it is drawn at (the caller scales the merchant's canvas pixels). */
export interface StrokeGeometry {
  style: StrokeStyleName;
  offset: number;
  width: number;
  /** The second line (DOUBLE_SOLID only). */
  width2: number;
}

/** How far a zigzag swings to each side of its path. */
export function zigzagAmplitude(width: number): number {
  return Math.max(1.5, width);
}

/** Half a zigzag's wavelength: the length of path one straight stroke of the zigzag covers. */
export function zigzagStep(width: number): number {
  return Math.max(3, width * 2);
}

export function dashPattern(width: number): { dash: number; gap: number } {
  return { dash: Math.max(3, width * 3), gap: Math.max(2, width * 2) };
}

/** The distances from the mask at which each line's path runs: [first line, second line?]. */
export function lineLevels(geometry: StrokeGeometry): number[] {
  const { style, offset, width, width2 } = geometry;
  if (style === 'ZIGZAG') return [offset + zigzagAmplitude(width) + width / 2];
  const first = offset + width / 2;
  return style === 'DOUBLE_SOLID' ? [first, offset + width + width2 / 2] : [first];
}

/** How far the drawn stroke reaches beyond the image: the room the stroke image needs on each side. */
export function strokeReach(geometry: StrokeGeometry): number {
  const { style, offset, width, width2 } = geometry;
  if (style === 'ZIGZAG') return offset + 2 * zigzagAmplitude(width) + width;
  return offset + width + (style === 'DOUBLE_SOLID' ? width2 : 0);
}

export interface Polyline {
  points: Point[];
  closed: boolean;
}

/** The lines the style draws along the paths `contours` (each closed), at line width `width`. */
export function styleLines(style: StrokeStyleName, contours: readonly Polygon[], width: number): Polyline[] {
  if (style === 'DASHED') {
    const { dash, gap } = dashPattern(width);
    return contours.flatMap((polygon) => dashesAlong(polygon, dash, gap));
  }
  if (style === 'ZIGZAG') return contours.map((polygon) => zigzagAlong(polygon, zigzagAmplitude(width), zigzagStep(width)));
  return contours.map((points) => ({ points, closed: true }));
}

export function perimeter(polygon: Polygon): number {
  let length = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i];
    const b = polygon[(i + 1) % polygon.length];
    length += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return length;
}

/** The point and unit direction at arc length `s` of a closed polygon; `cursor` remembers the last edge. */
function walker(polygon: Polygon) {
  const n = polygon.length;
  let edge = 0;
  let edgeStart = 0;
  return (s: number): { point: Point; dx: number; dy: number } => {
    for (;;) {
      const a = polygon[edge % n];
      const b = polygon[(edge + 1) % n];
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (s <= edgeStart + length || edge >= n - 1) {
        const t = length > 0 ? Math.min(1, Math.max(0, (s - edgeStart) / length)) : 0;
        return {
          point: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
          dx: length > 0 ? (b.x - a.x) / length : 1,
          dy: length > 0 ? (b.y - a.y) / length : 0,
        };
      }
      edgeStart += length;
      edge++;
    }
  };
}

/** Dashes along a closed polygon, the pattern stretched slightly so a whole number of dashes fits the loop. */
export function dashesAlong(polygon: Polygon, dash: number, gap: number): Polyline[] {
  const total = perimeter(polygon);
  const period = dash + gap;
  const count = Math.max(1, Math.round(total / period));
  const stretch = total / (count * period);
  const on = dash * stretch;
  const dashes: Polyline[] = [];
  // The dash's own corners come along: a dash bends round a corner of the outline instead of cutting it.
  const n = polygon.length;
  const starts: number[] = [0];
  for (let i = 1; i <= n; i++) {
    const a = polygon[i - 1];
    const b = polygon[i % n];
    starts.push(starts[i - 1] + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const at = walker(polygon);
  for (let k = 0; k < count; k++) {
    const from = k * period * stretch;
    const to = from + on;
    const points: Point[] = [at(from).point];
    for (let i = 1; i < n; i++) if (starts[i] > from && starts[i] < to) points.push(polygon[i]);
    points.push(at(Math.min(to, total)).point);
    dashes.push({ points, closed: false });
  }
  return dashes;
}

/**
 * A closed zigzag along a polygon: tips `amplitude` to either side of the path, one every `step` of its
 * length (an even number of them, so the zigzag closes where it began).
 */
export function zigzagAlong(polygon: Polygon, amplitude: number, step: number): Polyline {
  const total = perimeter(polygon);
  const count = Math.max(2, 2 * Math.round(total / (2 * step)));
  const spacing = total / count;
  const at = walker(polygon);
  const points: Point[] = [];
  for (let k = 0; k < count; k++) {
    const { point, dx, dy } = at(k * spacing);
    // Right of the direction of travel (y down) is away from the image (contour.ts winds that way).
    const side = k % 2 === 0 ? amplitude : -amplitude;
    points.push({ x: point.x - dy * side, y: point.y + dx * side });
  }
  return { points, closed: true };
}
