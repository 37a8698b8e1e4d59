/**
 * A production sheet's TIF (spec §4: a 600 × 900 mm sheet at 300 dpi written with the page's memory growing by
 * less than 150 MB): src/lib/sheets/sheetTiff.ts, band by band, beside the whole sheet on one canvas (the page
 * side is sheets.entry.ts). Each run has a fresh page (a renderer of its own), its 24 print files made first;
 * then, from a garbage-collected start:
 * - the renderer's peak resident memory above its size at the start (VmHWM, reset through clear_refs,
 *   wireframeImportPlan.ts): the canvas, the decoded print files and the pixel buffers are all in it;
 * - the GPU process's, the same way (with --disable-gpu a canvas lives in the renderer; this shows it does);
 * - the page's JS heap with its ArrayBuffers (Runtime.getHeapUsage, sampled every 20 ms: a task that holds
 *   the page's thread holds the sampling too, so this one can miss a peak the renderer's shows).
 * Speed and memory are reported, never asserted.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { loadavg } from 'node:os';
import type { ConsoleServer } from '../support/consoleServer';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { GeneratedPrintFiles, SheetRun, SheetsBench, SheetsBenchSettings } from './sheets.entry';
import { busiestRenderer, readRss, rendererProcesses, resetPeakRss } from './wireframeImportPlan';

export const DEFAULT_SHEETS_SETTINGS: SheetsBenchSettings = {
  widthMm: 600,
  heightMm: 900,
  dpi: 300,
  columns: 6,
  rows: 4,
  printWidthPx: 980,
  printHeightPx: 1984,
  // 980 × 1984 px is 0.494 wide for tall; 78 × 158 mm is within 0.1 % of it.
  caseWidthMm: 78,
  caseHeightMm: 158,
  bleedMm: 1.5,
};

/** The spec's goal for the page's memory growth while a 600 × 900 mm sheet at 300 dpi is written. */
export const SHEET_MEMORY_GOAL_MB = 150;

type Way = 'banded' | 'whole';
/** ABBA: each way once early, once late, on a machine whose load drifts. */
const ORDER: Way[] = ['banded', 'whole', 'whole', 'banded'];

export interface SheetMeasurement extends SheetRun {
  way: Way;
  /** The renderer's peak above its size at the start, MB; null without /proc. */
  rendererGrowthMB: number | null;
  /** The GPU process's peak above its size at the start, MB; null when there is none or no /proc. */
  gpuGrowthMB: number | null;
  /** The page's JS heap and ArrayBuffers at their sampled peak above the start, MB. */
  pageBuffersGrowthMB: number;
  /** The page's renderer went away (out of memory): what the browser said. */
  crashed: string | null;
  loadAverage: number;
}

export interface SheetsReport {
  settings: SheetsBenchSettings;
  generated: GeneratedPrintFiles;
  memoryGoalMB: number;
  runs: SheetMeasurement[];
}

export function buildSheets(): Promise<string> {
  return bundleForBrowser('sheets', './test/bench/sheets.entry.ts');
}

const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function gpuProcess(session: CDPSession): Promise<number | undefined> {
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    return processInfo.find((p) => p.type.toLowerCase() === 'gpu')?.id;
  } catch {
    return undefined;
  }
}

async function pageBuffers(cdp: CDPSession): Promise<number> {
  const { usedSize, backingStorageSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  return usedSize + (backingStorageSize ?? 0);
}

async function measureOnce(browser: Browser, server: ConsoleServer, bundlePath: string, way: Way, settings: SheetsBenchSettings) {
  const processes = await browser.newBrowserCDPSession();
  const context = await browser.newContext();
  try {
    const renderersBefore = await rendererProcesses(processes);
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/sheets.html': 'sheets bench' });
    await tab.goto(`${server.url}/bench/sheets.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { sheetsBench?: unknown }).sheetsBench === 'object');
    type W = { sheetsBench: SheetsBench };
    const generated = await tab.evaluate((s) => (window as unknown as W).sheetsBench.generate(s), settings);

    const cdp = await context.newCDPSession(tab);
    await cdp.send('HeapProfiler.collectGarbage');
    const renderer = busiestRenderer(renderersBefore, await rendererProcesses(processes));
    const gpu = await gpuProcess(processes);
    const rendererStart = renderer === undefined ? null : resetPeakRss(renderer);
    const gpuStart = gpu === undefined ? null : resetPeakRss(gpu);
    const buffersStart = await pageBuffers(cdp);
    let buffersPeak = buffersStart;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        buffersPeak = Math.max(buffersPeak, await pageBuffers(cdp).catch(() => 0));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const loadBefore = loadavg()[0]!;
    let run: SheetRun;
    let crashed: string | null = null;
    try {
      run = await tab.evaluate((w) => (window as unknown as W).sheetsBench.run(w), way);
    } catch (error) {
      crashed = String(error).split('\n')[0]!;
      run = { ok: false, error: crashed, ms: 0, bytes: 0, widthPx: 0, heightPx: 0, chunks: 0, longestTaskMs: 0, longTasksMs: 0 };
    }
    sampling = false;
    await sampler;
    const growth = (pid: number | undefined, start: number | null) => {
      const peak = pid === undefined ? null : readRss(pid).peak;
      return peak === null || start === null ? null : round1((peak - start) / MB);
    };
    const measurement: SheetMeasurement = {
      ...run,
      way,
      ms: Math.round(run.ms),
      longestTaskMs: Math.round(run.longestTaskMs),
      longTasksMs: Math.round(run.longTasksMs),
      rendererGrowthMB: growth(renderer, rendererStart),
      gpuGrowthMB: growth(gpu, gpuStart),
      pageBuffersGrowthMB: round1((buffersPeak - buffersStart) / MB),
      crashed,
      loadAverage: Math.round(((loadBefore + loadavg()[0]!) / 2) * 100) / 100,
    };
    return { generated, measurement };
  } finally {
    await context.close();
    await processes.detach();
  }
}

export async function measureSheets(browser: Browser, server: ConsoleServer, bundlePath: string, settings = DEFAULT_SHEETS_SETTINGS): Promise<SheetsReport> {
  const runs: SheetMeasurement[] = [];
  let generated: GeneratedPrintFiles | undefined;
  for (const way of ORDER) {
    const once = await measureOnce(browser, server, bundlePath, way, settings);
    generated ??= once.generated;
    runs.push(once.measurement);
    process.stdout.write(`  sheets: ${describeRun(once.measurement)}\n`);
  }
  return {
    settings,
    generated: { ...generated!, ms: Math.round(generated!.ms), bytes: generated!.bytes },
    memoryGoalMB: SHEET_MEMORY_GOAL_MB,
    runs,
  };
}

function describeRun(m: SheetMeasurement): string {
  const outcome = m.ok ? `${(m.ms / 1000).toFixed(2)} s, ${round1(m.bytes / MB)} MB in ${m.chunks} chunk${m.chunks === 1 ? '' : 's'}` : `FAILED (${m.error})`;
  return (
    `${m.way}: ${outcome}; renderer +${m.rendererGrowthMB ?? '?'} MB, GPU process +${m.gpuGrowthMB ?? '?'} MB, page's heap with ArrayBuffers +${m.pageBuffersGrowthMB} MB; ` +
    `longest task ${m.longestTaskMs} ms (long tasks ${m.longTasksMs} ms in all); load ${m.loadAverage}`
  );
}

export function sheetsRows(r: SheetsReport): [string, string][] {
  const s = r.settings;
  const label = `Sheet TIF ${s.widthMm} × ${s.heightMm} mm at ${s.dpi} dpi, ${r.generated.files} print files of ${s.printWidthPx} × ${s.printHeightPx}`;
  const verdict = (m: SheetMeasurement) =>
    m.rendererGrowthMB === null ? '' : ` (goal < ${r.memoryGoalMB} MB: ${m.ok && m.rendererGrowthMB < r.memoryGoalMB ? 'within' : 'OVER'})`;
  return r.runs.map((m): [string, string] => [`${label}, ${m.way === 'banded' ? 'banded (sheetTiff)' : 'one whole canvas'}`, describeRun(m) + verdict(m)]);
}
