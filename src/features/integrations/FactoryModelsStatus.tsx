import { Alert, Button, Modal, Progress, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { formatElapsed } from './factoryModelsView';
import type { FactoryModels } from './modelSync';
import { singleClick } from '../../ui/singleClick';

const T = MSG.integrations;

/** The clock of the elapsed time, ticking only while a sync is shown. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function SyncProgress({ progress, startedAt }: { progress: number | null; startedAt: number }) {
  const now = useNow(true);
  const percent = progress === null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className="factory-models-syncing" role="status" aria-live="polite">
      <div className="factory-models-syncing-head">
        <Spin size={14} />
        <span>{T.modelsSyncing}</span>
        {percent === null ? null : <span>{T.modelsSyncProgress(percent)}</span>}
        <span className="muted">{T.modelsSyncElapsed(formatElapsed(now - startedAt))}</span>
      </div>
      {percent === null ? null : <Progress percent={percent} showText={false} size="small" />}
      <div className="muted">{T.modelsSyncPatience}</div>
    </div>
  );
}

function SyncFailed({ message, retry }: { message: string; retry: () => void }) {
  // The dialog says it once; closing it leaves the line with 重试 in place of the list.
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <>
      <Alert
        className="factory-models-failed"
        type="error"
        content={T.modelsSyncFailedLine(message)}
        action={
          <Button size="mini" type="primary" onClick={singleClick(retry)}>
            {T.retry}
          </Button>
        }
      />
      <Modal
        title={T.syncFailed}
        visible={dialogOpen}
        className="factory-models-failed-dialog"
        maskClosable={false}
        okText={T.retry}
        cancelText={T.close}
        onOk={singleClick(() => {
          setDialogOpen(false);
          retry();
        })}
        onCancel={() => setDialogOpen(false)}
      >
        {message}
      </Modal>
    </>
  );
}

/**
 * What a factory's models are doing while they are not a list (spec 3 §4): loading, a sync with its progress
 * and elapsed time, 同步失败 (a dialog with 重试, then a line), or a failed load with 重试. Nothing once ready:
 * the caller shows the models. The factories tab's model drawer and the model binding tab both render it.
 */
export function FactoryModelsStatus({ state, retry }: { state: FactoryModels; retry: () => void }) {
  switch (state.phase) {
    case 'loading':
      return <Spin className="factory-models-loading" />;
    case 'syncing':
      return <SyncProgress progress={state.progress} startedAt={state.startedAt} />;
    case 'syncFailed':
      return <SyncFailed key={state.message} message={state.message} retry={retry} />;
    case 'failed':
      return <LoadFailed onRetry={retry} />;
    case 'ready':
      return null;
  }
}
