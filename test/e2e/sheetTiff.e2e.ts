/**
 * A production sheet's TIF (spec §3 "sheet-NN.tif"), written in Chromium by src/lib/sheets/sheetTiff.ts and
 * read back as a print shop would: `tiffinfo` for the tags, and the pixels, strip by strip, to find each
 * design's frame where its placement puts it (within 0.2 mm), turned and mirrored as its slot says.
 * The jig is the seeded A3 one (297 × 420 mm, 3 × 2 slots of 90 × 180 mm from 12/20 mm at a pitch of
 * 95/195 mm) at 150 dpi, with 1.5 mm of bleed.
 */
import { crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SlotRotation } from '../../contract/jigTypes';
import type { Placement, Sheet, SheetItem } from '../../src/lib/sheets/types';
import { sheetItem } from '../support/sheetItems';
import { bundleForBrowser, serveBenchPages } from '../bench/browserBundle';
import { readTiffTags, tiffPixels, tiffinfo } from '../support/tiffFile';
import { useConsole } from './fixtures';
import type { FramedDesign, SheetTiffHarness } from './sheetTiff.entry';

const e2e = useConsole();

let bundle: string;
beforeAll(async () => {
  bundle = await bundleForBrowser('sheetTiffHarness', './test/e2e/sheetTiff.entry.ts');
});

const DPI = 150;
const PX_PER_MM = DPI / 25.4;
const BLEED_MM = 1.5;
const A3 = { widthMm: 297, heightMm: 420, dpi: DPI };
const MARKER: [number, number, number] = [0, 0, 255];

type Rgb = [number, number, number];

/** Print files at 5 px a mm: a case of 78 × 156 mm, and a small landscape print of 80 × 60 mm for a turned slot. */
const CASE = (key: string, frame: Rgb): FramedDesign => ({ key, widthPx: 390, heightPx: 780, framePx: 8, frame, marker: MARKER });
const SMALL = (key: string, frame: Rgb): FramedDesign => ({ key, widthPx: 400, heightPx: 300, framePx: 8, frame, marker: MARKER });

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

interface SlotCase {
  slot: number;
  design: FramedDesign;
  item: SheetItem;
  copy: number;
  rotation: SlotRotation;
  mirror: boolean;
  /** The design's box as it lies on the sheet (turned), centred in its slot. */
  boxMm: { width: number; height: number };
  /** The drawing with its bleed: the box scaled about its centre to reach 1.5 mm past its shorter sides, clipped 1.5 mm past every side (its bleed box). */
  drawnMm: { width: number; height: number };
  /** Where the print file's top-left corner (its marker) lands, read off the slot's turn and mirror. */
  marker: Corner;
}

const caseA = CASE('A', [200, 30, 30]);
const itemA = sheetItem('A', { widthMm: 78, heightMm: 156 }, 2);
const SLOTS: SlotCase[] = [
  { slot: 1, design: caseA, item: itemA, copy: 1, rotation: 0, mirror: false, boxMm: { width: 78, height: 156 }, drawnMm: { width: 81, height: 159 }, marker: 'top-left' },
  // Turned 90° clockwise: the top-left corner goes to the top right.
  { slot: 2, design: SMALL('B', [30, 160, 30]), item: sheetItem('B', { widthMm: 80, heightMm: 60 }), copy: 1, rotation: 90, mirror: false, boxMm: { width: 60, height: 80 }, drawnMm: { width: 63, height: 83 }, marker: 'top-right' },
  { slot: 3, design: CASE('C', [230, 160, 0]), item: sheetItem('C', { widthMm: 78, heightMm: 156 }), copy: 1, rotation: 0, mirror: true, boxMm: { width: 78, height: 156 }, drawnMm: { width: 81, height: 159 }, marker: 'top-right' },
  { slot: 4, design: CASE('D', [120, 0, 160]), item: sheetItem('D', { widthMm: 78, heightMm: 156 }), copy: 1, rotation: 180, mirror: false, boxMm: { width: 78, height: 156 }, drawnMm: { width: 81, height: 159 }, marker: 'bottom-right' },
  { slot: 5, design: caseA, item: itemA, copy: 2, rotation: 0, mirror: false, boxMm: { width: 78, height: 156 }, drawnMm: { width: 81, height: 159 }, marker: 'top-left' },
  // Turned first (top-left → top-right), then mirrored left to right (→ top-left); mirrored first it would land bottom right.
  { slot: 6, design: SMALL('E', [0, 150, 170]), item: sheetItem('E', { widthMm: 80, heightMm: 60 }), copy: 1, rotation: 90, mirror: true, boxMm: { width: 60, height: 80 }, drawnMm: { width: 63, height: 83 }, marker: 'top-left' },
];

/** The A3 jig's slot n (1-based): left to right, then top to bottom. */
function slotRect(n: number) {
  const column = (n - 1) % 3;
  const row = Math.floor((n - 1) / 3);
  return { xMm: 12 + 95 * column, yMm: 20 + 195 * row, widthMm: 90, heightMm: 180 };
}

function placementOf(c: SlotCase): Placement {
  const slot = slotRect(c.slot);
  const box = {
    xMm: slot.xMm + (slot.widthMm - c.boxMm.width) / 2,
    yMm: slot.yMm + (slot.heightMm - c.boxMm.height) / 2,
    widthMm: c.boxMm.width,
    heightMm: c.boxMm.height,
  };
  return { item: c.item, copy: c.copy, slot: c.slot, box, rotation: c.rotation, mirror: c.mirror, bleedMm: BLEED_MM };
}

const sheetOf = (number: number, heightMm: number, placements: Placement[]): Sheet => ({ number, materialName: '硅胶', colorName: '透明', placements, heightMm });

async function openHarness(page: Page): Promise<void> {
  await serveBenchPages(page, e2e.server.url, bundle, { '/bench/sheet-tiff.html': 'sheet TIFF' });
  await page.goto(`${e2e.server.url}/bench/sheet-tiff.html`);
  await page.waitForFunction(() => typeof (window as unknown as { sheetTiffHarness?: unknown }).sheetTiffHarness === 'object');
}

async function writeInPage(page: Page, sheet: Sheet, jig: typeof A3, designs: FramedDesign[]) {
  const written = await page.evaluate(
    ([s, j, d]) => (window as unknown as { sheetTiffHarness: SheetTiffHarness }).sheetTiffHarness.write(s, j, d),
    [sheet, jig, designs] as const,
  );
  return { ...written, bytes: new Uint8Array(Buffer.from(written.base64, 'base64')) };
}

/** The written image: RGBA rows, as the strips hold them. */
interface Raster {
  width: number;
  height: number;
  pixels: Buffer;
}

function rasterOf(bytes: Uint8Array): Raster {
  const tags = readTiffTags(bytes);
  return { width: tags.get(256)![0]!, height: tags.get(257)![0]!, pixels: tiffPixels(bytes, tags) };
}

const near = (pixels: Buffer, at: number, rgb: Rgb) => pixels[at + 3]! >= 128 && rgb.every((v, i) => Math.abs(pixels[at + i]! - v) <= 3);

/** The bounds (mm) and centroid (mm) of the pixels of `rgb` inside a region of the sheet (mm). */
function findColour(raster: Raster, rgb: Rgb, region: { xMm: number; yMm: number; widthMm: number; heightMm: number }) {
  const x0 = Math.max(0, Math.floor(region.xMm * PX_PER_MM));
  const x1 = Math.min(raster.width, Math.ceil((region.xMm + region.widthMm) * PX_PER_MM));
  const y0 = Math.max(0, Math.floor(region.yMm * PX_PER_MM));
  const y1 = Math.min(raster.height, Math.ceil((region.yMm + region.heightMm) * PX_PER_MM));
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  let sumX = 0;
  let sumY = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!near(raster.pixels, (y * raster.width + x) * 4, rgb)) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      sumX += x + 0.5;
      sumY += y + 0.5;
      count++;
    }
  }
  return {
    count,
    leftMm: minX / PX_PER_MM,
    rightMm: (maxX + 1) / PX_PER_MM,
    topMm: minY / PX_PER_MM,
    bottomMm: (maxY + 1) / PX_PER_MM,
    centre: { xMm: sumX / count / PX_PER_MM, yMm: sumY / count / PX_PER_MM },
  };
}

const cornerOf = (point: { xMm: number; yMm: number }, centre: { xMm: number; yMm: number }): Corner =>
  `${point.yMm < centre.yMm ? 'top' : 'bottom'}-${point.xMm < centre.xMm ? 'left' : 'right'}`;

describe('a sheet written as a TIF', () => {
  it('is RGBA with unassociated alpha at the jig’s resolution, each design where its slot puts it, turned and mirrored as the slot says', async () => {
    const { page } = e2e;
    await openHarness(page);
    const sheet = sheetOf(1, A3.heightMm, SLOTS.map(placementOf));
    const written = await writeInPage(page, sheet, A3, [...new Map(SLOTS.map((c) => [c.design.key, c.design])).values()]);

    // 297 × 420 mm at 150 dpi.
    const width = 1754;
    const height = 2480;
    expect(written.bytes.byteLength).toBe(written.byteLength);
    expect(written.crc).toBe(crc32(written.bytes));
    // The header, then the rows in bands (the sheet is never drawn whole).
    expect(written.chunks).toBeGreaterThan(2);

    const info = tiffinfo(written.bytes);
    expect(info).toContain(`Image Width: ${width} Image Length: ${height}`);
    expect(info).toContain('Bits/Sample: 8');
    expect(info).toContain('Samples/Pixel: 4');
    expect(info).toContain('Extra Samples: 1<unassoc-alpha>');
    expect(info).toContain('Photometric Interpretation: RGB color');
    expect(info).toContain('Resolution: 150, 150 pixels/inch');
    expect(info).toContain('Compression Scheme: None');
    expect(info).toContain('Planar Configuration: single image plane');
    const tags = readTiffTags(written.bytes);
    expect(tags.get(273)!.length).toBeGreaterThan(1);
    expect(tags.get(279)!.reduce((sum, n) => sum + n, 0)).toBe(width * height * 4);

    const raster = rasterOf(written.bytes);
    for (const c of SLOTS) {
      const { box } = placementOf(c);
      const centre = { xMm: box.xMm + box.widthMm / 2, yMm: box.yMm + box.heightMm / 2 };
      const frame = findColour(raster, c.design.frame, slotRect(c.slot));
      const where = `slot ${c.slot}`;
      expect(frame.count, where).toBeGreaterThan(0);
      expect(Math.abs(frame.leftMm - (centre.xMm - c.drawnMm.width / 2)), `${where} left`).toBeLessThanOrEqual(0.2);
      expect(Math.abs(frame.rightMm - (centre.xMm + c.drawnMm.width / 2)), `${where} right`).toBeLessThanOrEqual(0.2);
      expect(Math.abs(frame.topMm - (centre.yMm - c.drawnMm.height / 2)), `${where} top`).toBeLessThanOrEqual(0.2);
      expect(Math.abs(frame.bottomMm - (centre.yMm + c.drawnMm.height / 2)), `${where} bottom`).toBeLessThanOrEqual(0.2);
      const marker = findColour(raster, MARKER, slotRect(c.slot));
      expect(cornerOf(marker.centre, centre), where).toBe(c.marker);

      // Inside the frame's left side: the print file's own colour, fully opaque (not premultiplied, no profile applied).
      const x = Math.floor((centre.xMm - c.drawnMm.width / 2 + 0.8) * PX_PER_MM);
      const at = (Math.floor(centre.yMm * PX_PER_MM) * width + x) * 4;
      expect([...raster.pixels.subarray(at, at + 4)], `${where} frame`).toEqual([...c.design.frame, 255]);
      // The frame's middle is transparent, as in the print file.
      const middle = (Math.floor(centre.yMm * PX_PER_MM) * width + Math.floor(centre.xMm * PX_PER_MM)) * 4;
      expect(raster.pixels[middle + 3], `${where} middle`).toBe(0);
    }

    // Nothing drawn outside the designs: the jig itself is not printed.
    const drawn = SLOTS.map((c) => {
      const { box } = placementOf(c);
      const cx = (box.xMm + box.widthMm / 2) * PX_PER_MM;
      const cy = (box.yMm + box.heightMm / 2) * PX_PER_MM;
      const hw = (c.drawnMm.width / 2) * PX_PER_MM + 1;
      const hh = (c.drawnMm.height / 2) * PX_PER_MM + 1;
      return { x0: cx - hw, x1: cx + hw, y0: cy - hh, y1: cy + hh };
    });
    let strays = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (raster.pixels[(y * width + x) * 4 + 3] === 0) continue;
        if (!drawn.some((d) => x + 1 > d.x0 && x < d.x1 && y + 1 > d.y0 && y < d.y1)) strays++;
      }
    }
    expect(strays).toBe(0);
  });

  it('draws a design that spans two bands whole, with no seam where one band ends and the next begins', async () => {
    const { page } = e2e;
    await openHarness(page);
    // A film sheet 250 mm long with one case from 150 mm down: 8 MB bands of 1,754 px rows end at row 1,195 (202.4 mm).
    const design = CASE('F', [40, 90, 200]);
    const filmItem = sheetItem('F', { widthMm: 78, heightMm: 156 });
    const box = { xMm: 100, yMm: 150, widthMm: 78, heightMm: 156 };
    const sheet = sheetOf(2, 320, [{ item: filmItem, copy: 1, slot: 1, box, rotation: 0, mirror: false, bleedMm: 0 }]);
    const written = await writeInPage(page, sheet, A3, [design]);
    const raster = rasterOf(written.bytes);
    expect(raster.height).toBe(1890);

    const frame = findColour(raster, design.frame, { xMm: 0, yMm: 0, widthMm: 297, heightMm: 320 });
    expect(Math.abs(frame.leftMm - 100)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(frame.rightMm - 178)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(frame.topMm - 150)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(frame.bottomMm - 306)).toBeLessThanOrEqual(0.2);
    // Rows either side of the band's end cross the design's sides alone: the same bytes.
    const row = (y: number) => raster.pixels.subarray(y * raster.width * 4, (y + 1) * raster.width * 4);
    for (const y of [1193, 1194, 1196]) expect(Buffer.compare(row(y), row(1195)), `row ${y}`).toBe(0);
    expect(row(1195).some((v) => v !== 0)).toBe(true);
  });

  it('reads each band back into one buffer, byte for byte what getImageData reads, at every colour and alpha', async () => {
    const { page } = e2e;
    await openHarness(page);
    const read = await page.evaluate(() => (window as unknown as { sheetTiffHarness: SheetTiffHarness }).sheetTiffHarness.readBack());
    expect(read.differing).toBe(0);
    // Chromium has VideoFrame: no band leaves a buffer behind for the collector.
    expect(read.bufferReused).toBe(true);
  });

  it('refuses a sheet past 16,384 px on a side before writing anything, pointing to the PDF', async () => {
    const { page } = e2e;
    await openHarness(page);
    const sheet = sheetOf(3, A3.heightMm, SLOTS.map(placementOf));
    const refused = await page.evaluate(
      ([s, j]) => (window as unknown as { sheetTiffHarness: SheetTiffHarness }).sheetTiffHarness.refusal(s, j),
      [sheet, { ...A3, dpi: 1440 }] as const,
    );
    expect(refused).toEqual({
      refused: true,
      message: 'sheet-03 在 1440 dpi 下为 16,838 × 23,811 像素，超出 TIF 每边 16,384 像素的上限，未生成 sheet-03.tif；请用同一压缩包中的 sheet-03.pdf 按实际尺寸打印',
    });
  });
});
