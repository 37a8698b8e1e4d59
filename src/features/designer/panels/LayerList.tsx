import { Empty, Tag } from '@arco-design/web-react';
import { IconExclamationCircleFill, IconLock } from '@arco-design/web-react/icon';
import { useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { MSG } from '../../../messages';
import { clickLayer, isHidden, shiftClickLayer, type DesignerStore, type Layer } from '../model';
import { showDesignerMessage } from '../session/designerActions';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { VisibilityToggle } from './VisibilityToggle';
import { useScrollToSelected } from './useScrollToSelected';

export interface LayerListProps {
  store: DesignerStore;
}

/**
 * One row per layer, the top of the stack first. A click selects (shift-click by the model's rules,
 * spec 2 §4); dragging a row onto another puts the layer where that row is (移动图层成功~).
 */
export function LayerList({ store }: LayerListProps) {
  const { state, unreadable } = useDesignerSnapshot(store);
  const dragged = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const rows = state.layers.slice().reverse();
  const selected = new Set(state.selectedUuids);
  const list = useRef<HTMLUListElement>(null);
  useScrollToSelected(list, state.selectedUuids);

  function select(event: MouseEvent, uuid: string) {
    store.apply((current) => (event.shiftKey ? shiftClickLayer(current, uuid) : clickLayer(current, uuid)), 'never');
  }

  function drop(event: DragEvent, targetUuid: string) {
    event.preventDefault();
    const uuid = dragged.current;
    dragged.current = null;
    setOver(null);
    if (!uuid || uuid === targetUuid) return;
    const toIndex = store.getState().layers.findIndex((layer) => layer.uuid === targetUuid);
    const outcome = store.dispatch('moveLayerTo', { uuid, toIndex });
    if (outcome.message) showDesignerMessage(outcome.message);
  }

  if (rows.length === 0) {
    return <Empty className="designer-layers-empty" description={MSG.designer.emptyLayers} />;
  }
  return (
    <ul className="designer-layer-list" aria-label={MSG.designer.layers} ref={list}>
      {rows.map((layer, row) => (
        <li
          key={layer.uuid}
          className={['designer-layer-row', selected.has(layer.uuid) && 'selected', over === layer.uuid && 'drop-target', isHidden(layer) && 'hidden-layer']
            .filter(Boolean)
            .join(' ')}
          data-uuid={layer.uuid}
          data-row={row}
          // The background stays at the bottom (spec 2 §4): it is not dragged.
          draggable={!layer.isBackground}
          onClick={(event) => select(event, layer.uuid)}
          onDragStart={(event) => {
            dragged.current = layer.uuid;
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts no drag without data; it is never read back.
            event.dataTransfer.setData('text/plain', layer.uuid);
          }}
          onDragOver={(event) => {
            if (!dragged.current) return;
            event.preventDefault();
            if (over !== layer.uuid) setOver(layer.uuid);
          }}
          onDragLeave={() => setOver((current) => (current === layer.uuid ? null : current))}
          onDrop={(event) => drop(event, layer.uuid)}
          onDragEnd={() => {
            dragged.current = null;
            setOver(null);
          }}
        >
          <span className="designer-layer-thumb">
            <img src={layer.imageUrl} alt="" loading="lazy" decoding="async" draggable={false} />
          </span>
          <span className="designer-layer-name">{`${MSG.designer.layers} ${rows.length - row}`}</span>
          <LayerTags layer={layer} unreadable={layer.type !== 'TEXT' && unreadable.has(layer.imageUrl)} />
          <VisibilityToggle store={store} layer={layer} />
        </li>
      ))}
    </ul>
  );
}

function LayerTags({ layer, unreadable }: { layer: Layer; unreadable: boolean }) {
  return (
    <span className="designer-layer-tags">
      {/* An icon, not a tag: the narrow list (168 px) keeps the name and the eye beside it. */}
      {unreadable && (
        <span className="designer-layer-unreadable" role="img" aria-label={MSG.designer.unreadableTag} title={MSG.designer.unreadableTag}>
          <IconExclamationCircleFill />
        </span>
      )}
      {layer.isBackground && <Tag size="small" color="arcoblue">{MSG.designer.backgroundTag}</Tag>}
      {layer.type === 'AI_CUTOUT' && <Tag size="small" color="purple">{MSG.designer.cutoutTag}</Tag>}
      {layer.locked && <IconLock aria-label={MSG.designer.lockedTag} />}
    </span>
  );
}
