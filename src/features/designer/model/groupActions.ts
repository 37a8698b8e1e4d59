/**
 * Group and ungroup (Ctrl/⌘ + G, Ctrl/⌘ + Shift + G, as Canva, Figma and Polotno), renaming a layer or a
 * group, and F2, which opens the layer list's name field: each an undo step but F2, which changes nothing.
 */
import { defineAction, edit } from './actionHelpers';
import type { RenameEdit } from './actionPayloads';
import type { DesignerAction } from './actionTypes';
import { canGroup, canUngroup, groupSelection, selectedGroupId, ungroupSelection } from './groups';
import { canRename, renameLayer } from './layerName';
import { MSG } from '../messages';
import { singleSelectedLayer } from './layerLookup';

export const GROUP_ACTIONS: readonly DesignerAction[] = [
  defineAction({
    name: 'group',
    label: 'group',
    shortcuts: [{ key: 'g', mod: true }],
    isEnabled: canGroup,
    perform: (state, context) => edit(state, groupSelection(state, context.newUuid(), MSG.designer.groupNamePrefix)),
  }),
  defineAction({
    name: 'ungroup',
    label: 'ungroup',
    shortcuts: [{ key: 'g', mod: true, shift: true }],
    isEnabled: canUngroup,
    perform: (state) => edit(state, ungroupSelection(state)),
  }),
  defineAction({
    name: 'rename',
    label: 'rename',
    shortcuts: [{ key: 'F2' }],
    // One layer, or one whole group: the name the list's field would edit.
    isEnabled: (state) => singleSelectedLayer(state) !== undefined || selectedGroupId(state) !== undefined,
    // The field is the list's (session/renameRequests.ts): the document is untouched until it is applied.
    perform: (state) => ({ state, capture: 'never' }),
  }),
  defineAction({
    name: 'renameLayer',
    label: 'rename',
    shortcuts: [],
    isEnabled: (state, _context, value: RenameEdit) => canRename(state, value),
    perform: (state, _context, value: RenameEdit) => edit(state, renameLayer(state, value)),
  }),
];
