import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { layersToCopy, layersToCut, selectForContextMenu } from '../../../src/features/designer/model/clipboardActions';
import { pasteCopies } from '../../../src/features/designer/model/copy';
import { counter, layer, order, stack, state } from './fixtures';

describe('clipboard actions', () => {
  it('copies the selection bottom to top, locked layers included', () => {
    const s = state(stack('abc', { c: { locked: true } }), ['c', 'a']);
    expect(layersToCopy(s).map((l) => l.uuid)).toEqual(['a', 'c']);
  });

  it('cuts neither a locked layer nor takes it to the clipboard; the background may be cut', () => {
    const s = state(stack('Bab', { B: { isBackground: true }, b: { locked: true } }), ['B', 'a', 'b']);
    expect(layersToCut(s).map((l) => l.uuid)).toEqual(['B', 'a']);
  });

  const pastes: [string, { left: number; top: number }, { left: number; top: number }][] = [
    ['offsets by 10 percent of its position (spec 2 §4)', { left: 200, top: 100 }, { left: 220, top: 110 }],
    ['at the origin it moves by 10 percent of its size, never onto itself', { left: 0, top: 0 }, { left: 10, top: 5 }],
  ];
  it.each(pastes)('a paste over its original %s', (_label, at, expected) => {
    const after = pasteCopies(state([layer('a', at)]), [layer('a', at)], counter());
    expect(after.layers[1]).toMatchObject({ uuid: 'new-1', id: null });
    expect(after.layers[1]!.left).toBeCloseTo(expected.left, 9);
    expect(after.layers[1]!.top).toBeCloseTo(expected.top, 9);
  });

  it('a cut pastes back where it was: nothing is there any more', () => {
    const after = pasteCopies(state(stack('x')), [layer('a', { left: 200, top: 100 })], counter());
    expect(after.layers[1]).toMatchObject({ uuid: 'new-1', id: null, left: 200, top: 100 });
  });

  it('a second paste of a cut lands one offset from the first, which is on the spot', () => {
    const first = pasteCopies(state(stack('x')), [layer('a', { left: 200, top: 100 })], counter());
    const second = pasteCopies(first, [layer('a', { left: 200, top: 100 })], counter());
    expect(second.layers[2]).toMatchObject({ left: 220, top: 110 });
  });

  it('layers pasted together move together when one of them would land on its original', () => {
    const kept = layer('a', { left: 200, top: 100 });
    const after = pasteCopies(state([kept]), [kept, layer('b', { left: 100, top: 50 })], counter());
    expect(after.layers.slice(1).map((l) => [l.left, l.top])).toEqual([
      [220, 110],
      [110, 55],
    ]);
  });

  it('pastes on top of the stack with new uuids and null ids, and selects the pasted layers', () => {
    const after = pasteCopies(state(stack('xy'), ['x']), [layer('a', { id: '7' }), layer('B', { isBackground: true, id: '8' })], counter());
    expect(order(after)).toBe('xynew-1new-2');
    expect(after.selectedUuids).toEqual(['new-1', 'new-2']);
    expect(after.layers.slice(2).map((l) => [l.id, l.isBackground])).toEqual([
      [null, false],
      [null, false],
    ]);
  });

  it('a paste, a cut and a duplicate are one undo step each', () => {
    const store = createDesignerStore(state(stack('abc'), ['b']), { newUuid: counter() });
    store.dispatch('pasteLayers', [layer('z', { left: 10, top: 10 })]);
    expect(order(store.getState())).toBe('abcnew-1');
    store.dispatch('duplicate');
    expect(order(store.getState())).toBe('abcnew-1new-2');
    expect(store.getState().layers[4]!.left).toBeCloseTo(20, 9);
    store.apply((s) => ({ ...s, selectedUuids: ['a', 'b'] }), 'never');
    store.dispatch('cutToClipboard');
    expect(order(store.getState())).toBe('cnew-1new-2');
    store.dispatch('undo');
    expect(order(store.getState())).toBe('abcnew-1new-2');
    store.dispatch('undo');
    expect(order(store.getState())).toBe('abcnew-1');
    store.dispatch('undo');
    expect(order(store.getState())).toBe('abc');
    expect(store.canUndo()).toBe(false);
  });

  it('a cut leaves a locked layer and says 图层已锁定; all locked, it is no undo step', () => {
    const store = createDesignerStore(state(stack('abc', { b: { locked: true } }), ['a', 'b']));
    expect(store.dispatch('cutToClipboard')).toEqual({ ran: true, message: 'locked' });
    expect(order(store.getState())).toBe('bc');
    store.apply((s) => ({ ...s, selectedUuids: ['b'] }), 'never');
    expect(store.dispatch('cutToClipboard')).toEqual({ ran: true, message: 'locked' });
    expect(order(store.getState())).toBe('bc');
    store.dispatch('undo');
    expect(order(store.getState())).toBe('abc');
    expect(store.canUndo()).toBe(false);
  });

  it('copying changes nothing and is no undo step; nothing selected, no clipboard action applies', () => {
    const store = createDesignerStore(state(stack('ab'), ['a']));
    const before = store.getState();
    expect(store.dispatch('copyToClipboard').ran).toBe(true);
    expect(store.getState()).toBe(before);
    expect(store.canUndo()).toBe(false);
    store.apply((s) => ({ ...s, selectedUuids: [] }), 'never');
    for (const name of ['copyToClipboard', 'cutToClipboard', 'duplicate'] as const) expect(store.isEnabled(name)).toBe(false);
    expect(store.isEnabled('pasteLayers', [])).toBe(false);
    expect(store.isEnabled('pasteLayers', [layer('z')])).toBe(true);
  });

  const rightClicks: [string, string[], string | null, string[]][] = [
    ['on a layer outside the selection selects it alone', ['a', 'b'], 'c', ['c']],
    ['on a layer of the selection keeps the selection', ['a', 'b'], 'b', ['a', 'b']],
    ['on the empty canvas clears the selection', ['a'], null, []],
  ];
  it.each(rightClicks)('a right-click %s', (_label, selected, uuid, expected) => {
    expect(selectForContextMenu(state(stack('abc'), selected), uuid).selectedUuids).toEqual(expected);
  });
});
