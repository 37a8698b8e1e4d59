/**
 * A download of 1,000 images of ~2.5 MB from the dev API, end to end with the
 * console's runner (src/lib/bulkDownload/runner.ts), side by side with fetching the same images and
 * zipping nothing (goal: runner ≤ 1.2×) and with the same download built with JSZip (the product card's
 * choice); peak JS heap and renderer memory while the runner writes it (goal ≤ 150 MB, flat as it
 * grows); TIFF conversion per 2000 × 4000 image in the worker. Speed is reported, never asserted.
 *
 * The archives go to a counting sink in the page (it reads every byte and keeps none), so the numbers are
 * the renderer's: fetching, CRC-32, ZIP framing and the stream's backpressure, not a disk. The images come
 * from the dev API over loopback HTTP (the production build's server), print-resolution PNGs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { parseCustomizationContent } from '../../contract/orders';
import type { DownloadSource } from '../../src/lib/bulkDownload/types';
import type { ConsoleServer } from '../support/consoleServer';
import type { BulkDownloadBench, DownloadRun, TiffRun } from './bulkDownload.entry';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import { busiestRenderer, jsHeapUsed, readRss, rendererProcesses, resetPeakRss } from './wireframeImportPlan';

export interface BulkDownloadSettings {
  images: number;
  concurrency: number;
  /** Concurrencies tried on `sweepImages` images to pick the runner's default. */
  sweep: number[];
  sweepImages: number;
  tiff: { width: number; height: number; rounds: number };
}

export const DEFAULT_BULK_DOWNLOAD_SETTINGS: BulkDownloadSettings = {
  images: Number(process.env.BENCH_BULK_IMAGES ?? 1000),
  concurrency: 6,
  sweep: [2, 4, 6, 8],
  sweepImages: 100,
  tiff: { width: 2000, height: 4000, rounds: 5 },
};

export interface DownloadMeasurement {
  ms: number;
  mbPerSecond: number;
  images: number;
  bytes: number;
  parts: number;
  failed: number;
  jsHeapPeakMB: number;
  rendererRssPeakMB: number | null;
}

export interface MemoryPoint {
  archiveMB: number;
  jsHeapMB: number;
  rendererRssMB: number | null;
}

export interface BulkDownloadReport {
  settings: BulkDownloadSettings;
  sink: string;
  imageBytes: { total: number; averageMB: number };
  fetchOnly: DownloadMeasurement;
  runner: DownloadMeasurement;
  jszip: DownloadMeasurement;
  /** runner ms ÷ fetch-only ms (goal ≤ 1.2). */
  runnerToFetchOnly: number;
  jszipToFetchOnly: number;
  /** Memory while the runner wrote the archive, at about every 10 % of it. */
  runnerMemory: { before: { jsHeapMB: number; rendererRssMB: number | null }; points: MemoryPoint[] };
  concurrencySweep: { concurrency: number; ms: number; mbPerSecond: number }[];
  tiff: { width: number; height: number; pngMB: number; tiffMB: number; medianMs: number; rounds: number[]; tiffinfo: string[] };
}

const MB = 1024 * 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function buildBulkDownload(): Promise<string> {
  return bundleForBrowser('bulkDownload', './test/bench/bulkDownload.entry.ts');
}

/** New charged orders of one shop with one print file each; their print files (the lookup's) as the runner's sources. */
function addImages(server: ConsoleServer, count: number): DownloadSource[] {
  const orders = server.devApi.orders.add({ shopName: '壳美定制旗舰店', count, imagesPerOrder: 1, charged: true });
  const printFiles = new Map(
    server.devApi.orders
      .lookup(orders.map((order) => order.id))
      .flatMap((record) => record.customizedImageUrls.map((entry) => [`${entry.orderItemId}:${entry.infoIndex}`, entry.customizedImageUrl] as const)),
  );
  return orders.flatMap((order) =>
    order.orderItems.flatMap((item, itemIndex) =>
      (parseCustomizationContent(item.customizationInfo?.content) ?? []).map((info, infoIndex) => ({
        key: `${item.id}:${infoIndex}`,
        url: new URL(printFiles.get(`${item.id}:${infoIndex}`)!, server.url).href,
        shopName: '壳美定制旗舰店',
        naming: {
          orderId: String(order.id),
          orderOriginalId: order.originalId,
          customizationInfo: `${info.phoneModelName} ${info.phoneCaseMaterialName} ${info.phoneCaseMaterialColorName}`,
          orderItemIndex: itemIndex + 1,
          skuIndex: infoIndex + 1,
          quantity: item.quantity,
        },
      })),
    ),
  );
}

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

    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    const processes = await browser.newBrowserCDPSession();

    const sources = addImages(server, settings.images);
    type Method = 'fetchOnly' | 'runner' | 'jszip';
    const run = (method: Method, list: DownloadSource[], concurrency: number): Promise<DownloadRun> =>
      tab.evaluate(([m, s, c]) => (window as unknown as BenchWindow).bulkDownloadBench[m](s, c), [method, list, concurrency] as const);

    // Warm-up: connections, the JIT, the dev API's rendered designs; and which renderer process is the page's.
    const renderersBefore = await rendererProcesses(processes);
    await run('runner', sources.slice(0, 40), settings.concurrency);
    const renderer = busiestRenderer(renderersBefore, await rendererProcesses(processes));

    const measure = async (method: Method, points?: MemoryPoint[]): Promise<DownloadMeasurement> => {
      await cdp.send('HeapProfiler.collectGarbage');
      if (renderer !== undefined) resetPeakRss(renderer);
      let heapPeak = 0;
      let sampling = true;
      let nextPoint = 0;
      const total = settings.images * 2.5 * MB;
      const sampler = (async () => {
        while (sampling) {
          const heap = await jsHeapUsed(cdp);
          heapPeak = Math.max(heapPeak, heap);
          if (points) {
            const bytes = await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.progress.bytes);
            if (bytes >= nextPoint) {
              points.push({ archiveMB: Math.round(bytes / MB), jsHeapMB: round1(heap / MB), rendererRssMB: renderer === undefined ? null : round1((readRss(renderer).now ?? 0) / MB) });
              nextPoint = bytes + total / 10;
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const result = await run(method, sources, settings.concurrency);
      sampling = false;
      await sampler;
      const rss = renderer === undefined ? null : readRss(renderer).peak;
      return {
        ms: Math.round(result.ms),
        mbPerSecond: round1(result.bytes / MB / (result.ms / 1000)),
        images: result.images,
        bytes: result.bytes,
        parts: result.parts,
        failed: result.failed,
        jsHeapPeakMB: round1(heapPeak / MB),
        rendererRssPeakMB: rss === null ? null : round1(rss / MB),
      };
    };

    await cdp.send('HeapProfiler.collectGarbage');
    const before = { jsHeapMB: round1((await jsHeapUsed(cdp)) / MB), rendererRssMB: renderer === undefined ? null : round1((readRss(renderer).now ?? 0) / MB) };
    const points: MemoryPoint[] = [];
    // A B A B: fetch only and the runner twice each, the faster of each kept (load from other work only slows).
    const fetchRuns = [await measure('fetchOnly')];
    const runnerRuns = [await measure('runner', points)];
    fetchRuns.push(await measure('fetchOnly'));
    runnerRuns.push(await measure('runner'));
    const jszipRun = await measure('jszip');
    const fastest = (runs: DownloadMeasurement[]) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    const fetchOnly = { ...fastest(fetchRuns), jsHeapPeakMB: Math.max(...fetchRuns.map((r) => r.jsHeapPeakMB)) };
    const runner = { ...fastest(runnerRuns), jsHeapPeakMB: Math.max(...runnerRuns.map((r) => r.jsHeapPeakMB)) };

    const concurrencySweep: BulkDownloadReport['concurrencySweep'] = [];
    for (const concurrency of settings.sweep) {
      const result = await run('runner', sources.slice(0, settings.sweepImages), concurrency);
      concurrencySweep.push({ concurrency, ms: Math.round(result.ms), mbPerSecond: round1(result.bytes / MB / (result.ms / 1000)) });
    }

    const uploadUrl = `${server.url}/bench/tiff-upload`;
    const { width, height, rounds } = settings.tiff;
    const tiffRun: TiffRun = await tab.evaluate(([w, h, r, u]) => (window as unknown as BenchWindow).bulkDownloadBench.tiff(w, h, r, u), [width, height, rounds, uploadUrl] as const);
    if (errors.length) throw new Error(`page errors during the bulk download benchmark: ${errors.join('; ')}`);

    const imageBytes = fetchOnly.bytes;
    return {
      settings,
      sink: 'counting sink in the page (reads each part stream to the end, keeps nothing)',
      imageBytes: { total: imageBytes, averageMB: round2(imageBytes / settings.images / MB) },
      fetchOnly,
      runner,
      jszip: jszipRun,
      runnerToFetchOnly: round2(runner.ms / fetchOnly.ms),
      jszipToFetchOnly: round2(jszipRun.ms / fetchOnly.ms),
      runnerMemory: { before, points },
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
    `${(m.ms / 1000).toFixed(1)} s, ${m.mbPerSecond} MB/s, ${m.parts} parts, heap peak ${m.jsHeapPeakMB} MB, renderer peak ${m.rendererRssPeakMB ?? '?'} MB` +
    (m.failed ? `, ${m.failed} FAILED` : '');
  const flat = r.runnerMemory.points.map((p) => `${p.archiveMB}:${p.jsHeapMB}/${p.rendererRssMB ?? '?'}`).join(' ');
  return [
    [`Bulk download, ${r.settings.images} × ${r.imageBytes.averageMB} MB, ${r.settings.concurrency} at once: fetch only`, run(r.fetchOnly)],
    ['  runner (stored ZIP, streamed parts)', `${run(r.runner)}  (x${r.runnerToFetchOnly} fetch only; goal 1.2)`],
    ['  JSZip, a Blob per part', `${run(r.jszip)}  (x${r.jszipToFetchOnly} fetch only)`],
    ['  runner memory, archive MB: heap/renderer MB', flat],
    ['  concurrency sweep', r.concurrencySweep.map((s) => `${s.concurrency}: ${s.mbPerSecond} MB/s`).join(', ')],
    [`TIFF in the worker, ${r.tiff.width}×${r.tiff.height}`, `${r.tiff.medianMs} ms median (${r.tiff.rounds.join(', ')}), PNG ${r.tiff.pngMB} MB -> TIFF ${r.tiff.tiffMB} MB`],
  ];
}
