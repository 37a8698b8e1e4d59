import { Alert, Button, Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { checkPrintAreaBounds, normalizePrintArea } from '../../../lib/printArea';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { askToStop, confirm } from '../../../ui/confirm';
import { namesUpTo } from '../../../ui/MidWorkSummary';
import { useSequentialBatch } from '../../../ui/useSequentialBatch';
import { printAreaTargets, savePrintArea, type PrintAreaTarget } from './batchPrintArea';
import { EMPTY_PRINT_AREA, PrintAreaFields } from './PrintAreaFields';
import type { WireframeRow } from './wireframeRows';
import { singleClick } from '../../../ui/singleClick';

/**
 * Spec 1 §2: one print area for every selected SKU that has a wireframe, saved one PATCH per wireframe,
 * one after another. All four margins empty means "no print area" (spec 1 §5), which would wipe the
 * print areas of every selected wireframe: that is asked first, never done silently.
 *
 * Each PATCH carries only the margins and the revision the screen loaded. A wireframe another page edited
 * since is refused (409) and left as that page saved it; the others still save, and the result names the
 * rows left unchanged, with 重新加载 to show what the other page saved.
 */
export function BatchPrintAreaModal({ rows, onClose }: { rows: WireframeRow[]; onClose: (saved: boolean) => void }) {
  const [draft, setDraft] = useState(EMPTY_PRINT_AREA);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [changedElsewhere, setChangedElsewhere] = useState<PrintAreaTarget[] | null>(null);
  const batch = useSequentialBatch();
  const wireframes = printAreaTargets(rows);

  async function save() {
    if (asking || batch.progress || changedElsewhere) return;
    const area = normalizePrintArea(draft);
    if (!area.ok) return setError(area.error);
    const tooBig = area.value
      ? wireframes.map((wireframe) => checkPrintAreaBounds(area.value!, wireframe.width, wireframe.height)).find(Boolean)
      : null;
    if (tooBig) return setError(tooBig);
    setError(null);
    if (!area.value) {
      setAsking(true);
      try {
        await confirm({ title: MSG.catalogue.clearPrintAreasTitle, content: MSG.catalogue.clearPrintAreas(wireframes.length) });
      } catch {
        return; // cancelled: the modal stays open with the empty margins to fill in
      } finally {
        setAsking(false);
      }
    }
    const stale: PrintAreaTarget[] = [];
    const failed = await batch.run(
      wireframes,
      async (wireframe) => {
        try {
          if ((await savePrintArea(wireframe, area.value)) === 'saved') return;
        } catch (failure) {
          // A 409 other than a stale revision opens no error modal (the call handles 409 itself): say it.
          if (failure instanceof ApiError && failure.status === 409) Message.error(failure.message);
          throw failure;
        }
        stale.push(wireframe);
        // Counted as not done in the batch's toast; the rows are named below.
        throw new Error(MSG.catalogue.printAreaChangedElsewhere(wireframe.names.join('、')));
      },
      { success: COMMON.common.updated },
    );
    if (!failed) return;
    if (stale.length > 0) setChangedElsewhere(stale);
    else onClose(true);
  }

  /** Closing while the batch runs asks first, says what is done, and stops it before the next wireframe. */
  async function requestClose() {
    const progress = batch.progress;
    if (!progress) return onClose(changedElsewhere !== null);
    if (!(await askToStop(COMMON.midWork.closeSummary(progress.done, progress.total - progress.done)))) return;
    batch.stop();
    onClose(true);
  }

  return (
    <Modal
      visible
      title={`${MSG.catalogue.batchPrintArea}（${rows.length}）`}
      onCancel={() => void requestClose()}
      maskClosable={false}
      onOk={singleClick(() => void save())}
      confirmLoading={batch.progress !== null}
      okText={COMMON.common.save}
      className="batch-print-area"
      footer={
        changedElsewhere ? (
          // The others are saved: what is left is to see what the other page saved, on the reloaded rows.
          <Button type="primary" className="batch-print-area-reload" onClick={() => onClose(true)}>
            {COMMON.designerSession.reload}
          </Button>
        ) : undefined
      }
    >
      <PrintAreaFields value={draft} onChange={setDraft} />
      {batch.progress && <div role="status">{COMMON.common.batchProgress(batch.progress.done, batch.progress.total)}</div>}
      {error && <Alert type="error" content={error} style={{ marginTop: 12 }} />}
      {changedElsewhere && (
        <Alert
          type="warning"
          className="batch-print-area-changed-elsewhere"
          content={MSG.catalogue.printAreaChangedElsewhere(namesUpTo(changedElsewhere.flatMap((wireframe) => wireframe.names)))}
          style={{ marginTop: 12 }}
        />
      )}
    </Modal>
  );
}
