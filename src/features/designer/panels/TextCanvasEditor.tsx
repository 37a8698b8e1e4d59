import { Message } from '@arco-design/web-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { clampTextLayer, withoutInvisibleControls } from '../../../../contract/textLayer';
import { listFonts } from '../../../api/shopFonts';
import { missingGlyphs } from '../../../lib/fontFile';
import { MSG } from '../messages';
import { findLayer } from '../model/layerLookup';
import { LAYER_OPACITY_MAX, opacityOf } from '../model/opacity';
import { rotatedBounds } from '../model/geometry';
import type { LocalImages } from '../session/localImages';
import { shopFontOf, textLayerEditorFor } from '../session/textEditing';
import { useTextLibrary } from '../session/useTextLibrary';
import type { TextEditingSurface, ViewBox } from '../view/DesignerStage';
import { useDesignerStore } from '../designerStoreContext';
import { editorFieldStyle, editorFramePlacement, shownEmSize, shownPictureSize, type ShownSize } from './textEditorPlacement';
import { typedTextPicture, useEditorFace } from './useEditorFace';
import type { TextPicture } from '../model/textLayout';
import { paintTextPicture } from '../session/textRenderer';
import { useDesignerValue } from '../useDesignerSnapshot';

export interface TextCanvasEditorProps {
  images: LocalImages;
  uuid: string;
  /** Where the layer is in the canvas view. */
  box: ViewBox;
  /** The view the editor sits on: it stops drawing the layer while the editor shows its text. */
  surface: TextEditingSurface;
  /** `backToCanvas`: closed by Enter or Escape, not by leaving the field, which keeps the focus where it went. */
  onClose: (backToCanvas: boolean) => void;
}

/** Two frames: the canvas has drawn what it was given before the editor goes. */
const afterTwoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * The text editor a double-click opens over a text layer (spec 2 §2, §4), sitting exactly over the drawn
 * text in its font, size, colour and direction, turned as it is, and following the view's zoom
 * (textEditorPlacement.ts): it shows the layer's own picture until the text changes, then the picture the
 * typed text will make, drawn by the renderer's code (docs/designer.md, "Text"), under a field whose
 * characters are transparent. The layer is not drawn meanwhile, so editing starts and ends without a jump:
 * on commit the editor stays until the new picture is drawn. Blur or Enter commits through editText (one undo step), Shift+Enter starts a new line,
 * Escape leaves the text as it was; an empty text is refused with 请输入文字. A character the font has no
 * glyph for is named under the editor as it is typed (spec 2 §8), and Enter does not apply the text then.
 */
export function TextCanvasEditor({ images, uuid, box: openedAt, surface, onClose }: TextCanvasEditorProps) {
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
  const [box, setBox] = useState(openedAt);
  // Zoomed, panned or resized while the editor is open: it stays over the layer, at the size shown.
  useEffect(() => {
    if (!layer) return;
    return surface.subscribeViewport(() => setBox(surface.viewBoxOf(layer)));
  }, [surface, layer]);
  /** Whether the layer's own picture loaded in the editor (null: not yet); without it the text is laid out afresh. */
  const [pictureShown, setPictureShown] = useState<boolean | null>(null);
  const typed = withoutInvisibleControls(text);
  const changed = typed !== (layer?.text ?? '') || pictureShown === false;
  const canvas = useDesignerValue(store, ({ state }) => state.canvas);
  const family = loaded?.family ?? 'sans-serif';
  // What the typed text will be drawn as once committed (an empty field: room for its placeholder).
  const typedPicture = useMemo(
    () => (layer && changed && face !== null ? typedTextPicture(family, typed || MSG.designerText.textPlaceholder, layer, canvas) : null),
    [layer, changed, face, family, typed, canvas],
  );
  const field = useRef<HTMLTextAreaElement>(null);
  /** Set once the edit is committed or cancelled: the blur that follows must not commit again. */
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  // Once the font is in and the editor shows the picture, it takes the drawn one's place.
  const ready = face !== null && (changed || pictureShown !== null);
  useEffect(() => {
    if (!ready) return;
    surface.editText(uuid, true);
    return () => surface.editText(uuid, false);
  }, [ready, surface, uuid]);

  async function finish(commit: boolean, byKey: boolean) {
    if (finished.current) return;
    finished.current = true;
    const style = editor.styleOf(uuid);
    if (commit && style && text !== style.text) {
      setApplying(true);
      // Until the new picture is drawn the editor stays over the layer: an undo or a save pressed meanwhile
      // waits for both (textEditsSettled), or it would undo the step before and leave the editor waiting.
      await editor.track(
        (async () => {
          // Opened and committed before the shop's fonts arrived: the edit asks for them itself.
          const applied = await editor.edit(uuid, { text }, library.data?.fonts ?? listFonts());
          if (applied) await surface.whenDrawn(uuid);
        })(),
      );
    }
    surface.editText(uuid, false);
    await afterTwoFrames();
    onClose(byKey);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // The designer's shortcuts and its Escape-to-close must not see keys typed here.
    event.stopPropagation();
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      void finish(false, true);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      // Named under the editor already: the text stays to be changed.
      if (missing.length === 0) void finish(true, true);
    }
  }

  function onBlur() {
    if (missing.length > 0 && !finished.current) {
      // Left with characters the font cannot draw: the text stays as it was, and the merchant is told why.
      Message.error({ id: 'designer-text-problem', content: MSG.designerText.missingGlyphsOf(missing) });
      void finish(false, false);
      return;
    }
    void finish(true, false);
  }

  if (!layer) return null;
  // While the text is as it was, the frame shows the layer's own picture; typed, the one it will make.
  const shown = typedPicture ? shownPictureSize(typedPicture, layer, box, canvas) : box;
  const em = typedPicture ? (typedPicture.fontPx * shown.width) / typedPicture.width : shownEmSize(layer, box);
  // Faded as the canvas fades the layer (model/opacity.ts).
  const fade = { opacity: opacityOf(layer) / LAYER_OPACITY_MAX };
  // Under the layer's drawn box, however it is turned.
  const below = rotatedBounds(box);
  return (
    <>
      <div className="designer-text-canvas-frame" style={editorFramePlacement(layer, box, shown)}>
        {typedPicture ? (
          <TypedPicture picture={typedPicture} size={shown} family={family} color={original?.fontColor ?? layer.fontColor ?? ''} blank={typed === ''} style={fade} />
        ) : (
          // The very picture the canvas draws: opening the editor moves nothing (docs/designer.md, "Text").
          <LayerPicture url={layer.imageUrl} size={shown} style={fade} onShown={setPictureShown} />
        )}
        <textarea
          ref={field}
          className="designer-text-canvas-editor"
          aria-label={MSG.designerText.text}
          aria-invalid={missing.length > 0}
          aria-busy={applying}
          readOnly={applying}
          placeholder={MSG.designerText.textPlaceholder}
          value={text}
          style={editorFieldStyle(layer, em, family)}
          // Lines are kept (Shift+Enter adds one, as in the panel's field); a pasted CRLF is one break.
          onChange={(event) => setText(clampTextLayer(event.target.value.replace(/\r\n?/g, '\n')))}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      </div>
      {missing.length > 0 && (
        <div className="designer-text-canvas-problem" role="alert" style={{ left: below.left, top: below.top + below.height + 8 }}>
          {MSG.designerText.missingGlyphsOf(missing)}
        </div>
      )}
    </>
  );
}

interface TypedPictureProps {
  picture: TextPicture & { fontPx: number };
  /** How large it is shown, in screen pixels. */
  size: ShownSize;
  family: string;
  color: string;
  /** Nothing typed: the frame keeps the placeholder's room, and no picture is drawn. */
  blank: boolean;
  style: CSSProperties;
}

/**
 * The picture a typed text will make, drawn as the renderer draws it (session/textRenderer.ts), its
 * characters drawn at the size they are shown (`size`, screen pixels) rather than the picture's pixels
 * scaled down, which a browser samples coarser than the canvas view draws the picture.
 */
function TypedPicture({ picture, size, family, color, blank, style }: TypedPictureProps) {
  const drawn = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = drawn.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    paintTextPicture(canvas, context, blank ? { ...picture, runs: [] } : picture, family, color, {
      width: Math.ceil(size.width * ratio),
      height: Math.ceil(size.height * ratio),
    });
  }, [picture, size.width, size.height, family, color, blank]);
  return <canvas ref={drawn} className="designer-text-canvas-picture" style={style} aria-hidden />;
}

interface LayerPictureProps {
  url: string;
  /** How large it is shown, in screen pixels. */
  size: ShownSize;
  style: CSSProperties;
  /** Whether the picture could be loaded. */
  onShown: (shown: boolean) => void;
}

/**
 * The layer's own picture, scaled to the screen pixels it is shown at in one drawImage, as the canvas view
 * scales an image before drawing it: a browser scaling an <img> samples a small text otherwise.
 */
function LayerPicture({ url, size, style, onShown }: LayerPictureProps) {
  const drawn = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    const loading = new Image();
    loading.onload = () => {
      if (!live) return;
      setImage(loading);
      onShown(true);
    };
    loading.onerror = () => live && onShown(false);
    loading.src = url;
    return () => {
      live = false;
    };
  }, [url, onShown]);
  useLayoutEffect(() => {
    const canvas = drawn.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !image) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.ceil(size.width * ratio);
    canvas.height = Math.ceil(size.height * ratio);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
  }, [image, size.width, size.height]);
  return <canvas ref={drawn} className="designer-text-canvas-picture" style={style} aria-hidden />;
}
