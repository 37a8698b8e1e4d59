import { describe, expect, it } from 'vitest';
import {
  DESIGNER_ACTIONS,
  createActionManager,
  createDesignerStore,
  layerName,
  layersForSave,
  validateForSave,
  withoutHiddenLayers,
  type Layer,
} from '../../../src/features/designer/model';
import { flipLayers } from '../../../src/features/designer/model/flip';
import { setHidden } from '../../../src/features/designer/model/visibility';
import { nodeAttrsFor } from '../../../src/features/designer/view/layerNodes';
import { strokeNodeAttrs } from '../../../src/features/designer/view/strokeNodeGeometry';
import { scrollNeeded } from '../../../src/features/designer/panels/useScrollToSelected';
import { layer, state, stack } from './fixtures';

const hidden = (uuid: string, overrides: Partial<Layer> = {}): Layer => ({ ...layer(uuid, overrides), hidden: true });

describe('flips (spec 2 §3 horizontalFlip, verticalFlip)', () => {
  it('turns over each named layer about its own box; the box stays', () => {
    const flipped = flipLayers(state(stack('ab'), ['a', 'b']), ['a', 'b'], 'horizontal');
    expect(flipped.layers.map((l) => [l.horizontalFlip, l.verticalFlip, l.left, l.top])).toEqual([
      [true, false, 0, 0],
      [true, false, 0, 0],
    ]);
    expect(flipLayers(flipped, ['a'], 'horizontal').layers[0]!.horizontalFlip).toBe(false);
    expect(flipLayers(flipped, ['a'], 'vertical').layers[0]!.verticalFlip).toBe(true);
  });

  it('leaves a locked layer as it is, and flips the background', () => {
    const s = state(stack('ab', { a: { isBackground: true }, b: { locked: true } }), ['a']);
    expect(flipLayers(s, ['a'], 'vertical').layers[0]!.verticalFlip).toBe(true);
    expect(flipLayers(s, ['b'], 'vertical')).toBe(s);
  });

  it('Shift+H and Shift+V are one undo step each, and clash with no other shortcut', () => {
    const warnings: string[] = [];
    const manager = createActionManager(DESIGNER_ACTIONS, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    const key = (k: string, shiftKey = true) => ({ key: k, shiftKey, ctrlKey: false, metaKey: false });
    expect(manager.actionForKey(key('H'))?.name).toBe('flipHorizontal');
    expect(manager.actionForKey(key('V'))?.name).toBe('flipVertical');
    expect(manager.actionForKey(key('h', false))).toBeNull();

    const store = createDesignerStore(state(stack('ab'), ['b']));
    store.dispatch('flipHorizontal');
    store.dispatch('flipVertical');
    expect(store.getState().layers[1]).toMatchObject({ horizontalFlip: true, verticalFlip: true });
    store.dispatch('undo');
    expect(store.getState().layers[1]).toMatchObject({ horizontalFlip: true, verticalFlip: false });
    store.dispatch('redo');
    expect(store.getState().layers[1]!.verticalFlip).toBe(true);
    expect(store.isDirty()).toBe(true);
  });

  it('leaves a locked layer as it is and says 图层已锁定, adding no undo step; flips the others of the selection', () => {
    const store = createDesignerStore(state(stack('ab', { b: { locked: true } }), ['b']));
    expect(store.dispatch('flipHorizontal')).toEqual({ ran: true, message: 'locked' });
    expect(store.getState().layers[1]!.horizontalFlip).toBe(false);
    expect(store.isDirty()).toBe(false);
    store.apply((s) => ({ ...s, selectedUuids: ['a', 'b'] }), 'never');
    expect(store.dispatch('flipVertical')).toEqual({ ran: true, message: 'locked' });
    expect(store.getState().layers.map((layer) => layer.verticalFlip)).toEqual([true, false]);
  });

  it('is refused with nothing selected', () => {
    const store = createDesignerStore(state(stack('ab'), []));
    expect(store.dispatch('flipHorizontal').ran).toBe(false);
  });
});

describe('hidden layers (the layer list eye)', () => {
  it('hides a layer and drops it from the selection; showing it removes the flag', () => {
    const s = state(stack('ab'), ['a', 'b']);
    const hid = setHidden(s, 'b', true);
    expect(hid.layers[1]!.hidden).toBe(true);
    expect(hid.selectedUuids).toEqual(['a']);
    const back = setHidden(hid, 'b', false);
    expect('hidden' in back.layers[1]!).toBe(false);
    expect(setHidden(s, 'b', false)).toBe(s);
  });

  it('is one undo step and makes the document dirty', () => {
    const store = createDesignerStore(state(stack('ab')));
    expect(store.dispatch('setHidden', { uuid: 'a', hidden: true }).ran).toBe(true);
    expect(store.isDirty()).toBe(true);
    expect(store.dispatch('setHidden', { uuid: 'a', hidden: true }).ran).toBe(false);
    store.dispatch('undo');
    expect(store.getState().layers[0]!.hidden).toBeUndefined();
    expect(store.isDirty()).toBe(false);
  });

  it('is left out of the save, with no hidden flag, indexes counted among the saved', () => {
    const s = state([layer('a'), hidden('b'), { ...layer('c'), hidden: false }], ['b', 'c']);
    const saved = layersForSave(s);
    expect(saved.map((l) => [l.uuid, l.index, l.isSelected])).toEqual([
      ['a', 0, false],
      ['c', 1, true],
    ]);
    expect(saved.some((l) => 'hidden' in l)).toBe(false);
    expect(withoutHiddenLayers(s).selectedUuids).toEqual(['c']);
  });

  it('saving needs a layer that is not hidden (请上传至少一个图层)', () => {
    expect(validateForSave(state([hidden('a')]))).toBe('noLayers');
    expect(validateForSave(state([hidden('a'), layer('b')]))).toBeNull();
  });

  it('is neither drawn nor boxed nor selected by Ctrl+A', () => {
    expect(nodeAttrsFor(hidden('a')).visible).toBe(false);
    expect(nodeAttrsFor(layer('a')).visible).toBe(true);
    // Its stroke goes with it.
    expect(strokeNodeAttrs(hidden('a'), 'blob:s', { width: 1.2, height: 1.2 }).visible).toBe(false);
    const store = createDesignerStore(state([layer('a'), hidden('b')]));
    store.dispatch('selectAll');
    expect(store.getState().selectedUuids).toEqual(['a']);
  });
});

describe('the layer list', () => {
  it('names a layer by its place from the bottom, as the rows do', () => {
    const s = state(stack('abc'));
    expect(layerName(s, 'a')).toBe('图层 1');
    expect(layerName(s, 'c')).toBe('图层 3');
  });

  it('scrolls just enough to show the selected row', () => {
    const list = { top: 100, bottom: 400 };
    expect(scrollNeeded(list, { top: 150, bottom: 200 })).toBe(0);
    expect(scrollNeeded(list, { top: 60, bottom: 110 })).toBe(-40);
    expect(scrollNeeded(list, { top: 380, bottom: 430 })).toBe(30);
    // A row taller than the list shows its top.
    expect(scrollNeeded(list, { top: 450, bottom: 900 })).toBe(350);
  });
});
