/**
 * The one CRC-32 of the console and the dev API: ZIP entries (the bulk download), PNG chunks (the image
 * header check, the dev API's PNG writer). It takes 8 bytes a step (slicing by 8), which needs one table
 * look-up per byte but no dependency between the eight of a step. On a little-endian machine (every one a
 * browser runs on) the 8 bytes are read as two 32-bit words from their 4-byte boundary: fewer loads and
 * shifts than byte by byte, for the same tables (the bulk download bench prints the CRC's speed both ways).
 */

const TABLES: Uint32Array[] = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[0]![n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) tables[t]![n] = (tables[t - 1]![n]! >>> 8) ^ tables[0]![tables[t - 1]![n]! & 0xff]!;
  }
  return tables;
})();

type Tables = [Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array];

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** CRC-32 (IEEE, as ZIP and PNG use it) of bytes[start, end), slicing by 8; a range past the view is cut to it. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const [from, to] = within(bytes, start, end);
  return ~(LITTLE_ENDIAN ? updateByWords(~0, bytes, from, to) : updateByBytes(~0, bytes, from, to)) >>> 0;
}

/**
 * The CRC-32 of what `previous` was the CRC of, followed by `bytes`: a file written in pieces (a sheet's TIFF,
 * band by band) gets its CRC without being whole in memory. crc32Continue(0, bytes) is crc32(bytes).
 */
export function crc32Continue(previous: number, bytes: Uint8Array): number {
  return ~(LITTLE_ENDIAN ? updateByWords(~previous, bytes, 0, bytes.length) : updateByBytes(~previous, bytes, 0, bytes.length)) >>> 0;
}

/** [start, end) cut to the view: the word reader must not read past it into the rest of its buffer. */
function within(bytes: Uint8Array, start: number, end: number): [number, number] {
  const to = Math.max(0, Math.min(end, bytes.length));
  return [Math.max(0, Math.min(start, to)), to];
}

/**
 * The same CRC-32 read byte by byte: what a big-endian machine runs; the tests and the bulk download bench compare the two.
 * @internal A little-endian machine never takes this path, so only a test can check it.
 */
export function crc32ByBytes(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const [from, to] = within(bytes, start, end);
  return ~updateByBytes(~0, bytes, from, to) >>> 0;
}

/** The CRC register after bytes[start, end), read 8 at a time as two little-endian words where aligned. */
function updateByWords(register: number, bytes: Uint8Array, start: number, end: number): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as Tables;
  let crc = register;
  let i = start;
  // Byte by byte up to a 4-byte boundary of the buffer: a Uint32Array view must start on one.
  for (; i < end && ((bytes.byteOffset + i) & 3) !== 0; i++) crc = t0[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  const pairs = (end - i) >>> 3;
  // Fewer than 8 bytes may end before the boundary, where no view can start.
  const words = pairs > 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset + i, pairs * 2) : new Uint32Array(0);
  for (let w = 0; w < words.length; w += 2) {
    const low = words[w]! ^ crc;
    const high = words[w + 1]!;
    crc =
      t7[low & 0xff]! ^
      t6[(low >>> 8) & 0xff]! ^
      t5[(low >>> 16) & 0xff]! ^
      t4[low >>> 24]! ^
      t3[high & 0xff]! ^
      t2[(high >>> 8) & 0xff]! ^
      t1[(high >>> 16) & 0xff]! ^
      t0[high >>> 24]!;
  }
  return updateByBytes(crc, bytes, i + pairs * 8, end);
}

/** The CRC register after bytes[start, end), 8 bytes a step as single bytes, the rest one by one. */
function updateByBytes(register: number, bytes: Uint8Array, start: number, end: number): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as Tables;
  let crc = register;
  let i = start;
  const end8 = end - 8;
  for (; i <= end8; i += 8) {
    const low = (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) ^ crc;
    crc =
      t7[low & 0xff]! ^
      t6[(low >>> 8) & 0xff]! ^
      t5[(low >>> 16) & 0xff]! ^
      t4[low >>> 24]! ^
      t3[bytes[i + 4]!]! ^
      t2[bytes[i + 5]!]! ^
      t1[bytes[i + 6]!]! ^
      t0[bytes[i + 7]!]!;
  }
  for (; i < end; i++) crc = t0[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return crc;
}
