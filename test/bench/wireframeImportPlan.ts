/**
 * Planning an import of 1,000 image files (names, dimensions, grouping, diff against existing data),
 * reading dimensions from file headers side by side with decoding each image; files per second and peak
 * memory. Target: 1,000 files planned in under 2 s in headless Chromium.
 *
 * The page (wireframeImportPlan.entry.ts) generates the files and runs each method; this side measures
 * memory while it runs, two ways:
 * - the page's JS heap, CDP Performance.getMetrics JSHeapUsedSize, sampled every 10 ms (file bytes
 *   read into ArrayBuffers and decoded bitmaps live outside that heap, so it misses them);
 * - the renderer process's peak resident memory (VmHWM in /proc, reset before each run through
 *   clear_refs), which includes them. Linux only; null elsewhere. The renderer is the one whose CPU time
 *   grew most during the run.
 * Speed is reported, never asserted (ARCHITECTURE.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, CDPSession } from 'playwright-core';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import type { GeneratedFiles, PlanRun, PlanSummary, ReadMethod, WireframeBenchSettings, WireframeImportBench } from './wireframeImportPlan.entry';

export const WIREFRAME_IMPORT_TARGET_MS = 2_000;

export const DEFAULT_WIREFRAME_BENCH_SETTINGS: WireframeBenchSettings = {
  groups: 500,
  width: 500,
  height: 1044,
  brands: 50,
  modelsPerBrand: 10,
  materials: 5,
  colorsPerMaterial: 6,
  concurrency: 8,
};

export interface ImportPlanMeasurement {
  /** Mean over the measured rounds. */
  ms: number;
  filesPerSecond: number;
  rounds: number[];
  /** JS heap before the run (after a GC), its peak during the run, and the difference; MB. */
  jsHeapMB: { before: number; peak: number; growth: number };
  /** Resident memory of the page's renderer before the run and its peak during it, MB; null without /proc. */
  rendererRssMB: { before: number; peak: number } | null;
}

export interface WireframeImportPlanReport {
  settings: WireframeBenchSettings;
  generated: Omit<GeneratedFiles, 'ms'> & { averageFileKB: number; generateMs: number };
  plan: Omit<PlanSummary, 'fingerprint'>;
  headers: ImportPlanMeasurement;
  decoding: ImportPlanMeasurement;
  /** headers files/s ÷ decoding files/s. */
  speedup: number;
  /** Both methods planned the same creates, updates and rejections. */
  samePlan: boolean;
  targetMs: number;
  headersWithinTarget: boolean;
}

export function buildWireframeImportPlan(): Promise<string> {
  return bundleForBrowser('wireframeImportPlan', './test/bench/wireframeImportPlan.entry.ts');
}

const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Measured rounds in ABBA order, after one warm-up of each on 100 files (the first run of a fresh page is slower). */
const ORDER: ReadMethod[] = ['headers', 'decoding', 'decoding', 'headers'];

export async function measureWireframeImportPlan(
  browser: Browser,
  baseUrl: string,
  bundlePath: string,
  settings: WireframeBenchSettings = DEFAULT_WIREFRAME_BENCH_SETTINGS,
): Promise<WireframeImportPlanReport> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, baseUrl, bundlePath, { '/bench/wireframe-import.html': 'wireframe import bench' });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${baseUrl}/bench/wireframe-import.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { wireframeImportBench?: unknown }).wireframeImportBench === 'object');

    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    const processes = await browser.newBrowserCDPSession();

    // The callbacks run in the page: they can name only the page's globals.
    const generated: GeneratedFiles = await tab.evaluate((s) => (window as unknown as BenchWindow).wireframeImportBench.generate(s), settings);
    const run = (method: ReadMethod, limit?: number): Promise<PlanRun> =>
      tab.evaluate(([m, l]) => (window as unknown as BenchWindow).wireframeImportBench.run(m, l), [method, limit] as const);
    for (const method of ['headers', 'decoding'] as const) await run(method, 100);

    type Measured = { runs: PlanRun[]; heapBefore: number; heapPeak: number; rssBefore: number; rssPeak: number };
    const measured: Record<ReadMethod, Measured> = {
      headers: { runs: [], heapBefore: Infinity, heapPeak: 0, rssBefore: Infinity, rssPeak: 0 },
      decoding: { runs: [], heapBefore: Infinity, heapPeak: 0, rssBefore: Infinity, rssPeak: 0 },
    };
    for (const method of ORDER) {
      await cdp.send('HeapProfiler.collectGarbage');
      const before = await jsHeapUsed(cdp);
      const renderers = await rendererProcesses(processes);
      const rssBefore = new Map(renderers.map((r) => [r.id, resetPeakRss(r.id)]));
      const sampler = sampleJsHeap(cdp, 10);
      const result = await run(method);
      const peak = await sampler.stop();
      const busiest = busiestRenderer(renderers, await rendererProcesses(processes));
      const entry = measured[method];
      entry.runs.push(result);
      entry.heapBefore = Math.min(entry.heapBefore, before);
      entry.heapPeak = Math.max(entry.heapPeak, peak, before);
      const rss = busiest === undefined ? null : readRss(busiest).peak;
      const rssAtStart = busiest === undefined ? null : (rssBefore.get(busiest) ?? null);
      if (rss !== null && rssAtStart !== null) {
        entry.rssBefore = Math.min(entry.rssBefore, rssAtStart);
        entry.rssPeak = Math.max(entry.rssPeak, rss);
      }
    }
    if (errors.length) throw new Error(`page errors during the wireframe import benchmark: ${errors.join('; ')}`);

    const summarize = (method: ReadMethod): ImportPlanMeasurement => {
      const { runs, heapBefore, heapPeak, rssBefore, rssPeak } = measured[method];
      const ms = runs.reduce((sum, r) => sum + r.ms, 0) / runs.length;
      return {
        ms: Math.round(ms),
        filesPerSecond: Math.round((generated.files / ms) * 1000),
        rounds: runs.map((r) => Math.round(r.ms)),
        jsHeapMB: { before: round1(heapBefore / MB), peak: round1(heapPeak / MB), growth: round1((heapPeak - heapBefore) / MB) },
        rendererRssMB: rssPeak === 0 ? null : { before: round1(rssBefore / MB), peak: round1(rssPeak / MB) },
      };
    };
    const headers = summarize('headers');
    const decoding = summarize('decoding');
    const all = [...measured.headers.runs, ...measured.decoding.runs];
    const { fingerprint, ...plan } = all[0]!.plan;
    const { ms: generateMs, ...sizes } = generated;
    return {
      settings,
      generated: { ...sizes, averageFileKB: round1(generated.bytes / generated.files / 1024), generateMs: Math.round(generateMs) },
      plan,
      headers,
      decoding,
      speedup: Math.round((headers.filesPerSecond / decoding.filesPerSecond) * 10) / 10,
      samePlan: all.every((r) => r.plan.fingerprint === fingerprint),
      targetMs: WIREFRAME_IMPORT_TARGET_MS,
      headersWithinTarget: headers.ms < WIREFRAME_IMPORT_TARGET_MS,
    };
  } finally {
    await context.close();
  }
}

type BenchWindow = { wireframeImportBench: WireframeImportBench };

export async function jsHeapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** Samples the JS heap until stop(), which resolves with the highest value seen. */
export function sampleJsHeap(cdp: CDPSession, everyMs: number): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await jsHeapUsed(cdp));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Math.max(peak, await jsHeapUsed(cdp));
    },
  };
}

export interface ProcessSample {
  id: number;
  cpuTime: number;
}

export async function rendererProcesses(session: CDPSession): Promise<ProcessSample[]> {
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    return processInfo.filter((p) => p.type === 'renderer').map((p) => ({ id: p.id, cpuTime: p.cpuTime }));
  } catch {
    return [];
  }
}

export function busiestRenderer(before: ProcessSample[], after: ProcessSample[]): number | undefined {
  let best: { id: number; used: number } | undefined;
  for (const p of after) {
    const used = p.cpuTime - (before.find((b) => b.id === p.id)?.cpuTime ?? 0);
    if (!best || used > best.used) best = { id: p.id, used };
  }
  return best?.id;
}

/** Writing 5 to clear_refs resets the peak resident set size (Linux); returns the resident size then. */
export function resetPeakRss(pid: number): number | null {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux, or not ours to reset: the peak then covers the process's whole life.
  }
  return readRss(pid).now;
}

export function readRss(pid: number): { now: number | null; peak: number | null } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => {
      const match = new RegExp(`${field}:\\s+(\\d+)\\s*kB`).exec(status);
      return match ? Number(match[1]) * 1024 : null;
    };
    return { now: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { now: null, peak: null };
  }
}
