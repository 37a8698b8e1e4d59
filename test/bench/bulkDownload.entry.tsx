/**
 * The page side of the bulk download benchmark (bulkDownload.ts), everything written to the disk through
 * the origin-private file system (OPFS): the same FileSystemWritableFileStream a folder picked with
 * showDirectoryPicker hands out, written by the browser process.
 *
 * - raw(): the print files fetched a few at a time and written as they arrive, unframed, into one file,
 *   through each API a page can write a file with (RAW_VARIANTS): the pace of the network and the disk,
 *   with nothing of ours.
 * - discard(): the same files fetched and read, nothing written: the floor.
 * - flow(): 下载定制图's own flow (downloadFlow.ts) over the newest orders of the shop: credits read, the
 *   charge, the charge note, the lookup, the naming rules, the runner's ZIP parts, written by the browser
 *   adapter's folder target, with the progress dialog rendered by the real useDownloadUi. Only the charge's
 *   question is answered by the bench instead of a click. Where no folder is picked (FlowSink), the same
 *   flow saves into the browser's downloads instead.
 * - jszip(): the same files in a JSZip archive (the product card's choice), its Blob written to a file.
 * - tiff(): the TIFF worker on one photo-like image.
 */
import JSZip from 'jszip';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { folderSaveTarget, type PickedFolder } from '../../adapters/browser/folderTarget';
import { saveViaDownloadLink } from '../../adapters/browser/saveFile';
import { openStreamedSave } from './streamedDownload/streamedSave';
import type { SaveTarget } from '../../adapters/types';
import { parseCustomizationContent, type Order } from '../../contract/orders';
import { chargeImages, getCredits, refundImages } from '../../src/api/credits';
import { getDownloadRules } from '../../src/api/downloadRules';
import { listOrders, lookupCustomizedImages } from '../../src/api/orders';
import { listShops } from '../../src/api/shops';
import { downloadCustomized } from '../../src/features/downloads/downloadFlow';
import type { FlowUi } from '../../src/features/downloads/flowDeps';
import { engine } from '../../src/features/downloads/engine';
import { startChargeNote } from '../../src/lib/chargeNote';
import { DOWNLOAD_CHARGE_NOTES } from '../../src/features/downloads/chargeNotes';
import { useDownloadUi } from '../../src/features/downloads/useDownloadUi';
import { PART_LIMIT_BYTES } from '../../src/features/downloads/config';
import { planArchive } from '../../src/lib/bulkDownload/names';
import { convertInWorker } from '../../src/lib/bulkDownload/tiffConverter';
import { DEFAULT_STALL_MS } from '../../src/lib/bulkDownload/imageFetch';
import type { TickedItem } from '../../src/ui/orderDownloadSlot';
import { DEFAULT_DOWNLOAD_RULES } from '../../contract/downloadRules';
import { crc32, crc32ByBytes } from '../../contract/crc32';
import { signInForBench } from './benchLogin';
import { arrivals, fetchAndDiscard, reusedBuffers, wholeBodies, type BodyReader, type RawVariant, type SyncHandleReply, type SyncHandleRequest } from './bulkDownload.raw';

export interface DownloadRun {
  ms: number;
  images: number;
  /** Bytes written to the disk (raw: the images; flow and JSZip: the archives). */
  bytes: number;
  parts: number;
  failed: number;
  /** Progress dialog renders during the run (flow only). */
  progressRenders?: number;
  /** Flow only: from the click to the first print file asked for (credits, the charge, the lookup, the plan). */
  firstFetchMs?: number;
  /** Flow only: from the last progress the runner reported to the flow's end (the part closed, the result said). */
  tailMs?: number;
  /** Flow into the browser's downloads only: from the flow's end to the last download finished, as the browser reports it. */
  downloadTailMs?: number;
}

/** Milliseconds of each of 3 rounds, for the same files, read both ways. */
export interface CrcRun {
  wordsMs: number[];
  bytesMs: number[];
}

/** The archives on the disk, each entry's CRC-32 taken again from the bytes as written. */
export interface ArchiveCheck {
  entries: number;
  images: number;
  /** Entries whose bytes do not match the CRC-32 their header carries. */
  bad: string[];
}

export interface TiffRun {
  width: number;
  height: number;
  pngBytes: number;
  tiffBytes: number;
  ms: number[];
}

export interface BulkDownloadBench {
  /** Bytes written so far by the run under way, for the memory samples. */
  progress: { bytes: number };
  login(): Promise<void>;
  /** The print-file addresses of the newest `count` orders of the shop, as the lookup releases them (charged ones). */
  printFileUrls(count: number): Promise<string[]>;
  raw(variant: RawVariant, urls: string[], concurrency: number): Promise<DownloadRun>;
  discard(urls: string[], concurrency: number): Promise<DownloadRun>;
  /** The flow into the disk folder (OPFS), or where no folder is picked, into the browser's downloads by either way (FLOW_SINKS). */
  flow(count: number, concurrency: number, sink: FlowSink): Promise<DownloadRun>;
  jszip(urls: string[]): Promise<DownloadRun>;
  checkArchives(): Promise<ArchiveCheck>;
  /** Empties the disk folder, before a run's CPU is read: removing the last run's files is no part of the next. */
  clearDisk(): Promise<void>;
  tiff(width: number, height: number, rounds: number, uploadUrl: string): Promise<TiffRun>;
  crc(bytes: number, files: number): CrcRun;
}

/**
 * Where the flow writes: a picked folder's writable (OPFS stands in), or with no folder picked, the browser's
 * downloads: `link`, the stream gathered into a Blob and an `<a download>` clicked (saveViaDownloadLink), or
 * `worker`, the stream handed to a service worker that answers the download with it (streamedSave.ts).
 */
export type FlowSink = 'folder' | 'link' | 'worker';

/** The download worker as the bench serves it: its bundle from dist-bench/, registered on a folder of its own. */
const BENCH_WORKER = { scriptUrl: '/bench/bulkDownloadWorker.js', scope: '/bench/download-stream/' };

async function targetOf(sink: FlowSink): Promise<SaveTarget> {
  if (sink === 'folder') return folderSaveTarget(await opfs());
  if (sink === 'link') return { label: 'downloads', saveFile: saveViaDownloadLink };
  const saveFile = await openStreamedSave(BENCH_WORKER, saveViaDownloadLink);
  if (!saveFile) throw new Error('the download worker could not be registered');
  return { label: 'downloads', saveFile };
}

const progress = { bytes: 0 };
const SHOP_NAME = '壳美定制旗舰店';
const ORDER_PAGE = 100;

const opfs = () => navigator.storage.getDirectory() as unknown as Promise<PickedFolder & { removeEntry(name: string): Promise<void>; keys(): AsyncIterable<string> }>;

/** Empties the origin's private folder: every run starts on an empty disk folder, as a picked folder would be. */
async function clearDisk(): Promise<void> {
  const root = await opfs();
  const names: string[] = [];
  for await (const name of root.keys()) names.push(name);
  for (const name of names) await root.removeEntry(name);
}

/**
 * Walks each archive on the disk by its local headers. The runner takes each CRC-32 before the write, from
 * the buffer it then writes; a buffer read into again before the disk had its bytes would show as a mismatch.
 */
async function checkArchives(): Promise<ArchiveCheck> {
  const root = await opfs();
  const names: string[] = [];
  for await (const name of root.keys()) if (name.endsWith('.zip')) names.push(name);
  const check: ArchiveCheck = { entries: 0, images: 0, bad: [] };
  const read = async (file: File, from: number, to: number) => new Uint8Array(await file.slice(from, to).arrayBuffer());
  for (const name of names) {
    const file = await ((await root.getFileHandle(name)) as unknown as FileSystemFileHandle).getFile();
    for (let at = 0; ; ) {
      const head = new DataView((await read(file, at, at + 30)).buffer);
      if (head.byteLength < 30 || head.getUint32(0, true) !== 0x04034b50) break;
      const nameLength = head.getUint16(26, true);
      const extraLength = head.getUint16(28, true);
      const meta = await read(file, at + 30, at + 30 + nameLength + extraLength);
      // ZIP64: the sizes are in the extra field (id, length, then the uncompressed size).
      const size = head.getUint32(18, true) === 0xffffffff ? Number(new DataView(meta.buffer, nameLength).getBigUint64(4, true)) : head.getUint32(18, true);
      const start = at + 30 + nameLength + extraLength;
      const entryName = new TextDecoder().decode(meta.subarray(0, nameLength));
      check.entries++;
      if (entryName.endsWith('.png')) check.images++;
      if (crc32(await read(file, start, start + size)) !== head.getUint32(14, true)) check.bad.push(entryName);
      at = start + size;
    }
  }
  return check;
}

/** The shop's newest `count` orders, as the order list shows them. */
async function newestOrders(count: number): Promise<{ orders: Order[]; shopId: string }> {
  const shop = (await listShops()).find((candidate) => candidate.name === SHOP_NAME);
  if (!shop) throw new Error(`no shop ${SHOP_NAME}`);
  const orders: Order[] = [];
  for (let pageNo = 1; orders.length < count; pageNo++) {
    const page = await listOrders({ shopId: shop.id, pageNo, pageSize: ORDER_PAGE });
    if (page.items.length === 0) break;
    orders.push(...page.items);
  }
  return { orders: orders.slice(0, count), shopId: shop.id };
}

/** What ticking every item of these orders in the order list hands the toolbar. */
const tickedItems = (orders: readonly Order[]): TickedItem[] =>
  orders.flatMap((order) =>
    order.orderItems.map((item, index) => ({ order, item, itemIndex: index + 1, infos: parseCustomizationContent(item.customizationInfo?.content) ?? [] })),
  );

async function printFileUrls(count: number): Promise<string[]> {
  const { orders } = await newestOrders(count);
  const records = await lookupCustomizedImages(orders.map((order) => order.id));
  return records.flatMap((record) => record.customizedImageUrls.map((entry) => new URL(entry.customizedImageUrl, location.href).href));
}

async function writeInArrivalOrder(urls: string[], concurrency: number, body: BodyReader): Promise<void> {
  const root = await opfs();
  const writable = await (await root.getFileHandle('raw.bin', { create: true })).createWritable();
  for await (const bytes of arrivals(urls, concurrency, body)) {
    await writable.write(bytes);
    progress.bytes += bytes.byteLength;
    body.release(bytes);
  }
  await writable.close();
}

let syncHandleWorker: Worker | null = null;
function writeFromWorker(urls: string[], concurrency: number): Promise<void> {
  syncHandleWorker ??= new Worker(new URL('./bulkDownload.rawWorker.ts', import.meta.url));
  const worker = syncHandleWorker;
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<SyncHandleReply>) => {
      if ('error' in data) return reject(new Error(data.error));
      progress.bytes = data.bytes;
      resolve();
    };
    worker.postMessage({ urls, concurrency, fileName: 'raw.bin' } satisfies SyncHandleRequest);
  });
}

async function raw(variant: RawVariant, urls: string[], concurrency: number): Promise<DownloadRun> {
  progress.bytes = 0;
  await clearDisk();
  const start = performance.now();
  if (variant === 'reusedSyncHandle') await writeFromWorker(urls, concurrency);
  else await writeInArrivalOrder(urls, concurrency, reusedBuffers());
  const ms = performance.now() - start;
  return { ms, images: urls.length, bytes: progress.bytes, parts: 1, failed: 0 };
}

/** The floor: the same files fetched as many at a time, each body read and dropped; nothing written. */
async function discard(urls: string[], concurrency: number): Promise<DownloadRun> {
  progress.bytes = 0;
  await clearDisk();
  const start = performance.now();
  const bytes = await fetchAndDiscard(urls, concurrency);
  const ms = performance.now() - start;
  return { ms, images: urls.length, bytes, parts: 0, failed: 0 };
}

/** The real download dialogs, mounted once; the charge's question is answered yes, as a merchant's click would. */
let flowUi: Promise<FlowUi & { renders: () => number }> | null = null;
function mountDownloadUi(): Promise<FlowUi & { renders: () => number }> {
  flowUi ??= new Promise((resolve) => {
    let renders = 0;
    function Dialogs() {
      const { ui, dialogs } = useDownloadUi();
      renders++;
      useEffect(() => resolve({ ...ui, confirmCharge: async () => true, renders: () => renders }), [ui]);
      return <>{dialogs}</>;
    }
    const host = document.body.appendChild(document.createElement('div'));
    createRoot(host).render(<Dialogs />);
  });
  return flowUi;
}

async function flow(count: number, concurrency: number, sink: FlowSink): Promise<DownloadRun> {
  // Before anything is awaited: the memory samples read it from the start of the run.
  progress.bytes = 0;
  await clearDisk();
  const ui = await mountDownloadUi();
  const shops = await listShops();
  const { orders } = await newestOrders(count);
  const ticked = tickedItems(orders);
  const target = await targetOf(sink);
  let parts = 0;
  let failed = 0;
  const rendersBefore = ui.renders();
  let firstFetch = 0;
  let lastProgress = 0;
  const start = performance.now();
  await downloadCustomized(
    {
      api: { getCredits, chargeImages, refundImages, lookupCustomizedImages: (ids) => lookupCustomizedImages(ids), getDownloadRules },
      engine,
      beginSave: async () => target,
      fetchImage: (url, init) => {
        firstFetch ||= performance.now();
        return fetch(url, init);
      },
      ui: {
        ...ui,
        progress: (view) => {
          // The dialog is also shown again with the run's first figures when a part is saved: the most seen counts.
          if (view) {
            progress.bytes = Math.max(progress.bytes, view.progress.bytesWritten);
            lastProgress = performance.now();
          }
          ui.progress(view);
        },
        done: (label, saved) => {
          parts = saved.length;
          ui.done(label, saved);
        },
        error: async (_kind, reason) => {
          throw new Error(reason);
        },
        someFailed: async (report) => {
          failed = report.failures.length;
          return false;
        },
        allFailed: async (report) => {
          failed = report.failures.length;
          return false;
        },
      },
      now: () => new Date(),
      toTiff: false,
      config: { partLimitBytes: PART_LIMIT_BYTES, concurrency, stallMs: DEFAULT_STALL_MS },
      onDownloaded: () => undefined,
      chargeNote: () => startChargeNote(DOWNLOAD_CHARGE_NOTES, 'demo'),
    },
    ticked,
    shops,
  );
  const end = performance.now();
  return {
    ms: end - start,
    images: ticked.length,
    bytes: progress.bytes,
    parts,
    failed,
    progressRenders: ui.renders() - rendersBefore,
    firstFetchMs: firstFetch - start,
    tailMs: end - lastProgress,
  };
}

/** As a product card would: fetch, add to JSZip, generate a stored Blob, write it to a file. */
async function jszip(urls: string[]): Promise<DownloadRun> {
  progress.bytes = 0;
  await clearDisk();
  const plan = planArchive(
    urls.map((url, index) => ({
      key: String(index),
      url,
      shopName: SHOP_NAME,
      naming: { orderId: String(index), orderOriginalId: String(index), customizationInfo: 'bench', orderItemIndex: 1, skuIndex: 1, quantity: 1 },
    })),
    { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: true, extension: 'png' },
  );
  const start = performance.now();
  const zip = new JSZip();
  for (const extra of plan.extraFiles) zip.file(extra.path, extra.text);
  let index = 0;
  for await (const bytes of arrivals(urls, 6, wholeBodies)) zip.file(plan.images[index++]!.path, bytes, { binary: true });
  const blob = await zip.generateAsync({ type: 'blob', compression: 'STORE' });
  const root = await opfs();
  const writable = await (await root.getFileHandle('jszip.zip', { create: true })).createWritable();
  await writable.write(blob);
  await writable.close();
  progress.bytes = blob.size;
  return { ms: performance.now() - start, images: urls.length, bytes: blob.size, parts: 1, failed: 0 };
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

/** CRC-32 over `files` buffers of `bytes` each, read as words and byte by byte, alternating, on the page's thread. */
function crc(bytes: number, files: number): CrcRun {
  const data = new Uint8Array(bytes);
  let seed = 3;
  for (let i = 0; i < data.length; i++) data[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  const time = (read: (bytes: Uint8Array) => number) => {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < files; i++) sum ^= read(data);
    return { ms: performance.now() - start, sum };
  };
  const run: CrcRun = { wordsMs: [], bytesMs: [] };
  for (let round = 0; round < 3; round++) {
    const words = time(crc32);
    const byBytes = time(crc32ByBytes);
    if (words.sum !== byBytes.sum) throw new Error('the two CRC-32 readings differ');
    run.wordsMs.push(words.ms);
    run.bytesMs.push(byBytes.ms);
  }
  return run;
}

const bench: BulkDownloadBench = { progress, login: signInForBench, printFileUrls, raw, discard, flow, jszip, checkArchives, clearDisk, tiff, crc };
(window as unknown as { bulkDownloadBench: BulkDownloadBench }).bulkDownloadBench = bench;
