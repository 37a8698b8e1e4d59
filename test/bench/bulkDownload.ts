/**
 * The bulk download at the disk's pace: 下载定制图's whole flow (credits, the charge and its note, the lookup,
 * naming, the stored ZIP, the progress dialog, the folder target's writes) against fetching the same number
 * of print files and writing them raw, in arrival order, to one file. Both write to the disk through the
 * origin-private file system (the same writable stream a picked folder gives), in one page, their runs
 * alternating (raw, flow, flow, raw, …) so a change of load falls on both; the goal is flow ≤ 1.15× raw.
 * Also: the renderer's memory while the flow runs (goal: flat, within the files in flight plus 64 MB), the
 * same files through JSZip (the product card's choice), and the TIFF worker on a 2000 × 4000 image.
 * Speed is reported, never asserted.
 *
 * The print files come from the dev API over loopback HTTP (the production build's server): real PNGs of
 * about 2.5 MB. Each flow run downloads orders of its own, uncharged until it charges them; the raw runs
 * fetch a charged batch of the same size.
 *
 * BENCH_BULK_PROFILE=1 adds a sampled CPU profile of one more flow run: the page's main thread's time by
 * function, the answer to "where does the time go".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import type { ArchiveCheck, BulkDownloadBench, DownloadRun, TiffRun, CrcRun } from './bulkDownload.entry';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import { busiestRenderer, jsHeapUsed, readRss, rendererProcesses, resetPeakRss } from './wireframeImportPlan';

export interface BulkDownloadSettings {
  images: number;
  concurrency: number;
  /** Measured runs of each of raw and flow. */
  rounds: number;
  /** Concurrencies the flow is run with on `sweepImages` images, for the runner's default. */
  sweep: number[];
  sweepImages: number;
  tiff: { width: number; height: number; rounds: number };
  profile: boolean;
}

export const DEFAULT_BULK_DOWNLOAD_SETTINGS: BulkDownloadSettings = {
  images: Number(process.env.BENCH_BULK_IMAGES ?? 200),
  concurrency: 6,
  rounds: Number(process.env.BENCH_BULK_ROUNDS ?? 3),
  sweep: [2, 4, 6, 8],
  sweepImages: 100,
  tiff: { width: 2000, height: 4000, rounds: 5 },
  profile: process.env.BENCH_BULK_PROFILE === '1',
};

export interface DownloadMeasurement extends DownloadRun {
  mbPerSecond: number;
  jsHeapPeakMB: number;
  /**
   * The page's own JS heap and ArrayBuffer contents (Runtime.getHeapUsage: used plus backing stores) at
   * their peak, above their size before the run: what the page's script holds, garbage not yet collected
   * included, without the allocator's slack that the resident size counts. Workers' heaps are not in it.
   */
  pageBuffersGrowthMB: number;
  /** The renderer's peak resident size during the run, above its size just before it. */
  rendererGrowthMB: number | null;
  loadAverage: number;
}

export interface MemoryPoint {
  writtenMB: number;
  jsHeapMB: number;
  rendererRssMB: number | null;
}

export interface BulkDownloadReport {
  settings: BulkDownloadSettings;
  imageMB: number;
  raw: DownloadMeasurement[];
  flow: DownloadMeasurement[];
  jszip: DownloadMeasurement;
  /** Median flow ms ÷ median raw ms (goal ≤ 1.15), and each alternating pair's ratio. */
  flowToRaw: number;
  pairRatios: number[];
  /** The files in flight plus 64 MB: what the flow's renderer may grow by. */
  memoryBudgetMB: number;
  flowMemory: MemoryPoint[];
  /** Each measured flow run's archive checked on the disk (entries, images, and any whose CRC-32 does not match). */
  archiveChecks: { entries: number; images: number; bad: number }[];
  /** CRC-32 of as many bytes as the run's files, read as words and byte by byte (contract/crc32.ts): medians of 3, ms. */
  crc: { wordsMs: number; bytesMs: number };
  /** The page's main thread by function, during one more run of each (BENCH_BULK_PROFILE=1). */
  profile: { raw: ProfileEntry[]; flow: ProfileEntry[] } | null;
  concurrencySweep: { concurrency: number; ms: number; mbPerSecond: number }[];
  tiff: { width: number; height: number; pngMB: number; tiffMB: number; medianMs: number; rounds: number[]; tiffinfo: string[] };
}

const MB = 1024 * 1024;
/** A print file of the dev API, for the memory budget: RGBA 560 × 1120 and its PNG framing. */
const PRINT_FILE_MB = 2.5;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function buildBulkDownload(settings: Pick<BulkDownloadSettings, 'profile'> = DEFAULT_BULK_DOWNLOAD_SETTINGS): Promise<string> {
  return bundleForBrowser('bulkDownload', './test/bench/bulkDownload.entry.tsx', { minimize: !settings.profile });
}

const SHOP = '壳美定制旗舰店';

type BenchWindow = { bulkDownloadBench: BulkDownloadBench };

export async function measureBulkDownload(
  browser: Browser,
  server: ConsoleServer,
  bundlePath: string,
  settings: BulkDownloadSettings = DEFAULT_BULK_DOWNLOAD_SETTINGS,
): Promise<BulkDownloadReport> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/bulk-download.html': 'bulk download bench' });
    // The page posts a TIFF back for tiffinfo.
    let uploadedTiff: Buffer | null = null;
    await tab.route(`${server.url}/bench/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/bench/tiff-upload') {
        uploadedTiff = route.request().postDataBuffer();
        return route.fulfill({ status: 204, body: '' });
      }
      return route.fallback();
    });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${server.url}/bench/bulk-download.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { bulkDownloadBench?: unknown }).bulkDownloadBench === 'object');
    await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.login());

    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    const processes = await browser.newBrowserCDPSession();
    // Enough for every flow run to charge its own orders.
    server.devApi.credits.set(1_000_000_000);

    const page = tab.evaluate.bind(tab) as Page['evaluate'];
    /** A charged batch for the raw runs: the lookup releases its print files. */
    const rawUrls = async (count: number) => {
      server.devApi.orders.add({ shopName: SHOP, count, imagesPerOrder: 1, charged: true });
      return page((n) => (window as unknown as BenchWindow).bulkDownloadBench.printFileUrls(n), count);
    };
    /** A fresh batch for one flow run, charged by the flow itself; it lists as the shop's newest orders. */
    const freshOrders = (count: number) => void server.devApi.orders.add({ shopName: SHOP, count, imagesPerOrder: 1, charged: false });
    const runRaw = (urls: string[]) => page(([u, c]) => (window as unknown as BenchWindow).bulkDownloadBench.raw(u, c), [urls, settings.concurrency] as const);
    const runFlow = (count: number, concurrency = settings.concurrency) =>
      page(([n, c]) => (window as unknown as BenchWindow).bulkDownloadBench.flow(n, c), [count, concurrency] as const);

    // Warm-up: connections, the JIT, the dialogs' first render; and which renderer process is the page's.
    const renderersBefore = await rendererProcesses(processes);
    const warmUrls = await rawUrls(20);
    await runRaw(warmUrls);
    freshOrders(20);
    await runFlow(20);
    const renderer = busiestRenderer(renderersBefore, await rendererProcesses(processes));

    const measure = async (run: () => Promise<DownloadRun>, points?: MemoryPoint[]): Promise<DownloadMeasurement> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const rssBefore = renderer === undefined ? null : resetPeakRss(renderer);
      let heapPeak = 0;
      const pageBytes = async () => {
        const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
        return usage.usedSize + (usage.backingStorageSize ?? 0);
      };
      const pageBytesBefore = await pageBytes();
      let pageBytesPeak = pageBytesBefore;
      let sampling = true;
      let nextPoint = 0;
      const total = settings.images * PRINT_FILE_MB * MB;
      const sampler = (async () => {
        while (sampling) {
          const heap = await jsHeapUsed(cdp);
          heapPeak = Math.max(heapPeak, heap);
          pageBytesPeak = Math.max(pageBytesPeak, await pageBytes());
          if (points) {
            const bytes = await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.progress.bytes);
            if (bytes >= nextPoint) {
              points.push({ writtenMB: Math.round(bytes / MB), jsHeapMB: round1(heap / MB), rendererRssMB: renderer === undefined ? null : round1((readRss(renderer).now ?? 0) / MB) });
              nextPoint = bytes + total / 10;
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const result = await run();
      sampling = false;
      await sampler;
      const peak = renderer === undefined ? null : readRss(renderer).peak;
      return {
        ...result,
        ms: Math.round(result.ms),
        mbPerSecond: round1(result.bytes / MB / (result.ms / 1000)),
        jsHeapPeakMB: round1(heapPeak / MB),
        pageBuffersGrowthMB: round1((pageBytesPeak - pageBytesBefore) / MB),
        rendererGrowthMB: peak === null || rssBefore === null ? null : round1((peak - rssBefore) / MB),
        loadAverage: round1(loadavg()[0]),
      };
    };

    const urls = await rawUrls(settings.images);
    const raw: DownloadMeasurement[] = [];
    const flow: DownloadMeasurement[] = [];
    const flowMemory: MemoryPoint[] = [];
    const archiveChecks: BulkDownloadReport['archiveChecks'] = [];
    const flowOnce = async () => {
      freshOrders(settings.images);
      flow.push(await measure(() => runFlow(settings.images), flow.length === 0 ? flowMemory : undefined));
      // Not timed: what was measured must be the files to print, every byte as served.
      const check: ArchiveCheck = await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.checkArchives());
      if (check.bad.length > 0 || check.images !== settings.images) {
        throw new Error(`the flow's archive holds ${check.images} of ${settings.images} images, ${check.bad.length} not matching their CRC-32: ${check.bad.slice(0, 3).join(', ')}`);
      }
      archiveChecks.push({ entries: check.entries, images: check.images, bad: check.bad.length });
    };
    const rawOnce = async () => void raw.push(await measure(() => runRaw(urls)));
    for (let round = 0; round < settings.rounds; round++) {
      if (round % 2 === 0) {
        await rawOnce();
        await flowOnce();
      } else {
        await flowOnce();
        await rawOnce();
      }
    }
    const jszip = await measure(() => page((u) => (window as unknown as BenchWindow).bulkDownloadBench.jszip(u), urls));

    const concurrencySweep: BulkDownloadReport['concurrencySweep'] = [];
    for (const concurrency of settings.sweep) {
      freshOrders(settings.sweepImages);
      const result = await runFlow(settings.sweepImages, concurrency);
      concurrencySweep.push({ concurrency, ms: Math.round(result.ms), mbPerSecond: round1(result.bytes / MB / (result.ms / 1000)) });
    }

    let profile: BulkDownloadReport['profile'] = null;
    if (settings.profile) {
      const raw = await profileRun(cdp, () => runRaw(urls));
      freshOrders(settings.images);
      profile = { raw, flow: await profileRun(cdp, () => runFlow(settings.images)) };
    }

    const uploadUrl = `${server.url}/bench/tiff-upload`;
    const { width, height, rounds } = settings.tiff;
    const tiffRun: TiffRun = await tab.evaluate(([w, h, r, u]) => (window as unknown as BenchWindow).bulkDownloadBench.tiff(w, h, r, u), [width, height, rounds, uploadUrl] as const);
    const crcRun: CrcRun = await tab.evaluate(([bytes, files]) => (window as unknown as BenchWindow).bulkDownloadBench.crc(bytes, files), [Math.round(raw[0]!.bytes / settings.images), settings.images] as const);
    if (errors.length) throw new Error(`page errors during the bulk download benchmark: ${errors.join('; ')}`);

    const rawMs = median(raw.map((r) => r.ms));
    const flowMs = median(flow.map((r) => r.ms));
    return {
      settings,
      imageMB: round2(raw[0]!.bytes / settings.images / MB),
      raw,
      flow,
      jszip,
      flowToRaw: round2(flowMs / rawMs),
      pairRatios: flow.map((f, i) => round2(f.ms / raw[i]!.ms)),
      memoryBudgetMB: round1(settings.concurrency * PRINT_FILE_MB + 64),
      crc: { wordsMs: Math.round(median(crcRun.wordsMs)), bytesMs: Math.round(median(crcRun.bytesMs)) },
      flowMemory,
      archiveChecks,
      profile,
      concurrencySweep,
      tiff: {
        width,
        height,
        pngMB: round1(tiffRun.pngBytes / MB),
        tiffMB: round1(tiffRun.tiffBytes / MB),
        medianMs: Math.round(median(tiffRun.ms)),
        rounds: tiffRun.ms.map(Math.round),
        tiffinfo: uploadedTiff ? tiffinfoLines(uploadedTiff) : ['no TIFF received'],
      },
    };
  } finally {
    await context.close();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface ProfileEntry {
  selfMs: number;
  name: string;
  url: string;
}

/** The page's main thread during one run, sampled every 200 µs: self time by function, the 12 largest. */
async function profileRun(cdp: CDPSession, run: () => Promise<unknown>): Promise<ProfileEntry[]> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  await cdp.send('Profiler.disable');
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, { selfMs: number; name: string; url: string }>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    const key = `${name} ${url}:${lineNumber}`;
    const entry = byName.get(key) ?? { selfMs: 0, name, url: `${url.split('/').pop()}:${lineNumber}` };
    entry.selfMs += (self.get(node.id) ?? 0) / 1000;
    byName.set(key, entry);
  }
  return [...byName.values()]
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, 12)
    .map((entry) => ({ ...entry, selfMs: Math.round(entry.selfMs) }));
}

/** What Debian's tiffinfo says of the worker's output (the lines a print factory cares about). */
function tiffinfoLines(tiff: Buffer): string[] {
  const path = join(mkdtempSync(join(tmpdir(), 'bench-tiff-')), 'bench.tif');
  writeFileSync(path, tiff);
  const result = spawnSync('tiffinfo', [path], { encoding: 'utf8' });
  if (result.error) return [`tiffinfo: ${result.error.message}`];
  const lines = `${result.stdout}${result.stderr}`.split('\n').map((line) => line.trim());
  return lines.filter((line) => /Image Width|Bits\/Sample|Samples\/Pixel|Photometric|Resolution|Extra Samples|Warning|Error/i.test(line));
}

/** The lines run.ts prints. */
export function bulkDownloadRows(r: BulkDownloadReport): [string, string][] {
  const run = (m: DownloadMeasurement) =>
    `${(m.ms / 1000).toFixed(2)} s, ${m.mbPerSecond} MB/s, load ${m.loadAverage}, renderer +${m.rendererGrowthMB ?? '?'} MB, page's heap and buffers +${m.pageBuffersGrowthMB} MB` +
    (m.progressRenders !== undefined ? `, ${m.progressRenders} progress renders` : '') +
    (m.failed ? `, ${m.failed} FAILED` : '');
  const flat = r.flowMemory.map((p) => `${p.writtenMB}:${p.jsHeapMB}/${p.rendererRssMB ?? '?'}`).join(' ');
  const rows: [string, string][] = [[`Bulk download to disk (OPFS), ${r.settings.images} × ${r.imageMB} MB, ${r.settings.concurrency} at once`, '']];
  r.raw.forEach((m, i) => {
    rows.push([`  round ${i + 1}: raw, in arrival order`, run(m)]);
    rows.push([`  round ${i + 1}: 下载定制图's flow`, `${run(r.flow[i]!)}  (x${r.pairRatios[i]})`]);
  });
  rows.push(['  flow ÷ raw, medians', `x${r.flowToRaw} (goal 1.15)`]);
  rows.push(['  flow archives read back from the disk', r.archiveChecks.map((c) => `${c.images} images, ${c.bad} CRC mismatches`).join('; ')]);
  rows.push(['  JSZip, one Blob written', run(r.jszip)]);
  rows.push([`  flow memory, written MB: heap/renderer MB (budget +${r.memoryBudgetMB} MB)`, flat]);
  rows.push([`  flow by images in flight, ${r.settings.sweepImages} images`, r.concurrencySweep.map((s) => `${s.concurrency}: ${s.mbPerSecond} MB/s`).join(', ')]);
  for (const [run, entries] of Object.entries(r.profile ?? {})) {
    for (const entry of entries) rows.push([`  profile of ${run}: ${entry.name} (${entry.url})`, `${entry.selfMs} ms self`]);
  }
  const crcRate = (ms: number) => `${ms} ms (${Math.round((r.imageMB * r.settings.images) / (ms / 1000))} MB/s)`;
  rows.push([`  CRC-32 of the ${r.settings.images} files on the page, median of 3`, `read as words ${crcRate(r.crc.wordsMs)}, byte by byte ${crcRate(r.crc.bytesMs)}`]);
  rows.push([`TIFF in the worker, ${r.tiff.width}×${r.tiff.height}`, `${r.tiff.medianMs} ms median (${r.tiff.rounds.join(', ')}), PNG ${r.tiff.pngMB} MB -> TIFF ${r.tiff.tiffMB} MB`]);
  return rows;
}
