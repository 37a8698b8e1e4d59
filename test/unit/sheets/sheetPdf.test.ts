import { describe, expect, it } from 'vitest';
import type { SlotRotation } from '../../../contract/jigTypes';
import { pngPassThrough, type RgbaPixels } from '../../../src/lib/sheets/pdfImage';
import { preparedPixels, preparedPng } from '../../../src/lib/sheets/preparedImage';
import { sheetPdf, type DesignSource } from '../../../src/lib/sheets/sheetPdf';
import type { Placement, Sheet, SheetItem } from '../../../src/lib/sheets/types';
import { haveTools, pdfImages, pdfInfo, pixelBounds, qpdfCheck, qpdfObjects, renderPages, tempFile, type Raster } from '../../support/pdfTools';
import { a3Sheet, A3, collect, encodePng, framedDesign, photoDesign, PRINT, sheetItem } from '../../support/sheetFixtures';

const TOOLS = haveTools(['pdfinfo', 'pdfimages', 'pdftoppm', 'qpdf'], 'the sheet PDF checks');
const PT = 72 / 25.4;
const RENDER_DPI = 300;
const PX_MM = 25.4 / RENDER_DPI;

/** The PDF of `sheet` on a jig `widthMm` wide, its designs from `designs` by item key; the file checked by qpdf. */
async function writeSheet(sheet: Sheet, designs: Map<string, DesignSource>, options: { cutLines?: boolean; cropMarks?: boolean; widthMm?: number } = {}) {
  const asked: string[] = [];
  const bytes = await collect(
    sheetPdf({
      sheet,
      widthMm: options.widthMm ?? A3.widthMm,
      cutLines: options.cutLines ?? true,
      cropMarks: options.cropMarks ?? false,
      design: (item: SheetItem) => {
        asked.push(item.key);
        return designs.get(item.key)!;
      },
    }),
  );
  const path = tempFile(bytes);
  qpdfCheck(path);
  return { bytes, path, asked };
}

const fromPixels = (pixels: RgbaPixels): DesignSource => ({ pixels: () => pixels });

/** Whether any object of the file names the CutContour colour, and the separations it declares. */
function cutContourIn(path: string): { mentioned: boolean; separations: string[][] } {
  const objects = qpdfObjects(path);
  const separations: string[][] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      if (value[0] === '/Separation') separations.push(value.filter((v): v is string => typeof v === 'string'));
      value.forEach(walk);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(objects);
  return { mentioned: JSON.stringify(objects).includes('CutContour'), separations };
}

const isFrame = (r: number, g: number, b: number) => r > 200 && g < 70 && b < 70;
const isMarker = (r: number, g: number, b: number) => g > 200 && r < 70 && b < 70;

/** A box in mm (x, y, w, h) read from pixel bounds at the render resolution. */
const mmOf = (px: { x0: number; y0: number; x1: number; y1: number }) => ({
  xMm: px.x0 * PX_MM,
  yMm: px.y0 * PX_MM,
  widthMm: (px.x1 + 1 - px.x0) * PX_MM,
  heightMm: (px.y1 + 1 - px.y0) * PX_MM,
});

/** Pixel bounds of a box in mm, grown by `marginMm`. */
const pxAround = (box: { xMm: number; yMm: number; widthMm: number; heightMm: number }, marginMm: number) => ({
  x0: Math.floor((box.xMm - marginMm) / PX_MM),
  y0: Math.floor((box.yMm - marginMm) / PX_MM),
  x1: Math.ceil((box.xMm + box.widthMm + marginMm) / PX_MM),
  y1: Math.ceil((box.yMm + box.heightMm + marginMm) / PX_MM),
});

function expectBoxWithin(found: { xMm: number; yMm: number; widthMm: number; heightMm: number }, expected: typeof found, toleranceMm: number) {
  expect(Math.abs(found.xMm - expected.xMm), `x ${found.xMm} vs ${expected.xMm}`).toBeLessThanOrEqual(toleranceMm);
  expect(Math.abs(found.yMm - expected.yMm), `y ${found.yMm} vs ${expected.yMm}`).toBeLessThanOrEqual(toleranceMm);
  expect(Math.abs(found.xMm + found.widthMm - expected.xMm - expected.widthMm), 'right edge').toBeLessThanOrEqual(toleranceMm);
  expect(Math.abs(found.yMm + found.heightMm - expected.yMm - expected.heightMm), 'bottom edge').toBeLessThanOrEqual(toleranceMm);
}

describe.runIf(TOOLS)('sheetPdf, read with the print shop tools', () => {
  const plain = sheetItem('plain');
  const clear = sheetItem('clear', { copies: 3 });
  const other = sheetItem('other', { copies: 2 });
  const designs = new Map([
    ['plain', fromPixels(framedDesign(98, 196))],
    ['clear', fromPixels(framedDesign(98, 196, { transparent: true }))],
    ['other', fromPixels(framedDesign(49, 98, { transparent: true }))],
  ]);
  const sixSlots = a3Sheet([
    { item: clear, copy: 1 },
    { item: plain },
    { item: clear, copy: 2 },
    { item: other, copy: 1 },
    { item: clear, copy: 3 },
    { item: other, copy: 2 },
  ]);

  it('makes one page the jig’s size with a TrimBox, each design stored once at its own resolution', async () => {
    const { path, asked } = await writeSheet(sixSlots, designs);
    expect(asked).toEqual(['clear', 'plain', 'other']);

    const info = pdfInfo(path);
    expect(info.pages).toBe(1);
    expect(Math.abs(info.width - A3.widthMm * PT)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(info.height - A3.heightMm * PT)).toBeLessThanOrEqual(0.01);
    expect(info.boxes.get('TrimBox')).toEqual(info.boxes.get('MediaBox'));

    const listed = pdfImages(path);
    const drawn = listed.filter((image) => image.type === 'image');
    expect(drawn).toHaveLength(6);
    const stored = new Map(drawn.map((image) => [image.object, image]));
    expect(stored.size).toBe(3);
    expect([...stored.values()].map((image) => [image.width, image.height, image.color, image.bpc, image.enc])).toEqual([
      [98, 196, 'rgb', 8, 'image'],
      [98, 196, 'rgb', 8, 'image'],
      [49, 98, 'rgb', 8, 'image'],
    ]);
    for (const image of drawn) {
      const dpi = (image.width / PRINT.widthMm) * 25.4;
      expect(Math.abs(image.xPpi - dpi), `${image.xPpi} ppi, expected ${dpi}`).toBeLessThanOrEqual(1);
      expect(Math.abs(image.yPpi - dpi)).toBeLessThanOrEqual(1);
    }
    // The opaque design has no soft mask; the two with transparency have one each, drawn with every copy.
    const masks = listed.filter((image) => image.type === 'smask');
    expect(masks).toHaveLength(5);
    expect(new Set(masks.map((mask) => mask.object)).size).toBe(2);
    expect(masks.every((mask) => mask.color === 'gray' && mask.bpc === 8)).toBe(true);
  });

  it('strokes the designs’ boxes in the CutContour separation with cut lines on, and names it nowhere with them off', async () => {
    const on = await writeSheet(sixSlots, designs, { cutLines: true });
    const found = cutContourIn(on.path);
    expect(found.separations).toEqual([['/Separation', '/CutContour', '/DeviceCMYK']]);
    const overprint = JSON.stringify(qpdfObjects(on.path));
    expect(overprint).toContain('"/OP":true');
    expect(overprint).toContain('"/OPM":1');

    const off = await writeSheet(sixSlots, designs, { cutLines: false });
    expect(cutContourIn(off.path)).toEqual({ mentioned: false, separations: [] });
  });

  it('draws each design in its box, turned and mirrored as its placement says, with its bleed, within 0.2 mm', async () => {
    // Four designs on a 300 × 300 mm page, one per quarter, each 60 × 120 mm unturned.
    const item = sheetItem('framed', { printSize: { widthMm: 60, heightMm: 120 } });
    const cases: { rotation: SlotRotation; mirror: boolean; bleedMm: number; at: [number, number]; marker: 'tl' | 'tr' | 'bl' | 'br' }[] = [
      { rotation: 0, mirror: false, bleedMm: 0, at: [20, 15], marker: 'tl' },
      { rotation: 90, mirror: false, bleedMm: 0, at: [160, 20], marker: 'tr' },
      { rotation: 90, mirror: true, bleedMm: 2, at: [160, 190], marker: 'tl' },
      { rotation: 180, mirror: true, bleedMm: 0, at: [20, 160], marker: 'bl' },
    ];
    const placements: Placement[] = cases.map((c, index) => {
      const turned = c.rotation === 90;
      return {
        item,
        copy: index + 1,
        slot: index + 1,
        box: { xMm: c.at[0], yMm: c.at[1], widthMm: turned ? 120 : 60, heightMm: turned ? 60 : 120 },
        rotation: c.rotation,
        mirror: c.mirror,
        bleedMm: c.bleedMm,
      };
    });
    const sheet: Sheet = { number: 1, materialName: '硅胶', colorName: '透明', placements, heightMm: 300 };
    const { path } = await writeSheet(sheet, new Map([['framed', fromPixels(framedDesign(120, 240, { frame: 6 }))]]), { widthMm: 300, cutLines: false });
    // Turned or not, an image's resolution is its pixels over its drawn size, bleed (uniform, by the shorter side) included.
    const ppi = pdfImages(path).map((image) => [image.xPpi, image.yPpi]);
    expect(ppi).toEqual(cases.map((c) => Array(2).fill(Math.round((120 / (60 + 2 * c.bleedMm)) * 25.4))));
    const [page] = renderPages(path, RENDER_DPI) as [Raster];

    placements.forEach((placement, index) => {
      const { bleedMm, box } = placement;
      const drawnBox = { xMm: box.xMm - bleedMm, yMm: box.yMm - bleedMm, widthMm: box.widthMm + 2 * bleedMm, heightMm: box.heightMm + 2 * bleedMm };
      const frame = pixelBounds(page, isFrame, pxAround(drawnBox, 5));
      expect(frame, `design ${index + 1}`).not.toBeNull();
      expectBoxWithin(mmOf(frame!), drawnBox, 0.2);
      const marker = mmOf(pixelBounds(page, isMarker, pxAround(drawnBox, 0))!);
      const centreX = marker.xMm + marker.widthMm / 2 < drawnBox.xMm + drawnBox.widthMm / 2 ? 'l' : 'r';
      const centreY = marker.yMm + marker.heightMm / 2 < drawnBox.yMm + drawnBox.heightMm / 2 ? 't' : 'b';
      expect(`${centreY}${centreX}`, `marker of design ${index + 1}`).toBe(cases[index]!.marker);
    });
  });

  it('puts the seeded A3 jig’s six designs where its slots are, within 0.2 mm', async () => {
    const { path } = await writeSheet(sixSlots, designs, { cutLines: false });
    const [page] = renderPages(path, RENDER_DPI) as [Raster];
    for (const placement of sixSlots.placements) {
      const frame = pixelBounds(page, isFrame, pxAround(placement.box, 3));
      expectBoxWithin(mmOf(frame!), placement.box, 0.2);
    }
    // Slot 1's design is 78 × 156 mm centred in a 90 × 180 slot at (12, 20).
    expect(sixSlots.placements[0]!.box).toEqual({ xMm: 18, yMm: 32, widthMm: 78, heightMm: 156 });
  });

  it('marks a film sheet’s designs at their corners in black, 3 mm outside them', async () => {
    const item = sheetItem('film', { printSize: { widthMm: 40, heightMm: 80 } });
    const box = { xMm: 20, yMm: 20, widthMm: 40, heightMm: 80 };
    const sheet: Sheet = { number: 1, materialName: '硅胶', colorName: '透明', heightMm: 120, placements: [{ item, copy: 1, slot: 1, box, rotation: 0, mirror: false, bleedMm: 1 }] };
    const { path } = await writeSheet(sheet, new Map([['film', fromPixels(framedDesign(40, 80))]]), { widthMm: 80, cutLines: false, cropMarks: true });
    const [page] = renderPages(path, RENDER_DPI) as [Raster];
    const dark = (r: number, g: number, b: number) => r < 100 && g < 100 && b < 100;
    // Above the top-left corner, on the line of the left edge: from 3 to 6 mm out.
    const mark = mmOf(pixelBounds(page, dark, pxAround({ xMm: 19, yMm: 12, widthMm: 2, heightMm: 7 }, 0))!);
    expect(Math.abs(mark.xMm + mark.widthMm / 2 - 20)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(mark.yMm - 14)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(mark.yMm + mark.heightMm - 17)).toBeLessThanOrEqual(0.2);
  });

  it('takes an RGB PNG’s own compressed data without decoding it, and decodes an RGBA one', async () => {
    const rgbPixels = framedDesign(98, 196);
    const rgbPng = encodePng(rgbPixels, { rgb: true });
    let decoded = 0;
    const sources = new Map<string, DesignSource>([
      ['plain', { png: rgbPng, pixels: () => (decoded++, rgbPixels) }],
      ['clear', { png: encodePng(framedDesign(98, 196, { transparent: true })), pixels: () => (decoded++, framedDesign(98, 196, { transparent: true })) }],
    ]);
    const sheet = a3Sheet([{ item: plain }, { item: clear }]);
    const { path } = await writeSheet(sheet, sources, { cutLines: false });
    expect(decoded).toBe(1);
    const listed = pdfImages(path);
    expect(listed.map((image) => image.type)).toEqual(['image', 'image', 'smask']);
    const [page] = renderPages(path, RENDER_DPI) as [Raster];
    for (const placement of sheet.placements) expectBoxWithin(mmOf(pixelBounds(page, isFrame, pxAround(placement.box, 3))!), placement.box, 0.2);
  });

  it('writes a design’s streams made ahead as they are: the same PDF as from its pixels or its PNG, nothing decoded', async () => {
    const rgbPixels = framedDesign(98, 196);
    const clearPixels = framedDesign(98, 196, { transparent: true });
    const smallPixels = framedDesign(49, 98, { transparent: true });
    const undecoded = (): RgbaPixels => {
      throw new Error('decoded');
    };
    const ahead = new Map<string, DesignSource>([
      ['plain', { prepared: preparedPng(pngPassThrough(encodePng(rgbPixels, { rgb: true }))!), pixels: undecoded }],
      ['clear', { prepared: preparedPixels(clearPixels), pixels: undecoded }],
      ['other', { prepared: preparedPixels(smallPixels), pixels: undecoded }],
    ]);
    const asBefore = new Map<string, DesignSource>([
      ['plain', { png: encodePng(rgbPixels, { rgb: true }), pixels: () => rgbPixels }],
      ['clear', fromPixels(clearPixels)],
      ['other', fromPixels(smallPixels)],
    ]);
    const made = await writeSheet(sixSlots, ahead);
    const before = await writeSheet(sixSlots, asBefore);
    expect(Buffer.from(made.bytes).equals(Buffer.from(before.bytes))).toBe(true);
    const listed = pdfImages(made.path);
    expect(listed.map((image) => [image.type, image.width, image.height, image.color])).toEqual(pdfImages(before.path).map((image) => [image.type, image.width, image.height, image.color]));
    expect(listed.filter((image) => image.type === 'smask')).toHaveLength(5);
    const [page] = renderPages(made.path, RENDER_DPI) as [Raster];
    for (const placement of sixSlots.placements) expectBoxWithin(mmOf(pixelBounds(page, isFrame, pxAround(placement.box, 3))!), placement.box, 0.2);
  });

  it('keeps a realistic 980 × 1984 print file, in six copies, within 1.3 times its PNG’s bytes, at its drawn resolution', async () => {
    const item = sheetItem('photo', { copies: 6 });
    const design = photoDesign(980, 1984, 1);
    const pngBytes = encodePng(design).byteLength;
    const sheet = a3Sheet([1, 2, 3, 4, 5, 6].map((copy) => ({ item, copy })));
    const { bytes, path } = await writeSheet(sheet, new Map([['photo', fromPixels(design)]]));
    expect(bytes.byteLength / pngBytes).toBeLessThanOrEqual(1.3);
    // 1984 px is 1.2 % taller than 78 × 156 mm: the file is fitted inside its print size, at its height's 323 dpi.
    for (const image of pdfImages(path)) {
      expect(Math.abs(image.xPpi - (1984 / 156) * 25.4)).toBeLessThanOrEqual(1);
      expect(Math.abs(image.yPpi - (1984 / 156) * 25.4)).toBeLessThanOrEqual(1);
    }
  });
});
