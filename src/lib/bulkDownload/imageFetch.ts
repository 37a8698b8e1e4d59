/**
 * One image of the bulk download, from its address to an entry ready for the archive (spec 3 §9): fetched
 * into a pooled buffer behind room for its header, checked (an image, and whole), converted when asked,
 * its CRC-32 taken off the page's thread; retried with backoff when a try fails, and given up when nothing
 * of it comes for a while. A failure carries the reason the merchant reads.
 */
import { sleep } from '../../../contract/sleep';
import { MSG } from '../../messages';
import { abortError } from './cancel';
import type { EntryChunk, EntryChunkRequest } from './entryChunk';
import { entryChunkOffThread } from './entryChunkClient';
import { isCutShortPng, isImage } from './imageChecks';
import { readIntoPool, type ChunkPool } from './pooledRead';
import { stallGuard, type StallGuard } from './stallGuard';
import { localHeaderRoom } from './storedZip';
import { convertInWorker } from './tiffConverter';
import { ownBuffer, WorkerLost } from '../workerCalls';
import type { BulkDownloadOptions, PlannedImage } from './types';

const TEXT = MSG.downloadEngine;

/**
 * An image's fetch is given up when nothing of it has come for this long (no answer, or a body stopped
 * half-way), and retried: a print file of a few MB does not wait a minute between two pieces on any line
 * a seller works on.
 */
export const DEFAULT_STALL_MS = 60_000;
/** The first retry waits about this long, the second twice, the third four times (each ±50 %). */
const DEFAULT_RETRY_DELAY_MS = 500;

/** A reason the merchant reads after `{platform order id} 失败原因：`. */
class ImageFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable = true,
  ) {
    super(reason);
  }
}

/** A back-off that a cancel ends at once, as the AbortError the runner's callers know. */
const backOff = (ms: number, signal: AbortSignal): Promise<void> =>
  sleep(ms, signal).catch(() => {
    throw abortError(signal);
  });

/** Exponential with full ±50 % jitter, so that images that failed together do not retry together. */
export const retryDelay = (baseMs: number, retry: number, random: () => number = Math.random): number =>
  baseMs * 2 ** retry * (0.5 + random());

/**
 * An image that arrived whole, made ready for the archive (entryChunk.ts) while earlier images were being
 * written; `pooled` when its chunk is a pooled buffer, to be used again once the target has it.
 */
export type Fetched = { image: PlannedImage; entry: EntryChunk; pooled: boolean };
/** The bytes of the file itself, without the room for its header. */
export const dataBytes = (entry: EntryChunk): number => entry.chunk.byteLength - entry.room;
/** How an image's fetch ended: whole, failed with the merchant's reason, or the download stopped (`error`). */
export type Arrival = Fetched | { image: PlannedImage; failure: string; retryable?: boolean } | { error: unknown };

type FetchOptions = Pick<
  BulkDownloadOptions,
  'fetchImage' | 'partLimitBytes' | 'partLimitIsHard' | 'retries' | 'retryDelayMs' | 'stallMs' | 'toTiff' | 'convertToTiff' | 'prepareEntry' | 'gate'
>;

/**
 * Fetches one image with its retries, reading into `pool`. `stop` ends every fetch (the merchant's cancel,
 * or saving failed); `signal` is the merchant's, whose reason a cancel rejects with.
 */
export function imageFetcher(options: FetchOptions, pool: ChunkPool, stop: AbortSignal, signal: AbortSignal): (image: PlannedImage) => Promise<Arrival> {
  const retryBase = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const stallMs = options.stallMs ?? DEFAULT_STALL_MS;
  const convert = options.toTiff ? (options.convertToTiff ?? convertInWorker) : null;
  const prepare = options.prepareEntry ?? entryChunkOffThread;
  const { partLimitBytes } = options;

  /**
   * An image's bytes, read into a pooled buffer behind `room` free bytes where the body allows (placed),
   * else whole; without a room (the bytes are converted first), always whole.
   */
  const fetchBytes = async (url: string, room: number | null): Promise<EntryChunkRequest> => {
    const guard = stallGuard(stop, stallMs);
    try {
      return await fetchGuarded(url, room, guard);
    } catch (error) {
      if (stop.aborted) throw error;
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
      if (stop.aborted) throw error;
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
      if (stop.aborted) throw error;
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
  return async (image: PlannedImage): Promise<Arrival> => {
    let reason: string = TEXT.networkError;
    const room = localHeaderRoom(image.path);
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      if (attempt > 0) await backOff(retryDelay(retryBase, attempt - 1), stop);
      // Asked whether to stop: nothing new is fetched (a served print file stays charged) until the merchant goes on.
      if (options.gate) await options.gate.open(stop).catch(() => Promise.reject(abortError(signal)));
      let request: EntryChunkRequest;
      try {
        request = await fetchBytes(image.url, convert ? null : room);
      } catch (error) {
        if (stop.aborted) throw abortError(signal);
        reason = error instanceof ImageFailure ? error.reason : TEXT.networkError;
        if (error instanceof ImageFailure && !error.retryable) return { image, failure: reason, retryable: false };
        continue;
      }
      if (convert) {
        try {
          request = { bytes: ownBuffer(await convert(request.bytes, stop)), room };
        } catch (error) {
          if (stop.aborted) throw abortError(signal);
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
        return { image, entry: await prepare(request, stop), pooled: request.placed === true };
      } catch {
        if (stop.aborted) throw abortError(signal);
        // The bytes went to a worker that failed; entryChunkOffThread works in place from now on, so fetching again succeeds.
        reason = TEXT.notArchived;
      }
    }
    return { image, failure: reason };
  };
}
