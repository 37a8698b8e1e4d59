/**
 * The bulk download's engine (spec 3 §4, §8, §9): fetches the planned images a few at a time
 * (imagesInFlight.ts, each image by imageFetch.ts), and streams them as store-only ZIP parts into the save
 * target (partStream.ts), a part never past its limit with its order-number lists (orderLists.ts).
 * Memory holds only what is in flight: a fetched image waits in a slot until the archive takes it, and the
 * archive takes one only when the save stream asks for more, so a slow disk stops the fetching. What is in
 * flight lives in buffers used again from one file to the next (pooledRead.ts), so memory does not grow
 * with the files fetched either, not even as garbage waiting to be collected.
 */
import { MSG } from '../../messages';
import { abortError } from './cancel';
import { dataBytes, imageFetcher, type Fetched } from './imageFetch';
import { ImagesInFlight } from './imagesInFlight';
import { orderIdListName } from './names';
import { addToLists, listEntries, listsAtStart, listsBytes, textEntry, withImage, type OrderLists } from './orderLists';
import { partStream, type PartEntry } from './partStream';
import { ChunkPool } from './pooledRead';
import { StoredZipWriter } from './storedZip';
import type { BulkDownloadFailure, BulkDownloadOptions, BulkDownloadProgress, BulkDownloadResult, PlannedImage } from './types';

const TEXT = MSG.downloadEngine;

/**
 * Images fetched at once. test/bench/bulkDownload.ts tries 2, 4, 6 and 8 against the dev API on loopback:
 * on this 2-core machine at load 13–20 on 2026-11-26 (the bench alone, 19:01–19:12), 22.7, 30.5, 34.2 and
 * 30.8 MB/s (docs/performance.md, "The bulk download's speed and memory"): from loopback the count matters little. A
 * real image host has tens of ms of latency a request, which more requests in flight cover; 6 is what
 * Chromium opens per HTTP/1.1 host anyway, and bounds what waits in memory to about 6 images (15 MB).
 */
export const DEFAULT_CONCURRENCY = 6;

export async function runBulkDownload(options: BulkDownloadOptions): Promise<BulkDownloadResult> {
  const { plan, signal, partLimitBytes } = options;
  if (signal.aborted) throw abortError(signal);
  // Stops the fetches when the merchant cancels, and also when saving fails for another reason.
  const stop = new AbortController();
  const onCancel = () => stop.abort(abortError(signal));
  signal.addEventListener('abort', onCancel, { once: true });
  const concurrency = Math.max(1, Math.floor(options.concurrency));

  const progress: BulkDownloadProgress = { totalImages: plan.images.length, doneImages: 0, failedImages: 0, bytesWritten: 0, part: 1 };
  const report = () => options.onProgress({ ...progress });
  const failures: BulkDownloadFailure[] = [];
  const failed = (failure: BulkDownloadFailure) => {
    failures.push(failure);
    progress.failedImages++;
    report();
  };

  // What is in flight at once: the fetching slots, the chunk being written and the one taken after it.
  const pool = new ChunkPool(concurrency + 2);
  const inFlight = new ImagesInFlight(plan.images, concurrency, imageFetcher(options, pool, stop.signal, signal), stop.signal, failed);

  const parts: string[] = [];
  const lastModified = new Date();
  const extras = plan.extraFiles.map((file) => textEntry(file.path, file.text));
  try {
    report();
    inFlight.launch();
    /**
     * Whether an image alone would pass a hard limit (a host that cannot save a larger file): it fails on its
     * own, with the reason, instead of making a part the host refuses and losing the images beside it.
     */
    const tooLargeAlone = (image: PlannedImage, size: number): boolean => {
      if (!options.partLimitIsHard) return false;
      const baseName = plan.orderIdFileName;
      const listBytes = baseName
        ? listsBytes(withImage(listsAtStart(plan, parts.length + 1), image), (folder) => `${folder}/${orderIdListName(baseName, options.archiveName(parts.length + 1))}`, plan.orderNotes)
        : 0;
      return new StoredZipWriter(lastModified).sizeWith(image.path, size) + listBytes > partLimitBytes;
    };
    /** The next image that can begin a part; one too large for any part is recorded as failed. */
    const nextFirst = async (from: Fetched | null) => {
      let candidate = from;
      while (candidate && tooLargeAlone(candidate.image, dataBytes(candidate.entry))) {
        failed({ image: candidate.image, reason: TEXT.tooLargeForPart(partLimitBytes), retryable: false });
        candidate = await inFlight.next();
      }
      return candidate;
    };

    // No part is begun before an image has arrived: a download where every image failed saves nothing.
    let carried = await nextFirst(await inFlight.next());
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
      const ordersByFolder: OrderLists = plan.orderIdFileName ? listsAtStart(plan, partNumber) : new Map();
      const listFor = (folder: string) => `${folder}/${plan.orderIdFileName ? orderIdListName(plan.orderIdFileName, savedAs) : ''}`;
      /** The lists' bytes if `image` joined the part too: room is kept for them, so they never push a part past the limit. */
      const listBytesWith = (image: PlannedImage | null): number => (plan.orderIdFileName ? listsBytes(withImage(ordersByFolder, image), listFor, plan.orderNotes) : 0);
      /** Whether the entry still fits the part; the first entry of a part always does (an image bigger than the limit alone gets a part of its own). */
      const admits = (image: PlannedImage, size: number): boolean =>
        zip.entries === 0 || zip.sizeWith(image.path, size) + listBytesWith(image) <= partLimitBytes;
      /** The images this part holds, by key: what the flow counts as delivered once the part is saved. */
      const partKeys: string[] = [];
      async function* entries(): AsyncGenerator<PartEntry> {
        if (partNumber === 1) for (const extra of extras) yield extra;
        let next: Fetched | null = first;
        while (next) {
          if (!admits(next.image, dataBytes(next.entry))) {
            carried = next;
            break;
          }
          // Reported with its bytes, once the pull has counted them: not as done with nothing written.
          progress.doneImages++;
          if (plan.orderIdFileName) addToLists(ordersByFolder, next.image);
          partKeys.push(next.image.key);
          yield { name: next.image.path, entry: next.entry, pooled: next.pooled };
          next = await inFlight.next();
        }
        yield* listEntries(ordersByFolder, listFor, plan.orderNotes);
      }

      progress.part = partNumber;
      const part = partStream(zip, entries(), pool, stop.signal, {
        written: (bytes) => void (progress.bytesWritten += bytes),
        pulled: report,
      });
      try {
        await options.savePart(name, part.stream, stop.signal, (chosen) => (savedAs = chosen));
      } finally {
        part.detach();
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
