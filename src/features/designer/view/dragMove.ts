/**
 * A drag of the selection, measured from where it started (one interaction, one undo step: tldraw's
 * history with marks). The selection's frame snaps to the other layers, the canvas and the print area
 * (model/snapping.ts). What does not change during the drag (the moving frame, the targets) is worked
 * out once, when the drag starts (`planDrag`): a move of 200 layers then costs one snap lookup and the
 * move itself.
 */
import {
  canTransform,
  findLayer,
  moveLayers,
  rotatedBounds,
  snapMove,
  snapTargets,
  unionBounds,
  type Box,
  type DesignerState,
  type Point,
  type SnapGuide,
  type SnapTargets,
} from '../model';

export interface DragPlan {
  base: DesignerState;
  /** The selection's frame when the drag began (the layers that can move); null: nothing moves. */
  frame: Box | null;
  /** What the frame snaps to: every layer that stays, the canvas, the print area. */
  targets: SnapTargets;
  /** Every selected layer moves (none locked or a background): the editor's frame moves with them as it is. */
  movesAll: boolean;
}

export interface DragMoveResult {
  state: DesignerState;
  guides: SnapGuide[];
  /** How far the moving layers are from where the drag began, snapped, canvas pixels. */
  offset: Point;
}

/** `base`: the state when the drag began; `printArea`: in canvas pixels, or null. */
export function planDrag(base: DesignerState, printArea: Box | null): DragPlan {
  const selected = new Set(base.selectedUuids);
  const moving = base.selectedUuids
    .map((uuid) => findLayer(base, uuid))
    .filter((layer): layer is NonNullable<typeof layer> => layer !== undefined && canTransform(layer));
  const frame = unionBounds(moving.map(rotatedBounds));
  const staying = base.layers.filter((layer) => !selected.has(layer.uuid));
  return { base, frame, targets: snapTargets(staying, base.canvas, printArea), movesAll: moving.length === base.selectedUuids.length };
}

/**
 * `total`: how far the pointer has moved since the drag began, in canvas pixels; `tolerance`: the snap
 * distance in canvas pixels, null while snapping is suspended (Alt held).
 */
export function dragMove(plan: DragPlan, total: Point, tolerance: number | null): DragMoveResult {
  const { base, frame } = plan;
  if (!frame) return { state: base, guides: [], offset: { x: 0, y: 0 } };
  const proposed = { ...frame, left: frame.left + total.x, top: frame.top + total.y };
  const snap = tolerance === null ? { box: proposed, guides: [] } : snapMove(proposed, plan.targets, tolerance);
  const offset = { x: snap.box.left - frame.left, y: snap.box.top - frame.top };
  return { state: moveLayers(base, base.selectedUuids, offset.x, offset.y), guides: snap.guides, offset };
}
