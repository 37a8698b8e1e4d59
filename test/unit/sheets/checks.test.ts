import { describe, expect, it } from 'vitest';
import { checkDesign, opaqueFraction } from '../../../src/lib/sheets/checks';

const CASE = { widthMm: 78, heightMm: 156 };
/** One inch across: the pixels are the dpi. */
const INCH = { widthMm: 25.4, heightMm: 50.8 };

describe('checkDesign', () => {
  it('says the effective dpi and colours it: under 150 红 会模糊, 150–249 黄 偏低, 250 and up 绿', () => {
    expect(checkDesign({ widthPx: 436, heightPx: 872, printSize: CASE })).toEqual({ level: 'red', effectiveDpi: 142, text: '142 dpi · 会模糊' });
    expect(checkDesign({ widthPx: 725, heightPx: 1450, printSize: CASE })).toEqual({ level: 'yellow', effectiveDpi: 236, text: '236 dpi · 偏低' });
    expect(checkDesign({ widthPx: 952, heightPx: 1904, printSize: CASE })).toEqual({ level: 'green', effectiveDpi: 310, text: '310 dpi' });
    expect(checkDesign({ widthPx: 560, heightPx: 1120, printSize: CASE })).toEqual({ level: 'yellow', effectiveDpi: 182, text: '182 dpi · 偏低' });
  });

  it('draws the lines at 150 and 250 on the whole number it shows', () => {
    const at = (dpi: number) => checkDesign({ widthPx: dpi, heightPx: dpi * 2, printSize: INCH });
    expect([149, 150, 249, 250].map((dpi) => [at(dpi).effectiveDpi, at(dpi).level])).toEqual([
      [149, 'red'],
      [150, 'yellow'],
      [249, 'yellow'],
      [250, 'green'],
    ]);
    const tenth = (px: number) => checkDesign({ widthPx: px, heightPx: px * 2, printSize: { widthMm: 254, heightMm: 508 } });
    expect([1494, 1495, 1496].map((px) => tenth(px).text)).toEqual(['149 dpi · 会模糊', '150 dpi · 偏低', '150 dpi · 偏低']);
  });

  it('says the resolution it prints at: the axis that fills its side (the other falls short, which the aspect says), less the bleed\'s scale', () => {
    expect(checkDesign({ widthPx: 1000, heightPx: 1500, printSize: CASE })).toEqual({ effectiveDpi: 326, level: 'yellow', text: '326 dpi · 比例与打印尺寸相差 33.3%' });
    // 1.5 mm of bleed on a 78 mm side draws the design 81/78 as large.
    expect(checkDesign({ widthPx: 1000, heightPx: 2000, printSize: CASE, bleedMm: 1.5 })).toMatchObject({ effectiveDpi: 314, level: 'green' });
  });

  it('warns 黄 of an aspect more than 1 % off the print size, either way round, saying by how much', () => {
    expect(checkDesign({ widthPx: 1000, heightPx: 1938, printSize: CASE })).toEqual({ level: 'yellow', effectiveDpi: 326, text: '326 dpi · 比例与打印尺寸相差 3.2%' });
    expect(checkDesign({ widthPx: 980, heightPx: 2000, printSize: CASE }).text).toBe('326 dpi · 比例与打印尺寸相差 2.0%');
    expect(checkDesign({ widthPx: 1000, heightPx: 1978, printSize: CASE }).text).toBe('326 dpi · 比例与打印尺寸相差 1.1%');
    expect(checkDesign({ widthPx: 1000, heightPx: 1980, printSize: CASE })).toMatchObject({ level: 'green', text: '326 dpi' });
    expect(checkDesign({ widthPx: 990, heightPx: 2000, printSize: CASE })).toMatchObject({ level: 'green', text: '326 dpi' });
  });

  it('warns 红 of an empty or almost empty design, judging emptiness only when the pixels were read', () => {
    expect(checkDesign({ widthPx: 1000, heightPx: 2000, printSize: CASE, opaqueFraction: 0.009 })).toEqual({ level: 'red', effectiveDpi: 326, text: '326 dpi · 空白或几乎空白' });
    expect(checkDesign({ widthPx: 1000, heightPx: 2000, printSize: CASE, opaqueFraction: 0.01 }).level).toBe('green');
    expect(checkDesign({ widthPx: 1000, heightPx: 2000, printSize: CASE }).level).toBe('green');
  });

  it('gives every reason at once, the worst level', () => {
    expect(checkDesign({ widthPx: 400, heightPx: 700, printSize: CASE, opaqueFraction: 0 })).toEqual({
      level: 'red',
      effectiveDpi: 130,
      text: '130 dpi · 会模糊 · 比例与打印尺寸相差 14.3% · 空白或几乎空白',
    });
    expect(checkDesign({ widthPx: 700, heightPx: 1300, printSize: CASE }).text).toBe('228 dpi · 偏低 · 比例与打印尺寸相差 7.7%');
  });
});

/** A w × h RGBA image, each pixel from paint(x, y). */
function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number, number]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set(paint(x, y), (y * width + x) * 4);
  return rgba;
}

const CLEAR: [number, number, number, number] = [0, 0, 0, 0];
const INK: [number, number, number, number] = [200, 30, 30, 255];
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

describe('opaqueFraction', () => {
  it('counts pixels that print: opaque enough and not white', () => {
    expect(opaqueFraction(image(10, 10, () => CLEAR))).toBe(0);
    expect(opaqueFraction(image(10, 10, () => INK))).toBe(1);
    expect(opaqueFraction(image(10, 10, () => WHITE))).toBe(0);
    expect(opaqueFraction(image(4, 1, (x) => [[0, 0, 0, 15], [0, 0, 0, 16], [249, 255, 255, 255], [250, 250, 250, 255]][x] as [number, number, number, number]))).toBe(0.5);
    expect(opaqueFraction(new Uint8ClampedArray(0))).toBe(0);
  });

  it('reads every pixel of a small image', () => {
    expect(opaqueFraction(image(100, 100, (x, y) => (x < 50 && y < 50 ? INK : CLEAR)))).toBe(0.25);
    expect(opaqueFraction(image(100, 100, (x, y) => (x === 0 && y === 0 ? INK : WHITE)))).toBe(0.0001);
  });

  it('samples a large image, within a fraction of a percent of the whole count, whatever the pattern', () => {
    // 1024 × 1024 reads one pixel in each block of 4.
    const side = 1024;
    const shapes: Record<string, (x: number, y: number) => boolean> = {
      'a square of 1 %': (x, y) => x >= 450 && x < 552 && y >= 150 && y < 252,
      'thin vertical stripes': (x) => x % 64 === 0,
      'dots on a grid': (x, y) => x % 10 === 0 && y % 10 === 0,
      'thin horizontal lines': (_x, y) => y % 50 === 0,
      'a disc': (x, y) => (x - 512) ** 2 + (y - 512) ** 2 < 200 ** 2,
    };
    for (const [name, inked] of Object.entries(shapes)) {
      const rgba = image(side, side, (x, y) => (inked(x, y) ? INK : CLEAR));
      const exact = opaqueFraction(rgba, 1);
      expect(Math.abs(opaqueFraction(rgba) - exact), name).toBeLessThan(0.002);
      expect(Math.abs(opaqueFraction(rgba, 10) - exact), name).toBeLessThan(0.002);
    }
  });
});
