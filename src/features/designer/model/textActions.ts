/**
 * Text layers (spec 2 §4 "Text edit"). Issue 12 groundwork: the text part fills this in.
 */
import type { Id } from '../../../../contract/catalogue';
import type { DesignerAction } from './actionTypes';

/** The text drawn into an image: its object URL and natural size in pixels. */
export interface RenderedText {
  imageUrl: string;
  width: number;
  height: number;
}

/** A text layer's new text, font, colour or direction, with the image drawn from them (the centre is kept). */
export interface TextEdit {
  uuid: string;
  text: string;
  fontId: Id;
  fontFamilyUrl: string;
  fontColor: string;
  verticalText: boolean;
  image: RenderedText;
}

export const TEXT_ACTIONS: readonly DesignerAction[] = [];
