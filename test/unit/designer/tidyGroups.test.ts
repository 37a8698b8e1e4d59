// An older save's group split in the stack or under several names, opened: each run a group under one name,
// no layer moved, and the layer list's rows each under a key of their own.
import { describe, expect, it } from 'vitest';
import type { Layer } from '../../../src/features/designer/model';
import { designerStateFromTemplate } from '../../../src/features/designer/model/save';
import { layerEntries } from '../../../src/features/designer/panels/layerRows';
import { layer } from './fixtures';

const member = (uuid: string, index: number, groupId?: string, groupName?: string): Layer =>
  layer(uuid, { index, ...(groupId === undefined ? {} : { groupId }), ...(groupName === undefined ? {} : { groupName }) });

const open = (layers: Layer[]) => {
  let n = 0;
  return designerStateFromTemplate({ width: 500, height: 1000, layers }, () => `new-${++n}`).layers;
};
const groupsOf = (layers: readonly Layer[]) => layers.map((l) => [l.uuid, l.groupId, l.groupName]);
const rowKeys = (layers: readonly Layer[]) => layerEntries(layers).map((entry) => (entry.kind === 'group' ? `group:${entry.groupId}` : entry.layer.uuid));

describe('opening a template whose group an older save split', () => {
  it('keeps the top run as the group and makes each run below a group of its own, moving no layer', () => {
    const layers = open([member('a', 0, 'g', '编组 1'), member('b', 1), member('c', 2, 'g', '编组 1'), member('d', 3), member('e', 4, 'g', '编组 1')]);
    expect(groupsOf(layers)).toEqual([
      ['a', 'new-2', '编组 1'],
      ['b', undefined, undefined],
      ['c', 'new-1', '编组 1'],
      ['d', undefined, undefined],
      ['e', 'g', '编组 1'],
    ]);
    const keys = rowKeys(layers);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives a group its top member’s name', () => {
    expect(groupsOf(open([member('a', 0, 'g', '编组 1'), member('b', 1, 'g'), member('c', 2, 'g', '编组 2'), member('d', 3)]))).toEqual([
      ['a', 'g', '编组 2'],
      ['b', 'g', '编组 2'],
      ['c', 'g', '编组 2'],
      ['d', undefined, undefined],
    ]);
  });

  it('reads the stack by index, as the dev API does, and leaves a tidy template as it is', () => {
    expect(groupsOf(open([member('a', 0, 'g', '编组 1'), member('b', 2), member('c', 1, 'g', '编组 1')]))).toEqual([
      ['a', 'g', '编组 1'],
      ['c', 'g', '编组 1'],
      ['b', undefined, undefined],
    ]);
  });
});
