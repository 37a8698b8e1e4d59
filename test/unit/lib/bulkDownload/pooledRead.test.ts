import { describe, expect, it } from 'vitest';
import { ChunkPool, readIntoPool } from '../../../../src/lib/bulkDownload/pooledRead';

/** The pool's size step: a buffer of exactly this many bytes is full with no byte to spare. */
const STEP_SIZE = 256 * 1024;
const file = (length: number, seed = 1) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff);

/** A network body: a byte stream handing out `pieces` of `bytes` as they come, as fetch's body does. */
function byteBody(bytes: Uint8Array, pieces = 7, failAfter?: number): ReadableStream<Uint8Array> {
  const step = Math.ceil(bytes.byteLength / pieces);
  let offset = 0;
  return new ReadableStream({
    type: 'bytes',
    pull(controller) {
      if (failAfter !== undefined && offset >= failAfter) return controller.error(new TypeError('network error'));
      if (offset >= bytes.byteLength) {
        controller.close();
        controller.byobRequest?.respond(0);
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + step));
      offset += step;
    },
  });
}

describe('ChunkPool', () => {
  it('hands a kept buffer out again, the smallest that holds the size, and keeps no more than it is told', () => {
    const pool = new ChunkPool(2);
    const small = pool.take(300_000);
    const large = pool.take(3_000_000);
    const extra = pool.take(600_000);
    expect(pool.allocated).toBe(3);
    pool.give(small);
    pool.give(large);
    pool.give(extra);
    // Three given back to a pool of two: the smallest went.
    expect(pool.kept).toBe(2);
    const again = pool.take(500_000);
    expect(again.buffer).toBe(extra.buffer);
    expect(again.byteLength).toBe(500_000);
    expect(pool.take(2_000_000).buffer).toBe(large.buffer);
    expect(pool.allocated).toBe(3);
  });

  it('lets a buffer over 32 MB go rather than keep it for the rest of the download', () => {
    const pool = new ChunkPool(4);
    const large = pool.take(40 * 1024 * 1024);
    const kept = pool.take(30 * 1024 * 1024);
    pool.give(large);
    pool.give(kept);
    expect(pool.kept).toBe(1);
    expect(pool.take(1000).buffer).toBe(kept.buffer);
  });

  it('leaves a detached buffer alone and never keeps one twice', () => {
    const pool = new ChunkPool(4);
    const view = pool.take(1000);
    pool.give(view);
    pool.give(view);
    expect(pool.kept).toBe(1);
    const taken = pool.take(1000);
    structuredClone(taken.buffer, { transfer: [taken.buffer] });
    pool.give(taken);
    expect(pool.kept).toBe(0);
  });
});

describe('readIntoPool', () => {
  it('puts the body behind the room, byte for byte, and reads file after file into the same buffer', async () => {
    const pool = new ChunkPool(2);
    for (let n = 0; n < 20; n++) {
      const bytes = file(100_000 + n, n);
      const view = await readIntoPool(byteBody(bytes), 46, bytes.byteLength, pool);
      expect(view!.byteLength).toBe(46 + bytes.byteLength);
      expect(Buffer.from(view!.subarray(46)).equals(Buffer.from(bytes))).toBe(true);
      pool.give(view!);
    }
    expect(pool.allocated).toBe(1);
  });

  it('reads a body longer than declared (a compressed transfer) or with no length declared, growing the buffer', async () => {
    const bytes = file(5_000_000);
    for (const declared of [1_000, null]) {
      const view = await readIntoPool(byteBody(bytes, 40), 30, declared, new ChunkPool(2));
      expect(view!.byteLength).toBe(30 + bytes.byteLength);
      expect(Buffer.from(view!.subarray(30)).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('takes no more than 64 MB on a declared length alone: a server declaring gigabytes gets memory only as its bytes come', async () => {
    const pool = new ChunkPool(2);
    const view = await readIntoPool(byteBody(file(1_000)), 10, 8 * 1024 ** 3, pool);
    expect(Buffer.from(view!.subarray(10)).equals(Buffer.from(file(1_000)))).toBe(true);
    expect(view!.buffer.byteLength).toBe(64 * 1024 * 1024 + STEP_SIZE);
  });

  it('keeps none of the smaller buffers a growing body left behind', async () => {
    const pool = new ChunkPool(8);
    const view = await readIntoPool(byteBody(file(10_000_000), 40), 30, null, pool);
    expect(view!.byteLength).toBe(10_000_030);
    expect(pool.kept).toBe(0);
    pool.give(view!);
    expect(pool.kept).toBe(1);
  });

  it('ends a read on the abort even from a body that does not end itself, and tells of each piece as it comes', async () => {
    let cancelled = false;
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      type: 'bytes',
      pull: (controller) => {
        if (pulls++ === 0) controller.enqueue(file(100));
        return new Promise<void>(() => undefined);
      },
      cancel: () => void (cancelled = true),
    });
    const abort = new AbortController();
    let pieces = 0;
    const reading = readIntoPool(body, 10, 1_000, new ChunkPool(2), {
      signal: abort.signal,
      onBytes: () => {
        pieces++;
        abort.abort(new DOMException('stalled', 'TimeoutError'));
      },
    });
    await expect(reading).rejects.toThrow();
    expect(pieces).toBe(1);
    expect(cancelled).toBe(true);
  });

  it('cancels the body when it cannot be read into a buffer, so its connection is freed at once', async () => {
    let cancelled: unknown = null;
    const body = new ReadableStream<Uint8Array>({ type: 'bytes', pull: () => undefined, cancel: (reason) => void (cancelled = reason) });
    const pool = new ChunkPool(2);
    pool.take = () => {
      throw new RangeError('Array buffer allocation failed');
    };
    await expect(readIntoPool(body, 10, 1_000, pool)).rejects.toThrow('Array buffer allocation failed');
    expect(cancelled).toBeInstanceOf(RangeError);
  });

  it('reads a body shorter than declared as it is, and one that fills the buffer exactly', async () => {
    const short = await readIntoPool(byteBody(file(900)), 10, 1_000, new ChunkPool(2));
    expect(short!.byteLength).toBe(910);
    const exact = await readIntoPool(byteBody(file(STEP_SIZE - 10)), 10, STEP_SIZE - 10, new ChunkPool(2));
    expect(Buffer.from(exact!.subarray(10)).equals(Buffer.from(file(STEP_SIZE - 10)))).toBe(true);
  });

  it('answers null for a body that is not a byte stream, leaving it unread for the caller', async () => {
    const body = new Response(new ReadableStream({ start: (c) => (c.enqueue(file(10)), c.close()) })).body!;
    expect(await readIntoPool(body, 10, 10, new ChunkPool(2))).toBeNull();
    expect(new Uint8Array(await new Response(body).arrayBuffer())).toEqual(file(10));
  });

  it('rejects as the body does when the connection drops', async () => {
    await expect(readIntoPool(byteBody(file(10_000), 5, 4_000), 10, 10_000, new ChunkPool(2))).rejects.toThrow('network error');
  });
});
