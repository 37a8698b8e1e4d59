/** Snapping and hit boxes for pointer interactions (spec 2 §9). Pure: the view draws the guides. */
import { CENTRE_SNAP_TOLERANCE, MIN_SELECTION_BOX } from './constants';
import type { Box, CanvasSize } from './types';

export interface SnapResult {
  /** Where the box goes, snapped or as proposed. */
  left: number;
  top: number;
  guides: {
    /** Show the vertical line x = canvas.width / 2 (the horizontal centres match). */
    vertical: boolean;
    /** Show the horizontal line y = canvas.height / 2 (the vertical centres match). */
    horizontal: boolean;
  };
}

/**
 * Spec 2 §9: during a drag, the centre of the dragged box (a layer, or a multi-selection's frame) snaps to
 * the canvas centre within 3 px, each axis on its own.
 */
export function snapMove(proposed: Box, canvas: CanvasSize, tolerance: number = CENTRE_SNAP_TOLERANCE): SnapResult {
  const dx = canvas.width / 2 - (proposed.left + proposed.width / 2);
  const dy = canvas.height / 2 - (proposed.top + proposed.height / 2);
  const vertical = Math.abs(dx) <= tolerance;
  const horizontal = Math.abs(dy) <= tolerance;
  return {
    left: vertical ? proposed.left + dx : proposed.left,
    top: horizontal ? proposed.top + dy : proposed.top,
    guides: { vertical, horizontal },
  };
}

/**
 * Spec 2 §9 "minimum selection box: 60 px": a tiny layer is hit and framed in a box at least 60 × 60,
 * grown about the layer's centre; a larger dimension is kept.
 */
export function selectionHitBox(bounds: Box, minimum: number = MIN_SELECTION_BOX): Box {
  const width = Math.max(bounds.width, minimum);
  const height = Math.max(bounds.height, minimum);
  return {
    left: bounds.left + (bounds.width - width) / 2,
    top: bounds.top + (bounds.height - height) / 2,
    width,
    height,
  };
}
