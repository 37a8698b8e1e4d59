/** Which selected layer a canvas point is on, by the model's geometry (the editor's frame hides them). */
import { centreOf, rotatedBounds, selectionHitBox, type Box, type DesignerState, type Point, type RotatedBox } from '../model';

const inside = (point: Point, box: Box) =>
  point.x >= box.left && point.x <= box.left + box.width && point.y >= box.top && point.y <= box.top + box.height;

/** The topmost selected layer whose hit box (at least 60 × 60, spec 2 §9) holds `point`; null for none. */
export function selectedLayerAt(state: DesignerState, point: Point): string | null {
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i];
    if (!state.selectedUuids.includes(layer.uuid)) continue;
    if (inside(point, selectionHitBox(rotatedBounds(layer)))) return layer.uuid;
  }
  return null;
}

/** How far `point` is from the outline of `box` (inside or out). */
function distanceToOutline(point: Point, box: Box): number {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  if (inside(point, box)) return Math.min(point.x - box.left, right - point.x, point.y - box.top, bottom - point.y);
  const dx = Math.max(box.left - point.x, 0, point.x - right);
  const dy = Math.max(box.top - point.y, 0, point.y - bottom);
  return Math.hypot(dx, dy);
}

/** `point` turned into the layer's own unrotated frame (the layer turns about its centre). */
function intoLayer(point: Point, layer: RotatedBox): Point {
  const centre = centreOf(layer);
  const radians = (-layer.rotation * Math.PI) / 180;
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * Math.cos(radians) - dy * Math.sin(radians), y: centre.y + dx * Math.sin(radians) + dy * Math.cos(radians) };
}

/**
 * The selected layer whose outline runs under `point`, within `tolerance` canvas pixels; null for none.
 * The editor frames one layer along its own turned outline and several by the box around them all, so a
 * point on that frame lies on some member's upright bounds (spec 2 §4's shift-click, on the frame).
 */
export function selectedLayerOnFrame(state: DesignerState, point: Point, tolerance: number): string | null {
  const single = state.selectedUuids.length === 1;
  let best: { uuid: string; distance: number } | null = null;
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i];
    if (!state.selectedUuids.includes(layer.uuid) || layer.hidden) continue;
    const distance = single ? distanceToOutline(intoLayer(point, layer), layer) : distanceToOutline(point, rotatedBounds(layer));
    if (distance <= tolerance && (!best || distance < best.distance)) best = { uuid: layer.uuid, distance };
  }
  return best?.uuid ?? null;
}
