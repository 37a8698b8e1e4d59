/**
 * The background layer (spec 2 §4): only one image layer may be the background; setting a new one clears
 * the old flag, fits the layer to the canvas, resets rotation and stroke, and moves it to the bottom.
 */
import { asBackground } from '../../../lib/backgroundLayer';
import { cropOf } from './crop';
import { indexOfLayer } from './layerLookup';
import type { DesignerState, Layer } from './types';

/** Only plain image layers: not text, and not an AI cutout placeholder (spec 2 §4: "one image layer"). */
export function canBeBackground(layer: Layer): boolean {
  return layer.type === 'IMAGE';
}

/**
 * Makes `uuid` the one background. A locked layer may become the background too: "cannot be moved" is
 * about dragging and nudging, and this is an explicit command. Text and cutout layers are refused
 * (state unchanged). The selection is left as it is.
 */
export function setBackground(state: DesignerState, uuid: string): DesignerState {
  const at = indexOfLayer(state, uuid);
  if (at < 0) return state;
  const layer = state.layers[at];
  if (!canBeBackground(layer)) return state;
  // A cropped layer covers the canvas with the part it shows, in that part's proportions (crop.ts).
  const shown = cropOf(layer);
  const background = { ...asBackground({ ...layer, originalWidth: shown.width, originalHeight: shown.height }, state.canvas), originalWidth: layer.originalWidth, originalHeight: layer.originalHeight };
  const others = state.layers
    .filter((_, i) => i !== at)
    .map((other) => (other.isBackground ? { ...other, isBackground: false } : other));
  return { ...state, layers: [background, ...others] };
}

/** Turns the background back into an ordinary layer where it is (at the bottom, same size). */
export function unsetBackground(state: DesignerState, uuid: string): DesignerState {
  const at = indexOfLayer(state, uuid);
  if (at < 0 || !state.layers[at].isBackground) return state;
  const layers = state.layers.slice();
  layers[at] = { ...layers[at], isBackground: false };
  return { ...state, layers };
}
