/**
 * Snapping while the pointer drags or resizes, and hit boxes (spec 2 §9). Pure: the view draws the guides.
 *
 * The moving box's left, centre and right snap to the x lines of the targets, its top, middle and bottom
 * to their y lines, each axis on its own; the nearest line within the tolerance wins. Targets are the
 * other shown layers' edges and centres (their drawn bounds, rotation included), the canvas's edges and
 * centre, and the print area's edges. The targets are indexed once when a drag starts (`snapTargets`),
 * sorted per axis, so a move looks lines up by binary search however many layers there are.
 */
import { CENTRE_SNAP_TOLERANCE, MIN_SELECTION_BOX } from './constants';
import { rotatedBounds } from './geometry';
import { snapGap } from './spacing';
import type { Box, CanvasSize, Layer } from './types';

export type SnapAxis = 'x' | 'y';

/** A line a box can snap to: at `at` on its axis, drawn from `from` to `to` across the other axis. */
export interface SnapLine {
  at: number;
  from: number;
  to: number;
  /**
   * Snaps within at least this many canvas pixels whatever the zoom: spec 2 §9's 3 px to the canvas
   * centre holds even where the screen tolerance is smaller (zoomed in past 5/3).
   */
  minTolerance: number;
}

/** The targets of one drag or resize, sorted by `at` per axis. */
export interface SnapTargets {
  readonly x: readonly SnapLine[];
  readonly y: readonly SnapLine[];
  /** The shown layers' drawn bounds, for equal spacing (spacing.ts). */
  readonly boxes: readonly Box[];
}

/** A guide to draw: the line x = at (axis 'x') or y = at (axis 'y'), from `from` to `to` on the other axis. */
export interface SnapGuide {
  axis: SnapAxis;
  at: number;
  from: number;
  to: number;
  /** A gap equal to its neighbours' (spacing.ts), drawn across the gap, not a line met. */
  gap?: true;
}

export interface SnapResult {
  /** Where the box goes, snapped or as proposed. */
  box: Box;
  /** The lines the box now lies on, extended across the box and what it snapped to. */
  guides: SnapGuide[];
}

/** The screen distance within which a box snaps: 5 screen pixels, so 5 / zoom canvas pixels. */
export const SNAP_SCREEN_PIXELS = 5;

/** Lines closer than this are the same line (float noise from rotations and zoom). */
const SAME_LINE = 1e-6;

const line = (at: number, from: number, to: number, minTolerance = 0): SnapLine => ({ at, from, to, minTolerance });

/**
 * Every line a box may snap to during one drag or resize. `others`: the layers that stay where they are
 * (the view leaves out the moving ones); hidden layers show nothing to snap to and are skipped.
 * `printArea`: the print area in canvas pixels, or null.
 */
export function snapTargets(others: readonly Layer[], canvas: CanvasSize, printArea: Box | null): SnapTargets {
  const x: SnapLine[] = [
    line(0, 0, canvas.height),
    line(canvas.width / 2, 0, canvas.height, CENTRE_SNAP_TOLERANCE),
    line(canvas.width, 0, canvas.height),
  ];
  const y: SnapLine[] = [
    line(0, 0, canvas.width),
    line(canvas.height / 2, 0, canvas.width, CENTRE_SNAP_TOLERANCE),
    line(canvas.height, 0, canvas.width),
  ];
  if (printArea) {
    for (const at of [printArea.left, printArea.left + printArea.width]) x.push(line(at, 0, canvas.height));
    for (const at of [printArea.top, printArea.top + printArea.height]) y.push(line(at, 0, canvas.width));
  }
  const boxes: Box[] = [];
  for (const layer of others) {
    if (layer.hidden) continue;
    const b = rotatedBounds(layer);
    boxes.push(b);
    const right = b.left + b.width;
    const bottom = b.top + b.height;
    for (const at of [b.left, b.left + b.width / 2, right]) x.push(line(at, b.top, bottom));
    for (const at of [b.top, b.top + b.height / 2, bottom]) y.push(line(at, b.left, right));
  }
  const byPosition = (a: SnapLine, b: SnapLine) => a.at - b.at;
  return { x: x.sort(byPosition), y: y.sort(byPosition), boxes };
}

/** The index of the first line at or after `at`. */
function lowerBound(lines: readonly SnapLine[], at: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lines[middle]!.at < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The smallest move (target − anchor) that puts one of `anchors` on a line within its tolerance; null for none. */
export function nearestSnap(lines: readonly SnapLine[], anchors: readonly number[], tolerance: number): number | null {
  const reach = Math.max(tolerance, CENTRE_SNAP_TOLERANCE);
  let best: number | null = null;
  for (const anchor of anchors) {
    for (let i = lowerBound(lines, anchor - reach); i < lines.length && lines[i]!.at <= anchor + reach; i++) {
      const target = lines[i]!;
      const offset = target.at - anchor;
      if (Math.abs(offset) > Math.max(tolerance, target.minTolerance)) continue;
      if (best === null || Math.abs(offset) < Math.abs(best)) best = offset;
    }
  }
  return best;
}

/** Guides for every line that one of `anchors` lies on, spanning the box (`from`–`to`) and the lines. */
function guidesAt(axis: SnapAxis, lines: readonly SnapLine[], anchors: readonly number[], from: number, to: number): SnapGuide[] {
  const guides: SnapGuide[] = [];
  for (const anchor of anchors) {
    let start = from;
    let end = to;
    let found = false;
    for (let i = lowerBound(lines, anchor - SAME_LINE); i < lines.length && lines[i]!.at <= anchor + SAME_LINE; i++) {
      found = true;
      start = Math.min(start, lines[i]!.from);
      end = Math.max(end, lines[i]!.to);
    }
    if (found && !guides.some((guide) => Math.abs(guide.at - anchor) <= SAME_LINE)) guides.push({ axis, at: anchor, from: start, to: end });
  }
  return guides;
}

const xAnchors = (box: Box) => [box.left, box.left + box.width / 2, box.left + box.width];
const yAnchors = (box: Box) => [box.top, box.top + box.height / 2, box.top + box.height];

/** The guides of the lines `box` lies on (what to draw after a snap). */
function guidesFor(box: Box, targets: SnapTargets, axes: { x: boolean; y: boolean }): SnapGuide[] {
  return [
    ...(axes.x ? guidesAt('x', targets.x, xAnchors(box), box.top, box.top + box.height) : []),
    ...(axes.y ? guidesAt('y', targets.y, yAnchors(box), box.left, box.left + box.width) : []),
  ];
}

/**
 * A drag: the box's edges and centre snap to the nearest line within `tolerance` canvas pixels (the
 * canvas centre within at least 3, spec 2 §9), each axis on its own.
 */
export function snapMove(proposed: Box, targets: SnapTargets, tolerance: number): SnapResult {
  const dx = nearestSnap(targets.x, xAnchors(proposed), tolerance);
  const dy = nearestSnap(targets.y, yAnchors(proposed), tolerance);
  let box = { ...proposed, left: proposed.left + (dx ?? 0), top: proposed.top + (dy ?? 0) };
  const guides = guidesFor(box, targets, { x: dx !== null, y: dy !== null });
  // An axis no line took may take the gap its neighbours keep (spacing.ts).
  const gapX = dx === null ? snapGap(box, targets.boxes, 'x', tolerance) : null;
  if (gapX) box = { ...box, left: box.left + gapX.offset };
  const gapY = dy === null ? snapGap(box, targets.boxes, 'y', tolerance) : null;
  if (gapY) box = { ...box, top: box.top + gapY.offset };
  return { box, guides: [...guides, ...(gapX?.guides ?? []), ...(gapY?.guides ?? [])] };
}

/** Which edges a resize handle drags: -1 the left (top) edge, 1 the right (bottom) one, 0 neither. */
export interface ResizeHandle {
  x: -1 | 0 | 1;
  y: -1 | 0 | 1;
}

/** The point on one axis that a resize from `[a, b]` to `[a2, b2]` keeps in place. */
function fixedPoint(a: number, b: number, a2: number, b2: number, handle: -1 | 0 | 1): number {
  if (handle === 1) return a;
  if (handle === -1) return b;
  const k = (b2 - a2) / (b - a);
  // Scaled about some point f: a2 = f + (a − f)·k, so f = (a2 − a·k) / (1 − k); none while the size holds.
  return Math.abs(1 - k) < 1e-9 ? (a + b) / 2 : (a2 - a * k) / (1 - k);
}

/** `[a, b]` scaled by `k` about `f`. */
const scaleAbout = (a: number, b: number, f: number, k: number): [number, number] => [f + (a - f) * k, f + (b - f) * k];

/**
 * A resize: the dragged edges snap to the nearest line within `tolerance`. With the ratio locked only
 * the nearer of the two dragged edges snaps, and the other axis follows at the start's ratio about the
 * point the resize keeps in place; unlocked, each dragged edge snaps on its own. `start` is the box when
 * the resize began, `proposed` where the handle puts it now.
 */
export function snapResize(start: Box, proposed: Box, handle: ResizeHandle, lockRatio: boolean, targets: SnapTargets, tolerance: number): SnapResult {
  const edgeX = handle.x === 0 ? null : handle.x === 1 ? proposed.left + proposed.width : proposed.left;
  const edgeY = handle.y === 0 ? null : handle.y === 1 ? proposed.top + proposed.height : proposed.top;
  let dx = edgeX === null ? null : nearestSnap(targets.x, [edgeX], tolerance);
  let dy = edgeY === null ? null : nearestSnap(targets.y, [edgeY], tolerance);
  if (dx === null && dy === null) return { box: proposed, guides: [] };
  if (lockRatio && dx !== null && dy !== null) {
    if (Math.abs(dx) <= Math.abs(dy)) dy = null;
    else dx = null;
  }
  let [left, right] = [proposed.left, proposed.left + proposed.width];
  let [top, bottom] = [proposed.top, proposed.top + proposed.height];
  if (dx !== null) {
    if (handle.x === 1) right += dx;
    else left += dx;
  }
  if (dy !== null) {
    if (handle.y === 1) bottom += dy;
    else top += dy;
  }
  if (lockRatio) {
    // The snapped axis sets the scale; the other follows it about the point the resize keeps in place.
    if (dx !== null) {
      const k = (right - left) / start.width;
      const f = fixedPoint(start.top, start.top + start.height, proposed.top, proposed.top + proposed.height, handle.y);
      [top, bottom] = scaleAbout(start.top, start.top + start.height, f, k);
    } else {
      const k = (bottom - top) / start.height;
      const f = fixedPoint(start.left, start.left + start.width, proposed.left, proposed.left + proposed.width, handle.x);
      [left, right] = scaleAbout(start.left, start.left + start.width, f, k);
    }
  }
  const box = { left, top, width: right - left, height: bottom - top };
  if (!(box.width > 0 && box.height > 0)) return { box: proposed, guides: [] };
  const guides = [
    ...(dx !== null ? guidesAt('x', targets.x, [handle.x === 1 ? right : left], top, bottom) : []),
    ...(dy !== null ? guidesAt('y', targets.y, [handle.y === 1 ? bottom : top], left, right) : []),
  ];
  return { box, guides };
}

/**
 * Spec 2 §9 "minimum selection box: 60 px": a tiny layer is hit and framed in a box at least 60 × 60,
 * grown about the layer's centre; a larger dimension is kept.
 */
export function selectionHitBox(bounds: Box, minimum: number = MIN_SELECTION_BOX): Box {
  const width = Math.max(bounds.width, minimum);
  const height = Math.max(bounds.height, minimum);
  return {
    left: bounds.left + (bounds.width - width) / 2,
    top: bounds.top + (bounds.height - height) / 2,
    width,
    height,
  };
}
