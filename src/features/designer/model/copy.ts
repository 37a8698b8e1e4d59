/**
 * Copy layer (spec 2 §4, §9): a new layer "offset by 10 percent of its position", with a new uuid and a
 * null id. Read as: the copy's left and top are the original's times 1.1 (so a layer at 0,0 is copied
 * onto itself, and one at 200,100 goes to 220,110). Each copy goes just above its original and the
 * copies become the selection, ready to be dragged.
 */
import { COPY_OFFSET_RATIO } from './constants';
import { regroupCopies } from './groups';
import type { DesignerState, Layer } from './types';
import { uuidV4 } from './uuid';

export function copyOf(layer: Layer, newUuid: () => string = uuidV4): Layer {
  return {
    ...layer,
    id: null,
    uuid: newUuid(),
    left: layer.left * (1 + COPY_OFFSET_RATIO),
    top: layer.top * (1 + COPY_OFFSET_RATIO),
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

/**
 * A paste: a copy of each clipboard layer (bottom to top) on top of the stack, placed with the same
 * offset as spec 2 §4's copy from where the layers were last placed, and selected. The clipboard keeps
 * the placed positions (session/designerClipboard.ts), so a second paste lands one offset further.
 */
export function pasteCopies(state: DesignerState, layers: readonly Layer[], newUuid: () => string = uuidV4): DesignerState {
  if (layers.length === 0) return state;
  // The copies of one group pasted are a group of their own.
  const copies = regroupCopies(state, layers.map((layer) => copyOf(layer, newUuid)), newUuid, false);
  return { ...state, layers: [...state.layers, ...copies], selectedUuids: copies.map((copy) => copy.uuid) };
}
