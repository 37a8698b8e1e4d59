/**
 * Text layers (spec 2 §4 "Text edit", §5, §9): the layer an added text becomes, and the one action that
 * changes a text layer's text, font, colour or direction together with the picture drawn from them.
 * The picture is drawn outside the model (session/textRenderer.ts); the model only takes its URL and size.
 */
import type { Id } from '../../../../contract/catalogue';
import { newLayer } from '../../../../contract/templates';
import { defineAction, edit } from './actionHelpers';
import type { RenderedText, TextEdit, TextStyle } from './actionPayloads';
import type { DesignerAction } from './actionTypes';
import { findLayer, updateLayers } from './layerLookup';
import { fitTextSize, keepCentre, TEXT_PIXEL_RATIO, textProblem } from './textLayout';
import type { CanvasSize, DesignerState, Layer } from './types';
import { uuidV4 } from './uuid';

export interface TextLayerInput extends TextStyle {
  image: RenderedText;
  canvas: CanvasSize;
  newUuid?: () => string;
}

/** A new text layer: the default character size, fitted into 80 % of the canvas, centred (added with addLayer, which selects it). */
export function textLayer({ image, canvas, newUuid = uuidV4, ...style }: TextLayerInput): Layer {
  const size = fitTextSize(image, 1 / TEXT_PIXEL_RATIO, canvas);
  return newLayer({
    uuid: newUuid(),
    imageUrl: image.imageUrl,
    imageFileId: null,
    type: 'TEXT',
    ...size,
    originalWidth: image.width,
    originalHeight: image.height,
    left: (canvas.width - size.width) / 2,
    top: (canvas.height - size.height) / 2,
    ...style,
  });
}

/** The text style a layer carries, or null for a layer that is not text. */
export function textStyleOf(layer: Layer): (Omit<TextStyle, 'fontId' | 'fontFamilyUrl'> & { fontId: Id | null; fontFamilyUrl: string | null }) | null {
  if (layer.type !== 'TEXT') return null;
  return {
    text: layer.text ?? '',
    fontId: layer.fontId ?? null,
    fontFamilyUrl: layer.fontFamilyUrl ?? null,
    fontColor: layer.fontColor ?? '',
    verticalText: layer.verticalText === true,
  };
}

/**
 * The layer with its new text and picture, shown at the picture's size (the renderer drew it at the
 * character size the layer shows, see textEmSize), within 80 % of the canvas, around the same centre;
 * rotation and flips are kept.
 */
export function editTextLayer(state: DesignerState, value: TextEdit): DesignerState {
  const { uuid, image, ...style } = value;
  return updateLayers(state, [uuid], (layer) => {
    const box = keepCentre(layer, fitTextSize(image, 1 / TEXT_PIXEL_RATIO, state.canvas));
    return {
      ...layer,
      ...style,
      ...box,
      imageUrl: image.imageUrl,
      // A new picture is a local image until the next save uploads it.
      imageFileId: null,
      originalWidth: image.width,
      originalHeight: image.height,
    };
  });
}

export const TEXT_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'editText',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, value) => findLayer(state, value.uuid)?.type === 'TEXT' && textProblem(value.text) === null,
    perform: (state, _context, value) => edit(state, editTextLayer(state, value)),
  }),
];
