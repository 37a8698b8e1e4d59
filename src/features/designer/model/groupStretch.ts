/**
 * A multi-selection's box stretched along one axis with the ratio unlocked (a typed 宽 or 高). Upright
 * members and members turned a quarter stretch with the box along that axis: their boxes stay rectangles
 * that spec 2 §3's layer can carry. A member turned at any other angle would become a parallelogram, which
 * the layer cannot carry: it keeps its shape and size, and only its centre moves with the stretch (should
 * no such move widen the box, it is scaled whole instead). The box's top-left corner stays, and its side
 * along the axis takes the length asked for, however the turned members stick out of it. Pure.
 */
import { centreOf, rotatedBounds, unionBounds } from './geometry';
import { normalizeDegrees, smallestFor } from './transform';
import type { Box, Layer } from './types';

export type StretchAxis = 'x' | 'y';

/** What a turned member does while the others stretch: keeps its size, or scales whole. */
type TurnedMembers = 'keep' | 'scale';

/** Bisection steps: 2^-60 of the factor's range is far below a pixel for any canvas. */
const STEPS = 60;

/** Upright or turned a whole number of quarters (within float noise). */
export function rightAngled(layer: Pick<Layer, 'rotation'>): boolean {
  const quarters = normalizeDegrees(layer.rotation) / 90;
  return Math.abs(quarters - Math.round(quarters)) < 1e-9;
}

/** Turned a quarter (or three): its width lies along the canvas's height. */
function quarterTurned(layer: Layer): boolean {
  return Math.abs(Math.round(normalizeDegrees(layer.rotation) / 90)) % 2 === 1;
}

/** The members with the box stretched by `factor` along `axis` about its top-left corner. */
function stretchBy(members: readonly Layer[], frame: Box, axis: StretchAxis, factor: number, turned: TurnedMembers): Layer[] {
  return members.map((layer) => {
    const centre = centreOf(layer);
    let width = layer.width;
    let height = layer.height;
    if (!rightAngled(layer)) {
      if (turned === 'scale') [width, height] = [width * factor, height * factor];
    } else if ((axis === 'x') !== quarterTurned(layer)) width *= factor;
    else height *= factor;
    const x = axis === 'x' ? frame.left + (centre.x - frame.left) * factor : centre.x;
    const y = axis === 'y' ? frame.top + (centre.y - frame.top) * factor : centre.y;
    return { ...layer, left: x - width / 2, top: y - height / 2, width, height };
  });
}

/** The members moved so that the box around them starts at the frame's top-left corner again. */
function anchored(members: readonly Layer[], frame: Box): Layer[] {
  const box = unionBounds(members.map(rotatedBounds))!;
  const dx = frame.left - box.left;
  const dy = frame.top - box.top;
  if (dx === 0 && dy === 0) return [...members];
  return members.map((layer) => ({ ...layer, left: layer.left + dx, top: layer.top + dy }));
}

const extentAlong = (members: readonly Layer[], axis: StretchAxis) => {
  const box = unionBounds(members.map(rotatedBounds))!;
  return axis === 'x' ? box.width : box.height;
};

/** The smallest factor that keeps every member at or above its minimum side (transform.ts `smallestFor`). */
function floorFactor(members: readonly Layer[], axis: StretchAxis, turned: TurnedMembers): number {
  let floor = 0;
  for (const layer of members) {
    const smallest = smallestFor(layer);
    if (!rightAngled(layer)) {
      if (turned === 'scale') floor = Math.max(floor, smallest / Math.min(layer.width, layer.height));
      continue;
    }
    const along = (axis === 'x') !== quarterTurned(layer) ? layer.width : layer.height;
    floor = Math.max(floor, smallest / along);
  }
  return floor;
}

/**
 * The factor whose stretch gives the box `length` along `axis`, or null when no factor reaches it. The
 * box's length grows with the factor (centres spread, stretched members grow), so halving the range finds it.
 */
function factorFor(members: readonly Layer[], frame: Box, axis: StretchAxis, length: number, turned: TurnedMembers): number | null {
  const at = (factor: number) => extentAlong(stretchBy(members, frame, axis, factor, turned), axis);
  let low = 0;
  let high = Math.max(1, length / (axis === 'x' ? frame.width : frame.height));
  for (let i = 0; i < STEPS && at(high) < length; i++) [low, high] = [high, high * 2];
  if (at(high) < length - 1e-9 || at(low) > length + 1e-9) return null;
  for (let i = 0; i < STEPS; i++) {
    const middle = (low + high) / 2;
    if (at(middle) < length) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The movable members with their box (`frame`, their drawn boxes' union) made `length` long along `axis`,
 * the other side kept; never below a member's minimum. Null when that changes nothing.
 */
export function stretchGroup(members: readonly Layer[], frame: Box, axis: StretchAxis, length: number): Layer[] | null {
  const along = axis === 'x' ? frame.width : frame.height;
  if (!(along > 0)) return null;
  const allRight = members.every(rightAngled);
  for (const turned of ['keep', 'scale'] as const) {
    // Only right-angled members: the box scales exactly with them.
    const found = allRight ? length / along : factorFor(members, frame, axis, length, turned);
    if (found === null) continue;
    const factor = Math.max(found, floorFactor(members, axis, turned));
    if (factor === 1) return null;
    return anchored(stretchBy(members, frame, axis, factor, turned), frame);
  }
  return null;
}
