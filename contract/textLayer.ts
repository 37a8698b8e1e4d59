/**
 * The text of a text layer (spec 2 §5), one rule for the console and the service: at most 50 characters,
 * a character being one as the merchant sees it (𠀀, an emoji or a joined emoji is one: contract/characters.ts),
 * and no invisible direction or zero-width controls (they draw nothing and can turn the line around), no
 * control characters but the line break, and no half of a surrogate pair (no UTF-8 holds one: a store or
 * the buyer's mini-program reading the text as UTF-8 would get U+FFFD or fail).
 */
import { userCharacters } from './characters';

/** Spec 2 §5: a text layer says at most 50 characters. */
export const TEXT_LAYER_MAX_CHARS = 50;

/**
 * Direction marks, embeddings, overrides and isolates, zero-width spaces and joiners, the word joiner
 * and invisible operators, the byte-order mark: nothing to draw, nothing a font must have a glyph for.
 * The C0 controls but the line break (a pasted CR LF keeps its LF), DEL and the C1 controls; and a
 * surrogate without its other half.
 */
const INVISIBLE_CONTROLS =
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The characters as counted: as the merchant counts them (contract/characters.ts). */
export function textLayerCharacters(text: string): string[] {
  return userCharacters(text);
}

export function textLayerLength(text: string): number {
  return textLayerCharacters(text).length;
}

/** `text` without its invisible controls: what the console draws and stores. */
export function withoutInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}

/** The first `max` characters of `text` (what a text field keeps while the merchant types). */
export function clampTextLayer(text: string, max = TEXT_LAYER_MAX_CHARS): string {
  const characters = textLayerCharacters(text);
  return characters.length > max ? characters.slice(0, max).join('') : text;
}

/** Spec 2 §5: 请输入文字 (nothing but spaces is nothing) and at most 50 characters. */
export function textLayerProblem(text: string): 'required' | 'tooLong' | null {
  if (text.trim() === '') return 'required';
  if (textLayerLength(text) > TEXT_LAYER_MAX_CHARS) return 'tooLong';
  return null;
}

/** Spec 2 §9: a text colour is #rrggbb. */
export function isTextColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}
