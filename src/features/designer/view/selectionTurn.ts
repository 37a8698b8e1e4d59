/**
 * A multi-selection's (or a group's) turn by its rotate handle, measured from the press: the angle the
 * pointer swept round the centre of the box around the layers as the press found them. Measured as a total,
 * never added up move by move, so each move shows the turn since the press (docs/designer.md, "Handles").
 */
import { findLayer, rotatedBounds, unionBounds, type DesignerState, type Point } from '../model';

export interface SelectionTurn {
  /** The centre of the frame at the press: what the selection turns about. */
  pivot: Point;
  /** Clockwise degrees (canvas y points down), unsnapped: the model snaps the whole turn. */
  degrees: number;
}

/** The turn from `press` to `now` (canvas pixels) of the named layers of `base`; null when none is there. */
export function selectionTurn(base: DesignerState, uuids: readonly string[], press: Point, now: Point): SelectionTurn | null {
  const layers = uuids.map((uuid) => findLayer(base, uuid)).filter((layer) => layer !== undefined);
  const box = unionBounds(layers.map(rotatedBounds));
  if (!box) return null;
  const pivot = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const angle = (point: Point) => Math.atan2(point.y - pivot.y, point.x - pivot.x);
  return { pivot, degrees: ((angle(now) - angle(press)) * 180) / Math.PI };
}
