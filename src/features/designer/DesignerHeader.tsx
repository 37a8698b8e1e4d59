import { Button, Space, Tooltip } from '@arco-design/web-react';
import { IconApps, IconRedo, IconUndo } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { MSG } from './messages';
import type { DesignerStore } from './model';
import { runAction } from './session/designerActions';
import { textEditsSettled } from './session/textEditing';
import { useDesignerValue } from './useDesignerSnapshot';
import { singleClick } from '../../ui/singleClick';

export interface DesignerHeaderProps {
  title: string;
  store: DesignerStore | null;
  /** The phone-model preview selector (spec 2 §2). */
  preview: ReactNode;
  saving: boolean;
  onSave: () => void;
  /** Opens 批量预览 (spec 2 §2): the design over every model of a material colour. */
  onBatchPreview?: () => void;
}

/**
 * Spec 2 §2: the title, the phone preview, undo and redo icons (disabled at the ends of the history,
 * spec 2 §4, and while a save runs, which the store's snapshot says) and save.
 */
export function DesignerHeader({ title, store, preview, saving, onSave, onBatchPreview }: DesignerHeaderProps) {
  return (
    <div className="designer-header">
      <span className="designer-title">{title}</span>
      {preview}
      {store && <HistoryButtons store={store} />}
      {onBatchPreview && (
        <Button className="designer-batch-preview" icon={<IconApps />} disabled={!store || saving} onClick={onBatchPreview}>
          {MSG.batchPreview.open}
        </Button>
      )}
      <Button type="primary" loading={saving} disabled={!store} onClick={singleClick(onSave)}>
        {MSG.designer.save}
      </Button>
    </div>
  );
}

/**
 * A text being typed is committed as the press takes the focus (spec 2 §4: blur commits): 撤销 then undoes
 * that typing, not the step before it, and 重做 comes after it.
 */
const afterTextEdits = (store: DesignerStore, action: 'undo' | 'redo') => void textEditsSettled(store).then(() => runAction(store, action));

function HistoryButtons({ store }: { store: DesignerStore }) {
  const canUndo = useDesignerValue(store, (snapshot) => snapshot.canUndo);
  const canRedo = useDesignerValue(store, (snapshot) => snapshot.canRedo);
  return (
    <Space size={4} className="designer-history">
      <Tooltip content={MSG.designer.undo}>
        <Button icon={<IconUndo />} aria-label={MSG.designer.undo} disabled={!canUndo} onClick={() => afterTextEdits(store, 'undo')} />
      </Tooltip>
      <Tooltip content={MSG.designer.redo}>
        <Button icon={<IconRedo />} aria-label={MSG.designer.redo} disabled={!canRedo} onClick={() => afterTextEdits(store, 'redo')} />
      </Tooltip>
    </Space>
  );
}
