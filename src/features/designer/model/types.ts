/**
 * The designer's document as the model sees it. Rendering (Leafer) reads it and never owns it
 * (ARCHITECTURE.md).
 */
import type { Layer } from '../../../../contract/templates';

export type { Layer };

export interface CanvasSize {
  width: number;
  height: number;
}

/**
 * `layers[0]` is the bottom of the stack; array order is the truth and `layer.index` is only written
 * when saving (see save.ts). The selection lives here and not in `layer.isSelected`, so that selecting
 * never touches the layers and never counts as an edit (spec 2 §4: undo steps are edits).
 */
export interface DesignerState {
  readonly canvas: CanvasSize;
  readonly layers: readonly Layer[];
  readonly selectedUuids: readonly string[];
}

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned box in canvas pixels, named like the Layer fields. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * What an operation wants to tell the merchant. The view shows `MSG.designer[DESIGNER_MESSAGE_TEXT[m]]`
 * (see texts.ts); the model holds no Chinese itself.
 */
export type DesignerMessage = 'top' | 'bottom' | 'moved' | 'noLayers';
