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
  /** The path the first line's centre follows (what strokeSvgData keeps). */
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

export function renderStroke(mask: Uint8Array, width: number, height: number, spec: StrokeSpec): RenderedStroke {
  const levels = lineLevels(spec);
  // The outlines interpolate between the pixels on either side of the farthest level: one more is enough.
  const squared = squaredDistanceToMask(mask, width, height, Math.max(...levels) + 2);
  // The field runs between pixel centres: the image's edge (half a pixel out from its last pixel's centre)
  // is at 0.5, so every distance from the edge is half a pixel more in the field.
  const outlines = levels.map((level) => outlineAt(squared, width, height, level + 0.5));
  const rgba = new Uint8ClampedArray(width * height * 4);
  const coverage = new Uint8Array(width * height);
  // The outer line first, so the inner one lies over it where their antialiased edges meet.
  if (spec.style === 'DOUBLE_SOLID' && outlines[1]) {
    rasterizeLines(styleLines('SOLID', outlines[1], spec.width2), spec.width2, width, height, coverage);
    compositeOver(rgba, coverage, rgbOf(spec.color2), spec.opacity2);
    coverage.fill(0);
  }
  rasterizeLines(styleLines(spec.style, outlines[0], spec.width), spec.width, width, height, coverage);
  compositeOver(rgba, coverage, rgbOf(spec.color), spec.opacity);
  return { width, height, rgba, outline: outlines[0] };
}
