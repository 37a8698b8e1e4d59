/**
 * Opacity and crop as actions (opacity.ts, crop.ts): each one undo step. A slider's drag is one step too,
 * as the stroke's sliders are: the panel runs it as an interaction (designerStore.ts) with setOpacity's
 * state at each move.
 */
import { defineAction, edit } from './actionHelpers';
import type { DesignerAction } from './actionTypes';
import { canCrop, cropLayer, type LayerCrop } from './crop';
import { findLayer, updateLayers } from './layerLookup';
import { setOpacity, stepOpacity } from './opacity';
import { strokeForNewImage } from './strokeActions';
import type { DesignerState, Layer } from './types';

/** The layer cropped; its stroke, if any, computed again around the part left (strokeActions.ts). */
function cropped(layer: Layer, crop: LayerCrop): Layer {
  const next = cropLayer(layer, crop);
  return next === layer ? layer : strokeForNewImage(next);
}

/** Whether any of the layers named is still in the document. */
function anyLayerOf(state: DesignerState, uuids: readonly string[]): boolean {
  return uuids.some((uuid) => findLayer(state, uuid) !== undefined);
}

export const LOOK_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'setOpacity',
    label: 'opacity',
    shortcuts: [],
    isEnabled: (state, _context, { uuids }) => anyLayerOf(state, uuids),
    perform: (state, _context, { uuids, opacity }) => edit(state, setOpacity(state, uuids, opacity)),
  }),
  defineAction({
    name: 'stepOpacity',
    label: 'opacity',
    shortcuts: [],
    isEnabled: (state, _context, { uuids }) => anyLayerOf(state, uuids),
    perform: (state, _context, { uuids, delta }) => edit(state, stepOpacity(state, uuids, delta)),
  }),
  defineAction({
    name: 'cropLayer',
    label: 'crop',
    shortcuts: [],
    isEnabled: (state, _context, { uuid }) => {
      const layer = findLayer(state, uuid);
      return layer !== undefined && canCrop(layer);
    },
    perform: (state, _context, { uuid, crop }) => edit(state, updateLayers(state, [uuid], (layer) => (canCrop(layer) ? cropped(layer, crop) : layer))),
  }),
];
