/**
 * A 3 MB upload and a 100 MB streamed save over the bridge, measured in the host
 * simulator (the QA build's /__qianniu/), at several chunk sizes; MB/s and the memory they take.
 *
 * The simulator frames /bench/transfer.html (bridgeTransfer.entry.ts, served by page.route), which plays
 * the console's side with the adapter's own senders; the simulator answers as it does for the console, so
 * an upload ends in the dev API's cloud files and a save in a real download, whose size is checked here.
 * Both frames are of one origin, so one renderer: its JS heap (CDP Performance.getMetrics JSHeapUsedSize,
 * sampled every 10 ms) and resident memory (VmHWM, reset before each run) cover the console and the host.
 * The heap leaves out ArrayBuffer contents, so a host that holds a save's chunks as byte arrays shows in
 * the renderer's resident memory, not in the heap. The browser process's peak is reported too: Blobs live
 * in its blob store, not in the renderer.
 * Speed is reported, never asserted (ARCHITECTURE.md).
 */
import { statSync } from 'node:fs';
import type { Browser, CDPSession, Frame, Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import type { TransferBench, TransferRun } from './bridgeTransfer.entry';
import { bundleForBrowser, serveBenchPages } from './browserBundle';
import { busiestRenderer, jsHeapUsed, readRss, rendererProcesses, resetPeakRss, sampleJsHeap } from './wireframeImportPlan';

const KIB = 1024;
const MB = 1024 * 1024;

export interface BridgeTransferSettings {
  chunkSizes: number[];
  uploadBytes: number;
  uploadRepeats: number;
  saveBytes: number;
  saveRounds: number;
}

export const DEFAULT_BRIDGE_TRANSFER_SETTINGS: BridgeTransferSettings = {
  chunkSizes: [64 * KIB, 128 * KIB, 256 * KIB, 512 * KIB, 1024 * KIB],
  uploadBytes: 3 * MB,
  uploadRepeats: 5,
  saveBytes: Number(process.env.BENCH_SAVE_MB ?? 100) * MB,
  saveRounds: 2,
};

export interface MemoryPeak {
  /** Before the run (after a GC) and the highest sample during it, MB. */
  jsHeapMB: { before: number; peak: number };
  /** The renderer of both frames: resident before, peak during; null without /proc. */
  rendererRssMB: { before: number; peak: number } | null;
  /** The browser process (its blob store holds Blobs): resident before, peak during; null without /proc. */
  browserRssMB: { before: number; peak: number } | null;
}

export interface ChunkSizeResult {
  chunkKiB: number;
  /** Medians of the runs; memory is the highest of the runs' (each run starts after a GC). */
  upload: { medianMs: number; mbPerSecond: number; chunksMedianMs: number; runsMs: number[]; memory: MemoryPeak };
  /** Each save's download had exactly `saveBytes` bytes (checked, else the benchmark fails). */
  save: { medianMs: number; mbPerSecond: number; chunksMedianMs: number; runsMs: number[]; memory: MemoryPeak };
}

export interface BridgeTransferReport {
  settings: BridgeTransferSettings;
  host: string;
  sizes: ChunkSizeResult[];
  /** The chunk size with the highest save MB/s, and with the highest upload MB/s. */
  fastest: { saveChunkKiB: number; uploadChunkKiB: number };
}

export function buildBridgeTransfer(): Promise<string> {
  return bundleForBrowser('bridgeTransfer', './test/bench/bridgeTransfer.entry.ts');
}

const round1 = (n: number) => Math.round(n * 10) / 10;
function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const mbPerSecond = (bytes: number, ms: number) => round1(bytes / MB / (ms / 1000));

/** Each figure's highest over several runs. */
function highest(peaks: MemoryPeak[]): MemoryPeak {
  const most = (pick: (m: MemoryPeak) => { before: number; peak: number } | null) => {
    const pairs = peaks.map(pick);
    if (pairs.some((pair) => pair === null)) return null;
    return { before: Math.max(...pairs.map((pair) => pair!.before)), peak: Math.max(...pairs.map((pair) => pair!.peak)) };
  };
  return { jsHeapMB: most((m) => m.jsHeapMB)!, rendererRssMB: most((m) => m.rendererRssMB), browserRssMB: most((m) => m.browserRssMB) };
}

/** Runs `work` while sampling memory, after a GC; the peaks come back beside its result. */
async function measured<T>(cdp: CDPSession, browserSession: CDPSession, work: () => Promise<T>): Promise<{ result: T; memory: MemoryPeak }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBefore = await jsHeapUsed(cdp);
  const processes = await browserSession.send('SystemInfo.getProcessInfo').catch(() => ({ processInfo: [] }));
  const browserPid = processes.processInfo.find((p) => p.type === 'browser')?.id;
  const renderersBefore = await rendererProcesses(browserSession);
  const rssBefore = new Map(renderersBefore.map((r) => [r.id, resetPeakRss(r.id)]));
  const browserBefore = browserPid === undefined ? null : resetPeakRss(browserPid);
  const sampler = sampleJsHeap(cdp, 10);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await sampler.stop();
    throw error;
  }
  const heapPeak = await sampler.stop();
  const renderer = busiestRenderer(renderersBefore, await rendererProcesses(browserSession));
  const rendererPeak = renderer === undefined ? null : readRss(renderer).peak;
  const rendererBefore = renderer === undefined ? null : (rssBefore.get(renderer) ?? null);
  const browserPeak = browserPid === undefined ? null : readRss(browserPid).peak;
  const pair = (before: number | null, peak: number | null) => (before === null || peak === null ? null : { before: round1(before / MB), peak: round1(peak / MB) });
  return {
    result,
    memory: {
      jsHeapMB: { before: round1(heapBefore / MB), peak: round1(heapPeak / MB) },
      rendererRssMB: pair(rendererBefore, rendererPeak),
      browserRssMB: pair(browserBefore, browserPeak),
    },
  };
}

async function benchFrame(tab: Page): Promise<Frame> {
  const frame = await (await tab.waitForSelector('#plugin')).contentFrame();
  if (!frame) throw new Error('the simulator has no plugin frame');
  await frame.waitForFunction(() => typeof (window as unknown as { transferBench?: unknown }).transferBench === 'object');
  return frame;
}

type BenchWindow = { transferBench: TransferBench };

export async function measureBridgeTransfer(
  browser: Browser,
  server: ConsoleServer,
  bundlePath: string,
  settings: BridgeTransferSettings = DEFAULT_BRIDGE_TRANSFER_SETTINGS,
): Promise<BridgeTransferReport> {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/transfer.html': 'bridge transfer bench' });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${server.url}/__qianniu/?plugin=/bench/transfer.html`);
    const frame = await benchFrame(tab);
    const host = await frame.evaluate(() => (window as unknown as BenchWindow).transferBench.ready());
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    const browserSession = await browser.newBrowserCDPSession();

    const upload = (chunkBytes: number) =>
      frame.evaluate(([bytes, size]) => (window as unknown as BenchWindow).transferBench.upload(bytes, size), [settings.uploadBytes, chunkBytes] as const);
    let saveCount = 0;
    const save = async (bytes: number, chunkBytes: number): Promise<TransferRun & { downloadedBytes: number }> => {
      // A name of its own each time: Chromium cancelled a download named as the one just before it.
      const fileName = `bench-${chunkBytes / KIB}k-${++saveCount}.zip`;
      const download = tab.waitForEvent('download', { timeout: 600_000 });
      const run = await frame.evaluate(
        ([total, size, name]) => (window as unknown as BenchWindow).transferBench.save(total, size, name),
        [bytes, chunkBytes, fileName] as const,
      );
      const file = await download;
      if (file.suggestedFilename() !== fileName) throw new Error(`downloaded ${file.suggestedFilename()}, not ${fileName}`);
      const failure = await file.failure();
      if (failure) throw new Error(`the ${chunkBytes / KIB} KiB save's download failed: ${failure}`);
      const downloadedBytes = statSync(await file.path()).size;
      await file.delete();
      return { ...run, downloadedBytes };
    };

    // The first transfers of a fresh page are slower (code not yet optimised): one of each, discarded.
    await upload(256 * KIB);
    await save(Math.min(settings.saveBytes, 8 * MB), 256 * KIB);

    // Rounds alternate the order of the sizes (ascending, then descending, …), so load that comes and goes
    // on the machine, and whatever the earlier transfers left behind, fall on every size alike.
    const order = (round: number) => (round % 2 === 0 ? settings.chunkSizes : settings.chunkSizes.slice().reverse());
    const uploads = new Map<number, { runs: TransferRun[]; memory: MemoryPeak[] }>(settings.chunkSizes.map((size) => [size, { runs: [], memory: [] }]));
    for (let round = 0; round < settings.uploadRepeats; round++) {
      for (const chunkBytes of order(round)) {
        const { result, memory } = await measured(cdp, browserSession, () => upload(chunkBytes));
        uploads.get(chunkBytes)!.runs.push(result);
        uploads.get(chunkBytes)!.memory.push(memory);
      }
    }
    const saves = new Map<number, { runs: TransferRun[]; memory: MemoryPeak[] }>(settings.chunkSizes.map((size) => [size, { runs: [], memory: [] }]));
    for (let round = 0; round < settings.saveRounds; round++) {
      for (const chunkBytes of order(round)) {
        const { result, memory } = await measured(cdp, browserSession, () => save(settings.saveBytes, chunkBytes));
        if (result.downloadedBytes !== settings.saveBytes) {
          throw new Error(`the ${chunkBytes / KIB} KiB save downloaded ${result.downloadedBytes} bytes, not ${settings.saveBytes}`);
        }
        saves.get(chunkBytes)!.runs.push(result);
        saves.get(chunkBytes)!.memory.push(memory);
      }
    }
    const sizes = settings.chunkSizes.map((chunkBytes): ChunkSizeResult => {
      const up = uploads.get(chunkBytes)!;
      const saved = saves.get(chunkBytes)!;
      const uploadMs = median(up.runs.map((run) => run.ms));
      const saveMs = median(saved.runs.map((run) => run.ms));
      return {
        chunkKiB: chunkBytes / KIB,
        upload: {
          medianMs: Math.round(uploadMs),
          mbPerSecond: mbPerSecond(settings.uploadBytes, uploadMs),
          chunksMedianMs: Math.round(median(up.runs.map((run) => run.chunksMs))),
          runsMs: up.runs.map((run) => Math.round(run.ms)),
          memory: highest(up.memory),
        },
        save: {
          medianMs: Math.round(saveMs),
          mbPerSecond: mbPerSecond(settings.saveBytes, saveMs),
          chunksMedianMs: Math.round(median(saved.runs.map((run) => run.chunksMs))),
          runsMs: saved.runs.map((run) => Math.round(run.ms)),
          memory: highest(saved.memory),
        },
      };
    });
    if (errors.length) throw new Error(`page errors during the transfer benchmark: ${errors.join('; ')}`);
    const best = (rate: (size: ChunkSizeResult) => number) => sizes.reduce((a, b) => (rate(b) > rate(a) ? b : a)).chunkKiB;
    return {
      settings,
      host,
      sizes,
      fastest: { saveChunkKiB: best((s) => s.save.mbPerSecond), uploadChunkKiB: best((s) => s.upload.mbPerSecond) },
    };
  } finally {
    await context.close();
  }
}

export function bridgeTransferRows(r: BridgeTransferReport): [string, string][] {
  const memory = (m: MemoryPeak) =>
    `heap ${m.jsHeapMB.before} -> ${m.jsHeapMB.peak} MB, renderer ${m.rendererRssMB ? `${m.rendererRssMB.before} -> ${m.rendererRssMB.peak}` : '?'} MB, ` +
    `browser ${m.browserRssMB ? `${m.browserRssMB.before} -> ${m.browserRssMB.peak}` : '?'} MB`;
  const uploadMB = r.settings.uploadBytes / MB;
  const saveMB = r.settings.saveBytes / MB;
  return [
    ...r.sizes.map((s): [string, string] => [
      `Bridge upload ${uploadMB} MB, ${s.chunkKiB} KiB chunks (median of ${s.upload.runsMs.length})`,
      `${s.upload.mbPerSecond} MB/s (${s.upload.medianMs} ms, chunks ${s.upload.chunksMedianMs} ms); ${memory(s.upload.memory)}`,
    ]),
    ...r.sizes.map((s): [string, string] => [
      `Bridge streamed save ${saveMB} MB, ${s.chunkKiB} KiB chunks (median of ${s.save.runsMs.length})`,
      `${s.save.mbPerSecond} MB/s (${s.save.runsMs.join(', ')} ms, chunks ${s.save.chunksMedianMs} ms); ${memory(s.save.memory)}`,
    ]),
    ['Bridge transfer, fastest chunk size', `save ${r.fastest.saveChunkKiB} KiB, upload ${r.fastest.uploadChunkKiB} KiB (host: ${r.host})`],
  ];
}
