/** The runner's side of the ZIP entry worker; where no worker exists (Node, the unit tests) the work is done in place. */
import { prepareEntryChunk, type EntryChunk, type EntryChunkRequest } from './entryChunk';
import { ownBuffer, workerCalls } from '../workerCalls';

const inWorker = workerCalls<EntryChunkRequest, EntryChunk>(() => new Worker(new URL('./entryChunk.worker.ts', import.meta.url)), 'ZIP entry');

/** Set when the worker failed (its script did not load, or it ran out of memory): the work is done in place from then on. */
let workerFailed = typeof Worker === 'undefined';

/**
 * prepareEntryChunk in the worker. The bytes' buffer is handed over (a placed request's whole pooled buffer,
 * so it comes back to be used again), so the caller must not use them again, even when this rejects: a
 * caller whose bytes a failed worker took fetches them again, and they are then done in place.
 */
export async function entryChunkOffThread(request: EntryChunkRequest, signal: AbortSignal): Promise<EntryChunk> {
  if (workerFailed) return prepareEntryChunk(request);
  const bytes = request.placed ? request.bytes : ownBuffer(request.bytes);
  try {
    const { chunk, crc } = await inWorker({ ...request, bytes }, [bytes.buffer], signal);
    return { chunk, room: request.room, crc };
  } catch (error) {
    if (!signal.aborted) workerFailed = true;
    throw error;
  }
}
