import { describe, expect, it } from 'vitest';
import { canRename, layerName, renameLayer } from '../../../src/features/designer/model/layerName';
import { copyLayers } from '../../../src/features/designer/model/copy';
import { layer, state } from './fixtures';

describe('layer names', () => {
  it('a layer is called by its name, a text layer by its text, any other by 图层 and its place from the bottom', () => {
    const s = state([layer('a'), layer('b', { name: '小猫贴纸' }), layer('t', { type: 'TEXT', text: '  生日快乐  ' })]);
    expect(['a', 'b', 't'].map((uuid) => layerName(s, uuid))).toEqual(['图层 1', '小猫贴纸', '生日快乐']);
  });

  it('renames a layer, trimmed; or every member of its group', () => {
    const s = state([layer('a', { groupId: 'g', groupName: '编组 1' }), layer('b', { groupId: 'g', groupName: '编组 1' })]);
    expect(renameLayer(s, { uuid: 'a', name: ' 主图 ' }).layers[0].name).toBe('主图');
    expect(renameLayer(s, { uuid: 'a', name: '花朵', group: true }).layers.map((l) => l.groupName)).toEqual(['花朵', '花朵']);
    // The same name again is no change (no undo step).
    const named = renameLayer(s, { uuid: 'a', name: '主图' });
    expect(renameLayer(named, { uuid: 'a', name: '主图' })).toBe(named);
  });

  it('refuses what the names rule refuses: blank, over 30 characters, an invisible or a direction character', () => {
    const s = state([layer('a')]);
    expect(canRename(s, { uuid: 'a', name: '字'.repeat(30) })).toBe(true);
    for (const name of ['  ', '字'.repeat(31), '华\u200b为', 'abc\u202edef']) {
      expect(canRename(s, { uuid: 'a', name })).toBe(false);
      expect(renameLayer(s, { uuid: 'a', name })).toBe(s);
    }
    expect(canRename(s, { uuid: 'a', name: '组', group: true })).toBe(false);
  });

  it('a copy keeps the name', () => {
    const after = copyLayers(state([layer('a', { name: '主图' })]), ['a'], () => 'c');
    expect(after.layers[1].name).toBe('主图');
  });
});
