// The dev cutout host's own image code: the PNG decoder (every filter, palette, grey, 16-bit), and the matte
// on small synthetic pictures.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matte, borderColour } from '../../../adapters/mock/devApi/cutout/matte';
import { encodeRgbaPng } from '../../../adapters/mock/devApi/cutout/pngEncode';
import { decodePng, INFLATED_TOO_LARGE, MAX_MATTE_SIDE, PngReadError, type RgbaImage } from '../../../adapters/mock/devApi/cutout/pngReader';
import { pngChunk } from '../../../adapters/mock/devApi/files/pngWriter';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

function header(width: number, height: number, bitDepth: number, colorType: number, interlace = 0): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([bitDepth, colorType, 0, 0, interlace], 8);
  return data;
}

function png(chunks: [string, Uint8Array][]): Uint8Array {
  const parts = [SIGNATURE, ...chunks.map(([type, data]) => pngChunk(type, data)), pngChunk('IEND', new Uint8Array(0))];
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

/** Filters each row of `rows` (unfiltered bytes) with the given filter type, as an encoder would. */
function filtered(rows: Uint8Array[], bpp: number, filters: number[]): Uint8Array {
  const out: number[] = [];
  rows.forEach((row, y) => {
    const filter = filters[y % filters.length]!;
    out.push(filter);
    const prev = y > 0 ? rows[y - 1]! : new Uint8Array(row.length);
    for (let x = 0; x < row.length; x++) {
      const a = x >= bpp ? row[x - bpp]! : 0;
      const b = prev[x]!;
      const c = x >= bpp ? prev[x - bpp]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      out.push((row[x]! - predicted) & 0xff);
    }
  });
  return Uint8Array.from(out);
}

function gradient(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i * 7) & 255, (i * 13) & 255, (i * 29) & 255, 255 - ((i * 3) & 127)], i * 4);
  return { width, height, data };
}

/** A `size` square of `ground` with a centred disc of `subject` (radius size/4). */
function discOnGround(size: number, ground: [number, number, number], subject: [number, number, number]): RgbaImage {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2 + 0.5) ** 2 + (y - size / 2 + 0.5) ** 2 <= (size / 4) ** 2;
      data.set([...(inside ? subject : ground), 255], (y * size + x) * 4);
    }
  }
  return { width: size, height: size, data };
}

const alphaAt = (image: RgbaImage, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3]!;

describe('the dev cutout host PNG decoder', () => {
  it('reads back what the dev API writes (stored deflate, RGBA)', async () => {
    const image = gradient(7, 5);
    const decoded = await decodePng(encodeRgbaPng(image));
    expect(decoded).toEqual(image);
  });

  it('undoes every row filter (none, sub, up, average, paeth) of a zlib-compressed RGBA image', async () => {
    const image = gradient(9, 10);
    const rows = Array.from({ length: 10 }, (_, y) => image.data.slice(y * 36, (y + 1) * 36));
    const bytes = png([['IHDR', header(9, 10, 8, 6)], ['IDAT', deflateSync(filtered(rows, 4, [0, 1, 2, 3, 4]))]]);
    expect((await decodePng(bytes)).data).toEqual(image.data);
  });

  it('reads RGB, grey, grey with alpha, 16-bit and a palette with transparency as RGBA', async () => {
    const rgb = png([['IHDR', header(2, 1, 8, 2)], ['IDAT', deflateSync(Uint8Array.of(0, 10, 20, 30, 40, 50, 60))]]);
    expect([...(await decodePng(rgb)).data]).toEqual([10, 20, 30, 255, 40, 50, 60, 255]);
    const grey = png([['IHDR', header(2, 1, 8, 0)], ['IDAT', deflateSync(Uint8Array.of(1, 100, 50))]]);
    expect([...(await decodePng(grey)).data]).toEqual([100, 100, 100, 255, 150, 150, 150, 255]);
    const greyAlpha = png([['IHDR', header(1, 1, 8, 4)], ['IDAT', deflateSync(Uint8Array.of(0, 80, 7))]]);
    expect([...(await decodePng(greyAlpha)).data]).toEqual([80, 80, 80, 7]);
    const wide = png([['IHDR', header(1, 1, 16, 6)], ['IDAT', deflateSync(Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8))]]);
    expect([...(await decodePng(wide)).data]).toEqual([1, 3, 5, 7]);
    const palette = png([
      ['IHDR', header(2, 1, 8, 3)],
      ['PLTE', Uint8Array.of(255, 0, 0, 0, 0, 255)],
      ['tRNS', Uint8Array.of(128)],
      ['IDAT', deflateSync(Uint8Array.of(0, 0, 1))],
    ]);
    expect([...(await decodePng(palette)).data]).toEqual([255, 0, 0, 128, 0, 0, 255, 255]);
  });

  it('refuses what it cannot read with a reason: not a PNG, interlaced, truncated data, a broken stream', async () => {
    await expect(decodePng(Uint8Array.of(0xff, 0xd8, 0xff, 0))).rejects.toThrow('不是 PNG 文件');
    const interlaced = png([['IHDR', header(1, 1, 8, 6, 1)], ['IDAT', deflateSync(Uint8Array.of(0, 1, 2, 3, 4))]]);
    await expect(decodePng(interlaced)).rejects.toThrow('隔行扫描');
    const short = png([['IHDR', header(4, 4, 8, 6)], ['IDAT', deflateSync(Uint8Array.of(0, 1, 2, 3, 4))]]);
    await expect(decodePng(short)).rejects.toThrow('图像数据不完整');
    const broken = png([['IHDR', header(1, 1, 8, 6)], ['IDAT', Uint8Array.of(1, 2, 3, 4, 5)]]);
    await expect(decodePng(broken)).rejects.toBeInstanceOf(PngReadError);
  });
});

describe('the dev cutout host decoder limits', () => {
  it('stops inflating once the data passes what the header needs (a 1 × 1 image of 32 MB of zeros)', async () => {
    const bomb = png([
      ['IHDR', header(1, 1, 8, 6)],
      ['IDAT', deflateSync(new Uint8Array(32 * 1024 * 1024), { level: 9 })],
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    // This reason is given only by the streaming check that stops reading at the header's size, never after
    // the whole 32 MB has been inflated.
    const error = await decodePng(bomb).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PngReadError);
    expect((error as Error).message).toBe(INFLATED_TOO_LARGE);
  });

  it(`refuses more than ${MAX_MATTE_SIDE} × ${MAX_MATTE_SIDE} pixels before inflating, with the size in the reason`, async () => {
    const wide = png([
      ['IHDR', header(MAX_MATTE_SIDE + 1, MAX_MATTE_SIDE, 8, 6)],
      ['IDAT', deflateSync(new Uint8Array(16))],
    ]);
    await expect(decodePng(wide)).rejects.toThrow(`图片太大（${MAX_MATTE_SIDE + 1} × ${MAX_MATTE_SIDE}），开发环境的抠图服务最多处理 4096 × 4096 像素`);
  });
});

describe('the dev cutout host matte', () => {
  it('makes the border-coloured background transparent and keeps the subject opaque', async () => {
    const image = discOnGround(40, [250, 250, 250], [200, 30, 60]);
    const result = await matte(image);
    expect(borderColour(image)).toEqual([250, 250, 250, 255]);
    expect(alphaAt(result, 0, 0)).toBe(0);
    expect(alphaAt(result, 5, 20)).toBe(0);
    expect(alphaAt(result, 20, 20)).toBe(255);
    expect(alphaAt(result, 15, 20)).toBe(255);
    // The colours stay: only alpha changes.
    expect(result.data.subarray(20 * 40 * 4 + 80, 20 * 40 * 4 + 83)).toEqual(Uint8Array.of(200, 30, 60));
    const transparent = Array.from({ length: 1600 }, (_, i) => result.data[i * 4 + 3]).filter((a) => a === 0).length;
    expect(transparent).toBeGreaterThan(1600 * 0.7);
  });

  it('gives the edge between background and subject partial alpha (a soft edge)', async () => {
    const size = 40;
    const data = new Uint8Array(size * size * 4);
    // Background 240 beyond 16 px from the centre, the subject 100 within 6 px, a ramp between.
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const r = Math.max(Math.abs(x - 20), Math.abs(y - 20));
        const v = r > 16 ? 240 : r <= 6 ? 100 : Math.round(100 + ((r - 6) / 10) * 140);
        data.set([v, v, v, 255], (y * size + x) * 4);
      }
    }
    const result = await matte({ width: size, height: size, data });
    const row = Array.from({ length: 21 }, (_, x) => alphaAt(result, x, 20));
    expect(row[0]).toBe(0);
    expect(row[18]).toBe(255);
    expect(row.some((a) => a > 0 && a < 255)).toBe(true);
    // Never less opaque further in.
    for (let x = 1; x <= 20; x++) expect(row[x]!).toBeGreaterThanOrEqual(row[x - 1]!);
  });

  it('leaves a picture whose border is already transparent as it is (a dark subject on transparency stays)', async () => {
    const image = discOnGround(20, [0, 0, 0], [10, 10, 10]);
    for (let i = 0; i < 400; i++) if (image.data[i * 4] === 0) image.data[i * 4 + 3] = 0;
    expect((await matte(image)).data).toEqual(image.data);
  });

  it('keeps background-coloured pixels enclosed by the subject (only what the border reaches goes)', async () => {
    const image = discOnGround(40, [255, 255, 255], [20, 20, 20]);
    image.data.set([255, 255, 255, 255], (20 * 40 + 20) * 4);
    expect(alphaAt(await matte(image), 20, 20)).toBe(255);
  });

  it('yields to the event loop between slices: a timer set before a large matte fires before it ends', async () => {
    const image = discOnGround(1600, [250, 250, 250], [200, 30, 60]);
    const events: string[] = [];
    setTimeout(() => events.push('timer'), 0);
    const result = await matte(image);
    events.push('matte done');
    expect(events).toEqual(['timer', 'matte done']);
    expect(alphaAt(result, 0, 0)).toBe(0);
    expect(alphaAt(result, 800, 800)).toBe(255);
  });
});
