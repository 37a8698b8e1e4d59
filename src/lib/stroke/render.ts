/**
 * The whole stroke from a mask: one distance transform, then for each line the outline at its distance
 * (traced, simplified), the style's lines along it, drawn into RGBA pixels. Pure: the worker decodes the
 * image and encodes the PNG around it; the tests and the benchmark call it directly.
 */
import { signedArea, simplifyPolygon, traceLevel, type Polygon } from './contour';
import { squaredDistanceToMask } from './distance';
import { compositeOver, rasterizeLines, rgbOf } from './raster';
import { lineLevels, styleLines, type StrokeGeometry } from './styles';

/** A stroke's settings in the pixels of the mask it is drawn on. */
export interface StrokeSpec extends StrokeGeometry {
  color: string;
  opacity: number;
  color2: string;
  opacity2: number;
}

export interface RenderedStroke {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA of the lines alone, the image left out. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
  /** The path the first line's centre follows (what strokeSvgData keeps), in the mask's pixels. */
  outline: Polygon[];
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

/**
 * `drawScale`: the lines are drawn `drawScale` times larger than the mask they follow (the output is that
 * much bigger). The console traces the outline at the canvas's resolution and draws at twice it: the
 * outline is interpolated to a fraction of a pixel anyway, and a quarter of the pixels to transform and
 * trace is what keeps a large sticker's stroke quick (frame.ts).
 */
export function renderStroke(mask: Uint8Array, width: number, height: number, spec: StrokeSpec, drawScale = 1): RenderedStroke {
  const levels = lineLevels(spec);
  // The outlines interpolate between the pixels on either side of the farthest level: one more is enough.
  const squared = squaredDistanceToMask(mask, width, height, Math.max(...levels) + 2);
  // The field runs between pixel centres: the image's edge (half a pixel out from its last pixel's centre)
  // is at 0.5, so every distance from the edge is half a pixel more in the field.
  const outlines = levels.map((level) => outlineAt(squared, width, height, level + 0.5));
  const outWidth = Math.round(width * drawScale);
  const outHeight = Math.round(height * drawScale);
  const scaled = (polygons: Polygon[]) => (drawScale === 1 ? polygons : polygons.map((polygon) => polygon.map((p) => ({ x: p.x * drawScale, y: p.y * drawScale }))));
  const rgba = new Uint8ClampedArray(outWidth * outHeight * 4);
  const coverage = new Uint8Array(outWidth * outHeight);
  // The outer line first, so the inner one lies over it where their antialiased edges meet.
  if (spec.style === 'DOUBLE_SOLID' && outlines[1]) {
    const width2 = spec.width2 * drawScale;
    rasterizeLines(styleLines('SOLID', scaled(outlines[1]), width2), width2, outWidth, outHeight, coverage);
    compositeOver(rgba, coverage, rgbOf(spec.color2), spec.opacity2);
    coverage.fill(0);
  }
  const lineWidth = spec.width * drawScale;
  rasterizeLines(styleLines(spec.style, scaled(outlines[0]), lineWidth), lineWidth, outWidth, outHeight, coverage);
  compositeOver(rgba, coverage, rgbOf(spec.color), spec.opacity);
  return { width: outWidth, height: outHeight, rgba, outline: outlines[0] };
}
