import { Empty, Spin, Tag } from '@arco-design/web-react';
import { IconExclamationCircleFill, IconImageClose, IconLock } from '@arco-design/web-react/icon';
import { memo, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { MSG } from '../messages';
import { clickLayer, isHidden, isMenuKey, shiftClickLayer } from '../model';
import { showDesignerMessage } from '../session/designerActions';
import { useShownUrl } from '../session/pendingImages';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { VisibilityToggle } from './VisibilityToggle';
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
  select(event: MouseEvent, uuid: string): void;
  dragStart(event: DragEvent, uuid: string): void;
  dragOver(event: DragEvent, uuid: string): void;
  dragLeave(uuid: string): void;
  drop(event: DragEvent, uuid: string): void;
  dragEnd(): void;
  toggleHidden(uuid: string, hidden: boolean): void;
  contextMenu(event: MouseEvent, uuid: string): void;
  keyDown(event: KeyboardEvent<HTMLElement>, uuid: string): void;
}

/**
 * One row per layer, the top of the stack first. A click selects (shift-click by the model's rules,
 * spec 2 §4); dragging a row onto another puts the layer where that row is (移动图层成功~).
 */
export function LayerList({ reveal, onContextMenu }: LayerListProps) {
  const store = useDesignerStore();
  const { state, unreadable, saving } = useDesignerSnapshot(store);
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const rows = state.layers.slice().reverse();
  const selected = new Set(state.selectedUuids);
  const list = useRef<HTMLUListElement>(null);
  useScrollToSelected(list, state.selectedUuids, reveal);
  const contextMenu = useRef(onContextMenu);
  contextMenu.current = onContextMenu;

  const handlers = useMemo<RowHandlers>(() => {
    const stopDrag = () => {
      dragged.current = null;
      setOver(null);
    };
    return {
      select(event, uuid) {
        store.apply((current) => (event.shiftKey ? shiftClickLayer(current, uuid) : clickLayer(current, uuid)), 'never');
      },
      dragStart(event, uuid) {
        dragged.current = uuid;
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts no drag without data; it is never read back.
        event.dataTransfer.setData('text/plain', uuid);
      },
      dragOver(event, uuid) {
        if (!dragged.current) return;
        event.preventDefault();
        setOver(uuid);
      },
      dragLeave(uuid) {
        setOver((current) => (current === uuid ? null : current));
      },
      drop(event, targetUuid) {
        event.preventDefault();
        const uuid = dragged.current;
        stopDrag();
        if (!uuid || uuid === targetUuid) return;
        const toIndex = store.getState().layers.findIndex((layer) => layer.uuid === targetUuid);
        const outcome = store.dispatch('moveLayerTo', { uuid, toIndex });
        if (outcome.message) showDesignerMessage(outcome.message);
      },
      dragEnd: stopDrag,
      toggleHidden(uuid, hidden) {
        store.dispatch('setHidden', { uuid, hidden });
      },
      contextMenu(event, uuid) {
        if (!contextMenu.current) return;
        event.preventDefault();
        contextMenu.current({ x: event.clientX, y: event.clientY, uuid });
      },
      // A row takes the focus (Tab): Enter or Space selects it as a click does, Shift + F10 or the menu key opens its menu.
      keyDown(event, uuid) {
        if (event.target !== event.currentTarget) return;
        if (isMenuKey(event) && contextMenu.current) {
          const row = event.currentTarget.getBoundingClientRect();
          contextMenu.current({ x: row.left + row.width / 2, y: row.bottom, uuid });
        } else if ((event.key === 'Enter' || event.key === ' ') && !event.ctrlKey && !event.metaKey && !event.altKey) {
          store.apply((current) => (event.shiftKey ? shiftClickLayer(current, uuid) : clickLayer(current, uuid)), 'never');
        } else {
          return;
        }
        event.preventDefault();
        event.stopPropagation();
      },
    };
  }, [store]);

  if (rows.length === 0) {
    return <Empty className="designer-layers-empty" description={MSG.designer.emptyLayers} />;
  }
  return (
    <ul className="designer-layer-list" aria-label={MSG.designer.layers} ref={list}>
      {rows.map((layer, row) => (
        <LayerRow
          key={layer.uuid}
          uuid={layer.uuid}
          row={row}
          number={rows.length - row}
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
      ))}
    </ul>
  );
}

interface LayerRowProps {
  uuid: string;
  row: number;
  /** 图层 N, counted from the bottom of the stack. */
  number: number;
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

/** The layer's image, once it has bytes; a spinner while a PSD layer's PNG is still being made (pendingImages.ts). */
function LayerThumbnail({ url }: { url: string }) {
  const shown = useShownUrl(url);
  return shown === undefined ? (
    <span className="designer-layer-thumb-pending" role="status" aria-label={MSG.designer.layerPngPending}>
      <Spin size={14} />
    </span>
  ) : (
    <img src={shown} alt="" loading="lazy" decoding="async" draggable={false} />
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
      className={['designer-layer-row', props.selected && 'selected', props.dropTarget && 'drop-target', props.hidden && 'hidden-layer'].filter(Boolean).join(' ')}
      data-uuid={uuid}
      data-row={props.row}
      // The background stays at the bottom (spec 2 §4): it is not dragged.
      draggable={!props.isBackground}
      tabIndex={0}
      aria-current={props.selected || undefined}
      onClick={(event) => handlers.select(event, uuid)}
      onKeyDown={(event) => handlers.keyDown(event, uuid)}
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
        ) : (
          <LayerThumbnail url={props.imageUrl} />
        )}
      </span>
      <span className="designer-layer-name">{`${MSG.designer.layers} ${props.number}`}</span>
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
