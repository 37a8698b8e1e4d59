import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../src/messages';
import { ThumbnailError, makeThumbnail, thumbnailExtension, thumbnailSize, vectorThumbnailSize } from '../../../src/lib/thumbnail';

describe('thumbnailSize', () => {
  const cases: [string, [number, number, number?], [number, number]][] = [
    ['brings a 1:2 image down to 400 on its long side', [1000, 2000], [200, 400]],
    ['brings a landscape image down to 400 wide', [3000, 1500], [400, 200]],
    ['brings a square down to 400 × 400', [1200, 1200], [400, 400]],
    ['keeps an image of exactly 400', [400, 800 / 2], [400, 400]],
    ['never upscales a small sticker', [300, 300], [300, 300]],
    ['never upscales a 1 × 1 image', [1, 1], [1, 1]],
    ['rounds the short side to whole pixels', [1000, 333], [400, 133]],
    ['keeps at least one pixel on the short side', [4000, 2], [400, 1]],
    ['rounds a fractional size below the limit', [120.4, 60.6], [120, 61]],
    ['takes another limit', [1000, 2000, 100], [50, 100]],
    ['takes the 200 px list size', [800, 600, 200], [200, 150]],
  ];
  it.each(cases)('%s', (_label, [width, height, max], expected) => {
    const size = thumbnailSize(width, height, max);
    expect([size.width, size.height]).toEqual(expected);
    expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
  });

  it.each([
    [0, 100],
    [100, -1],
    [Number.NaN, 100],
    [Number.POSITIVE_INFINITY, 100],
  ])('refuses an image of %s × %s', (width, height) => {
    expect(() => thumbnailSize(width, height)).toThrow(RangeError);
  });
});

describe('vectorThumbnailSize', () => {
  const cases: [string, [number, number], [number, number]][] = [
    ['draws a small 1:2 SVG at 200 × 400', [75, 150], [200, 400]],
    ['draws Chrome’s 300 × 150 default at 400 × 200', [300, 150], [400, 200]],
    ['brings a large SVG down to 400', [1000, 2000], [200, 400]],
    ['keeps a fractional viewBox’s ratio in whole pixels', [10.5, 3], [400, 114]],
  ];
  it.each(cases)('%s', (_label, [width, height], expected) => {
    const size = vectorThumbnailSize(width, height);
    expect([size.width, size.height]).toEqual(expected);
  });
});

describe('makeThumbnail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rejects an image that does not decode with the merchant’s text', async () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')));
    const broken = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])], { type: 'image/png' });
    const failure = await makeThumbnail(broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ThumbnailError);
    expect((failure as ThumbnailError).message).toBe(MSG.common.imageDamaged);
    expect((failure as ThumbnailError).detail).toContain('could not be decoded');
  });
});

describe('thumbnailExtension', () => {
  it.each([
    ['image/webp', 'webp'],
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
  ])('names a %s thumbnail .%s', (type, extension) => {
    expect(thumbnailExtension(new Blob([], { type }))).toBe(extension);
  });
});
