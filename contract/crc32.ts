/**
 * The one CRC-32 of the console and the dev API: ZIP entries (the bulk download), PNG chunks (the image
 * header check, the dev API's PNG writer). It reads 8 bytes a step (slicing by 8), which needs one table
 * look-up per byte but no dependency between the eight of a step.
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

/** CRC-32 (IEEE, as ZIP and PNG use it) of bytes[start, end), slicing by 8. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as [Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  let crc = ~0;
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
  return ~crc >>> 0;
}
