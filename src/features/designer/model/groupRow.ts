/**
 * What a group's row in the layer list does to the group as a whole (docs/designer.md, "Names and groups"):
 * dragged onto another row, all its members move together in the stack, as one run, above or below what
 * that row stands for (a layer, or another group whole); its eye and its lock hide, show, lock or unlock
 * every member. Pure; each is one undo step through its action.
 */
import { findLayer } from './layerLookup';
import type { OrderResult } from './order';
import type { DesignerState, Layer } from './types';

/** The indexes (bottom first) of `uuid`'s whole group, hidden members too, or of the layer alone. */
function runOf(state: DesignerState, uuid: string): number[] {
  const groupId = findLayer(state, uuid)?.groupId;
  const indexes: number[] = [];
  state.layers.forEach((layer, index) => {
    if (groupId === undefined ? layer.uuid === uuid : layer.groupId === groupId) indexes.push(index);
  });
  return indexes;
}

/** Every member of `uuid`'s group (the layer alone outside one). */
export function membersOf(state: DesignerState, uuid: string): Layer[] {
  return runOf(state, uuid).map((index) => state.layers[index]!);
}

/**
 * The group of `uuid` moved as one run onto `target`'s row: above the target's run when it lay below it,
 * below it when above, never below the background (spec 2 §4). 'moved' says 移动图层成功~.
 */
export function moveGroupTo(state: DesignerState, uuid: string, target: string): OrderResult {
  const run = runOf(state, uuid);
  const onto = runOf(state, target);
  if (run.length === 0 || onto.length === 0 || run.includes(onto[0]!)) return { state };
  const moving = new Set(run);
  const rest = state.layers.filter((_layer, index) => !moving.has(index));
  const members = run.map((index) => state.layers[index]!);
  const up = onto[0]! > run[run.length - 1]!;
  const ontoInRest = (index: number) => rest.indexOf(state.layers[index]!);
  const at = Math.max(up ? ontoInRest(onto[onto.length - 1]!) + 1 : ontoInRest(onto[0]!), rest[0]?.isBackground ? 1 : 0);
  const layers = [...rest.slice(0, at), ...members, ...rest.slice(at)];
  if (layers.every((layer, index) => layer === state.layers[index])) return { state };
  return { state: { ...state, layers }, message: 'moved' };
}

/**
 * 上移一层 / 下移一层 with a whole group selected: the group moves as one run past the layer, or the whole
 * group, beside it (moveGroupTo onto that neighbour's row). At the top, or just above the bottom or the
 * background, nothing moves and the message says so, as for one layer (order.ts).
 */
export function moveGroupStep(state: DesignerState, uuid: string, direction: 'up' | 'down'): OrderResult {
  const run = runOf(state, uuid);
  if (run.length === 0) return { state };
  const next = direction === 'up' ? state.layers[run[run.length - 1]! + 1] : state.layers[run[0]! - 1];
  if (!next || next.isBackground) return { state, message: direction === 'up' ? 'top' : 'bottom' };
  // A step is no drop: it says nothing when it moves, as a layer's swap does.
  return { state: moveGroupTo(state, uuid, next.uuid).state };
}

/** Whether every member of `uuid`'s group is so (hidden: the row's eye shows it closed; locked: its lock shut). */
export const allMembers = (state: DesignerState, uuid: string, has: (layer: Layer) => boolean): boolean => membersOf(state, uuid).every(has);
