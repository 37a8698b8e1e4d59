/**
 * Groups, as Canva's and Polotno's: layers that select, move, scale, rotate, align, copy and delete as one.
 * Spec 2 §3's layer has no group, so a group is two extra fields on each member (`groupId`, `groupName`,
 * contract/templates.ts) that a renderer not knowing them ignores, drawing every member as it would
 * without them (docs/designer.md, "Names and groups"). One level: grouping layers of other groups makes
 * them members of the new one. Members lie next to each other in the stack, so the list shows a group as
 * one row that opens to its layers.
 */
import { findLayer, updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

/** The members of `uuid`'s group that can be seen (nothing of a hidden one is on the canvas), or just `uuid`. */
export function withGroupOf(state: DesignerState, uuid: string): string[] {
  const groupId = findLayer(state, uuid)?.groupId;
  if (groupId === undefined) return [uuid];
  return state.layers.filter((layer) => layer.groupId === groupId && (layer.uuid === uuid || !layer.hidden)).map((layer) => layer.uuid);
}

/** `uuids` with the rest of each one's group, in the stack's order (bottom first). */
export function withWholeGroups(state: DesignerState, uuids: readonly string[]): string[] {
  const wanted = new Set(uuids);
  const groups = new Set(state.layers.filter((layer) => wanted.has(layer.uuid) && layer.groupId !== undefined).map((layer) => layer.groupId));
  if (groups.size === 0) return uuids.slice();
  return state.layers.filter((layer) => wanted.has(layer.uuid) || (groups.has(layer.groupId) && !layer.hidden)).map((layer) => layer.uuid);
}

/** The selected layers, bottom first. */
function selectedLayers(state: DesignerState): Layer[] {
  const selected = new Set(state.selectedUuids);
  return state.layers.filter((layer) => selected.has(layer.uuid));
}

/** The group whose every member is among `layers` and nothing else, or undefined. */
function wholeGroupOf(state: DesignerState, layers: readonly Layer[]): string | undefined {
  const groupId = layers[0]?.groupId;
  if (groupId === undefined || layers.some((layer) => layer.groupId !== groupId)) return undefined;
  const among = new Set(layers.map((layer) => layer.uuid));
  return state.layers.every((layer) => layer.groupId !== groupId || among.has(layer.uuid)) ? groupId : undefined;
}

/** The group whose every member is selected and nothing else, or undefined. */
export function selectedGroupId(state: DesignerState): string | undefined {
  return wholeGroupOf(state, selectedLayers(state));
}

/** What 编组 gathers: the selected layers but the background, which stays alone at the bottom (spec 2 §4). */
function groupableLayers(state: DesignerState): Layer[] {
  return selectedLayers(state).filter((layer) => !layer.isBackground);
}

/** Two layers or more besides the background, not already one whole group: what 编组 takes. */
export function canGroup(state: DesignerState): boolean {
  const layers = groupableLayers(state);
  return layers.length >= 2 && wholeGroupOf(state, layers) === undefined;
}

export function canUngroup(state: DesignerState): boolean {
  return selectedLayers(state).some((layer) => layer.groupId !== undefined);
}

/** The next `<prefix> N` no group of the template has yet (编组 1, 编组 2, …). */
function nextGroupName(state: DesignerState, prefix: string): string {
  const taken = new Set(state.layers.map((layer) => layer.groupName));
  let n = 1;
  while (taken.has(`${prefix} ${n}`)) n++;
  return `${prefix} ${n}`;
}

/**
 * The selection as one new group named `<prefix> N`: its layers gathered, in their order, where the topmost
 * of them is (as Figma and Polotno place a new group), so the group is one run of the stack.
 */
export function groupSelection(state: DesignerState, groupId: string, prefix: string): DesignerState {
  if (!canGroup(state)) return state;
  const selected = new Set(groupableLayers(state).map((layer) => layer.uuid));
  const groupName = nextGroupName(state, prefix);
  const members = state.layers.filter((layer) => selected.has(layer.uuid)).map((layer): Layer => ({ ...layer, groupId, groupName }));
  let top = -1;
  state.layers.forEach((layer, i) => selected.has(layer.uuid) && (top = i));
  const below = state.layers.slice(0, top + 1).filter((layer) => !selected.has(layer.uuid));
  const above = state.layers.slice(top + 1);
  return { ...state, layers: [...below, ...members, ...above], selectedUuids: members.map((layer) => layer.uuid) };
}

/** The layer without its group's fields. */
export function outOfGroup(layer: Layer): Layer {
  if (layer.groupId === undefined && layer.groupName === undefined) return layer;
  const { groupId: _id, groupName: _name, ...rest } = layer;
  return rest;
}

/** Every group a selected layer is in is undone, whole; the layers stay where they are, selected. */
export function ungroupSelection(state: DesignerState): DesignerState {
  const groups = new Set(selectedLayers(state).map((layer) => layer.groupId).filter((id) => id !== undefined));
  if (groups.size === 0) return state;
  const members = state.layers.filter((layer) => layer.groupId !== undefined && groups.has(layer.groupId)).map((layer) => layer.uuid);
  return updateLayers(state, members, outOfGroup);
}

/**
 * Copies' groups: a group copied whole becomes a new group (`newGroupId`, one per group); the copy of part
 * of a group stays in that group when `keepPartial` (a duplicate, placed beside its original), else the
 * copies of one group form a new one (a paste).
 */
export function regroupCopies(
  state: DesignerState,
  copies: readonly Layer[],
  newGroupId: () => string,
  keepPartial: boolean,
): Layer[] {
  const fresh = new Map<string, string>();
  return copies.map((copy) => {
    const groupId = copy.groupId;
    if (groupId === undefined) return copy;
    if (keepPartial && !copiedWhole(state, copies, groupId)) return copy;
    if (!fresh.has(groupId)) fresh.set(groupId, newGroupId());
    return { ...copy, groupId: fresh.get(groupId) };
  });
}

function copiedWhole(state: DesignerState, copies: readonly Layer[], groupId: string): boolean {
  const inGroup = state.layers.filter((layer) => layer.groupId === groupId).length;
  return copies.filter((copy) => copy.groupId === groupId).length >= inGroup;
}

/**
 * After `uuid` was moved in the stack (上移一层, 下移一层, a drag in the list): a member moved away from the
 * rest of its group leaves it, and a layer put between two members of a group joins it, so each group stays
 * one run of the stack (one row of the list).
 */
export function settleGroupAfterMove(state: DesignerState, uuid: string): DesignerState {
  const at = state.layers.findIndex((layer) => layer.uuid === uuid);
  if (at < 0) return state;
  const moved = state.layers[at];
  const below = state.layers[at - 1];
  const above = state.layers[at + 1];
  const inRun = moved.groupId !== undefined && (below?.groupId === moved.groupId || above?.groupId === moved.groupId);
  if (inRun) return state;
  const between = below?.groupId !== undefined && below.groupId === above?.groupId ? below : undefined;
  const settled = between ? { ...moved, groupId: between.groupId, groupName: between.groupName } : outOfGroup(moved);
  if (settled === moved) return state;
  const layers = state.layers.slice();
  layers[at] = settled;
  return { ...state, layers };
}
