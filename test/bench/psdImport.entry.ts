/**
 * The browser half of the PSD bench (psdImport.ts): each candidate parses the same bytes in the page
 * while a heartbeat measures the longest time the main thread did not answer.
 * - agpsd-main: ag-psd's readPsd on the main thread, every layer decoded (what the import needs).
 * - webtoon-main: @webtoon/psd's lazy parse plus every layer's composite() (its decode), on the main thread.
 * - import-worker: the console's import (src/lib/psd/psdClient.ts): ag-psd in the worker, layers encoded
 *   to PNG and thumbnails drawn there, Blobs back. psd-parser is not measured: it reads a path through
 *   Node's fs and has no browser build (README).
 */
import Psd from '@webtoon/psd';
import { initializeCanvas, readPsd } from 'ag-psd';
import { parsePsd } from '../../src/lib/psd/psdClient';
import { heartbeat } from './heartbeat';

export type PsdCandidate = 'agpsd-main' | 'webtoon-main' | 'import-worker';

export interface PsdRun {
  ms: number;
  /** The longest gap between two heartbeats: a main-thread task, or the tab not scheduled on a loaded machine. */
  longestGapMs: number;
  /** The longest task Chromium reported (Long Tasks API: tasks over 50 ms); 0 when there was none. */
  longestTaskMs: number;
  error: string | null;
  /** Layers the candidate decoded (import-worker: layers encoded over all artboards). */
  layers: number;
}

initializeCanvas(
  (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
  (width, height) => new ImageData(width, height),
);

async function parseWith(candidate: PsdCandidate, bytes: ArrayBuffer, file: Blob & { name: string }): Promise<number> {
  if (candidate === 'agpsd-main') {
    const psd = readPsd(bytes, { useImageData: true, skipThumbnail: true, skipCompositeImageData: true, skipLinkedFilesData: true });
    let layers = 0;
    const count = (children: typeof psd.children) => children?.forEach((layer) => (layer.children ? count(layer.children) : layers++));
    count(psd.children);
    return layers;
  }
  if (candidate === 'webtoon-main') {
    const psd = Psd.parse(bytes);
    for (const layer of psd.layers) await layer.composite();
    return psd.layers.length;
  }
  const artboards = await parsePsd(file, { canvas: { width: 500, height: 1044 } });
  return artboards.reduce((sum, board) => sum + board.layers.length, 0);
}

async function run(candidate: PsdCandidate, url: string): Promise<PsdRun> {
  const response = await fetch(url);
  // The import gets what an <input type=file> hands over, a Blob the page never reads; reading it here
  // would leave the page 50 MB of garbage to collect during the very run that measures the main thread.
  const worker = candidate === 'import-worker';
  const file = Object.assign(worker ? await response.blob() : new Blob(), { name: url.split('/').pop()! });
  const bytes = worker ? new ArrayBuffer(0) : await response.arrayBuffer();
  // Let the fetch's own work settle before the clock starts.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  const stop = heartbeat();
  const start = performance.now();
  let error: string | null = null;
  let layers = 0;
  try {
    layers = await parseWith(candidate, bytes, file);
  } catch (failure) {
    error = String(failure instanceof Error ? `${failure.name}: ${failure.message}` : failure);
  }
  const ms = performance.now() - start;
  const longestGapMs = stop();
  // Long task entries arrive after the task: one more turn lets the last one in.
  await new Promise((resolve) => setTimeout(resolve, 0));
  longTasks.push(...observer.takeRecords().map((entry) => entry.duration));
  observer.disconnect();
  return { ms, longestGapMs, longestTaskMs: Math.max(0, ...longTasks), error, layers };
}

(window as unknown as { psdBench: { run: typeof run } }).psdBench = { run };
