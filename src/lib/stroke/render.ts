/**
 * The whole stroke from a mask: one distance transform, then for each line the outline at its distance
 * (traced, simplified), the style's lines along it (planStroke), drawn by a 2D canvas (drawStroke). The worker
 * decodes the image and encodes the PNG around it; node, which has no canvas, draws the same plan with the
 * tests' rasteriser (test/support/strokeRaster.ts).
 */
import { signedArea, simplifyPolygon, traceLevel, type Polygon } from './contour';
import { squaredDistanceToMask } from './distance';
import { lineLevels, styleLines, type Polyline, type StrokeGeometry } from './styles';

/** A stroke's settings in the pixels of the mask it is drawn on. */
export interface StrokeSpec extends StrokeGeometry {
  color: string;
  opacity: number;
  color2: string;
  opacity2: number;
}

/** Points closer than this to the simplified outline are dropped: well under a pixel, so nothing shows. */
const SIMPLIFY_TOLERANCE = 0.35;
/** Specks of alpha smaller than this (pixels²) are noise, not an outline. */
const MIN_AREA = 2;

export function outlineAt(squared: Float32Array, width: number, height: number, level: number): Polygon[] {
  return traceLevel(squared, width, height, level)
    .filter((polygon) => Math.abs(signedArea(polygon)) >= MIN_AREA)
    .map((polygon) => simplifyPolygon(polygon, SIMPLIFY_TOLERANCE));
}

/** One line of a stroke, ready to draw: its polylines in output pixels, width, colour and opacity. */
export interface StrokeLine {
  polylines: Polyline[];
  width: number;
  color: string;
  opacity: number;
}

/** What a stroke draws, before any pixel: the output size, its lines (bottom first) and the outline kept. */
export interface StrokePlan {
  width: number;
  height: number;
  lines: StrokeLine[];
  /** The path the first line's centre follows (what strokeSvgData keeps), in the mask's pixels. */
  outline: Polygon[];
}

/**
 * `drawScale`: the lines are drawn `drawScale` times larger than the mask they follow (the output is that
 * much bigger). The console traces the outline at the canvas's resolution and draws at twice it: the
 * outline is interpolated to a fraction of a pixel anyway, and a quarter of the pixels to transform and
 * trace is what keeps a large sticker's stroke quick (frame.ts).
 */
export function planStroke(mask: Uint8Array, width: number, height: number, spec: StrokeSpec, drawScale = 1): StrokePlan {
  const levels = lineLevels(spec);
  // The outlines interpolate between the pixels on either side of the farthest level: one more is enough.
  const squared = squaredDistanceToMask(mask, width, height, Math.max(...levels) + 2);
  // The field runs between pixel centres: the image's edge (half a pixel out from its last pixel's centre)
  // is at 0.5, so every distance from the edge is half a pixel more in the field.
  const outlines = levels.map((level) => outlineAt(squared, width, height, level + 0.5));
  const scaled = (polygons: Polygon[]) => (drawScale === 1 ? polygons : polygons.map((polygon) => polygon.map((p) => ({ x: p.x * drawScale, y: p.y * drawScale }))));
  const lines: StrokeLine[] = [];
  // The outer line first, so the inner one lies over it where their antialiased edges meet.
  if (spec.style === 'DOUBLE_SOLID' && outlines[1]) {
    const width2 = spec.width2 * drawScale;
    lines.push({ polylines: styleLines('SOLID', scaled(outlines[1]), width2), width: width2, color: spec.color2, opacity: spec.opacity2 });
  }
  const lineWidth = spec.width * drawScale;
  lines.push({ polylines: styleLines(spec.style, scaled(outlines[0]), lineWidth), width: lineWidth, color: spec.color, opacity: spec.opacity });
  return { width: Math.round(width * drawScale), height: Math.round(height * drawScale), lines, outline: outlines[0] };
}

/**
 * The same lines drawn by a 2D canvas (the worker's OffscreenCanvas): one stroke of one path per line, so
 * a line's own overlaps are covered once, with round caps and joins like its segments.
 * Several times quicker than a rasteriser in JavaScript for a large sticker (`npm run bench`).
 */
export function drawStroke(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, plan: StrokePlan): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const line of plan.lines) {
    const path = new Path2D();
    for (const { points, closed } of line.polylines) {
      if (points.length === 0) continue;
      path.moveTo(points[0]!.x, points[0]!.y);
      // A single point is a dot: a zero-length segment, which round caps draw.
      if (points.length === 1) path.lineTo(points[0]!.x, points[0]!.y);
      for (let i = 1; i < points.length; i++) path.lineTo(points[i]!.x, points[i]!.y);
      if (closed) path.closePath();
    }
    context.globalAlpha = line.opacity;
    context.strokeStyle = `rgb(${rgbOf(line.color).join(', ')})`;
    context.lineWidth = line.width;
    context.stroke(path);
  }
  context.globalAlpha = 1;
}

/** `#rrggbb` to its channels; anything else is black (the settings are checked before they get here). */
export function rgbOf(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  return match ? [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)] : [0, 0, 0];
}
