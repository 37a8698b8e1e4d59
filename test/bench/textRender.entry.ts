/**
 * Bundled into dist-bench/textRender.js and served at /bench/text.html. Node drives it through
 * window.textBench (see textRender.ts). It runs the designer's own text renderer
 * (session/textRenderer.ts): the cmap check, the layout and the draw into a PNG.
 */
import { missingGlyphs } from '../../src/lib/fontFile';
import { TEXT_FONT_SIZE, textScale } from '../../src/features/designer/model/textLayout';
import { loadTextFont, renderText } from '../../src/features/designer/session/textRenderer';

export interface TextRun {
  /** Per sample, a first draw: fetching the font, FontFace load, cmap check, draw, PNG (a fresh URL each). */
  firstMs: number[];
  /** Per redraw with the font loaded, horizontal and vertical (the colour changes each time). */
  redrawMs: number[];
  verticalRedrawMs: number[];
  /** The same line drawn at full size whatever its length (5000 px wide), as before it was fitted first. */
  unfittedRedrawMs: number[];
  /** The cmap check alone, per redraw. */
  cmapMs: number[];
  /** The picture's size in pixels, horizontal and vertical. */
  size: [number, number];
  verticalSize: [number, number];
}

const COLORS = ['#646464', '#fd7455', '#165dff', '#00b42a'];
/** As the designer draws a new text on its 500 × 1044 canvas. */
const SCALE = textScale(TEXT_FONT_SIZE, { width: 500, height: 1044 });

async function run(fontUrl: string, text: string, firstSamples: number, redraws: number): Promise<TextRun> {
  const firstMs: number[] = [];
  for (let i = 0; i < firstSamples; i++) {
    const start = performance.now();
    await renderText({ text, fontFamilyUrl: `${fontUrl}?sample=${i}`, fontColor: '#646464', verticalText: false }, SCALE);
    firstMs.push(performance.now() - start);
  }
  const redraw = async (verticalText: boolean, scale = SCALE) => {
    const times: number[] = [];
    let size: [number, number] = [0, 0];
    for (let i = 0; i < redraws; i++) {
      const start = performance.now();
      const drawn = await renderText({ text, fontFamilyUrl: fontUrl, fontColor: COLORS[i % COLORS.length]!, verticalText }, scale);
      times.push(performance.now() - start);
      size = [drawn.width, drawn.height];
    }
    return { times, size };
  };
  await redraw(false); // loads the font once; the timed redraws start from a loaded font
  const horizontal = await redraw(false);
  const vertical = await redraw(true);
  const unfitted = await redraw(false, { ...SCALE, maxWidth: 100_000, maxHeight: 100_000 });
  const { bytes } = await loadTextFont(fontUrl);
  const cmapMs: number[] = [];
  for (let i = 0; i < redraws; i++) {
    const start = performance.now();
    missingGlyphs(bytes, text);
    cmapMs.push(performance.now() - start);
  }
  return { firstMs, redrawMs: horizontal.times, verticalRedrawMs: vertical.times, unfittedRedrawMs: unfitted.times, cmapMs, size: horizontal.size, verticalSize: vertical.size };
}

export type TextBench = { run: typeof run };
(window as unknown as { textBench: TextBench }).textBench = { run };
