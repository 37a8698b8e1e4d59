/**
 * A zlib stream (RFC 1950/1951) for a PDF's /FlateDecode images, made much as zlib's Z_RLE strategy makes
 * one: every byte a Huffman-coded literal, except a repeat of the last pixel (a match at distance 3: a flat
 * fill or a regular pattern in RGB rows) or a run of the byte before (distance 1: the alpha's runs); one
 * dynamic Huffman block per chunk handed in, so the codes follow the design band by band. A design's
 * "Up"-filtered rows are small differences and runs, where this compresses as well as zlib's default and the
 * default's search for longer matches buys nothing: on a photo-like 980 × 1984 print file, zlib's default
 * (what CompressionStream does, with no level to choose) took 380 ms and came to 0.89 of the PNG's bytes,
 * Z_RLE 220 ms and 0.80 (native, in Node); this, in JavaScript, 70 ms and 0.80 (docs/dependencies.md).
 */

/** zlib's header: deflate, 32 KB window, "fastest" (a reader ignores the level). */
const ZLIB_HEADER = [0x78, 0x01];
const END_OF_BLOCK = 256;
const MIN_RUN = 3;
const MAX_RUN = 258;
/** Tokens past a literal: RUN + length is a match at distance 1, PIXEL_RUN + length one at distance 3. */
const RUN = 256;
const PIXEL_RUN = RUN + 512;
const MAX_BITS = 15;
const MAX_CODE_LENGTH_BITS = 7;
/** The order the code lengths' code lengths are written in (RFC 1951 §3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** For a match length 3…258: its symbol (257…285), and the extra bits' value and count. */
const LENGTH_SYMBOL = new Uint16Array(MAX_RUN + 1);
const LENGTH_EXTRA_VALUE = new Uint8Array(MAX_RUN + 1);
const LENGTH_EXTRA_BITS = new Uint8Array(MAX_RUN + 1);
{
  const base = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
  const extra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
  for (let code = 0; code < base.length; code++) {
    const last = code + 1 < base.length ? base[code + 1]! - 1 : MAX_RUN;
    for (let length = base[code]!; length <= Math.min(last, MAX_RUN); length++) {
      LENGTH_SYMBOL[length] = 257 + code;
      LENGTH_EXTRA_VALUE[length] = length - base[code]!;
      LENGTH_EXTRA_BITS[length] = extra[code]!;
    }
  }
  // 258 has a code of its own (285), without extra bits, though 284's range would reach it.
  LENGTH_SYMBOL[MAX_RUN] = 285;
  LENGTH_EXTRA_VALUE[MAX_RUN] = 0;
  LENGTH_EXTRA_BITS[MAX_RUN] = 0;
}

/**
 * Huffman code lengths for `freq`, none longer than `maxBits`. At least two symbols get a code (a code
 * of one symbol is not complete, and inflate refuses an incomplete code-lengths code); when the lengths
 * come out too long, the counts are halved (never to 0) and the code made again.
 */
export function codeLengths(freq: ArrayLike<number>, maxBits: number): Uint8Array {
  const n = freq.length;
  const counts = Float64Array.from(freq as ArrayLike<number>);
  let used = 0;
  for (let i = 0; i < n; i++) if (counts[i]! > 0) used++;
  for (let i = 0; used < 2 && i < n; i++) {
    if (counts[i] === 0) {
      counts[i] = 1;
      used++;
    }
  }
  for (;;) {
    const lengths = huffmanLengths(counts);
    let longest = 0;
    for (let i = 0; i < n; i++) longest = Math.max(longest, lengths[i]!);
    if (longest <= maxBits) return lengths;
    for (let i = 0; i < n; i++) if (counts[i]! > 0) counts[i] = Math.max(1, Math.floor(counts[i]! / 2));
  }
}

/** Unlimited Huffman code lengths: leaves sorted once, then merged through two queues (linear). */
function huffmanLengths(counts: Float64Array): Uint8Array {
  const leaves: number[] = [];
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) leaves.push(i);
  leaves.sort((a, b) => counts[a]! - counts[b]! || a - b);
  const size = leaves.length;
  // Nodes 0…size-1 are the leaves in order, size… the merged ones, made in order of weight.
  const weight = new Float64Array(2 * size);
  const parent = new Int32Array(2 * size).fill(-1);
  for (let i = 0; i < size; i++) weight[i] = counts[leaves[i]!]!;
  let leaf = 0;
  let merged = size;
  let made = size;
  const lightest = () => (leaf < size && (merged >= made || weight[leaf]! <= weight[merged]!) ? leaf++ : merged++);
  while (made < 2 * size - 1) {
    const a = lightest();
    const b = lightest();
    weight[made] = weight[a]! + weight[b]!;
    parent[a] = made;
    parent[b] = made;
    made++;
  }
  const depth = new Uint8Array(2 * size);
  for (let node = made - 2; node >= 0; node--) depth[node] = depth[parent[node]!]! + 1;
  const lengths = new Uint8Array(counts.length);
  for (let i = 0; i < size; i++) lengths[leaves[i]!] = depth[i]!;
  return lengths;
}

/** Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed: deflate writes a code's first bit first. */
export function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const count = new Uint16Array(MAX_BITS + 1);
  for (const length of lengths) if (length) count[length]!++;
  const next = new Uint16Array(MAX_BITS + 1);
  for (let bits = 1, code = 0; bits <= MAX_BITS; bits++) {
    code = (code + count[bits - 1]!) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    if (!length) continue;
    let code = next[length]!++;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++) {
      reversed = (reversed << 1) | (code & 1);
      code >>= 1;
    }
    codes[symbol] = reversed;
  }
  return codes;
}

/** Writes bits first-bit-first into a buffer sized for one block, carrying a partial byte to the next. */
class BitWriter {
  bits = 0;
  count = 0;
  buffer = new Uint8Array(0);
  at = 0;

  begin(capacity: number): void {
    this.buffer = new Uint8Array(capacity);
    this.at = 0;
  }

  write(value: number, length: number): void {
    this.bits |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      this.buffer[this.at++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  /** The whole bytes written since begin(), copied out (the block's buffer is sized for the worst case). */
  take(): Uint8Array<ArrayBuffer> {
    return this.buffer.slice(0, this.at);
  }
}

/** A deflate stream in zlib's wrapper, a chunk at a time: push() each chunk, then finish(). */
export class RunDeflater {
  private readonly out = new BitWriter();
  private started = false;
  private adlerA = 1;
  private adlerB = 0;

  /** The compressed bytes of `data` (the stream's header first, the first time). */
  push(data: Uint8Array): Uint8Array<ArrayBuffer> {
    this.adler(data);
    // Worst case: every byte a 15-bit literal, plus the block's header (under 300 bytes).
    this.out.begin(Math.ceil((data.length * MAX_BITS) / 8) + 512);
    if (!this.started) {
      this.started = true;
      for (const byte of ZLIB_HEADER) this.out.write(byte, 8);
    }
    if (data.length > 0) this.block(data);
    return this.out.take();
  }

  /** The last, empty block, the bits left and the Adler-32 of everything pushed. */
  finish(): Uint8Array<ArrayBuffer> {
    const head = this.started ? [] : ZLIB_HEADER;
    this.started = true;
    this.out.begin(16);
    for (const byte of head) this.out.write(byte, 8);
    // BFINAL, fixed codes (01), and end of block: seven 0 bits in the fixed code.
    this.out.write(1, 1);
    this.out.write(1, 2);
    this.out.write(0, 7);
    if (this.out.count > 0) this.out.write(0, 8 - this.out.count);
    const adler = ((this.adlerB << 16) | this.adlerA) >>> 0;
    for (const shift of [24, 16, 8, 0]) this.out.write((adler >>> shift) & 0xff, 8);
    return this.out.take();
  }

  private adler(data: Uint8Array): void {
    let a = this.adlerA;
    let b = this.adlerB;
    // 5,552 bytes is the most that can be summed before b would pass 2^32 (zlib's NMAX).
    for (let start = 0; start < data.length; start += 5552) {
      const end = Math.min(data.length, start + 5552);
      for (let i = start; i < end; i++) {
        a += data[i]!;
        b += a;
      }
      a %= 65521;
      b %= 65521;
    }
    this.adlerA = a;
    this.adlerB = b;
  }

  /** One dynamic block, not the last: literals, and runs of the byte before as matches at distance 1. */
  private block(data: Uint8Array): void {
    const literalFreq = new Uint32Array(286);
    // A token is a literal (0…255), RUN + a length (a match at distance 1) or PIXEL_RUN + a length (at 3).
    const tokens = new Uint16Array(data.length);
    let tokenCount = 0;
    let runs = 0;
    let pixelRuns = 0;
    const n = data.length;
    for (let i = 0; i < n; ) {
      const byte = data[i]!;
      const limit = Math.min(MAX_RUN, n - i);
      // A repeat of the last pixel's colour (3 bytes back): what a flat fill or a regular pattern is in
      // filtered RGB rows; then a run of the byte before. Deflate's shortest match is MIN_RUN bytes.
      if (i >= 3 && limit >= MIN_RUN && byte === data[i - 3] && data[i + 1] === data[i - 2] && data[i + 2] === data[i - 1]) {
        let length = MIN_RUN;
        while (length < limit && data[i + length] === data[i + length - 3]) length++;
        tokens[tokenCount++] = PIXEL_RUN + length;
        literalFreq[LENGTH_SYMBOL[length]!]!++;
        pixelRuns++;
        i += length;
      } else if (i >= 1 && limit >= MIN_RUN && byte === data[i - 1] && data[i + 1] === byte && data[i + 2] === byte) {
        let length = MIN_RUN;
        while (length < limit && data[i + length] === byte) length++;
        tokens[tokenCount++] = RUN + length;
        literalFreq[LENGTH_SYMBOL[length]!]!++;
        runs++;
        i += length;
      } else {
        tokens[tokenCount++] = byte;
        literalFreq[byte]!++;
        i++;
      }
    }
    literalFreq[END_OF_BLOCK] = 1;
    const literalLengths = codeLengths(literalFreq, MAX_BITS);
    // Distance 1 is code 0 and 3 is code 2 (neither has extra bits); codeLengths keeps the code complete.
    const distanceLengths = codeLengths([runs, 0, pixelRuns], MAX_BITS);
    const literalCodes = canonicalCodes(literalLengths);
    const distanceCodes = canonicalCodes(distanceLengths);
    this.header(literalLengths, distanceLengths);

    const out = this.out;
    const buffer = out.buffer;
    let at = out.at;
    let bits = out.bits;
    let count = out.count;
    const runCode = distanceCodes[0]!;
    const runBits = distanceLengths[0]!;
    const pixelRunCode = distanceCodes[2]!;
    const pixelRunBits = distanceLengths[2]!;
    // The hot loop writes its bits inline (BitWriter.write, unrolled), two bytes at a time once 16 bits wait
    // (then at most 15 + 15 bits are held): a design's colour is 6 MB of tokens.
    for (let t = 0; t < tokenCount; t++) {
      const token = tokens[t]!;
      if (token < 256) {
        bits |= literalCodes[token]! << count;
        count += literalLengths[token]!;
      } else {
        const pixel = token >= PIXEL_RUN;
        const length = token - (pixel ? PIXEL_RUN : RUN);
        const symbol = LENGTH_SYMBOL[length]!;
        bits |= literalCodes[symbol]! << count;
        count += literalLengths[symbol]!;
        if (count >= 16) {
          buffer[at++] = bits & 0xff;
          buffer[at++] = (bits >>> 8) & 0xff;
          bits >>>= 16;
          count -= 16;
        }
        bits |= LENGTH_EXTRA_VALUE[length]! << count;
        count += LENGTH_EXTRA_BITS[length]!;
        if (count >= 16) {
          buffer[at++] = bits & 0xff;
          buffer[at++] = (bits >>> 8) & 0xff;
          bits >>>= 16;
          count -= 16;
        }
        bits |= (pixel ? pixelRunCode : runCode) << count;
        count += pixel ? pixelRunBits : runBits;
      }
      if (count >= 16) {
        buffer[at++] = bits & 0xff;
        buffer[at++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        count -= 16;
      }
    }
    while (count >= 8) {
      buffer[at++] = bits & 0xff;
      bits >>>= 8;
      count -= 8;
    }
    out.at = at;
    out.bits = bits;
    out.count = count;
    out.write(literalCodes[END_OF_BLOCK]!, literalLengths[END_OF_BLOCK]!);
  }

  /** BFINAL 0, BTYPE 10 (dynamic), and the two codes' lengths, themselves run-length coded and Huffman coded. */
  private header(literalLengths: Uint8Array, distanceLengths: Uint8Array): void {
    let hlit = 286;
    while (hlit > 257 && literalLengths[hlit - 1] === 0) hlit--;
    const hdist = distanceLengths.length;
    const all = [...literalLengths.subarray(0, hlit), ...distanceLengths];
    // The lengths as symbols 0–15, 16 (repeat the last 3–6 times), 17 (3–10 zeros), 18 (11–138 zeros).
    const symbols: [number, number, number][] = [];
    for (let i = 0; i < all.length; ) {
      const length = all[i]!;
      let run = 1;
      while (i + run < all.length && all[i + run] === length) run++;
      if (length === 0 && run >= 3) {
        const take = Math.min(run, 138);
        symbols.push(take >= 11 ? [18, take - 11, 7] : [17, take - 3, 3]);
        i += take;
      } else if (length !== 0 && run >= 4) {
        symbols.push([length, 0, 0]);
        const take = Math.min(run - 1, 6);
        symbols.push([16, take - 3, 2]);
        i += 1 + take;
      } else {
        symbols.push([length, 0, 0]);
        i++;
      }
    }
    const freq = new Uint32Array(19);
    for (const [symbol] of symbols) freq[symbol]!++;
    const lengths = codeLengths(freq, MAX_CODE_LENGTH_BITS);
    const codes = canonicalCodes(lengths);
    let hclen = 19;
    while (hclen > 4 && lengths[CODE_LENGTH_ORDER[hclen - 1]!] === 0) hclen--;

    const out = this.out;
    out.write(0, 1);
    out.write(2, 2);
    out.write(hlit - 257, 5);
    out.write(hdist - 1, 5);
    out.write(hclen - 4, 4);
    for (let i = 0; i < hclen; i++) out.write(lengths[CODE_LENGTH_ORDER[i]!]!, 3);
    for (const [symbol, extra, extraBits] of symbols) {
      out.write(codes[symbol]!, lengths[symbol]!);
      if (extraBits) out.write(extra, extraBits);
    }
  }
}

/** The zlib stream of `chunks`, a block a chunk, as the chunks come. */
export function* runDeflate(chunks: Iterable<Uint8Array>): Generator<Uint8Array<ArrayBuffer>> {
  const deflater = new RunDeflater();
  for (const chunk of chunks) {
    const out = deflater.push(chunk);
    if (out.byteLength > 0) yield out;
  }
  yield deflater.finish();
}
