/**
 * The print files read for the layout by a pool of workers while they arrive (prepareImage.worker.ts): each
 * file decoded once there, its PDF image streams made (preparedImage.ts), so that saving the sheets only
 * writes them, and its design check's measure and preview taken from the same decode. Two workers: the
 * machines this runs on have two cores or more, and the page's own work (fetching, hashing, the preview) is
 * light beside the deflating.
 */
import { workerCalls } from '../workerCalls';
import type { DesignRendition } from './designRendition';
import type { PreparedImage } from './preparedImage';

export interface PrepareRequest {
  /** The print file as served (a Blob: handed to the worker without a copy of its bytes). */
  blob: Blob;
}

export interface PrepareResult extends DesignRendition {
  image: PreparedImage;
}

const POOL_SIZE = 2;

const pool = Array.from({ length: POOL_SIZE }, () => ({
  call: workerCalls<PrepareRequest, PrepareResult>(() => new Worker(new URL('./prepareImage.worker.ts', import.meta.url)), 'PDF image'),
  waiting: 0,
}));

/** The file read by the worker with the fewest files waiting; rejects when it cannot decode it or fails. */
export async function prepareImage(blob: Blob, signal?: AbortSignal): Promise<PrepareResult> {
  const member = pool.reduce((least, next) => (next.waiting < least.waiting ? next : least));
  member.waiting++;
  try {
    const { image, opaqueFraction, preview } = await member.call({ blob }, [], signal);
    return { image, opaqueFraction, preview };
  } finally {
    member.waiting--;
  }
}
