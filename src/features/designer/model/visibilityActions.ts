/** The layer list's eye as an action (visibility.ts): one undo step, refused while a save runs. */
import { defineAction, edit } from './actionHelpers';
import type { HiddenEdit } from './actionPayloads';
import type { DesignerAction } from './actionTypes';
import { findLayer } from './layerLookup';
import { isHidden, setHidden } from './visibility';

export const VISIBILITY_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'setHidden',
    label: 'hideLayer',
    shortcuts: [],
    isEnabled: (state, _context, { uuid, hidden }: HiddenEdit) => {
      const layer = findLayer(state, uuid);
      return layer !== undefined && isHidden(layer) !== hidden;
    },
    perform: (state, _context, { uuid, hidden }: HiddenEdit) => edit(state, setHidden(state, uuid, hidden)),
  }),
];
