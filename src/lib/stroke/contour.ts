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

/** Squared distances to the image (distance.ts) and the distance whose outline is wanted. */
export interface LevelField {
  squared: Float32Array;
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

/** The outline of every pixel within `level` of the image, the crossings interpolated along the distances. */
export function traceLevel(squared: Float32Array, width: number, height: number, level: number): Polygon[] {
  if (squared.length !== width * height) throw new RangeError(`traceLevel: ${squared.length} cells for ${width} × ${height}`);
  const stride = width + 2;
  const padded = new Uint8Array(stride * (height + 2));
  const limit = level * level;
  for (let y = 0; y < height; y++) {
    const from = y * width;
    const to = (y + 1) * stride + 1;
    for (let x = 0; x < width; x++) padded[to + x] = squared[from + x] <= limit ? 1 : 0;
  }
  return tracePadded(padded, width, height, { squared, level });
}

/**
 * `padded` is the mask with a border of unset pixels: its corner (X, Y) is pixel (X − 1, Y − 1). A cell
 * lies between corners (X, Y) and (X + 1, Y + 1). Edge key: 2 × the index of the edge's first corner,
 * + 1 for a vertical edge.
 */
function tracePadded(padded: Uint8Array, width: number, height: number, field?: LevelField): Polygon[] {
  const stride = width + 2;
  const next = new Map<number, number>();
  for (let Y = 0; Y <= height; Y++) {
    let i = Y * stride;
    for (let X = 0; X <= width; X++, i++) {
      const code = (padded[i] << 3) | (padded[i + 1] << 2) | (padded[i + stride + 1] << 1) | padded[i + stride];
      if (code === 0 || code === 15) continue;
      const segments = SEGMENTS[code];
      for (let s = 0; s < segments.length; s++) next.set(edgeKey(segments[s][0], X, Y, stride), edgeKey(segments[s][1], X, Y, stride));
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
      polygon.push(edgePoint(key, stride, padded, width, height, field));
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

/** Where the boundary crosses the edge: its middle, or where the distance meets the level. */
function edgePoint(key: number, stride: number, padded: Uint8Array, width: number, height: number, field?: LevelField): Point {
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
    const fa = Math.sqrt(field.squared[ay * width + ax]);
    const fb = Math.sqrt(field.squared[by * width + bx]);
    const aSet = padded[corner];
    // From the set end towards the unset end, the distance passes the level once.
    const near = aSet ? fa : fb;
    const far = aSet ? fb : fa;
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
