/**
 * Uploading assets (300, 60 in `npm run bench`) through the queue of 6 against the dev API with 50 ms
 * latency on the upload routes, side by side with the first 20 of them one at a time; and thumbnail generation per image (a 1000×2000 PNG and a
 * 300×300 sticker) in Chromium. Speed is reported, never asserted (ARCHITECTURE.md).
 *
 * Headless Chromium runs the console's own upload code (assetUpload.entry.ts): per asset the thumbnail,
 * then the original and the thumbnail through the browser adapter's three steps (upload_form, the
 * multipart POST, upload_result: six calls under /api/files/, each delayed 50 ms by an injected fault),
 * then POST /api/design_assets. The page is bundled on its own rather than driving the built console's
 * wizard, because the wizard's concurrency is fixed at 6 and the comparison needs 1.
 */
import type { Browser } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import type { AssetUploadBench, ThumbnailKind, ThumbnailRun, UploadRun } from './assetUpload.entry';
import { bundleForBrowser, serveBenchPages } from './browserBundle';

export interface AssetUploadSettings {
  assets: number;
  width: number;
  height: number;
  latencyMs: number;
  concurrency: number;
  /**
   * The assets uploaded one at a time: the first of the queue's. That run is latency-bound, each asset's
   * seven calls after the last one's, so its rate (assets/s) is the same on 20 as on 60, in a third of the
   * time.
   */
  oneAtATimeAssets: number;
  thumbnailRounds: number;
}

export const DEFAULT_ASSET_UPLOAD_SETTINGS: AssetUploadSettings = {
  assets: Number(process.env.BENCH_ASSET_COUNT ?? 300),
  // Spec 1 §5 recommends 1:2 for images; this size keeps 300 files near 10 MB.
  width: 400,
  height: 800,
  latencyMs: 50,
  concurrency: 6,
  oneAtATimeAssets: 20,
  thumbnailRounds: 20,
};

export interface UploadMeasurement {
  concurrency: number;
  assets: number;
  ms: number;
  assetsPerSecond: number;
  failed: number;
  firstError: string | null;
}

export interface ThumbnailMeasurement {
  source: ThumbnailRun['source'];
  thumbnail: ThumbnailRun['thumbnail'];
  /** Median and mean of the measured rounds, ms per image. */
  medianMs: number;
  meanMs: number;
  rounds: number[];
}

export interface AssetUploadReport {
  settings: AssetUploadSettings;
  generated: { files: number; averageFileKB: number; generateMs: number };
  queue: UploadMeasurement;
  oneAtATime: UploadMeasurement;
  /** queue assets/s ÷ one-at-a-time assets/s. */
  speedup: number;
  thumbnails: Record<ThumbnailKind, ThumbnailMeasurement>;
}

export function buildAssetUpload(): Promise<string> {
  return bundleForBrowser('assetUpload', './test/bench/assetUpload.entry.ts');
}

type BenchWindow = { assetUploadBench: AssetUploadBench };
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function measureAssetUpload(
  browser: Browser,
  server: ConsoleServer,
  bundlePath: string,
  settings: AssetUploadSettings = DEFAULT_ASSET_UPLOAD_SETTINGS,
): Promise<AssetUploadReport> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await serveBenchPages(tab, server.url, bundlePath, { '/bench/asset-upload.html': 'asset upload bench' });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${server.url}/bench/asset-upload.html`);
    await tab.waitForFunction(() => typeof (window as unknown as { assetUploadBench?: unknown }).assetUploadBench === 'object');

    // The callbacks run in the page: they can name only the page's globals.
    await tab.evaluate(() => (window as unknown as BenchWindow).assetUploadBench.login());
    const generated = await tab.evaluate((s) => (window as unknown as BenchWindow).assetUploadBench.generate(s.assets, s.width, s.height), settings);
    const upload = (concurrency: number, limit?: number): Promise<UploadRun> =>
      tab.evaluate(([c, l]) => (window as unknown as BenchWindow).assetUploadBench.upload(c, l), [concurrency, limit] as const);
    const thumbnails = (kind: ThumbnailKind): Promise<ThumbnailRun> =>
      tab.evaluate(([k, r]) => (window as unknown as BenchWindow).assetUploadBench.thumbnails(k, r), [kind, settings.thumbnailRounds] as const);

    const photo = await thumbnails('photo');
    const sticker = await thumbnails('sticker');

    await upload(settings.concurrency, 12); // warm-up, no latency: connections, codecs, the JIT
    server.devApi.faults.add({ path: '/api/files/*', latencyMs: settings.latencyMs });
    let queue: UploadRun;
    let oneAtATime: UploadRun;
    try {
      queue = await upload(settings.concurrency);
      oneAtATime = await upload(1, Math.min(settings.oneAtATimeAssets, settings.assets));
    } finally {
      server.devApi.faults.clear();
    }
    if (errors.length) throw new Error(`page errors during the asset upload benchmark: ${errors.join('; ')}`);

    const measured = (run: UploadRun): UploadMeasurement => ({
      concurrency: run.concurrency,
      assets: run.assets,
      ms: Math.round(run.ms),
      assetsPerSecond: round1((run.assets - run.failed) / (run.ms / 1000)),
      failed: run.failed,
      firstError: run.firstError,
    });
    const thumbnail = (run: ThumbnailRun): ThumbnailMeasurement => {
      const sorted = run.ms.slice().sort((a, b) => a - b);
      return {
        source: run.source,
        thumbnail: run.thumbnail,
        medianMs: round1(sorted[Math.floor(sorted.length / 2)]!),
        meanMs: round1(run.ms.reduce((sum, ms) => sum + ms, 0) / run.ms.length),
        rounds: run.ms.map(round1),
      };
    };
    const q = measured(queue);
    const one = measured(oneAtATime);
    return {
      settings,
      generated: { files: generated.files, averageFileKB: round1(generated.bytes / generated.files / 1024), generateMs: Math.round(generated.ms) },
      queue: q,
      oneAtATime: one,
      speedup: round1(q.assetsPerSecond / one.assetsPerSecond),
      thumbnails: { photo: thumbnail(photo), sticker: thumbnail(sticker) },
    };
  } finally {
    await context.close();
  }
}

/** The lines run.ts prints. */
export function assetUploadRows(r: AssetUploadReport): [string, string][] {
  const s = r.settings;
  const run = (m: UploadMeasurement) =>
    `${m.assetsPerSecond}/s (${m.ms.toLocaleString('en-US')} ms)${m.failed ? `, ${m.failed} FAILED: ${m.firstError}` : ''}`;
  const thumb = (m: ThumbnailMeasurement) =>
    `${m.medianMs} ms median, ${m.meanMs} ms mean -> ${m.thumbnail.width}×${m.thumbnail.height} ${m.thumbnail.type} ${round1(m.thumbnail.bytes / 1024)} KB`;
  return [
    [`Asset upload, ${s.assets} × ${s.width}×${s.height} PNG, ${s.latencyMs} ms latency: queue of ${s.concurrency}`, run(r.queue)],
    [`Asset upload, ${r.oneAtATime.assets} of them, one at a time`, `${run(r.oneAtATime)}  (queue x${r.speedup})`],
    [`Thumbnail, ${r.thumbnails.photo.source.width}×${r.thumbnails.photo.source.height} PNG`, thumb(r.thumbnails.photo)],
    [`Thumbnail, ${r.thumbnails.sticker.source.width}×${r.thumbnails.sticker.source.height} sticker`, thumb(r.thumbnails.sticker)],
  ];
}
