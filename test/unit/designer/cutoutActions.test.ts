import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { replaceImage, setCutoutSettings } from '../../../src/features/designer/model/cutoutActions';
import { importLayers } from '../../../src/features/designer/model/importActions';
import { layer, state } from './fixtures';

const STROKE = { color: '#000000', width: 2, style: 'SOLID' as const, opacity: 1, color2: '#ffffff', width2: 0, opacity2: 1, offset: 0, imageUrl: null };

describe('setCutoutSettings (spec 2 §3: aiCutoutType and the placeholder of a cutout layer)', () => {
  const cutout = layer('a', { type: 'AI_CUTOUT', id: null, left: 100, top: 200, width: 100, height: 50 });

  it('sets the type and placeholder, taking the placeholder proportions about the same centre', () => {
    const after = setCutoutSettings(state([cutout]), { uuid: 'a', aiCutoutType: 'head', aiCutoutPlaceholderImageType: '17', placeholderSize: { width: 200, height: 300 } });
    expect(after.layers[0]).toMatchObject({ aiCutoutType: 'head', aiCutoutPlaceholderImageType: '17', left: 100, width: 100, height: 150, top: 150 });
  });

  it('keeps the box without a size, and changes nothing when nothing changes', () => {
    const before = state([cutout]);
    const typed = setCutoutSettings(before, { uuid: 'a', aiCutoutType: 'body', aiCutoutPlaceholderImageType: null });
    expect(typed.layers[0]).toMatchObject({ aiCutoutType: 'body', width: 100, height: 50, top: 200 });
    expect(setCutoutSettings(typed, { uuid: 'a', aiCutoutType: 'body', aiCutoutPlaceholderImageType: null })).toBe(typed);
  });

  it('leaves an image layer alone', () => {
    const before = state([layer('a')]);
    expect(setCutoutSettings(before, { uuid: 'a', aiCutoutType: 'head', aiCutoutPlaceholderImageType: '1' })).toBe(before);
  });
});

describe('replaceImage (a cutout result replaces the picture)', () => {
  const image = layer('a', { left: 10, top: 20, width: 100, height: 50, originalWidth: 200, originalHeight: 100, stroke: STROKE, strokeSvgData: 'M0 0' });

  it('keeps the box for a result of the same size and the stroke settings, tracing the outline again', () => {
    const after = replaceImage(state([image]), { uuid: 'a', imageUrl: 'blob:cut', imageFileId: null, originalWidth: 200, originalHeight: 100 });
    expect(after.layers[0]).toMatchObject({ imageUrl: 'blob:cut', imageFileId: null, left: 10, top: 20, width: 100, height: 50, strokeSvgData: null, id: 'id-a' });
    expect(after.layers[0]!.stroke).toMatchObject({ ...STROKE, imageUrl: null, imageFileId: null, imageFrame: null });
  });

  it('draws a result of another size at the same scale about the same centre', () => {
    const after = replaceImage(state([image]), { uuid: 'a', imageUrl: 'blob:cut', imageFileId: null, originalWidth: 100, originalHeight: 100 });
    expect(after.layers[0]).toMatchObject({ width: 50, height: 50, left: 35, top: 20, originalWidth: 100, originalHeight: 100 });
  });

  it('refuses a layer that is not an image, and an empty picture', () => {
    const cutout = state([layer('a', { type: 'AI_CUTOUT' })]);
    expect(replaceImage(cutout, { uuid: 'a', imageUrl: 'x', imageFileId: null, originalWidth: 1, originalHeight: 1 })).toBe(cutout);
    const before = state([image]);
    expect(replaceImage(before, { uuid: 'a', imageUrl: 'x', imageFileId: null, originalWidth: 0, originalHeight: 10 })).toBe(before);
  });

  it('is one undo step through the store, and undo brings the old picture back', () => {
    const store = createDesignerStore(state([image], ['a']));
    store.dispatch('replaceImage', { uuid: 'a', imageUrl: 'blob:cut', imageFileId: null, originalWidth: 200, originalHeight: 100 });
    expect(store.getState().layers[0]!.imageUrl).toBe('blob:cut');
    store.dispatch('undo');
    expect(store.getState().layers[0]!.imageUrl).toBe(image.imageUrl);
    expect(store.isEnabled('replaceImage', { uuid: 'missing', imageUrl: 'x', imageFileId: null, originalWidth: 1, originalHeight: 1 })).toBe(false);
  });
});

describe('an image that could not be read, replaced (fitBox)', () => {
  it('fits the new picture into the layer’s box, centred, whatever its size', () => {
    const image = layer('a', { left: 100, top: 100, width: 300, height: 300, originalWidth: 2000, originalHeight: 2000 });
    const [after] = replaceImage(state([image]), { uuid: 'a', imageUrl: 'blob:new', imageFileId: null, originalWidth: 400, originalHeight: 200, fitBox: true }).layers;
    expect(after).toMatchObject({ imageUrl: 'blob:new', imageFileId: null, width: 300, height: 150, left: 100, top: 175 });
  });
});

describe('the store keeps which images could not be read', () => {
  it('publishes a new snapshot when the view finds an image unreadable, and again when it reads', () => {
    const store = createDesignerStore(state([layer('a')]));
    const first = store.getSnapshot();
    store.setImageReadable('https://img.example/a.png', false);
    expect(store.getSnapshot()).not.toBe(first);
    expect([...store.getSnapshot().unreadable]).toEqual(['https://img.example/a.png']);
    const marked = store.getSnapshot();
    store.setImageReadable('https://img.example/a.png', false);
    expect(store.getSnapshot()).toBe(marked);
    store.setImageReadable('https://img.example/a.png', true);
    expect(store.getSnapshot().unreadable.size).toBe(0);
    // Not a document change: nothing to save, nothing to undo.
    expect(store.isDirty()).toBe(false);
    expect(store.canUndo()).toBe(false);
  });
});

describe('a PSD artboard’s background colour brought into the designer', () => {
  const colour = () => layer('bg', { isBackground: true, imageUrl: 'blob:colour' });
  let n = 0;
  const newUuid = () => `new-${++n}`;

  it('becomes the background, at the bottom, of a template that has none; the other layers go on top, selected', () => {
    const after = importLayers(state([layer('a')]), [colour(), layer('p')], newUuid);
    expect(after.layers.map((l) => [l.imageUrl, l.isBackground])).toEqual([
      ['blob:colour', true],
      ['https://img.example/a.png', false],
      ['https://img.example/p.png', false],
    ]);
    expect(after.selectedUuids).toEqual([after.layers[2]!.uuid]);
  });

  it('never takes the place of a background the template has of its own (the PSD import then leaves the colour out: layersToPlace)', () => {
    const after = importLayers(state([layer('a', { isBackground: true }), layer('b')]), [colour(), layer('p')], newUuid);
    expect(after.layers.map((l) => [l.imageUrl, l.isBackground])).toEqual([
      ['https://img.example/a.png', true],
      ['https://img.example/b.png', false],
      ['blob:colour', false],
      ['https://img.example/p.png', false],
    ]);
  });
});
