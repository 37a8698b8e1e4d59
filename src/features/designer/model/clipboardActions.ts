/**
 * Copy, cut, paste and duplicate (Ctrl/⌘ + C, X, V, D) as actions, and what the canvas's and the layer
 * list's right-click menu selects first. Not in spec 2 §9's table: what a merchant who has used Canva or
 * Figma expects; spec 2's own keys keep their meaning (the action manager warns on any clash).
 *
 * The clipboard itself is the session's (session/designerClipboard.ts: kept in the browser per account, so
 * another template or tab can paste): copying changes no document, so `copyToClipboard` only declares the
 * key, the label and when it applies, and the session writes the layers `layersToCopy` names. Cut and paste
 * change the document and are one undo step each. Ctrl/⌘ + C, X and V reach the designer as the browser's
 * copy, cut and paste events (a paste event carries an image from the system clipboard), never as keys.
 */
import { defineAction, edit } from './actionHelpers';
import type { DesignerAction } from './actionTypes';
import { copyLayers, pasteCopies } from './copy';
import { canDelete, deleteLayers } from './layerEdits';
import { findLayer } from './layerLookup';
import { clearSelection, clickLayer } from './selection';
import type { DesignerState, Layer } from './types';

/** The selected layers, bottom to top (the clipboard keeps them in the stack's order). */
export function layersToCopy(state: DesignerState): Layer[] {
  const selected = new Set(state.selectedUuids);
  return state.layers.filter((layer) => selected.has(layer.uuid));
}

/**
 * What a cut takes: the selected layers that may be deleted. A locked layer stays where it is and out of
 * the clipboard (a paste would otherwise double it). The background may be cut, as it may be deleted
 * (layerEdits.ts): its paste is an ordinary layer, as spec 2 §4's copy of it is.
 */
export function layersToCut(state: DesignerState): Layer[] {
  return layersToCopy(state).filter(canDelete);
}

/**
 * Right-click selects first, as Canva and Figma do: a layer outside the selection becomes the selection;
 * one inside it keeps the selection (the menu acts on all of it); the empty canvas clears it.
 */
export function selectForContextMenu(state: DesignerState, uuid: string | null): DesignerState {
  if (uuid === null) return clearSelection(state);
  return state.selectedUuids.includes(uuid) ? state : clickLayer(state, uuid);
}

const someSelected = (state: DesignerState) => state.selectedUuids.some((uuid) => findLayer(state, uuid) !== undefined);
const someLockedSelected = (state: DesignerState) => state.selectedUuids.some((uuid) => findLayer(state, uuid)?.locked === true);

export const CLIPBOARD_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'copyToClipboard',
    label: 'copyToClipboard',
    shortcuts: [{ key: 'c', mod: true }],
    isEnabled: someSelected,
    // The layers go to the session's clipboard, not into the document: no change, no undo step.
    perform: (state) => ({ state, capture: 'never' }),
  }),
  defineAction({
    name: 'cutToClipboard',
    label: 'cutToClipboard',
    shortcuts: [{ key: 'x', mod: true }],
    isEnabled: someSelected,
    // As Delete: a locked layer stays, and the key says 图层已锁定 so the merchant knows why.
    perform: (state) => {
      const result = edit(state, deleteLayers(state, state.selectedUuids));
      return someLockedSelected(state) ? { ...result, message: 'locked' } : result;
    },
  }),
  defineAction({
    name: 'pasteLayers',
    label: 'pasteLayers',
    shortcuts: [{ key: 'v', mod: true }],
    isEnabled: (_state, _context, layers: readonly Layer[]) => layers.length > 0,
    perform: (state, context, layers: readonly Layer[]) => edit(state, pasteCopies(state, layers, context.newUuid)),
  }),
  // Spec 2 §4's copy layer (复制图层) on the key Canva and Figma give it; the browser's bookmark key is
  // never reached, the keyboard handler preventing the default of every key an action takes.
  defineAction({
    name: 'duplicate',
    label: 'duplicate',
    shortcuts: [{ key: 'd', mod: true }],
    isEnabled: someSelected,
    perform: (state, context) => edit(state, copyLayers(state, state.selectedUuids, context.newUuid)),
  }),
];
