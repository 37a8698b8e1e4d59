/**
 * Several layers (a multi-selection, a group) resized as one box: by a typed 宽 or 高 (geometryEdit.ts) or by
 * a handle of the selection's frame (docs/designer.md, "Handles"). Kept in ratio, every member's centre
 * and size scale about a point of the box; unlocked, the box stretches one way (groupStretch.ts: a member
 * turned off the right angles keeps its shape, never becoming the parallelogram spec 2 §3's layer cannot
 * carry). No member goes below its minimum (transform.ts `smallestFor`). Pure.
 */
import { centreOf, rotatedBounds, unionBounds } from './geometry';
import { stretchGroup, type StretchAxis } from './groupStretch';
import { canTransform, updateLayers } from './layerLookup';
import type { ResizeHandle } from './snapping';
import { smallestFor } from './transform';
import type { Box, DesignerState, Layer, Point } from './types';

/** The members scaled by `factor` about `anchor` (stopping where the first would go below its minimum); null when nothing changes. */
export function scaleMembers(members: readonly Layer[], anchor: Point, factor: number): Layer[] | null {
  let kept = factor;
  for (const layer of members) kept = Math.max(kept, smallestFor(layer) / Math.min(layer.width, layer.height));
  if (kept === 1 || !Number.isFinite(kept)) return null;
  return members.map((layer) => {
    const centre = centreOf(layer);
    const width = layer.width * kept;
    const height = layer.height * kept;
    const x = anchor.x + (centre.x - anchor.x) * kept;
    const y = anchor.y + (centre.y - anchor.y) * kept;
    return { ...layer, left: x - width / 2, top: y - height / 2, width, height };
  });
}

/** The state with these members in place of the layers of the same uuid. */
export function withMembers(state: DesignerState, members: readonly Layer[] | null): DesignerState {
  if (!members) return state;
  const byUuid = new Map(members.map((layer) => [layer.uuid, layer]));
  return updateLayers(state, [...byUuid.keys()], (layer) => byUuid.get(layer.uuid) ?? layer);
}

/** The side of `frame` a handle's coordinate leaves in place: the opposite edge, or the middle for 0. */
const anchorAlong = (start: number, size: number, side: -1 | 0 | 1) => (side > 0 ? start : side < 0 ? start + size : start + size / 2);

/**
 * The movable ones of `uuids` with their frame's handle (`handle`, in the frame's own upright terms) dragged
 * to `pointer` (canvas pixels), the opposite side staying put. A corner, or a side with `keepRatio` (Shift),
 * keeps the ratio; a side alone stretches that way only.
 */
export function resizeSelection(state: DesignerState, uuids: readonly string[], handle: ResizeHandle, pointer: Point, keepRatio: boolean): DesignerState {
  const wanted = new Set(uuids);
  const movable = state.layers.filter((layer) => wanted.has(layer.uuid) && canTransform(layer));
  const frame = unionBounds(movable.map(rotatedBounds));
  if (!frame || !(frame.width > 0) || !(frame.height > 0)) return state;
  const lengthAlong = (axis: StretchAxis): number => {
    const side = axis === 'x' ? handle.x : handle.y;
    const [start, size, at] = axis === 'x' ? [frame.left, frame.width, pointer.x] : [frame.top, frame.height, pointer.y];
    return side > 0 ? at - start : start + size - at;
  };
  const anchor = { x: anchorAlong(frame.left, frame.width, handle.x), y: anchorAlong(frame.top, frame.height, handle.y) };
  if (handle.x !== 0 && handle.y !== 0) {
    // A corner: the axis the pointer went further along (relatively) sets the factor.
    const [fx, fy] = [lengthAlong('x') / frame.width, lengthAlong('y') / frame.height];
    return withMembers(state, scaleMembers(movable, anchor, Math.abs(fx - 1) >= Math.abs(fy - 1) ? fx : fy));
  }
  const axis: StretchAxis = handle.x !== 0 ? 'x' : 'y';
  const length = lengthAlong(axis);
  if (keepRatio) return withMembers(state, scaleMembers(movable, anchor, length / (axis === 'x' ? frame.width : frame.height)));
  return withMembers(state, stretchedFrom(movable, frame, axis, length, (axis === 'x' ? handle.x : handle.y) < 0));
}

/** `stretchGroup` (which keeps the top-left corner), moved back so that the far edge stays when the near one was dragged. */
function stretchedFrom(movable: readonly Layer[], frame: Box, axis: StretchAxis, length: number, nearDragged: boolean): Layer[] | null {
  const stretched = stretchGroup(movable, frame, axis, length);
  if (!stretched || !nearDragged) return stretched;
  const box = unionBounds(stretched.map(rotatedBounds))!;
  const dx = axis === 'x' ? frame.left + frame.width - (box.left + box.width) : 0;
  const dy = axis === 'y' ? frame.top + frame.height - (box.top + box.height) : 0;
  return stretched.map((layer) => ({ ...layer, left: layer.left + dx, top: layer.top + dy }));
}
