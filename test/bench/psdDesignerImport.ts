/**
 * The PSD import: "the main thread never blocks for more than 50 ms" for a PSD import as the merchant does it, in
 * the production console: a 100-layer artboard (the import's cap) of 300 × 300 layers of noise brought into an
 * open template through 导入PSD. Reports the longest main-thread task (Long Tasks API) from the click on
 * 导入 until every layer is listed and a second has passed for the canvas to draw them, per round.
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
import { noise, nodePixels } from './psdImport';

const LAYERS = 100;
const SIDE = 300;
const ROUNDS = 3;

export interface PsdDesignerImportReport {
  layers: number;
  side: number;
  /** Per round: the longest task over 50 ms (0: none) and the ms from 导入 until all layers were listed. */
  rounds: { longestTaskMs: number; listedMs: number }[];
  /** The last round traced: the page's main thread from 导入 to a second after the last layer was listed (its CPU, its longest task's wall and CPU time). */
  traced: MainThreadWork | null;
}

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
  return { layers: LAYERS, side: SIDE, rounds, traced };
}

export function psdDesignerImportRows(r: PsdDesignerImportReport): [string, string][] {
  return [
    [
      `PSD import of ${r.layers} layers (${r.side}²) into the open designer`,
      `longest main-thread task per round ${r.rounds.map((x) => (x.longestTaskMs > 0 ? `${x.longestTaskMs} ms` : '<50')).join(', ')}; all listed after ${r.rounds.map((x) => x.listedMs).join(', ')} ms` +
        (r.traced ? `; last round traced: main thread ${r.traced.cpuMs} ms CPU, longest task ${r.traced.longestTaskMs} ms (${r.traced.longestTaskCpuMs} ms CPU)` : ''),
    ],
  ];
}
