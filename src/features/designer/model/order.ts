/**
 * Layer order (spec 2 §4). `layers[0]` is the bottom. Move up / down swap with the neighbour; drag-sort in
 * the layer list puts a layer at a position. Nothing goes below the background, which stays at index 0.
 */
import { indexOfLayer } from './layerLookup';
import type { DesignerState } from './types';

export type OrderMessage = 'top' | 'bottom' | 'moved';

/** When a message is 'top' or 'bottom', `state` is the state passed in (nothing moved). */
export interface OrderResult {
  state: DesignerState;
  message?: OrderMessage;
}

/** Spec 2 §4: swap with the layer above; at the top the message says so. */
export function moveUp(state: DesignerState, uuid: string): OrderResult {
  const at = indexOfLayer(state, uuid);
  // The background is pinned to the bottom (spec 2 §4), so it has no move up.
  if (at < 0 || state.layers[at].isBackground) return { state };
  if (at === state.layers.length - 1) return { state, message: 'top' };
  return { state: swap(state, at, at + 1) };
}

/** Spec 2 §4: swap with the layer below; at the bottom, or just above a background, the message says "bottom". */
export function moveDown(state: DesignerState, uuid: string): OrderResult {
  const at = indexOfLayer(state, uuid);
  if (at < 0) return { state };
  if (at === 0 || state.layers[at - 1].isBackground) return { state, message: 'bottom' };
  return { state: swap(state, at, at - 1) };
}

/**
 * Drag-sort in the layer list: `toIndex` is the layer's index after the move (0 = bottom). A drop below
 * the background lands just above it; a drop past the top lands at the top. Success says 移动图层成功~
 * (spec 2 §4). When the clamped position is where the layer already is, nothing moves and nothing is
 * said, except for a drop below the background, which says "bottom" like move down does.
 */
export function moveLayerTo(state: DesignerState, uuid: string, toIndex: number): OrderResult {
  const from = indexOfLayer(state, uuid);
  if (from < 0 || state.layers[from].isBackground || Number.isNaN(toIndex)) return { state };
  const lowest = state.layers[0].isBackground ? 1 : 0;
  const target = Math.min(Math.max(Math.round(toIndex), lowest), state.layers.length - 1);
  if (target === from) return toIndex < lowest ? { state, message: 'bottom' } : { state };
  const layers = state.layers.slice();
  const [layer] = layers.splice(from, 1);
  layers.splice(target, 0, layer);
  return { state: { ...state, layers }, message: 'moved' };
}

function swap(state: DesignerState, a: number, b: number): DesignerState {
  const layers = state.layers.slice();
  const kept = layers[a];
  layers[a] = layers[b];
  layers[b] = kept;
  return { ...state, layers };
}
