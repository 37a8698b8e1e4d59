/**
 * The page side of the bulk download benchmark (bulkDownload.ts): the console's own runner, the same
 * images fetched with no zipping, the same download built with JSZip, and the TIFF worker. Every
 * archive goes to a counting sink that reads the stream and keeps nothing, so the renderer's memory is
 * the download's own (a disk writer lives in the browser process).
 */
import JSZip from 'jszip';
import { planArchive } from '../../src/lib/bulkDownload/names';
import { runBulkDownload } from '../../src/lib/bulkDownload/runner';
import { convertInWorker } from '../../src/lib/bulkDownload/tiffConverter';
import type { DownloadSource } from '../../src/lib/bulkDownload/types';
import { DEFAULT_DOWNLOAD_RULES } from '../../contract/downloadRules';

export interface DownloadRun {
  ms: number;
  images: number;
  /** Image bytes fetched (fetch only) or archive bytes produced. */
  bytes: number;
  parts: number;
  failed: number;
}

export interface TiffRun {
  width: number;
  height: number;
  pngBytes: number;
  tiffBytes: number;
  ms: number[];
}

export interface BulkDownloadBench {
  /** Archive bytes produced so far by the run under way, for the memory samples. */
  progress: { bytes: number };
  fetchOnly(sources: DownloadSource[], concurrency: number): Promise<DownloadRun>;
  runner(sources: DownloadSource[], concurrency: number): Promise<DownloadRun>;
  jszip(sources: DownloadSource[], concurrency: number): Promise<DownloadRun>;
  tiff(width: number, height: number, rounds: number, uploadUrl: string): Promise<TiffRun>;
}

const PART_LIMIT = 524_288_000;
const progress = { bytes: 0 };

/** Results in plan order, at most `concurrency` fetched ahead of the consumer. */
async function* fetchedInOrder(sources: DownloadSource[], concurrency: number): AsyncGenerator<{ source: DownloadSource; bytes: ArrayBuffer }> {
  const pending: Promise<ArrayBuffer>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < concurrency && next < sources.length) {
      const source = sources[next++]!;
      pending.push(fetch(source.url).then((response) => response.arrayBuffer()));
    }
  };
  for (let i = 0; i < sources.length; i++) {
    fill();
    const bytes = await pending.shift()!;
    yield { source: sources[i]!, bytes };
  }
}

async function fetchOnly(sources: DownloadSource[], concurrency: number): Promise<DownloadRun> {
  progress.bytes = 0;
  const start = performance.now();
  for await (const { bytes } of fetchedInOrder(sources, concurrency)) progress.bytes += bytes.byteLength;
  return { ms: performance.now() - start, images: sources.length, bytes: progress.bytes, parts: 0, failed: 0 };
}

async function countingSink(stream: ReadableStream<Uint8Array>): Promise<void> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    progress.bytes += value.byteLength;
  }
}

async function runner(sources: DownloadSource[], concurrency: number): Promise<DownloadRun> {
  progress.bytes = 0;
  const plan = planArchive(sources, { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: true, extension: 'png' });
  const start = performance.now();
  const result = await runBulkDownload({
    plan,
    archiveName: (part) => `定制图_bench_${part}.zip`,
    partLimitBytes: PART_LIMIT,
    concurrency,
    retries: 3,
    toTiff: false,
    fetchImage: (url, init) => fetch(url, init),
    savePart: (_name, stream) => countingSink(stream),
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
  return { ms: performance.now() - start, images: result.savedImages, bytes: progress.bytes, parts: result.parts.length, failed: result.failures.length };
}

/** As a product card would: fetch, add to JSZip, generate a stored Blob per part of at most the limit. */
async function jszip(sources: DownloadSource[], concurrency: number): Promise<DownloadRun> {
  progress.bytes = 0;
  const plan = planArchive(sources, { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: true, extension: 'png' });
  const paths = new Map(plan.images.map((image) => [image.key, image.path]));
  const start = performance.now();
  let zip = new JSZip();
  let held = 0;
  let parts = 0;
  const flush = async () => {
    const blob = await zip.generateAsync({ type: 'blob', compression: 'STORE' });
    progress.bytes += blob.size;
    parts++;
    zip = new JSZip();
    held = 0;
  };
  for (const extra of plan.extraFiles) zip.file(extra.path, extra.text);
  for await (const { source, bytes } of fetchedInOrder(sources, concurrency)) {
    if (held > 0 && held + bytes.byteLength > PART_LIMIT - 1_000_000) await flush();
    zip.file(paths.get(source.key)!, bytes, { binary: true });
    held += bytes.byteLength;
  }
  if (held > 0) await flush();
  return { ms: performance.now() - start, images: sources.length, bytes: progress.bytes, parts, failed: 0 };
}

/** A photo-like RGBA image (smooth colour, noise, an alpha ramp on the left edge) as a PNG. */
async function photoPng(width: number, height: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(width, height);
  const data = image.data;
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const noise = (seed >>> 27) - 16;
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width + noise;
      data[i + 1] = (y * 255) / height + noise;
      data[i + 2] = 128 + noise;
      data[i + 3] = x < 200 ? Math.round((x * 255) / 200) : 255;
    }
  }
  context.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}

async function tiff(width: number, height: number, rounds: number, uploadUrl: string): Promise<TiffRun> {
  const png = await photoPng(width, height);
  const signal = new AbortController().signal;
  const ms: number[] = [];
  let last: Uint8Array | null = null;
  // One warm-up: the worker's script load and the first decode's setup are not per image.
  await convertInWorker(png.slice(), signal);
  for (let i = 0; i < rounds; i++) {
    const input = png.slice();
    const start = performance.now();
    last = await convertInWorker(input, signal);
    ms.push(performance.now() - start);
  }
  // The benchmark checks the file with tiffinfo.
  await fetch(uploadUrl, { method: 'POST', body: last! as Uint8Array<ArrayBuffer> });
  return { width, height, pngBytes: png.byteLength, tiffBytes: last!.byteLength, ms };
}

const bench: BulkDownloadBench = { progress, fetchOnly, runner, jszip, tiff };
(window as unknown as { bulkDownloadBench: BulkDownloadBench }).bulkDownloadBench = bench;
