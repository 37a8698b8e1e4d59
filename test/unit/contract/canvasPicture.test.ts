import { describe, expect, it } from 'vitest';
import { canvasPictureSize, PICTURE_MAX_ASPECT, THUMBNAIL_HEIGHT } from '../../../contract/canvasPicture';

describe('a picture of a template canvas', () => {
  it('is 600 high for a canvas of a phone case’s shape, or any up to 8 times as wide as high (spec 2 §9)', () => {
    expect(canvasPictureSize({ width: 500, height: 1044 }, THUMBNAIL_HEIGHT)).toEqual({ width: 287, height: 600, scale: 600 / 1044 });
    expect(canvasPictureSize({ width: 4800, height: 600 }, THUMBNAIL_HEIGHT)).toEqual({ width: 4800, height: 600, scale: 1 });
  });

  it('is narrower for a wider canvas, so a browser can draw it: never wider than 8 times the height asked', () => {
    const strip = canvasPictureSize({ width: 30000, height: 20 }, THUMBNAIL_HEIGHT);
    expect(strip).toEqual({ width: THUMBNAIL_HEIGHT * PICTURE_MAX_ASPECT, height: 3, scale: 0.16 });
  });

  it('keeps each side at least one pixel', () => {
    expect(canvasPictureSize({ width: 1, height: 30000 }, THUMBNAIL_HEIGHT)).toEqual({ width: 1, height: 600, scale: 0.02 });
    expect(canvasPictureSize({ width: 30000, height: 1 }, 400)).toEqual({ width: 3200, height: 1, scale: 3200 / 30000 });
  });
});
