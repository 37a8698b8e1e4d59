/** Deleting and locking layers: the panel's layer settings. */
import { updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

/** A locked layer cannot be deleted; the background can: deleting it is an explicit command. */
export function canDelete(layer: Layer): boolean {
  return !layer.locked;
}

/** Removes the named layers that can be deleted and drops them from the selection; locked ones stay. */
export function deleteLayers(state: DesignerState, uuids: readonly string[]): DesignerState {
  const named = new Set(uuids);
  const doomed = new Set(state.layers.filter((layer) => named.has(layer.uuid) && canDelete(layer)).map((layer) => layer.uuid));
  const layers = state.layers.filter((layer) => !doomed.has(layer.uuid));
  if (layers.length === state.layers.length) return state;
  return { ...state, layers, selectedUuids: state.selectedUuids.filter((uuid) => !doomed.has(uuid)) };
}

/**
 * Locks or unlocks. A locked layer cannot be moved, scaled or rotated (spec 2 §4). Locking keeps the
 * selection: the shift-click and drag-box rules keep locked layers out of new multi-selections.
 */
export function setLocked(state: DesignerState, uuids: readonly string[], locked: boolean): DesignerState {
  return updateLayers(state, uuids, (layer) => (layer.locked === locked ? layer : { ...layer, locked }));
}
