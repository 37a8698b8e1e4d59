import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filteredRows } from '../../../src/lib/sheets/pdfImage';
import { codeLengths, runDeflate } from '../../../src/lib/sheets/runDeflate';
import { encodePng, framedDesign, photoDesign } from '../../support/sheetFixtures';

const inflated = (chunks: Iterable<Uint8Array>) => inflateSync(Buffer.concat([...runDeflate(chunks)]));
const joined = (chunks: readonly Uint8Array[]) => Buffer.concat(chunks);

function noise(size: number, seed: number): Uint8Array {
  let state = seed;
  return new Uint8Array(size).map(() => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state >>> 16;
  });
}

describe('runDeflate', () => {
  it('makes a zlib stream that inflates to the chunks handed in, whatever they hold', () => {
    const cases: Uint8Array[][] = [
      [],
      [new Uint8Array(0)],
      [new Uint8Array([7])],
      [new Uint8Array(100_000)],
      [new Uint8Array(1000).fill(9), new Uint8Array([9, 9, 1, 1, 1, 1, 2])],
      [noise(70_000, 1), noise(3, 2), new Uint8Array(259).fill(255), noise(1, 3)],
      // Runs of every length about the length codes' edges.
      [Uint8Array.from({ length: 4000 }, (_, i) => Math.floor(Math.sqrt(i)) % 2)],
    ];
    for (const chunks of cases) expect(Buffer.compare(inflated(chunks), joined(chunks))).toBe(0);
  });

  it('makes a block of bytes whose counts are as skewed as a Huffman code can take within 15 bits', () => {
    // Fibonacci counts make the deepest unlimited code: the lengths must be limited and still inflate.
    const fib = [1, 1];
    while (fib.length < 30) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
    const bytes: number[] = [];
    fib.forEach((count, symbol) => {
      for (let k = 0; k < Math.min(count, 20_000); k++) bytes.push(symbol * 7, (symbol * 7 + 1) % 256);
    });
    const data = Uint8Array.from(bytes);
    expect(Math.max(...codeLengths(fib, 15))).toBeLessThanOrEqual(15);
    expect(Buffer.compare(inflated([data]), Buffer.from(data))).toBe(0);
  });

  it('keeps a photo-like print file’s filtered rows smaller than its own PNG', () => {
    const pixels = photoDesign(300, 600, 4);
    const png = encodePng(pixels);
    const colour = [...filteredRows(pixels, 'colour')];
    const alpha = [...filteredRows(pixels, 'alpha')];
    const streams = [...runDeflate(colour), ...runDeflate(alpha)];
    expect(Buffer.compare(inflated(colour), joined(colour))).toBe(0);
    expect(Buffer.compare(inflated(alpha), joined(alpha))).toBe(0);
    expect(streams.reduce((sum, chunk) => sum + chunk.byteLength, 0)).toBeLessThan(png.byteLength);
  });

  it('keeps flat graphics (a frame, a pattern repeating every few pixels, clear parts) to tens of KB', () => {
    const pixels = framedDesign(980, 1984, { transparent: true });
    const colour = [...filteredRows(pixels, 'colour')];
    const alpha = [...filteredRows(pixels, 'alpha')];
    expect(Buffer.compare(inflated(colour), joined(colour))).toBe(0);
    const bytes = [...runDeflate(colour), ...runDeflate(alpha)].reduce((sum, chunk) => sum + chunk.byteLength, 0);
    // Runs of the byte before alone made 900 KB of it (its pattern repeats every pixel, not every byte).
    expect(bytes).toBeLessThan(40_000);
  });
});
