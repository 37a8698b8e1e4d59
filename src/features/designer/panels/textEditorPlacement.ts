/**
 * Where the canvas's text editor lies so that it is exactly over the layer's picture (docs/designer.md,
 * "Text"): a frame of the picture's size on the screen, around the layer's centre, turned and flipped as the
 * layer is; inside it the picture (the layer's own while the text is unchanged, the one the typed text will
 * make otherwise) and, over it, the field the merchant types in, its characters at the size the picture's
 * are shown. Pure: the picture is laid out by the caller (session/textRenderer.ts).
 */
import type { CSSProperties } from 'react';
import type { CanvasSize, Layer } from '../model';
import { TEXT_LINE, TEXT_PADDING, TEXT_PIXEL_RATIO, TEXT_VERTICAL_STEP, fitTextSize, textEmSize } from '../model/textLayout';
import type { ViewBox } from '../view/DesignerStage';

type TextLayerLook = Pick<Layer, 'width' | 'height' | 'text' | 'verticalText' | 'horizontalFlip' | 'verticalFlip'>;

/** A size in screen pixels. */
export interface ShownSize {
  width: number;
  height: number;
}

/** Screen pixels per canvas pixel: the view's zoom, read from where the layer is shown. */
const zoomOf = (layer: TextLayerLook, box: ViewBox) => box.width / layer.width;

/** The character size the layer is shown at now, in screen pixels. */
export function shownEmSize(layer: TextLayerLook, box: ViewBox): number {
  return textEmSize(layer) * zoomOf(layer, box);
}

/**
 * How large a new picture of `pixels` is shown: the size the model gives it (model/textActions.ts
 * editTextLayer: its pixels at TEXT_PIXEL_RATIO, within 80 % of the canvas) at the view's zoom.
 */
export function shownPictureSize(pixels: ShownSize, layer: TextLayerLook, box: ViewBox, canvas: CanvasSize): ShownSize {
  const size = fitTextSize(pixels, 1 / TEXT_PIXEL_RATIO, canvas);
  const zoom = zoomOf(layer, box);
  return { width: size.width * zoom, height: size.height * zoom };
}

/**
 * The frame: `size` centred on the layer's centre (the model keeps the centre when the text changes, so
 * the editor grows about it as the picture will), turned and flipped about it.
 */
export function editorFramePlacement(layer: TextLayerLook, box: ViewBox, size: ShownSize): CSSProperties {
  const flip = `scale(${layer.horizontalFlip ? -1 : 1}, ${layer.verticalFlip ? -1 : 1})`;
  return {
    left: box.left + box.width / 2,
    top: box.top + box.height / 2,
    width: size.width,
    height: size.height,
    transformOrigin: '0 0',
    transform: `rotate(${box.rotation}deg) ${flip} translate(${-size.width / 2}px, ${-size.height / 2}px)`,
  };
}

/**
 * The field's text, laid out as the picture's (model/textLayout.ts: its padding, line height and a
 * vertical column's step) at `em` screen pixels: its caret and selection fall on the picture's characters.
 */
export function editorFieldStyle(layer: TextLayerLook, em: number, family: string): CSSProperties {
  const pad = em * TEXT_PADDING;
  const font: CSSProperties = { fontFamily: `"${family}"`, fontSize: em, lineHeight: `${em * TEXT_LINE}px` };
  if (!layer.verticalText) return { ...font, padding: `${pad}px ${pad}px 0` };
  // A column's characters step 1.1 em apart, each centred in its step: the 0.1 em follows each character
  // (letter-spacing), so half of it goes before the first.
  const lead = ((TEXT_VERTICAL_STEP - 1) / 2) * em;
  return {
    ...font,
    writingMode: 'vertical-rl',
    textOrientation: 'upright',
    letterSpacing: (TEXT_VERTICAL_STEP - 1) * em,
    padding: `${pad + lead}px ${pad}px 0`,
  };
}
