/**
 * Copy layer (spec 2 §4, §9): a new layer "offset by 10 percent of its position", with a new uuid and a
 * null id. Read as: the copy's left and top are the original's times 1.1 (one at 200,100 goes to
 * 220,110). A layer at or near 0,0, which that would leave on or next to itself, moves by 10 percent of
 * its own size instead: a copy the merchant cannot see looks like nothing happened. Each copy goes just above its
 * original and the copies become the selection, ready to be dragged.
 */
import { COPY_OFFSET_RATIO } from './constants';
import { regroupCopies } from './groups';
import type { DesignerState, Layer } from './types';
import { uuidV4 } from './uuid';

/**
 * Not in the spec: a move under 10 canvas pixels each way (some 4 screen pixels at the designer's usual
 * zoom) leaves the copy looking like its original, as 10 percent of a position near 0,0 does (a
 * background's cover fit starts at -11,0).
 */
const UNSEEN_MOVE = 10;

/** How far a copy moves from its original: 10 percent of its position, else of its size. */
function copyOffset(layer: Layer): { dx: number; dy: number } {
  const dx = layer.left * COPY_OFFSET_RATIO;
  const dy = layer.top * COPY_OFFSET_RATIO;
  if (Math.abs(dx) >= UNSEEN_MOVE || Math.abs(dy) >= UNSEEN_MOVE) return { dx, dy };
  return { dx: layer.width * COPY_OFFSET_RATIO, dy: layer.height * COPY_OFFSET_RATIO };
}

/** A copy of `layer`, offset (spec 2 §4) or, with `offset` false, where the layer is. */
export function copyOf(layer: Layer, newUuid: () => string = uuidV4, offset = true): Layer {
  const { dx, dy } = offset ? copyOffset(layer) : { dx: 0, dy: 0 };
  return {
    ...layer,
    id: null,
    uuid: newUuid(),
    left: layer.left + dx,
    top: layer.top + dy,
    // Only one background (spec 2 §4): a copy of it is an ordinary layer.
    isBackground: false,
  };
}

/**
 * Copies each named layer (bottom to top); unknown uuids are ignored, and no known one means no change.
 * The copies of layers next to each other in the stack go together above them, so a copied group stays one
 * run (a new group, groups.ts); a copy of part of a group stays in it.
 */
export function copyLayers(
  state: DesignerState,
  uuids: readonly string[],
  newUuid: () => string = uuidV4,
): DesignerState {
  const wanted = new Set(uuids);
  const copies = regroupCopies(state, state.layers.filter((layer) => wanted.has(layer.uuid)).map((layer) => copyOf(layer, newUuid)), newUuid, true);
  if (copies.length === 0) return state;
  const layers: Layer[] = [];
  const run: Layer[] = [];
  let next = 0;
  state.layers.forEach((layer, i) => {
    layers.push(layer);
    if (!wanted.has(layer.uuid)) return;
    run.push(copies[next++]);
    if (!wanted.has(state.layers[i + 1]?.uuid ?? '')) layers.push(...run.splice(0));
  });
  return { ...state, layers, selectedUuids: copies.map((copy) => copy.uuid) };
}

/** Whether `other` is `layer` or lies exactly where it does: a paste there would hide under or over it. */
function onSameSpot(layer: Layer, other: Layer): boolean {
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return (
    other.uuid === layer.uuid ||
    (same(other.left, layer.left) && same(other.top, layer.top) && same(other.width, layer.width) && same(other.height, layer.height) && same(other.rotation, layer.rotation))
  );
}

/**
 * A paste: a copy of each clipboard layer (bottom to top) on top of the stack, selected. Where the layers
 * were last placed is taken first, as Canva and Figma paste: a cut pastes back where it was, a copy into
 * another template lands where it was in the first. Only when one of them would land on its original, or
 * on a layer pasted there before, do they all move with the offset of spec 2 §4's copy. The clipboard
 * keeps the placed positions (session/designerClipboard.ts), so a second paste lands one offset further.
 */
export function pasteCopies(state: DesignerState, layers: readonly Layer[], newUuid: () => string = uuidV4): DesignerState {
  if (layers.length === 0) return state;
  const offset = layers.some((layer) => state.layers.some((other) => onSameSpot(layer, other)));
  // The copies of one group pasted are a group of their own.
  const copies = regroupCopies(state, layers.map((layer) => copyOf(layer, newUuid, offset)), newUuid, false);
  return { ...state, layers: [...state.layers, ...copies], selectedUuids: copies.map((copy) => copy.uuid) };
}
