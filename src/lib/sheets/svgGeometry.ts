/**
 * The geometry jigSvg.ts reads an SVG's shapes with: transforms as affine matrices, every closed shape as
 * subpaths of lines and cubic curves (an arc or a quadratic made into cubics), and their exact bounding box
 * and path data once moved into millimetres. Pure numbers, no DOM.
 */

export type Point = readonly [number, number];
/** SVG's matrix(a b c d e f): x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: a point is moved by `inner` first (a child's transform inside its parent's). */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

export const apply = (m: Matrix, [x, y]: Point): Point => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

export type Segment = { kind: 'L'; to: Point } | { kind: 'C'; c1: Point; c2: Point; to: Point };

export interface Subpath {
  start: Point;
  segments: Segment[];
  closed: boolean;
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SEPARATORS = /[\s,]*/y;

/** Reads numbers one by one from a list (`10,20 30-5e1`), as SVG writes them. */
class NumberReader {
  at = 0;
  constructor(private readonly text: string) {}

  skip(): void {
    SEPARATORS.lastIndex = this.at;
    SEPARATORS.exec(this.text);
    this.at = SEPARATORS.lastIndex;
  }

  done(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }

  number(): number | null {
    this.skip();
    NUMBER.lastIndex = this.at;
    const found = NUMBER.exec(this.text);
    if (!found) return null;
    this.at = NUMBER.lastIndex;
    const value = Number(found[0]);
    return Number.isFinite(value) ? value : null;
  }

  /** An arc's flag: one character, 0 or 1, which may touch the next number (`a5 5 0 015 5`). */
  flag(): number | null {
    this.skip();
    const char = this.text[this.at];
    if (char !== '0' && char !== '1') return null;
    this.at++;
    return Number(char);
  }

  peek(): string | undefined {
    this.skip();
    return this.text[this.at];
  }
}

/** A list of numbers (a polygon's points, a viewBox); null when any is not one. */
export function numberList(text: string): number[] | null {
  const reader = new NumberReader(text);
  const numbers: number[] = [];
  while (!reader.done()) {
    const value = reader.number();
    if (value === null) return null;
    numbers.push(value);
  }
  return numbers;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A transform attribute's list (`translate(10 20) rotate(90)`) as one matrix; null when it cannot be read. */
export function parseTransform(text: string): Matrix | null {
  let matrix = IDENTITY;
  const item = /\s*,?\s*([a-zA-Z]+)\s*\(([^)]*)\)/y;
  let at = 0;
  const source = text.trim();
  while (at < source.length) {
    item.lastIndex = at;
    const found = item.exec(source);
    if (!found) return null;
    at = item.lastIndex;
    const args = numberList(found[2]!);
    if (!args) return null;
    const own = transformOf(found[1]!, args);
    if (!own) return null;
    matrix = multiply(matrix, own);
  }
  return matrix;
}

function transformOf(name: string, args: number[]): Matrix | null {
  const [p = 0, q, r] = args;
  switch (name) {
    case 'matrix':
      return args.length === 6 ? (args as unknown as Matrix) : null;
    case 'translate':
      return args.length === 1 || args.length === 2 ? [1, 0, 0, 1, p, q ?? 0] : null;
    case 'scale':
      return args.length === 1 || args.length === 2 ? [p, 0, 0, q ?? p, 0, 0] : null;
    case 'rotate': {
      if (args.length !== 1 && args.length !== 3) return null;
      const cos = Math.cos(radians(p));
      const sin = Math.sin(radians(p));
      const turn: Matrix = [cos, sin, -sin, cos, 0, 0];
      if (args.length === 1) return turn;
      return multiply(multiply([1, 0, 0, 1, q!, r!], turn), [1, 0, 0, 1, -q!, -r!]);
    }
    case 'skewX':
      return args.length === 1 ? [1, 0, Math.tan(radians(p)), 1, 0, 0] : null;
    case 'skewY':
      return args.length === 1 ? [1, Math.tan(radians(p)), 0, 1, 0, 0] : null;
    default:
      return null;
  }
}

/** The control distance of a quarter ellipse drawn as one cubic: its error is 0.03 % of the radius. */
const KAPPA = 0.5522847498;

/** An ellipse as four cubic quarters, from its rightmost point, clockwise in SVG's y-down. */
export function ellipseSubpath(cx: number, cy: number, rx: number, ry: number): Subpath {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  return {
    start: [cx + rx, cy],
    closed: true,
    segments: [
      { kind: 'C', c1: [cx + rx, cy + ky], c2: [cx + kx, cy + ry], to: [cx, cy + ry] },
      { kind: 'C', c1: [cx - kx, cy + ry], c2: [cx - rx, cy + ky], to: [cx - rx, cy] },
      { kind: 'C', c1: [cx - rx, cy - ky], c2: [cx - kx, cy - ry], to: [cx, cy - ry] },
      { kind: 'C', c1: [cx + kx, cy - ry], c2: [cx + rx, cy - ky], to: [cx + rx, cy] },
    ],
  };
}

/** A rectangle, its corners rounded by rx × ry (already clamped to half its sides). */
export function rectSubpath(x: number, y: number, width: number, height: number, rx: number, ry: number): Subpath {
  if (rx <= 0 || ry <= 0) {
    return { start: [x, y], closed: true, segments: [{ kind: 'L', to: [x + width, y] }, { kind: 'L', to: [x + width, y + height] }, { kind: 'L', to: [x, y + height] }, { kind: 'L', to: [x, y] }] };
  }
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  const right = x + width;
  const bottom = y + height;
  return {
    start: [x + rx, y],
    closed: true,
    segments: [
      { kind: 'L', to: [right - rx, y] },
      { kind: 'C', c1: [right - rx + kx, y], c2: [right, y + ry - ky], to: [right, y + ry] },
      { kind: 'L', to: [right, bottom - ry] },
      { kind: 'C', c1: [right, bottom - ry + ky], c2: [right - rx + kx, bottom], to: [right - rx, bottom] },
      { kind: 'L', to: [x + rx, bottom] },
      { kind: 'C', c1: [x + rx - kx, bottom], c2: [x, bottom - ry + ky], to: [x, bottom - ry] },
      { kind: 'L', to: [x, y + ry] },
      { kind: 'C', c1: [x, y + ry - ky], c2: [x + rx - kx, y], to: [x + rx, y] },
    ],
  };
}

/** A polygon's or polyline's points; null for an odd count or fewer than two points. */
export function pointsSubpath(text: string, closed: boolean): Subpath | null {
  const numbers = numberList(text);
  if (!numbers || numbers.length % 2 !== 0 || numbers.length < 4) return null;
  const points: Point[] = [];
  for (let i = 0; i < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
  const segments: Segment[] = points.slice(1).map((to) => ({ kind: 'L', to }));
  if (closed) segments.push({ kind: 'L', to: points[0]! });
  return { start: points[0]!, segments, closed };
}

const ARGUMENTS: Readonly<Record<string, number>> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** A path's data as subpaths; null when it cannot be read (an unknown command, a missing number). */
export function parsePathData(d: string): Subpath[] | null {
  const reader = new NumberReader(d);
  const subpaths: Subpath[] = [];
  let current: Subpath | null = null;
  let point: Point = [0, 0];
  let start: Point = [0, 0];
  // The last curve's second control point, for S and T's reflection.
  let lastCubic: Point | null = null;
  let lastQuad: Point | null = null;
  let command = '';

  const begin = (at: Point) => {
    current = { start: at, segments: [], closed: false };
    subpaths.push(current);
    start = at;
  };
  const add = (segment: Segment) => {
    if (!current) begin(point);
    current!.segments.push(segment);
    point = segment.to;
  };

  while (!reader.done()) {
    const next = reader.peek()!;
    if (/[a-zA-Z]/.test(next)) {
      command = next;
      reader.at++;
    } else if (!command || command === 'Z' || command === 'z') return null;
    const upper = command.toUpperCase();
    const relative = command !== upper;
    if (!(upper in ARGUMENTS)) return null;
    if (upper === 'Z') {
      if (current) {
        (current as Subpath).closed = true;
        point = start;
        current = null;
      }
      lastCubic = lastQuad = null;
      continue;
    }
    const args: number[] = [];
    for (let i = 0; i < ARGUMENTS[upper]!; i++) {
      const value = upper === 'A' && (i === 3 || i === 4) ? reader.flag() : reader.number();
      if (value === null) return null;
      args.push(value);
    }
    const [ox, oy] = relative ? point : [0, 0];
    const abs = (x: number, y: number): Point => [x + ox, y + oy];
    let cubicControl: Point | null = null;
    let quadControl: Point | null = null;
    switch (upper) {
      case 'M':
        point = abs(args[0]!, args[1]!);
        begin(point);
        // Pairs after a moveto are lines (SVG 2 §9.3.3).
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        add({ kind: 'L', to: abs(args[0]!, args[1]!) });
        break;
      case 'H':
        add({ kind: 'L', to: [args[0]! + (relative ? point[0] : 0), point[1]] });
        break;
      case 'V':
        add({ kind: 'L', to: [point[0], args[0]! + (relative ? point[1] : 0)] });
        break;
      case 'C': {
        const c2 = abs(args[2]!, args[3]!);
        add({ kind: 'C', c1: abs(args[0]!, args[1]!), c2, to: abs(args[4]!, args[5]!) });
        cubicControl = c2;
        break;
      }
      case 'S': {
        const c1: Point = lastCubic ? [2 * point[0] - lastCubic[0], 2 * point[1] - lastCubic[1]] : point;
        const c2 = abs(args[0]!, args[1]!);
        add({ kind: 'C', c1, c2, to: abs(args[2]!, args[3]!) });
        cubicControl = c2;
        break;
      }
      case 'Q':
      case 'T': {
        const control: Point =
          upper === 'Q' ? abs(args[0]!, args[1]!) : lastQuad ? [2 * point[0] - lastQuad[0], 2 * point[1] - lastQuad[1]] : point;
        const to = upper === 'Q' ? abs(args[2]!, args[3]!) : abs(args[0]!, args[1]!);
        add(quadraticAsCubic(point, control, to));
        quadControl = control;
        break;
      }
      case 'A':
        for (const segment of arcAsCubics(point, args[0]!, args[1]!, args[2]!, args[3]!, args[4]!, abs(args[5]!, args[6]!))) add(segment);
        break;
    }
    lastCubic = cubicControl;
    lastQuad = quadControl;
  }
  return subpaths;
}

function quadraticAsCubic(from: Point, control: Point, to: Point): Segment {
  return {
    kind: 'C',
    c1: [from[0] + (2 / 3) * (control[0] - from[0]), from[1] + (2 / 3) * (control[1] - from[1])],
    c2: [to[0] + (2 / 3) * (control[0] - to[0]), to[1] + (2 / 3) * (control[1] - to[1])],
    to,
  };
}

/** An elliptical arc (SVG 2 appendix B.2.4: endpoint to centre) as cubics of at most a quarter turn each. */
function arcAsCubics(from: Point, rxIn: number, ryIn: number, angle: number, largeArc: number, sweep: number, to: Point): Segment[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (from[0] === to[0] && from[1] === to[1])) return [{ kind: 'L', to }];
  const phi = radians(angle);
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from[0] - to[0]) / 2;
  const dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const sign = largeArc === sweep ? -1 : 1;
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const factor = sign * Math.sqrt(Math.max(0, numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cxp = (factor * rx * y1) / ry;
  const cyp = (-factor * ry * x1) / rx;
  const cx = cos * cxp - sin * cyp + (from[0] + to[0]) / 2;
  const cy = sin * cxp + cos * cyp + (from[1] + to[1]) / 2;
  const vectorAngle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta = vectorAngle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry);
  let delta = vectorAngle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const handle = (4 / 3) * Math.tan(step / 4);
  const onEllipse = (t: number): Point => [cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
  const tangent = (t: number): Point => [-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin, -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos];
  const segments: Segment[] = [];
  for (let i = 0; i < pieces; i++) {
    const t1 = theta + i * step;
    const t2 = t1 + step;
    const p1 = onEllipse(t1);
    const p2 = i === pieces - 1 ? to : onEllipse(t2);
    const d1 = tangent(t1);
    const d2 = tangent(t2);
    segments.push({ kind: 'C', c1: [p1[0] + handle * d1[0], p1[1] + handle * d1[1]], c2: [p2[0] - handle * d2[0], p2[1] - handle * d2[1]], to: p2 });
  }
  return segments;
}

/** Subpaths moved by `m` (an affine map moves a cubic's control points with it, exactly). */
export function transformSubpaths(subpaths: readonly Subpath[], m: Matrix): Subpath[] {
  return subpaths.map(({ start, segments, closed }) => ({
    start: apply(m, start),
    closed,
    segments: segments.map((segment) =>
      segment.kind === 'L' ? { kind: 'L', to: apply(m, segment.to) } : { kind: 'C', c1: apply(m, segment.c1), c2: apply(m, segment.c2), to: apply(m, segment.to) },
    ),
  }));
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Where a cubic's coordinate turns (its derivative's roots in (0, 1)). */
function cubicExtremes(p0: number, p1: number, p2: number, p3: number): number[] {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) > 1e-12) roots.push(-c / b);
  } else {
    const discriminant = b * b - 4 * a * c;
    if (discriminant >= 0) {
      const root = Math.sqrt(discriminant);
      roots.push((-b + root) / (2 * a), (-b - root) / (2 * a));
    }
  }
  return roots
    .filter((t) => t > 0 && t < 1)
    .map((t) => (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3);
}

/** The exact box of the subpaths: their points and each curve's turning points. */
export function boundingBox(subpaths: readonly Subpath[]): Box | null {
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const takeX = (x: number) => {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
  };
  const takeY = (y: number) => {
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  };
  const take = (x: number, y: number) => {
    takeX(x);
    takeY(y);
  };
  for (const { start, segments } of subpaths) {
    take(...start);
    let from = start;
    for (const segment of segments) {
      take(...segment.to);
      if (segment.kind === 'C') {
        cubicExtremes(from[0], segment.c1[0], segment.c2[0], segment.to[0]).forEach(takeX);
        cubicExtremes(from[1], segment.c1[1], segment.c2[1], segment.to[1]).forEach(takeY);
      }
      from = segment.to;
    }
  }
  return Number.isFinite(box.minX) ? box : null;
}

/** 12.345678 as 12.35, 3.10 as 3.1: path data to the hundredth of a millimetre. */
const short = (value: number) => String(Math.round(value * 100) / 100);

/** The subpaths as path data of M, L, C and Z only. */
export function pathData(subpaths: readonly Subpath[]): string {
  const parts: string[] = [];
  for (const { start, segments, closed } of subpaths) {
    parts.push(`M${short(start[0])} ${short(start[1])}`);
    for (const segment of segments) {
      if (segment.kind === 'L') parts.push(`L${short(segment.to[0])} ${short(segment.to[1])}`);
      else parts.push(`C${[...segment.c1, ...segment.c2, ...segment.to].map(short).join(' ')}`);
    }
    if (closed) parts.push('Z');
  }
  return parts.join('');
}
