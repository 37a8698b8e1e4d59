/**
 * Flip horizontal and vertical (spec 2 §3's flip flags) as actions, on the whole selection. Their keys,
 * Shift+H and Shift+V, are free in spec 2 §9's table and among the designer's own shortcuts (actions.ts:
 * w/a/s/d, e, r, Delete, Backspace and the ctrl/meta ones); the action manager warns on any clash.
 */
import { defineAction, edit } from './actionHelpers';
import type { DesignerAction, SimpleActionName } from './actionTypes';
import { canFlip, flipLayers, type FlipAxis } from './flip';
import { findLayer } from './layerLookup';
import type { DesignerState } from './types';

const someFlippable = (state: DesignerState) =>
  state.selectedUuids.some((uuid) => {
    const layer = findLayer(state, uuid);
    return layer !== undefined && canFlip(layer);
  });

const someLocked = (state: DesignerState) => state.selectedUuids.some((uuid) => findLayer(state, uuid)?.locked === true);

function flipAction(name: SimpleActionName, axis: FlipAxis, key: string): DesignerAction {
  return defineAction({
    name,
    label: name as 'flipHorizontal' | 'flipVertical',
    shortcuts: [{ key, shift: true }],
    // A locked layer stays as it is, and the key says 图层已锁定, as Delete does.
    isEnabled: (state) => someFlippable(state) || someLocked(state),
    perform: (state) => {
      const result = edit(state, flipLayers(state, state.selectedUuids, axis));
      return someLocked(state) ? { ...result, message: 'locked' } : result;
    },
  });
}

export const FLIP_ACTIONS: readonly DesignerAction[] = [flipAction('flipHorizontal', 'horizontal', 'h'), flipAction('flipVertical', 'vertical', 'v')];
