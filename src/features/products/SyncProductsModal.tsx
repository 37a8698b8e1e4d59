import { Button, Checkbox, Input, Modal, Progress, Space } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { describeError } from '../../api/errorCatalogue';
import { syncProduct } from '../../api/products';
import type { Id } from '../../../contract/catalogue';
import { PRODUCT_SYNC_HINT_MAX, PRODUCT_SYNC_MAX, splitProductIds } from '../../../contract/products';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { askToStop } from '../../ui/confirm';
import { MidWorkSummary, namesUpTo } from '../../ui/MidWorkSummary';
import { useSequentialBatch } from '../../ui/useSequentialBatch';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { syncCounts, type SyncOutcome } from './syncOutcomes';
import { SyncResultTable } from './SyncResultTable';
import { singleClick } from '../../ui/singleClick';

/**
 * 同步商品 (spec 3 §5): ids typed or pasted, then one POST /api/products/sync per id, one after another,
 * with n/total and a result per id. A failed id is listed with the server's reason and never stops the
 * rest; 重试失败项 sends only those. Closing mid-run asks first, and the queue stops after the call in
 * flight (that one may still land). `onSynced` reloads the table once something may have changed.
 * A run takes at most PRODUCT_SYNC_MAX ids: more are refused with the limit named, before any call.
 */
export function SyncProductsModal({ shopId, open, onClose, onSynced }: { shopId: Id; open: boolean; onClose: () => void; onSynced: () => void }) {
  const [text, setText] = useState('');
  const [textError, setTextError] = useState(false);
  const [outcomes, setOutcomes] = useState<SyncOutcome[] | null>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const batch = useSequentialBatch();
  // Each opening is a session; a run's late outcomes after a close belong to no table on screen.
  const session = useRef(0);
  const ids = splitProductIds(text);

  const sync = useSingleFlight(async (wanted: string[]) => {
    const mine = session.current;
    setOnlyFailed(false);
    const mark = (id: string, outcome: Omit<SyncOutcome, 'id'>) => {
      if (session.current !== mine) return;
      setOutcomes((list) => list?.map((row) => (row.id === id ? { id, ...outcome } : row)) ?? null);
    };
    setOutcomes((list) => {
      const retried = new Set(wanted);
      return list && list.some((row) => retried.has(row.id))
        ? list.map((row) => (retried.has(row.id) ? { id: row.id, status: 'pending' } : row))
        : wanted.map((id) => ({ id, status: 'pending' }));
    });
    const landedIds: string[] = [];
    const result = await batch.run(
      wanted,
      async (id) => {
      mark(id, { status: 'running' });
      try {
        await syncProduct(shopId, id);
        landedIds.push(id);
        mark(id, { status: 'done' });
      } catch (error) {
        mark(id, { status: 'failed', reason: describeError(error) });
        throw error;
      }
      },
      { success: MSG.products.synced, reportsStop: true },
    );
    if (result === null) return;
    if (session.current !== mine) {
      // Closed with 停止并关闭: the results table is gone, so the ids that did not land are named here,
      // once the one in flight has settled.
      if (result.length > 0) reportStopped(landedIds, result);
    } else {
      // What the stop left unsent is said as such, not as a failure.
      const unsent = new Set(result);
      setOutcomes((list) => list?.map((row) => (row.status === 'pending' && unsent.has(row.id) ? { id: row.id, status: 'stopped' } : row)) ?? null);
    }
    if (landedIds.length > 0) onSynced();
  });

  function reportStopped(landedIds: readonly string[], left: readonly string[]) {
    const lines = [
      ...(landedIds.length > 0 ? [MSG.products.syncStoppedLanded(namesUpTo(landedIds))] : []),
      MSG.products.syncStoppedLeft(namesUpTo(left)),
    ];
    Modal.info({
      title: COMMON.midWork.stopped(landedIds.length, left.length),
      content: <MidWorkSummary lines={lines} />,
      okText: COMMON.confirm.ok,
      className: 'sync-stopped',
    });
  }

  const overMax = ids.length > PRODUCT_SYNC_MAX;

  function start() {
    if (ids.length === 0) {
      setTextError(true);
      return;
    }
    // The refusal is already under the box; the click starts nothing.
    if (overMax) return;
    void sync.run(ids);
  }

  function reset() {
    session.current++;
    setText('');
    setTextError(false);
    setOutcomes(null);
    setOnlyFailed(false);
  }

  async function requestClose() {
    if (batch.progress) {
      const { done, total } = batch.progress;
      if (!(await askToStop(COMMON.midWork.closeSummaryOneAtATime(done, total)))) return;
      batch.stop();
    }
    reset();
    onClose();
  }

  const counts = outcomes ? syncCounts(outcomes) : null;
  const unsynced = outcomes?.filter((row) => row.status === 'failed' || row.status === 'stopped') ?? [];
  const failedIds = unsynced.map((row) => row.id);
  const running = batch.progress !== null;

  const footer = outcomes ? (
    <Space>
      {!running && failedIds.length > 0 && (
        <Button className="sync-retry" onClick={sync.click(failedIds)}>
          {MSG.products.retryFailed}
        </Button>
      )}
      <Button type="primary" disabled={running} onClick={() => void requestClose()}>
        {MSG.products.finish}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={() => void requestClose()}>{COMMON.common.cancel}</Button>
      {/* A run of an earlier opening that is still finishing its last call holds the queue. */}
      <Button type="primary" className="sync-start" loading={running || sync.pending} onClick={singleClick(start)}>
        {MSG.products.syncStart}
      </Button>
    </Space>
  );

  return (
    <Modal
      title={MSG.products.sync}
      visible={open}
      onCancel={() => void requestClose()}
      maskClosable={false}
      footer={footer}
      style={{ width: 720 }}
      className="sync-products-modal"
    >
      {outcomes === null ? (
        <div className="sync-input">
          <div className="sync-label">
            <span className="required-label">{MSG.products.syncIds}</span>
          </div>
          <Input.TextArea
            aria-label={MSG.products.syncIds}
            value={text}
            status={textError || overMax ? 'error' : undefined}
            // A fixed height: growing with the text measured every line of a pasted list again on each change.
            rows={8}
            placeholder={MSG.products.syncIdsPlaceholder}
            onChange={(value) => {
              setText(value);
              if (splitProductIds(value).length > 0) setTextError(false);
            }}
          />
          {textError && (
            <div className="arco-form-message sync-error" role="alert">
              {MSG.products.syncIdsRequired}
            </div>
          )}
          <div className="sync-hint muted">{MSG.products.syncHint(PRODUCT_SYNC_HINT_MAX)}</div>
          {overMax ? (
            <div className="arco-form-message sync-error" role="alert">
              {MSG.products.syncOverMax(ids.length, PRODUCT_SYNC_MAX)}
            </div>
          ) : (
            ids.length > 0 && (
              <div className="sync-count muted">
                {MSG.products.syncCount(ids.length)}
                {ids.length > PRODUCT_SYNC_HINT_MAX && `，${MSG.products.syncOverHint(PRODUCT_SYNC_HINT_MAX)}`}
              </div>
            )
          )}
        </div>
      ) : (
        <div className="sync-results">
          {running && batch.progress ? (
            <div className="sync-progress">
              <Progress percent={Math.round((batch.progress.done / Math.max(batch.progress.total, 1)) * 100)} />
              <div role="status">{MSG.products.syncProgress(batch.progress.done, batch.progress.total)}</div>
            </div>
          ) : (
            counts && (
              <div className="sync-summary-bar">
                <div className="sync-summary" role="status">
                  {MSG.products.syncSummary(counts.done, counts.failed + counts.stopped)}
                </div>
                {/* Up to PRODUCT_SYNC_MAX rows: the failures are found without scrolling past the rest. */}
                {failedIds.length > 0 && (
                  <Checkbox className="sync-only-failed" checked={onlyFailed} onChange={setOnlyFailed}>
                    {MSG.products.syncOnlyFailed}
                  </Checkbox>
                )}
              </div>
            )
          )}
          <SyncResultTable outcomes={onlyFailed && !running ? unsynced : outcomes} />
        </div>
      )}
    </Modal>
  );
}
