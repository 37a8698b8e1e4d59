import { describe, expect, it } from 'vitest';
import { fitArtboard, importedImageLayer, placeableLayers, placeOnCanvas, placeShown } from '../../../../src/lib/psd/psdPlacement';

const CANVAS = { width: 500, height: 1044 };

describe('fitting an artboard to the template canvas', () => {
  it('an artboard of the canvas shape fills it at its scale', () => {
    expect(fitArtboard({ width: 1000, height: 2088 }, CANVAS)).toEqual({ scale: 0.5, offsetX: 0, offsetY: 0 });
  });

  it('a wide artboard takes the canvas width and is centred vertically', () => {
    const fit = fitArtboard({ width: 1000, height: 500 }, CANVAS);
    expect(fit).toEqual({ scale: 0.5, offsetX: 0, offsetY: (1044 - 250) / 2 });
  });

  it('a tall artboard takes the canvas height and is centred horizontally', () => {
    const fit = fitArtboard({ width: 200, height: 2088 }, CANVAS);
    expect(fit.scale).toBe(0.5);
    expect(fit.offsetX).toBe(200);
    expect(fit.offsetY).toBe(0);
  });

  it('shows the artboard’s background covering the canvas, any other layer by the fit', () => {
    const fit = fitArtboard({ width: 1000, height: 1000 }, CANVAS);
    const box = { left: 0, top: 0, width: 1000, height: 1000 };
    expect(placeShown({ ...box, background: true }, fit, CANVAS)).toEqual({ left: -272, top: 0, width: 1044, height: 1044 });
    expect(placeShown(box, fit, CANVAS)).toEqual({ left: 0, top: 272, width: 500, height: 500 });
  });

  it('places a layer by the fit, two decimals', () => {
    const fit = fitArtboard({ width: 1082, height: 722 }, CANVAS);
    const placed = placeOnCanvas({ left: 95, top: 241, width: 469, height: 233 }, fit);
    const scale = 500 / 1082;
    expect(placed.left).toBeCloseTo(95 * scale, 2);
    expect(placed.top).toBeCloseTo((1044 - 722 * scale) / 2 + 241 * scale, 2);
    expect(placed.width).toBeCloseTo(469 * scale, 2);
    expect(placed.height).toBeCloseTo(233 * scale, 2);
  });

  it('a layer scaled down to the image limit keeps its box, its original size is the image\'s', () => {
    const layer = importedImageLayer({ left: 0, top: 0, width: 20000, height: 100 }, { scale: 0.025, offsetX: 0, offsetY: 0 }, { url: 'blob:y', fileId: null, width: 8192, height: 41 }, 'u-2');
    expect([layer.width, layer.height, layer.originalWidth, layer.originalHeight]).toEqual([500, 2.5, 8192, 41]);
  });

  it('an imported layer keeps its name from the file, cut to 30 characters, and its folder as a group; the background joins no group', () => {
    const fit = { scale: 1, offsetX: 0, offsetY: 0 };
    const box = { left: 0, top: 0, width: 10, height: 10, name: ` ${'长'.repeat(40)} `, folder: { key: 2, name: '贴纸组' } };
    const layer = importedImageLayer(box, fit, { url: 'blob:x', fileId: null }, 'u-1');
    expect(layer).toMatchObject({ name: '长'.repeat(30), groupId: 'psd-folder-2', groupName: '贴纸组' });
    const background = importedImageLayer({ ...box, name: '背景', background: true }, fit, { url: 'blob:x', fileId: null }, 'u-2');
    expect(background).toMatchObject({ name: '背景' });
    expect(background.groupId).toBeUndefined();
    // A name that is only an invisible character is no name: the list calls the layer 图层 N.
    expect(importedImageLayer({ ...box, name: '\u200b', folder: undefined }, fit, { url: 'blob:x', fileId: null }, 'u-3').name).toBeUndefined();
  });

  it('an imported layer is a new IMAGE layer: null id, the given uuid and image, its pixel size as original', () => {
    const layer = importedImageLayer({ left: -10, top: 0, width: 40, height: 20 }, { scale: 2, offsetX: 0, offsetY: 0 }, { url: 'blob:x', fileId: null }, 'u-1');
    expect(layer).toMatchObject({
      id: null,
      uuid: 'u-1',
      type: 'IMAGE',
      imageUrl: 'blob:x',
      imageFileId: null,
      left: -20,
      top: 0,
      width: 80,
      height: 40,
      originalWidth: 40,
      originalHeight: 20,
      isBackground: false,
      stroke: null,
    });
  });
});

describe('placeable layers', () => {
  const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height });

  it('leaves out a layer whose box on the canvas is NaN, infinite or has no size, and counts it', () => {
    const layers = [box(0, 0, 100, 100), box(Number.NaN, 0, 10, 10), box(0, Number.POSITIVE_INFINITY, 10, 10), box(0, 0, 0, 10), box(0, 0, 10, -1), box(5, 5, 20, 20)];
    const placed = placeableLayers({ width: 1000, height: 2088 }, layers, CANVAS);
    expect(placed.layers).toEqual([layers[0], layers[5]]);
    expect(placed.skipped).toBe(4);
  });

  it('a 1-pixel layer of a 30000-pixel artboard on a 100-pixel canvas rounds to 0 wide: left out', () => {
    const placed = placeableLayers({ width: 30000, height: 30000 }, [box(0, 0, 1, 1), box(0, 0, 300, 300)], { width: 100, height: 100 });
    expect(placed.layers).toHaveLength(1);
    expect(placed.skipped).toBe(1);
  });

  it('an artboard of no size places nothing (its fit is infinite)', () => {
    expect(placeableLayers({ width: 0, height: 0 }, [box(0, 0, 10, 10)], CANVAS)).toMatchObject({ layers: [], skipped: 1 });
  });
});
