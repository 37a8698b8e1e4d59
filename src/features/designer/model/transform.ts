/**
 * Moving, scaling and rotating layers. Background and locked layers are left as they are (spec 2 §4); when
 * no named layer can change, the state itself is returned. Geometry convention: see geometry.ts.
 */
import { MAX_IMAGE_SIDE } from '../../../../contract/imageUpload';
import { LAYER_MAX_MAGNITUDE } from '../../../../contract/templates';
import { MIN_LAYER_SIZE, ROTATION_SNAP_TOLERANCE } from './constants';
import { canTransform, updateLayers } from './layerLookup';
import { rotatedBounds, unionBounds } from './geometry';
import type { Box, DesignerState, Layer, Point } from './types';

/** Moves each named layer by dx, dy (a nudge, or a drag measured from where it started). */
export function moveLayers(state: DesignerState, uuids: readonly string[], dx: number, dy: number): DesignerState {
  if (dx === 0 && dy === 0) return state;
  const moved = updateLayers(state, uuids, (layer) =>
    canTransform(layer) ? { ...layer, left: layer.left + dx, top: layer.top + dy } : layer,
  );
  // A save refuses a place past LAYER_MAX_MAGNITUDE (超出范围): a move that would take a layer there is not made,
  // so that held arrow keys never leave a design no save accepts.
  return moved.layers.every(placeWithinRange) ? moved : state;
}

const placeWithinRange = (layer: Layer) => Math.abs(layer.left) <= LAYER_MAX_MAGNITUDE && Math.abs(layer.top) <= LAYER_MAX_MAGNITUDE;

/**
 * Scales each named layer about its own centre (spec 2 §9: 1.05 and 0.95 from the keyboard), and the
 * members of a group named whole about the group's centre, so the group scales as one (groups.ts); a group
 * one of whose members would pass the smallest size stays as it is.
 */
export function scaleLayers(state: DesignerState, uuids: readonly string[], factor: number): DesignerState {
  if (factor === 1 || !(factor > 0)) return state;
  const pivots = groupPivots(state, uuids);
  const tooSmall = (layer: Layer) => factor < 1 && Math.min(layer.width * factor, layer.height * factor) < smallestFor(layer);
  // 放大图层 stops where a typed size does (geometryEdit.ts MAX_TYPED_SIDE, the largest image side): a held E
  // never makes a layer no save accepts.
  const tooLarge = (layer: Layer) => factor > 1 && Math.max(layer.width, layer.height) * factor > MAX_IMAGE_SIDE;
  const cannot = (layer: Layer) => tooSmall(layer) || tooLarge(layer);
  const stuck = new Set(state.layers.filter((layer) => pivots.has(layer.groupId ?? '') && canTransform(layer) && cannot(layer)).map((layer) => layer.groupId));
  const scaled = updateLayers(state, uuids, (layer) => {
    if (!canTransform(layer) || cannot(layer) || stuck.has(layer.groupId)) return layer;
    const width = layer.width * factor;
    const height = layer.height * factor;
    const centre = { x: layer.left + layer.width / 2, y: layer.top + layer.height / 2 };
    const pivot = pivots.get(layer.groupId ?? '') ?? centre;
    return {
      ...layer,
      left: pivot.x + (centre.x - pivot.x) * factor - width / 2,
      top: pivot.y + (centre.y - pivot.y) * factor - height / 2,
      width,
      height,
    };
  });
  return scaled.layers.every(placeWithinRange) ? scaled : state;
}

/** The centre of the drawn box of each group all of whose members are named. */
function groupPivots(state: DesignerState, uuids: readonly string[]): Map<string, Point> {
  const named = new Set(uuids);
  const members = new Map<string, Layer[]>();
  for (const layer of state.layers) {
    if (layer.groupId !== undefined) members.set(layer.groupId, [...(members.get(layer.groupId) ?? []), layer]);
  }
  const pivots = new Map<string, Point>();
  for (const [groupId, layers] of members) {
    if (!layers.every((layer) => named.has(layer.uuid))) continue;
    const box = unionBounds(layers.map(rotatedBounds))!;
    pivots.set(groupId, { x: box.left + box.width / 2, y: box.top + box.height / 2 });
  }
  return pivots;
}

/**
 * Sets a layer's unrotated box (a resize handle); the view decides whether the aspect is kept. A box
 * smaller than the minimum stops at it (`clampResize`), so a corner dragged past the opposite one leaves
 * a layer that can still be grabbed.
 */
export function resizeLayer(state: DesignerState, uuid: string, box: Box): DesignerState {
  return updateLayers(state, [uuid], (layer) => {
    if (!canTransform(layer)) return layer;
    const next = clampResize(layer, box, smallestFor(layer));
    const same = next.left === layer.left && next.top === layer.top && next.width === layer.width && next.height === layer.height;
    return same ? layer : { ...layer, ...next };
  });
}

/** The minimum, or the layer's own size if it already is smaller (a tiny sticker is not made to grow). */
export function smallestFor(layer: Box): number {
  return Math.min(MIN_LAYER_SIZE, Math.min(layer.width, layer.height));
}

/**
 * The box a resize from `before` to `proposed` ends at: `proposed`, or, when its shorter side is below
 * `minimum` (or it is empty or inverted), `before`'s shape scaled so its shorter side is `minimum`, held
 * against the edges that moved least (the side opposite the dragged handle stays where it was).
 */
export function clampResize(before: Box, proposed: Box, minimum: number): Box {
  const valid = proposed.width > 0 && proposed.height > 0 && Number.isFinite(proposed.width + proposed.height);
  if (valid && Math.min(proposed.width, proposed.height) >= minimum) return proposed;
  if (!(before.width > 0 && before.height > 0)) return before;
  const factor = minimum / Math.min(before.width, before.height);
  const width = before.width * factor;
  const height = before.height * factor;
  const left = movedLess(before.left, proposed.left, before.left + before.width, proposed.left + proposed.width)
    ? before.left
    : before.left + before.width - width;
  const top = movedLess(before.top, proposed.top, before.top + before.height, proposed.top + proposed.height)
    ? before.top
    : before.top + before.height - height;
  return { left, top, width, height };
}

/** True when the first edge (left or top) moved no more than the second (right or bottom). */
function movedLess(firstBefore: number, firstAfter: number, secondBefore: number, secondAfter: number): boolean {
  return Math.abs(firstAfter - firstBefore) <= Math.abs(secondAfter - secondBefore);
}

/** Sets a layer's rotation (about its centre), snapped and rounded by `snapRotation`. */
export function rotateLayer(state: DesignerState, uuid: string, degrees: number): DesignerState {
  const rotation = snapRotation(degrees);
  return updateLayers(state, [uuid], (layer) =>
    canTransform(layer) && layer.rotation !== rotation ? { ...layer, rotation } : layer,
  );
}

/**
 * Turns the named layers as one rigid piece by `degrees` about `pivot` (a multi-selection's or a group's
 * rotate handle): each centre goes round the pivot and each layer's own angle grows by the same turn. The
 * 3° snap of spec 2 §9 applies to the turn of the whole, never to each member, so members at different
 * angles keep their difference (docs/designer.md, "Handles").
 */
export function rotateLayersAbout(state: DesignerState, uuids: readonly string[], pivot: Point, degrees: number): DesignerState {
  return turnLayersAbout(state, uuids, pivot, snapRotation(degrees));
}

/** rotateLayersAbout by exactly `turn` degrees: a typed angle is kept as typed (geometryEdit.ts). */
export function turnLayersAbout(state: DesignerState, uuids: readonly string[], pivot: Point, turn: number): DesignerState {
  if (turn === 0) return state;
  const radians = (turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return updateLayers(state, uuids, (layer) => {
    if (!canTransform(layer)) return layer;
    const dx = layer.left + layer.width / 2 - pivot.x;
    const dy = layer.top + layer.height / 2 - pivot.y;
    const centre = { x: pivot.x + dx * cos - dy * sin, y: pivot.y + dx * sin + dy * cos };
    return {
      ...layer,
      left: centre.x - layer.width / 2,
      top: centre.y - layer.height / 2,
      rotation: roundTo2(normalizeDegrees(layer.rotation + turn)),
    };
  });
}

/**
 * Spec 2 §9: rotation snaps to a right angle within 3 degrees (3 itself included). The result is in
 * (-180, 180], Leafer's range, rounded to 2 decimals (the Layer field's precision).
 */
export function snapRotation(degrees: number): number {
  const turned = normalizeDegrees(degrees);
  const rightAngle = Math.round(turned / 90) * 90;
  const snapped = Math.abs(turned - rightAngle) <= ROTATION_SNAP_TOLERANCE ? rightAngle : turned;
  return roundTo2(normalizeDegrees(snapped));
}

/** Degrees in (-180, 180]. */
export function normalizeDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  let turned = degrees % 360;
  if (turned > 180) turned -= 360;
  if (turned <= -180) turned += 360;
  return turned;
}

function roundTo2(value: number): number {
  // `+ 0` turns -0 into 0, so a snapped -0.4 saves as 0.
  return Math.round(value * 100) / 100 + 0;
}
