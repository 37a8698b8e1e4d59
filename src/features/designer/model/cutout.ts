/**
 * Cutout marking (spec 2 §4): marking an image as a cutout layer sets its type to AI_CUTOUT and clears its
 * id; unmarking reverts it to IMAGE.
 */
import { updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

/** Plain image layers only, and not the background: a cutout is no longer an image layer (spec 2 §4). */
export function canMarkCutout(layer: Layer): boolean {
  return layer.type === 'IMAGE' && !layer.isBackground;
}

export function markCutout(state: DesignerState, uuid: string): DesignerState {
  // The stroke traced the sample picture's edge; the buyer's portrait will have another, and a cutout
  // layer takes no stroke (the stroke section refuses it).
  return updateLayers(state, [uuid], (layer) =>
    canMarkCutout(layer) ? { ...layer, type: 'AI_CUTOUT', id: null, stroke: null, strokeSvgData: null } : layer,
  );
}

/**
 * Back to IMAGE. The cutout's own settings (cutout type, placeholder type) are cleared with it, so an
 * image layer never carries cutout fields. The id is kept: the spec clears it only when marking.
 */
export function unmarkCutout(state: DesignerState, uuid: string): DesignerState {
  return updateLayers(state, [uuid], (layer) =>
    layer.type === 'AI_CUTOUT'
      ? { ...layer, type: 'IMAGE', aiCutoutType: null, aiCutoutPlaceholderImageType: null }
      : layer,
  );
}
