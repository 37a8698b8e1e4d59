/**
 * A drag of the selection, measured from where it started (one interaction, one undo step: tldraw's
 * history with marks). The selection's frame snaps its centre to the canvas centre (spec 2 §9).
 */
import {
  canTransform,
  findLayer,
  moveLayers,
  rotatedBounds,
  snapMove,
  unionBounds,
  type DesignerState,
  type Point,
  type SnapResult,
} from '../model';

export interface DragMoveResult {
  state: DesignerState;
  guides: SnapResult['guides'];
}

const NO_GUIDES: SnapResult['guides'] = { vertical: false, horizontal: false };

/** `base`: the state when the drag began; `total`: how far the pointer has moved since, in canvas pixels. */
export function dragMove(base: DesignerState, total: Point): DragMoveResult {
  const moving = base.selectedUuids
    .map((uuid) => findLayer(base, uuid))
    .filter((layer): layer is NonNullable<typeof layer> => layer !== undefined && canTransform(layer));
  const frame = unionBounds(moving.map(rotatedBounds));
  if (!frame) return { state: base, guides: NO_GUIDES };
  const snap = snapMove({ ...frame, left: frame.left + total.x, top: frame.top + total.y }, base.canvas);
  const dx = snap.left - frame.left;
  const dy = snap.top - frame.top;
  return { state: moveLayers(base, base.selectedUuids, dx, dy), guides: snap.guides };
}
