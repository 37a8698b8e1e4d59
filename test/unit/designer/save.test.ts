import { describe, expect, it } from 'vitest';
import { deleteLayers, setLocked } from '../../../src/features/designer/model/layerEdits';
import { designerStateFromTemplate, layersForSave, validateForSave } from '../../../src/features/designer/model/save';
import { layer, state } from './fixtures';

describe('loading and saving', () => {
  it('orders loaded layers by index, bottom first, and restores the selection', () => {
    const loaded = designerStateFromTemplate({
      width: 500,
      height: 1000,
      layers: [layer('c', { index: 2 }), layer('a', { index: 0, isSelected: true }), layer('b', { index: 1 })],
    });
    expect(loaded.layers.map((l) => l.uuid)).toEqual(['a', 'b', 'c']);
    expect(loaded.selectedUuids).toEqual(['a']);
    expect(loaded.canvas).toEqual({ width: 500, height: 1000 });
  });

  it('writes index from the position and isSelected from the selection', () => {
    const saved = layersForSave(state([layer('a', { index: 9, isSelected: true }), layer('b')], ['b']));
    expect(saved.map((l) => [l.uuid, l.index, l.isSelected])).toEqual([
      ['a', 0, false],
      ['b', 1, true],
    ]);
  });

  it.each([
    ['refuses to save without layers (请上传至少一个图层)', [], 'noLayers'],
    ['saves with one layer', [layer('a')], null],
  ] as const)('%s', (_label, layers, expected) => {
    expect(validateForSave(state([...layers]))).toBe(expected);
  });
});

describe('delete and lock', () => {
  it('deletes layers and drops them from the selection; a locked one stays', () => {
    const after = deleteLayers(state([layer('a'), layer('b', { locked: true }), layer('c')], ['b', 'c']), ['b', 'c']);
    expect(after.layers.map((l) => l.uuid)).toEqual(['a', 'b']);
    expect(after.selectedUuids).toEqual(['b']);
  });

  it('locks and unlocks, and changes nothing when already so', () => {
    const before = state([layer('a'), layer('b', { locked: true })]);
    expect(setLocked(before, ['a', 'b'], true).layers.map((l) => l.locked)).toEqual([true, true]);
    expect(setLocked(before, ['b'], true)).toBe(before);
  });
});
