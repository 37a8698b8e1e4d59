/**
 * The PSD import: "the main thread never blocks for more than 50 ms" for a PSD import as the merchant does it, in
 * the production console: a 100-layer artboard (the import's cap) of 300 × 300 layers of noise brought into an
 * open template through 导入PSD. Reports the longest main-thread task (Long Tasks API) from the click on
 * 导入 until every layer is listed and a second has passed for the canvas to draw them, per round.
 * Then a file of 3,000 artboards picked in the designer: the longest task until every box has its preview.
 * Speed is reported, never asserted.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePsd } from 'ag-psd';
import type { Browser } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import { longestTaskMs, openSeededTemplate, watchLongTasks } from './designerInConsole';
import { startMainThreadTrace, stopMainThreadTrace, type MainThreadWork } from './mainThreadTrace';
import { manyArtboardsPsd, nodePixels } from '../support/psdFiles';
import { noise } from './psdImport';

const LAYERS = 100;
const SIDE = 300;
const ROUNDS = 3;

export interface PsdDesignerImportReport {
  layers: number;
  side: number;
  /** A file of MANY_ARTBOARDS artboards picked in the designer: from the pick until every box has its preview, then a second. */
  manyArtboards: { artboards: number; longestTaskMs: number; listedMs: number };
  /** Per round: the longest task over 50 ms (0: none) and the ms from 导入 until all layers were listed. */
  rounds: { longestTaskMs: number; listedMs: number }[];
  /** The last round traced: the page's main thread from 导入 to a second after the last layer was listed (its CPU, its longest task's wall and CPU time). */
  traced: MainThreadWork | null;
}

/** A designer's sprite sheet of artboards: far more than a template has, to see the dialog's list stay light. */
const MANY_ARTBOARDS = 3000;

const START_MARK = 'psd-designer-import-start';
const END_MARK = 'psd-designer-import-end';

function hundredLayerPsd(): string {
  nodePixels();
  const children = Array.from({ length: LAYERS }, (_, i) => {
    const left = (i % 10) * 70;
    const top = Math.floor(i / 10) * 170;
    return { name: `图层 ${i + 1}`, left, top, right: left + SIDE, bottom: top + SIDE, imageData: noise(SIDE, SIDE, i + 1) };
  });
  const psd = writePsd({ width: 1000, height: 2000, children: [{ name: '画板 1', artboard: { rect: { top: 0, left: 0, bottom: 2000, right: 1000 } }, children }] });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-bench-')), 'hundred-layers.psd');
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

/** The dialog listing MANY_ARTBOARDS artboards and drawing their previews: the longest main-thread task meanwhile. */
async function measureManyArtboards(browser: Browser, server: ConsoleServer): Promise<PsdDesignerImportReport['manyArtboards']> {
  const file = manyArtboardsPsd(MANY_ARTBOARDS);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await openSeededTemplate(page, server);
    await watchLongTasks(page);
    const started = Date.now();
    await page.locator('.designer-drawer input[type="file"][accept^=".psd"]').setInputFiles(file);
    const dialog = page.locator('.psd-import-dialog');
    await page.waitForFunction((count) => document.querySelectorAll('.psd-import-dialog .psd-import-preview canvas').length === count, MANY_ARTBOARDS, { timeout: 120_000 });
    const listedMs = Date.now() - started;
    await page.waitForTimeout(1_000);
    const longest = await longestTaskMs(page);
    await dialog.getByRole('button', { name: '取消' }).click();
    return { artboards: MANY_ARTBOARDS, longestTaskMs: longest, listedMs };
  } finally {
    await context.close();
  }
}

export async function measurePsdDesignerImport(browser: Browser, server: ConsoleServer): Promise<PsdDesignerImportReport> {
  const file = hundredLayerPsd();
  const rounds: PsdDesignerImportReport['rounds'] = [];
  let traced: MainThreadWork | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    const tracing = round === ROUNDS - 1;
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await openSeededTemplate(page, server);
      const drawer = page.locator('.designer-drawer');
      const rows = drawer.locator('.designer-layer-row');
      const before = await rows.count();
      // The production build has no test ids: the PSD input by what it accepts, the artboards by class.
      await drawer.locator('input[type="file"][accept^=".psd"]').setInputFiles(file);
      const dialog = page.locator('.psd-import-dialog');
      await dialog.locator('.psd-import-artboard').first().waitFor();
      await watchLongTasks(page);
      if (tracing) await startMainThreadTrace(browser, page);
      await page.evaluate((mark) => performance.mark(mark), START_MARK);
      const started = Date.now();
      await dialog.getByRole('button', { name: '导入', exact: true }).click();
      await page.waitForFunction((count) => document.querySelectorAll('.designer-drawer .designer-layer-row').length === count, before + LAYERS, { timeout: 60_000 });
      const listedMs = Date.now() - started;
      await page.waitForTimeout(1_000);
      await page.evaluate((mark) => performance.mark(mark), END_MARK);
      if (tracing) traced = await stopMainThreadTrace(browser, START_MARK, END_MARK);
      rounds.push({ longestTaskMs: await longestTaskMs(page), listedMs });
    } finally {
      await context.close();
    }
  }
  return { layers: LAYERS, side: SIDE, manyArtboards: await measureManyArtboards(browser, server), rounds, traced };
}

export function psdDesignerImportRows(r: PsdDesignerImportReport): [string, string][] {
  return [
    [
      `PSD import of ${r.layers} layers (${r.side}²) into the open designer`,
      `longest main-thread task per round ${r.rounds.map((x) => (x.longestTaskMs > 0 ? `${x.longestTaskMs} ms` : '<50')).join(', ')}; all listed after ${r.rounds.map((x) => x.listedMs).join(', ')} ms` +
        (r.traced ? `; last round traced: main thread ${r.traced.cpuMs} ms CPU, longest task ${r.traced.longestTaskMs} ms (${r.traced.longestTaskCpuMs} ms CPU)` : ''),
    ],
    [
      `PSD dialog listing ${r.manyArtboards.artboards} artboards in the designer`,
      `longest main-thread task ${r.manyArtboards.longestTaskMs > 0 ? `${r.manyArtboards.longestTaskMs} ms` : '<50'} from the pick until every preview was drawn (after ${r.manyArtboards.listedMs} ms) and a second more`,
    ],
  ];
}
