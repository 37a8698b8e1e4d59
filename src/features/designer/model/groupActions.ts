/**
 * Group and ungroup (Ctrl/⌘ + G, Ctrl/⌘ + Shift + G, as Canva, Figma and Polotno), renaming a layer or a
 * group, and F2, which opens the layer list's name field: each an undo step but F2, which changes nothing.
 * A group's row hides, shows, locks, unlocks and moves all its members at once (groupRow.ts).
 */
import { defineAction, edit } from './actionHelpers';
import type { GroupLockEdit, GroupMove, HiddenEdit, RenameEdit } from './actionPayloads';
import type { DesignerAction } from './actionTypes';
import { canGroup, canUngroup, groupSelection, selectedGroupId, ungroupSelection } from './groups';
import { canRename, renameLayer } from './layerName';
import { MSG } from '../messages';
import { singleSelectedLayer } from './layerLookup';
import { setLocked } from './layerEdits';
import { allMembers, membersOf, moveGroupTo } from './groupRow';
import { isHidden, setHidden } from './visibility';

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
  defineAction({
    name: 'setGroupHidden',
    label: 'hideLayer',
    shortcuts: [],
    isEnabled: (state, _context, { uuid, hidden }: HiddenEdit) => !allMembers(state, uuid, (layer) => isHidden(layer) === hidden),
    perform: (state, _context, { uuid, hidden }: HiddenEdit) =>
      edit(state, membersOf(state, uuid).reduce((next, layer) => setHidden(next, layer.uuid, hidden), state)),
  }),
  defineAction({
    name: 'setGroupLocked',
    label: 'lock',
    shortcuts: [],
    isEnabled: (state, _context, { uuid, locked }: GroupLockEdit) => !allMembers(state, uuid, (layer) => layer.locked === locked),
    perform: (state, _context, { uuid, locked }: GroupLockEdit) =>
      edit(
        state,
        setLocked(
          state,
          membersOf(state, uuid).map((layer) => layer.uuid),
          locked,
        ),
      ),
  }),
  defineAction({
    name: 'moveGroupTo',
    label: 'layers',
    shortcuts: [],
    isEnabled: (state, _context, { uuid, target }: GroupMove) => !membersOf(state, uuid).some((layer) => layer.uuid === target),
    perform: (state, _context, { uuid, target }: GroupMove) => {
      const { state: moved, message } = moveGroupTo(state, uuid, target);
      return { ...edit(state, moved), ...(message ? { message } : {}) };
    },
  }),
];
