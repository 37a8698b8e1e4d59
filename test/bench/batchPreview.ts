/**
 * "Batch preview: time until 100 model cards are drawn, and frame time while scrolling them."
 * Speed is reported, never asserted (ARCHITECTURE.md).
 *
 * 100 models with a SKU and a wireframe in one colour come from the dev API's QA route
 * (POST /api/__dev/preview_models, in process). Headless Chromium then runs the batch preview's own grid
 * (batchPreview.entry.tsx) at the drawer's size at 1024 × 640, two ways, each in a fresh context (no image
 * cache between them): lazily, as the console draws (a card when it scrolls into view, 3 at a time, work
 * for cards scrolled away cancelled), and eagerly, every card at once. Reported: the time until the first
 * screen and until all 100 cards are drawn, and frame times while opening and while scrolling to the end.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import type { PhoneCaseMaterial } from '../../contract/catalogue';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import type { BatchPreviewBench, BatchPreviewRun } from './batchPreview.entry';
import { bundleForBrowser, serveBenchPages } from './browserBundle';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BATCH_PREVIEW_MODELS = Number(process.env.BENCH_PREVIEW_MODELS ?? 100);

export interface BatchPreviewReport {
  models: number;
  lazy: BatchPreviewRun;
  eager: BatchPreviewRun;
}

export function buildBatchPreview(): Promise<string> {
  return bundleForBrowser('batchPreview', './test/bench/batchPreview.entry.tsx');
}

type BenchWindow = { batchPreviewBench: BatchPreviewBench };

/** A colour with no SKU in the seed (液态硅胶 浅粉), so that it holds exactly the models seeded here. */
async function seedColor(server: ConsoleServer, models: number): Promise<string> {
  const materials = await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials');
  const colorId = materials.find((m) => m.name === '液态硅胶')!.colors.find((c) => c.name === '浅粉')!.id;
  await callDevApi(server, 'POST', '/api/__dev/preview_models', { materialColorId: colorId, count: models });
  return colorId;
}

export async function measureBatchPreview(browser: Browser, server: ConsoleServer, bundlePath: string, models = BATCH_PREVIEW_MODELS): Promise<BatchPreviewReport> {
  server.devApi.reset();
  const colorId = await seedColor(server, models);
  const css = await readFile(join(ROOT, 'src/features/designer/batchPreview/batchPreview.css'), 'utf8');
  const runOnce = async (lazy: boolean): Promise<BatchPreviewRun> => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 640 } });
    try {
      const tab = await context.newPage();
      await serveBenchPages(tab, server.url, bundlePath, { '/bench/batch-preview.html': 'batch preview bench' });
      await tab.goto(`${server.url}/bench/batch-preview.html`);
      await tab.waitForFunction(() => typeof (window as unknown as { batchPreviewBench?: unknown }).batchPreviewBench === 'object');
      await tab.addStyleTag({ content: css });
      await tab.evaluate(() => (window as unknown as BenchWindow).batchPreviewBench.login());
      return await tab.evaluate(([color, way]) => (window as unknown as BenchWindow).batchPreviewBench.run(color, way), [colorId, lazy] as const);
    } finally {
      await context.close();
    }
  };
  const lazy = await runOnce(true);
  const eager = await runOnce(false);
  server.devApi.reset();
  return { models, lazy, eager };
}

export function batchPreviewRows(report: BatchPreviewReport): [string, string][] {
  const text = (run: BatchPreviewRun) =>
    `first screen ${run.firstScreenMs} ms, all ${run.cards} drawn ${run.allDrawnMs} ms; frames opening p95 ${run.openingFrames.p95Ms} ms ` +
    `(max ${run.openingFrames.maxMs}), scrolling p50 ${run.scrollFrames.p50Ms} / p95 ${run.scrollFrames.p95Ms} / max ${run.scrollFrames.maxMs} ms ` +
    `(${run.scrollFrames.over50} over 50 ms, ${run.drawnAfterScroll} drawn at the end); longest task ${run.longestTaskMs} ms`;
  return [
    [`Batch preview, ${report.models} models, lazy (ours)`, text(report.lazy)],
    [`Batch preview, ${report.models} models, all at once`, text(report.eager)],
  ];
}
