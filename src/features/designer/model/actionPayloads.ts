/**
 * What the designer's actions take as their value, apart from the actions themselves: actionTypes.ts names
 * every action with its value's type, and the action modules import actionTypes.ts, so the types both need
 * live here (no import circle between them).
 */
import type { Id } from '../../../../contract/catalogue';
import type { AiCutoutType, LayerCrop, Stroke, StrokeImageFrame } from '../../../../contract/templates';

export interface CutoutSettings {
  uuid: string;
  aiCutoutType: AiCutoutType | null;
  /** The chosen placeholder image's id (the layer field spec 2 §3 names), or null for none. */
  aiCutoutPlaceholderImageType: string | null;
  /**
   * The chosen placeholder's natural size: the layer takes its proportions (same width, same centre), so the
   * placeholder is shown undistorted. Absent: the layer's box stays as it is.
   */
  placeholderSize?: { width: number; height: number };
}

/** A cutout task's result takes the place of the layer's image. */
export interface ImageReplacement {
  uuid: string;
  imageUrl: string;
  imageFileId: string | null;
  originalWidth: number;
  originalHeight: number;
  /**
   * The new picture fits the layer's box (contained, centred) instead of keeping the old one's scale: an
   * image that could not be read is replaced by one the merchant picks, whose size has nothing to do with it.
   */
  fitBox?: boolean;
}

/** New stroke settings for a layer (null removes the stroke); the outline is computed after. */
export interface StrokeEdit {
  uuid: string;
  stroke: Stroke | null;
}

/** The outline computed for `stroke` from the image at `sourceImageUrl`. */
export interface StrokeResult {
  uuid: string;
  stroke: Stroke;
  sourceImageUrl: string;
  /** The part of that image it was computed for (crop.ts); absent or null: the whole image. */
  crop?: LayerCrop | null;
  /** The path the first line follows, in canvas pixels from the layer's top-left corner (unrotated). */
  strokeSvgData: string;
  imageUrl: string;
  imageFrame: StrokeImageFrame;
}

/** The text drawn into an image: its object URL and natural size in pixels. */
export interface RenderedText {
  imageUrl: string;
  width: number;
  height: number;
}

/** What a text layer says and how: the fields spec 2 §3 adds to a text layer. */
export interface TextStyle {
  text: string;
  fontId: Id;
  fontFamilyUrl: string;
  fontColor: string;
  verticalText: boolean;
}

/** A text layer's new text, font, colour or direction, with the image drawn from them (the centre is kept). */
export interface TextEdit extends TextStyle {
  uuid: string;
  image: RenderedText;
}

export interface HiddenEdit {
  uuid: string;
  hidden: boolean;
}

/** A group's row: `uuid`, any member, stands for its whole group (groupRow.ts). */
export interface GroupLockEdit {
  uuid: string;
  locked: boolean;
}

/** A group's row dropped on `target`'s row (groupRow.ts). */
export interface GroupMove {
  uuid: string;
  target: string;
}

/** A layer's new name, or with `group` its group's (groups.ts); a blank one changes nothing. */
export interface RenameEdit {
  uuid: string;
  name: string;
  group?: boolean;
}

/** The layers' new opacity, 0–100 % (opacity.ts). */
export interface OpacityEdit {
  uuids: readonly string[];
  opacity: number;
}

/** Each layer's opacity moved by `delta` points (opacity.ts, stepOpacity). */
export interface OpacityStep {
  uuids: readonly string[];
  delta: number;
}

/** The part of the layer's original image to show, in its pixels (crop.ts). */
export interface CropEdit {
  uuid: string;
  crop: LayerCrop;
}
