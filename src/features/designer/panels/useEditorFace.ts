/**
 * The shop font a text editor types in: the same file the layer's picture is drawn with, loaded once per
 * address (session/textRenderer.ts), with its bytes for the glyph check; and the text measured in it as the
 * picture lays it out, so the editor is the picture's size.
 */
import { useEffect, useState } from 'react';
import { layoutText } from '../model/textLayout';
import { loadTextFont } from '../session/textRenderer';

export interface LoadedEditorFace {
  family: string;
  /** The font file, whose character map says which characters it draws (lib/fontFile.ts). */
  bytes: ArrayBuffer;
}

/** The text as the picture lays it out at the size shown, in screen pixels. */
export interface EditorTextSize {
  width: number;
  height: number;
}

let measuring: CanvasRenderingContext2D | null = null;

/** Measures `text` in `family` at `em` screen pixels, as model/textLayout.ts lays the picture out. */
export function measureEditorText(family: string, text: string, vertical: boolean, em: number): EditorTextSize {
  measuring ??= document.createElement('canvas').getContext('2d');
  const context = measuring;
  if (!context) return { width: 0, height: 0 };
  context.font = `${em}px "${family}"`;
  const { width, height } = layoutText(text, vertical, em, (run) => context.measureText(run).width);
  return { width, height };
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
