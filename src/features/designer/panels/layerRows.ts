/**
 * The layer list's rows, the top of the stack first: a layer alone, or a group (model/groups.ts) as one row
 * over its members, which show when the group is opened. Members lie next to each other in the stack; a run
 * of them is one group row.
 */
import type { Layer } from '../model';

export interface LayerEntry {
  kind: 'layer';
  layer: Layer;
  /** Its place in the stack from the bottom (1): 图层 N when it has no name. */
  number: number;
  /** In a group: the row is indented under the group's. */
  member: boolean;
}

export interface GroupEntry {
  kind: 'group';
  groupId: string;
  name: string;
  /** The members, the top first. */
  members: LayerEntry[];
}

export function layerEntries(layers: readonly Layer[]): (LayerEntry | GroupEntry)[] {
  const entries: (LayerEntry | GroupEntry)[] = [];
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i];
    const entry: LayerEntry = { kind: 'layer', layer, number: i + 1, member: layer.groupId !== undefined };
    const last = entries[entries.length - 1];
    if (layer.groupId === undefined) entries.push(entry);
    else if (last?.kind === 'group' && last.groupId === layer.groupId) last.members.push(entry);
    else entries.push({ kind: 'group', groupId: layer.groupId, name: layer.groupName ?? '', members: [entry] });
  }
  return entries;
}
