/**
 * Where and how the canvas's text editor draws its text so that it lies exactly over the layer's picture
 * (docs/designer.md, "Text"): the picture's own layout (model/textLayout.ts: its padding, line height and a
 * vertical column's step) at the size the layer is shown, turned and flipped as the layer is, in its font
 * and colour. Pure: the text is measured by the caller (useEditorFace.ts).
 */
import type { CSSProperties } from 'react';
import type { Layer } from '../model';
import { TEXT_LINE, TEXT_PADDING, TEXT_VERTICAL_STEP, textEmSize } from '../model/textLayout';
import type { ViewBox } from '../view/DesignerStage';
import type { EditorTextSize } from './useEditorFace';

type TextLayerLook = Pick<Layer, 'width' | 'height' | 'text' | 'verticalText' | 'fontColor' | 'horizontalFlip' | 'verticalFlip'>;

/** The character size and line height the layer is shown at, in screen pixels. */
export function shownTextSize(layer: TextLayerLook, box: ViewBox): { em: number; lineHeight: number } {
  const em = textEmSize(layer) * (box.width / layer.width);
  return { em, lineHeight: em * TEXT_LINE };
}

/**
 * The editor's style: the picture's size for the text typed (`size`), centred on the layer's centre (the
 * model keeps the centre when the text changes, so the editor grows about it as the picture will), turned
 * about it, its text laid out as the picture's.
 */
export function textEditorPlacement(layer: TextLayerLook, box: ViewBox, family: string, size: EditorTextSize): CSSProperties {
  const { em, lineHeight } = shownTextSize(layer, box);
  const pad = em * TEXT_PADDING;
  const flip = `scale(${layer.horizontalFlip ? -1 : 1}, ${layer.verticalFlip ? -1 : 1})`;
  const placed: CSSProperties = {
    left: box.left + box.width / 2,
    top: box.top + box.height / 2,
    width: size.width,
    height: size.height,
    fontFamily: `"${family}"`,
    fontSize: em,
    lineHeight: `${lineHeight}px`,
    color: layer.fontColor ?? undefined,
    transformOrigin: '0 0',
    transform: `rotate(${box.rotation}deg) ${flip} translate(${-size.width / 2}px, ${-size.height / 2}px)`,
  };
  // The picture centres each line on the canvas's `middle` baseline, which in Chromium is the middle of the
  // font's ascent and descent: where a CSS line box centres them too.
  if (!layer.verticalText) return { ...placed, padding: `${pad}px ${pad}px 0` };
  // A column's characters step 1.1 em apart, each centred in its step: the 0.1 em follows each character
  // (letter-spacing), so half of it goes before the first.
  const lead = ((TEXT_VERTICAL_STEP - 1) / 2) * em;
  return {
    ...placed,
    writingMode: 'vertical-rl',
    textOrientation: 'upright',
    letterSpacing: (TEXT_VERTICAL_STEP - 1) * em,
    padding: `${pad + lead}px ${pad}px 0`,
  };
}
