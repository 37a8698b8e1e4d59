import { describe, expect, it } from 'vitest';
import { writeSheetArchive, type SheetGroup } from '../../../../src/lib/sheets/sheetArchive';
import { seededBytes as bytes } from '../../../support/seededBytes';
import { listZip, sha256, unzipTest, writeTempZip } from '../../../support/zipInspect';

/** A sheet's group: a whole PDF and a TIFF streamed in 10,000-byte pieces. */
function sheet(n: number, pdfBytes: number, tiffBytes: number): { group: SheetGroup; pdf: Uint8Array; tiff: Uint8Array } {
  const pdf = bytes(pdfBytes, n);
  const tiff = bytes(tiffBytes, n + 100);
  const chunks = async function* () {
    for (let at = 0; at < tiff.length; at += 10_000) yield tiff.subarray(at, at + 10_000);
  };
  return { pdf, tiff, group: { keys: [`item${n}:0`], files: [{ name: `sheet-0${n}.pdf`, bytes: pdf }, { name: `sheet-0${n}.tif`, size: tiff.byteLength, chunks }] } };
}

async function* each(groups: SheetGroup[]) {
  yield* groups;
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe('writeSheetArchive', () => {
  it('keeps each sheet whole in one part, starts a part when the next sheet would pass the limit, and says what each part delivered', async () => {
    const sheets = [sheet(1, 30_000, 55_000), sheet(2, 20_000, 40_000), sheet(3, 10_000, 25_000)];
    const parts = new Map<string, Buffer>();
    const delivered: { name: string; keys: string[] }[] = [];
    const names = await writeSheetArchive({
      groups: each(sheets.map((entry) => entry.group)),
      partName: (part) => `排版_A3 六格治具_20261127120000_${part}.zip`,
      partLimitBytes: 140_000,
      partLimitIsHard: false,
      savePart: async (name, stream) => void parts.set(name, await bytesOf(stream)),
      signal: new AbortController().signal,
      onPartSaved: (part) => delivered.push(part),
      onTooLarge: () => expect.unreachable(),
    });
    expect(names).toEqual(['排版_A3 六格治具_20261127120000_1.zip', '排版_A3 六格治具_20261127120000_2.zip']);
    expect(delivered.map((part) => part.keys)).toEqual([['item1:0'], ['item2:0', 'item3:0']]);
    for (const [index, name] of names.entries()) {
      const archive = parts.get(name)!;
      expect(archive.byteLength).toBeLessThanOrEqual(140_000);
      const path = writeTempZip(archive);
      expect(unzipTest(path).status, unzipTest(path).output).toBe(0);
      const inPart = index === 0 ? sheets.slice(0, 1) : sheets.slice(1);
      expect(listZip(path).map((entry) => [entry.name, entry.sha256])).toEqual(
        inPart.flatMap(({ group, pdf, tiff }) => [
          [group.files[0]!.name, sha256(pdf)],
          [group.files[1]!.name, sha256(tiff)],
        ]),
      );
    }
  });

  it('refuses a sheet larger than a part alone when the target cannot save a larger file, and saves the others', async () => {
    const sheets = [sheet(1, 10_000, 10_000), sheet(2, 200_000, 10_000), sheet(3, 10_000, 10_000)];
    const refused: string[] = [];
    const delivered: string[][] = [];
    await writeSheetArchive({
      groups: each(sheets.map((entry) => entry.group)),
      partName: (part) => `p${part}.zip`,
      partLimitBytes: 100_000,
      partLimitIsHard: true,
      savePart: async (_name, stream) => void (await bytesOf(stream)),
      signal: new AbortController().signal,
      onPartSaved: (part) => delivered.push(part.keys),
      onTooLarge: (group) => refused.push(...group.keys),
    });
    expect(refused).toEqual(['item2:0']);
    expect(delivered.flat()).toEqual(['item1:0', 'item3:0']);
  });

  it('fails the part, delivering nothing, when a streamed file writes other than it declared', async () => {
    const broken: SheetGroup = { keys: ['x:0'], files: [{ name: 'sheet-01.tif', size: 10, chunks: async function* () { yield new Uint8Array(9); } }] };
    const delivered: string[] = [];
    await expect(
      writeSheetArchive({
        groups: each([broken]),
        partName: () => 'p.zip',
        partLimitBytes: 1_000_000,
        partLimitIsHard: false,
        savePart: async (_name, stream) => void (await bytesOf(stream)),
        signal: new AbortController().signal,
        onPartSaved: (part) => delivered.push(...part.keys),
        onTooLarge: () => expect.unreachable(),
      }),
    ).rejects.toThrow('9 bytes written, 10 declared');
    expect(delivered).toEqual([]);
  });
});
