/**
 * The bulk download at the disk's pace: 下载定制图's whole flow (credits, the charge and its note, the lookup,
 * naming, the stored ZIP, the progress dialog, the folder target's writes) against what someone without our
 * code would write: the same number of print files fetched 6 at a time, each body read into reused buffers
 * and written whole, in arrival order, into one file, through each API a page can write a file with
 * (createWritable, the only one a folder the merchant picks offers, and createSyncAccessHandle in a worker);
 * and the floor: the files fetched and read, nothing written. Everything writes to the disk through the
 * origin-private file system, in one page. Each round runs every alternative once, in ABBA order (as
 * listed, then reversed), so a change of load falls on all of them; the goals are flow ≤ 1.10× the raw writer
 * through createWritable (the API the flow has) and ≤ 1.5× fetch-and-discard (medians of the rounds'
 * ratios). Each run's CPU is printed, the machine's and the browser's by process, with the run's CPU floor
 * (the machine's CPU over the cores: no run can take less).
 * Where no folder is picked, the flow goes to the browser's downloads; both ways a page has are run in each
 * round too, timed to the last download's end as the browser reports it, and named by their API: the part
 * gathered into a Blob and an `<a download>` clicked (the console's), and the part streamed to a service
 * worker that answers a one-time address with it (bulkDownloadWorker.entry.ts); each download is then
 * tested with unzip -t.
 * Also: the page's JS heap while the flow writes a small and a large archive, into the folder and by both
 * no-folder ways (goal: under 30 MB of growth whatever the size), the same files through JSZip (the product card's choice), and the TIFF worker on a
 * 2000 × 4000 image. Each figure is printed as it is measured. Speed is reported, never asserted.
 *
 * The print files come from the dev API over loopback HTTP (the production build's server): real PNGs of
 * about 2.5 MB. Each flow run downloads orders of its own, uncharged until it charges them; the raw and
 * discard runs fetch a charged batch of the same size.
 *
 * BENCH_BULK_PROFILE=1 adds a sampled CPU profile of one more flow run: the page's main thread's time by
 * function, the answer to "where does the time go".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Download, Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import type { ArchiveCheck, BulkDownloadBench, DownloadRun, FlowSink, TiffRun, CrcRun } from './bulkDownload.entry';
import { unzipTest } from '../support/zipInspect';
import { RAW_API, RAW_VARIANTS, type RawVariant } from './bulkDownload.raw';
import { abbaOrder, medianOf } from './abba';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import { browserCpuSeconds, browserCpuSpent, machineBusySeconds, type BrowserCpu } from './machineCpu';
import { busiestRenderer, jsHeapUsed, readRss, rendererProcesses, resetPeakRss } from './wireframeImportPlan';

export interface BulkDownloadSettings {
  images: number;
  concurrency: number;
  /**
   * Rounds, each running every raw variant, fetch-and-discard, the flow and both no-folder ways once, in
   * ABBA order (abba.ts). Two, each alternative once early and once late: every round's ratios are
   * printed, so a spread wider than the one a quiet machine gives (docs/performance.md) shows; a third
   * round cost six more runs of 480 MB. BENCH_BULK_ROUNDS sets more.
   */
  rounds: number;
  /**
   * The archives the flow's heap is watched on: a small one and a large one (images), the large one past a
   * part's 500 MB so that a second part is written. Where no folder is picked, the small one and the rounds'.
   */
  heapImages: { small: number; large: number };
  /**
   * Concurrencies the flow is run with on `sweepImages` images, for the runner's default; only with
   * BENCH_BULK_SWEEP=1: from loopback the count changed little (79–92 MB/s from 2 to 8), and it is no goal's.
   */
  sweep: number[];
  sweepImages: number;
  /**
   * The files JSZip archives: it holds the whole archive in memory (its renderer grew 1.5 GB on 200 files,
   * 35 s at a load of 15), so its speed and its memory per archived MB show on a quarter of them.
   */
  jszipImages: number;
  tiff: { width: number; height: number; rounds: number };
  /**
   * How many files' worth of bytes the page's CRC-32 reads, each way, three times: the figure is a rate
   * (MB/s) of one loop over one buffer read again and again, so a quarter of the run's files give it in a
   * quarter of the time.
   */
  crcFiles: number;
  profile: boolean;
}

export const DEFAULT_BULK_DOWNLOAD_SETTINGS: BulkDownloadSettings = {
  images: Number(process.env.BENCH_BULK_IMAGES ?? 200),
  concurrency: 6,
  rounds: Number(process.env.BENCH_BULK_ROUNDS ?? 2),
  heapImages: { small: 20, large: 2 * Number(process.env.BENCH_BULK_IMAGES ?? 200) },
  sweep: process.env.BENCH_BULK_SWEEP === '1' ? [2, 4, 6, 8] : [],
  sweepImages: 100,
  jszipImages: 50,
  tiff: { width: 2000, height: 4000, rounds: 3 },
  crcFiles: 50,
  profile: process.env.BENCH_BULK_PROFILE === '1',
};

export interface DownloadMeasurement extends DownloadRun {
  mbPerSecond: number;
  jsHeapPeakMB: number;
  /** The page's JS heap (Runtime.getHeapUsage usedSize) at its peak during the run, above its size before it. */
  jsHeapGrowthMB: number;
  /**
   * The page's own JS heap and ArrayBuffer contents (Runtime.getHeapUsage: used plus backing stores) at
   * their peak, above their size before the run: what the page's script holds, garbage not yet collected
   * included, without the allocator's slack that the resident size counts. Workers' heaps are not in it.
   */
  pageBuffersGrowthMB: number;
  /** The renderer's peak resident size during the run, above its size just before it. */
  rendererGrowthMB: number | null;
  loadAverage: number;
  /** The whole machine's busy CPU seconds over the run (the dev API and the browser included; machineCpu.ts), or null off Linux. */
  machineCpuSeconds: number | null;
  /**
   * The run's own CPU seconds: the browser's processes and this process (the dev API serving the files, the
   * bench's sampling), without the rest of a shared machine's work; null where the browser does not tell.
   */
  ownCpuSeconds: number | null;
  /** The run's CPU floor: its own CPU over the machine's cores, ms (no run can take less). */
  cpuFloorMs: number | null;
  /** The browser's CPU seconds over the run by process (SystemInfo.getProcessInfo), or null where it does not tell. */
  browserCpu: BrowserCpu | null;
}

export interface MemoryPoint {
  writtenMB: number;
  jsHeapMB: number;
  rendererRssMB: number | null;
}

export interface RawVariantRuns {
  variant: RawVariant;
  api: (typeof RAW_API)[RawVariant];
  label: string;
  runs: DownloadMeasurement[];
  medianMs: number;
}

export interface HeapBySize {
  sink: FlowSink;
  images: number;
  archiveMB: number;
  ms: number;
  jsHeapGrowthMB: number;
  pageBuffersGrowthMB: number;
  rendererGrowthMB: number | null;
  loadAverage: number;
}

export interface BulkDownloadReport {
  settings: BulkDownloadSettings;
  imageMB: number;
  /** Every raw variant's runs, one a round. */
  rawVariants: RawVariantRuns[];
  /** The raw writer through createWritable, the API a picked folder offers: the goal's baseline, and its runs. */
  baselineRaw: RawVariant;
  raw: DownloadMeasurement[];
  /** Fetch-and-discard: the floor. */
  discard: DownloadMeasurement[];
  flow: DownloadMeasurement[];
  jszip: DownloadMeasurement;
  /** The median of the rounds' flow ÷ the createWritable raw writer (goal ≤ 1.10), and each round's. */
  flowToRaw: number;
  pairRatios: number[];
  /** The median of the rounds' flow ÷ the createSyncAccessHandle raw writer (no goal: the flow cannot have that API), and each round's. */
  flowToSyncHandle: number;
  syncHandleRatios: number[];
  /** The median of the rounds' flow ÷ fetch-and-discard (goal ≤ 1.5), and each round's. */
  flowToDiscard: number;
  discardRatios: number[];
  /**
   * Where no folder is picked: the flow into the browser's downloads by each way, one run a round, timed to
   * the last download's end; and the median of the rounds' service worker ÷ Blob link, and each round's.
   */
  noFolder: Record<Exclude<FlowSink, 'folder'>, DownloadMeasurement[]> & { workerToLink: number | null; workerToLinkRatios: number[] };
  /** Each no-folder run's downloads, tested with unzip -t: files and the images in them. */
  downloadChecks: { sink: FlowSink; files: number; images: number }[];
  /** Medians over the rounds of each way's CPU, seconds: the machine's, and the browser process's (null where unknown). */
  cpuMedians: { label: string; machine: number | null; own: number | null; browserProcess: number | null; renderer: number | null }[];
  /** The page's heap while the flow writes a small and a large archive (goal: < 30 MB growth for both). */
  heapBySize: HeapBySize[];
  /** The files in flight plus 64 MB: what the flow's renderer may grow by. */
  memoryBudgetMB: number;
  flowMemory: MemoryPoint[];
  /** Each measured flow run's archive checked on the disk (entries, images, and any whose CRC-32 does not match). */
  archiveChecks: { entries: number; images: number; bad: number }[];
  /** CRC-32 of `crcFiles` files' bytes, read as words and byte by byte (contract/crc32.ts): medians of 3, ms. */
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
const median = (values: number[]) => round2(medianOf(values));

export async function buildBulkDownload(settings: Pick<BulkDownloadSettings, 'profile'> = DEFAULT_BULK_DOWNLOAD_SETTINGS): Promise<string> {
  // The download worker the streamed runs register: the server serves it from dist-bench/ (benchChunks).
  await bundleForBrowser('bulkDownloadWorker', './test/bench/bulkDownloadWorker.entry.ts');
  return bundleForBrowser('bulkDownload', './test/bench/bulkDownload.entry.tsx', { minimize: !settings.profile });
}

const SHOP = '壳美定制旗舰店';

const RAW_LABELS: Record<RawVariant, string> = {
  reusedWritable: 'raw through createWritable (reused buffers)',
  reusedSyncHandle: 'raw through createSyncAccessHandle (in a worker, reused buffers)',
};
const DISCARD_LABEL = 'fetch-and-discard (the floor)';
/**
 * The no-folder ways measured: the Blob link the flow ships, and with BENCH_BULK_SERVICE_WORKER=1 the
 * service worker it was measured against and not shipped for (docs/performance.md, "Bulk download"): its
 * rounds and heap runs took about 40 s of the part, for a question the figures there have answered.
 */
const NO_FOLDER_SINKS: readonly Exclude<FlowSink, 'folder'>[] = process.env.BENCH_BULK_SERVICE_WORKER === '1' ? ['link', 'worker'] : ['link'];
const FLOW_LABEL = "下载定制图's flow";
/** Where no folder is picked, each way into the browser's downloads, named by the API it uses. */
const NO_FOLDER_LABELS: Record<Exclude<FlowSink, 'folder'>, string> = {
  link: "下载定制图's flow, no folder: Blob + <a download> (URL.createObjectURL)",
  worker: "下载定制图's flow, no folder: service worker (fetch event answered with the ReadableStream)",
};

/** Each figure as it is measured: a long bench that prints nothing for minutes looks hung. */
const log = (line: string) => console.log(`[bulk download] ${line}`);
const runLine = (m: DownloadMeasurement) =>
  `${(m.ms / 1000).toFixed(2)} s, ${m.mbPerSecond} MB/s, load ${m.loadAverage}, ${machineCpu(m)}, ${browserCpuLine(m.browserCpu)}, renderer +${m.rendererGrowthMB ?? '?'} MB, page's JS heap +${m.jsHeapGrowthMB} MB (with ArrayBuffers +${m.pageBuffersGrowthMB} MB)` +
  (m.progressRenders !== undefined ? `, ${m.progressRenders} progress renders` : '') +
  (m.firstFetchMs !== undefined ? `, first fetch after ${Math.round(m.firstFetchMs)} ms` : '') +
  (m.tailMs !== undefined ? `, ${Math.round(m.tailMs)} ms after the last progress` : '') +
  (m.downloadTailMs !== undefined ? `, the downloads ended ${Math.round(m.downloadTailMs)} ms after the flow` : '') +
  (m.failed ? `, ${m.failed} FAILED` : '');
/** The machine's busy CPU over a run, and as cores kept busy on average: at every core, added work adds time. */
const machineCpu = (m: DownloadMeasurement) =>
  (m.machineCpuSeconds === null ? 'machine CPU ?' : `machine CPU ${m.machineCpuSeconds} s (${round2(m.machineCpuSeconds / (m.ms / 1000))} of ${availableParallelism()} cores)`) +
  (m.ownCpuSeconds === null || m.cpuFloorMs === null ? '' : `, own CPU ${m.ownCpuSeconds} s: CPU floor ${(m.cpuFloorMs / 1000).toFixed(2)} s, run x${round2(m.ms / m.cpuFloorMs)} of it`);
const browserCpuLine = (cpu: BrowserCpu | null) =>
  cpu === null ? 'browser CPU ?' : `browser CPU: browser process ${cpu.browser} s, renderers ${cpu.renderer} s, other ${cpu.other} s`;
const cpuMediansLine = (c: BulkDownloadReport['cpuMedians'][number]) =>
  `${c.label}: machine ${c.machine ?? '?'} s, own ${c.own ?? '?'} s, browser process ${c.browserProcess ?? '?'} s, renderers ${c.renderer ?? '?'} s`;
const say = (label: string, m: DownloadMeasurement): DownloadMeasurement => {
  log(`${label}: ${runLine(m)}`);
  return m;
};

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
    const runRaw = (variant: RawVariant, urls: string[]) =>
      page(([v, u, c]) => (window as unknown as BenchWindow).bulkDownloadBench.raw(v, u, c), [variant, urls, settings.concurrency] as const);
    const runDiscard = (urls: string[]) => page(([u, c]) => (window as unknown as BenchWindow).bulkDownloadBench.discard(u, c), [urls, settings.concurrency] as const);
    const runFlow = (count: number, concurrency = settings.concurrency, sink: FlowSink = 'folder') =>
      page(([n, c, s]) => (window as unknown as BenchWindow).bulkDownloadBench.flow(n, c, s), [count, concurrency, sink] as const);

    /** The downloads the last no-folder run left, read back and removed after its measurement. */
    let downloaded: Download[] = [];
    /**
     * A flow run into the browser's downloads, timed to the last download's end as the browser reports it
     * (the flow's own end comes when it has handed its last byte over, not when the file is on the disk).
     */
    const runToDownloads = (count: number, sink: Exclude<FlowSink, 'folder'>) => async (): Promise<DownloadRun> => {
      const downloads: Download[] = [];
      let counted: (() => void) | null = null;
      const onDownload = (download: Download) => {
        downloads.push(download);
        counted?.();
      };
      tab.on('download', onDownload);
      try {
        const result = await runFlow(count, settings.concurrency, sink);
        const flowEnded = performance.now();
        // A download's event may reach the bench after the page's answer: wait for one per saved part.
        while (downloads.length < result.parts) await new Promise<void>((resolve) => (counted = resolve));
        await Promise.all(downloads.map((download) => download.path()));
        const downloadTailMs = performance.now() - flowEnded;
        downloaded = downloads;
        return { ...result, ms: result.ms + downloadTailMs, downloadTailMs };
      } finally {
        tab.off('download', onDownload);
      }
    };

    // Warm-up: connections, the JIT, the worker, the dialogs' first render; and which renderer process is the page's.
    const renderersBefore = await rendererProcesses(processes);
    const warmUrls = await rawUrls(20);
    for (const variant of RAW_VARIANTS) await runRaw(variant, warmUrls);
    await runDiscard(warmUrls);
    freshOrders(20);
    await runFlow(20);
    const renderer = busiestRenderer(renderersBefore, await rendererProcesses(processes));
    // The no-folder ways' first run: the worker's registration, the download manager's first file.
    for (const sink of NO_FOLDER_SINKS) {
      freshOrders(20);
      await runToDownloads(20, sink)();
      for (const download of downloaded) await download.delete();
    }

    const measure = async (run: () => Promise<DownloadRun>, points?: MemoryPoint[]): Promise<DownloadMeasurement> => {
      // The last run's files are removed before the CPU is read: deleting 500 MB is no part of the next run.
      await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.clearDisk());
      await cdp.send('HeapProfiler.collectGarbage');
      const rssBefore = renderer === undefined ? null : resetPeakRss(renderer);
      let heapPeak = 0;
      const usage = async () => {
        const { usedSize, backingStorageSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
        return { heap: usedSize, withBuffers: usedSize + (backingStorageSize ?? 0) };
      };
      const before = await usage();
      const browserBefore = await browserCpuSeconds(processes);
      const nodeBefore = process.cpuUsage();
      const cpuBefore = machineBusySeconds();
      const peakUsage = { ...before };
      let sampling = true;
      let nextPoint = 0;
      const sampler = (async () => {
        while (sampling) {
          const heap = await jsHeapUsed(cdp);
          heapPeak = Math.max(heapPeak, heap);
          const now = await usage();
          peakUsage.heap = Math.max(peakUsage.heap, now.heap);
          peakUsage.withBuffers = Math.max(peakUsage.withBuffers, now.withBuffers);
          if (points) {
            const bytes = await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.progress.bytes);
            if (bytes >= nextPoint) {
              points.push({ writtenMB: Math.round(bytes / MB), jsHeapMB: round1(heap / MB), rendererRssMB: renderer === undefined ? null : round1((readRss(renderer).now ?? 0) / MB) });
              nextPoint = bytes + (settings.images * PRINT_FILE_MB * MB) / 10;
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const result = await run();
      const cpuAfter = machineBusySeconds();
      const nodeSpent = process.cpuUsage(nodeBefore);
      const browserAfter = await browserCpuSeconds(processes);
      const browserCpu = browserCpuSpent(browserBefore, browserAfter);
      const ownCpuSeconds = browserCpu === null ? null : browserCpu.browser + browserCpu.renderer + browserCpu.other + (nodeSpent.user + nodeSpent.system) / 1e6;
      sampling = false;
      await sampler;
      const peak = renderer === undefined ? null : readRss(renderer).peak;
      return {
        ...result,
        ms: Math.round(result.ms),
        mbPerSecond: round1(result.bytes / MB / (result.ms / 1000)),
        jsHeapPeakMB: round1(heapPeak / MB),
        jsHeapGrowthMB: round1((peakUsage.heap - before.heap) / MB),
        pageBuffersGrowthMB: round1((peakUsage.withBuffers - before.withBuffers) / MB),
        rendererGrowthMB: peak === null || rssBefore === null ? null : round1((peak - rssBefore) / MB),
        loadAverage: round1(loadavg()[0]),
        machineCpuSeconds: cpuBefore === null || cpuAfter === null ? null : round1(cpuAfter - cpuBefore),
        ownCpuSeconds: ownCpuSeconds === null ? null : round1(ownCpuSeconds),
        cpuFloorMs: ownCpuSeconds === null ? null : Math.round((ownCpuSeconds / availableParallelism()) * 1000),
        browserCpu,
      };
    };

    const urls = await rawUrls(settings.images);
    const rawRuns = new Map<RawVariant, DownloadMeasurement[]>(RAW_VARIANTS.map((variant) => [variant, []]));
    const discard: DownloadMeasurement[] = [];
    const flow: DownloadMeasurement[] = [];
    const noFolder: Record<Exclude<FlowSink, 'folder'>, DownloadMeasurement[]> = { link: [], worker: [] };
    const flowMemory: MemoryPoint[] = [];
    const archiveChecks: BulkDownloadReport['archiveChecks'] = [];
    /** One flow run of `count` fresh orders, its archives then read back from the disk. */
    const flowRun = async (count: number, points?: MemoryPoint[]): Promise<DownloadMeasurement> => {
      freshOrders(count);
      const measured = await measure(() => runFlow(count), points);
      // Not timed: what was measured must be the files to print, every byte as served.
      const check: ArchiveCheck = await tab.evaluate(() => (window as unknown as BenchWindow).bulkDownloadBench.checkArchives());
      if (check.bad.length > 0 || check.images !== count) {
        throw new Error(`the flow's archive holds ${check.images} of ${count} images, ${check.bad.length} not matching their CRC-32: ${check.bad.slice(0, 3).join(', ')}`);
      }
      archiveChecks.push({ entries: check.entries, images: check.images, bad: check.bad.length });
      return measured;
    };
    /** One flow run of `count` fresh orders into the browser's downloads; each file then tested with unzip -t and removed. */
    const noFolderRun = async (count: number, sink: Exclude<FlowSink, 'folder'>): Promise<DownloadMeasurement> => {
      freshOrders(count);
      const measured = await measure(runToDownloads(count, sink));
      let images = 0;
      for (const download of downloaded) {
        const test = unzipTest(await download.path());
        if (test.status !== 0) throw new Error(`${NO_FOLDER_LABELS[sink]}: unzip -t failed on ${download.suggestedFilename()}: ${test.output.slice(-500)}`);
        images += test.output.split('\n').filter((line) => /\.png\s+OK$/.test(line)).length;
        await download.delete();
      }
      if (images !== count) throw new Error(`${NO_FOLDER_LABELS[sink]}: the downloads hold ${images} of ${count} images`);
      downloadChecks.push({ sink, files: downloaded.length, images });
      return measured;
    };
    const downloadChecks: BulkDownloadReport['downloadChecks'] = [];
    type Alternative = { label: string; once: () => Promise<void> };
    const alternatives: Alternative[] = [
      ...RAW_VARIANTS.map((variant) => ({
        label: RAW_LABELS[variant],
        once: async () => void rawRuns.get(variant)!.push(say(RAW_LABELS[variant], await measure(() => runRaw(variant, urls)))),
      })),
      { label: DISCARD_LABEL, once: async () => void discard.push(say(DISCARD_LABEL, await measure(() => runDiscard(urls)))) },
      { label: FLOW_LABEL, once: async () => void flow.push(say(FLOW_LABEL, await flowRun(settings.images, flow.length === 0 ? flowMemory : undefined))) },
      ...NO_FOLDER_SINKS.map((sink) => ({
        label: NO_FOLDER_LABELS[sink],
        once: async () => void noFolder[sink].push(say(NO_FOLDER_LABELS[sink], await noFolderRun(settings.images, sink))),
      })),
    ];
    log(`${settings.images} × about ${PRINT_FILE_MB} MB, ${settings.concurrency} at once, ${settings.rounds} rounds of ${alternatives.length} runs`);
    for (let round = 0; round < settings.rounds; round++) {
      for (const alternative of abbaOrder(alternatives, round)) await alternative.once();
      const f = flow[round]!.ms;
      const byVariant = RAW_VARIANTS.map((variant) => `${RAW_API[variant]} x${round2(f / rawRuns.get(variant)![round]!.ms)}`).join(', ');
      const worker = noFolder.worker[round];
      log(`round ${round + 1}: flow ÷ raw ${byVariant}; flow ÷ discard x${round2(f / discard[round]!.ms)}${worker ? `; no folder, service worker ÷ Blob link x${round2(worker.ms / noFolder.link[round]!.ms)}` : ''}`);
    }
    const rawVariants: RawVariantRuns[] = RAW_VARIANTS.map((variant) => {
      const runs = rawRuns.get(variant)!;
      return { variant, api: RAW_API[variant], label: RAW_LABELS[variant], runs, medianMs: median(runs.map((r) => r.ms)) };
    });
    const byApi = (api: RawVariantRuns['api']) => rawVariants.find((v) => v.api === api)!;
    // The goal's baseline is the raw writer on the flow's own API: a picked folder offers createWritable only.
    const baseline = byApi('createWritable');
    const syncHandle = byApi('createSyncAccessHandle');
    const pairRatios = flow.map((f, i) => round2(f.ms / baseline.runs[i]!.ms));
    const syncHandleRatios = flow.map((f, i) => round2(f.ms / syncHandle.runs[i]!.ms));
    const discardRatios = flow.map((f, i) => round2(f.ms / discard[i]!.ms));
    const workerToLinkRatios = noFolder.worker.map((w, i) => round2(w.ms / noFolder.link[i]!.ms));
    if (workerToLinkRatios.length > 0) log(`no folder, medians of the rounds: service worker ÷ Blob link x${median(workerToLinkRatios)} (${workerToLinkRatios.join(', ')})`);
    log(
      `medians of the rounds: flow ÷ raw through createWritable x${median(pairRatios)} (${pairRatios.join(', ')}), ` +
        `flow ÷ raw through createSyncAccessHandle x${median(syncHandleRatios)} (${syncHandleRatios.join(', ')}), flow ÷ discard x${median(discardRatios)} (${discardRatios.join(', ')})`,
    );
    // What each way costs, beside its time: the floor for a flow that writes is the discard's CPU plus the writes'.
    const cpuOf = (runs: DownloadMeasurement[], read: (m: DownloadMeasurement) => number | null | undefined) =>
      runs.some((r) => read(r) == null) ? null : median(runs.map((r) => read(r)!));
    const cpuMedians = [
      ...rawVariants.map((v) => ({ label: v.label, runs: v.runs })),
      { label: DISCARD_LABEL, runs: discard },
      { label: FLOW_LABEL, runs: flow },
      ...NO_FOLDER_SINKS.map((sink) => ({ label: NO_FOLDER_LABELS[sink], runs: noFolder[sink] })),
    ].map(
      ({ label, runs }) => ({
        label,
        machine: cpuOf(runs, (m) => m.machineCpuSeconds),
        own: cpuOf(runs, (m) => m.ownCpuSeconds),
        browserProcess: cpuOf(runs, (m) => m.browserCpu?.browser),
        renderer: cpuOf(runs, (m) => m.browserCpu?.renderer),
      }),
    );
    for (const c of cpuMedians) log(`CPU, medians: ${cpuMediansLine(c)}`);

    // The page's heap by archive size: flat means the flow holds what is in flight, not what it wrote.
    const heapBySize: HeapBySize[] = [];
    for (const images of [settings.heapImages.small, settings.heapImages.large]) {
      const m = await flowRun(images);
      heapBySize.push({ sink: 'folder', images, archiveMB: round1(m.bytes / MB), ms: m.ms, jsHeapGrowthMB: m.jsHeapGrowthMB, pageBuffersGrowthMB: m.pageBuffersGrowthMB, rendererGrowthMB: m.rendererGrowthMB, loadAverage: m.loadAverage });
      log(`flow heap, ${images} images (${round1(m.bytes / MB)} MB): JS heap +${m.jsHeapGrowthMB} MB, with ArrayBuffers +${m.pageBuffersGrowthMB} MB, ${(m.ms / 1000).toFixed(2)} s, load ${m.loadAverage}`);
    }
    // Where no folder is picked, a small archive, and as the large one the first round's run, measured the
    // same way (`measure`): each part leaves the page as a Blob, and the link's page heap and renderer were
    // the same at 958 MB (two parts) as at 480 MB, so a run of 958 MB into the downloads, about 40 s of the
    // part with its unzip -t, showed nothing the round's run does not.
    for (const sink of NO_FOLDER_SINKS) {
      const small = await noFolderRun(settings.heapImages.small, sink);
      for (const [images, m] of [[settings.heapImages.small, small], [settings.images, noFolder[sink][0]!]] as const) {
        heapBySize.push({ sink, images, archiveMB: round1(m.bytes / MB), ms: m.ms, jsHeapGrowthMB: m.jsHeapGrowthMB, pageBuffersGrowthMB: m.pageBuffersGrowthMB, rendererGrowthMB: m.rendererGrowthMB, loadAverage: m.loadAverage });
        log(`${NO_FOLDER_LABELS[sink]} heap, ${images} images (${round1(m.bytes / MB)} MB): JS heap +${m.jsHeapGrowthMB} MB, with ArrayBuffers +${m.pageBuffersGrowthMB} MB, renderer +${m.rendererGrowthMB ?? '?'} MB, ${(m.ms / 1000).toFixed(2)} s, load ${m.loadAverage}`);
      }
    }

    const jszipUrls = urls.slice(0, settings.jszipImages);
    const jszip = say(`JSZip, ${jszipUrls.length} files, one Blob written`, await measure(() => page((u) => (window as unknown as BenchWindow).bulkDownloadBench.jszip(u), jszipUrls)));

    const concurrencySweep: BulkDownloadReport['concurrencySweep'] = [];
    for (const concurrency of settings.sweep) {
      freshOrders(settings.sweepImages);
      const result = await runFlow(settings.sweepImages, concurrency);
      concurrencySweep.push({ concurrency, ms: Math.round(result.ms), mbPerSecond: round1(result.bytes / MB / (result.ms / 1000)) });
    }
    if (concurrencySweep.length) log(`flow by images in flight, ${settings.sweepImages} images: ${concurrencySweep.map((s) => `${s.concurrency}: ${s.mbPerSecond} MB/s`).join(', ')}`);

    let profile: BulkDownloadReport['profile'] = null;
    if (settings.profile) {
      const raw = await profileRun(cdp, () => runRaw(baseline.variant, urls));
      freshOrders(settings.images);
      profile = { raw, flow: await profileRun(cdp, () => runFlow(settings.images)) };
    }

    const uploadUrl = `${server.url}/bench/tiff-upload`;
    const { width, height, rounds } = settings.tiff;
    const tiffRun: TiffRun = await tab.evaluate(([w, h, r, u]) => (window as unknown as BenchWindow).bulkDownloadBench.tiff(w, h, r, u), [width, height, rounds, uploadUrl] as const);
    const crcRun: CrcRun = await tab.evaluate(([bytes, files]) => (window as unknown as BenchWindow).bulkDownloadBench.crc(bytes, files), [Math.round(baseline.runs[0]!.bytes / settings.images), settings.crcFiles] as const);
    if (errors.length) throw new Error(`page errors during the bulk download benchmark: ${errors.join('; ')}`);

    return {
      settings,
      imageMB: round2(baseline.runs[0]!.bytes / settings.images / MB),
      rawVariants,
      baselineRaw: baseline.variant,
      raw: baseline.runs,
      discard,
      flow,
      jszip,
      flowToRaw: median(pairRatios),
      pairRatios,
      flowToSyncHandle: median(syncHandleRatios),
      syncHandleRatios,
      flowToDiscard: median(discardRatios),
      discardRatios,
      noFolder: { ...noFolder, workerToLink: workerToLinkRatios.length > 0 ? median(workerToLinkRatios) : null, workerToLinkRatios },
      downloadChecks,
      cpuMedians,
      heapBySize,
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
  const flat = r.flowMemory.map((p) => `${p.writtenMB}:${p.jsHeapMB}/${p.rendererRssMB ?? '?'}`).join(' ');
  const rows: [string, string][] = [[`Bulk download to disk (OPFS), ${r.settings.images} × ${r.imageMB} MB, ${r.settings.concurrency} at once`, '']];
  r.flow.forEach((m, i) => {
    for (const variant of r.rawVariants) rows.push([`  round ${i + 1}: ${variant.label}`, runLine(variant.runs[i]!)]);
    rows.push([`  round ${i + 1}: ${DISCARD_LABEL}`, runLine(r.discard[i]!)]);
    rows.push([
      `  round ${i + 1}: ${FLOW_LABEL}`,
      `${runLine(m)}  (x${r.pairRatios[i]} createWritable raw, x${r.syncHandleRatios[i]} createSyncAccessHandle raw, x${r.discardRatios[i]} discard)`,
    ]);
    for (const sink of NO_FOLDER_SINKS) rows.push([`  round ${i + 1}: ${NO_FOLDER_LABELS[sink]}`, runLine(r.noFolder[sink][i]!)]);
  });
  rows.push(['  raw writers, median', r.rawVariants.map((v) => `${v.api} ${(v.medianMs / 1000).toFixed(2)} s`).join(', ')]);
  for (const c of r.cpuMedians) rows.push([`  CPU, medians of the rounds: ${c.label}`, cpuMediansLine(c)]);
  rows.push(['  flow ÷ raw through createWritable (the API a picked folder offers), median of the rounds', `x${r.flowToRaw} (goal 1.10)`]);
  rows.push(['  flow ÷ raw through createSyncAccessHandle (only in the private file system), median', `x${r.flowToSyncHandle} (no goal: not an API the flow has)`]);
  rows.push(['  flow ÷ fetch-and-discard, median of the rounds', `x${r.flowToDiscard} (goal 1.5)`]);
  if (r.noFolder.workerToLinkRatios.length > 0) {
    rows.push([
      '  no folder: service worker ÷ Blob link, to the downloads\' end, median of the rounds',
      `x${r.noFolder.workerToLink} (${r.noFolder.workerToLinkRatios.join(', ')}); the faster is the one to ship`,
    ]);
  }
  for (const h of r.heapBySize) {
    const way = h.sink === 'folder' ? "flow's" : `${NO_FOLDER_LABELS[h.sink]}:`;
    rows.push([
      `  ${way} page heap, ${h.images} images (${h.archiveMB} MB)`,
      `JS heap +${h.jsHeapGrowthMB} MB, with ArrayBuffers +${h.pageBuffersGrowthMB} MB (goal < 30), renderer +${h.rendererGrowthMB ?? '?'} MB, load ${h.loadAverage}`,
    ]);
  }
  rows.push(['  no-folder downloads tested with unzip -t', r.downloadChecks.map((c) => `${c.sink}: ${c.files} files, ${c.images} images`).join('; ')]);
  rows.push(['  flow archives read back from the disk', r.archiveChecks.map((c) => `${c.images} images, ${c.bad} CRC mismatches`).join('; ')]);
  rows.push([`  JSZip, ${r.settings.jszipImages} files, one Blob written`, runLine(r.jszip)]);
  rows.push([`  flow memory, written MB: heap/renderer MB (budget +${r.memoryBudgetMB} MB)`, flat]);
  rows.push([
    `  flow by images in flight, ${r.settings.sweepImages} images`,
    r.concurrencySweep.length ? r.concurrencySweep.map((s) => `${s.concurrency}: ${s.mbPerSecond} MB/s`).join(', ') : 'not run (BENCH_BULK_SWEEP=1 runs it)',
  ]);
  for (const [run, entries] of Object.entries(r.profile ?? {})) {
    for (const entry of entries) rows.push([`  profile of ${run}: ${entry.name} (${entry.url})`, `${entry.selfMs} ms self`]);
  }
  const crcRate = (ms: number) => `${ms} ms (${Math.round((r.imageMB * r.settings.crcFiles) / (ms / 1000))} MB/s)`;
  rows.push([`  CRC-32 of ${r.settings.crcFiles} of the files on the page, median of 3`, `read as words ${crcRate(r.crc.wordsMs)}, byte by byte ${crcRate(r.crc.bytesMs)}`]);
  rows.push([`TIFF in the worker, ${r.tiff.width}×${r.tiff.height}`, `${r.tiff.medianMs} ms median (${r.tiff.rounds.join(', ')}), PNG ${r.tiff.pngMB} MB -> TIFF ${r.tiff.tiffMB} MB`]);
  return rows;
}
