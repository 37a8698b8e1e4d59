/**
 * A template saved before each group had to be one run of the stack under one name (contract/layerGroups.ts)
 * may hold one group id on runs apart, or under several names: the layer list would show it as several rows
 * of one key, and a click on one would select them all. Opened, it is tidied without moving a layer, so
 * nothing drawn changes (docs/designer.md, "Names and groups"): the topmost run keeps the group's id, each
 * run below it becomes a group of its own, and each group takes its top member's name.
 */
import type { Layer } from './types';

/** `layers` (bottom first) with every group one run under one name; the same array when nothing changes. */
export function tidyGroups(layers: readonly Layer[], newGroupId: () => string): readonly Layer[] {
  const tidied = layers.slice();
  const seen = new Set<string>();
  let changed = false;
  for (let top = layers.length - 1; top >= 0; ) {
    const { groupId } = layers[top]!;
    let bottom = top;
    while (groupId !== undefined && bottom > 0 && layers[bottom - 1]!.groupId === groupId) bottom--;
    const id = groupId === undefined || !seen.has(groupId) ? groupId : newGroupId();
    if (groupId !== undefined) seen.add(groupId);
    const name = id === undefined ? undefined : layers.slice(bottom, top + 1).reverse().find((layer) => layer.groupName !== undefined)?.groupName;
    for (let i = bottom; i <= top; i++) {
      const layer = layers[i]!;
      if (layer.groupId === id && layer.groupName === name) continue;
      const { groupId: _id, groupName: _name, ...rest } = layer;
      tidied[i] = { ...rest, ...(id === undefined ? {} : { groupId: id }), ...(name === undefined ? {} : { groupName: name }) };
      changed = true;
    }
    top = bottom - 1;
  }
  return changed ? tidied : layers;
}
