/**
 * The property panel's typed numbers: X, Y, width, height and rotation of the selection (geometry.ts's
 * convention: left/top are the unrotated box's corner, rotation turns it about its centre).
 *
 * One layer: its own fields. Several: the box around the ones that can move (their drawn boxes, rotation
 * included), which typing moves or scales as a whole; each member keeps its rotation, and a typed angle sets
 * each one's, unless they are one whole group, which turns as one piece. Locked and
 * background layers never change (spec 2 §4), and no layer is made smaller than a resize handle can make
 * it (transform.ts `smallestFor`). Pure: a value that changes nothing returns the state itself.
 */
import { MAX_IMAGE_SIDE } from '../../../lib/imageLimits';
import { rotatedBounds, unionBounds } from './geometry';
import { stretchGroup } from './groupStretch';
import { scaleMembers, withMembers } from './selectionResize';
import { canTransform, updateLayers } from './layerLookup';
import { moveLayers, normalizeDegrees, resizeLayer, smallestFor, turnLayersAbout } from './transform';
import type { Box, DesignerState, Layer } from './types';

export type GeometryField = 'left' | 'top' | 'width' | 'height' | 'rotation';

/** One typed value: which field, the number, and whether width and height keep their ratio. */
export interface GeometryEdit {
  field: GeometryField;
  value: number;
  keepRatio: boolean;
  /**
   * The layers it was typed for, when not the selection now: a click on another layer ends the typing (the
   * field loses the focus) after the click has selected that layer, and the number is still the first one's.
   */
  uuids?: readonly string[];
}

/** Why the fields cannot be edited: every selected layer is locked, or the one selected is the background. */
export type GeometryLock = 'locked' | 'background';

export interface SelectionGeometry extends Box {
  /** Null when the members are turned differently (the field then shows none). */
  rotation: number | null;
  /** Null when typing can change the selection. */
  lockedBy: GeometryLock | null;
}

/** The selected (or named) layers, bottom first: one pass over the stack (a drag of 200 re-renders the panel every frame). */
function selected(state: DesignerState, uuids: readonly string[] = state.selectedUuids): Layer[] {
  const wanted = new Set(uuids);
  return state.layers.filter((layer) => wanted.has(layer.uuid));
}

/** What the fields show; null when nothing is selected. */
export function selectionGeometry(state: DesignerState): SelectionGeometry | null {
  const layers = selected(state);
  if (layers.length === 0) return null;
  const movable = layers.filter(canTransform);
  const lockedBy: GeometryLock | null = movable.length > 0 ? null : layers.length === 1 && layers[0].isBackground ? 'background' : 'locked';
  if (layers.length === 1) {
    const [layer] = layers;
    return { left: layer.left, top: layer.top, width: layer.width, height: layer.height, rotation: layer.rotation, lockedBy };
  }
  const members = movable.length > 0 ? movable : layers;
  const box = unionBounds(members.map(rotatedBounds))!;
  const rotation = members.every((layer) => layer.rotation === members[0].rotation) ? members[0].rotation : null;
  return { ...box, rotation, lockedBy };
}

/**
 * Not in the spec: the longest side a typed width or height gives a layer (or the selection's box). The
 * console accepts no image with a side over MAX_IMAGE_SIDE (8192 px), and the stroke and the export work
 * at the layer's size: a layer larger than that is a typing slip (99999), never a design.
 */
export const MAX_TYPED_SIDE = MAX_IMAGE_SIDE;

/**
 * A typed value within what the field allows: a width or height at most MAX_TYPED_SIDE (with the ratio
 * locked, the other side too), an X or Y that keeps the box touching the canvas (from minus its own size
 * to the canvas's size), so a slip never sends the layer where neither the canvas nor a drag can reach it.
 * The minimum size is the resize's own (`smallestFor`), applied by editLayer / editGroup.
 */
export function limitTyped(state: DesignerState, edit: GeometryEdit): number {
  const layers = selected(state, edit.uuids).filter(canTransform);
  if (layers.length === 0 || edit.field === 'rotation' || !Number.isFinite(edit.value)) return edit.value;
  const box = layers.length === 1 ? layers[0] : unionBounds(layers.map(rotatedBounds))!;
  if (edit.field === 'left') return clamp(edit.value, -box.width, state.canvas.width);
  if (edit.field === 'top') return clamp(edit.value, -box.height, state.canvas.height);
  const along = edit.field === 'width' ? box.width : box.height;
  const longest = edit.keepRatio ? Math.max(box.width, box.height) : along;
  if (!(longest > 0)) return edit.value;
  return Math.min(edit.value, (MAX_TYPED_SIDE * along) / longest);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Applies one typed value to the selection. */
export function editGeometry(state: DesignerState, edit: GeometryEdit): DesignerState {
  if (!Number.isFinite(edit.value)) return state;
  const layers = selected(state, edit.uuids);
  const movable = layers.filter(canTransform);
  if (movable.length === 0) return state;
  if (edit.field === 'rotation') return rotateTo(state, movable, edit.value);
  const limited = { ...edit, value: limitTyped(state, edit) };
  if (layers.length === 1) return editLayer(state, movable[0], limited);
  return editGroup(state, movable, limited);
}

/**
 * A typed angle is kept as typed (within (-180, 180], 2 decimals, as `snapRotation` rounds): the 3° snap
 * of spec 2 §9 helps a hand on the rotate handle find a right angle, and applied here it would make 1° and
 * 2° impossible to type and leave the arrow keys stuck at 0.
 */
function rotateTo(state: DesignerState, layers: readonly Layer[], degrees: number): DesignerState {
  const rotation = Math.round(normalizeDegrees(degrees) * 100) / 100 + 0;
  if (isWholeGroup(state, layers)) return turnGroupTo(state, layers, rotation);
  return updateLayers(
    state,
    layers.map((layer) => layer.uuid),
    (layer) => (layer.rotation === rotation ? layer : { ...layer, rotation }),
  );
}

/** Whether the layers are every member of one group (a group selected as one, as its row or a click selects it). */
function isWholeGroup(state: DesignerState, layers: readonly Layer[]): boolean {
  const groupId = layers[0]?.groupId;
  if (!groupId || layers.length < 2 || !layers.every((layer) => layer.groupId === groupId)) return false;
  return state.layers.filter((layer) => layer.groupId === groupId).length === layers.length;
}

/**
 * A group turns as one rigid piece, as the rotate handle turns it (docs/designer.md, "Groups"): about its box's
 * centre, until its top member stands at the typed angle (the field shows the members' angle when they share
 * one, 混合 otherwise), so the members keep their places and angles to each other.
 */
function turnGroupTo(state: DesignerState, layers: readonly Layer[], rotation: number): DesignerState {
  const top = layers[layers.length - 1]!;
  const box = unionBounds(layers.map(rotatedBounds))!;
  const turn = Math.round(normalizeDegrees(rotation - top.rotation) * 100) / 100;
  return turnLayersAbout(state, layers.map((layer) => layer.uuid), { x: box.left + box.width / 2, y: box.top + box.height / 2 }, turn);
}

/** One layer: X and Y move it, width and height resize it from its top-left corner (the X and Y stay). */
function editLayer(state: DesignerState, layer: Layer, { field, value, keepRatio }: GeometryEdit): DesignerState {
  if (field === 'left') return moveLayers(state, [layer.uuid], value - layer.left, 0);
  if (field === 'top') return moveLayers(state, [layer.uuid], 0, value - layer.top);
  const smallest = smallestFor(layer);
  const box: Box = { left: layer.left, top: layer.top, width: layer.width, height: layer.height };
  if (keepRatio) {
    // Too small or not positive: resizeLayer's clampResize gives the layer's shape at the minimum.
    const factor = value / (field === 'width' ? layer.width : layer.height);
    return resizeLayer(state, layer.uuid, { ...box, width: layer.width * factor, height: layer.height * factor });
  }
  // Unlinked, only the typed side changes, and it stops at the minimum.
  return resizeLayer(state, layer.uuid, { ...box, [field]: Math.max(value, smallest) });
}

/**
 * Several layers: X and Y move them all; width and height scale their box from its top-left corner. With
 * the ratio locked each member's centre and size scale with it; unlocked, the box stretches one way
 * (groupStretch.ts: a member turned off the right angles keeps its shape). A factor stops where the first
 * member would go below its minimum.
 */
function editGroup(state: DesignerState, movable: readonly Layer[], { field, value, keepRatio }: GeometryEdit): DesignerState {
  const frame = unionBounds(movable.map(rotatedBounds))!;
  const uuids = movable.map((layer) => layer.uuid);
  if (field === 'left') return moveLayers(state, uuids, value - frame.left, 0);
  if (field === 'top') return moveLayers(state, uuids, 0, value - frame.top);
  if (!keepRatio) return withMembers(state, stretchGroup(movable, frame, field === 'width' ? 'x' : 'y', value));
  const along = field === 'width' ? frame.width : frame.height;
  if (!(along > 0)) return state;
  return withMembers(state, scaleMembers(movable, { x: frame.left, y: frame.top }, value / along));
}
