import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isImportSlow, groupWireframeFiles, prepareWireframeImport, type WireframeImportCatalogue } from '../../../src/lib/wireframeImport';
import { inspectWireframeGroups } from '../../../src/lib/wireframeImport/inspect';
import { assemblePng, gifBytes, rgbaScanlines, type Bytes } from '../../support/imageFixtures';

const png = (width: number, height: number) => assemblePng(width, height, deflateSync(rgbaScanlines(width, height)), (b) => crc32(b));
const file = (name: string, bytes: Bytes) => new File([bytes], name);
const empty: WireframeImportCatalogue = { brands: [], modelsByBrandId: {}, materials: [], skus: [], wireframesById: {} };

describe('prepareWireframeImport: from picked files to a plan', () => {
  it('reads sizes from the files and plans against the catalogue', async () => {
    const files = [
      file('OPPO-Find X7-皮革-棕色-前景图.png', png(50, 104)),
      file('OPPO-Find X7-皮革-棕色-背景图.png', png(50, 104)),
      file('OPPO-Reno 11-皮革-棕色-前景图.gif', gifBytes(50, 104)),
      file('OPPO-Reno 11-皮革-棕色-背景图.png', png(50, 105)),
      file('OPPO-A1-皮革-棕色-前景图.png', png(50, 104).subarray(0, 60)),
      file('OPPO-A2-皮革-棕色.png', png(1, 1)),
    ];
    const progress: number[] = [];
    const plan = await prepareWireframeImport(files, empty, { onProgress: (done) => progress.push(done) });
    expect(plan.wireframes.map((w) => [w.model, w.width, w.height, w.foreground?.name])).toEqual([['Find X7', 50, 104, 'OPPO-Find X7-皮革-棕色-前景图.png']]);
    // Groups in natural order (A1, Find X7, Reno 11), after the misnamed files.
    expect(plan.rejected).toEqual([
      { key: null, fileNames: ['OPPO-A2-皮革-棕色.png'], reason: '图片命名不符合规则' },
      { key: 'oppo-a1-皮革-棕色', fileNames: ['OPPO-A1-皮革-棕色-前景图.png'], reason: '当前添加的线框图图片有问题，请检查，谢谢~' },
      { key: 'oppo-reno 11-皮革-棕色', fileNames: ['OPPO-Reno 11-皮革-棕色-前景图.gif', 'OPPO-Reno 11-皮革-棕色-背景图.png'], reason: '当前添加的线框图前后景图片大小不一致或图片有问题，请检查，谢谢~' },
    ]);
    expect(plan.create.models).toEqual([{ brand: 'OPPO', model: 'Find X7' }]);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts an image whose reader fails as damaged, and reads a few at a time', async () => {
    const { groups } = groupWireframeFiles([file('A-B-C-D-前景图.png', png(1, 1)), file('A-B-C-E-前景图.png', png(1, 1)), file('A-B-C-F-前景图.png', png(1, 1))]);
    let inFlight = 0;
    let peak = 0;
    const inspected = await inspectWireframeGroups(groups, {
      concurrency: 2,
      readImage: async (f) => {
        peak = Math.max(peak, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        if (f.name.includes('-E-')) throw new Error('NotReadableError');
        return { ok: true, width: 1, height: 1, format: 'png' };
      },
    });
    expect(inspected.map((g) => g.foreground!.image.ok)).toEqual([true, false, true]);
    expect(peak).toBe(2);
  });

  it('warns past 500 images (spec 1 §9)', () => {
    expect(isImportSlow(500)).toBe(false);
    expect(isImportSlow(501)).toBe(true);
  });
});
