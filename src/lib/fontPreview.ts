/**
 * Spec 2 §5, §9: a shop font is listed by two preview images of its own name drawn in the font itself,
 * 32 px, rgb(51,51,51) for the normal state and rgb(253,116,85) for the active one. They are made in
 * the browser from the chosen file, before anything is uploaded, so a file that cannot draw its own
 * name never reaches the shop (生成字体预览图失败，请检查字体文件, or 填入的字体没有找到对应的字形 when it is the
 * name's characters that the font lacks).
 */
import { MSG } from '../messages';
import { missingGlyphs } from './fontFile';

export const PREVIEW_FONT_SIZE = 32;
export const PREVIEW_NORMAL_COLOR = 'rgb(51,51,51)';
export const PREVIEW_ACTIVE_COLOR = 'rgb(253,116,85)';
/** Room around the ink, so antialiased edges and italic overhangs are not clipped. */
const PADDING = 4;

export interface FontPreviews {
  normal: Blob;
  active: Blob;
}

/**
 * Why previews could not be made, as the merchant is told (spec 2 §5, §8):
 * - `missing-glyphs`: the font loads but has no glyph for some character of the name (填入的字体没有找到对应的字形);
 *   the name is what to change.
 * - `unusable-font`: the browser will not load the bytes as a font, or it draws nothing, or no PNG comes
 *   out (生成字体预览图失败，请检查字体文件); the file is what to change.
 */
export type FontPreviewFailure = 'missing-glyphs' | 'unusable-font';

export class FontPreviewError extends Error {
  override name = 'FontPreviewError';

  constructor(
    readonly reason: FontPreviewFailure,
    /** For `missing-glyphs`: the characters of the name the font lacks, each once. */
    readonly missing: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(reason === 'missing-glyphs' ? MSG.fonts.missingGlyphs : MSG.fonts.previewFailed, options);
  }
}

let faceCount = 0;

/**
 * Renders both previews of `text` in the font held by `fontFile`. Rejects with a FontPreviewError:
 * `missing-glyphs` (checked in the cmap before loading: a browser would draw those characters with a
 * system fallback font, a preview that is not this font), or `unusable-font` for every other failure
 * (bytes the browser will not load as a font, e.g. a truncated file with a valid signature; nothing
 * drawn; no PNG made).
 */
export async function renderFontPreviews(fontFile: Blob, text: string): Promise<FontPreviews> {
  // A unique family per call: two fonts named alike, or a retry after a failure, must never share a face.
  const family = `shop-font-preview-${++faceCount}-${Math.random().toString(36).slice(2, 8)}`;
  let face: FontFace | undefined;
  try {
    const bytes = await fontFile.arrayBuffer();
    const missing = missingGlyphs(bytes, text);
    if (missing && missing.length > 0) throw new FontPreviewError('missing-glyphs', missing);
    face = new FontFace(family, bytes);
    await face.load();
    document.fonts.add(face);
    return {
      normal: await drawPreview(family, text, PREVIEW_NORMAL_COLOR),
      active: await drawPreview(family, text, PREVIEW_ACTIVE_COLOR),
    };
  } catch (error) {
    if (error instanceof FontPreviewError) throw error;
    throw new FontPreviewError('unusable-font', [], { cause: error });
  } finally {
    if (face) document.fonts.delete(face);
  }
}

/** One PNG: a transparent canvas just large enough for the measured text. */
async function drawPreview(family: string, text: string, color: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const font = `${PREVIEW_FONT_SIZE}px "${family}"`;
  context.font = font;
  const box = previewBox(context.measureText(text));
  if (!box) throw new Error('nothing to draw');
  canvas.width = box.width;
  canvas.height = box.height;
  // Resizing a canvas resets its context state, the font included.
  context.font = font;
  context.fillStyle = color;
  context.textBaseline = 'alphabetic';
  context.fillText(text, box.x, box.y);
  if (!hasInk(context, box.width, box.height)) throw new Error('no glyph drawn');
  return toPng(canvas);
}

export interface PreviewBox {
  width: number;
  height: number;
  /** Where fillText puts the alphabetic baseline's start. */
  x: number;
  y: number;
}

/**
 * The canvas for measured text. The height never goes below a line of the preview size, so previews
 * of short or flat names (一, ~) line up with the others in the font picker.
 */
export function previewBox(metrics: Pick<TextMetrics, 'width' | 'actualBoundingBoxLeft' | 'actualBoundingBoxRight' | 'actualBoundingBoxAscent' | 'actualBoundingBoxDescent'>): PreviewBox | null {
  const left = Math.ceil(Math.max(0, metrics.actualBoundingBoxLeft));
  const right = Math.ceil(Math.max(metrics.width, metrics.actualBoundingBoxRight));
  if (!(left + right > 0)) return null;
  const ascent = Math.ceil(Math.max(metrics.actualBoundingBoxAscent, PREVIEW_FONT_SIZE * 0.88));
  const descent = Math.ceil(Math.max(metrics.actualBoundingBoxDescent, PREVIEW_FONT_SIZE * 0.12));
  return {
    width: left + right + PADDING * 2,
    height: ascent + descent + PADDING * 2,
    x: PADDING + left,
    y: PADDING + ascent,
  };
}

function hasInk(context: CanvasRenderingContext2D, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
  return false;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob && blob.size > 0 ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/png');
  });
}
