/**
 * Layer geometry. Convention (the spec is silent): `left`/`top` are the top-left corner of the layer's
 * unrotated box, and `rotation` (degrees, clockwise, as on a canvas) turns the box about its centre.
 * So rotating never changes `left`/`top`, and the centre is always (left + width/2, top + height/2).
 * In Leafer this is a box with `around: 'center'` placed at its centre.
 */
import type { Box, Point } from './types';

export interface RotatedBox extends Box {
  rotation: number;
}

export function centreOf(box: Box): Point {
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The axis-aligned box that holds the layer as drawn, rotation included. */
export function rotatedBounds(box: RotatedBox): Box {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = box.width * cos + box.height * sin;
  const height = box.width * sin + box.height * cos;
  const centre = centreOf(box);
  return { left: centre.x - width / 2, top: centre.y - height / 2, width, height };
}

/** The box spanned by two pointer positions, whichever way the drag went. */
export function boxFromPoints(a: Point, b: Point): Box {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** True when the boxes share some area or a line inside both; boxes that only touch at an edge do not overlap. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/** The smallest box holding all the given boxes (the selection frame of a multi-selection); null for none. */
export function unionBounds(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.left + box.width);
    bottom = Math.max(bottom, box.top + box.height);
  }
  return { left, top, width: right - left, height: bottom - top };
}
