/**
 * The least a lossless /FlateDecode stream costs to make: a zlib stream of one dynamic Huffman block a
 * chunk, every byte a literal (no match is searched: zlib's Z_HUFFMAN_ONLY), its codes from the chunk's own
 * counts. The sheets' floor (sheetsFloor.worker.ts) codes the print files' filtered rows with it: whatever
 * the making does to turn pixels into a PDF image, it codes them at least this much. On "Up"-filtered
 * photo-like designs it comes to the size of the console's runDeflate (their runs are few), so the floor also
 * keeps within the PDFs' size goal.
 */
import { canonicalCodes, codeLengths } from '../../src/lib/sheets/runDeflate';

const END_OF_BLOCK = 256;
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** The zlib stream of `chunks`, as one buffer. */
export function huffmanOnly(chunks: Iterable<Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [];
  let bits = 0;
  let count = 0;
  let adlerA = 1;
  let adlerB = 0;
  let buffer = new Uint8Array(0);
  let at = 0;
  const write = (value: number, length: number) => {
    bits |= value << count;
    count += length;
    while (count >= 8) {
      buffer[at++] = bits & 0xff;
      bits >>>= 8;
      count -= 8;
    }
  };
  const begin = (capacity: number) => {
    if (at > 0) parts.push(buffer.subarray(0, at));
    buffer = new Uint8Array(capacity);
    at = 0;
  };
  begin(2);
  write(0x78, 8);
  write(0x01, 8);
  for (const data of chunks) {
    const freq = new Uint32Array(257);
    for (let i = 0; i < data.length; i++) freq[data[i]!]!++;
    freq[END_OF_BLOCK] = 1;
    const lengths = codeLengths(freq, 15);
    const codes = canonicalCodes(lengths);
    // The code lengths' own code: lengths 0–15 written as they are (no repeats), 257 literal codes, one unused distance code.
    const all = [...lengths, 0];
    const lengthFreq = new Uint32Array(19);
    for (const length of all) lengthFreq[length]!++;
    const lengthLengths = codeLengths(lengthFreq, 7);
    const lengthCodes = canonicalCodes(lengthLengths);
    begin(Math.ceil((data.length * 15) / 8) + 512);
    write(0, 1);
    write(2, 2);
    write(257 - 257, 5);
    write(1 - 1, 5);
    write(19 - 4, 4);
    for (const symbol of CODE_LENGTH_ORDER) write(lengthLengths[symbol]!, 3);
    for (const length of all) write(lengthCodes[length]!, lengthLengths[length]!);
    // The hot loop, on locals (a closure's variables live in its context, a slot read a byte): a code a
    // byte, two bytes out once 16 bits wait.
    let b = bits;
    let c = count;
    let o = at;
    const out = buffer;
    for (let i = 0; i < data.length; i++) {
      const byte = data[i]!;
      b |= codes[byte]! << c;
      c += lengths[byte]!;
      if (c >= 16) {
        out[o++] = b & 0xff;
        out[o++] = (b >>> 8) & 0xff;
        b >>>= 16;
        c -= 16;
      }
    }
    bits = b;
    count = c;
    at = o;
    write(codes[END_OF_BLOCK]!, lengths[END_OF_BLOCK]!);
    let a = adlerA;
    let d = adlerB;
    for (let start = 0; start < data.length; start += 5552) {
      const end = Math.min(data.length, start + 5552);
      for (let i = start; i < end; i++) {
        a += data[i]!;
        d += a;
      }
      a %= 65521;
      d %= 65521;
    }
    adlerA = a;
    adlerB = d;
  }
  begin(16);
  // The last block: empty, fixed codes.
  write(1, 1);
  write(1, 2);
  write(0, 7);
  if (count > 0) write(0, 8 - count);
  const adler = ((adlerB << 16) | adlerA) >>> 0;
  for (const shift of [24, 16, 8, 0]) write((adler >>> shift) & 0xff, 8);
  begin(0);
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}
