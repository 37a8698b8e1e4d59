/**
 * The slot map's text renderer in the browser (slotmapPdf.ts `RenderText`): one line drawn with a canvas
 * in the console's own Chinese fonts (src/styles.css), black on transparency, at the asked resolution.
 */
import type { RenderText } from './slotmapPdf';

const FONT_FAMILY = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";
/** The line's height, in font sizes: room for CJK glyphs' ascent and descent. */
const LINE_HEIGHT = 1.3;

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function context(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height).getContext('2d')!;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas.getContext('2d')!;
}

export const canvasText: RenderText = (text, { sizePt, pxPerPt }) => {
  const sizePx = Math.round(sizePt * pxPerPt);
  const font = `${sizePx}px ${FONT_FAMILY}`;
  const measure = context(1, 1);
  measure.font = font;
  const width = Math.max(1, Math.ceil(measure.measureText(text).width));
  const height = Math.ceil(sizePx * LINE_HEIGHT);
  const ctx = context(width, height);
  ctx.font = font;
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, height / 2);
  return ctx.getImageData(0, 0, width, height);
};
