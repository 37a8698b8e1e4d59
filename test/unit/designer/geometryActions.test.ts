import { describe, expect, it } from 'vitest';
import { createActionManager } from '../../../src/features/designer/model/actionManager';
import type { ActionName } from '../../../src/features/designer/model/actionTypes';
import { DESIGNER_ACTIONS } from '../../../src/features/designer/model/actions';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { editGeometry, limitTyped, MAX_TYPED_SIDE, selectionGeometry, type GeometryEdit } from '../../../src/features/designer/model/geometryEdit';
import { rotatedBounds, unionBounds } from '../../../src/features/designer/model/geometry';
import type { KeyLike } from '../../../src/features/designer/model/shortcuts';
import type { Layer } from '../../../src/features/designer/model/types';
import { layer, state } from './fixtures';

const box = (l: Layer) => [l.left, l.top, l.width, l.height];
const typed = (field: GeometryEdit['field'], value: number, keepRatio = true): GeometryEdit => ({ field, value, keepRatio });

describe('typed numbers on one layer', () => {
  // 100 × 50 at (10, 20).
  const one = () => state([layer('a', { left: 10, top: 20 })], ['a']);
  const cases: [string, GeometryEdit, number[]][] = [
    ['X moves it', typed('left', 30), [30, 20, 100, 50]],
    ['Y moves it', typed('top', -5), [10, -5, 100, 50]],
    ['width with the ratio locked scales both, from the top-left corner', typed('width', 200), [10, 20, 200, 100]],
    ['height with the ratio locked', typed('height', 100), [10, 20, 200, 100]],
    ['width unlocked changes only the width', typed('width', 150, false), [10, 20, 150, 50]],
    ['height unlocked changes only the height', typed('height', 75, false), [10, 20, 100, 75]],
    ['a width below the minimum stops at 40 (unlocked)', typed('width', 10, false), [10, 20, 40, 50]],
    ['a height below the minimum keeps the shape at 40 tall (locked)', typed('height', 10), [10, 20, 80, 40]],
    ['0 is the minimum too', typed('width', 0), [10, 20, 80, 40]],
  ];
  it.each(cases)('%s', (_label, change, expected) => {
    expect(box(editGeometry(one(), change).layers[0]!)).toEqual(expected);
  });

  it('rotation is kept as typed (no 3° snap), within (-180, 180], to 2 decimals', () => {
    const rotate = (value: number) => editGeometry(one(), typed('rotation', value)).layers[0]!.rotation;
    expect(rotate(2)).toBe(2);
    expect(rotate(270)).toBe(-90);
    expect(rotate(-180)).toBe(180);
    expect(rotate(12.3456)).toBe(12.35);
  });

  it('a value that changes nothing, or is not a number, returns the state itself', () => {
    const s = one();
    expect(editGeometry(s, typed('left', 10))).toBe(s);
    expect(editGeometry(s, typed('width', 100))).toBe(s);
    expect(editGeometry(s, typed('left', Number.NaN))).toBe(s);
  });

  it('a locked layer or the background is not changed, and the fields say why', () => {
    for (const [lock, reason] of [
      [{ locked: true }, 'locked'],
      [{ isBackground: true }, 'background'],
    ] as const) {
      const s = state([layer('a', lock)], ['a']);
      expect(editGeometry(s, typed('left', 99))).toBe(s);
      expect(selectionGeometry(s)?.lockedBy).toBe(reason);
    }
    expect(selectionGeometry(one())).toEqual({ left: 10, top: 20, width: 100, height: 50, rotation: 0, lockedBy: null });
    expect(selectionGeometry(state([layer('a')], []))).toBeNull();
  });
});

describe('typed numbers on several layers: the box around them', () => {
  // a 100 × 50 at (0, 0), b 100 × 50 at (100, 150): the box is (0, 0) 200 × 200.
  const two = (overrides: Partial<Layer> = {}) =>
    state([layer('a', { left: 0, top: 0 }), layer('b', { left: 100, top: 150, ...overrides })], ['a', 'b']);
  const frame = (layers: readonly Layer[]) => unionBounds(layers.map(rotatedBounds));

  it('shows the box, and no rotation when they are turned differently', () => {
    expect(selectionGeometry(two())).toEqual({ left: 0, top: 0, width: 200, height: 200, rotation: 0, lockedBy: null });
    expect(selectionGeometry(two({ rotation: 30 }))?.rotation).toBeNull();
  });

  it('a typed angle turns a whole group as one piece about its box\'s centre, its top member ending at the angle', () => {
    const grouped = (bRotation: number) =>
      state(
        [layer('a', { left: 0, top: 0, groupId: 'g', groupName: '编组 1' }), layer('b', { left: 100, top: 150, rotation: bRotation, groupId: 'g', groupName: '编组 1' })],
        ['a', 'b'],
      );
    // The box is (0, 0) 200 × 200: a quarter turn about (100, 100) swaps the members' places.
    const turned = editGeometry(grouped(0), typed('rotation', 90)).layers;
    expect(turned.map((l) => l.rotation)).toEqual([90, 90]);
    const centres = turned.map((l) => [l.left + l.width / 2, l.top + l.height / 2].map((v) => Math.round(v * 1e6) / 1e6));
    expect(centres).toEqual([
      [175, 50],
      [25, 150],
    ]);
    // Turned differently (the field shows 混合): the top member ends at the angle, the other keeps its 10° to it.
    expect(editGeometry(grouped(10), typed('rotation', 100)).layers.map((l) => l.rotation)).toEqual([90, 100]);
    // Not the whole group (one member left out): each selected layer is set to the angle where it stands.
    const part = state([...grouped(10).layers, layer('c', { left: 300, groupId: 'g', groupName: '编组 1' })], ['a', 'b']);
    expect(editGeometry(part, typed('rotation', 100)).layers.map((l) => l.rotation)).toEqual([100, 100, 0]);
  });

  it('X and Y move them all by the same amount', () => {
    const after = editGeometry(two(), typed('left', 50)).layers;
    expect(after.map((l) => l.left)).toEqual([50, 150]);
    expect(editGeometry(two(), typed('top', 10)).layers.map((l) => l.top)).toEqual([10, 160]);
  });

  it('width with the ratio locked scales the box and each member from the top-left corner', () => {
    const after = editGeometry(two(), typed('width', 400)).layers;
    expect(after.map(box)).toEqual([
      [0, 0, 200, 100],
      [200, 300, 200, 100],
    ]);
    expect(frame(after)).toEqual({ left: 0, top: 0, width: 400, height: 400 });
  });

  it('height unlocked stretches only vertically', () => {
    const after = editGeometry(two(), typed('height', 300, false)).layers;
    expect(frame(after)).toEqual({ left: 0, top: 0, width: 200, height: 300 });
    expect(after.map(box)).toEqual([
      [0, 0, 100, 75],
      [100, 225, 100, 75],
    ]);
  });

  it('stops scaling down where the first member reaches its minimum', () => {
    const after = editGeometry(two(), typed('width', 20)).layers;
    // 50 tall → 40 is a factor of 0.8.
    expect(after.map((l) => [l.width, l.height])).toEqual([
      [80, 40],
      [80, 40],
    ]);
  });

  it('a member turned a quarter takes the other axis’s factor', () => {
    // b is drawn 50 × 100 about its centre (150, 175): the box is 175 wide, and 350 doubles it.
    const after = editGeometry(two({ rotation: 90 }), typed('width', 350, false)).layers[1]!;
    // Its own height lies along the canvas's width.
    expect([after.width, after.height, after.rotation]).toEqual([100, 100, 90]);
  });

  it('width unlocked with a member turned off the right angles: the box takes the width, the turned one keeps its shape', () => {
    const before = two({ rotation: 30 });
    const after = editGeometry(before, typed('width', 400, false)).layers;
    const box = frame(after)!;
    const was = frame(before.layers)!;
    expect(box.width).toBeCloseTo(400, 6);
    expect([box.left, box.top, box.height]).toEqual([was.left, was.top, was.height].map((n) => expect.closeTo(n, 6)));
    // Never squashed: the turned member is the same 100 × 50 at 30°, its centre carried along the stretch.
    expect([after[1]!.width, after[1]!.height, after[1]!.rotation]).toEqual([100, 50, 30]);
    // The upright one stretches with the box.
    expect(after[0]!.height).toBe(50);
    expect(after[0]!.width).toBeGreaterThan(100);
  });

  it('height unlocked on members all turned off the right angles and stacked: scaled whole, never squashed', () => {
    const stacked = state([layer('a', { left: 0, top: 0, rotation: 45 }), layer('b', { left: 0, top: 0, rotation: -20 })], ['a', 'b']);
    const after = editGeometry(stacked, typed('height', 300, false)).layers;
    expect(frame(after)!.height).toBeCloseTo(300, 6);
    for (const member of after) expect(member.width / member.height).toBeCloseTo(2, 9);
  });

  it('rotation turns each member about its own centre', () => {
    const after = editGeometry(two(), typed('rotation', 45)).layers;
    expect(after.map((l) => [l.left, l.top, l.rotation])).toEqual([
      [0, 0, 45],
      [100, 150, 45],
    ]);
  });

  it('a locked member stays, and the box is that of the ones that move', () => {
    const s = state([layer('a', { left: 0, top: 0, locked: true }), layer('b', { left: 100, top: 150 })], ['a', 'b']);
    expect(selectionGeometry(s)).toMatchObject({ left: 100, top: 150, width: 100, height: 50, lockedBy: null });
    const after = editGeometry(s, typed('left', 0));
    expect(after.layers[0]).toBe(s.layers[0]);
    expect(after.layers[1]!.left).toBe(0);
  });
});

describe('setGeometry, align and distribute as actions', () => {
  const three = () =>
    state(
      [layer('a', { left: 0, top: 0 }), layer('b', { left: 150, top: 100 }), layer('c', { left: 400, top: 300 })],
      ['a', 'b', 'c'],
    );

  it('each typed value is one undo step; one that changes nothing is none', () => {
    const store = createDesignerStore(state([layer('a', { left: 10, top: 20 })], ['a']));
    store.dispatch('setGeometry', typed('left', 30));
    store.dispatch('setGeometry', typed('width', 200));
    store.dispatch('setGeometry', typed('width', 200));
    expect(box(store.getState().layers[0]!)).toEqual([30, 20, 200, 100]);
    store.dispatch('undo');
    expect(box(store.getState().layers[0]!)).toEqual([30, 20, 100, 50]);
    store.dispatch('undo');
    expect(box(store.getState().layers[0]!)).toEqual([10, 20, 100, 50]);
    expect(store.canUndo()).toBe(false);
  });

  it('a value typed for a layer applies to it even once another is selected', () => {
    const store = createDesignerStore(state([layer('a', { left: 10 }), layer('b', { left: 300 })], ['b']));
    store.dispatch('setGeometry', { ...typed('left', 50), uuids: ['a'] });
    expect(store.getState().layers.map((l) => l.left)).toEqual([50, 300]);
  });

  it('setGeometry is disabled when nothing selected can move', () => {
    const store = createDesignerStore(state([layer('a', { locked: true }), layer('b', { isBackground: true })], ['a']));
    expect(store.isEnabled('setGeometry', typed('left', 5))).toBe(false);
    expect(store.dispatch('setGeometry', typed('left', 5))).toEqual({ ran: false });
  });

  it('each align or distribute is one undo step, and disabled when it would move nothing', () => {
    const store = createDesignerStore(three());
    const names: ActionName[] = ['alignLeft', 'alignCentreX', 'alignRight', 'alignTop', 'alignCentreY', 'alignBottom', 'distributeHorizontal', 'distributeVertical'];
    for (const name of names) expect(store.isEnabled(name), name).toBe(true);
    store.dispatch('alignTop');
    expect(store.isEnabled('alignTop')).toBe(false);
    expect(store.dispatch('alignTop')).toEqual({ ran: false });
    store.dispatch('distributeHorizontal');
    expect(store.getState().layers.map((l) => l.left)).toEqual([0, 200, 400]);
    expect(store.isEnabled('distributeHorizontal')).toBe(false);
    store.dispatch('undo');
    store.dispatch('undo');
    expect(store.getState()).toEqual(three());
    expect(store.canUndo()).toBe(false);
  });

  it('distribute needs three; align of nothing selected is disabled', () => {
    expect(createDesignerStore(state(three().layers.slice(), ['a', 'b'])).isEnabled('distributeHorizontal')).toBe(false);
    expect(createDesignerStore(state(three().layers.slice(), [])).isEnabled('alignLeft')).toBe(false);
  });
});

describe('align shortcuts', () => {
  const manager = createActionManager(DESIGNER_ACTIONS, (message) => {
    throw new Error(`the designer actions must not conflict: ${message}`);
  });
  const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
  const alt = { altKey: true };

  const cases: [string, KeyLike, ActionName | null][] = [
    ['Alt+A aligns left', key('a', { ...alt, code: 'KeyA' }), 'alignLeft'],
    ['Alt+H centres horizontally', key('h', { ...alt, code: 'KeyH' }), 'alignCentreX'],
    ['Alt+D aligns right', key('d', { ...alt, code: 'KeyD' }), 'alignRight'],
    ['Alt+W aligns top', key('w', { ...alt, code: 'KeyW' }), 'alignTop'],
    ['Alt+V centres vertically', key('v', { ...alt, code: 'KeyV' }), 'alignCentreY'],
    ['Alt+S aligns bottom', key('s', { ...alt, code: 'KeyS' }), 'alignBottom'],
    ['Alt+Shift+H distributes horizontally', key('H', { ...alt, shiftKey: true, code: 'KeyH' }), 'distributeHorizontal'],
    ['Alt+Shift+V distributes vertically', key('V', { ...alt, shiftKey: true, code: 'KeyV' }), 'distributeVertical'],
    ['macOS Option+A types å: found by its code', key('å', { ...alt, code: 'KeyA' }), 'alignLeft'],
    ['macOS Option+Shift+H types Ó', key('Ó', { ...alt, shiftKey: true, code: 'KeyH' }), 'distributeHorizontal'],
    ['a without Alt still nudges (spec 2 §9)', key('a', { code: 'KeyA' }), 'nudgeLeft'],
    ['w without Alt still nudges', key('w'), 'nudgeUp'],
    ['Shift+H without Alt still flips', key('H', { shiftKey: true }), 'flipHorizontal'],
    ['Alt+← is not a nudge', key('ArrowLeft', alt), null],
    ['å without Alt is nothing', key('å', { code: 'KeyA' }), null],
    ['the code alone does not make a plain key: q typed on the A key', key('q', { code: 'KeyA' }), null],
    ['Ctrl+Alt+A is nothing', key('a', { ...alt, ctrlKey: true, code: 'KeyA' }), null],
  ];
  it.each(cases)('%s', (_label, event, expected) => {
    expect(manager.actionForKey(event)?.name ?? null).toBe(expected);
  });

  it('lists them in the shortcut help', () => {
    const help = Object.fromEntries(manager.shortcutHelp().map((entry) => [entry.name, entry.keys]));
    expect(help).toMatchObject({
      alignLeft: ['Alt/⌥ + A'],
      alignCentreX: ['Alt/⌥ + H'],
      alignRight: ['Alt/⌥ + D'],
      alignTop: ['Alt/⌥ + W'],
      alignCentreY: ['Alt/⌥ + V'],
      alignBottom: ['Alt/⌥ + S'],
      distributeHorizontal: ['Alt/⌥ + Shift + H'],
      distributeVertical: ['Alt/⌥ + Shift + V'],
    });
  });
});

describe('typed numbers beyond the field’s range', () => {
  // 100 × 50 at (10, 20) on state()'s canvas.
  const one = () => state([layer('a', { left: 10, top: 20 })], ['a']);
  const cases: [string, GeometryEdit, number[]][] = [
    ['a width over the largest side stops there (unlocked)', typed('width', 99999, false), [10, 20, MAX_TYPED_SIDE, 50]],
    ['a width over it with the ratio locked', typed('width', 99999), [10, 20, MAX_TYPED_SIDE, MAX_TYPED_SIDE / 2]],
    ['a height with the ratio locked stops where the longer side reaches it', typed('height', 99999), [10, 20, MAX_TYPED_SIDE, MAX_TYPED_SIDE / 2]],
    ['-5 for the width is the minimum (unlocked)', typed('width', -5, false), [10, 20, 40, 50]],
    ['an X far left keeps the box touching the canvas', typed('left', -99999), [-100, 20, 100, 50]],
    ['a Y far down stops at the canvas’s bottom edge', typed('top', 99999), [10, state([], []).canvas.height, 100, 50]],
  ];
  it.each(cases)('%s', (_label, change, expected) => {
    expect(box(editGeometry(one(), change).layers[0]!)).toEqual(expected);
  });

  it('limitTyped says what is applied; a value within the range is kept', () => {
    const s = one();
    expect(limitTyped(s, typed('width', 300))).toBe(300);
    expect(limitTyped(s, typed('left', 12345))).toBe(s.canvas.width);
    expect(limitTyped(s, typed('rotation', 720))).toBe(720);
  });

  it('several layers: the box’s width stops at the largest side', () => {
    const s = state([layer('a', { left: 0, top: 0 }), layer('b', { left: 100, top: 0 })], ['a', 'b']);
    const after = editGeometry(s, typed('width', 99999, false));
    expect(unionBounds(after.layers.map(rotatedBounds))!.width).toBeCloseTo(MAX_TYPED_SIDE);
  });
});
