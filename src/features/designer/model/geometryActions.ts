/**
 * The property panel's layout actions: a typed X, Y, width, height or rotation (geometryEdit.ts), and
 * align and distribute (align.ts). Each is one undo step; one that would move nothing is disabled.
 *
 * The align keys are Figma's (Alt+A, Alt+H, Alt+D, Alt+W, Alt+V, Alt+S; Alt+Shift+H and Alt+Shift+V
 * distribute), which merchants coming from it know. With Alt they are free: shortcuts match their
 * modifiers exactly, so w/a/s/d still nudge (spec 2 §9) and Shift+H/V still flip (flipActions.ts).
 */
import { defineAction, edit } from './actionHelpers';
import type { DesignerAction, SimpleActionName } from './actionTypes';
import { alignLayers, canAlign, canDistribute, distributeLayers, type AlignEdge, type DistributeAxis } from './align';
import { editGeometry, type GeometryEdit } from './geometryEdit';
import { canTransform, findLayer } from './layerLookup';
import type { DesignerState } from './types';

const someTransformable = (state: DesignerState, uuids: readonly string[] = state.selectedUuids) =>
  uuids.some((uuid) => {
    const layer = findLayer(state, uuid);
    return layer !== undefined && canTransform(layer);
  });

function alignAction(name: SimpleActionName & `align${string}`, edge: AlignEdge, key: string): DesignerAction {
  return defineAction({
    name,
    label: name,
    shortcuts: [{ key, alt: true }],
    isEnabled: (state) => canAlign(state, edge),
    perform: (state) => edit(state, alignLayers(state, edge)),
  });
}

function distributeAction(name: SimpleActionName & `distribute${string}`, axis: DistributeAxis, key: string): DesignerAction {
  return defineAction({
    name,
    label: name,
    shortcuts: [{ key, alt: true, shift: true }],
    isEnabled: (state) => canDistribute(state, axis),
    perform: (state) => edit(state, distributeLayers(state, axis)),
  });
}

export const GEOMETRY_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'setGeometry',
    label: 'setGeometry',
    shortcuts: [],
    // A value that changes nothing (the same number, a size at its minimum) runs and makes no step.
    isEnabled: (state, _context, value: GeometryEdit) => someTransformable(state, value.uuids),
    perform: (state, _context, value: GeometryEdit) => edit(state, editGeometry(state, value)),
  }),
  alignAction('alignLeft', 'left', 'a'),
  alignAction('alignCentreX', 'centreX', 'h'),
  alignAction('alignRight', 'right', 'd'),
  alignAction('alignTop', 'top', 'w'),
  alignAction('alignCentreY', 'centreY', 'v'),
  alignAction('alignBottom', 'bottom', 's'),
  distributeAction('distributeHorizontal', 'horizontal', 'h'),
  distributeAction('distributeVertical', 'vertical', 'v'),
];
