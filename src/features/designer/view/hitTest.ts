/** Which selected layer a canvas point is on, by the model's geometry (the editor's frame hides them). */
import { rotatedBounds, selectionHitBox, type DesignerState, type Point } from '../model';

/** The topmost selected layer whose hit box (at least 60 × 60, spec 2 §9) holds `point`; null for none. */
export function selectedLayerAt(state: DesignerState, point: Point): string | null {
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i];
    if (!state.selectedUuids.includes(layer.uuid)) continue;
    const box = selectionHitBox(rotatedBounds(layer));
    const inside = point.x >= box.left && point.x <= box.left + box.width && point.y >= box.top && point.y <= box.top + box.height;
    if (inside) return layer.uuid;
  }
  return null;
}
