import { describe, expect, it } from 'vitest';
import { webpSize } from '../../../contract/imageHeader';
import { declaredSizeProblem, isTooLarge, MAX_IMAGE_SIDE } from '../../../src/lib/imageLimits';
import { casePng, declaredOnlyPng } from '../../support/pngFile';

const blob = (bytes: Uint8Array, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

function riff(chunk: string, body: number[]): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
  bytes.set([...'WEBP'].map((c) => c.charCodeAt(0)), 8);
  bytes.set([...chunk].map((c) => c.charCodeAt(0)), 12);
  bytes.set(body, 20);
  return bytes;
}

describe('image size limits, read before any decode', () => {
  it('reads the size a PNG declares, however little data it holds', async () => {
    expect(await declaredSizeProblem(blob(declaredOnlyPng(20000, 20000)))).toBe('tooLarge');
    expect(await declaredSizeProblem(blob(casePng(100, 210)))).toBeNull();
  });

  it('refuses a side over the limit and takes 8000 × 8000', () => {
    expect(isTooLarge({ width: 8000, height: 8000 })).toBe(false);
    expect(isTooLarge({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE })).toBe(false);
    expect(isTooLarge({ width: MAX_IMAGE_SIDE + 1, height: 10 })).toBe(true);
    expect(isTooLarge({ width: 10, height: 20000 })).toBe(true);
  });

  it('reads the three kinds of WebP header', () => {
    // VP8X: 24-bit width-1 and height-1 at 24 and 27.
    const extended = riff('VP8X', [0, 0, 0, 0, 0x1f, 0x4e, 0x00, 0x3f, 0x1f, 0x00]);
    expect(webpSize(extended)).toEqual({ width: 0x4e1f + 1, height: 0x1f3f + 1 });
    // VP8L: the 0x2f signature, then 14 bits of width-1 and 14 of height-1.
    const bits = (1999 & 0x3fff) | ((2999 & 0x3fff) << 14);
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff]);
    expect(webpSize(lossless)).toEqual({ width: 2000, height: 3000 });
    // VP8: the frame's start code 9d 01 2a, then 14-bit width and height.
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x1f, 0x80, 0x0c]);
    expect(webpSize(lossy)).toEqual({ width: 0x1f40, height: 0x0c80 });
  });

  it('reads no size from bytes it cannot read, and calls the file damaged', async () => {
    expect(await declaredSizeProblem(blob(new Uint8Array([1, 2, 3])))).toBe('damaged');
    expect(webpSize(riff('VP8L', [0x00]))).toBeNull();
  });
});
