/**
 * What the layer list and the property panel call a layer: the name it was given (an upload its file's, a
 * PSD layer the one in the file, or one typed in the list), else a text layer's text, else 图层 and its place
 * in the stack counted from the bottom (1), as the list numbers its rows. A name is ours, not spec 2 §3's:
 * an extra field the mini-program ignores (contract/templates.ts), under the names rule (LAYER_NAME_LIMIT).
 */
import { fittedName, LAYER_NAME_LIMIT, nameProblem } from '../../../../contract/names';
import { MSG } from '../messages';
import type { RenameEdit } from './actionPayloads';
import { findLayer, indexOfLayer, updateLayers } from './layerLookup';
import type { DesignerState, Layer } from './types';

/** `layer`'s name, `number` being its place in the stack from the bottom (1). */
export function shownName(layer: Layer, number: number): string {
  return layer.name ?? (layer.type === 'TEXT' && layer.text !== undefined ? fittedName(layer.text, LAYER_NAME_LIMIT) : undefined) ?? `${MSG.designer.layers} ${number}`;
}

export function layerName(state: DesignerState, uuid: string): string {
  const layer = findLayer(state, uuid);
  return layer ? shownName(layer, indexOfLayer(state, uuid) + 1) : '';
}

/** A name the rule takes, and the layer (or the group) there to take it. */
export function canRename(state: DesignerState, { uuid, name, group }: RenameEdit): boolean {
  const layer = findLayer(state, uuid);
  return layer !== undefined && (!group || layer.groupId !== undefined) && nameProblem(name, LAYER_NAME_LIMIT) === null;
}

/** The layer named `name` (trimmed), or with `group` every member of its group; the state itself when nothing changes. */
export function renameLayer(state: DesignerState, edit: RenameEdit): DesignerState {
  if (!canRename(state, edit)) return state;
  const name = edit.name.trim();
  const layer = findLayer(state, edit.uuid)!;
  if (!edit.group) return updateLayers(state, [layer.uuid], (current) => (current.name === name ? current : { ...current, name }));
  const members = state.layers.filter((other) => other.groupId === layer.groupId).map((other) => other.uuid);
  return updateLayers(state, members, (current) => (current.groupName === name ? current : { ...current, groupName: name }));
}
