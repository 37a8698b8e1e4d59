import { describe, expect, it, vi } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { moveLayers } from '../../../src/features/designer/model/transform';
import { clickLayer } from '../../../src/features/designer/model/selection';
import { counter, layer, order, stack, state } from './fixtures';

const start = () => createDesignerStore(state(stack('abc'), ['c']), { newUuid: counter() });

describe('designer store', () => {
  it('starts clean, with nothing to undo or redo', () => {
    const store = start();
    expect(store.getSnapshot()).toMatchObject({ dirty: false, canUndo: false, canRedo: false, interacting: false });
  });

  it('an edit makes it dirty and undoable; undoing back makes it clean again', () => {
    const store = start();
    store.dispatch('moveDown');
    expect(order(store.getState())).toBe('acb');
    expect(store.isDirty()).toBe(true);
    expect(store.canUndo()).toBe(true);
    store.dispatch('undo');
    expect(order(store.getState())).toBe('abc');
    expect(store.isDirty()).toBe(false);
    expect(store.canRedo()).toBe(true);
  });

  it('markSaved makes the present the clean point', () => {
    const store = start();
    store.dispatch('nudgeLeft');
    store.markSaved();
    expect(store.isDirty()).toBe(false);
    store.dispatch('undo');
    expect(store.isDirty()).toBe(true);
  });

  it('a selection change is neither dirty nor an undo step, and keeps redo', () => {
    const store = start();
    store.dispatch('nudgeLeft');
    store.dispatch('undo');
    store.apply((s) => clickLayer(s, 'a'), 'never');
    expect(store.getState().selectedUuids).toEqual(['a']);
    expect(store.getSnapshot()).toMatchObject({ dirty: false, canUndo: false, canRedo: true });
  });

  it('a drag of 200 pointer moves is one undo step', () => {
    const store = start();
    const from = store.beginInteraction();
    for (let i = 1; i <= 200; i++) store.updateInteraction(moveLayers(from, ['c'], i, i / 2));
    expect(store.getSnapshot().interacting).toBe(true);
    store.endInteraction();
    expect(store.getState().layers[2]).toMatchObject({ left: 200, top: 100 });
    store.dispatch('undo');
    expect(store.getState().layers[2]).toMatchObject({ left: 0, top: 0 });
    expect(store.canUndo()).toBe(false);
  });

  it('a cancelled drag returns to where it started and leaves the store clean', () => {
    const store = start();
    const from = store.beginInteraction();
    store.updateInteraction(moveLayers(from, ['c'], 50, 50));
    store.cancelInteraction();
    expect(store.getState()).toBe(from);
    expect(store.getSnapshot()).toMatchObject({ dirty: false, canUndo: false, interacting: false });
  });

  it('dispatch returns the message and skips actions whose predicate refuses', () => {
    const store = start();
    expect(store.dispatch('moveUp')).toEqual({ ran: true, message: 'top' });
    expect(store.dispatch('undo')).toEqual({ ran: false });
    expect(store.canUndo()).toBe(false);
  });

  it('keeps at most 20 snapshots', () => {
    const store = start();
    // A pointer press between each: thirty nudges of their own, not one burst.
    for (let i = 0; i < 30; i++) {
      store.dispatch('nudgeRight');
      store.endBurst();
    }
    let undos = 0;
    while (store.dispatch('undo').ran) undos++;
    expect(undos).toBe(19);
    expect(store.getState().layers[2].left).toBe(11);
  });

  it('notifies subscribers on change only, with a stable snapshot in between', () => {
    const store = start();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.apply((s) => s, 'immediately');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.dispatch('copy');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch('undo');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('apply with capture immediately is one undo step', () => {
    const store = start();
    store.apply((s) => ({ ...s, layers: [...s.layers, layer('n')] }), 'immediately');
    expect(store.getSnapshot()).toMatchObject({ canUndo: true, dirty: true });
  });
});
