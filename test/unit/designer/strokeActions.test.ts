import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../contract/templates';
import { setBackground } from '../../../src/features/designer/model/background';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import type { StrokeResult } from '../../../src/features/designer/model/actionPayloads';
import { DEFAULT_STROKE } from '../../../contract/stroke';
import { canStroke, strokeForNewImage, strokePending } from '../../../src/features/designer/model/strokeActions';
import { layer, state } from './fixtures';

const stroke = (over: Partial<Stroke> = {}): Stroke => ({ ...DEFAULT_STROKE, imageUrl: null, ...over });
const result = (over: Partial<StrokeResult> = {}): StrokeResult => ({
  uuid: 'a',
  stroke: stroke(),
  sourceImageUrl: 'https://img.example/a.png',
  strokeSvgData: 'M0 0 L1 0 L1 1 Z',
  imageUrl: 'blob:stroke-1',
  imageFrame: { width: 1.2, height: 1.4 },
  ...over,
});
const start = () => createDesignerStore(state([layer('a'), layer('t', { type: 'TEXT' }), layer('c', { type: 'AI_CUTOUT' })], ['a']));
const strokeOf = (store: ReturnType<typeof start>, uuid = 'a') => store.getState().layers.find((l) => l.uuid === uuid)!;

describe('setStroke', () => {
  it('sets the settings as one undo step, the image and path left to compute', () => {
    const store = start();
    expect(store.dispatch('setStroke', { uuid: 'a', stroke: stroke({ imageUrl: 'blob:old', imageFileId: 'f' }) }).ran).toBe(true);
    const a = strokeOf(store);
    expect(a.stroke).toMatchObject({ ...DEFAULT_STROKE, imageUrl: null, imageFileId: null, imageFrame: null });
    expect(a.strokeSvgData).toBeNull();
    expect(strokePending(a)).toBe(true);
    expect(store.canUndo()).toBe(true);
    store.dispatch('undo');
    expect(strokeOf(store).stroke).toBeNull();
  });

  it('the same settings again are no edit; null removes the stroke and its path', () => {
    const store = start();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke() });
    store.dispatch('strokeComputed', result());
    const before = store.getState();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke({ imageUrl: 'whatever' }) });
    expect(store.getState()).toBe(before);
    store.dispatch('setStroke', { uuid: 'a', stroke: null });
    expect(strokeOf(store)).toMatchObject({ stroke: null, strokeSvgData: null });
  });

  it('is refused for text, AI cutout and background layers, and for a layer with no image', () => {
    const store = start();
    for (const uuid of ['t', 'c']) expect(store.isEnabled('setStroke', { uuid, stroke: stroke() })).toBe(false);
    expect(canStroke(layer('x', { isBackground: true }))).toBe(false);
    expect(canStroke(layer('x', { imageUrl: '' }))).toBe(false);
    expect(canStroke(layer('x'))).toBe(true);
  });
});

describe('strokeComputed', () => {
  it('fills in the image, frame and path without an undo step of its own', () => {
    const store = start();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke() });
    store.dispatch('strokeComputed', result());
    expect(strokeOf(store).stroke).toMatchObject({ imageUrl: 'blob:stroke-1', imageFrame: { width: 1.2, height: 1.4 } });
    expect(strokeOf(store).strokeSvgData).toBe('M0 0 L1 0 L1 1 Z');
    store.dispatch('undo');
    expect(strokeOf(store).stroke).toBeNull();
    // Redo brings back the settings with their computed image: undo kept the present as it was.
    store.dispatch('redo');
    expect(strokeOf(store).stroke?.imageUrl).toBe('blob:stroke-1');
  });

  it('drops a stale answer: other settings since, another image since, or the stroke removed', () => {
    const store = start();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke({ width: 5 }) });
    const pending = store.getState();
    store.dispatch('strokeComputed', result({ stroke: stroke({ width: 4 }) }));
    expect(store.getState()).toBe(pending);
    store.dispatch('strokeComputed', result({ stroke: stroke({ width: 5 }), sourceImageUrl: 'blob:previous-image' }));
    expect(store.getState()).toBe(pending);
    store.dispatch('setStroke', { uuid: 'a', stroke: null });
    const removed = store.getState();
    store.dispatch('strokeComputed', result({ stroke: stroke({ width: 5 }) }));
    expect(store.getState()).toBe(removed);
  });

  it('a slider drag through an interaction is one undo step back to the stroke before it', () => {
    const store = start();
    store.dispatch('setStroke', { uuid: 'a', stroke: stroke() });
    store.dispatch('strokeComputed', result());
    const before = store.getState();
    const from = store.beginInteraction();
    for (const width of [5, 6, 7, 8]) {
      const next = { ...from, layers: from.layers.map((l) => (l.uuid === 'a' ? { ...l, stroke: stroke({ width }), strokeSvgData: null } : l)) };
      store.updateInteraction(next);
      store.dispatch('strokeComputed', result({ stroke: stroke({ width }), imageUrl: `blob:w${width}` }));
    }
    store.endInteraction();
    expect(strokeOf(store).stroke).toMatchObject({ width: 8, imageUrl: 'blob:w8' });
    store.dispatch('undo');
    expect(store.getState()).toBe(before);
  });
});

describe('setBackground', () => {
  it('resets the stroke and its path', () => {
    const s = state([layer('a', { stroke: stroke({ imageUrl: 'blob:s' }), strokeSvgData: 'M0 0 Z' })]);
    expect(setBackground(s, 'a').layers[0]).toMatchObject({ isBackground: true, stroke: null, strokeSvgData: null });
  });
});

describe('strokeForNewImage', () => {
  it('keeps the settings and leaves the stroke to compute again around the new image', () => {
    const l = strokeForNewImage(layer('a', { stroke: stroke({ imageUrl: 'blob:s', imageFileId: 'f', imageFrame: { width: 1.1, height: 1.1 } }), strokeSvgData: 'M0 0 Z' }));
    expect(l.stroke).toMatchObject({ ...DEFAULT_STROKE, imageUrl: null, imageFileId: null, imageFrame: null });
    expect(strokePending(l)).toBe(true);
    expect(strokeForNewImage(layer('b'))).toEqual(layer('b'));
  });
});
