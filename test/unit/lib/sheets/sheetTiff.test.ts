import { describe, expect, it } from 'vitest';
import { SHEET_TIFF_MAX_SIDE_PX, SheetTiffRefused, sheetTiff, sheetTiffRefusal, sheetTiffSize } from '../../../../src/lib/sheets/sheetTiff';
import type { Placement, Sheet } from '../../../../src/lib/sheets/types';
import { sheetItem } from '../../../support/sheetItems';

const placement: Placement = {
  item: sheetItem('item-1:0', { widthMm: 78, heightMm: 156 }),
  copy: 1,
  slot: 1,
  box: { xMm: 18, yMm: 32, widthMm: 78, heightMm: 156 },
  rotation: 0,
  mirror: false,
  bleedMm: 1.5,
};
const sheet = (number: number, heightMm: number): Sheet => ({ number, materialName: '硅胶', colorName: '透明', placements: [placement], heightMm });

describe('a sheet TIF before any pixel is drawn', () => {
  it('is the jig’s width by the sheet’s height at the jig’s resolution, its length known ahead', () => {
    // Spec §3: 600 × 900 mm at 300 dpi is 7,087 × 10,630 px, 301 MB of pixels.
    expect(sheetTiffSize(sheet(1, 900), { widthMm: 600, dpi: 300 })).toEqual({ widthPx: 7087, heightPx: 10630 });
    const tiff = sheetTiff({ sheet: sheet(1, 900), jig: { widthMm: 600, dpi: 300 }, printFiles: new Map([[placement.item.key, new Blob()]]) });
    const pixels = 7087 * 10630 * 4;
    expect(tiff.byteLength).toBeGreaterThan(pixels);
    // The header and IFD: two arrays of a LONG a strip (two rows of 28 KB a strip) and the tags.
    expect(tiff.byteLength - pixels).toBeLessThan(50_000);
  });

  it('is refused past 16,384 px on a side with a reason that points to the PDF, and taken at 16,384', () => {
    // 288.9956 mm at 1440 dpi is 16,384 px; 290 mm is 16,441.
    expect(sheetTiffSize(sheet(1, 288.9956), { widthMm: 288.9956, dpi: 1440 })).toEqual({ widthPx: SHEET_TIFF_MAX_SIDE_PX, heightPx: SHEET_TIFF_MAX_SIDE_PX });
    expect(sheetTiffRefusal(sheet(1, 288.9956), { widthMm: 288.9956, dpi: 1440 })).toBeNull();
    expect(sheetTiffRefusal(sheet(12, 290), { widthMm: 200, dpi: 1440 })).toBe(
      'sheet-12 在 1440 dpi 下为 11,339 × 16,441 像素，超出 TIF 每边 16,384 像素的上限，未生成 sheet-12.tif；请用同一压缩包中的 sheet-12.pdf 按实际尺寸打印',
    );
    expect(() => sheetTiff({ sheet: sheet(12, 290), jig: { widthMm: 200, dpi: 1440 }, printFiles: new Map() })).toThrow(SheetTiffRefused);
  });

  it('is not started without a print file for every placement', () => {
    expect(() => sheetTiff({ sheet: sheet(1, 420), jig: { widthMm: 297, dpi: 300 }, printFiles: new Map() })).toThrow('no print file for item-1:0');
  });
});
