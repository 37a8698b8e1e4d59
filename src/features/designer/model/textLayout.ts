/**
 * Where a text layer's characters go and how large the layer is shown (spec 2 §4, §5, §9). Pure: the
 * renderer measures the characters with the real font and hands the advances in; the model sizes the
 * layer from the picture's pixels.
 */
import { TEXT_LAYER_MAX_CHARS, textLayerCharacters, textLayerProblem } from '../../../../contract/textLayer';
import type { Box, CanvasSize } from './types';

/** Spec 2 §5: added text is at most 50 characters, counted as the service counts them. */
export const TEXT_MAX_LENGTH = TEXT_LAYER_MAX_CHARS;
/** Spec 2 §9: the designer's default text colour. */
export const DEFAULT_TEXT_COLOR = '#646464';
/** Spec 2 §9: added text takes at most 80 percent of the canvas. */
export const TEXT_MAX_CANVAS_SHARE = 0.8;
/** How tall a new text's characters are on the canvas, in canvas pixels. */
export const TEXT_FONT_SIZE = 48;
/**
 * Image pixels per canvas pixel: the canvas is shown at under 1 screen pixel per canvas pixel even on a
 * 2× display, so 2 keeps the edges sharp without 50 characters passing the 8192 px image limit.
 */
export const TEXT_PIXEL_RATIO = 2;

/** Room for ascenders, descenders and antialiasing around the ink, as a share of the font size. */
export const TEXT_PADDING = 0.15;
/** A horizontal line's height, and a vertical column's width, as a share of the font size. */
export const TEXT_LINE = 1.3;
/** One character's step down a vertical column, as a share of the font size. */
export const TEXT_VERTICAL_STEP = 1.1;
const PADDING = TEXT_PADDING;
const LINE = TEXT_LINE;
const VERTICAL_STEP = TEXT_VERTICAL_STEP;

/** Rounds up to whole pixels, forgiving the float error of a product (110 × 3 is 330.00000000000006). */
const ceil = (n: number) => Math.ceil(n - 1e-6);

/** One fillText: `text` centred on x (vertical) or starting at x (horizontal), its middle at y. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  /** Drawn turned a quarter clockwise about (x, y): a bracket or a dash in a vertical column. */
  turned?: boolean;
}

/**
 * Punctuation that lies along the line: in a vertical column it is turned a quarter clockwise, as in
 * vertical CJK typesetting (brackets open downwards, a dash or an ellipsis runs down the column).
 */
const TURNED_IN_COLUMN = new Set(Array.from('（）()「」『』《》〈〉【】〔〕〖〗［］[]｛｝{}—―─…‥～~ー-－_＿'));
/**
 * Commas and full stops sit in the lower left of their square in a line and in the upper right in a
 * column: moved by this share of the font size right and up.
 */
const CORNER_IN_COLUMN = new Set(Array.from('，。、．,.'));
const CORNER_SHIFT = 0.5;

export interface TextPicture {
  /** The picture's size in pixels (whole numbers, at least 1). */
  width: number;
  height: number;
  align: 'left' | 'center';
  runs: TextRun[];
}

/** The characters as the merchant sees them (a surrogate pair is one character). */
export const textCharacters = textLayerCharacters;

/** Spec 2 §5: 请输入文字 (nothing but spaces is nothing) and at most 50 characters (contract/textLayer.ts). */
export const textProblem = textLayerProblem;

/** The text's lines: a line break (Shift+Enter in the editors, Enter in 添加文字) starts a new one. */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * Lays the text out at `fontPx`. Across: each line drawn as a whole (so the font's kerning applies), one
 * under the other. Down (vertical): each line a column, the first on the right as in vertical CJK
 * typesetting, its characters stacked top to bottom, each centred in the column, brackets and dashes turned
 * and commas and full stops in the upper right of their square. `advance` is the measured width of a run
 * in the font.
 */
export function layoutText(text: string, vertical: boolean, fontPx: number, advance: (run: string) => number): TextPicture {
  const pad = ceil(fontPx * PADDING);
  const lines = textLines(text);
  if (!vertical) {
    const lineHeight = fontPx * LINE;
    const height = ceil(lineHeight * lines.length) + pad * 2;
    const width = Math.max(1, ceil(Math.max(...lines.map((line) => advance(line)))) + pad * 2);
    const runs = lines.flatMap((line, i) => (line === '' ? [] : [{ text: line, x: pad, y: pad + lineHeight * i + lineHeight / 2 }]));
    return { width, height, align: 'left', runs };
  }
  const columns = lines.map((line) => textCharacters(line));
  const step = fontPx * VERTICAL_STEP;
  const widest = columns.flat().reduce((most, char) => Math.max(most, advance(char)), 0);
  const columnWidth = Math.max(fontPx * LINE, widest);
  const width = ceil(columnWidth * columns.length) + pad * 2;
  const longest = Math.max(...columns.map((column) => column.length));
  const height = Math.max(1, ceil(step * longest) + pad * 2);
  return {
    width,
    height,
    align: 'center',
    runs: columns.flatMap((chars, c) => {
      const x = width - pad - columnWidth * c - columnWidth / 2;
      return chars.map((char, i) => columnRun(char, x, pad + step * i + step / 2, fontPx));
    }),
  };
}

/**
 * The character size a text layer shows, in canvas pixels, read from its box across the text (its
 * height, or its width when vertical): a merchant who enlarged the text keeps it enlarged on the next
 * edit, whatever the picture's resolution.
 */
export function textEmSize(layer: { width: number; height: number; verticalText?: boolean; text?: string }): number {
  const lines = textLines(layer.text ?? '').length;
  return (layer.verticalText ? layer.width : layer.height) / (LINE * lines + PADDING * 2);
}

/** How large the renderer draws a text shown at `emSize` canvas pixels: in picture pixels, with its 80 % box. */
export function textScale(emSize: number, canvas: CanvasSize): { fontPx: number; maxWidth: number; maxHeight: number } {
  return {
    fontPx: emSize * TEXT_PIXEL_RATIO,
    maxWidth: Math.floor(canvas.width * TEXT_MAX_CANVAS_SHARE * TEXT_PIXEL_RATIO),
    maxHeight: Math.floor(canvas.height * TEXT_MAX_CANVAS_SHARE * TEXT_PIXEL_RATIO),
  };
}

/** A character of a vertical column, punctuation set the way a column sets it. */
function columnRun(char: string, x: number, y: number, fontPx: number): TextRun {
  if (TURNED_IN_COLUMN.has(char)) return { text: char, x, y, turned: true };
  if (CORNER_IN_COLUMN.has(char)) return { text: char, x: x + fontPx * CORNER_SHIFT, y: y - fontPx * CORNER_SHIFT };
  return { text: char, x, y };
}

/**
 * Lays the text out at the font size `fontPx`, smaller if needed so that the picture fits `max` (the
 * 80 % of the canvas, in picture pixels): a long text is drawn at the size it will be shown at, not
 * drawn large and scaled down (a 50-character line would be a 5000 px PNG to encode on every edit).
 */
export function layoutTextToFit(
  text: string,
  vertical: boolean,
  fontPx: number,
  max: { width: number; height: number },
  advance: (run: string, fontPx: number) => number,
): TextPicture & { fontPx: number } {
  let size = fontPx;
  let picture = layoutText(text, vertical, size, (run) => advance(run, size));
  // Padding does not scale with the text exactly: a second step settles what the first leaves over.
  for (let step = 0; step < 3 && (picture.width > max.width || picture.height > max.height); step++) {
    size = Math.max(1, size * Math.min(max.width / picture.width, max.height / picture.height) * 0.995);
    picture = layoutText(text, vertical, size, (run) => advance(run, size));
  }
  return { ...picture, fontPx: size };
}

/**
 * The size a picture of `pixels` is shown at: `scale` canvas pixels per image pixel, reduced (never
 * enlarged) until it fits 80 percent of the canvas's width and height.
 */
export function fitTextSize(pixels: { width: number; height: number }, scale: number, canvas: CanvasSize): { width: number; height: number } {
  const width = pixels.width * scale;
  const height = pixels.height * scale;
  const fit = Math.min(1, (canvas.width * TEXT_MAX_CANVAS_SHARE) / width, (canvas.height * TEXT_MAX_CANVAS_SHARE) / height);
  return { width: width * fit, height: height * fit };
}

/** `box` resized to `size` around the same centre. */
export function keepCentre(box: Box, size: { width: number; height: number }): Box {
  return {
    left: box.left + box.width / 2 - size.width / 2,
    top: box.top + box.height / 2 - size.height / 2,
    width: size.width,
    height: size.height,
  };
}
