/**
 * Stroke limits and defaults (spec 1 §5, "Stroke limits (used in the designer)"), written once for the
 * designer's stroke panel and the dev API's check of a saved template's stroke.
 *
 * Lengths are canvas pixels. Opacity is 0–100 in the spec and on the slider; on the wire and in the model
 * it is the fraction 0–1 the canvas draws with (contract/templates.ts), so the limit below is divided by
 * STROKE_OPACITY_SCALE before a stored value is compared with it.
 *
 * The offset: spec 1 §5 gives the range 1–100 and the default 0. Both hold: 0 means no gap (the line
 * hugs the image's outline, which is what the default draws), and any other offset is 1–100. The slider
 * moves in whole pixels from 0 to 100, which is exactly 0 or 1–100; a value between 0 and 1 is refused.
 */
import type { Stroke, StrokeStyle } from './templates';

export interface StrokeRange {
  min: number;
  max: number;
}

export const STROKE_LIMITS = {
  width: { min: 1, max: 100 },
  /** 0 (no gap) or 1–100: see isStrokeOffset. The slider runs 0–100 in whole pixels. */
  offset: { min: 1, max: 100 },
  /** Percent, as the merchant sets it. */
  opacity: { min: 0, max: 100 },
} as const satisfies Record<string, StrokeRange>;

/** Stored opacity = percent / STROKE_OPACITY_SCALE. */
export const STROKE_OPACITY_SCALE = 100;

/** The offset that means "no gap": the default, allowed below the 1–100 range. */
export const STROKE_NO_OFFSET = 0;

/** The fields the merchant chooses (the rest — image, frame, file — is computed from them). */
export type StrokeSettings = Pick<Stroke, 'style' | 'color' | 'width' | 'opacity' | 'color2' | 'width2' | 'opacity2' | 'offset'>;

/** Spec 1 §5: width 10, white, offset 0, opacity 100; the second line width2 10, black, opacity2 100. */
export const DEFAULT_STROKE: StrokeSettings = {
  style: 'SOLID' satisfies StrokeStyle,
  color: '#ffffff',
  width: 10,
  opacity: 1,
  color2: '#000000',
  width2: 10,
  opacity2: 1,
  offset: STROKE_NO_OFFSET,
};

const within = (value: number, { min, max }: StrokeRange) => value >= min && value <= max;

/** A stroke colour as the colour input writes it (#rrggbb), or the short #rgb. */
export function isStrokeColor(value: string): boolean {
  return /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value);
}

export function isStrokeWidth(value: number): boolean {
  return within(value, STROKE_LIMITS.width);
}

export function isStrokeOffset(value: number): boolean {
  return value === STROKE_NO_OFFSET || within(value, STROKE_LIMITS.offset);
}

/** A stored opacity (0–1). */
export function isStrokeOpacity(value: number): boolean {
  return within(value * STROKE_OPACITY_SCALE, STROKE_LIMITS.opacity);
}

/** The first setting outside spec 1 §5's limits, or null when all are within. */
export function strokeOutOfLimits(stroke: StrokeSettings): keyof StrokeSettings | null {
  if (!isStrokeWidth(stroke.width)) return 'width';
  if (!isStrokeWidth(stroke.width2)) return 'width2';
  if (!isStrokeOffset(stroke.offset)) return 'offset';
  if (!isStrokeOpacity(stroke.opacity)) return 'opacity';
  if (!isStrokeOpacity(stroke.opacity2)) return 'opacity2';
  return null;
}

/**
 * A layer's strokeSvgData (spec 2's layer) is the outline the stroke is drawn along, as SVG path data: the
 * designer writes only moves, lines and closes of numbers (lib/stroke/contour.ts). Nothing else is taken,
 * so whatever later puts the value into markup puts a path there and no element; the bound is half a
 * template body's, room for an outline of some 60,000 points.
 */
export const STROKE_SVG_DATA_MAX = 1024 * 1024;

const PATH_DATA = /^[MmLlHhVvZz0-9eE.,+\-\s]*$/;

export function isStrokeSvgData(value: string): boolean {
  return value.length <= STROKE_SVG_DATA_MAX && PATH_DATA.test(value);
}
