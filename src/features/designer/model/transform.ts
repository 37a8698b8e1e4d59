/**
 * Moving, scaling and rotating layers. Background and locked layers are left as they are (spec 2 §4); when
 * no named layer can change, the state itself is returned. Geometry convention: see geometry.ts.
 */
import { ROTATION_SNAP_TOLERANCE } from './constants';
import { canTransform, updateLayers } from './layerLookup';
import type { Box, DesignerState } from './types';

/** Moves each named layer by dx, dy (a nudge, or a drag measured from where it started). */
export function moveLayers(state: DesignerState, uuids: readonly string[], dx: number, dy: number): DesignerState {
  if (dx === 0 && dy === 0) return state;
  return updateLayers(state, uuids, (layer) =>
    canTransform(layer) ? { ...layer, left: layer.left + dx, top: layer.top + dy } : layer,
  );
}

/** Scales each named layer about its own centre (spec 2 §9: 1.05 and 0.95 from the keyboard). */
export function scaleLayers(state: DesignerState, uuids: readonly string[], factor: number): DesignerState {
  if (factor === 1 || !(factor > 0)) return state;
  return updateLayers(state, uuids, (layer) => {
    if (!canTransform(layer)) return layer;
    const width = layer.width * factor;
    const height = layer.height * factor;
    return {
      ...layer,
      left: layer.left + (layer.width - width) / 2,
      top: layer.top + (layer.height - height) / 2,
      width,
      height,
    };
  });
}

/** Sets a layer's unrotated box (a resize handle); the view decides whether the aspect is kept. */
export function resizeLayer(state: DesignerState, uuid: string, box: Box): DesignerState {
  if (!(box.width > 0 && box.height > 0)) return state;
  return updateLayers(state, [uuid], (layer) =>
    canTransform(layer) ? { ...layer, left: box.left, top: box.top, width: box.width, height: box.height } : layer,
  );
}

/** Sets a layer's rotation (about its centre), snapped and rounded by `snapRotation`. */
export function rotateLayer(state: DesignerState, uuid: string, degrees: number): DesignerState {
  const rotation = snapRotation(degrees);
  return updateLayers(state, [uuid], (layer) =>
    canTransform(layer) && layer.rotation !== rotation ? { ...layer, rotation } : layer,
  );
}

/**
 * Spec 2 §9: rotation snaps to a right angle within 3 degrees (3 itself included). The result is in
 * (-180, 180], Leafer's range, rounded to 2 decimals (the Layer field's precision).
 */
export function snapRotation(degrees: number): number {
  const turned = normalizeDegrees(degrees);
  const rightAngle = Math.round(turned / 90) * 90;
  const snapped = Math.abs(turned - rightAngle) <= ROTATION_SNAP_TOLERANCE ? rightAngle : turned;
  return roundTo2(normalizeDegrees(snapped));
}

/** Degrees in (-180, 180]. */
export function normalizeDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  let turned = degrees % 360;
  if (turned > 180) turned -= 360;
  if (turned <= -180) turned += 360;
  return turned;
}

function roundTo2(value: number): number {
  // `+ 0` turns -0 into 0, so a snapped -0.4 saves as 0.
  return Math.round(value * 100) / 100 + 0;
}
