/**
 * 同步商品 with long inputs: the longest main-thread task while 2,000 ids (and 500, the most a run takes)
 * are pasted into the dialog and synced, one call per id against the dev API (spec 3 §5). Speed is
 * reported, never asserted (ARCHITECTURE.md); the end-to-end test asserts the structure instead (rows
 * drawn at once).
 *
 * Headless Chromium at 1024 × 640 runs the dialog itself (productSync.entry.tsx) with Arco's stylesheet.
 * Each size: the ids are pasted (through the clipboard), 开始同步 is clicked, and the run goes on
 * until the summary (同步完成) or the refusal under the box. Every id is unknown to the marketplace, so each
 * row carries the server's reason: the widest rows the list has.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { type Shop } from '../../contract/shops';
import { shopPlatform } from '../../contract/shopPlatforms';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { ProductSyncBench, SyncWatch } from './productSync.entry';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PRODUCT_SYNC_SIZES = (process.env.BENCH_SYNC_SIZES ?? '500,2000').split(',').map(Number);
/** How long a run is watched: a list that redraws every row per id may not end in any useful time. */
const RUN_LIMIT_MS = Number(process.env.BENCH_SYNC_LIMIT_MS ?? 300_000);

export interface ProductSyncRun extends SyncWatch {
  ids: number;
  /** Refused before any call: over the most a run takes. */
  refused: boolean;
  /** False when the run had not ended after RUN_LIMIT_MS; then `progress` says how far it got. */
  finished: boolean;
  progress: string;
  /** From the click on 开始同步 to the summary or the refusal (or to the limit). */
  runMs: number;
  /** The longest task while the ids were pasted, before the click. */
  pasteLongestTaskMs: number;
}

export interface ProductSyncReport {
  runs: ProductSyncRun[];
}

export function buildProductSync(): Promise<string> {
  return bundleForBrowser('productSync', './test/bench/productSync.entry.tsx');
}

type BenchWindow = { productSyncBench: ProductSyncBench };

export async function measureProductSync(browser: Browser, server: ConsoleServer, bundlePath: string, sizes = PRODUCT_SYNC_SIZES): Promise<ProductSyncReport> {
  const shops = await callDevApi<Shop[]>(server, 'GET', '/api/shops');
  const taobao = shops.find((shop) => shopPlatform(shop.type)?.syncsProducts);
  if (!taobao) throw new Error('no Taobao shop in the seed');
  const arcoCss = await readFile(createRequire(import.meta.url).resolve('@arco-design/web-react/dist/css/arco.css'), 'utf8');
  const productsCss = await readFile(join(ROOT, 'src/features/products/products.css'), 'utf8');
  const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/product-sync.html': 'product sync bench' });
    await tab.goto(`${server.url}/bench/product-sync.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { productSyncBench?: unknown }).productSyncBench === 'object');
    await tab.addStyleTag({ content: arcoCss });
    await tab.addStyleTag({ content: productsCss });
    await tab.evaluate(() => (window as unknown as BenchWindow).productSyncBench.login());
    const runs: ProductSyncRun[] = [];
    for (const count of sizes) {
      await tab.evaluate((shopId) => (window as unknown as BenchWindow).productSyncBench.mount(shopId), taobao.id);
      const box = tab.locator('.sync-products-modal textarea');
      await box.waitFor();
      await tab.evaluate(() => (window as unknown as BenchWindow).productSyncBench.watch());
      const ids = Array.from({ length: count }, (_, i) => String(990000000000 + i)).join('\n');
      // A paste, as a seller does it: one input event (Playwright's fill types the lines in one by one, which
      // is Chromium's editing cost, not the dialog's).
      await tab.evaluate((text) => navigator.clipboard.writeText(text), ids);
      await box.focus();
      await tab.keyboard.press('Control+V');
      await tab.locator('.sync-count, .sync-error').first().waitFor();
      // Long tasks are reported after they end: a frame later, the paste's are in.
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      const paste = await tab.evaluate(() => (window as unknown as BenchWindow).productSyncBench.report());
      const start = performance.now();
      await tab.locator('.sync-start').click();
      const ended = await Promise.race([
        tab.locator('.sync-summary').waitFor({ timeout: RUN_LIMIT_MS }).then(() => 'done' as const),
        tab.locator('.sync-error').waitFor({ timeout: RUN_LIMIT_MS }).then(() => 'refused' as const),
      ]).catch(() => 'unfinished' as const);
      const runMs = Math.round(performance.now() - start);
      await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      const watched = await tab.evaluate(() => (window as unknown as BenchWindow).productSyncBench.report());
      const progress = ended === 'unfinished' ? await tab.locator('.sync-progress [role="status"]').innerText() : '';
      runs.push({ ids: count, refused: ended === 'refused', finished: ended !== 'unfinished', progress, runMs, pasteLongestTaskMs: paste.longestTaskMs, ...watched });
    }
    await tab.evaluate(() => (window as unknown as BenchWindow).productSyncBench.unmount());
    return { runs };
  } finally {
    await context.close();
  }
}

export function productSyncRows(report: ProductSyncReport): [string, string][] {
  return report.runs.map((run): [string, string] => [
    `Product sync, ${run.ids.toLocaleString('en-US')} ids pasted and run`,
    (run.refused
      ? `refused before any call (${run.runMs} ms)`
      : run.finished
        ? `run ${(run.runMs / 1000).toFixed(1)} s`
        : `not finished after ${(run.runMs / 1000).toFixed(0)} s (${run.progress})`) +
      `; longest task ${run.longestTaskMs || '<50'} ms (paste ${run.pasteLongestTaskMs || '<50'} ms), ${run.longTasks} over 50 ms; ` +
      `at most ${run.mostRowsDrawn} result rows drawn`,
  ]);
}
