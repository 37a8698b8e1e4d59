/**
 * One ZIP part as the stream the save target reads: pulled one entry at a time (highWaterMark 0, read
 * straight by the target, nothing queued between), so a slow disk stops the fetching, and a pull means the
 * chunk handed before it is done with: its pooled buffer goes back to be used for a later file.
 */
import type { EntryChunk } from './entryChunk';
import type { ChunkPool } from './pooledRead';
import type { StoredZipWriter } from './storedZip';

export interface PartEntry {
  name: string;
  entry: EntryChunk;
  /** The chunk is a pooled buffer, given back once the target reads on. */
  pooled?: boolean;
}

/** The entry's header written into the room before its data: header and data leave as one chunk. */
function withHeader(zip: StoredZipWriter, name: string, entry: EntryChunk): Uint8Array<ArrayBuffer> {
  const header = zip.add(name, entry.chunk.subarray(entry.room), entry.crc);
  const start = entry.room - header.byteLength;
  entry.chunk.set(header, start);
  return entry.chunk.subarray(start);
}

/**
 * The part's stream: `files`' entries, then the central directory. `stop` errors it, so the target aborts
 * (and discards) the part. `watch.written` counts each chunk as it is handed over, `watch.pulled` follows each pull. `detach` once the part is saved or failed.
 */
export function partStream(
  zip: StoredZipWriter,
  files: AsyncGenerator<PartEntry>,
  pool: ChunkPool,
  stop: AbortSignal,
  watch: { written: (bytes: number) => void; pulled: () => void },
): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  /** The pooled chunk the target was handed last: its buffer is used again once the target reads on. */
  let lent: Uint8Array<ArrayBuffer> | null = null;
  const takeBack = () => {
    if (lent) pool.give(lent);
    lent = null;
  };
  const count = (chunk: Uint8Array) => {
    watch.written(chunk.byteLength);
    return chunk;
  };
  let onStop = () => {};
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onStop = () => controller.error(stop.reason);
        stop.addEventListener('abort', onStop, { once: true });
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
        watch.pulled();
      },
      async cancel() {
        await files.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, detach: () => stop.removeEventListener('abort', onStop) };
}
