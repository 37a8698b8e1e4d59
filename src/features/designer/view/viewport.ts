/**
 * The canvas view's zoom and pan, as pure maths (unit-tested): where the template's canvas sits in the
 * view and how large. A view point (CSS pixels from the view's top left) is `x + design.x * scale`. The
 * viewport is the designer's view only: it is no part of the store, so no zoom or pan is ever an undo
 * step, a dirty change or a saved field, and every layer keeps its design coordinates.
 */
import type { CanvasSize, Point } from '../model';

export interface Viewport {
  /** View pixels per design pixel: 1 is 100%. */
  scale: number;
  /** Where the canvas's top left corner is in the view. */
  x: number;
  y: number;
}

export interface ViewSize {
  width: number;
  height: number;
}

/** Spec 2 §9: fitted, the template's canvas takes 3/4 of the canvas area; the rest is room for handles. */
export const CANVAS_SHARE = 0.75;
/** How far the zoom goes: 10% shows a whole canvas in a small window, 800% single pixels of a print. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 8;
/** One wheel notch (100 px of deltaY) with Ctrl zooms by this factor. */
export const ZOOM_STEP = 1.25;
/** 放大 and 缩小 go to the next of these levels, round numbers a merchant can name (100%, 200%). */
export const ZOOM_LEVELS: readonly number[] = [0.1, 0.25, 0.33, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8];
/** Wheel pixels that make one zoom step. */
const WHEEL_PIXELS_PER_STEP = 100;
/** A wheel's "line" (deltaMode 1) in pixels, as browsers scroll a line. */
const WHEEL_LINE_PIXELS = 16;

/** The fitted scale: the canvas in 3/4 of the view. */
export function fitScale(view: ViewSize, canvas: CanvasSize): number {
  return Math.min((view.width * CANVAS_SHARE) / canvas.width, (view.height * CANVAS_SHARE) / canvas.height);
}

/** Fitted and centred (what the designer opens with, and 适应窗口). */
export function fitViewport(view: ViewSize, canvas: CanvasSize): Viewport {
  const scale = fitScale(view, canvas);
  return { scale, x: (view.width - canvas.width * scale) / 2, y: (view.height - canvas.height * scale) / 2 };
}

/** The scale within the limits; the lower one gives way when even 10% does not fit the canvas in the view. */
export function clampScale(scale: number, view: ViewSize, canvas: CanvasSize): number {
  const min = Math.min(MIN_ZOOM, fitScale(view, canvas));
  return Math.min(MAX_ZOOM, Math.max(min, scale));
}

/**
 * Keeps the canvas in view. On an axis where it fits with the fitted margins (1/8 of the view each side),
 * it stays centred: there is nothing to pan to. Where it is larger, it pans until an edge is that margin
 * inside the view, no further, so the merchant cannot lose it off screen.
 */
export function clampPan(viewport: Viewport, view: ViewSize, canvas: CanvasSize): Viewport {
  const along = (position: number, viewLength: number, canvasLength: number) => {
    const content = canvasLength * viewport.scale;
    const margin = (viewLength * (1 - CANVAS_SHARE)) / 2;
    if (content + 2 * margin <= viewLength) return (viewLength - content) / 2;
    return Math.min(margin, Math.max(viewLength - content - margin, position));
  };
  return { scale: viewport.scale, x: along(viewport.x, view.width, canvas.width), y: along(viewport.y, view.height, canvas.height) };
}

/** Zooms to `scale` keeping the design point under `anchor` (a view point) where it is, then keeps the canvas in view. */
export function zoomTo(viewport: Viewport, scale: number, anchor: Point, view: ViewSize, canvas: CanvasSize): Viewport {
  const next = clampScale(scale, view, canvas);
  const design = toDesign(viewport, anchor);
  return clampPan({ scale: next, x: anchor.x - design.x * next, y: anchor.y - design.y * next }, view, canvas);
}

/** The next level up (+1) or down (-1) from `scale`; a scale already at a level moves past it. */
export function nextZoomLevel(scale: number, direction: 1 | -1): number {
  // Within half a percent counts as at the level: 100.2% steps up to 150%, not to 100%.
  const tolerance = 0.005;
  if (direction === 1) return ZOOM_LEVELS.find((level) => level > scale + tolerance) ?? MAX_ZOOM;
  return [...ZOOM_LEVELS].reverse().find((level) => level < scale - tolerance) ?? MIN_ZOOM;
}

/** 放大 (+1) and 缩小 (-1): to the next level, about the view's centre. */
export function stepZoom(viewport: Viewport, direction: 1 | -1, view: ViewSize, canvas: CanvasSize): Viewport {
  const centre = { x: view.width / 2, y: view.height / 2 };
  return zoomTo(viewport, nextZoomLevel(viewport.scale, direction), centre, view, canvas);
}

/** 100%: one design pixel a view pixel, about the view's centre. */
export function actualSize(viewport: Viewport, view: ViewSize, canvas: CanvasSize): Viewport {
  return zoomTo(viewport, 1, { x: view.width / 2, y: view.height / 2 }, view, canvas);
}

/** A wheel's deltaY in pixels, whatever unit the browser gave it in (0 pixels, 1 lines, 2 pages). */
export function wheelPixels(delta: number, deltaMode: number, pageLength: number): number {
  if (deltaMode === 1) return delta * WHEEL_LINE_PIXELS;
  if (deltaMode === 2) return delta * pageLength;
  return delta;
}

/** Ctrl + wheel (and a trackpad's pinch, which browsers send as one): a notch up zooms in one step. */
export function wheelZoom(viewport: Viewport, deltaYPixels: number, anchor: Point, view: ViewSize, canvas: CanvasSize): Viewport {
  const factor = ZOOM_STEP ** (-deltaYPixels / WHEEL_PIXELS_PER_STEP);
  return zoomTo(viewport, viewport.scale * factor, anchor, view, canvas);
}

/** A pan by view pixels (a drag's travel; a wheel scrolls by minus its delta). */
export function panBy(viewport: Viewport, dx: number, dy: number, view: ViewSize, canvas: CanvasSize): Viewport {
  return clampPan({ ...viewport, x: viewport.x + dx, y: viewport.y + dy }, view, canvas);
}

export function toDesign(viewport: Viewport, point: Point): Point {
  return { x: (point.x - viewport.x) / viewport.scale, y: (point.y - viewport.y) / viewport.scale };
}

/** What the zoom shows: the scale as a whole percentage. */
export function zoomPercent(viewport: Viewport): number {
  return Math.round(viewport.scale * 100);
}

export function sameViewport(a: Viewport, b: Viewport): boolean {
  return a.scale === b.scale && a.x === b.x && a.y === b.y;
}
