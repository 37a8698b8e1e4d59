import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, crc32ByBytes, crc32Continue } from '../../../contract/crc32';

const bytes = (size: number, seed: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed * 7) & 0xff);

describe('crc32', () => {
  it('matches zlib on every length around the 8-byte step, and on a megabyte', () => {
    for (let size = 0; size < 40; size++) {
      const data = bytes(size, size);
      expect(crc32(data)).toBe(zlibCrc32(data));
    }
    const big = bytes(1_000_003, 9);
    expect(crc32(big)).toBe(zlibCrc32(big));
    expect(crc32(new TextEncoder().encode('IHDR and some bytes 前景图'))).toBe(zlibCrc32('IHDR and some bytes 前景图'));
  });

  it('reads words from any offset into the buffer, and gives what byte-by-byte reading gives', () => {
    const buffer = bytes(70_019, 5);
    for (let offset = 0; offset < 8; offset++) {
      for (const length of [0, 3, 7, 8, 9, 15, 16, 17, 64_001]) {
        const view = buffer.subarray(offset, offset + length);
        expect(crc32(view)).toBe(zlibCrc32(view));
        expect(crc32ByBytes(view)).toBe(zlibCrc32(view));
        expect(crc32(buffer, offset, offset + length)).toBe(zlibCrc32(view));
      }
    }
  });

  it('reads nothing outside the view: a range past its end is cut to it, and an empty or reversed range is empty', () => {
    const buffer = bytes(64, 1);
    const view = buffer.subarray(3, 40);
    for (const read of [crc32, crc32ByBytes]) {
      expect(read(view, 0, 1000)).toBe(zlibCrc32(view));
      expect(read(view, 30, 1000)).toBe(zlibCrc32(view.subarray(30)));
      expect(read(view, 20, 10)).toBe(0);
      expect(read(view, -5, 8)).toBe(zlibCrc32(view.subarray(0, 8)));
    }
  });

  it('reads only bytes[start, end): a PNG chunk inside its file', () => {
    const data = bytes(100, 3);
    for (const [start, end] of [[0, 0], [12, 29], [5, 100], [0, 9], [91, 100]] as const) {
      expect(crc32(data, start, end)).toBe(zlibCrc32(data.subarray(start, end)));
    }
  });

  it('continues over a file written in pieces of any length and alignment: the CRC of the whole file', () => {
    const whole = bytes(100_003, 11);
    const cuts = [0, 1, 7, 8, 4_097, 4_100, 65_536, 99_999, 100_003];
    let crc = 0;
    for (let i = 1; i < cuts.length; i++) crc = crc32Continue(crc, whole.subarray(cuts[i - 1], cuts[i]));
    expect(crc).toBe(zlibCrc32(whole));
    expect(crc32Continue(0, whole)).toBe(crc32(whole));
  });
});
