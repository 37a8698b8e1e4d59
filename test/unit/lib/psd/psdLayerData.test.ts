import { readdirSync, readFileSync } from 'node:fs';
import { writePsd, type Layer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { refuseByHeader } from '../../../../src/lib/psd/psdHeader';
import { inflateWithin, refuseLayerData } from '../../../../src/lib/psd/psdLayerData';
import { readLayerSection } from '../../../../src/lib/psd/psdSections';
import { nodePixels, rawChannelPsd, rleRows, zippedZeros, type RawChannel } from '../../../support/psdFiles';
import { TESTDATA_PSD_DIR, hasTestdata } from '../../../support/testdata';

const MB = 1024 * 1024;
const refusal = (bytes: Uint8Array) => refuseLayerData(bytes, readLayerSection(bytes).layers);
const made = (channel: RawChannel, width?: number, height?: number) => new Uint8Array(readFileSync(rawChannelPsd('made.psd', channel, width, height)));
const overflow = { reason: 'layerData', layer: '图层 1' };

describe('a layer’s channel data against its declared size', () => {
  it('refuses a 100 × 100 layer whose ZIP channel inflates to 64 MB, naming the layer', async () => {
    expect((await refusal(made({ compression: 2, data: zippedZeros(64 * MB) })))?.failure).toEqual(overflow);
  });

  it('refuses the same with prediction (compression 3)', async () => {
    expect((await refusal(made({ compression: 3, data: zippedZeros(64 * MB) })))?.failure).toEqual(overflow);
  });

  it('stops inflating at the first chunk past the cap, not at the end of the stream', async () => {
    const cap = 100 * 100;
    const { outcome, inflated } = await inflateWithin(zippedZeros(64 * MB), cap);
    expect(outcome).toBe('over');
    expect(inflated).toBeGreaterThan(cap);
    // One piece of input (1 KB for so small a cap) makes at most about 1 MB.
    expect(inflated).toBeLessThan(2 * MB);
  });

  it('takes ZIP data of exactly the size, and calls data that is no zlib stream broken', async () => {
    expect(await inflateWithin(zippedZeros(10_000), 10_000)).toEqual({ outcome: 'within', inflated: 10_000 });
    expect((await inflateWithin(new Uint8Array(100).fill(7), 10_000)).outcome).toBe('broken');
    expect((await refusal(made({ compression: 2, data: new Uint8Array(100).fill(7) })))?.failure).toEqual({ reason: 'corrupt' });
  });

  it('refuses RLE rows whose byte counts claim more than their row: each makes 64 000 pixels of a 100-pixel row', async () => {
    expect((await refusal(made({ compression: 1, data: rleRows(100, 1000) })))?.failure).toEqual(overflow);
  });

  it('refuses RLE rows whose byte counts reach past the channel’s data', async () => {
    // 128 pixels a row, as wide as the layer: whole, until the last row's count claims 4000 bytes.
    const data = rleRows(100, 2);
    expect(await refusal(made({ compression: 1, data }, 128))).toBeNull();
    new DataView(data.buffer).setUint16(2 * 99, 4000);
    expect((await refusal(made({ compression: 1, data }, 128)))?.failure).toEqual(overflow);
  });

  it('refuses a layer wider than a document may be, or of more pixels than the import decodes, before reading its data', async () => {
    const limits = { reason: 'layerTooLarge', layer: '图层 1', maxSide: 30000, maxBytes: 1024 * MB };
    const empty = { compression: 0, data: new Uint8Array(0) } as const;
    expect((await refusal(made(empty, 30001, 1)))?.failure).toEqual(limits);
    // 20000 × 20000 RGBA is 1.6 GB.
    expect((await refusal(made(empty, 20000, 20000)))?.failure).toEqual(limits);
    expect(await refusal(made(empty, 16384, 16384))).toBeNull();
  });

  it('refuses a file whose layers cannot be vouched for: records of a 16-bit document’s kind in an 8-bit one', async () => {
    const bytes = withDocumentBlock(made({ compression: 2, data: zippedZeros(10_000) }), 'Lr16', new Uint8Array(8));
    expect((await refuseLayerData(bytes, readLayerSection(bytes).layers))?.failure).toEqual({ reason: 'corrupt' });
    expect((await refusal(made({ compression: 2, data: zippedZeros(10_000) })))).toBeNull();
  });

  it('takes the layers, masks and groups ag-psd writes, RLE and ZIP', async () => {
    nodePixels();
    const pixels = (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4).map((_, i) => (i * 7) % 256) }) as ImageData;
    const children: Layer[] = [
      { name: 'a', left: 5, top: 5, right: 45, bottom: 35, imageData: pixels(40, 30) },
      { name: 'masked', left: 0, top: 0, right: 20, bottom: 20, imageData: pixels(20, 20), mask: { left: 2, top: 2, right: 12, bottom: 18, imageData: pixels(10, 16) } },
      { name: 'group', children: [{ name: 'inner', left: 10, top: 10, right: 60, bottom: 40, imageData: pixels(50, 30) }] },
    ];
    for (const compress of [false, true]) {
      const bytes = new Uint8Array(writePsd({ width: 100, height: 100, children }, { compress }));
      expect(readLayerSection(bytes).layers?.map(({ name }) => name)).toEqual(['a', 'masked', '</Layer group>', 'inner', 'group']);
      expect(await refusal(bytes)).toBeNull();
    }
  });

  it.runIf(hasTestdata('the layer data check on real PSDs'))('takes every real RGB 8-bit test file', async () => {
    const taken = readdirSync(TESTDATA_PSD_DIR)
      .map((file) => ({ file, bytes: new Uint8Array(readFileSync(TESTDATA_PSD_DIR + file)) }))
      .filter(({ bytes }) => refuseByHeader(bytes) === null);
    expect(taken.length).toBeGreaterThanOrEqual(9);
    for (const { file, bytes } of taken) {
      expect(readLayerSection(bytes).layers, file).not.toBeNull();
      expect(await refusal(bytes), file).toBeNull();
    }
  });
});

/** `bytes` with a block of the document's own, `8BIM` `key`, added at the end of its layer and mask section. */
function withDocumentBlock(bytes: Uint8Array, key: string, data: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 26;
  at += 4 + view.getUint32(at); // colour mode data
  at += 4 + view.getUint32(at); // image resources
  const sectionLength = view.getUint32(at);
  const end = at + 4 + sectionLength;
  const block = new Uint8Array(12 + data.length);
  block.set([...'8BIM', ...key].map((c) => c.charCodeAt(0)));
  new DataView(block.buffer).setUint32(8, data.length);
  block.set(data, 12);
  const result = new Uint8Array(bytes.length + block.length);
  result.set(bytes.subarray(0, end));
  result.set(block, end);
  result.set(bytes.subarray(end), end + block.length);
  new DataView(result.buffer).setUint32(at, sectionLength + block.length);
  return result;
}
