/**
 * "Text: time to redraw a 50-character text layer in a CJK font (goal < 30 ms after the font is
 * loaded)", next to the first draw, which also fetches the font and loads it with FontFace, the cmap
 * check alone, and the same line drawn at full size and scaled down by the layer (5000 px of PNG). The font is the seeded shop font (the Noto Sans CJK SC subset), served on the
 * console's origin as a shop font is. Reported, never asserted (ARCHITECTURE.md).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { Spread } from './designer';
import type { TextBench, TextRun } from './textRender.entry';

const FONTS = fileURLToPath(new URL('../../fixtures/fonts/', import.meta.url));
const GOAL_MS = 30;


export interface TextRenderReport {
  font: string;
  characters: number;
  goalMs: number;
  redraw: Spread;
  verticalRedraw: Spread;
  unfittedRedraw: Spread;
  firstDraw: Spread;
  cmapCheck: Spread;
  pictureSize: { horizontal: [number, number]; vertical: [number, number] };
}

function spread(values: number[]): Spread {
  const sorted = values.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), samples: values.length };
}

export async function measureTextRender(browser: Browser, baseUrl: string, { firstSamples = 5, redraws = 40 } = {}): Promise<TextRenderReport> {
  const bundlePath = await bundleForBrowser('textRender', './test/bench/textRender.entry.ts');
  const fontFile = 'NotoSansCJKsc-subset.otf';
  const font = await readFile(join(FONTS, fontFile));
  // 50 characters of the subset's own list: every one has its glyph.
  const chars = Array.from(await readFile(join(FONTS, 'subset-chars.txt'), 'utf8')).filter((c) => !/\s/.test(c));
  const text = chars.slice(0, 50).join('');
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.route(`${baseUrl}/bench-font/**`, (route) => route.fulfill({ contentType: 'font/otf', body: font }));
    await serveBenchPages(tab, baseUrl, bundlePath, { '/bench/text.html': 'text bench' });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${baseUrl}/bench/text.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { textBench?: unknown }).textBench === 'object');
    const run: TextRun = await tab.evaluate(
      (a) => (window as unknown as { textBench: TextBench }).textBench.run(a.url, a.text, a.firstSamples, a.redraws),
      { url: `${baseUrl}/bench-font/${fontFile}`, text, firstSamples, redraws },
    );
    if (errors.length) throw new Error(`page errors during the text benchmark: ${errors.join('; ')}`);
    return {
      font: `${fontFile} (${Math.round(font.length / 1024)} KB)`,
      characters: Array.from(text).length,
      goalMs: GOAL_MS,
      redraw: spread(run.redrawMs),
      verticalRedraw: spread(run.verticalRedrawMs),
      unfittedRedraw: spread(run.unfittedRedrawMs),
      firstDraw: spread(run.firstMs),
      cmapCheck: spread(run.cmapMs),
      pictureSize: { horizontal: run.size, vertical: run.verticalSize },
    };
  } finally {
    await context.close();
  }
}

export function textRenderRows(r: TextRenderReport): [string, string][] {
  const verdict = r.redraw.p95Ms < r.goalMs ? 'within' : 'OVER';
  return [
    [
      `Text layer, ${r.characters} CJK characters, redraw (font loaded)`,
      `${r.redraw.medianMs} ms median, ${r.redraw.p95Ms} ms p95 (${r.pictureSize.horizontal.join(' × ')} px); goal ${r.goalMs} ms: ${verdict}`,
    ],
    [`Text layer, vertical redraw | cmap check alone`, `${r.verticalRedraw.medianMs} ms | ${r.cmapCheck.medianMs} ms median`],
    [`Text layer, redraw at full size, then scaled (not ours)`, `${r.unfittedRedraw.medianMs} ms median, ${r.unfittedRedraw.p95Ms} ms p95`],
    [`Text layer, first draw incl. font fetch + FontFace load`, `${r.firstDraw.medianMs} ms median (${r.font})`],
  ];
}
