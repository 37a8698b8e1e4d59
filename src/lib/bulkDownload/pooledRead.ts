/**
 * Print files read into buffers that are used again from one file to the next. A fresh ArrayBuffer per file
 * (response.arrayBuffer(), then a copy behind the header's room) leaves about one file of garbage a file,
 * which the collector takes back only once enough has gathered: in the bench's 200-file download the raw
 * runs read that way grew the renderer 105.3–121 MB, the flow with these buffers 31.4–39.1 MB
 * (docs/performance.md, "The bulk download's speed and memory").
 * Read with a BYOB reader into a kept buffer, a file costs no new memory: the buffer holds the header's
 * room, then the file, and goes back to the pool once the save target has it.
 */

/** Buffers are sized in steps of this, so files of about the same size reuse each other's. */
const STEP = 256 * 1024;
/**
 * The largest buffer kept between files: print files are a few MB, and a rare large one should not leave
 * its buffer, times the files in flight, held for the rest of the download.
 */
const KEPT_MOST = 32 * 1024 * 1024;
/** A body without a declared length starts with this much room and grows by half each time it is full. */
const UNKNOWN_LENGTH_START = 4 * 1024 * 1024;
/**
 * The most taken on a declared length alone, before any byte has come: a server that declares gigabytes
 * gets this much, and more only as its bytes arrive. Print files are a few MB.
 */
const DECLARED_MOST = 64 * 1024 * 1024;

const stepUp = (bytes: number) => Math.max(STEP, Math.ceil(bytes / STEP) * STEP);

export class ChunkPool {
  private readonly free: ArrayBuffer[] = [];
  private made = 0;

  /** `keep`: the most buffers kept between files (what is in flight at once); more are let go. */
  constructor(private readonly keep: number) {}

  /** `size` bytes over the smallest kept buffer that holds them, else over a new one. */
  take(size: number): Uint8Array<ArrayBuffer> {
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const length = this.free[i]!.byteLength;
      if (length >= size && (best < 0 || length < this.free[best]!.byteLength)) best = i;
    }
    if (best < 0) this.made++;
    const buffer = best < 0 ? new ArrayBuffer(stepUp(size)) : this.free.splice(best, 1)[0]!;
    return new Uint8Array(buffer, 0, size);
  }

  /** Takes a buffer back; a detached one (handed to a worker or a target that kept it) or a large one is left alone. */
  give(view: Uint8Array<ArrayBuffer>): void {
    const buffer = view.buffer;
    if (buffer.byteLength === 0 || buffer.byteLength > KEPT_MOST || this.free.includes(buffer)) return;
    this.free.push(buffer);
    if (this.free.length > this.keep) {
      // The smallest goes: a larger one serves every file it would have.
      const smallest = this.free.reduce((min, b, i) => (b.byteLength < this.free[min]!.byteLength ? i : min), 0);
      this.free.splice(smallest, 1);
    }
  }

  /** How many buffers wait to be used again. */
  get kept(): number {
    return this.free.length;
  }

  /** How many buffers were made: what a download allocated for its files, however many it fetched. */
  get allocated(): number {
    return this.made;
  }
}

/** The BYOB reader of a byte stream; null where the body is not one (a stream a script built), so the caller reads it whole. */
function byobReader(body: ReadableStream<Uint8Array>): ReadableStreamBYOBReader | null {
  try {
    return body.getReader({ mode: 'byob' });
  } catch {
    return null;
  }
}

/**
 * Reads `body` into a pooled buffer behind `room` free bytes: the view returned is the room then the body.
 * `declared` (Content-Length) sizes the buffer; a body longer than it (a compressed transfer) grows the
 * buffer. Null when the body cannot be read this way, before anything is read. Rejects as the stream does
 * (a dropped connection, an abort).
 */
export async function readIntoPool(
  body: ReadableStream<Uint8Array>,
  room: number,
  declared: number | null,
  pool: ChunkPool,
  watch: { signal?: AbortSignal; onBytes?: () => void } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = byobReader(body);
  if (!reader) return null;
  // A body that does not end itself on the abort (one a script built) is cancelled: its read ends then.
  const onAbort = () => reader.cancel(watch.signal?.reason).catch(() => undefined);
  watch.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (watch.signal?.aborted) throw watch.signal.reason;
    const read = await readAll(reader, room, declared, pool, watch.onBytes ?? (() => undefined));
    // The cancel on an abort ends the body's read as a normal end would: what came is not the whole body.
    if (watch.signal?.aborted) throw watch.signal.reason;
    return read;
  } catch (error) {
    // Cancelled, not only let go: the connection is freed now, not when the collector finds the body.
    reader.cancel(error).catch(() => undefined);
    throw error;
  } finally {
    watch.signal?.removeEventListener('abort', onAbort);
  }
}

async function readAll(
  reader: ReadableStreamBYOBReader,
  room: number,
  declared: number | null,
  pool: ChunkPool,
  onBytes: () => void,
): Promise<Uint8Array<ArrayBuffer>> {
  let view = pool.take(room + (declared !== null && declared > 0 ? Math.min(declared, DECLARED_MOST) : UNKNOWN_LENGTH_START));
  // Kept apart from the view: a read detaches the view's buffer, and a detached view's length reads 0.
  let size = view.byteLength;
  let filled = room;
  for (;;) {
    if (filled === size) {
      // Full: one more byte tells whether the body is done; a longer body moves to a larger buffer. The
      // smaller one is not kept: a body that grows once grows again, and the pool would keep every step.
      const probe = await reader.read(new Uint8Array(1));
      if (probe.done) break;
      onBytes();
      const larger = pool.take(Math.ceil(size * 1.5) + 1);
      larger.set(view);
      larger[filled] = probe.value[0]!;
      view = larger;
      size = larger.byteLength;
      filled += 1;
      continue;
    }
    const { done, value } = await reader.read(new Uint8Array(view.buffer, filled, size - filled));
    // A read takes the buffer and hands it back in `value`; an end without it (a cancelled body) lost the bytes.
    if (!value) throw new TypeError('The body ended without handing its buffer back');
    view = new Uint8Array(value.buffer, 0, size);
    if (done) break;
    filled += value.byteLength;
    onBytes();
  }
  reader.releaseLock();
  return new Uint8Array(view.buffer, 0, filled);
}
