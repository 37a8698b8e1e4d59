import { Alert, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { updateWireframe } from '../../../api/wireframes';
import { checkPrintAreaBounds, normalizePrintArea } from '../../../lib/printArea';
import { MSG } from '../messages';
import { askToStop, confirm } from '../../../ui/confirm';
import { useSequentialBatch } from '../../../ui/useSequentialBatch';
import { EMPTY_PRINT_AREA, PrintAreaFields } from './PrintAreaFields';
import { layerFileIds, wireframeInput } from './saveWireframe';
import type { WireframeRow } from './wireframeRows';

/**
 * Spec 1 §2: one print area for every selected SKU that has a wireframe, saved one PATCH per wireframe,
 * one after another. All four margins empty means "no print area" (spec 1 §5), which would wipe the
 * print areas of every selected wireframe: that is asked first, never done silently.
 */
export function BatchPrintAreaModal({ rows, onClose }: { rows: WireframeRow[]; onClose: (saved: boolean) => void }) {
  const [draft, setDraft] = useState(EMPTY_PRINT_AREA);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const batch = useSequentialBatch();
  // Several SKUs may share one wireframe; each is written once.
  const wireframes = [...new Map(rows.map((row) => [row.wireframe!.id, row.wireframe!] as const)).values()];

  async function save() {
    if (asking || batch.progress) return;
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
    const failed = await batch.run(
      wireframes,
      (wireframe) =>
        updateWireframe(wireframe.id, wireframeInput({ ...layerFileIds(wireframe), width: wireframe.width, height: wireframe.height }, area.value)),
      { success: MSG.common.updated },
    );
    if (failed) onClose(true);
  }

  /** Closing while the batch runs asks first, says what is done, and stops it before the next wireframe. */
  async function requestClose() {
    const progress = batch.progress;
    if (!progress) return onClose(false);
    if (!(await askToStop(MSG.midWork.closeSummary(progress.done, progress.total - progress.done)))) return;
    batch.stop();
    onClose(true);
  }

  return (
    <Modal
      visible
      title={`${MSG.catalogue.batchPrintArea}（${rows.length}）`}
      onCancel={() => void requestClose()}
      maskClosable={false}
      onOk={() => void save()}
      confirmLoading={batch.progress !== null}
      okText={MSG.common.save}
      className="batch-print-area"
    >
      <PrintAreaFields value={draft} onChange={setDraft} />
      {batch.progress && <div role="status">{MSG.common.batchProgress(batch.progress.done, batch.progress.total)}</div>}
      {error && <Alert type="error" content={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
