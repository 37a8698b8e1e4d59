import { describe, expect, it } from 'vitest';
import { alignLayers, distributeLayers } from '../../../src/features/designer/model/align';
import { copyLayers, pasteCopies } from '../../../src/features/designer/model/copy';
import { canGroup, canUngroup, groupSelection, selectedGroupId, ungroupSelection } from '../../../src/features/designer/model/groups';
import { importLayers } from '../../../src/features/designer/model/importActions';
import { clickLayer, dragBoxSelect, selectLayerAlone, shiftClickLayer } from '../../../src/features/designer/model/selection';
import { scaleLayers } from '../../../src/features/designer/model/transform';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { counter, layer, order, state } from './fixtures';

const grouped = (id = 'g', name = '编组 1') => ({ groupId: id, groupName: name });

describe('group and ungroup', () => {
  it('gathers the selection where its topmost layer is, as one group named 编组 N, and selects it', () => {
    const s = state([layer('a'), layer('b'), layer('c'), layer('d')], ['a', 'c']);
    const after = groupSelection(s, 'g1', '编组');
    expect(order(after)).toBe('bacd');
    expect(after.layers.filter((l) => l.groupId === 'g1').map((l) => [l.uuid, l.groupName])).toEqual([
      ['a', '编组 1'],
      ['c', '编组 1'],
    ]);
    expect(after.selectedUuids).toEqual(['a', 'c']);
    // The layers' drawn fields are untouched: only the extra fields are added.
    expect(after.layers[1]).toEqual({ ...s.layers[0], groupId: 'g1', groupName: '编组 1' });
  });

  it('leaves the background out of a group, at the bottom, and takes no group of one layer besides it', () => {
    const s = state([layer('bg', { isBackground: true }), layer('b'), layer('c'), layer('d')], ['bg', 'c', 'd']);
    const after = groupSelection(s, 'g1', '编组');
    expect(order(after)).toBe('bgbcd');
    expect(after.layers[0]).toEqual(s.layers[0]);
    expect(after.layers.filter((l) => l.groupId === 'g1').map((l) => l.uuid)).toEqual(['c', 'd']);
    // Ctrl+A on the background and one layer: nothing to group.
    expect(canGroup(state([layer('bg', { isBackground: true }), layer('b')], ['bg', 'b']))).toBe(false);
    // A whole group and the background selected: already one group.
    expect(canGroup(state([layer('bg', { isBackground: true }), layer('b', grouped()), layer('c', grouped())], ['bg', 'b', 'c']))).toBe(false);
    // The background apart from the others: grouping gathers them where the topmost is, and it stays below.
    const apart = groupSelection(state([layer('bg', { isBackground: true }), layer('b'), layer('c')], ['bg', 'c', 'b']), 'g2', '编组');
    expect(apart.layers.map((l) => [l.uuid, l.groupId])).toEqual([
      ['bg', undefined],
      ['b', 'g2'],
      ['c', 'g2'],
    ]);
  });

  it('names a new group after the ones the template has', () => {
    const s = state([layer('a', grouped('g', '编组 1')), layer('b', grouped('g', '编组 1')), layer('c'), layer('d')], ['c', 'd']);
    expect(groupSelection(s, 'h', '编组').layers[3].groupName).toBe('编组 2');
  });

  it('needs two layers, and a selection that is not already one whole group', () => {
    expect(canGroup(state([layer('a'), layer('b')], ['a']))).toBe(false);
    const g = state([layer('a', grouped()), layer('b', grouped())], ['a', 'b']);
    expect(canGroup(g)).toBe(false);
    expect(selectedGroupId(g)).toBe('g');
    expect(canGroup(state([layer('a', grouped()), layer('b', grouped()), layer('c')], ['a', 'b', 'c']))).toBe(true);
  });

  it('ungrouping takes the fields off every member of a selected group and keeps the layers where they are', () => {
    const s = state([layer('a', grouped()), layer('b', grouped()), layer('c')], ['a']);
    expect(canUngroup(s)).toBe(true);
    const after = ungroupSelection(s);
    expect(after.layers.map((l) => [l.groupId, l.groupName])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(after.layers.every((l) => !('groupId' in l))).toBe(true);
    expect(ungroupSelection(after)).toBe(after);
  });
});

describe('a group selects as one', () => {
  const s = state([layer('a', grouped()), layer('b', grouped()), layer('c', { left: 300 })]);

  it('a click on a member selects the group; its row in the opened group selects it alone', () => {
    expect(clickLayer(s, 'b').selectedUuids).toEqual(['a', 'b']);
    expect(selectLayerAlone(s, 'b').selectedUuids).toEqual(['b']);
  });

  it('shift-click adds and removes the whole group', () => {
    const withC = clickLayer(s, 'c');
    const both = shiftClickLayer(withC, 'a');
    expect([...both.selectedUuids].sort()).toEqual(['a', 'b', 'c']);
    expect(shiftClickLayer(both, 'b').selectedUuids).toEqual(['c']);
  });

  it('a drag box over one member takes the whole group', () => {
    const wide = state([layer('a', { ...grouped(), left: 0 }), layer('b', { ...grouped(), left: 400 })]);
    expect(dragBoxSelect(wide, { x: 0, y: 0 }, { x: 50, y: 40 }).selectedUuids).toEqual(['a', 'b']);
  });
});

describe('a group aligns, scales and copies as one', () => {
  const members = () => [layer('a', { ...grouped(), left: 100, top: 100 }), layer('b', { ...grouped(), left: 200, top: 300 })];

  it('aligns to the canvas by its box, its members keeping their places in it', () => {
    const after = alignLayers(state(members(), ['a', 'b']), 'left');
    expect(after.layers.map((l) => [l.left, l.top])).toEqual([
      [0, 100],
      [100, 300],
    ]);
  });

  it('distributes with other layers as one unit', () => {
    const s = state([...members(), layer('c', { left: 0 }), layer('d', { left: 400 })], ['a', 'b', 'c', 'd']);
    // The group spans 100–300 (200 wide); c 0–100 and d 400–500: gaps of 0 and 100 become 50 each.
    const after = distributeLayers(s, 'horizontal');
    expect(after.layers.map((l) => l.left)).toEqual([150, 250, 0, 400]);
  });

  it('scales about its own centre, not each member about its own', () => {
    const after = scaleLayers(state(members(), ['a', 'b']), ['a', 'b'], 2);
    // Box 100–300 × 100–350, centre (200, 225): a's centre (150, 125) goes to (100, 25).
    expect(after.layers[0]).toMatchObject({ width: 200, height: 100, left: 0, top: -25 });
    expect(after.layers[1]).toMatchObject({ width: 200, height: 100, left: 200, top: 375 });
  });

  it('a duplicate of a group is a new group above it; a duplicate of one member stays in the group', () => {
    const s = state([...members(), layer('c')], ['a', 'b']);
    const whole = copyLayers(s, ['a', 'b'], counter());
    expect(order(whole)).toBe('abnew-1new-2c');
    expect(whole.layers[2].groupId).toBe(whole.layers[3].groupId);
    expect(whole.layers[2].groupId).not.toBe('g');
    const one = copyLayers(s, ['a'], counter());
    expect(one.layers[1]).toMatchObject({ uuid: 'new-1', groupId: 'g' });
  });

  it('a paste makes the pasted members a group of their own', () => {
    const s = state(members(), []);
    const after = pasteCopies(s, members(), counter());
    expect(after.layers.slice(2).map((l) => l.groupId)).toEqual(['new-3', 'new-3']);
    expect(after.layers.slice(2).map((l) => l.groupName)).toEqual(['编组 1', '编组 1']);
  });

  it('an import gives each folder of the file a group id of its own, and keeps the background out of any group', () => {
    const file = [
      layer('bg', { isBackground: true, groupId: 'psd-folder-0', groupName: '背景组' }),
      layer('x', { groupId: 'psd-folder-0', groupName: '贴纸' }),
      layer('y', { groupId: 'psd-folder-0', groupName: '贴纸' }),
    ];
    const after = importLayers(state([layer('own', grouped('psd-folder-0', '旧'))]), file, counter());
    const [background, own, x, y] = after.layers;
    expect(background.groupId).toBeUndefined();
    expect(own.groupId).toBe('psd-folder-0');
    expect(x.groupId).toBe(y.groupId);
    expect(x.groupId).not.toBe('psd-folder-0');
  });
});

describe('a group stays one run of the stack', () => {
  const s = () => state([layer('x'), layer('a', grouped()), layer('b', grouped()), layer('y')], ['b']);
  const dispatch = (st: ReturnType<typeof s>, name: 'moveUp' | 'moveDown') => {
    const store = createDesignerStore(st);
    store.dispatch(name);
    return store.getState();
  };

  it('a member moved past the edge of its group leaves it; inside it, it stays', () => {
    const up = dispatch(s(), 'moveUp');
    expect(order(up)).toBe('xayb');
    expect(up.layers.map((l) => l.groupId)).toEqual([undefined, 'g', undefined, undefined]);
    const down = dispatch(s(), 'moveDown');
    expect(order(down)).toBe('xbay');
    expect(down.layers.map((l) => l.groupId)).toEqual([undefined, 'g', 'g', undefined]);
  });

  it('a layer moved between two members joins their group', () => {
    const three = state([layer('a', grouped()), layer('b', grouped()), layer('y')], ['y']);
    const after = dispatch(three, 'moveDown');
    expect(order(after)).toBe('ayb');
    expect(after.layers[1]).toMatchObject({ uuid: 'y', groupId: 'g', groupName: '编组 1' });
  });
});
