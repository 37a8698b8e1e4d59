import { Message } from '@arco-design/web-react';
import { setSkuEnabled } from '../../../api/skus';
import { MSG } from '../messages';
import { useSequentialBatch } from '../../../ui/useSequentialBatch';
import { shelfChanges, type WireframeRow } from './wireframeRows';

/**
 * Batch 上架/下架 one SKU after another with progress n/total, skipping those already there (spec 1 §4).
 * The closing toast also says how many were left out, and why: already in the target state, or no
 * wireframe to show.
 */
export function useShelfBatch(onDone: () => void) {
  const batch = useSequentialBatch();

  async function run(rows: readonly WireframeRow[], enabled: boolean) {
    if (rows.length === 0) {
      Message.warning(MSG.catalogue.selectAtLeastOneSku);
      return;
    }
    const { change, skipped, withoutWireframe } = shelfChanges(rows, enabled);
    const notes = [
      ...(skipped ? [MSG.catalogue.shelfSkipped(skipped)] : []),
      ...(withoutWireframe ? [MSG.catalogue.shelfWithoutWireframe(withoutWireframe)] : []),
    ];
    if (change.length === 0) {
      // Nothing to send: say why rather than 操作成功 for a batch that did nothing.
      if (withoutWireframe) Message.warning(notes.join('，'));
      else Message.info(notes.join('，'));
      return;
    }
    const failed = await batch.run(change, (sku) => setSkuEnabled(sku.id, enabled), { notes });
    if (failed) onDone();
  }

  return { progress: batch.progress, run };
}
