/**
 * Marching squares over a mask: every boundary between set and unset pixels as closed polygons, the set
 * side always on the left of the direction of travel (y down), so an outline and a hole wind opposite
 * ways. Outside the mask counts as unset, so every polygon closes. A saddle (two diagonal pixels) is read
 * as two separate corners: the outline never squeezes through a point.
 *
 * Points are in pixel units with pixel (x, y) covering [x, x + 1) × [y, y + 1), so its centre is at
 * (x + 0.5, y + 0.5). With a distance field the crossing on each edge is interpolated to where the field
 * reaches the level, so a grown outline is smooth instead of a staircase.
 */

export interface Point {
  x: number;
  y: number;
}

export type Polygon = Point[];

export interface LevelField {
  values: Float32Array;
  level: number;
}

// Edge ids of a cell: T(op), R(ight), B(ottom), L(eft).
const T = 0;
const R = 1;
const B = 2;
const L = 3;

/**
 * Segments (from edge, to edge) per case; the case bits are TL 8, TR 4, BR 2, BL 1. Derived so the set
 * corners lie left of each segment (y down).
 */
const SEGMENTS: readonly (readonly [number, number])[][] = [
  [],
  [[B, L]],
  [[R, B]],
  [[R, L]],
  [[T, R]],
  [[T, R], [B, L]],
  [[T, B]],
  [[T, L]],
  [[L, T]],
  [[B, T]],
  [[L, T], [R, B]],
  [[R, T]],
  [[L, R]],
  [[B, R]],
  [[L, B]],
  [],
];

export function traceContours(mask: Uint8Array, width: number, height: number, field?: LevelField): Polygon[] {
  if (mask.length !== width * height) throw new RangeError(`traceContours: ${mask.length} cells for ${width} × ${height}`);
  // Padded lattice: corner (X, Y) is pixel (X - 1, Y - 1); X in [0, width + 1]. Edge key: 2 × corner index
  // of the edge's first corner, + 1 for a vertical edge.
  const stride = width + 2;
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < width && y < height ? mask[y * width + x] : 0);
  const next = new Map<number, number>();

  for (let cy = -1; cy < height; cy++) {
    for (let cx = -1; cx < width; cx++) {
      const code = (at(cx, cy) << 3) | (at(cx + 1, cy) << 2) | (at(cx + 1, cy + 1) << 1) | at(cx, cy + 1);
      if (code === 0 || code === 15) continue;
      const X = cx + 1;
      const Y = cy + 1;
      for (const [from, to] of SEGMENTS[code]) next.set(edgeKey(from, X, Y, stride), edgeKey(to, X, Y, stride));
    }
  }

  const polygons: Polygon[] = [];
  for (const start of next.keys()) {
    if (!next.has(start)) continue;
    const polygon: Polygon = [];
    let key = start;
    for (;;) {
      const to = next.get(key);
      if (to === undefined) break;
      next.delete(key);
      polygon.push(edgePoint(key, stride, mask, width, height, field));
      key = to;
    }
    if (polygon.length >= 3) polygons.push(polygon);
  }
  return polygons;
}

function edgeKey(edge: number, X: number, Y: number, stride: number): number {
  switch (edge) {
    case T:
      return (Y * stride + X) * 2;
    case B:
      return ((Y + 1) * stride + X) * 2;
    case L:
      return (Y * stride + X) * 2 + 1;
    default:
      return (Y * stride + X + 1) * 2 + 1;
  }
}

/** Where the boundary crosses the edge: its middle, or where the field meets the level. */
function edgePoint(key: number, stride: number, mask: Uint8Array, width: number, height: number, field?: LevelField): Point {
  const vertical = key & 1;
  const corner = key >> 1;
  const X = corner % stride;
  const Y = (corner - X) / stride;
  // The edge runs from pixel (X - 1, Y - 1) to its right (horizontal) or below (vertical) neighbour.
  const ax = X - 1;
  const ay = Y - 1;
  const bx = vertical ? ax : ax + 1;
  const by = vertical ? ay + 1 : ay;
  let t = 0.5;
  if (field && inside(ax, ay, width, height) && inside(bx, by, width, height)) {
    const fa = field.values[ay * width + ax];
    const fb = field.values[by * width + bx];
    const aSet = mask[ay * width + ax];
    // From the set end towards the unset end, the field passes the level once.
    const [near, far] = aSet ? [fa, fb] : [fb, fa];
    const span = far - near;
    const fromNear = span > 1e-9 ? Math.min(1, Math.max(0, (field.level - near) / span)) : 0.5;
    t = aSet ? fromNear : 1 - fromNear;
  }
  return { x: ax + 0.5 + (bx - ax) * t, y: ay + 0.5 + (by - ay) * t };
}

function inside(x: number, y: number, width: number, height: number): boolean {
  return x >= 0 && y >= 0 && x < width && y < height;
}

/** Twice the signed area (shoelace; y down): outlines and holes have opposite signs. */
export function signedArea(polygon: Polygon): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) sum += polygon[j].x * polygon[i].y - polygon[i].x * polygon[j].y;
  return sum / 2;
}

/**
 * Douglas–Peucker on a closed polygon: drops the points within `tolerance` of the line through their
 * neighbours that are kept. Split at the point farthest from the first, so both halves are open chains.
 */
export function simplifyPolygon(polygon: Polygon, tolerance: number): Polygon {
  const n = polygon.length;
  if (n <= 4) return polygon.slice();
  let far = 0;
  let farDistance = -1;
  for (let i = 1; i < n; i++) {
    const dx = polygon[i].x - polygon[0].x;
    const dy = polygon[i].y - polygon[0].y;
    const d = dx * dx + dy * dy;
    if (d > farDistance) {
      farDistance = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[far] = 1;
  const ring = (i: number) => polygon[i % n];
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  const tolerance2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    if (last - first < 2) continue;
    const a = ring(first);
    const b = ring(last);
    let worst = -1;
    let worstDistance = tolerance2;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(polygon[i], a, b);
      if (d > worstDistance) {
        worstDistance = d;
        worst = i;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([first, worst], [worst, last]);
  }
  const kept = polygon.filter((_, i) => keep[i]);
  return kept.length >= 3 ? kept : polygon.slice();
}

function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  let t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0;
  t = Math.max(0, Math.min(1, t));
  const ex = a.x + t * dx - p.x;
  const ey = a.y + t * dy - p.y;
  return ex * ex + ey * ey;
}

/** Closed polygons as SVG path data, coordinates mapped by `scale` and `shift` and kept to two decimals. */
export function polygonsToPath(polygons: readonly Polygon[], scale = 1, shiftX = 0, shiftY = 0): string {
  const n = (value: number) => String(Math.round(value * 100) / 100);
  return polygons
    .map((polygon) => polygon.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x * scale + shiftX)} ${n(p.y * scale + shiftY)}`).join(' ') + ' Z')
    .join(' ');
}
