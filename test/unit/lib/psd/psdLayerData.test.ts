import { readdirSync, readFileSync } from 'node:fs';
import { writePsd, type Layer } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { refuseByHeader } from '../../../../src/lib/psd/psdHeader';
import { inflateWithin, refuseLayerData } from '../../../../src/lib/psd/psdLayerData';
import { readLayerSection } from '../../../../src/lib/psd/psdSections';
import { bigLayersPsd, nodePixels, patternBytes, rawChannelPsd, rleRows, withDocumentBlock, zippedZeros, type RawChannel } from '../../../support/psdFiles';
import { TESTDATA_PSD_DIR, hasTestdata } from '../../../support/testdata';

const MB = 1024 * 1024;
const refusal = (bytes: Uint8Array) => {
  const { layers, patterns } = readLayerSection(bytes);
  return refuseLayerData(bytes, layers, patterns);
};
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
    expect(await refusal(new Uint8Array(readFileSync(bigLayersPsd('big.psd', 1, 16384, 16384, 16384))))).toBeNull();
  });

  it('refuses a file whose layers cannot be vouched for: records of a 16-bit document’s kind in an 8-bit one', async () => {
    const bytes = withDocumentBlock(made({ compression: 2, data: zippedZeros(10_000) }), 'Lr16', new Uint8Array(8));
    expect((await refusal(bytes))?.failure).toEqual({ reason: 'corrupt' });
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

  it('refuses a layer of more than 4 times the canvas’s area by name, before reading its data: 16384 × 16384 in a 100 × 100 document', async () => {
    const overCanvas = { reason: 'layerOverCanvas', layer: '图层 1', maxTimes: 4 };
    expect((await refusal(made({ compression: 2, data: zippedZeros(10_000) }, 16384, 16384)))?.failure).toEqual(overCanvas);
    expect((await refusal(made({ compression: 0, data: new Uint8Array(0) }, 200, 200)))).toBeNull();
    expect((await refusal(made({ compression: 0, data: new Uint8Array(0) }, 200, 201)))?.failure).toEqual(overCanvas);
  });

  it('refuses layers that together cover more than 64 times the canvas or decode to more than 1 GB, naming none of them and only the limit broken', async () => {
    const overArea = { reason: 'layersOverCanvas', maxTimes: 64, maxBytes: null };
    const overMemory = { reason: 'layersOverCanvas', maxTimes: null, maxBytes: 1024 * MB };
    const file = (count: number, side: number, canvas: number) => new Uint8Array(readFileSync(bigLayersPsd('many.psd', count, side, side, canvas)));
    // Each 4 times the canvas: 16 of them are 64 times it (1 GB decoded), 17 past both limits.
    expect((await refusal(file(17, 4096, 2048)))?.failure).toEqual({ reason: 'layersOverCanvas', maxTimes: 64, maxBytes: 1024 * MB });
    expect(await refusal(file(16, 4096, 2048))).toBeNull();
    // 3 of 8192 × 8192 in a 5000 × 5000 document are within 64 times the canvas, and 768 MB decoded…
    expect(await refusal(file(3, 8192, 5000))).toBeNull();
    // …4 of 8200 × 8200 only 10.8 times it, but just over the 1 GB the import decodes at most.
    expect((await refusal(file(4, 8200, 5000)))?.failure).toEqual(overMemory);
    // 65 of 1000 × 1000 in a 1000 × 1000 document: 260 MB decoded, but 65 times the canvas.
    expect((await refusal(file(65, 1000, 1000)))?.failure).toEqual(overArea);
  });

  it('refuses a document’s pattern that ag-psd would allocate 1 GB for: 16000 × 16000 in a 100 × 100 document', async () => {
    const pattern = { reason: 'patternTooLarge', maxTimes: 4 };
    const small = made({ compression: 0, data: new Uint8Array(0) }, 10, 10);
    for (const key of ['Patt', 'Pat2', 'Pat3']) expect((await refusal(withDocumentBlock(small, key, patternBytes(16000, 16000))))?.failure).toEqual(pattern);
    // Reversed both ways it is allocated all the same (-16000 × -16000).
    expect((await refusal(withDocumentBlock(small, 'Patt', patternBytes(2 ** 32 - 16000, 2 ** 32 - 16000))))?.failure).toEqual(pattern);
    expect(await refusal(withDocumentBlock(small, 'Patt', patternBytes(200, 200)))).toBeNull();
  });

  it('refuses a pattern whose raw channel’s box is 60000 × 60000 in a 10 × 10 pattern, which ag-psd would walk 3.6 × 10⁹ times', async () => {
    const small = made({ compression: 0, data: new Uint8Array(0) }, 10, 10);
    const bytes = withDocumentBlock(small, 'Patt', patternBytes(10, 10, { width: 60000, height: 60000 }));
    expect((await refusal(bytes))?.failure).toEqual({ reason: 'patternTooLarge', maxTimes: 4 });
    expect(await refusal(withDocumentBlock(small, 'Patt', patternBytes(10, 10, { width: 10, height: 10 })))).toBeNull();
  });

  it('refuses a layer’s own pattern as ag-psd writes it, of more than 4 times the canvas, and takes a small one', async () => {
    const withPattern = (side: number) => {
      const data = new Uint8Array(side * side * 4).fill(200);
      const patterns = [{ name: 'p', id: 'id', x: 0, y: 0, bounds: { x: 0, y: 0, w: side, h: side }, data }];
      nodePixels();
      const layer = { name: '图层 1', left: 0, top: 0, right: 10, bottom: 10, imageData: { width: 10, height: 10, data: new Uint8ClampedArray(400) } as ImageData, patterns };
      return new Uint8Array(writePsd({ width: 100, height: 100, children: [layer] }));
    };
    expect(readLayerSection(withPattern(50)).patterns.map(({ size }) => size)).toEqual([{ width: 50, height: 50 }]);
    expect(await refusal(withPattern(50))).toBeNull();
    expect((await refusal(withPattern(250)))?.failure).toEqual({ reason: 'patternTooLarge', maxTimes: 4 });
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
