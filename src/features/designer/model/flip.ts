/**
 * Mirroring layers (spec 2 §3 `horizontalFlip`, `verticalFlip`): each flag turns the image over about
 * its own box's centre line, so a flip leaves the box, its place and its rotation as they were.
 */
import { findLayer, updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

export type FlipAxis = 'horizontal' | 'vertical';

/**
 * A locked layer is not flipped: locking is how a merchant keeps a layer as it is. The background may be:
 * spec 2 §4 keeps it from moving, scaling and turning, and a mirror does none of these.
 */
export function canFlip(layer: Layer): boolean {
  return !layer.locked && !layer.hidden;
}

/** Turns over every named layer that can be flipped; the state itself when none can. */
export function flipLayers(state: DesignerState, uuids: readonly string[], axis: FlipAxis): DesignerState {
  const flippable = uuids.filter((uuid) => {
    const layer = findLayer(state, uuid);
    return layer !== undefined && canFlip(layer);
  });
  return updateLayers(state, flippable, (layer) =>
    axis === 'horizontal' ? { ...layer, horizontalFlip: !layer.horizontalFlip } : { ...layer, verticalFlip: !layer.verticalFlip },
  );
}
