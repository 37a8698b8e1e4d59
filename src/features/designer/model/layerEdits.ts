/** Deleting and locking layers: the panel's layer settings. */
import { updateLayers } from './layerLookup';
import type { DesignerState } from './types';

/**
 * Removes the named layers (locked and background ones too: deleting is an explicit command on what
 * the merchant selected) and drops them from the selection.
 */
export function deleteLayers(state: DesignerState, uuids: readonly string[]): DesignerState {
  const doomed = new Set(uuids);
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
