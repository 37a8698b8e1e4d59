/**
 * Draws a text layer's picture with the shop's own font file (spec 2 §4, §8): the font is fetched from
 * its URL and loaded with FontFace once per URL, its cmap is checked for every character first (a
 * browser would quietly draw a missing glyph in a system font), then the text is drawn at twice the
 * canvas resolution, at the size it will be shown, into a PNG. The model only ever sees the PNG's URL and size.
 */
import { missingGlyphs } from '../../../lib/fontFile';
import { layoutTextToFit, type TextPicture } from '../model/textLayout';

/**
 * Why a text could not be drawn, as the merchant is told: `missingGlyphs` names the characters the font
 * has no glyph for (填入的字体没有找到对应的字形); `failed` is every other failure (生成字体发生错误).
 */
export class TextRenderError extends Error {
  override name = 'TextRenderError';

  constructor(
    readonly reason: 'missingGlyphs' | 'failed',
    readonly missing: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(reason === 'missingGlyphs' ? `missing glyphs: ${missing.join('')}` : 'text rendering failed', options);
  }
}

export interface TextToDraw {
  text: string;
  fontFamilyUrl: string;
  fontColor: string;
  verticalText: boolean;
}

/** How large to draw: the font size and the largest picture, in picture pixels. */
export interface TextScale {
  fontPx: number;
  maxWidth: number;
  maxHeight: number;
}

export interface DrawnText {
  png: Blob;
  /** The picture's size in pixels. */
  width: number;
  height: number;
}

interface LoadedFont {
  family: string;
  bytes: ArrayBuffer;
}

/** One load per URL for the page's life: a redraw after the first only draws (`npm run bench`, text layer). */
const loadedFonts = new Map<string, Promise<LoadedFont>>();
let familyCount = 0;

/** The font behind `url`, fetched and loaded once; a failed load is forgotten, so the next edit tries again. */
export function loadTextFont(url: string): Promise<LoadedFont> {
  let loading = loadedFonts.get(url);
  if (!loading) {
    loading = fetchAndLoad(url);
    loadedFonts.set(url, loading);
    loading.catch(() => {
      if (loadedFonts.get(url) === loading) loadedFonts.delete(url);
    });
  }
  return loading;
}

async function fetchAndLoad(url: string): Promise<LoadedFont> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  // A family of our own per file: two shop fonts with the same internal name must never share a face.
  const family = `designer-text-${++familyCount}`;
  // FontFace may take over the buffer it is given; the cmap is read from ours.
  const face = new FontFace(family, bytes.slice(0));
  await face.load();
  document.fonts.add(face);
  return { family, bytes };
}

/** Draws `text`; rejects with a TextRenderError only. */
export async function renderText({ text, fontFamilyUrl, fontColor, verticalText }: TextToDraw, scale: TextScale): Promise<DrawnText> {
  let font: LoadedFont;
  try {
    font = await loadTextFont(fontFamilyUrl);
  } catch (error) {
    throw new TextRenderError('failed', [], { cause: error });
  }
  const missing = missingGlyphs(font.bytes, text);
  // No Unicode cmap we can read: nothing vouches for any character, and the browser would fall back silently.
  if (missing === null) throw new TextRenderError('failed');
  if (missing.length > 0) throw new TextRenderError('missingGlyphs', missing);
  try {
    return await draw(font.family, text, fontColor, verticalText, scale);
  } catch (error) {
    throw new TextRenderError('failed', [], { cause: error });
  }
}

async function draw(family: string, text: string, color: string, vertical: boolean, scale: TextScale): Promise<DrawnText> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const picture = layoutTextPicture(context, family, text, vertical, scale);
  paintTextPicture(canvas, context, picture, family, color);
  const png = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob && blob.size > 0 ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/png');
  });
  return { png, width: picture.width, height: picture.height };
}

const fontAt = (family: string, px: number) => `${px}px "${family}"`;

/**
 * The picture `text` makes at `scale`, its characters measured with `context` in `family`: what renderText
 * draws, and what the canvas's text editor shows as it is typed (panels/TextCanvasEditor.tsx), so that a
 * committed text lands where the editor showed it.
 */
export function layoutTextPicture(context: CanvasRenderingContext2D, family: string, text: string, vertical: boolean, scale: TextScale): TextPicture & { fontPx: number } {
  return layoutTextToFit(text, vertical, scale.fontPx, { width: scale.maxWidth, height: scale.maxHeight }, (run, px) => {
    context.font = fontAt(family, px);
    return context.measureText(run).width;
  });
}

/**
 * Draws a laid-out picture onto `canvas`, in `family` and `color`: at its own pixels, or scaled to `pixels`
 * (the canvas is resized to them).
 */
export function paintTextPicture(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  picture: TextPicture & { fontPx: number },
  family: string,
  color: string,
  pixels: { width: number; height: number } = picture,
): void {
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  // Resizing a canvas resets its context, the font and the transform included.
  context.scale(pixels.width / picture.width, pixels.height / picture.height);
  context.font = fontAt(family, picture.fontPx);
  context.fillStyle = color;
  context.textBaseline = 'middle';
  context.textAlign = picture.align;
  for (const run of picture.runs) {
    if (!run.turned) {
      context.fillText(run.text, run.x, run.y);
      continue;
    }
    context.save();
    context.translate(run.x, run.y);
    context.rotate(Math.PI / 2);
    context.fillText(run.text, 0, 0);
    context.restore();
  }
}
