/**
 * The browser half of the PSD bench (psdImport.ts): each candidate turns the same file into layers, in
 * its own page, from a Blob as an <input type=file> hands it over, while the Long Tasks API notes every
 * main-thread task over 50 ms. The page runs nothing else, so any such task is the candidate's.
 * - import: the console's import (src/lib/psd/psdClient.ts): ag-psd in the page's one worker (started by
 *   the page's first run, as 导入PSD starts it, and kept), until the artboards are listed; until every
 *   importable artboard's layers are on the page as bitmaps (导入 at once: what the designer places, its
 *   PNGs still being made); until each preview has come too; then until the worker has made every layer's
 *   PNG and thumbnail.
 * - agpsd-main: the file read and ag-psd's readPsd on the main thread, every layer decoded (what the
 *   import needs); then, timed apart (`copyMs`), one copy of each layer the import would list into a bitmap
 *   (createImageBitmap with the import's crop and size, psdRaster.ts): the least any import does to make a
 *   decoded layer something the designer can draw. The planning between the two is not timed.
 * - agpsd-png-main: what someone without our code would write for the same end: agpsd-main, then every
 *   layer made a PNG by the browser's own encoder (OffscreenCanvas.convertToBlob), all at once. It makes no
 *   thumbnail and no preview, so it is a floor for the import's end to end, not its equal.
 * - webtoon-main: the file read and @webtoon/psd's lazy parse plus every layer's composite() (its decode),
 *   on the main thread.
 * - worker-roundtrip: the physical floor of any import in a worker, parse aside: the file to a worker that
 *   reads its bytes, as the import's does (the Blob crosses as a handle), and a tiny listing back; and,
 *   beside it, the bytes read on the page and transferred. Its figure is the quicker way's. Its first round
 *   includes the worker's start (a bare script, no module to load).
 * psd-parser is not measured: it reads a path through Node's fs and has no browser build (docs/dependencies.md).
 */
import Psd from '@webtoon/psd';
import { initializeCanvas, readPsd } from 'ag-psd';
import { pixelArtboards, planArtboards } from '../../src/lib/psd/psdArtboards';
import { parsePsd, startPsdWorker } from '../../src/lib/psd/psdClient';
import { pngSize } from '../../src/lib/psd/psdRaster';
import { readLayerSection } from '../../src/lib/psd/psdSections';
import { RUN_END_MARK, RUN_START_MARK } from './psdImport.marks';

export type PsdCandidate = 'import' | 'agpsd-main' | 'agpsd-png-main' | 'webtoon-main' | 'worker-roundtrip';

export interface PsdRun {
  /** From the file handed over until the candidate had its layers (the import: its artboards listed). */
  ms: number;
  /** The import: until every importable artboard's preview had come too (the others: `ms`). */
  previewsMs: number;
  /**
   * The import: until every importable artboard's layers were on the page as bitmaps, what the designer
   * places at 导入 (its PNGs still being made); the others: `ms`.
   */
  editableMs: number;
  /** The import: until every layer's PNG was made too (the others: `ms`). */
  layersReadyMs: number;
  /** The longest task Chromium reported (Long Tasks API: tasks over 50 ms); 0 when there was none. */
  longestTaskMs: number;
  /** How many tasks over 50 ms. */
  longTasks: number;
  error: string | null;
  /** Layers the candidate decoded (the import: layers it offers over all artboards). */
  layers: number;
  /** agpsd-main: the copy of every listed layer's decoded pixels into a bitmap, after the parse; 0 for the others. */
  copyMs: number;
}

initializeCanvas(
  (width, height) => Object.assign(document.createElement('canvas'), { width, height }),
  (width, height) => new ImageData(width, height),
);

/**
 * The round trip's worker: reads a Blob's bytes (an ArrayBuffer has them already), does nothing with them,
 * and answers with a listing of one empty artboard.
 */
const ROUND_TRIP_WORKER = `onmessage = async ({ data }) => {
  if (data instanceof Blob) await data.arrayBuffer();
  postMessage({ artboards: [{ name: '画板 1', width: 1, height: 1, layers: [] }] });
};`;
let roundTripWorker: Worker | null = null;

const listedBy = (worker: Worker, message: Blob | ArrayBuffer): Promise<{ artboards: unknown[] }> =>
  new Promise((resolve) => {
    worker.onmessage = ({ data }: MessageEvent<{ artboards: unknown[] }>) => resolve(data);
    worker.postMessage(message, message instanceof ArrayBuffer ? [message] : []);
  });

/**
 * Both ways of a file's bytes to a worker, one after the other, each timed: the run's time is the quicker's,
 * and in a fresh page the worker's start (to its first answer) on top.
 */
async function roundTrip(file: Blob): Promise<{ ms: number; artboards: number }> {
  let start = performance.now();
  let workerStart = 0;
  if (!roundTripWorker) {
    roundTripWorker = new Worker(URL.createObjectURL(new Blob([ROUND_TRIP_WORKER], { type: 'text/javascript' })));
    await listedBy(roundTripWorker, new ArrayBuffer(0));
    workerStart = performance.now() - start;
  }
  const worker = roundTripWorker;
  start = performance.now();
  await listedBy(worker, file);
  const blobWay = performance.now() - start;
  start = performance.now();
  const listing = await listedBy(worker, await file.arrayBuffer());
  return { ms: workerStart + Math.min(blobWay, performance.now() - start), artboards: listing.artboards.length };
}

/**
 * One copy of each layer the import would list into a bitmap, as the designer gets it (psdRaster.ts
 * layerBitmaps: the crop, the size within the image limit), all at once; the planning that says which
 * layers and crops, before the clock. Its time, ms; the bitmaps are let go.
 */
async function copyToBitmaps(psd: ReturnType<typeof readPsd>, bytes: ArrayBuffer, name: string): Promise<number> {
  const { artboards } = pixelArtboards(planArtboards(psd, readLayerSection(new Uint8Array(bytes)).records, name));
  // 16 and 32 bits a channel have no bitmap to go into (the import refuses such files): nothing to copy.
  if (artboards.some((board) => board.layers.some((layer) => !(layer.pixels.data instanceof Uint8ClampedArray)))) return 0;
  const start = performance.now();
  const bitmaps = await Promise.all(
    artboards.flatMap((board) =>
      board.layers.map(({ pixels: { data, width, height }, crop: cropped }) => {
        const crop = cropped ?? { x: 0, y: 0, width, height };
        const size = pngSize(crop);
        return createImageBitmap(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height), crop.x, crop.y, crop.width, crop.height, { resizeWidth: size.width, resizeHeight: size.height });
      }),
    ),
  );
  const ms = performance.now() - start;
  bitmaps.forEach((bitmap) => bitmap.close());
  return ms;
}

async function parseWith(
  candidate: PsdCandidate,
  file: Blob & { name: string },
  listed: () => void,
  drawn: () => void,
  previewed: () => void,
  copied: (ms: number) => void,
): Promise<number> {
  if (candidate === 'agpsd-main' || candidate === 'agpsd-png-main') {
    const bytes = await file.arrayBuffer();
    const psd = readPsd(bytes, { useImageData: true, skipThumbnail: true, skipCompositeImageData: true, skipLinkedFilesData: true });
    const layers: NonNullable<typeof psd.children> = [];
    const collect = (children: typeof psd.children) => children?.forEach((layer) => (layer.children ? collect(layer.children) : layers.push(layer)));
    collect(psd.children);
    if (candidate === 'agpsd-main') {
      // The parse is the run's time; the copy after it is timed apart.
      listed();
      // A file the import would not plan has no copy to time: 0, which only lowers the floor.
      copied(await copyToBitmaps(psd, bytes, file.name).catch(() => 0));
    }
    if (candidate === 'agpsd-png-main') {
      await Promise.all(
        layers.flatMap(({ imageData }) => {
          // 16 and 32 bits a channel have no canvas to go into (the import refuses such files): only 8-bit layers are encoded.
          if (!imageData || imageData.width === 0 || imageData.height === 0 || !(imageData.data instanceof Uint8ClampedArray)) return [];
          const canvas = new OffscreenCanvas(imageData.width, imageData.height);
          canvas.getContext('2d')!.putImageData(imageData as ImageData, 0, 0);
          return [canvas.convertToBlob({ type: 'image/png' })];
        }),
      );
    }
    return layers.length;
  }
  if (candidate === 'webtoon-main') {
    const psd = Psd.parse(await file.arrayBuffer());
    for (const layer of psd.layers) await layer.composite();
    return psd.layers.length;
  }
  // Previews come after the listing, one message per importable artboard.
  let previews = 0;
  let expected = Infinity;
  let allPreviews = (): void => undefined;
  const previewsIn = new Promise<void>((resolve) => (allPreviews = resolve));
  const psd = await parsePsd(file, { canvas: { width: 500, height: 1044 }, drawnLayers: true, onPreview: () => ++previews >= expected && allPreviews() });
  listed();
  const importable = psd.artboards.flatMap((board, index) => (board.layers.length > 0 ? [index] : []));
  // 导入 at once, every importable artboard: their layers as the designer gets them, then every PNG.
  const layers = await psd.drawn(importable);
  drawn();
  layers.forEach((board) => [...board.layers, board.background].forEach((layer) => layer?.bitmap?.close()));
  expected = importable.length;
  if (previews >= expected) allPreviews();
  await previewsIn;
  previewed();
  const artboards = await psd.encoded(importable);
  psd.close();
  return artboards.reduce((sum, board) => sum + board.layers.length, 0);
}

/**
 * Each file fetched once per page: a Blob is a handle, every candidate reads its bytes itself each run, so a
 * round on the same Blob measures the same. Fetched each round, the 52 MB file crossed the bench's routing
 * (playwright's, through the browser's debugging protocol) once a run, 27 times in all.
 */
const fetched = new Map<string, Blob>();

async function run(candidate: PsdCandidate, url: string): Promise<PsdRun> {
  // Fetched to a Blob before the clock starts: the file as the picker hands it, bytes not yet read.
  let blob = fetched.get(url);
  if (!blob) {
    fetched.set(url, (blob = await (await fetch(url)).blob()));
    // Let the fetch's own work settle before the clock starts. Only then: 50 ms before every run was about
    // 34 s of the part's 157 (57 runs of a short file), for work that is done after a page's first.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const file = Object.assign(blob.slice(0, blob.size, blob.type), { name: url.split('/').pop()! });
  if (candidate === 'worker-roundtrip') {
    // Timed inside: each way from its own start.
    const trip = await roundTrip(file);
    return { ms: trip.ms, previewsMs: trip.ms, editableMs: trip.ms, layersReadyMs: trip.ms, longestTaskMs: 0, longTasks: 0, error: null, layers: trip.artboards, copyMs: 0 };
  }
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  performance.mark(RUN_START_MARK);
  const start = performance.now();
  let listedAt = 0;
  let drawnAt = 0;
  let previewedAt = 0;
  let error: string | null = null;
  let layers = 0;
  let copyMs = 0;
  try {
    layers = await parseWith(
      candidate,
      file,
      () => (listedAt = performance.now()),
      () => (drawnAt = performance.now()),
      () => (previewedAt = performance.now()),
      (ms) => (copyMs = ms),
    );
  } catch (failure) {
    error = String(failure instanceof Error ? `${failure.name}: ${failure.message}` : failure);
  }
  const end = performance.now();
  performance.mark(RUN_END_MARK);
  // Long task entries arrive after the task: one more turn lets the last one in.
  await new Promise((resolve) => setTimeout(resolve, 0));
  longTasks.push(...observer.takeRecords().map((entry) => entry.duration));
  observer.disconnect();
  return {
    ms: (listedAt || end) - start,
    previewsMs: (previewedAt || listedAt || end) - start,
    editableMs: (drawnAt || listedAt || end) - start,
    // agpsd-main's copy after its parse is `copyMs`, not part of its run.
    layersReadyMs: (candidate === 'agpsd-main' ? listedAt || end : end) - start,
    longestTaskMs: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
    error,
    layers,
    copyMs,
  };
}

/** 导入PSD pressed: the console starts its worker while the merchant picks the file (PsdImportButton.tsx). */
const pressImport = (): void => startPsdWorker();

(window as unknown as { psdBench: { run: typeof run; pressImport: typeof pressImport } }).psdBench = { run, pressImport };
