import { describe, expect, it } from 'vitest';
import { addLayer, imageLayer, type ImageLayerKind } from '../../../src/features/designer/model/layerFactory';
import { counter, layer, state } from './fixtures';

const canvas = { width: 500, height: 1000 };

describe('new image layers (spec 2 §9)', () => {
  const cases: [string, ImageLayerKind, { width: number; height: number; left: number; top: number }][] = [
    ['a sticker is 90 wide, height by aspect, centred', 'sticker', { width: 90, height: 45, left: 205, top: 477.5 }],
    ['a library image is fitted to the canvas width', 'image', { width: 500, height: 250, left: 0, top: 375 }],
    ['an uploaded image is fitted to the canvas width', 'upload', { width: 500, height: 250, left: 0, top: 375 }],
  ];
  it.each(cases)('%s', (_label, kind, expected) => {
    const made = imageLayer({ imageUrl: 'u.png', width: 800, height: 400, kind, canvas, newUuid: counter() });
    expect(made).toMatchObject({ ...expected, originalWidth: 800, originalHeight: 400 });
  });

  it('is a new image layer: new uuid, null id, unrotated, unlocked', () => {
    const made = imageLayer({ imageUrl: 'u.png', width: 10, height: 10, kind: 'upload', canvas, newUuid: counter() });
    expect(made).toMatchObject({ uuid: 'new-1', id: null, type: 'IMAGE', rotation: 0, locked: false, isBackground: false, isUserUploadImage: true });
  });

  it('marks only uploads as user-uploaded', () => {
    expect(imageLayer({ imageUrl: 'u.png', width: 10, height: 10, kind: 'sticker', canvas }).isUserUploadImage).toBe(false);
  });

  it('refuses an image without a size', () => {
    expect(() => imageLayer({ imageUrl: 'u.png', width: 0, height: 10, kind: 'image', canvas })).toThrow(RangeError);
  });

  it('addLayer puts the layer on top and selects it alone', () => {
    const after = addLayer(state([layer('a'), layer('b')], ['a', 'b']), layer('n'));
    expect(after.layers.map((l) => l.uuid)).toEqual(['a', 'b', 'n']);
    expect(after.selectedUuids).toEqual(['n']);
  });
});
