import { Empty, Spin, Tag } from '@arco-design/web-react';
import { IconCaretDown, IconCaretRight, IconExclamationCircleFill, IconFolder, IconImageClose, IconLock } from '@arco-design/web-react/icon';
import { memo, useCallback, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { MSG } from '../messages';
import { clickLayer, isHidden, isMenuKey, selectedGroupId, selectLayerAlone, shiftClickLayer, shownName, singleSelectedLayer } from '../model';
import { showDesignerMessage } from '../session/designerActions';
import { canBePending, useShownUrl } from '../session/pendingImages';
import { useRenameRequests } from '../session/renameRequests';
import { LayerNameField } from './LayerNameField';
import { layerEntries, type GroupEntry, type LayerEntry } from './layerRows';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { VisibilityToggle } from './VisibilityToggle';
import { GroupLockToggle } from './GroupLockToggle';
import { useScrollToSelected } from './useScrollToSelected';
import { useDesignerStore } from '../designerStoreContext';

export interface LayerListProps {
  /** Changes with each press on a canvas layer: the selected row is scrolled into view again. */
  reveal: number;
  /** A right-click on a row, or its menu key: the menu of LayerContextMenu.tsx, at the pointer or the row. */
  onContextMenu?: (request: { x: number; y: number; uuid: string }) => void;
}

/** What a row does, the same functions for every row and every render, so a row redraws only when what it shows changes. */
interface RowHandlers {
  /** `alone`: a member's row in an opened group selects that member, not its group. */
  select(event: MouseEvent, uuid: string, alone?: boolean): void;
  /** Double-click on a name: its field (`group`: the group's name). */
  startRename(uuid: string, group: boolean): void;
  applyName(uuid: string, group: boolean, name: string): void;
  stopRename(): void;
  toggleOpen(groupId: string): void;
  /** `group`: a group's row, whose members all move (model/groupRow.ts). */
  dragStart(event: DragEvent, uuid: string, group?: boolean): void;
  /** `key`: the row's own (a layer's uuid, `group:` and a group's id), for the drop line. */
  dragOver(event: DragEvent, key: string): void;
  dragLeave(key: string): void;
  drop(event: DragEvent, uuid: string): void;
  dragEnd(): void;
  toggleHidden(uuid: string, hidden: boolean): void;
  /** A group's row: its eye and its lock, for every member. */
  toggleGroupHidden(uuid: string, hidden: boolean): void;
  toggleGroupLocked(uuid: string, locked: boolean): void;
  contextMenu(event: MouseEvent, uuid: string): void;
  keyDown(event: KeyboardEvent<HTMLElement>, uuid: string, alone?: boolean): void;
}

/** The name field open in the list: a layer's, or with `group` its group's. */
interface Renaming {
  uuid: string;
  group: boolean;
}

/**
 * One row per layer, the top of the stack first, and one per group that opens to its layers. A click
 * selects (shift-click by the model's rules, spec 2 §4); dragging a row onto another puts the layer where
 * that row is (移动图层成功~), a group's row its members as one run; double-click on a name or F2 renames.
 */
export function LayerList({ reveal, onContextMenu }: LayerListProps) {
  const store = useDesignerStore();
  const { state, unreadable, saving } = useDesignerSnapshot(store);
  const dragged = useRef<{ uuid: string; group: boolean } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const entries = layerEntries(state.layers);
  const selected = new Set(state.selectedUuids);
  const list = useRef<HTMLUListElement>(null);
  useScrollToSelected(list, state.selectedUuids, reveal);
  const contextMenu = useRef(onContextMenu);
  contextMenu.current = onContextMenu;

  const handlers = useMemo<RowHandlers>(() => {
    // A member's own row selects it alone; any other row selects as a click on the canvas does (its group whole).
    const selectRow = (shift: boolean, uuid: string, alone?: boolean) => {
      const click = alone ? selectLayerAlone : clickLayer;
      store.apply((current) => (shift ? shiftClickLayer(current, uuid) : click(current, uuid)), 'never');
    };
    const stopDrag = () => {
      dragged.current = null;
      setOver(null);
    };
    return {
      select(event, uuid, alone) {
        selectRow(event.shiftKey, uuid, alone);
      },
      startRename(uuid, group) {
        setRenaming({ uuid, group });
      },
      applyName(uuid, group, name) {
        setRenaming(null);
        store.dispatch('renameLayer', { uuid, name, group });
      },
      stopRename() {
        setRenaming(null);
      },
      toggleOpen(groupId) {
        setOpened((current) => {
          const next = new Set(current);
          if (!next.delete(groupId)) next.add(groupId);
          return next;
        });
      },
      dragStart(event, uuid, group = false) {
        dragged.current = { uuid, group };
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts no drag without data; it is never read back.
        event.dataTransfer.setData('text/plain', uuid);
      },
      dragOver(event, key) {
        if (!dragged.current) return;
        event.preventDefault();
        setOver(key);
      },
      dragLeave(key) {
        setOver((current) => (current === key ? null : current));
      },
      drop(event, targetUuid) {
        event.preventDefault();
        const from = dragged.current;
        stopDrag();
        if (!from || from.uuid === targetUuid) return;
        const toIndex = store.getState().layers.findIndex((layer) => layer.uuid === targetUuid);
        const outcome = from.group
          ? store.dispatch('moveGroupTo', { uuid: from.uuid, target: targetUuid })
          : store.dispatch('moveLayerTo', { uuid: from.uuid, toIndex });
        if (outcome.message) showDesignerMessage(outcome.message);
      },
      dragEnd: stopDrag,
      toggleHidden(uuid, hidden) {
        store.dispatch('setHidden', { uuid, hidden });
      },
      toggleGroupHidden(uuid, hidden) {
        store.dispatch('setGroupHidden', { uuid, hidden });
      },
      toggleGroupLocked(uuid, locked) {
        store.dispatch('setGroupLocked', { uuid, locked });
      },
      contextMenu(event, uuid) {
        if (!contextMenu.current) return;
        event.preventDefault();
        contextMenu.current({ x: event.clientX, y: event.clientY, uuid });
      },
      // A row takes the focus (Tab): Enter or Space selects it as a click does, Shift + F10 or the menu key opens its menu.
      keyDown(event, uuid, alone) {
        if (event.target !== event.currentTarget) return;
        if (isMenuKey(event) && contextMenu.current) {
          const row = event.currentTarget.getBoundingClientRect();
          contextMenu.current({ x: row.left + row.width / 2, y: row.bottom, uuid });
        } else if ((event.key === 'Enter' || event.key === ' ') && !event.ctrlKey && !event.metaKey && !event.altKey) {
          selectRow(event.shiftKey, uuid, alone);
        } else {
          return;
        }
        event.preventDefault();
        event.stopPropagation();
      },
    };
  }, [store]);

  // F2 and the menu's 重命名: the one selected layer's name (its group opened), or the selected group's.
  const renameSelection = useCallback(() => {
    const current = store.getState();
    const groupId = selectedGroupId(current);
    const layer = singleSelectedLayer(current);
    if (groupId !== undefined) setRenaming({ uuid: current.selectedUuids[0], group: true });
    else if (layer) {
      if (layer.groupId !== undefined) setOpened((open) => new Set(open).add(layer.groupId!));
      setRenaming({ uuid: layer.uuid, group: false });
    }
  }, [store]);
  useRenameRequests(store, renameSelection);

  if (entries.length === 0) {
    return <Empty className="designer-layers-empty" description={MSG.designer.emptyLayers} />;
  }
  let row = 0;
  const layerRow = (entry: LayerEntry) => {
    const { layer } = entry;
    return (
      <LayerRow
        key={layer.uuid}
        uuid={layer.uuid}
        row={row++}
        name={shownName(layer, entry.number)}
        renaming={renaming?.uuid === layer.uuid && !renaming.group}
        member={entry.member}
        imageUrl={layer.imageUrl}
        selected={selected.has(layer.uuid)}
        dropTarget={over === layer.uuid}
        hidden={isHidden(layer)}
        isBackground={layer.isBackground}
        isCutout={layer.type === 'AI_CUTOUT'}
        locked={layer.locked}
        unreadable={layer.type !== 'TEXT' && unreadable.has(layer.imageUrl)}
        saving={saving}
        handlers={handlers}
      />
    );
  };
  return (
    <ul className="designer-layer-list" aria-label={MSG.designer.layers} ref={list}>
      {entries.map((entry) =>
        entry.kind === 'layer' ? (
          layerRow(entry)
        ) : (
          <GroupRows
            key={`group:${entry.groupId}`}
            entry={entry}
            open={opened.has(entry.groupId)}
            selected={entry.members.every((member) => selected.has(member.layer.uuid))}
            dropTarget={over === `group:${entry.groupId}`}
            saving={saving}
            renaming={renaming?.group === true && entry.members.some((member) => member.layer.uuid === renaming.uuid)}
            handlers={handlers}
            memberRow={layerRow}
          />
        ),
      )}
    </ul>
  );
}

interface GroupRowsProps {
  entry: GroupEntry;
  open: boolean;
  selected: boolean;
  dropTarget: boolean;
  saving: boolean;
  renaming: boolean;
  handlers: RowHandlers;
  memberRow(entry: LayerEntry): JSX.Element;
}

/**
 * A group's row (a click selects the group, the caret opens it; dragged, all its members move; its eye and
 * lock act on them all), then its members' rows while open.
 */
function GroupRows({ entry, open, selected, dropTarget, saving, renaming, handlers, memberRow }: GroupRowsProps) {
  // The group is selected and renamed through its top member: any member stands for it (model/groups.ts).
  const uuid = entry.members[0].layer.uuid;
  const key = `group:${entry.groupId}`;
  const hidden = entry.members.every((member) => isHidden(member.layer));
  const locked = entry.members.every((member) => member.layer.locked);
  return (
    <>
      <li
        className={['designer-layer-row', 'designer-group-row', selected && 'selected', dropTarget && 'drop-target', hidden && 'hidden-layer'].filter(Boolean).join(' ')}
        data-group={entry.groupId}
        draggable
        tabIndex={0}
        aria-current={selected || undefined}
        onClick={(event) => handlers.select(event, uuid)}
        onKeyDown={(event) => handlers.keyDown(event, uuid)}
        onDragStart={(event) => handlers.dragStart(event, uuid, true)}
        onDragOver={(event) => handlers.dragOver(event, key)}
        onDragLeave={() => handlers.dragLeave(key)}
        onDrop={(event) => handlers.drop(event, uuid)}
        onDragEnd={handlers.dragEnd}
        onContextMenu={(event) => handlers.contextMenu(event, uuid)}
      >
        <button
          type="button"
          className="designer-group-caret"
          aria-expanded={open}
          aria-label={open ? MSG.designer.closeGroup : MSG.designer.openGroup}
          onClick={(event) => {
            event.stopPropagation();
            handlers.toggleOpen(entry.groupId);
          }}
        >
          {open ? <IconCaretDown /> : <IconCaretRight />}
        </button>
        <span className="designer-layer-thumb designer-group-thumb">
          <IconFolder />
        </span>
        {renaming ? (
          <LayerNameField name={entry.name} onApply={(name) => handlers.applyName(uuid, true, name)} onCancel={handlers.stopRename} />
        ) : (
          <span className="designer-layer-name" onDoubleClick={() => handlers.startRename(uuid, true)}>
            {entry.name}
          </span>
        )}
        <GroupLockToggle locked={locked} disabled={saving} onToggle={() => handlers.toggleGroupLocked(uuid, !locked)} />
        <VisibilityToggle
          hidden={hidden}
          disabled={saving}
          labels={{ hide: MSG.designer.hideGroup, show: MSG.designer.showGroup }}
          onToggle={() => handlers.toggleGroupHidden(uuid, !hidden)}
        />
      </li>
      {open && entry.members.map(memberRow)}
    </>
  );
}

interface LayerRowProps {
  uuid: string;
  row: number;
  /** model/layerName.ts: its own, its text's, or 图层 N counted from the bottom of the stack. */
  name: string;
  /** Its name field is open. */
  renaming: boolean;
  /** A member's row in an opened group: indented, and a click selects it alone. */
  member: boolean;
  imageUrl: string;
  selected: boolean;
  dropTarget: boolean;
  hidden: boolean;
  isBackground: boolean;
  isCutout: boolean;
  locked: boolean;
  unreadable: boolean;
  saving: boolean;
  handlers: RowHandlers;
}

function thumbnailImage(src: string) {
  return <img src={src} alt="" loading="lazy" decoding="async" draggable={false} />;
}

/** The layer's image, once it has bytes; a spinner while a PSD layer's PNG is still being made (pendingImages.ts). */
function PendingThumbnail({ url }: { url: string }) {
  const shown = useShownUrl(url);
  return shown === undefined ? (
    <span className="designer-layer-thumb-pending" role="status" aria-label={MSG.designer.layerPngPending}>
      <Spin size={14} />
    </span>
  ) : (
    thumbnailImage(shown)
  );
}

/**
 * A row takes only what it shows: a move, a resize or their undo changes every layer of a selection but no
 * row of the list, so a 200-layer template's list does not redraw while its layers are dragged.
 */
const LayerRow = memo(function LayerRow(props: LayerRowProps) {
  const { uuid, handlers } = props;
  return (
    <li
      className={['designer-layer-row', props.selected && 'selected', props.dropTarget && 'drop-target', props.hidden && 'hidden-layer', props.member && 'group-member'].filter(Boolean).join(' ')}
      data-uuid={uuid}
      data-row={props.row}
      // The background stays at the bottom (spec 2 §4): it is not dragged.
      draggable={!props.isBackground}
      tabIndex={0}
      aria-current={props.selected || undefined}
      onClick={(event) => handlers.select(event, uuid, props.member)}
      onKeyDown={(event) => handlers.keyDown(event, uuid, props.member)}
      onDragStart={(event) => handlers.dragStart(event, uuid)}
      onDragOver={(event) => handlers.dragOver(event, uuid)}
      onDragLeave={() => handlers.dragLeave(uuid)}
      onDrop={(event) => handlers.drop(event, uuid)}
      onDragEnd={handlers.dragEnd}
      onContextMenu={(event) => handlers.contextMenu(event, uuid)}
    >
      <span className="designer-layer-thumb">
        {/* An image that cannot be read would show the browser's broken-image icon: a plain one instead. */}
        {props.unreadable ? (
          <span className="designer-layer-thumb-unreadable">
            <IconImageClose />
          </span>
        ) : canBePending(props.imageUrl) ? (
          <PendingThumbnail url={props.imageUrl} />
        ) : (
          thumbnailImage(props.imageUrl)
        )}
      </span>
      {props.renaming ? (
        <LayerNameField name={props.name} onApply={(name) => handlers.applyName(uuid, false, name)} onCancel={handlers.stopRename} />
      ) : (
        <span className="designer-layer-name" onDoubleClick={() => handlers.startRename(uuid, false)}>
          {props.name}
        </span>
      )}
      <span className="designer-layer-tags">
        {/* An icon, not a tag: the narrow list (168 px) keeps the name and the eye beside it. */}
        {props.unreadable && (
          <span className="designer-layer-unreadable" role="img" aria-label={MSG.designer.unreadableTag} title={MSG.designer.unreadableTag}>
            <IconExclamationCircleFill />
          </span>
        )}
        {props.isBackground && (
          <Tag size="small" color="arcoblue">
            {MSG.designer.backgroundTag}
          </Tag>
        )}
        {props.isCutout && (
          <Tag size="small" color="purple">
            {MSG.designer.cutoutTag}
          </Tag>
        )}
        {props.locked && <IconLock aria-label={MSG.designer.lockedTag} />}
      </span>
      <VisibilityToggle hidden={props.hidden} disabled={props.saving} onToggle={() => handlers.toggleHidden(uuid, !props.hidden)} />
    </li>
  );
});
