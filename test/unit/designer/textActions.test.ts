import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import type { TextEdit } from '../../../src/features/designer/model/actionPayloads';
import { editTextLayer, textLayer, textStyleOf } from '../../../src/features/designer/model/textActions';
import { counter, layer, state } from './fixtures';

const canvas = { width: 500, height: 1000 };
const style = { text: '你好', fontId: 'f1', fontFamilyUrl: '/api/files/f1/content', fontColor: '#646464', verticalText: false };

function added(image = { imageUrl: 'blob:a', width: 260, height: 160 }) {
  return textLayer({ ...style, image, canvas, newUuid: counter('t') });
}

const centre = (l: { left: number; top: number; width: number; height: number }) => ({ x: l.left + l.width / 2, y: l.top + l.height / 2 });

describe('textLayer: the layer an added text becomes', () => {
  it('is a TEXT layer carrying its text fields, centred, at half its pixel size, never uploaded yet', () => {
    const text = added();
    expect(text).toMatchObject({ ...style, type: 'TEXT', uuid: 't-1', id: null, imageUrl: 'blob:a', imageFileId: null });
    expect(text).toMatchObject({ width: 130, height: 80, originalWidth: 260, originalHeight: 160 });
    expect(centre(text)).toEqual({ x: 250, y: 500 });
  });

  it('is at most 80 % of the canvas width', () => {
    const text = added({ imageUrl: 'blob:long', width: 4800, height: 130 });
    expect(text.width).toBeCloseTo(400);
    expect(centre(text).x).toBeCloseTo(250);
  });

  it('is added on top and selected through addLayer, one undo step', () => {
    const store = createDesignerStore(state([layer('a')], ['a'], canvas));
    const text = added();
    expect(store.dispatch('addLayer', text).ran).toBe(true);
    expect(store.getState().selectedUuids).toEqual([text.uuid]);
    store.dispatch('undo');
    expect(store.getState().layers.map((l) => l.uuid)).toEqual(['a']);
  });

  it('reads back its style; an image layer has none', () => {
    expect(textStyleOf(added())).toEqual(style);
    expect(textStyleOf(layer('img'))).toBeNull();
  });
});

describe('editText', () => {
  const text = { ...added(), left: 60, top: 300, rotation: 30 };
  const change = (overrides: Partial<TextEdit> = {}): TextEdit => ({
    uuid: text.uuid,
    ...style,
    text: '你好世界',
    fontColor: '#ff0000',
    image: { imageUrl: 'blob:b', width: 460, height: 160 },
    ...overrides,
  });

  it('keeps the centre, the rotation and the character size; the new picture is local', () => {
    const before = { ...text, imageFileId: 'file-old' };
    const after = editTextLayer(state([before], [], canvas), change()).layers[0]!;
    expect(centre(after)).toEqual(centre(before));
    expect(after).toMatchObject({ text: '你好世界', fontColor: '#ff0000', imageUrl: 'blob:b', imageFileId: null, rotation: 30 });
    // Shown at half the picture's pixels: the renderer drew it at the layer's character size.
    expect(after).toMatchObject({ width: 230, height: 80, originalWidth: 460, originalHeight: 160 });
  });

  it('turned vertical, it still fits 80 % of the canvas and keeps the centre', () => {
    const after = editTextLayer(state([text], [], canvas), change({ verticalText: true, image: { imageUrl: 'blob:v', width: 160, height: 5000 } })).layers[0]!;
    expect(after.height).toBeCloseTo(800);
    expect(centre(after).x).toBeCloseTo(centre(text).x);
    expect(centre(after).y).toBeCloseTo(centre(text).y);
  });

  it('is one undo step, and redo brings the edit back', () => {
    const store = createDesignerStore(state([text], [text.uuid], canvas));
    expect(store.dispatch('editText', change()).ran).toBe(true);
    expect(store.getState().layers[0]!.text).toBe('你好世界');
    expect(store.canUndo()).toBe(true);
    store.dispatch('undo');
    expect(store.getState().layers[0]).toEqual(text);
    expect(store.canUndo()).toBe(false);
    store.dispatch('redo');
    expect(store.getState().layers[0]!).toMatchObject({ text: '你好世界', imageUrl: 'blob:b' });
  });

  it.each([
    ['an empty text', { text: '' }],
    ['only spaces', { text: '   ' }],
    ['51 characters', { text: '字'.repeat(51) }],
  ])('refuses %s and changes nothing', (_name, overrides) => {
    const store = createDesignerStore(state([text], [], canvas));
    expect(store.dispatch('editText', change(overrides)).ran).toBe(false);
    expect(store.getState().layers[0]).toBe(text);
    expect(store.canUndo()).toBe(false);
  });

  it('refuses an image layer and an unknown uuid', () => {
    const store = createDesignerStore(state([layer('img')], [], canvas));
    expect(store.dispatch('editText', change({ uuid: 'img' })).ran).toBe(false);
    expect(store.dispatch('editText', change({ uuid: 'gone' })).ran).toBe(false);
  });
});
