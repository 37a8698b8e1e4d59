import { Alert, Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import type { Wireframe } from '../../../api/catalogueTypes';
import { updateWireframe } from '../../../api/wireframes';
import { checkPrintAreaBounds, normalizePrintArea } from '../../../lib/printArea';
import { MSG } from '../../../messages';
import { EMPTY_PRINT_AREA, PrintAreaFields } from './PrintAreaFields';
import { layerFileIds, wireframeInput } from './saveWireframe';
import type { WireframeRow } from './wireframeRows';

/** Spec 1 §2: one print area for every selected SKU that has a wireframe, saved one after another. */
export function BatchPrintAreaModal({ rows, onClose }: { rows: WireframeRow[]; onClose: (saved: boolean) => void }) {
  const [draft, setDraft] = useState(EMPTY_PRINT_AREA);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Several SKUs may share one wireframe; each is written once.
  const wireframes = [...new Map(rows.map((row) => [row.wireframe!.id, row.wireframe!] as const)).values()];

  async function save() {
    const area = normalizePrintArea(draft);
    if (!area.ok) return setError(area.error);
    const tooBig = area.value
      ? wireframes.map((wireframe) => checkPrintAreaBounds(area.value!, wireframe.width, wireframe.height)).find(Boolean)
      : null;
    if (tooBig) return setError(tooBig);
    setError(null);
    let failed = 0;
    for (let i = 0; i < wireframes.length; i++) {
      setProgress(i);
      const wireframe: Wireframe = wireframes[i]!;
      try {
        await updateWireframe(wireframe.id, wireframeInput({ ...layerFileIds(wireframe), width: wireframe.width, height: wireframe.height }, area.value));
      } catch {
        failed += 1;
      }
    }
    setProgress(null);
    if (failed === 0) Message.success(MSG.common.updated);
    onClose(true);
  }

  return (
    <Modal
      visible
      title={`${MSG.catalogue.batchPrintArea}（${rows.length}）`}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      confirmLoading={progress !== null}
      okText={MSG.common.save}
      className="batch-print-area"
    >
      <PrintAreaFields value={draft} onChange={setDraft} />
      {progress !== null && <div role="status">{MSG.catalogue.shelfProgress(progress, wireframes.length)}</div>}
      {error && <Alert type="error" content={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
