/**
 * From a merchant's text change to the model: draw the picture, then add the layer or dispatch editText.
 * Edits of one layer are kept in order: each builds on the one asked for before it (a font change
 * followed at once by a colour change keeps both), and only the last one asked for reaches the model,
 * whatever order the drawings finish in.
 */
import { Message } from '@arco-design/web-react';
import type { ShopFont } from '../../../../contract/library';
import { withoutInvisibleControls } from '../../../../contract/textLayer';
import { MSG } from '../messages';
import { findLayer } from '../model/layerLookup';
import type { RenderedText, TextStyle } from '../model/actionPayloads';
import { textLayer, textStyleOf } from '../model/textActions';
import { TEXT_FONT_SIZE, TEXT_MAX_LENGTH, textEmSize, textProblem, textScale } from '../model/textLayout';
import type { DesignerStore } from '../model';
import type { LocalImages } from './localImages';
import { renderText, TextRenderError, type TextScale } from './textRenderer';

/** One message at a time for text problems: a double click on 添加 must not stack the same refusal twice. */
function sayTextProblem(content: string): void {
  Message.error({ id: 'designer-text-problem', content });
}

/** What the merchant is told when a text cannot be drawn (spec 2 §8). */
export function textRenderFailureText(error: unknown): string {
  if (error instanceof TextRenderError && error.reason === 'missingGlyphs') return MSG.designerText.missingGlyphsOf(error.missing);
  return MSG.designerText.renderFailed;
}

/** The text's own problem, as the merchant is told, or null. */
export function textProblemText(text: string): string | null {
  const problem = textProblem(text);
  if (problem === 'required') return MSG.designerText.textRequired;
  if (problem === 'tooLong') return MSG.designerText.textTooLong(TEXT_MAX_LENGTH);
  return null;
}

/**
 * Resolves once no save is running: a text drawn while a save writes the document waits for its answer
 * instead of being refused (the store takes no edit during a save), so the merchant's edit is not lost.
 */
function whenNotSaving(store: DesignerStore): Promise<void> {
  if (!store.getSnapshot().saving) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (store.getSnapshot().saving) return;
      unsubscribe();
      resolve();
    });
  });
}

async function drawText(images: LocalImages, style: TextStyle, scale: TextScale): Promise<RenderedText> {
  const { png, width, height } = await renderText(style, scale);
  return { imageUrl: images.add(png), width, height };
}

/**
 * Adds a new text layer in `font` (one of the shop's), centred and selected; false (and the merchant told
 * why) when it could not be drawn. Invisible controls are dropped first: they draw nothing.
 */
export async function addTextLayer(store: DesignerStore, images: LocalImages, font: ShopFont, change: Omit<TextStyle, 'fontId' | 'fontFamilyUrl'>): Promise<boolean> {
  const style: TextStyle = { ...change, text: withoutInvisibleControls(change.text), fontId: font.id, fontFamilyUrl: font.fontUrl };
  const problem = textProblemText(style.text);
  if (problem) {
    sayTextProblem(problem);
    return false;
  }
  let image: RenderedText;
  try {
    image = await drawText(images, style, textScale(TEXT_FONT_SIZE, store.getState().canvas));
  } catch (error) {
    sayTextProblem(textRenderFailureText(error));
    return false;
  }
  await whenNotSaving(store);
  return store.dispatch('addLayer', textLayer({ ...style, image, canvas: store.getState().canvas })).ran;
}

/** The shop's font a layer names, if the shop still has it. */
export function shopFontOf(fontId: string | null, fonts: readonly ShopFont[] | undefined): ShopFont | undefined {
  return fonts?.find((font) => font.id === fontId);
}

/** What an edit may change: the font is named by its id only, its file always comes from the shop's record. */
export type TextChange = Partial<Omit<TextStyle, 'fontFamilyUrl'>>;

interface Pending {
  style: TextStyle;
  sequence: number;
}

/** One per drawer: the edits asked for and not yet drawn, by layer. */
export class TextLayerEditor {
  private readonly pending = new Map<string, Pending>();
  private sequence = 0;
  private readonly listeners = new Set<() => void>();
  /** The edits under way, applied or not: what a save or a close waits for before it reads the layers. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly store: DesignerStore,
    private readonly images: LocalImages,
  ) {}

  /** The style a layer will have once its edits are drawn (what the controls show meanwhile). */
  styleOf(uuid: string): TextStyle | null {
    const pending = this.pending.get(uuid);
    if (pending) return pending.style;
    const layer = findLayer(this.store.getState(), uuid);
    const style = layer ? textStyleOf(layer) : null;
    if (!style) return null;
    return { ...style, fontId: style.fontId ?? '', fontFamilyUrl: style.fontFamilyUrl ?? '' };
  }

  busy(uuid: string): boolean {
    return this.pending.has(uuid);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Changes a text layer: redraws its picture and dispatches editText (one undo step, the centre kept).
   * The font file is the one of the shop's record for the layer's font (`fonts`, the shop's fonts), never
   * the address the layer kept: a layer whose font is gone is refused with 字体不存在 and keeps its picture
   * until the merchant picks a font. Resolves false when nothing was changed: a refused text or font, a
   * failed drawing (the merchant is told), or a later edit of the same layer that took over.
   */
  edit(uuid: string, change: TextChange, fonts: readonly ShopFont[] | undefined | Promise<readonly ShopFont[]>): Promise<boolean> {
    return this.track(this.apply(uuid, change, fonts));
  }

  /** `work` counted among the edits under way until it ends (the canvas editor's wait for its picture drawn). */
  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => undefined);
    return work;
  }

  /**
   * Once every edit asked for so far is applied or refused: a text typed in the canvas editor or the panel
   * is committed as the focus leaves it, on the press of 保存 or of the drawer's ×, and is part of what
   * that save writes, or of the changes that close asks about (spec 2 §4).
   */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private async apply(uuid: string, change: TextChange, fonts: readonly ShopFont[] | undefined | Promise<readonly ShopFont[]>): Promise<boolean> {
    const base = this.styleOf(uuid);
    if (!base) return false;
    const merged = { ...base, ...change };
    const text = withoutInvisibleControls(merged.text);
    const problem = textProblemText(text);
    if (problem) {
      sayTextProblem(problem);
      return false;
    }
    const sequence = ++this.sequence;
    this.setPending(uuid, { style: { ...merged, text }, sequence });
    const current = () => this.pending.get(uuid)?.sequence === sequence;
    try {
      // Fonts still loading (an editor opened at once) are waited for; a list at hand is used at once.
      const shopFonts = fonts instanceof Promise ? await fonts : fonts;
      const font = shopFontOf(merged.fontId, shopFonts);
      if (!font) {
        if (current()) sayTextProblem(shopFonts ? MSG.designerText.fontMissing : MSG.designerText.loadFailed);
        return false;
      }
      const style: TextStyle = { ...merged, text, fontFamilyUrl: font.fontUrl };
      // The character size the layer shows now: a merchant who enlarged the text keeps it enlarged.
      const layer = findLayer(this.store.getState(), uuid);
      if (!layer) return false;
      const image = await drawText(this.images, style, textScale(textEmSize(layer), this.store.getState().canvas));
      await whenNotSaving(this.store);
      if (!current()) return false;
      return this.store.dispatch('editText', { uuid, ...style, image }).ran;
    } catch (error) {
      if (current()) sayTextProblem(textRenderFailureText(error));
      return false;
    } finally {
      if (current()) this.setPending(uuid, null);
    }
  }


  private setPending(uuid: string, pending: Pending | null): void {
    if (pending) this.pending.set(uuid, pending);
    else this.pending.delete(uuid);
    this.listeners.forEach((listener) => listener());
  }
}

const editors = new WeakMap<DesignerStore, TextLayerEditor>();

/** Once the store's text edits under way are applied or refused (TextLayerEditor.settled). */
export function textEditsSettled(store: DesignerStore): Promise<void> {
  return editors.get(store)?.settled() ?? Promise.resolve();
}

/** The drawer's one editor (the property panel and the canvas editor share its pending edits). */
export function textLayerEditorFor(store: DesignerStore, images: LocalImages): TextLayerEditor {
  let editor = editors.get(store);
  if (!editor) {
    editor = new TextLayerEditor(store, images);
    editors.set(store, editor);
  }
  return editor;
}
