import { describe, expect, it, vi } from 'vitest';
import { createActionManager } from '../../../src/features/designer/model/actionManager';
import type { ActionName, DesignerAction, SimpleActionName } from '../../../src/features/designer/model/actionTypes';
import { DESIGNER_ACTIONS } from '../../../src/features/designer/model/actions';
import { commit, createHistory } from '../../../src/features/designer/model/history';
import type { KeyLike } from '../../../src/features/designer/model/shortcuts';
import type { DesignerState } from '../../../src/features/designer/model/types';
import { counter, layer, order, stack, state } from './fixtures';

const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});
const ctrl = { ctrlKey: true };
const meta = { metaKey: true };

describe('keyboard map (spec 2 §9)', () => {
  const manager = createActionManager(DESIGNER_ACTIONS, () => {
    throw new Error('the designer actions must not conflict');
  });

  const cases: [string, KeyLike, ActionName | null][] = [
    ['w nudges up', key('w'), 'nudgeUp'],
    ['a nudges left', key('a'), 'nudgeLeft'],
    ['s nudges down', key('s'), 'nudgeDown'],
    ['d nudges right', key('d'), 'nudgeRight'],
    ['W with caps lock nudges up', key('W'), 'nudgeUp'],
    ['↑ nudges up', key('ArrowUp'), 'nudgeUp'],
    ['← nudges left', key('ArrowLeft'), 'nudgeLeft'],
    ['↓ nudges down', key('ArrowDown'), 'nudgeDown'],
    ['→ nudges right', key('ArrowRight'), 'nudgeRight'],
    ['shift+→ nudges right 10 px', key('ArrowRight', { shiftKey: true }), 'nudgeRightFar'],
    ['shift+← nudges left 10 px', key('ArrowLeft', { shiftKey: true }), 'nudgeLeftFar'],
    ['shift+↑ nudges up 10 px', key('ArrowUp', { shiftKey: true }), 'nudgeUpFar'],
    ['shift+↓ nudges down 10 px', key('ArrowDown', { shiftKey: true }), 'nudgeDownFar'],
    ['shift+d nudges right 10 px', key('D', { shiftKey: true }), 'nudgeRightFar'],
    ['shift+a nudges left 10 px', key('A', { shiftKey: true }), 'nudgeLeftFar'],
    ['e scales up', key('e'), 'scaleUp'],
    ['ctrl+= scales up', key('=', ctrl), 'scaleUp'],
    ['meta+= scales up', key('=', meta), 'scaleUp'],
    ['r scales down', key('r'), 'scaleDown'],
    ['ctrl+- scales down', key('-', ctrl), 'scaleDown'],
    ['meta+- scales down', key('-', meta), 'scaleDown'],
    ['ctrl+z undoes', key('z', ctrl), 'undo'],
    ['meta+z undoes', key('z', meta), 'undo'],
    ['ctrl+shift+z redoes', key('Z', { ...ctrl, shiftKey: true }), 'redo'],
    ['meta+shift+z redoes', key('z', { ...meta, shiftKey: true }), 'redo'],
    ['ctrl+y redoes', key('y', ctrl), 'redo'],
    ['y alone does nothing', key('y'), null],
    ['Delete deletes', key('Delete'), 'delete'],
    ['Backspace deletes', key('Backspace'), 'delete'],
    ['ctrl+a selects all (not a nudge)', key('a', ctrl), 'selectAll'],
    ['ctrl+r is the browser reload, not a scale', key('r', ctrl), null],
    ['ctrl+c copies to the clipboard', key('c', ctrl), 'copyToClipboard'],
    ['meta+x cuts', key('x', meta), 'cutToClipboard'],
    ['ctrl+v pastes', key('v', ctrl), 'pasteLayers'],
    ['ctrl+d duplicates (not a nudge)', key('d', ctrl), 'duplicate'],
    ['c alone does nothing', key('c'), null],
    ['shift+v flips, not a paste', key('V', { shiftKey: true }), 'flipVertical'],
    ['= without ctrl does nothing', key('='), null],
    ['z alone does nothing', key('z'), null],
    ['shift+w nudges up 10 px', key('W', { shiftKey: true }), 'nudgeUpFar'],
    ['shift+s nudges down 10 px', key('S', { shiftKey: true }), 'nudgeDownFar'],
    ['an unrelated key does nothing', key('q'), null],
  ];
  it.each(cases)('%s', (_label, event, expected) => {
    expect(manager.actionForKey(event)?.name ?? null).toBe(expected);
  });

  it('generates the shortcut help from the same declarations', () => {
    const help = Object.fromEntries(manager.shortcutHelp().map((entry) => [entry.name, entry.keys]));
    expect(help).toEqual({
      nudgeLeft: ['A', '←'],
      nudgeRight: ['D', '→'],
      nudgeUp: ['W', '↑'],
      nudgeDown: ['S', '↓'],
      nudgeLeftFar: ['Shift + A', 'Shift + ←'],
      nudgeRightFar: ['Shift + D', 'Shift + →'],
      nudgeUpFar: ['Shift + W', 'Shift + ↑'],
      nudgeDownFar: ['Shift + S', 'Shift + ↓'],
      scaleUp: ['E', 'Ctrl/⌘ + ='],
      scaleDown: ['R', 'Ctrl/⌘ + -'],
      undo: ['Ctrl/⌘ + Z'],
      redo: ['Ctrl/⌘ + Shift + Z', 'Ctrl/⌘ + Y'],
      delete: ['Delete', 'Backspace'],
      selectAll: ['Ctrl/⌘ + A'],
      flipHorizontal: ['Shift + H'],
      flipVertical: ['Shift + V'],
      alignLeft: ['Alt/⌥ + A'],
      alignCentreX: ['Alt/⌥ + H'],
      alignRight: ['Alt/⌥ + D'],
      alignTop: ['Alt/⌥ + W'],
      alignCentreY: ['Alt/⌥ + V'],
      alignBottom: ['Alt/⌥ + S'],
      distributeHorizontal: ['Alt/⌥ + Shift + H'],
      distributeVertical: ['Alt/⌥ + Shift + V'],
      copyToClipboard: ['Ctrl/⌘ + C'],
      cutToClipboard: ['Ctrl/⌘ + X'],
      pasteLayers: ['Ctrl/⌘ + V'],
      duplicate: ['Ctrl/⌘ + D'],
      group: ['Ctrl/⌘ + G'],
      ungroup: ['Ctrl/⌘ + Shift + G'],
      rename: ['F2'],
    });
  });
});

describe('action manager conflicts', () => {
  const claiming = (name: SimpleActionName, k: string): DesignerAction => ({
    name,
    label: name,
    shortcuts: [{ key: k }],
    keyTest: (event) => event.key === k,
    isEnabled: () => true,
    perform: (s) => ({ state: s, capture: 'never' }),
  });

  it('runs neither of two actions claiming the same key, and warns', () => {
    const warn = vi.fn();
    const manager = createActionManager([claiming('copy', 'c'), claiming('delete', 'c'), claiming('lock', 'l')], warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"copy" and "delete" both claim C'));
    const run = vi.fn();
    expect(manager.handleKeyDown(key('c'), run)).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('claimed by copy, delete'));
  });

  it('still runs the action of an unclaimed key', () => {
    const run = vi.fn();
    const manager = createActionManager([claiming('copy', 'c'), claiming('delete', 'c'), claiming('lock', 'l')], () => {});
    expect(manager.handleKeyDown(key('l'), run)).toBe(true);
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ name: 'lock' }));
  });

  it('warns about an action registered twice and keeps the first', () => {
    const warn = vi.fn();
    const first = claiming('copy', 'c');
    const manager = createActionManager([first, claiming('copy', 'x')], warn);
    expect(manager.get('copy')).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('actions perform', () => {
  const byName = (name: SimpleActionName) => DESIGNER_ACTIONS.find((action) => action.name === name)!;
  const context = (s: DesignerState) => ({ history: createHistory(s), newUuid: counter(), saving: false });
  const run = (name: SimpleActionName, s: DesignerState) => byName(name).perform(s, context(s), undefined);

  it('every action has a label and the closed list of names', () => {
    expect(DESIGNER_ACTIONS.map((a) => a.name).sort()).toEqual(
      ['addLayer', 'copy', 'copyToClipboard', 'cutToClipboard', 'delete', 'duplicate', 'editText', 'flipHorizontal', 'flipVertical', 'importLayers', 'lock', 'markCutout', 'moveDown', 'moveLayerTo', 'moveUp', 'nudgeDown',
        'nudgeDownFar', 'nudgeLeft', 'nudgeLeftFar', 'nudgeRight', 'nudgeRightFar', 'nudgeUp', 'nudgeUpFar', 'pasteLayers', 'redo', 'replaceImage', 'scaleDown', 'scaleUp', 'selectAll', 'setBackground',
        'setCutoutSettings', 'setHidden', 'setStroke', 'strokeComputed', 'undo', 'unlock', 'unmarkCutout', 'unsetBackground',
        // Typed numbers, align and distribute (geometryActions.ts).
        'setGeometry', 'alignLeft', 'alignCentreX', 'alignRight', 'alignTop', 'alignCentreY', 'alignBottom', 'distributeHorizontal', 'distributeVertical',
        // Groups and names (groupActions.ts).
        'group', 'ungroup', 'rename', 'renameLayer', 'setGroupHidden', 'setGroupLocked', 'moveGroupTo',
        // Opacity and crop (lookActions.ts).
        'setOpacity', 'stepOpacity', 'cropLayer',
      ].sort(),
    );
    for (const action of DESIGNER_ACTIONS) expect(action.label).toBeTruthy();
  });

  it('move up at the top is a message and no undo step', () => {
    const s = state(stack('ab'), ['b']);
    expect(run('moveUp', s)).toEqual({ state: s, capture: 'never', message: 'top' });
  });

  it('move down swaps and is an undo step', () => {
    const result = run('moveDown', state(stack('ab'), ['b']));
    expect(order(result.state)).toBe('ba');
    expect(result.capture).toBe('immediately');
  });

  it.each([
    ['nudgeLeft', { left: 9, top: 20 }],
    ['nudgeRight', { left: 11, top: 20 }],
    ['nudgeUp', { left: 10, top: 19 }],
    ['nudgeDown', { left: 10, top: 21 }],
    ['nudgeLeftFar', { left: 0, top: 20 }],
    ['nudgeRightFar', { left: 20, top: 20 }],
    ['nudgeUpFar', { left: 10, top: 10 }],
    ['nudgeDownFar', { left: 10, top: 30 }],
  ] as const)('%s moves the selection by 1 px, with Shift by 10', (name, expected) => {
    const result = run(name, state([layer('a', { left: 10, top: 20 })], ['a']));
    expect(result.state.layers[0]).toMatchObject(expected);
    expect(result.capture).toBe('immediately');
  });

  it.each([
    ['scaleUp', 105],
    ['scaleDown', 95],
  ] as const)('%s scales the selection', (name, width) => {
    expect(run(name, state([layer('a', { width: 100 })], ['a'])).state.layers[0].width).toBeCloseTo(width, 9);
  });

  it('a nudge of a locked layer is not an undo step', () => {
    const s = state([layer('a', { locked: true })], ['a']);
    expect(run('nudgeLeft', s)).toEqual({ state: s, capture: 'never' });
    expect(byName('nudgeLeft').isEnabled(s, context(s), undefined)).toBe(false);
  });

  it('single-layer actions do nothing with several layers selected', () => {
    const s = state(stack('abc'), ['a', 'b']);
    for (const name of ['moveUp', 'moveDown', 'setBackground', 'markCutout'] as const) {
      expect(byName(name).isEnabled(s, context(s), undefined)).toBe(false);
      expect(run(name, s).state).toBe(s);
    }
  });

  it('copy copies the selection with the context uuids', () => {
    expect(run('copy', state(stack('a'), ['a'])).state.selectedUuids).toEqual(['new-1']);
  });

  it('select all is never an undo step', () => {
    expect(run('selectAll', state(stack('ab')))).toMatchObject({ capture: 'never', state: { selectedUuids: ['a', 'b'] } });
  });

  it('undo and redo hand back the moved history', () => {
    const a = state(stack('a'));
    const b = state(stack('ab'));
    const history = commit(createHistory(a), b);
    const undone = byName('undo').perform(b, { history, newUuid: counter(), saving: false }, undefined);
    expect(undone.state).toBe(a);
    expect(undone.history?.future).toEqual([b]);
    expect(byName('redo').isEnabled(a, { history: undone.history!, newUuid: counter(), saving: false }, undefined)).toBe(true);
  });
});
