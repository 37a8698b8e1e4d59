/**
 * Layers brought in from a PSD artboard (spec 2 §4 "PSD import"): added on top of the stack, in the
 * artboard's order (bottom first), as ONE undo step, and selected together so the merchant can move them
 * as one. Each gets a new uuid and a null id here, whatever it came with: importing the same artboard
 * twice makes two sets of layers, never two layers sharing a uuid; a PSD's folders come in as groups
 * (groups.ts), each with a new id too.
 */
import { defineAction, edit } from './actionHelpers';
import { setBackground } from './background';
import type { DesignerAction } from './actionTypes';
import { outOfGroup, regroupCopies } from './groups';
import type { DesignerState, Layer } from './types';

/**
 * A box the canvas can draw and the save accepts: finite, and a positive size. The import's mapping
 * (psdPlacement.ts) already leaves other layers out; this keeps a NaN or 0 × 0 layer out of the model
 * whoever dispatches, since the canvas would draw nothing and the save would fail on it much later.
 */
export function isImportableLayer(layer: Layer): boolean {
  const { left, top, width, height } = layer;
  return [left, top, width, height].every(Number.isFinite) && width > 0 && height > 0;
}

/**
 * The artboard's background (a layer the import marked isBackground: its background colour, or its layer
 * named Background, 背景 or 배경) becomes the template's background as spec 2 §4 makes a new one
 * (setBackground): fitted to the canvas by cover, not rotated, no stroke, at the bottom. A template's own
 * background stays (the merchant chose it): the PSD import leaves the colour out then (psdProtocol.ts
 * layersToPlace), and a background layer of the artboard comes in as an ordinary layer.
 */
export function importLayers(state: DesignerState, layers: readonly Layer[], newUuid: () => string): DesignerState {
  const importable = layers.filter(isImportableLayer);
  if (importable.length === 0) return state;
  const fresh = (layer: Layer): Layer => ({ ...layer, id: null, uuid: newUuid(), isSelected: false, isBackground: false });
  const hasOwn = state.layers.some((layer) => layer.isBackground);
  const background = hasOwn ? undefined : importable.find((layer) => layer.isBackground);
  const added = regroupCopies(state, importable.filter((layer) => layer !== background).map(fresh), newUuid, false);
  const next = { ...state, layers: [...state.layers, ...added], selectedUuids: added.map((layer) => layer.uuid) };
  if (!background) return next;
  const below = outOfGroup(fresh(background));
  return setBackground({ ...next, layers: [below, ...next.layers] }, below.uuid);
}

export const IMPORT_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'importLayers',
    label: 'layers',
    shortcuts: [],
    isEnabled: (_state, _context, layers) => layers.some(isImportableLayer),
    perform: (state, context, layers) => edit(state, importLayers(state, layers, context.newUuid)),
  }),
];
