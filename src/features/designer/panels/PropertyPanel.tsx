import { Button, Divider, Typography } from '@arco-design/web-react';
import { useEffect } from 'react';
import { MSG } from '../messages';
import { findLayer, layerName, selectedGroupId, selectedLayersOf, singleSelectedLayer, type DesignerState, type SimpleActionName } from '../model';
import { cutoutJobsOf } from '../cutout/cutoutJobs';
import { actionManager, runAction } from '../session/designerActions';
import { singleClick } from '../../../ui/singleClick';
import { UnreadableImageSection } from './UnreadableImageSection';
import type { LocalImages } from '../session/localImages';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { ArrangeButtons } from './ArrangeButtons';
import { CutoutSection } from './CutoutSection';
import { GeometryFields } from './GeometryFields';
import { GroupHeading } from './GroupHeading';
import { LookSection } from './LookSection';
import { StrokeSection } from './StrokeSection';
import { TextSection } from './TextSection';
import { useDesignerStore } from '../designerStoreContext';
import { VIEW_SHORTCUT_HELP } from '../view/CanvasToolbar';

export interface PropertyPanelProps {
  /** Where the sections put the pictures they draw (a text layer's). */
  images: LocalImages;
  /** 裁剪 pressed for a layer (LookSection). */
  onCrop: (uuid: string) => void;
}

/**
 * The selected layer's actions (spec 2 §2 "layer actions") and where it is; a whole group's name, renamable. Each button is an action of
 * DESIGNER_ACTIONS; the store's isEnabled decides whether it is enabled, so the panel holds no rules of its own.
 */
export function PropertyPanel({ images, onCrop }: PropertyPanelProps) {
  const store = useDesignerStore();
  const { state } = useDesignerSnapshot(store);
  // A running AI cutout ends with the designer: nothing polls for a drawer that is gone.
  useEffect(() => () => cutoutJobsOf(store).cancel(), [store]);
  const layer = singleSelectedLayer(state);
  const names = actionsFor(state);
  // A whole group is named as one (its box, its members' opacity: the sections below take the selection).
  const group = selectedGroupId(state) === undefined ? undefined : findLayer(state, state.selectedUuids[0]!);

  return (
    <div className="designer-properties-body">
      <Typography.Title heading={6}>{MSG.designer.layerActions}</Typography.Title>
      {state.selectedUuids.length === 0 && <Typography.Text type="secondary">{MSG.designer.selectOneLayer}</Typography.Text>}
      {state.selectedUuids.length > 1 && !group && <Typography.Text type="secondary">{MSG.designer.severalSelected}</Typography.Text>}
      {group && <GroupHeading key={group.groupId} uuid={group.uuid} name={group.groupName ?? ''} />}
      {layer && (
        <Typography.Text className="designer-selected-name" bold>
          {MSG.designerView.selectedLayer(layerName(state, layer.uuid))}
        </Typography.Text>
      )}
      {state.selectedUuids.length > 0 && (
        <section className="designer-layout" data-testid="layout-section">
          <GeometryFields />
          <div className="designer-arrange-title">
            <strong>{MSG.designerGeometry.arrange}</strong>
            {state.selectedUuids.length === 1 && <span>{MSG.designerGeometry.alignToCanvas}</span>}
          </div>
          <ArrangeButtons />
        </section>
      )}
      <LookSection onCrop={onCrop} />
      {state.selectedUuids.length > 0 && (
        <div className="designer-layer-actions">
          {names.map((name) => {
            const action = actionManager.get(name)!;
            return (
              <Button
                key={name}
                long
                status={name === 'delete' ? 'danger' : 'default'}
                disabled={!store.isEnabled(name)}
                // Each button acts once per double click: a copy is one copy, a toggle is not undone.
                onClick={singleClick(() => runAction(store, name))}
              >
                {MSG.designer[action.label]}
              </Button>
            );
          })}
        </div>
      )}
      {layer && <UnreadableImageSection layer={layer} images={images} />}
      {layer && <TextSection layer={layer} images={images} />}
      {layer && <StrokeSection layer={layer} />}
      {layer && <CutoutSection layer={layer} images={images} />}
      <Divider />
      <Typography.Title heading={6}>{MSG.designer.shortcuts}</Typography.Title>
      <ul className="designer-shortcuts">
        {actionManager.shortcutHelp().map((entry) => (
          <li key={entry.name}>
            <span>{MSG.designer[entry.label]}</span>
            <kbd>{entry.keys.join(' / ')}</kbd>
          </li>
        ))}
        {VIEW_SHORTCUT_HELP.map((entry) => (
          <li key={entry.label}>
            <span>{entry.label}</span>
            <kbd>{entry.keys}</kbd>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The buttons to show: of each pair (background, cutout, lock), the one that applies now. */
function actionsFor(state: DesignerState): SimpleActionName[] {
  const selected = selectedLayersOf(state);
  const single = selected.length === 1 ? selected[0] : undefined;
  return [
    'moveUp',
    'moveDown',
    single?.isBackground ? 'unsetBackground' : 'setBackground',
    'copy',
    single?.type === 'AI_CUTOUT' ? 'unmarkCutout' : 'markCutout',
    selected.length > 0 && selected.every((layer) => layer.locked) ? 'unlock' : 'lock',
    'delete',
  ];
}
