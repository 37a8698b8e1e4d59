/**
 * The shop font a text editor types in: the same file the layer's picture is drawn with, loaded once per
 * address (session/textRenderer.ts), with its bytes for the glyph check; and the picture a typed text will
 * make in it, so the editor shows the text where and as large as it will be drawn.
 */
import { useEffect, useState } from 'react';
import type { CanvasSize, Layer } from '../model';
import { textEmSize, textScale, type TextPicture } from '../model/textLayout';
import { layoutTextPicture, loadTextFont } from '../session/textRenderer';

type TypedLayer = Pick<Layer, 'width' | 'height' | 'text' | 'verticalText'>;

export interface LoadedEditorFace {
  family: string;
  /** The font file, whose character map says which characters it draws (lib/fontFile.ts). */
  bytes: ArrayBuffer;
}

let measuring: CanvasRenderingContext2D | null = null;

/**
 * The picture `text` will make for `layer` once committed: laid out in `family` as TextLayerEditor.edit has
 * it drawn (the character size the layer shows, within 80 % of the canvas), in picture pixels.
 */
export function typedTextPicture(family: string, text: string, layer: TypedLayer, canvas: CanvasSize): (TextPicture & { fontPx: number }) | null {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return null;
  return layoutTextPicture(measuring, family, text, layer.verticalText === true, textScale(textEmSize(layer), canvas));
}

/** The face behind `url`: null while it loads, 'failed' when it cannot be loaded. */
export function useEditorFace(url: string): LoadedEditorFace | 'failed' | null {
  const [face, setFace] = useState<{ url: string; face: LoadedEditorFace | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    loadTextFont(url).then(
      ({ family, bytes }) => live && setFace({ url, face: { family, bytes } }),
      () => live && setFace({ url, face: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return face?.url === url ? face.face : null;
}
