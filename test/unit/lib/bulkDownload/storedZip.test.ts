import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Continue } from '../../../../contract/crc32';
import { StoredZipWriter } from '../../../../src/lib/bulkDownload/storedZip';
import { seededBytes as bytes } from '../../../support/seededBytes';
import { listZip, sha256, unzipTest, writeTempZip } from '../../../support/zipInspect';

function build(files: { name: string; data: Uint8Array }[], forceZip64 = false) {
  const writer = new StoredZipWriter(new Date(2026, 10, 22, 19, 5, 12), forceZip64);
  const chunks: Uint8Array[] = [];
  const predicted: number[] = [];
  for (const file of files) {
    predicted.push(writer.sizeWith(file.name, file.data.byteLength));
    chunks.push(writer.add(file.name, file.data), file.data);
    expect(writer.size()).toBe(predicted.at(-1));
  }
  chunks.push(writer.finish());
  const archive = Buffer.concat(chunks);
  return { archive, predicted };
}

const FILES = [
  { name: '壳美定制旗舰店/4012073113891566568_1_01_苹果 iPhone 15_定制1张_9001.png', data: bytes(70_001, 1) },
  { name: '壳美定制旗舰店/订单号.txt', data: new TextEncoder().encode('4012073113891566568\r\n') },
  { name: 'Shop (2)/empty.png', data: new Uint8Array(0) },
  { name: '壳美抖音小店/é😀.png', data: bytes(13, 2) },
];

describe('StoredZipWriter', () => {
  it('writes a file streamed in pieces, its CRC in a data descriptor, between whole files; unzip and Python read it back', () => {
    const writer = new StoredZipWriter(new Date(2026, 10, 27, 9, 0, 0));
    const [first, , third] = FILES;
    const big = bytes(200_003, 7);
    const chunks: Uint8Array[] = [writer.add(first!.name, first!.data), first!.data];
    const predicted = writer.sizeWithStreamed('排版/sheet-01.tif', big.byteLength);
    chunks.push(writer.openStreamed('排版/sheet-01.tif', big.byteLength));
    let crc = 0;
    for (let at = 0; at < big.length; at += 65_536) {
      const piece = big.subarray(at, at + 65_536);
      crc = crc32Continue(crc, piece);
      chunks.push(piece);
    }
    expect(crc).toBe(crc32(big));
    chunks.push(writer.closeStreamed(crc));
    expect(writer.size()).toBe(predicted);
    chunks.push(writer.add(third!.name, third!.data), third!.data, writer.finish());
    const path = writeTempZip(Buffer.concat(chunks));
    const test = unzipTest(path);
    expect(test.status, test.output).toBe(0);
    expect(listZip(path).map((entry) => [entry.name, entry.size, entry.sha256])).toEqual([
      [first!.name, first!.data.byteLength, sha256(first!.data)],
      ['排版/sheet-01.tif', big.byteLength, sha256(big)],
      [third!.name, third!.data.byteLength, sha256(third!.data)],
    ]);
  });

  it.each([false, true])('writes an archive unzip and Python read back byte for byte (ZIP64 records: %s)', (forceZip64) => {
    const { archive, predicted } = build(FILES, forceZip64);
    expect(archive.byteLength).toBe(predicted.at(-1));
    const path = writeTempZip(archive);
    const test = unzipTest(path);
    expect(test.status, test.output).toBe(0);
    expect(listZip(path)).toEqual(
      FILES.map((file) => ({ name: file.name, method: 0, utf8: true, size: file.data.byteLength, sha256: sha256(file.data) })),
    );
  });

  it('predicts the finished size before each file is added', () => {
    const { predicted } = build(FILES);
    // Each prediction is the archive finished right after that file: rebuilding with fewer files gives it.
    FILES.forEach((_, i) => expect(build(FILES.slice(0, i + 1)).archive.byteLength).toBe(predicted[i]));
  });

  it('switches to ZIP64 end records past 65,534 entries', () => {
    const files = Array.from({ length: 65_536 }, (_, i) => ({ name: `f/${i}`, data: new Uint8Array([i & 255]) }));
    const { archive, predicted } = build(files);
    expect(archive.byteLength).toBe(predicted.at(-1));
    const script = 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nprint(len(z.infolist()), z.testzip(), z.infolist()[-1].filename)';
    expect(execFileSync('python3', ['-c', script, writeTempZip(archive)], { encoding: 'utf8' }).trim()).toBe('65536 None f/65535');
  });

  it('an empty archive is just the end record', () => {
    const writer = new StoredZipWriter(new Date());
    expect(writer.size()).toBe(22);
    expect(writer.finish().byteLength).toBe(22);
  });
});

describe('extracting with Info-ZIP unzip', () => {
  it('gives the Chinese names as written, not re-encoded from code page 437', () => {
    const path = writeTempZip(build(FILES).archive);
    const folder = mkdtempSync(join(tmpdir(), 'stored-zip-'));
    execFileSync('unzip', ['-q', path, '-d', folder]);
    for (const file of FILES) expect(readFileSync(join(folder, file.name)).equals(Buffer.from(file.data)), file.name).toBe(true);
  });
});
