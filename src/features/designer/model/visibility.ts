/**
 * The layer list's eye (a view of the document, saved by leaving out): a hidden layer is not drawn on
 * the canvas and not saved (spec 2's layer has no visibility field; see types.ts), so it is out of the
 * print, the thumbnail and the phone previews. Hiding is an edit, one undo step, like any other change
 * to what the template will hold.
 */
import { findLayer, updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

export function isHidden(layer: Layer): boolean {
  return layer.hidden === true;
}

/**
 * Hides or shows one layer. Hiding drops it from the selection: the editor would otherwise frame (and
 * let the merchant drag) something the canvas does not show. A locked layer may be hidden too: locking
 * keeps it from changes on the canvas, and hiding changes nothing of its own.
 */
export function setHidden(state: DesignerState, uuid: string, hidden: boolean): DesignerState {
  const layer = findLayer(state, uuid);
  if (!layer || isHidden(layer) === hidden) return state;
  const next = updateLayers(state, [uuid], (current) => {
    if (hidden) return { ...current, hidden: true };
    const { hidden: _hidden, ...shown } = current;
    return shown;
  });
  return hidden ? { ...next, selectedUuids: next.selectedUuids.filter((selected) => selected !== uuid) } : next;
}

/** The document as saved: the hidden layers left out, and the selection with them. */
export function withoutHiddenLayers(state: DesignerState): DesignerState {
  if (!state.layers.some(isHidden)) return state;
  const layers = state.layers.filter((layer) => !isHidden(layer));
  const kept = new Set(layers.map((layer) => layer.uuid));
  return { ...state, layers, selectedUuids: state.selectedUuids.filter((uuid) => kept.has(uuid)) };
}

export function hiddenLayerCount(state: DesignerState): number {
  return state.layers.filter(isHidden).length;
}
