/** Business constants of the designer, spec 2 §9 unless said otherwise. */

/** Undo history: 20 snapshots (spec 2 §4, §9). */
export const HISTORY_LIMIT = 20;
/** A layer's centre snaps to the canvas centre within 3 px. */
export const CENTRE_SNAP_TOLERANCE = 3;
/** Rotation snaps to right angles within 3 degrees. */
export const ROTATION_SNAP_TOLERANCE = 3;
/** A tiny layer is still hit in a 60 × 60 box. */
export const MIN_SELECTION_BOX = 60;
/** A drag box selects only once the pointer has moved more than 10 px. */
export const DRAG_BOX_THRESHOLD = 10;
/** w a s d and the arrow keys nudge by 1 px. */
export const NUDGE_STEP = 1;
/** Not in the spec: with Shift they nudge by 10 px (what Canva, Figma and Photoshop do). */
export const NUDGE_FAR_STEP = 10;
/** e / ctrl+= and r / ctrl+- scale by these factors. */
export const SCALE_UP_FACTOR = 1.05;
export const SCALE_DOWN_FACTOR = 0.95;
/** Uploaded stickers are 90 wide. */
export const STICKER_WIDTH = 90;
/** A copy is offset by 10 percent of its position. */
export const COPY_OFFSET_RATIO = 0.1;
/**
 * Not in the spec: the shorter side of a layer that a resize handle or the keyboard can shrink it
 * to. The designer is drawn at about 0.4 in a 1024 px window: 40 is some 16 screen pixels, room for a
 * corner handle apart from the layer's middle, so the corner still resizes rather than moves it. Below
 * that, dragging a corner past the opposite one used to leave a 1 px layer with nothing to grab.
 */
export const MIN_LAYER_SIZE = 40;
