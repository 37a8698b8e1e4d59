/**
 * Every designer operation as an action (spec 2 §4, §9). Shortcuts are the keyboard table of spec 2 §9,
 * plus three the spec does not list: Delete/Backspace delete and ctrl/meta+a selects all.
 *
 * Single-layer operations (order, background, cutout) act when exactly one layer is selected; the others
 * act on the whole selection.
 */
import { defineAction, edit } from './actionHelpers';
import type { ActionContext, ActionResult, DesignerAction, SimpleActionName } from './actionTypes';
import { CLIPBOARD_ACTIONS } from './clipboardActions';
import { canBeBackground, setBackground, unsetBackground } from './background';
import { NUDGE_FAR_STEP, NUDGE_STEP, SCALE_DOWN_FACTOR, SCALE_UP_FACTOR } from './constants';
import { copyLayers } from './copy';
import { CUTOUT_ACTIONS } from './cutoutActions';
import { canMarkCutout, markCutout, unmarkCutout } from './cutout';
import { canRedo, canUndo, redo, undo } from './history';
import { canDelete, deleteLayers, setLocked } from './layerEdits';
import { FLIP_ACTIONS } from './flipActions';
import { GEOMETRY_ACTIONS } from './geometryActions';
import { GROUP_ACTIONS } from './groupActions';
import { selectedGroupId, settleGroupAfterMove } from './groups';
import { moveGroupStep } from './groupRow';
import { IMPORT_ACTIONS } from './importActions';
import { LOOK_ACTIONS } from './lookActions';
import { addLayer } from './layerFactory';
import { canTransform, findLayer, selectedLayersOf, singleSelectedLayer } from './layerLookup';
import { moveDown, moveLayerTo, moveUp, type OrderResult } from './order';
import { selectAll } from './selection';
import { STROKE_ACTIONS } from './strokeActions';
import { TEXT_ACTIONS } from './textActions';
import { VISIBILITY_ACTIONS } from './visibilityActions';
import { moveLayers, scaleLayers } from './transform';
import type { DesignerState, Layer } from './types';


/**
 * A reorder of `uuid`, its group settled (groups.ts: each group stays one run of the stack); a whole group's
 * move (no `uuid`) keeps its run as it is.
 */
function fromOrder(before: DesignerState, result: OrderResult, uuid?: string): ActionResult {
  const state = result.state === before || uuid === undefined ? result.state : settleGroupAfterMove(result.state, uuid);
  return { ...edit(before, state), ...(result.message ? { message: result.message } : {}) };
}

/**
 * 上移一层 / 下移一层 (spec 2 §4): one layer swaps with its neighbour (order.ts); a whole group selected moves
 * as one run past the layer or group beside it (groupRow.ts), as its row's drag does.
 */
function orderStep(
  name: 'moveUp' | 'moveDown',
  applies: (layer: Layer) => boolean,
  moveOne: (state: DesignerState, uuid: string) => OrderResult,
): DesignerAction {
  const single = singleLayerAction(name, applies, (s, uuid) => fromOrder(s, moveOne(s, uuid), uuid));
  const direction = name === 'moveUp' ? 'up' : 'down';
  return {
    ...single,
    isEnabled: (state, context, payload) => selectedGroupId(state) !== undefined || single.isEnabled(state, context, payload),
    perform: (state, context, payload) =>
      selectedGroupId(state) !== undefined ? fromOrder(state, moveGroupStep(state, state.selectedUuids[0]!, direction)) : single.perform(state, context, payload),
  };
}

const someSelected = (state: DesignerState) => state.selectedUuids.length > 0;
const someTransformable = (state: DesignerState) => selectedLayersOf(state).some(canTransform);

function singleLayerAction(
  name: SimpleActionName,
  applies: (layer: Layer) => boolean,
  run: (state: DesignerState, uuid: string) => ActionResult,
): DesignerAction {
  return defineAction({
    name,
    label: name,
    shortcuts: [],
    isEnabled: (state) => {
      const layer = singleSelectedLayer(state);
      return layer !== undefined && applies(layer);
    },
    perform: (state) => {
      const layer = singleSelectedLayer(state);
      return layer && applies(layer) ? run(state, layer.uuid) : { state, capture: 'never' };
    },
  });
}

/**
 * Spec 2 §9's nudge (and with Shift the 10 px one). Presses in a row are one undo step (`burst`): the
 * merchant takes back a placement, not each pixel of it.
 */
function nudge(name: SimpleActionName, dx: number, dy: number, keys: string[], shift = false): DesignerAction {
  return defineAction({
    name,
    label: name,
    shortcuts: keys.map((key) => (shift ? { key, shift } : { key })),
    burst: 'nudge',
    isEnabled: someTransformable,
    perform: (state) => edit(state, moveLayers(state, state.selectedUuids, dx, dy)),
  });
}

function scale(name: SimpleActionName, factor: number, key: string, modKey: string): DesignerAction {
  return defineAction({
    name,
    label: name,
    shortcuts: [{ key }, { key: modKey, mod: true }],
    isEnabled: someTransformable,
    perform: (state) => edit(state, scaleLayers(state, state.selectedUuids, factor)),
  });
}

export const DESIGNER_ACTIONS: readonly DesignerAction[] = [
  orderStep('moveUp', (layer) => !layer.isBackground, moveUp),
  orderStep('moveDown', () => true, moveDown),
  singleLayerAction(
    'setBackground',
    (layer) => canBeBackground(layer) && !layer.isBackground,
    (s, uuid) => edit(s, setBackground(s, uuid)),
  ),
  singleLayerAction('unsetBackground', (layer) => layer.isBackground, (s, uuid) => edit(s, unsetBackground(s, uuid))),
  singleLayerAction('markCutout', canMarkCutout, (s, uuid) => edit(s, markCutout(s, uuid))),
  singleLayerAction('unmarkCutout', (layer) => layer.type === 'AI_CUTOUT', (s, uuid) => edit(s, unmarkCutout(s, uuid))),
  defineAction({
    name: 'copy',
    label: 'copy',
    shortcuts: [],
    isEnabled: someSelected,
    perform: (state, context: ActionContext) => edit(state, copyLayers(state, state.selectedUuids, context.newUuid)),
  }),
  defineAction({
    name: 'lock',
    label: 'lock',
    shortcuts: [],
    isEnabled: (state) => selectedLayersOf(state).some((layer) => !layer.locked),
    perform: (state) => edit(state, setLocked(state, state.selectedUuids, true)),
  }),
  defineAction({
    name: 'unlock',
    label: 'unlock',
    shortcuts: [],
    isEnabled: (state) => selectedLayersOf(state).some((layer) => layer.locked),
    perform: (state) => edit(state, setLocked(state, state.selectedUuids, false)),
  }),
  nudge('nudgeLeft', -NUDGE_STEP, 0, ['a', 'ArrowLeft']),
  nudge('nudgeRight', NUDGE_STEP, 0, ['d', 'ArrowRight']),
  nudge('nudgeUp', 0, -NUDGE_STEP, ['w', 'ArrowUp']),
  nudge('nudgeDown', 0, NUDGE_STEP, ['s', 'ArrowDown']),
  nudge('nudgeLeftFar', -NUDGE_FAR_STEP, 0, ['a', 'ArrowLeft'], true),
  nudge('nudgeRightFar', NUDGE_FAR_STEP, 0, ['d', 'ArrowRight'], true),
  nudge('nudgeUpFar', 0, -NUDGE_FAR_STEP, ['w', 'ArrowUp'], true),
  nudge('nudgeDownFar', 0, NUDGE_FAR_STEP, ['s', 'ArrowDown'], true),
  scale('scaleUp', SCALE_UP_FACTOR, 'e', '='),
  scale('scaleDown', SCALE_DOWN_FACTOR, 'r', '-'),
  defineAction({
    name: 'undo',
    label: 'undo',
    shortcuts: [{ key: 'z', mod: true }],
    isEnabled: (_state, context) => canUndo(context.history),
    perform: (_state, context) => {
      const history = undo(context.history);
      return { state: history.present, capture: 'never', history };
    },
  }),
  defineAction({
    name: 'redo',
    label: 'redo',
    // Ctrl + Y as well: the redo of Windows programs, and of a text field's own undo.
    shortcuts: [{ key: 'z', mod: true, shift: true }, { key: 'y', mod: true }],
    isEnabled: (_state, context) => canRedo(context.history),
    perform: (_state, context) => {
      const history = redo(context.history);
      return { state: history.present, capture: 'never', history };
    },
  }),
  defineAction({
    name: 'delete',
    label: 'delete',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    // A locked layer stays: locking is how a merchant protects a layer from a stray key. The key still
    // answers, with 图层已锁定, so the merchant knows why it stayed.
    isEnabled: someSelected,
    perform: (state) => {
      const result = edit(state, deleteLayers(state, state.selectedUuids));
      return selectedLayersOf(state).some((layer) => !canDelete(layer)) ? { ...result, message: 'locked' } : result;
    },
  }),
  defineAction({
    name: 'selectAll',
    label: 'selectAll',
    shortcuts: [{ key: 'a', mod: true }],
    isEnabled: (state) => state.layers.length > 0,
    // Selecting is never an undo step (spec 2 §4: snapshots are edits).
    perform: (state) => ({ state: selectAll(state), capture: 'never' }),
  }),
  // Neither is on a key or a panel button: the upload, the material library and the layer list run them,
  // so they answer to the same isEnabled (and the same refusal while a save runs) as every other edit.
  defineAction({
    name: 'addLayer',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, layer) => !findLayer(state, layer.uuid),
    perform: (state, _context, layer) => edit(state, addLayer(state, layer)),
  }),
  defineAction({
    name: 'moveLayerTo',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, { uuid }) => {
      const layer = findLayer(state, uuid);
      return layer !== undefined && !layer.isBackground;
    },
    perform: (state, _context, { uuid, toIndex }) => fromOrder(state, moveLayerTo(state, uuid, toIndex), uuid),
  }),
  // Each part keeps its actions in its own module.
  ...TEXT_ACTIONS,

  ...STROKE_ACTIONS,

  ...CUTOUT_ACTIONS,

  ...IMPORT_ACTIONS,

  ...FLIP_ACTIONS,

  ...VISIBILITY_ACTIONS,

  ...LOOK_ACTIONS,

  ...GEOMETRY_ACTIONS,
  ...CLIPBOARD_ACTIONS,
  ...GROUP_ACTIONS,
];
