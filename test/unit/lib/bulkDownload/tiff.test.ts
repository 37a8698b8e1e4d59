import { describe, expect, it } from 'vitest';
import { encodeTiff, statedDpi } from '../../../../src/lib/bulkDownload/tiff';
import { readTiffTags, tiffPixels, tiffinfo } from '../../../support/tiffFile';

function raster(width: number, height: number, alpha: (i: number) => number) {
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba[p * 4] = p % 251;
    rgba[p * 4 + 1] = (p * 7) % 253;
    rgba[p * 4 + 2] = (p * 13) % 255;
    rgba[p * 4 + 3] = alpha(p);
  }
  return rgba;
}

describe('encodeTiff', () => {
  it('writes RGBA with unassociated alpha, 300 dpi in inches, tags ascending, pixels as given', () => {
    const rgba = raster(300, 700, (p) => p % 256);
    const tiff = encodeTiff({ width: 300, height: 700, rgba, dpiX: 300, dpiY: 300 });
    const tags = readTiffTags(tiff);
    expect(tags.get(256)).toEqual([300]);
    expect(tags.get(257)).toEqual([700]);
    expect(tags.get(258)).toEqual([8, 8, 8, 8]);
    expect(tags.get(259)).toEqual([1]);
    expect(tags.get(262)).toEqual([2]);
    expect(tags.get(277)).toEqual([4]);
    expect(tags.get(282)).toEqual([300, 1]);
    expect(tags.get(283)).toEqual([300, 1]);
    expect(tags.get(296)).toEqual([2]);
    expect(tags.get(338)).toEqual([2]);
    expect(tags.get(273)!.length).toBeGreaterThan(1);
    expect(Buffer.compare(tiffPixels(tiff, tags), Buffer.from(rgba))).toBe(0);

    const info = tiffinfo(tiff);
    expect(info).toContain('Image Width: 300 Image Length: 700');
    expect(info).toContain('Bits/Sample: 8');
    expect(info).toContain('Samples/Pixel: 4');
    expect(info).toContain('Photometric Interpretation: RGB color');
    expect(info).toContain('Resolution: 300, 300 pixels/inch');
    expect(info).toContain('Extra Samples: 1<unassoc-alpha>');
  });

  it('writes an opaque image as RGB without an alpha sample', () => {
    const rgba = raster(5, 3, () => 255);
    const tiff = encodeTiff({ width: 5, height: 3, rgba, dpiX: 600, dpiY: 600 });
    const tags = readTiffTags(tiff);
    expect(tags.get(258)).toEqual([8, 8, 8]);
    expect(tags.get(277)).toEqual([3]);
    expect(tags.has(338)).toBe(false);
    const rgb = rgba.filter((_, i) => i % 4 !== 3);
    expect(Buffer.compare(tiffPixels(tiff, tags), Buffer.from(rgb))).toBe(0);
    const info = tiffinfo(tiff);
    expect(info).toContain('Image Width: 5 Image Length: 3');
    expect(info).toContain('Samples/Pixel: 3');
    expect(info).toContain('Resolution: 600, 600 pixels/inch');
    expect(info).not.toContain('Extra Samples');
  });

  it('keeps a fractional DPI to two decimals', () => {
    const tags = readTiffTags(encodeTiff({ width: 1, height: 1, rgba: new Uint8Array([1, 2, 3, 255]), dpiX: 72.5, dpiY: 254 }));
    expect(tags.get(282)).toEqual([7250, 100]);
    expect(tags.get(283)).toEqual([254, 1]);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodeTiff({ width: 2, height: 2, rgba: new Uint8Array(4), dpiX: 300, dpiY: 300 })).toThrow(RangeError);
  });
});

function pngWithChunks(chunks: { type: string; data: number[] }[]): Uint8Array {
  const parts: number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  for (const { type, data } of chunks) {
    const length = data.length;
    parts.push(length >>> 24, (length >>> 16) & 255, (length >>> 8) & 255, length & 255, ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0);
  }
  return Uint8Array.from(parts);
}
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('statedDpi', () => {
  it('reads a PNG pHYs in pixels per metre and takes 11811 as 300', () => {
    const png = pngWithChunks([
      { type: 'IHDR', data: Array<number>(13).fill(0) },
      { type: 'pHYs', data: [...u32(11811), ...u32(23622), 1] },
      { type: 'IDAT', data: [] },
    ]);
    expect(statedDpi(png)).toEqual({ x: 300, y: 600 });
  });

  it('says nothing for a PNG without pHYs, with only an aspect ratio, or with pHYs after the data', () => {
    expect(statedDpi(pngWithChunks([{ type: 'IHDR', data: Array<number>(13).fill(0) }, { type: 'IDAT', data: [] }]))).toBeNull();
    expect(statedDpi(pngWithChunks([{ type: 'pHYs', data: [...u32(1), ...u32(1), 0] }]))).toBeNull();
    expect(statedDpi(pngWithChunks([{ type: 'IDAT', data: [] }, { type: 'pHYs', data: [...u32(11811), ...u32(11811), 1] }]))).toBeNull();
  });

  it('reads a JPEG JFIF density in inches or centimetres', () => {
    const jfif = (units: number, x: number, y: number) =>
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, units, x >> 8, x & 255, y >> 8, y & 255, 0, 0]);
    expect(statedDpi(jfif(1, 300, 300))).toEqual({ x: 300, y: 300 });
    expect(statedDpi(jfif(2, 118, 118))).toEqual({ x: 299.72, y: 299.72 });
    expect(statedDpi(jfif(0, 1, 1))).toBeNull();
  });
});
