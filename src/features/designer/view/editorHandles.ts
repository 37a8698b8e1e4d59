/**
 * The selection frame's handles as a merchant who knows Canva or Polotno expects them (docs/designer.md,
 * "Handles"): a round rotate handle under the frame, pill-shaped handles in the middle of each side that
 * stretch the layer one way, and corner handles that keep its proportions. Shift on a side handle keeps
 * them too (Leafer's editor locks the ratio while Shift is held). A multi-selection's frame has the same
 * handles, though the stage resizes it through the model (model/selectionResize.ts), never Leafer.
 */
import type { Editor } from '@leafer-in/editor';

type EditorConfig = Editor['config'];

/** The rotate handle's distance below the frame, in screen pixels (clear of the bottom side's handle). */
export const ROTATE_HANDLE_MARGIN = 24;
/** The rotate handle's diameter, in screen pixels. */
export const ROTATE_HANDLE_SIZE = 16;

/** The handles' part of the editor's configuration (DesignerStage adds its event hooks). */
export const HANDLE_CONFIG: EditorConfig = {
  // Corners keep the ratio; the sides stretch one way (Shift keeps the ratio there too).
  lockRatio: 'corner',
  middlePoint: { width: 18, height: 6, cornerRadius: 3 },
  circle: { width: ROTATE_HANDLE_SIZE, height: ROTATE_HANDLE_SIZE, cornerRadius: ROTATE_HANDLE_SIZE / 2 },
  circleDirection: 'bottom',
  circleMargin: ROTATE_HANDLE_MARGIN,
};
