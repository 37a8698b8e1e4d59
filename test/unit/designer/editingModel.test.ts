/** The designer's editing model — held keys, saves, locked layers, minimum size, actions only. */
import { describe, expect, it } from 'vitest';
import { DESIGNER_ACTIONS } from '../../../src/features/designer/model/actions';
import { MIN_LAYER_SIZE } from '../../../src/features/designer/model/constants';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { imageLayer } from '../../../src/features/designer/model/layerFactory';
import { clampResize, resizeLayer, scaleLayers } from '../../../src/features/designer/model/transform';
import { counter, layer, order, stack, state } from './fixtures';

const left = (store: ReturnType<typeof createDesignerStore>, uuid: string) =>
  store.getState().layers.find((l) => l.uuid === uuid)!.left;

describe('a held key is one undo step', () => {
  it('auto-repeat joins the step of the first press, so earlier steps stay reachable', () => {
    const store = createDesignerStore(state(stack('ab'), ['b']));
    for (let i = 0; i < 5; i++) {
      store.dispatch('nudgeDown');
      // A pointer press between: each nudge is a burst of its own.
      store.endBurst();
    }
    store.dispatch('nudgeRight');
    for (let i = 0; i < 40; i++) store.dispatchRepeat('nudgeRight');
    expect(left(store, 'b')).toBe(41);
    store.dispatch('undo');
    expect(left(store, 'b')).toBe(0);
    let undos = 0;
    while (store.dispatch('undo').ran) undos++;
    expect(undos).toBe(5);
    expect(store.getState().layers[1].top).toBe(0);
  });

  it('a repeat after anything else is a step of its own', () => {
    const store = createDesignerStore(state(stack('ab'), ['b']));
    store.dispatch('nudgeRight');
    store.dispatch('flipHorizontal');
    store.dispatchRepeat('nudgeRight');
    store.dispatch('undo');
    expect(left(store, 'b')).toBe(1);
    // An undo in between: the repeat that follows does not rewrite the step undo went back to.
    store.dispatch('undo');
    store.dispatchRepeat('nudgeRight');
    expect(left(store, 'b')).toBe(2);
    store.dispatch('undo');
    expect(left(store, 'b')).toBe(1);
  });
});

describe('a burst of nudges is one undo step', () => {
  const top = (store: ReturnType<typeof createDesignerStore>, uuid: string) =>
    store.getState().layers.find((l) => l.uuid === uuid)!.top;

  it('presses in a row, any direction, with and without Shift, go back with one undo', () => {
    const store = createDesignerStore(state(stack('ab'), ['b']));
    for (let i = 0; i < 5; i++) store.dispatch('nudgeRight');
    store.dispatch('nudgeDownFar');
    store.dispatch('nudgeLeft');
    expect([left(store, 'b'), top(store, 'b')]).toEqual([4, 10]);
    store.dispatch('undo');
    expect([left(store, 'b'), top(store, 'b')]).toEqual([0, 0]);
    expect(store.canUndo()).toBe(false);
  });

  const endings: [string, (store: ReturnType<typeof createDesignerStore>) => void][] = [
    ['a pointer press', (store) => store.endBurst()],
    ['another action', (store) => store.dispatch('flipHorizontal')],
    ['a selection change', (store) => store.apply((s) => ({ ...s, selectedUuids: ['a', 'b'] }), 'never')],
    ['a save', (store) => store.markSaved()],
    ['an undo and a redo', (store) => {
      store.dispatch('undo');
      store.dispatch('redo');
    }],
  ];
  it.each(endings)('ends at %s: the next nudge is a step of its own', (_label, end) => {
    const store = createDesignerStore(state(stack('ab'), ['b']));
    store.dispatch('nudgeRight');
    store.dispatch('nudgeRight');
    end(store);
    store.dispatch('nudgeRightFar');
    expect(left(store, 'b')).toBe(12);
    store.dispatch('undo');
    expect(left(store, 'b')).toBe(2);
  });

  it('a refused nudge joins nothing: the next one is a step of its own', () => {
    const store = createDesignerStore(state(stack('ab'), ['b']));
    store.dispatch('flipHorizontal');
    store.apply((s) => ({ ...s, selectedUuids: [] }), 'never');
    expect(store.dispatch('nudgeRight').ran).toBe(false);
    store.apply((s) => ({ ...s, selectedUuids: ['b'] }), 'never');
    store.dispatch('nudgeRight');
    store.dispatch('undo');
    expect(store.getState().layers[1]!.horizontalFlip).toBe(true);
  });
});

describe('while a save runs', () => {
  it('undo, redo and every other action are refused, and the snapshot says so', () => {
    const store = createDesignerStore(state(stack('ab'), ['b']));
    store.dispatch('nudgeRight');
    store.endBurst();
    store.dispatch('nudgeRight');
    store.dispatch('undo');
    store.setSaving(true);
    expect(store.getSnapshot()).toMatchObject({ saving: true, canUndo: false, canRedo: false });
    expect(store.isEnabled('undo')).toBe(false);
    expect(store.dispatch('undo')).toEqual({ ran: false });
    expect(store.dispatch('redo')).toEqual({ ran: false });
    expect(store.dispatch('nudgeLeft')).toEqual({ ran: false });
    expect(left(store, 'b')).toBe(1);
    store.setSaving(false);
    expect(store.getSnapshot()).toMatchObject({ saving: false, canUndo: true, canRedo: true });
    expect(store.dispatch('undo').ran).toBe(true);
  });
});

describe('a locked layer cannot be deleted', () => {
  it('Delete on a locked layer selected alone changes nothing and says 图层已锁定 (locked)', () => {
    const store = createDesignerStore(state(stack('ab', { b: { locked: true } }), ['b']));
    expect(store.dispatch('delete')).toMatchObject({ ran: true, message: 'locked' });
    expect(order(store.getState())).toBe('ab');
    expect(store.canUndo()).toBe(false);
  });

  it('a selection with a locked layer deletes the others, keeps it, and says so', () => {
    const store = createDesignerStore(state(stack('abc', { b: { locked: true } }), ['b', 'c']));
    expect(store.dispatch('delete')).toMatchObject({ ran: true, message: 'locked' });
    expect(order(store.getState())).toBe('ab');
    expect(store.canUndo()).toBe(true);
  });

  it('the background can still be deleted', () => {
    const store = createDesignerStore(state(stack('ab', { a: { isBackground: true } }), ['a']));
    expect(store.dispatch('delete').ran).toBe(true);
    expect(order(store.getState())).toBe('b');
  });
});

describe('minimum layer size', () => {
  const before = { left: 100, top: 100, width: 200, height: 100 };

  it('keeps a box that is large enough', () => {
    const proposed = { left: 100, top: 100, width: 120, height: 60 };
    expect(clampResize(before, proposed, MIN_LAYER_SIZE)).toEqual(proposed);
  });

  it('a bottom-right corner dragged past the top-left stops at the minimum, held at the top-left', () => {
    const collapsed = { left: 99, top: 99, width: 1, height: 0.5 };
    expect(clampResize(before, collapsed, 20)).toEqual({ left: 100, top: 100, width: 40, height: 20 });
  });

  it('a top-left corner dragged past the bottom-right stops at the minimum, held at the bottom-right', () => {
    const collapsed = { left: 300, top: 200, width: 1, height: 0.5 };
    expect(clampResize(before, collapsed, 20)).toEqual({ left: 260, top: 180, width: 40, height: 20 });
  });

  it('resizeLayer applies it; a layer already smaller is not made to grow', () => {
    const s = state([layer('a', { left: 10, top: 10, width: 100, height: 50 }), layer('t', { width: 8, height: 8 })]);
    const shrunk = resizeLayer(s, 'a', { left: 10, top: 10, width: 1, height: 1 });
    expect(Math.min(shrunk.layers[0].width, shrunk.layers[0].height)).toBe(MIN_LAYER_SIZE);
    expect(resizeLayer(s, 't', { left: 0, top: 0, width: 2, height: 2 })).toBe(s);
  });

  it('the keyboard scale-down stops before the minimum', () => {
    let s = state([layer('a', { width: 100, height: 50 })], ['a']);
    for (let i = 0; i < 100; i++) s = scaleLayers(s, ['a'], 0.95);
    expect(s.layers[0].height).toBeGreaterThanOrEqual(MIN_LAYER_SIZE);
    expect(s.layers[0].height * 0.95).toBeLessThan(MIN_LAYER_SIZE);
  });
});

describe('every edit is an action', () => {
  it('adding a layer goes through addLayer: one undo step, selected, refused while saving', () => {
    const store = createDesignerStore(state(stack('a')));
    const added = imageLayer({ imageUrl: 'blob:x', width: 200, height: 100, kind: 'image', canvas: store.getState().canvas, newUuid: counter() });
    expect(store.isEnabled('addLayer', added)).toBe(true);
    expect(store.dispatch('addLayer', added).ran).toBe(true);
    expect(store.getState().selectedUuids).toEqual([added.uuid]);
    // The same layer twice is no edit.
    expect(store.isEnabled('addLayer', added)).toBe(false);
    store.dispatch('undo');
    expect(order(store.getState())).toBe('a');
    store.setSaving(true);
    expect(store.dispatch('addLayer', added)).toEqual({ ran: false });
  });

  it('drag-sort goes through moveLayerTo, says 移动图层成功~ and is one undo step; the background is not dragged', () => {
    const store = createDesignerStore(state(stack('abc', { a: { isBackground: true } })));
    expect(store.dispatch('moveLayerTo', { uuid: 'c', toIndex: 1 })).toEqual({ ran: true, message: 'moved' });
    expect(order(store.getState())).toBe('acb');
    expect(store.isEnabled('moveLayerTo', { uuid: 'a', toIndex: 2 })).toBe(false);
    store.dispatch('undo');
    expect(order(store.getState())).toBe('abc');
  });

  it('every registered action answers isEnabled', () => {
    for (const action of DESIGNER_ACTIONS) expect(typeof action.isEnabled).toBe('function');
  });
});
