import { describe, expect, it } from 'vitest';
import type { JigSlot } from '../../../contract/jigTypes';
import type { RgbaPixels } from '../../../src/lib/sheets/pdfImage';
import { slotmapPdf, slotQrPayload, type RenderText } from '../../../src/lib/sheets/slotmapPdf';
import type { DesignCheck, Placement, Sheet } from '../../../src/lib/sheets/types';
import { haveTools, pdfInfo, pixelBounds, qpdfCheck, renderPages, renderPngPages, tempFile, zbarPayloads, type Raster } from '../../support/pdfTools';
import { a3Sheet, A3, collect, sheetItem } from '../../support/sheetFixtures';

const TOOLS = haveTools(['pdfinfo', 'pdftoppm', 'qpdf', 'zbarimg'], 'the slot map checks');
const PT = 72 / 25.4;

/** Node has no canvas: each text is a grey block as long as the text, so the page's layout is real. */
const blockText: RenderText = (text, { sizePt, pxPerPt }) => {
  const width = Math.ceil(text.length * sizePt * pxPerPt * 0.6);
  const height = Math.ceil(sizePt * 1.3 * pxPerPt);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([120, 120, 120, 200], i);
  const pixels: RgbaPixels = { width, height, data };
  return pixels;
};

const green: DesignCheck = { level: 'green', effectiveDpi: 319, text: '319 dpi' };

function gridSlots(columns: number, rows: number, w: number, h: number): JigSlot[] {
  return Array.from({ length: columns * rows }, (_, i) => ({
    number: i + 1,
    xMm: 10 + (i % columns) * (w + 5),
    yMm: 10 + Math.floor(i / columns) * (h + 5),
    widthMm: w,
    heightMm: h,
    phoneModelIds: [],
    rotation: 0 as const,
    mirror: false,
  }));
}

async function slotMap(sheet: Sheet, slots: JigSlot[], widthMm: number) {
  const texts: string[] = [];
  const bytes = await collect(
    slotmapPdf({
      sheet,
      jig: { name: 'A3 六格治具', widthMm, slots },
      check: () => green,
      renderText: (text, style) => (texts.push(text), blockText(text, style)),
    }),
  );
  const path = tempFile(bytes);
  qpdfCheck(path);
  return { bytes, path, texts };
}

/** Every QR payload zbarimg reads on the pages rendered at 150 dpi. */
const scanned = (path: string) => renderPngPages(path, 150).flatMap(zbarPayloads);

describe.runIf(TOOLS)('slotmapPdf, read with pdfinfo and zbarimg', () => {
  it('fits the A3 jig’s slots on one A4 page, each slot’s QR code read exactly once with its payload', async () => {
    const twice = sheetItem('2001', { orderOriginalId: '3612345678901234567', orderItemId: '88001', copies: 2 });
    const once = sheetItem('2002', { orderOriginalId: '3612345678901234999', orderItemId: '88002' });
    // Slot 3 left empty (a defective blank).
    const sheet = a3Sheet([{ item: twice, copy: 1 }, { item: twice, copy: 2 }, null, { item: once }]);
    const slots = gridSlots(3, 2, 90, 180);
    const { path, texts } = await slotMap(sheet, slots, A3.widthMm);

    const info = pdfInfo(path);
    expect(info.pages).toBe(1);
    expect(Math.abs(info.width - 210 * PT)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(info.height - 297 * PT)).toBeLessThanOrEqual(0.01);
    expect(scanned(path).sort()).toEqual(['3612345678901234567|88001|1|1', '3612345678901234567|88001|2|2', '3612345678901234999|88002|1|4']);
    // The table's words, a row per placed design, and the six slots numbered in the drawing.
    for (const word of ['槽位', '订单号', '商品', '份数', '型号', '材质', '颜色', '检查', '1/2', '2/2', '1/1', '319 dpi', 'iPhone 15', '硅胶', '透明']) {
      expect(texts).toContain(word);
    }
    expect([...new Set(texts.filter((t) => /^\d$/.test(t)))].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('goes on over more pages for a 24-slot jig, every QR code at least 20 mm and read once', async () => {
    const slots = gridSlots(4, 6, 60, 60);
    const placements: Placement[] = slots.map((slot) => ({
      item: sheetItem(`k${slot.number}`, { orderOriginalId: `36100000000${slot.number}`, orderItemId: `9${slot.number}` }),
      copy: 1,
      slot: slot.number,
      box: { xMm: slot.xMm + 5, yMm: slot.yMm + 5, widthMm: 50, heightMm: 50 },
      rotation: 0,
      mirror: false,
      bleedMm: 0,
    }));
    const sheet: Sheet = { number: 2, materialName: 'PC', colorName: '黑色', placements, heightMm: 400 };
    const { path } = await slotMap(sheet, slots, 270);

    expect(pdfInfo(path).pages).toBeGreaterThan(1);
    expect(scanned(path).sort()).toEqual(placements.map(slotQrPayload).sort());

    // The QR codes are the last column's black modules: each row's, at 300 dpi, at least 20 mm a side.
    const dpi = 300;
    const mm = (px: number) => (px * 25.4) / dpi;
    const sizes: number[] = [];
    for (const page of renderPages(path, dpi) as Raster[]) {
      const column = { x0: Math.round((172 / 25.4) * dpi), x1: Math.round((200 / 25.4) * dpi) };
      let y = 0;
      while (y < page.height) {
        const found = pixelBounds(page, (r, g, b) => r < 40 && g < 40 && b < 40, { ...column, y0: y, y1: page.height - 1 });
        if (!found) break;
        // The code's extent from its first dark row: down to the next gap of 2 mm without dark pixels.
        let bottom = found.y0;
        for (let row = found.y0; row < page.height && row - bottom < (2 / 25.4) * dpi; row++) {
          if (pixelBounds(page, (r, g, b) => r < 40 && g < 40 && b < 40, { ...column, y0: row, y1: row })) bottom = row;
        }
        const code = pixelBounds(page, (r, g, b) => r < 40 && g < 40 && b < 40, { ...column, y0: found.y0, y1: bottom })!;
        sizes.push(Math.min(mm(code.x1 + 1 - code.x0), mm(code.y1 + 1 - code.y0)));
        y = bottom + 1;
      }
    }
    expect(sizes).toHaveLength(24);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(20);
  });
});
