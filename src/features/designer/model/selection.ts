/**
 * Layer selection (spec 2 §4). Every function here changes `selectedUuids` only and keeps the `layers`
 * array itself, so the store can record a selection change without an undo snapshot and without marking
 * the document dirty.
 */
import { DRAG_BOX_THRESHOLD } from './constants';
import { boxFromPoints, boxesOverlap, rotatedBounds } from './geometry';
import { withGroupOf, withWholeGroups } from './groups';
import { findLayer } from './layerLookup';
import type { DesignerState, Layer, Point } from './types';

/**
 * A locked or background layer may be selected alone (to edit it in the panel) but never with others; a
 * hidden layer only alone, from the layer list (nothing of it shows on the canvas to box or shift-click).
 */
export function canJoinMultiSelection(layer: Layer): boolean {
  return !layer.locked && !layer.isBackground && !layer.hidden;
}

/**
 * Spec 2 §4: a click selects one layer and clears the others (a locked or background layer included); a
 * member of a group selects its group (groups.ts), as in Canva.
 */
export function clickLayer(state: DesignerState, uuid: string): DesignerState {
  if (!findLayer(state, uuid)) return state;
  return withSelection(state, withGroupOf(state, uuid));
}

/** One layer alone, a group's member included: its row in the opened group of the layer list. */
export function selectLayerAlone(state: DesignerState, uuid: string): DesignerState {
  return findLayer(state, uuid) ? withSelection(state, [uuid]) : state;
}

/**
 * Spec 2 §4: shift-click toggles a layer and drops locked and background layers from a multi-selection.
 * So shift-clicking a locked layer next to a selected one leaves it out, and shift-clicking an unlocked
 * layer while a locked one is selected alone replaces it. With nothing else selected, shift-click acts
 * as a click.
 */
export function shiftClickLayer(state: DesignerState, uuid: string): DesignerState {
  if (!findLayer(state, uuid)) return state;
  // A group's member toggles its group.
  const group = new Set(withGroupOf(state, uuid));
  const toggled = state.selectedUuids.includes(uuid)
    ? state.selectedUuids.filter((selected) => !group.has(selected))
    : [...state.selectedUuids, ...[...group].filter((member) => !state.selectedUuids.includes(member))];
  if (toggled.length <= 1) return withSelection(state, toggled);
  return withSelection(
    state,
    toggled.filter((selected) => {
      const layer = findLayer(state, selected);
      return layer !== undefined && canJoinMultiSelection(layer);
    }),
  );
}

/** A click on the empty canvas. */
export function clearSelection(state: DesignerState): DesignerState {
  return withSelection(state, []);
}

/** Every layer that could be in a drag box: unlocked and not the background (spec 2 §4). */
export function selectAll(state: DesignerState): DesignerState {
  return withSelection(
    state,
    state.layers.filter(canJoinMultiSelection).map((layer) => layer.uuid),
  );
}

/** Spec 2 §9: the pointer must move more than 10 px (straight-line distance) before a drag box selects. */
export function dragExceedsThreshold(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) > DRAG_BOX_THRESHOLD;
}

/**
 * Spec 2 §4: the uuids of every unlocked, non-background layer whose drawn bounds (the axis-aligned box
 * around the rotated layer) overlap the drag box, bottom first; null while the drag is within 10 px.
 */
export function layersInDragBox(start: Point, end: Point, layers: readonly Layer[]): string[] | null {
  if (!dragExceedsThreshold(start, end)) return null;
  const box = boxFromPoints(start, end);
  return layers
    .filter((layer) => canJoinMultiSelection(layer) && boxesOverlap(box, rotatedBounds(layer)))
    .map((layer) => layer.uuid);
}

/** The drag box replaces the selection; a drag within the threshold leaves it as it was. */
export function dragBoxSelect(state: DesignerState, start: Point, end: Point): DesignerState {
  const uuids = layersInDragBox(start, end, state.layers);
  if (uuids === null) return state;
  // A group overlapped in part comes whole, but for members that may not join (locked ones).
  const joinable = withWholeGroups(state, uuids).filter((uuid) => {
    const layer = findLayer(state, uuid);
    return layer !== undefined && canJoinMultiSelection(layer);
  });
  return withSelection(state, joinable);
}

/** Sets the selection, keeping the same state when it is unchanged (no re-render, no history entry). */
export function withSelection(state: DesignerState, uuids: readonly string[]): DesignerState {
  const same =
    uuids.length === state.selectedUuids.length && uuids.every((uuid, i) => state.selectedUuids[i] === uuid);
  return same ? state : { ...state, selectedUuids: uuids.slice() };
}
