import { describe, expect, it } from 'vitest';
import { sampleNearest, sampleSize, type Pixels } from '../../../../src/lib/psd/psdPreview';

/** A `width` × `height` image whose pixel (x, y) is [x, y, 0, 255]. */
function coordinates(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 0, 255], (y * width + x) * 4);
  return { width, height, data };
}

const pixels = (data: Uint8ClampedArray) => Array.from({ length: data.length / 4 }, (_, i) => Array.from(data.subarray(i * 4, i * 4 + 4)));

describe('a layer sampled down for the artboard preview', () => {
  it('is sampled at twice its box on the preview, and never above its own size', () => {
    expect(sampleSize({ x: 0, y: 0, width: 1000, height: 800 }, 100.2, 40)).toEqual({ width: 201, height: 80 });
    expect(sampleSize({ x: 0, y: 0, width: 50, height: 30 }, 100, 40)).toEqual({ width: 50, height: 30 });
    expect(sampleSize({ x: 0, y: 0, width: 50, height: 30 }, 0.1, 0.1)).toEqual({ width: 1, height: 1 });
  });

  it('takes the pixel nearest each sample centre, whole bytes as they were', () => {
    const out = sampleNearest(coordinates(4, 4), { x: 0, y: 0, width: 4, height: 4 }, 2, 2);
    expect(pixels(out)).toEqual([
      [1, 1, 0, 255],
      [3, 1, 0, 255],
      [1, 3, 0, 255],
      [3, 3, 0, 255],
    ]);
  });

  it('samples only inside the crop', () => {
    const out = sampleNearest(coordinates(6, 4), { x: 2, y: 1, width: 2, height: 3 }, 2, 3);
    expect(pixels(out).map(([x, y]) => [x, y])).toEqual([
      [2, 1],
      [3, 1],
      [2, 2],
      [3, 2],
      [2, 3],
      [3, 3],
    ]);
  });

  it('keeps transparency: alpha is copied with the colour', () => {
    const image = coordinates(2, 1);
    image.data[3] = 0;
    expect(pixels(sampleNearest(image, { x: 0, y: 0, width: 2, height: 1 }, 2, 1))[0]).toEqual([0, 0, 0, 0]);
  });
});
