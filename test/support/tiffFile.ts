import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A reader for the TIFFs the console writes (little-endian, one IFD, uncompressed strips), so that a test
 * checks the tags and the pixels as a print shop's software would read them; and `tiffinfo`, libtiff's own
 * reading of the same file.
 */

/** The first IFD's tags: tag → values (rationals as [numerator, denominator] pairs). Throws on what TIFF 6.0 forbids. */
export function readTiffTags(tiff: Uint8Array): Map<number, number[]> {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff[0] !== 0x49 || tiff[1] !== 0x49 || view.getUint16(2, true) !== 42) throw new Error('not a little-endian TIFF');
  const ifd = view.getUint32(4, true);
  const count = view.getUint16(ifd, true);
  const tags = new Map<number, number[]>();
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = view.getUint16(entry, true);
    if (tag <= previous) throw new Error(`tag ${tag} after ${previous}: tags must ascend`);
    previous = tag;
    const type = view.getUint16(entry + 2, true);
    const n = view.getUint32(entry + 4, true);
    const size = { 3: 2, 4: 4, 5: 8 }[type as 3 | 4 | 5];
    if (!size) throw new Error(`tag ${tag}: type ${type} not read here`);
    const at = n * size > 4 ? view.getUint32(entry + 8, true) : entry + 8;
    const values: number[] = [];
    for (let k = 0; k < n; k++) {
      if (type === 3) values.push(view.getUint16(at + k * 2, true));
      else if (type === 4) values.push(view.getUint32(at + k * 4, true));
      else values.push(view.getUint32(at + k * 8, true), view.getUint32(at + k * 8 + 4, true));
    }
    tags.set(tag, values);
  }
  if (view.getUint32(ifd + 2 + count * 12, true) !== 0) throw new Error('more than one IFD');
  return tags;
}

/** The pixel bytes, strip after strip (StripOffsets, StripByteCounts). */
export function tiffPixels(tiff: Uint8Array, tags: Map<number, number[]>): Buffer {
  const offsets = tags.get(273) ?? [];
  const counts = tags.get(279) ?? [];
  return Buffer.concat(offsets.map((offset, i) => tiff.subarray(offset, offset + counts[i]!)));
}

/** What `tiffinfo -D` prints of the file; throws when it fails or warns. */
export function tiffinfo(tiff: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tiff-')), 'image.tif');
  writeFileSync(path, tiff);
  const run = spawnSync('tiffinfo', ['-D', path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0 || run.stderr !== '') throw new Error(`tiffinfo: status ${run.status}: ${run.stderr}`);
  return run.stdout;
}
