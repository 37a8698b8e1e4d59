/**
 * The designer's document as the model sees it. Rendering (Leafer) reads it and never owns it
 * (ARCHITECTURE.md).
 */
import type { Layer as TemplateLayer } from '../../../../contract/templates';

/**
 * A template layer as the designer holds it: spec 2 §3's fields, plus `hidden` (the layer list's eye).
 * Spec 2's layer has no visibility field, so `hidden` never reaches the admin API: a hidden layer is
 * left out of the saved template (save.ts), and so out of the print, the thumbnail and the preview.
 * Absent means shown. Drafts keep it, being the designer's own copy.
 */
export type Layer = TemplateLayer & { hidden?: boolean };

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
export type DesignerMessage = 'top' | 'bottom' | 'moved' | 'noLayers' | 'locked';
