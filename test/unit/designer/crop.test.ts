import { describe, expect, it } from 'vitest';
import { clampCrop, cropLayer, dragCrop, screenToImage } from '../../../src/features/designer/model/crop';
import { bakedFilesOf, bakeKey, bakeOf, editableLayer } from '../../../src/features/designer/model/bakedLayer';
import { clampOpacity, setOpacity, sharedOpacity, stepOpacity } from '../../../src/features/designer/model/opacity';
import { createDesignerStore } from '../../../src/features/designer/model';
import { layer, state } from './fixtures';

/** A 200 × 100 image drawn 400 × 200 at (100, 100): 2 canvas pixels an image pixel. */
const photo = (over = {}) => layer('p', { width: 400, height: 200, left: 100, top: 100, ...over });

describe('cropLayer', () => {
  it('keeps the part left where it was drawn, at the same scale', () => {
    const cropped = cropLayer(photo(), { x: 100, y: 50, width: 100, height: 50 });
    expect(cropped).toMatchObject({ crop: { x: 100, y: 50, width: 100, height: 50 }, left: 300, top: 200, width: 200, height: 100 });
  });

  it('follows the layer turned and mirrored as it is drawn', () => {
    // Turned 90°: the image's right half is drawn below the centre (300, 200).
    const turned = cropLayer(photo({ rotation: 90 }), { x: 100, y: 0, width: 100, height: 100 });
    expect(turned.left + turned.width / 2).toBeCloseTo(300);
    expect(turned.top + turned.height / 2).toBeCloseTo(300);
    // Mirrored: the image's right half is drawn on the left.
    const flipped = cropLayer(photo({ horizontalFlip: true }), { x: 100, y: 0, width: 100, height: 100 });
    expect(flipped).toMatchObject({ left: 100, top: 100, width: 200, height: 200 });
  });

  it('starts again from the whole original, and the whole image leaves no crop', () => {
    const cropped = cropLayer(photo(), { x: 100, y: 50, width: 100, height: 50 });
    const whole = cropLayer(cropped, { x: 0, y: 0, width: 200, height: 100 });
    expect(whole).toMatchObject({ left: 100, top: 100, width: 400, height: 200 });
    expect('crop' in whole).toBe(false);
  });

  it('keeps whole pixels inside the image', () => {
    expect(clampCrop({ x: -5, y: 10.4, width: 400, height: 0.2 }, 200, 100)).toEqual({ x: 0, y: 10, width: 200, height: 1 });
  });
});

describe('dragging the crop frame', () => {
  const start = { x: 50, y: 20, width: 100, height: 60 };
  it('moves an edge up to the image edge and never past the opposite one', () => {
    expect(dragCrop(start, 'w', -80, 0, 200, 100)).toEqual({ x: 0, y: 20, width: 150, height: 60 });
    expect(dragCrop(start, 'se', 500, 500, 200, 100)).toEqual({ x: 50, y: 20, width: 150, height: 80 });
    expect(dragCrop(start, 'n', 0, 500, 200, 100)).toEqual({ x: 50, y: 79, width: 100, height: 1 });
  });

  it('moves the frame over the image, staying on it', () => {
    expect(dragCrop(start, 'move', 500, -500, 200, 100)).toEqual({ x: 100, y: 0, width: 100, height: 60 });
  });

  it('turns a pointer move back into the image axes', () => {
    // Turned 90° and drawn at 2 canvas pixels an image pixel, on a view at 0.5: a move down is +x in the image.
    const move = screenToImage(photo({ rotation: 90 }), 0.5, 0, 10);
    expect(move.dx).toBeCloseTo(10);
    expect(move.dy).toBeCloseTo(0);
    expect(screenToImage(photo({ horizontalFlip: true }), 1, 10, 0).dx).toBeCloseTo(-5);
  });
});

describe('opacity', () => {
  it('is a whole percentage in 0–100, and 100 leaves no field', () => {
    expect(clampOpacity(140)).toBe(100);
    expect(clampOpacity(-3)).toBe(0);
    expect(clampOpacity(33.6)).toBe(34);
    const faded = setOpacity(state([photo()]), ['p'], 40);
    expect(faded.layers[0]!.opacity).toBe(40);
    expect('opacity' in setOpacity(faded, ['p'], 100).layers[0]!).toBe(false);
    expect(sharedOpacity([...faded.layers, layer('q')])).toBeNull();
  });

  it('a step moves each layer from its own opacity, within 0–100, and leaves the others', () => {
    const layers = [photo({ opacity: 40 }), layer('q'), layer('r', { opacity: 1 }), layer('s', { opacity: 70 })];
    const down = stepOpacity(state(layers), ['p', 'q', 'r'], -2);
    expect(down.layers.map((l) => l.opacity)).toEqual([38, 98, 0, 70]);
    const up = stepOpacity(down, ['p', 'q', 'r'], 5);
    expect(up.layers.map((l) => l.opacity)).toEqual([43, undefined, 5, 70]);
    // Nothing to move: the same state, no undo step.
    const top = state([layer('q')]);
    expect(stepOpacity(top, ['q'], 1)).toBe(top);
  });

  it('a step is one undo step for every layer it moves', () => {
    const store = createDesignerStore(state([photo({ opacity: 40 }), layer('q')], ['p', 'q']));
    store.dispatch('stepOpacity', { uuids: ['p', 'q'], delta: -1 });
    expect(store.getState().layers.map((l) => l.opacity)).toEqual([39, 99]);
    store.dispatch('undo');
    expect(store.getState().layers.map((l) => l.opacity)).toEqual([40, undefined]);
  });

  it('a slider drag is one undo step', () => {
    const store = createDesignerStore(state([photo()], ['p']));
    store.beginInteraction();
    for (const value of [90, 70, 50]) store.updateInteraction(setOpacity(store.getState(), ['p'], value));
    store.endInteraction();
    expect(store.getState().layers[0]!.opacity).toBe(50);
    store.dispatch('undo');
    expect(store.getState().layers[0]!.opacity).toBeUndefined();
  });
});

describe('a saved layer with opacity and crop', () => {
  it('is edited on its original again, and its baked file is known', () => {
    const saved = layer('p', {
      imageUrl: 'https://files/baked.png',
      imageFileId: 'baked',
      originalWidth: 100,
      originalHeight: 50,
      opacity: 40,
      crop: { x: 100, y: 50, width: 100, height: 50 },
      sourceImage: { imageUrl: 'https://files/original.png', imageFileId: 'original', width: 200, height: 100 },
    });
    const editable = editableLayer(saved);
    expect(editable).toMatchObject({ imageUrl: 'https://files/original.png', imageFileId: 'original', originalWidth: 200, originalHeight: 100, opacity: 40 });
    expect('sourceImage' in editable).toBe(false);
    expect(bakedFilesOf([saved])).toEqual(new Map([[bakeKey('https://files/original.png', bakeOf(editable)!), 'baked']]));
    expect(bakeOf(layer('plain'))).toBeNull();
  });
});
