/**
 * A layer's opacity (docs/designer.md, "Opacity and crop"): 0–100 %, as Canva and Polotno offer it. The
 * designer keeps it as a number on the layer and the view fades the layer's node; a save bakes it into the
 * uploaded image (save/bakeLayerImage.ts), since spec 2 §3's layer has no field for it.
 */
import { LAYER_OPACITY_MAX } from '../../../../contract/templates';
import { updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

export { LAYER_OPACITY_MAX };

/** The layer's opacity in %: absent is fully opaque. */
export function opacityOf(layer: Pick<Layer, 'opacity'>): number {
  return layer.opacity ?? LAYER_OPACITY_MAX;
}

/** A typed or slid value as a whole percentage within 0–100 (NaN counts as nothing typed: 100). */
export function clampOpacity(value: number): number {
  if (!Number.isFinite(value)) return LAYER_OPACITY_MAX;
  return Math.min(LAYER_OPACITY_MAX, Math.max(0, Math.round(value)));
}

/** The layer at this opacity; a fully opaque layer carries no field, as one never faded. */
function withOpacity(layer: Layer, value: number): Layer {
  const opacity = clampOpacity(value);
  if (opacityOf(layer) === opacity) return layer;
  if (opacity === LAYER_OPACITY_MAX) {
    const { opacity: _opacity, ...opaque } = layer;
    return opaque;
  }
  return { ...layer, opacity };
}

/** The layers with this opacity. */
export function setOpacity(state: DesignerState, uuids: readonly string[], value: number): DesignerState {
  return updateLayers(state, uuids, (layer) => withOpacity(layer, value));
}

/**
 * Each layer's opacity moved by `delta` points, within 0–100: what ↑/↓ do to layers at different opacities,
 * which keep their differences instead of all taking one value that nobody typed (Figma's nudge of a mixed
 * field does the same). On layers that share an opacity it is that opacity plus `delta` for all.
 */
export function stepOpacity(state: DesignerState, uuids: readonly string[], delta: number): DesignerState {
  return updateLayers(state, uuids, (layer) => withOpacity(layer, opacityOf(layer) + delta));
}

/** The opacity the selection shares, or null when its layers differ (the field then shows nothing). */
export function sharedOpacity(layers: readonly Layer[]): number | null {
  if (layers.length === 0) return null;
  const first = opacityOf(layers[0]);
  return layers.every((layer) => opacityOf(layer) === first) ? first : null;
}
