import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { counter, layer, order, stack, state } from './fixtures';

const imported = () => [layer('p1', { id: 'old-id', left: 10 }), layer('p2', { id: null, left: 20, isSelected: true })];

describe('importLayers', () => {
  it('adds the layers on top in their order, with new uuids and null ids, selected together', () => {
    const store = createDesignerStore(state(stack('ab'), ['a']), { newUuid: counter() });
    const outcome = store.dispatch('importLayers', imported());
    expect(outcome.ran).toBe(true);
    const { layers, selectedUuids } = store.getState();
    expect(layers).toHaveLength(4);
    const added = layers.slice(2);
    expect(added.map((l) => l.left)).toEqual([10, 20]);
    expect(added.every((l) => l.id === null && l.isSelected === false)).toBe(true);
    expect(added.map((l) => l.uuid)).not.toContain('p1');
    expect(new Set(added.map((l) => l.uuid)).size).toBe(2);
    expect(selectedUuids).toEqual(added.map((l) => l.uuid));
  });

  it('is one undo step, whatever the number of layers', () => {
    const store = createDesignerStore(state(stack('ab')), { newUuid: counter() });
    store.dispatch('importLayers', imported());
    expect(store.isDirty()).toBe(true);
    store.dispatch('undo');
    expect(order(store.getState())).toBe('ab');
    expect(store.isDirty()).toBe(false);
    store.dispatch('redo');
    expect(store.getState().layers).toHaveLength(4);
  });

  it('importing the same layers twice makes two sets with distinct uuids', () => {
    const store = createDesignerStore(state([]), { newUuid: counter() });
    store.dispatch('importLayers', imported());
    store.dispatch('importLayers', imported());
    expect(new Set(store.getState().layers.map((l) => l.uuid)).size).toBe(4);
  });

  it('nothing to import is refused and is no undo step', () => {
    const store = createDesignerStore(state(stack('a')), { newUuid: counter() });
    expect(store.dispatch('importLayers', []).ran).toBe(false);
    expect(store.canUndo()).toBe(false);
  });

  it('is refused while a save runs', () => {
    const store = createDesignerStore(state(stack('a')), { newUuid: counter() });
    store.setSaving(true);
    expect(store.dispatch('importLayers', imported()).ran).toBe(false);
  });

  it('a layer with a NaN, infinite or non-positive box never enters the model; only the good ones come in', () => {
    const store = createDesignerStore(state(stack('a')), { newUuid: counter() });
    const bad = [layer('n', { width: Number.NaN }), layer('i', { left: Number.POSITIVE_INFINITY }), layer('z', { width: 0, height: 0 }), layer('m', { height: -5 })];
    expect(store.dispatch('importLayers', bad).ran).toBe(false);
    expect(store.getState().layers).toHaveLength(1);
    expect(store.dispatch('importLayers', [...bad, layer('ok', { left: 30 })]).ran).toBe(true);
    const added = store.getState().layers.slice(1);
    expect(added.map((l) => [l.left, l.width > 0, Number.isFinite(l.top)])).toEqual([[30, true, true]]);
  });

  it('the artboard’s background becomes the template’s as spec 2 §4 makes a new one: covering the canvas, at the bottom, not selected', () => {
    const store = createDesignerStore(state(stack('ab'), [], { width: 500, height: 1000 }), { newUuid: counter() });
    const background = layer('bg', { left: 0, top: 250, width: 500, height: 500, originalWidth: 800, originalHeight: 800, isBackground: true, rotation: 10 });
    store.dispatch('importLayers', [layer('p1'), background, layer('p2')]);
    const { layers, selectedUuids } = store.getState();
    expect(layers.map((l) => [l.uuid, l.isBackground])).toEqual([['new-3', true], ['a', false], ['b', false], ['new-1', false], ['new-2', false]]);
    expect(layers[0]).toMatchObject({ left: -250, top: 0, width: 1000, height: 1000, rotation: 0 });
    expect(selectedUuids).toEqual(['new-1', 'new-2']);
  });

  it('a template’s own background stays: the artboard’s background layer then comes in as an ordinary layer where it lay', () => {
    const store = createDesignerStore(state(stack('Ba', { B: { isBackground: true } })), { newUuid: counter() });
    store.dispatch('importLayers', [layer('p1'), layer('bg', { isBackground: true, left: 7 }), layer('p2')]);
    const { layers } = store.getState();
    expect(layers.map((l) => [l.uuid, l.isBackground])).toEqual([['B', true], ['a', false], ['new-1', false], ['new-2', false], ['new-3', false]]);
    expect(layers[3]!.left).toBe(7);
  });
});
