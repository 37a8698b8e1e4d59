import { Button, Progress, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import type { BatchProgress } from '../../ui/useSequentialBatch';
import { singleClick } from '../../ui/singleClick';

export interface LibraryToolbarProps {
  addLabel: string;
  onAdd: () => void;
  progress: BatchProgress | null;
  onBatchEnable: () => void;
  onBatchDisable: () => void;
  onBatchDelete: () => void;
}

/** 新增 and the three batch actions above a library table, with the running batch's progress under them. */
export function LibraryToolbar({ addLabel, onAdd, progress, onBatchEnable, onBatchDisable, onBatchDelete }: LibraryToolbarProps) {
  const busy = progress !== null;
  return (
    <>
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconPlus />} onClick={onAdd}>
          {addLabel}
        </Button>
        <span className="spacer" />
        <Space wrap>
          <Button onClick={singleClick(onBatchEnable)} disabled={busy}>
            {MSG.fonts.batchEnable}
          </Button>
          <Button onClick={singleClick(onBatchDisable)} disabled={busy}>
            {MSG.fonts.batchDisable}
          </Button>
          <Button status="danger" icon={<IconDelete />} onClick={onBatchDelete} disabled={busy}>
            {MSG.fonts.batchDelete}
          </Button>
        </Space>
      </div>
      {progress ? (
        <div className="batch-progress library-progress" role="status">
          <span>{COMMON.common.batchProgress(progress.done, progress.total)}</span>
          <Progress
            size="small"
            width={160}
            percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 100}
            showText={false}
          />
        </div>
      ) : null}
    </>
  );
}
