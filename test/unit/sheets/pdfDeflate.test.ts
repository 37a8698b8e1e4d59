import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateChunks } from '../../../src/lib/sheets/pdfDeflate';
import { eventLoopTurns } from '../../support/eventLoopTurns';

/** Bands of noise, which deflate hardly shrinks: the compressor's output comes as soon as its input does. */
function* bands(count: number, size: number) {
  let state = 1;
  for (let b = 0; b < count; b++) {
    yield new Uint8Array(size).map(() => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state >>> 16;
    });
  }
}

describe('deflateChunks', () => {
  it('deflates the bands once, as one zlib stream a PDF reader inflates', async () => {
    const out: Uint8Array[] = [];
    for await (const chunk of deflateChunks(bands(40, 100_000))) out.push(chunk);
    expect(Buffer.compare(inflateSync(Buffer.concat(out)), Buffer.concat([...bands(40, 100_000)]))).toBe(0);
  });

  it('lets go of the bands when its reader stops, and says why a band failed', async () => {
    let closed = false;
    function* watched() {
      try {
        yield* bands(200, 100_000);
      } finally {
        closed = true;
      }
    }
    for await (const chunk of deflateChunks(watched())) {
      expect(chunk.byteLength).toBeGreaterThan(0);
      break;
    }
    await eventLoopTurns(5);
    expect(closed).toBe(true);

    function* failing() {
      yield new Uint8Array(10);
      throw new Error('band failed');
    }
    await expect(async () => {
      for await (const chunk of deflateChunks(failing())) expect(chunk).toBeDefined();
    }).rejects.toThrow('band failed');
  });
});
