/**
 * The bulk download's engine (spec 3 §4, §8, §9): fetches the planned images a few at a time, retries
 * each with backoff, converts when asked, and streams them as store-only ZIP parts into the save target.
 * Memory holds only what is in flight: a fetched image waits in a slot until the archive takes it, and the
 * archive takes one only when the save stream asks for more, so a slow disk stops the fetching. What is in
 * flight lives in buffers used again from one file to the next (pooledRead.ts), so memory does not grow
 * with the files fetched either, not even as garbage waiting to be collected.
 */
import { imageSignature } from '../../../contract/imageSignature';
import { sleep } from '../../../contract/sleep';
import { MSG } from '../../messages';
import { entryChunk, type EntryChunk, type EntryChunkRequest } from './entryChunk';
import { entryChunkOffThread } from './entryChunkClient';
import { orderIdFileText, orderIdListName } from './names';
import { ChunkPool, readIntoPool } from './pooledRead';
import { stallGuard, type StallGuard } from './stallGuard';
import { localHeaderRoom, StoredZipWriter } from './storedZip';
import { convertInWorker } from './tiffConverter';
import { ownBuffer, WorkerLost } from '../workerCalls';
import type { SaveTarget } from '../../../adapters/types';
import type { BulkDownloadFailure, BulkDownloadOptions, BulkDownloadProgress, BulkDownloadResult, PlannedImage } from './types';

const TEXT = MSG.downloadEngine;

/** BulkDownloadOptions.savePart for the adapter's save target (opened with beginSave during the click). */
export const savePartsTo =
  (target: SaveTarget): BulkDownloadOptions['savePart'] =>
  (fileName, stream, signal, onFileName) =>
    target.saveFile(fileName, stream, { signal, mimeType: 'application/zip', onFileName });

/**
 * Images fetched at once. test/bench/bulkDownload.ts tries 2, 4, 6 and 8 against the dev API on loopback:
 * on this 2-core machine at load about 2 on 2026-11-26 (npm run bench, 04:35–04:42), 140, 146, 147 and
 * 135 MB/s (docs/performance.md, "The bulk download's speed and memory"): from loopback the count matters little. A
 * real image host has tens of ms of latency a request, which more requests in flight cover; 6 is what
 * Chromium opens per HTTP/1.1 host anyway, and bounds what waits in memory to about 6 images (15 MB).
 */
export const DEFAULT_CONCURRENCY = 6;
/**
 * An image's fetch is given up when nothing of it has come for this long (no answer, or a body stopped
 * half-way), and retried: a print file of a few MB does not wait a minute between two pieces on any line
 * a seller works on.
 */
export const DEFAULT_STALL_MS = 60_000;
/** The first retry waits about this long, the second twice, the third four times (each ±50 %). */
export const DEFAULT_RETRY_DELAY_MS = 500;

/** A reason the merchant reads after `{platform order id} 失败原因：`. */
class ImageFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable = true,
  ) {
    super(reason);
  }
}

const abortError = (signal: AbortSignal): DOMException =>
  signal.reason instanceof DOMException && signal.reason.name === 'AbortError' ? signal.reason : new DOMException(TEXT.cancelled, 'AbortError');

/** A back-off that a cancel ends at once, as the AbortError the runner's callers know. */
const backOff = (ms: number, signal: AbortSignal): Promise<void> =>
  sleep(ms, signal).catch(() => {
    throw abortError(signal);
  });

/** Exponential with full ±50 % jitter, so that images that failed together do not retry together. */
export const retryDelay = (baseMs: number, retry: number, random: () => number = Math.random): number =>
  baseMs * 2 ** retry * (0.5 + random());

/** An error page or a proxy's HTML answered with 200 must not land in the archive as an image. */
export const isImage = (bytes: Uint8Array): boolean => {
  const type = imageSignature(bytes);
  return type === 'png' || type === 'jpeg';
};

/** The IEND chunk every PNG ends with: empty, its type, its CRC-32. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/**
 * A PNG that does not end with its IEND chunk was cut short (a connection dropped where the server did not
 * say how long the file is, or said too little): it must not reach the factory as the file to print.
 */
export const isCutShortPng = (bytes: Uint8Array): boolean =>
  imageSignature(bytes) === 'png' && !PNG_END.every((byte, i) => bytes[bytes.length - PNG_END.length + i] === byte);

/**
 * What one order-number list adds to a part besides its name (twice) and its text: local and central
 * headers, room for the ZIP64 fields a part past 4 GB would need, and for the ZIP64 end records (56 + 20)
 * that the lists' own entries bring when they take the count past 65,535.
 */
const LIST_ENTRY_OVERHEAD = 30 + 46 + 64 + 76;

const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/** A result in the order images finish; `take` waits for the next one. */
class Arrivals<T> {
  private readonly items: T[] = [];
  private waiting: ((item: T) => void) | null = null;

  push(item: T): void {
    if (this.waiting) {
      const wake = this.waiting;
      this.waiting = null;
      wake(item);
    } else this.items.push(item);
  }

  take(): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

/**
 * An image that arrived whole, made ready for the archive (entryChunk.ts) while earlier images were being
 * written; `pooled` when its chunk is a pooled buffer, to be used again once the target has it.
 */
type Fetched = { image: PlannedImage; entry: EntryChunk; pooled: boolean };
const dataBytes = (entry: EntryChunk): number => entry.chunk.byteLength - entry.room;
type Arrival = Fetched | { image: PlannedImage; failure: string; retryable?: boolean } | { error: unknown };

const utf8 = new TextEncoder();

/** The entry's header written into the room before its data: header and data leave as one chunk. */
function withHeader(zip: StoredZipWriter, name: string, entry: EntryChunk): Uint8Array<ArrayBuffer> {
  const header = zip.add(name, entry.chunk.subarray(entry.room), entry.crc);
  const start = entry.room - header.byteLength;
  entry.chunk.set(header, start);
  return entry.chunk.subarray(start);
}

export async function runBulkDownload(options: BulkDownloadOptions): Promise<BulkDownloadResult> {
  const { plan, signal, partLimitBytes } = options;
  if (signal.aborted) throw abortError(signal);
  // Stops the fetches when the merchant cancels, and also when saving fails for another reason.
  const stop = new AbortController();
  const onCancel = () => stop.abort(abortError(signal));
  signal.addEventListener('abort', onCancel, { once: true });
  const images = plan.images;
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const retryBase = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const stallMs = options.stallMs ?? DEFAULT_STALL_MS;
  const convert = options.toTiff ? (options.convertToTiff ?? convertInWorker) : null;
  const prepare = options.prepareEntry ?? entryChunkOffThread;

  const progress: BulkDownloadProgress = { totalImages: images.length, doneImages: 0, failedImages: 0, bytesWritten: 0, part: 1 };
  const report = () => options.onProgress({ ...progress });
  const failures: BulkDownloadFailure[] = [];

  // What is in flight at once: the fetching slots, the chunk being written and the one taken after it.
  const pool = new ChunkPool(concurrency + 2);

  /**
   * An image's bytes, read into a pooled buffer behind `room` free bytes where the body allows (placed),
   * else whole; without a room (the bytes are converted first), always whole.
   */
  const fetchBytes = async (url: string, room: number | null): Promise<EntryChunkRequest> => {
    const guard = stallGuard(stop.signal, stallMs);
    try {
      return await fetchGuarded(url, room, guard);
    } catch (error) {
      if (stop.signal.aborted) throw error;
      if (guard.stalled()) throw new ImageFailure(TEXT.stalled);
      throw error;
    } finally {
      guard.end();
    }
  };

  const fetchGuarded = async (url: string, room: number | null, guard: StallGuard): Promise<EntryChunkRequest> => {
    let response: Response;
    try {
      response = await options.fetchImage(url, { signal: guard.signal });
    } catch (error) {
      if (stop.signal.aborted) throw error;
      throw new ImageFailure(TEXT.networkError);
    }
    guard.alive();
    if (!response.ok) {
      response.body?.cancel().catch(() => undefined);
      throw new ImageFailure(TEXT.httpStatus(response.status));
    }
    // Too large for a hard part limit, as its header says: not read at all, so the file is not taken (and a
    // charge for it can still be refunded), and not retried, since it would be as large again.
    const length = response.headers.get('content-length');
    const declared = length === null ? null : Number(length);
    if (options.partLimitIsHard && declared !== null && Number.isFinite(declared) && declared > partLimitBytes) {
      response.body?.cancel().catch(() => undefined);
      throw new ImageFailure(TEXT.tooLargeForPart(partLimitBytes), false);
    }
    let request: EntryChunkRequest;
    try {
      const sized = declared !== null && Number.isSafeInteger(declared) ? declared : null;
      const placed = room !== null && response.body ? await readIntoPool(response.body, room, sized, pool, { signal: guard.signal, onBytes: guard.alive }) : null;
      request = placed ? { bytes: placed, room: room!, placed: true } : { bytes: new Uint8Array(await response.arrayBuffer()), room: room ?? 0 };
    } catch (error) {
      if (stop.signal.aborted) throw error;
      throw new ImageFailure(TEXT.networkError);
    }
    const data = request.placed ? request.bytes.subarray(request.room) : request.bytes;
    const refusal = !isImage(data) ? TEXT.notAnImage : isCutShortPng(data) ? TEXT.cutShort : null;
    if (refusal) {
      if (request.placed) pool.give(request.bytes);
      throw new ImageFailure(refusal);
    }
    return request;
  };

  // Each image is complete (fetched, checked, converted) before it can enter the archive, so a failure never leaves half an entry.
  const fetchOne = async (image: PlannedImage): Promise<Arrival> => {
    let reason: string = TEXT.networkError;
    const room = localHeaderRoom(image.path);
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      if (attempt > 0) await backOff(retryDelay(retryBase, attempt - 1), stop.signal);
      // Asked whether to stop: nothing new is fetched (a served print file stays charged) until the merchant goes on.
      if (options.gate) await options.gate.open(stop.signal).catch(() => Promise.reject(abortError(signal)));
      let request: EntryChunkRequest;
      try {
        request = await fetchBytes(image.url, convert ? null : room);
      } catch (error) {
        if (stop.signal.aborted) throw abortError(signal);
        reason = error instanceof ImageFailure ? error.reason : TEXT.networkError;
        if (error instanceof ImageFailure && !error.retryable) return { image, failure: reason, retryable: false };
        continue;
      }
      if (convert) {
        try {
          request = { bytes: ownBuffer(await convert(request.bytes, stop.signal)), room };
        } catch (error) {
          if (stop.signal.aborted) throw abortError(signal);
          // A worker that crashed took the bytes with it: fetched again, they go to a fresh one.
          if (error instanceof WorkerLost) {
            reason = TEXT.conversionFailed;
            continue;
          }
          // The same bytes convert the same way again: not worth a retry.
          return { image, failure: TEXT.conversionFailed };
        }
      }
      try {
        return { image, entry: await prepare(request, stop.signal), pooled: request.placed === true };
      } catch {
        if (stop.signal.aborted) throw abortError(signal);
        // The bytes went to a worker that failed; entryChunkOffThread works in place from now on, so fetching again succeeds.
        reason = TEXT.notArchived;
      }
    }
    return { image, failure: reason };
  };

  const arrivals = new Arrivals<Arrival>();
  let launched = 0;
  let unclaimed = images.length;
  // A slot is held from the fetch until the archive takes the image: that is the memory bound.
  let slotsInUse = 0;
  const launch = () => {
    while (slotsInUse < concurrency && launched < images.length && !stop.signal.aborted) {
      const image = images[launched++]!;
      slotsInUse++;
      fetchOne(image).then(
        (arrival) => arrivals.push(arrival),
        (error: unknown) => arrivals.push({ error }),
      );
    }
  };

  /** The next image that arrived whole; failures on the way are recorded. Null when none is left. */
  const nextImage = async (): Promise<Fetched | null> => {
    while (unclaimed > 0) {
      const arrival = await arrivals.take();
      unclaimed--;
      slotsInUse--;
      launch();
      if ('error' in arrival) throw arrival.error;
      if ('entry' in arrival) return arrival;
      failures.push(arrival.retryable === false ? { image: arrival.image, reason: arrival.failure, retryable: false } : { image: arrival.image, reason: arrival.failure });
      progress.failedImages++;
      report();
    }
    return null;
  };

  const parts: string[] = [];
  const lastModified = new Date();
  /** A text of ours (the extra files, the order-number lists), made ready in place: a few kilobytes. */
  const textEntry = (name: string, text: string) => ({ name, entry: entryChunk(utf8.encode(text), localHeaderRoom(name)) });
  const extras = plan.extraFiles.map((file) => textEntry(file.path, file.text));
  /** The lists a part begins with (folder → numbers): the first names the ticked orders the archive holds no file of. */
  const listsAtStart = (partNumber: number): Map<string, Set<string>> => {
    const lists = new Map<string, Set<string>>();
    if (partNumber === 1) for (const { folder, orderOriginalId } of plan.unfiledOrders ?? []) lists.set(folder, (lists.get(folder) ?? new Set()).add(orderOriginalId));
    return lists;
  };
  /** A copy of `lists` with `image`'s order in its folder's list. */
  const withImage = (lists: ReadonlyMap<string, ReadonlySet<string>>, image: PlannedImage | null): Map<string, Set<string>> => {
    const copy = new Map([...lists].map(([folder, ids]) => [folder, new Set(ids)]));
    if (image) {
      const folder = folderOf(image.path);
      copy.set(folder, (copy.get(folder) ?? new Set()).add(image.orderOriginalId));
    }
    return copy;
  };
  /** The bytes `lists` take in a part, each named by `listPath`. */
  const listsBytes = (lists: ReadonlyMap<string, ReadonlySet<string>>, listPath: (folder: string) => string): number => {
    let bytes = 0;
    for (const [folder, ids] of lists) bytes += LIST_ENTRY_OVERHEAD + 2 * utf8.encode(listPath(folder)).byteLength + utf8.encode(orderIdFileText(ids, plan.orderNotes)).byteLength;
    return bytes;
  };
  try {
    report();
    launch();
    /**
     * Whether an image alone would pass a hard limit (a host that cannot save a larger file): it fails on its
     * own, with the reason, instead of making a part the host refuses and losing the images beside it.
     */
    const tooLargeAlone = (image: PlannedImage, size: number): boolean => {
      if (!options.partLimitIsHard) return false;
      const baseName = plan.orderIdFileName;
      const listBytes = baseName
        ? listsBytes(withImage(listsAtStart(parts.length + 1), image), (folder) => `${folder}/${orderIdListName(baseName, options.archiveName(parts.length + 1))}`)
        : 0;
      return new StoredZipWriter(lastModified).sizeWith(image.path, size) + listBytes > partLimitBytes;
    };
    /** The next image that can begin a part; one too large for any part is recorded as failed. */
    const nextFirst = async (from: Fetched | null) => {
      let candidate = from;
      while (candidate && tooLargeAlone(candidate.image, dataBytes(candidate.entry))) {
        failures.push({ image: candidate.image, reason: TEXT.tooLargeForPart(partLimitBytes), retryable: false });
        progress.failedImages++;
        report();
        candidate = await nextImage();
      }
      return candidate;
    };

    // No part is begun before an image has arrived: a download where every image failed saves nothing.
    let carried = await nextFirst(await nextImage());
    while (carried) {
      const partNumber = parts.length + 1;
      const first: Fetched = carried;
      carried = null;
      const zip = new StoredZipWriter(lastModified);
      const name = options.archiveName(partNumber);
      /** The name the target saves the part under: `name`, or another it chose (a folder's `name (2).zip`). */
      let savedAs = name;
      // The part's order-number lists, written last from the images it actually took (folder → numbers),
      // named after the file they end up in: extracted beside another archive, a list never lands on its list.
      const ordersByFolder = plan.orderIdFileName ? listsAtStart(partNumber) : new Map<string, Set<string>>();
      const listFor = (folder: string) => `${folder}/${plan.orderIdFileName ? orderIdListName(plan.orderIdFileName, savedAs) : ''}`;
      /** The lists' bytes if `image` joined the part too: room is kept for them, so they never push a part past the limit. */
      const listBytesWith = (image: PlannedImage | null): number => (plan.orderIdFileName ? listsBytes(withImage(ordersByFolder, image), listFor) : 0);
      /** Whether the entry still fits the part; the first entry of a part always does (an image bigger than the limit alone gets a part of its own). */
      const admits = (image: PlannedImage, size: number): boolean =>
        zip.entries === 0 || zip.sizeWith(image.path, size) + listBytesWith(image) <= partLimitBytes;
      /** The images this part holds, by key: what the flow counts as delivered once the part is saved. */
      const partKeys: string[] = [];
      const orderLists = () =>
        [...ordersByFolder].map(([folder, ids]) => textEntry(listFor(folder), orderIdFileText(ids, plan.orderNotes)));
      async function* entries(): AsyncGenerator<{ name: string; entry: EntryChunk; pooled?: boolean }> {
        if (partNumber === 1) for (const extra of extras) yield extra;
        let next: Fetched | null = first;
        while (next) {
          if (!admits(next.image, dataBytes(next.entry))) {
            carried = next;
            break;
          }
          // Reported with its bytes, once the pull has counted them: not as done with nothing written.
          progress.doneImages++;
          if (plan.orderIdFileName) {
            const folder = folderOf(next.image.path);
            ordersByFolder.set(folder, (ordersByFolder.get(folder) ?? new Set()).add(next.image.orderOriginalId));
          }
          partKeys.push(next.image.key);
          yield { name: next.image.path, entry: next.entry, pooled: next.pooled };
          next = await nextImage();
        }
        yield* orderLists();
      }

      progress.part = partNumber;
      const files = entries();
      const count = (chunk: Uint8Array) => {
        progress.bytesWritten += chunk.byteLength;
        return chunk;
      };
      /** The pooled chunk the target was handed last: its buffer is used again once the target reads on. */
      let lent: Uint8Array<ArrayBuffer> | null = null;
      const takeBack = () => {
        if (lent) pool.give(lent);
        lent = null;
      };
      let onStop = () => {};
      // Pulled one file at a time as the target reads (highWaterMark 0, read straight by the target, with
      // nothing queued between): a slow disk stops the fetching, and a pull means the last chunk is done with.
      const stream = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            // A stop errors the stream the target reads, so the target aborts (and discards) the part.
            onStop = () => controller.error(stop.signal.reason);
            stop.signal.addEventListener('abort', onStop, { once: true });
          },
          async pull(controller) {
            takeBack();
            const next = await files.next();
            if (next.done) {
              controller.enqueue(count(zip.finish()));
              controller.close();
            } else {
              const chunk = withHeader(zip, next.value.name, next.value.entry);
              if (next.value.pooled) lent = chunk;
              controller.enqueue(count(chunk));
            }
            report();
          },
          async cancel() {
            await files.return(undefined);
          },
        },
        { highWaterMark: 0 },
      );
      try {
        await options.savePart(name, stream, stop.signal, (chosen) => (savedAs = chosen));
      } finally {
        stop.signal.removeEventListener('abort', onStop);
      }
      if (stop.signal.aborted) throw abortError(signal);
      parts.push(savedAs);
      options.onPartSaved?.({ name: savedAs, keys: partKeys });
      carried = await nextFirst(carried);
    }
    return { parts, savedImages: progress.doneImages, failures };
  } catch (error) {
    stop.abort(signal.aborted ? abortError(signal) : error);
    throw signal.aborted ? abortError(signal) : error;
  } finally {
    signal.removeEventListener('abort', onCancel);
  }
}
