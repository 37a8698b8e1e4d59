import { Message } from '@arco-design/web-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { clampTextLayer, withoutInvisibleControls } from '../../../../contract/textLayer';
import { listFonts } from '../../../api/shopFonts';
import { missingGlyphs } from '../../../lib/fontFile';
import { MSG } from '../messages';
import { findLayer } from '../model/layerLookup';
import { rotatedBounds } from '../model/geometry';
import type { LocalImages } from '../session/localImages';
import { shopFontOf, textLayerEditorFor } from '../session/textEditing';
import { useTextLibrary } from '../session/useTextLibrary';
import type { TextEditingSurface, ViewBox } from '../view/DesignerStage';
import { useDesignerStore } from '../designerStoreContext';
import { shownTextSize, textEditorPlacement } from './textEditorPlacement';
import { measureEditorText, useEditorFace } from './useEditorFace';

export interface TextCanvasEditorProps {
  images: LocalImages;
  uuid: string;
  /** Where the layer is in the canvas view. */
  box: ViewBox;
  /** The view the editor sits on: it stops drawing the layer while the editor shows its text. */
  surface: TextEditingSurface;
  onClose: () => void;
}

/** Two frames: the canvas has drawn what it was given before the editor goes. */
const afterTwoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * The text editor a double-click opens over a text layer (spec 2 §2, §4), sitting exactly over the drawn
 * text in its font, size, colour and direction, turned as it is (textEditorPlacement.ts); the layer is not
 * drawn meanwhile, so editing starts and ends without a jump: on commit the editor stays until the new
 * picture is drawn. Blur or Enter commits through editText (one undo step), Shift+Enter starts a new line,
 * Escape leaves the text as it was; an empty text is refused with 请输入文字. A character the font has no
 * glyph for is named under the editor as it is typed (spec 2 §8), and Enter does not apply the text then.
 */
export function TextCanvasEditor({ images, uuid, box, surface, onClose }: TextCanvasEditorProps) {
  const store = useDesignerStore();
  const editor = textLayerEditorFor(store, images);
  const library = useTextLibrary();
  const original = editor.styleOf(uuid);
  const [layer] = useState(() => findLayer(store.getState(), uuid));
  const [text, setText] = useState(original?.text ?? '');
  const [applying, setApplying] = useState(false);
  // The file the picture is drawn with: the shop's record for the layer's font, else the one it kept.
  const fontUrl = shopFontOf(original?.fontId ?? null, library.data?.fonts)?.fontUrl ?? original?.fontFamilyUrl ?? '';
  const face = useEditorFace(fontUrl);
  const loaded = face && face !== 'failed' ? face : null;
  const missing = loaded ? (missingGlyphs(loaded.bytes, withoutInvisibleControls(text)) ?? []) : [];
  const field = useRef<HTMLTextAreaElement>(null);
  /** Set once the edit is committed or cancelled: the blur that follows must not commit again. */
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  // Once the font is in, the editor's text takes the drawn one's place.
  const ready = face !== null;
  useEffect(() => {
    if (!ready) return;
    surface.editText(uuid, true);
    return () => surface.editText(uuid, false);
  }, [ready, surface, uuid]);

  async function finish(commit: boolean) {
    if (finished.current) return;
    finished.current = true;
    const style = editor.styleOf(uuid);
    if (commit && style && text !== style.text) {
      setApplying(true);
      // Opened and committed before the shop's fonts arrived: the edit asks for them itself.
      const applied = await editor.edit(uuid, { text }, library.data?.fonts ?? listFonts());
      if (applied) await surface.whenDrawn(uuid);
    }
    surface.editText(uuid, false);
    await afterTwoFrames();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // The designer's shortcuts and its Escape-to-close must not see keys typed here.
    event.stopPropagation();
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      void finish(false);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      // Named under the editor already: the text stays to be changed.
      if (missing.length === 0) void finish(true);
    }
  }

  function onBlur() {
    if (missing.length > 0 && !finished.current) {
      // Left with characters the font cannot draw: the text stays as it was, and the merchant is told why.
      Message.error({ id: 'designer-text-problem', content: MSG.designerText.missingGlyphsOf(missing) });
      void finish(false);
      return;
    }
    void finish(true);
  }

  if (!layer) return null;
  const family = loaded?.family ?? 'sans-serif';
  const { em } = shownTextSize(layer, box);
  // As large as the picture of what is typed will be (an empty field: room for its placeholder).
  const typed = withoutInvisibleControls(text) || MSG.designerText.textPlaceholder;
  const placement = textEditorPlacement(layer, box, family, measureEditorText(family, typed, layer.verticalText === true, em));
  // Under the layer's drawn box, however it is turned.
  const below = rotatedBounds(box);
  return (
    <>
      <textarea
        ref={field}
        className="designer-text-canvas-editor"
        aria-label={MSG.designerText.text}
        aria-invalid={missing.length > 0}
        aria-busy={applying}
        readOnly={applying}
        placeholder={MSG.designerText.textPlaceholder}
        value={text}
        // Until the font is in, the drawn text shows through: no other face flashes in its place.
        style={{ ...placement, ...(face === null ? { color: 'transparent' } : {}) }}
        // Lines are kept (Shift+Enter adds one, as in the panel's field); a pasted CRLF is one break.
        onChange={(event) => setText(clampTextLayer(event.target.value.replace(/\r\n?/g, '\n')))}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {missing.length > 0 && (
        <div className="designer-text-canvas-problem" role="alert" style={{ left: below.left, top: below.top + below.height + 8 }}>
          {MSG.designerText.missingGlyphsOf(missing)}
        </div>
      )}
    </>
  );
}
