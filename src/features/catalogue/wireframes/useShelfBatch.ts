import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { setSkuEnabled } from '../../../api/skus';
import { MSG } from '../../../messages';
import { shelfChanges, type WireframeRow } from './wireframeRows';

/** Batch 上架/下架 one SKU after another with progress n/total, skipping those already there (spec 1 §4). */
export function useShelfBatch(onDone: () => void) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function run(rows: readonly WireframeRow[], enabled: boolean) {
    if (rows.length === 0) {
      Message.warning(MSG.catalogue.selectAtLeastOneSku);
      return;
    }
    const { change, skipped } = shelfChanges(rows, enabled);
    setProgress({ done: 0, total: change.length });
    let failed = 0;
    for (let i = 0; i < change.length; i++) {
      try {
        await setSkuEnabled(change[i]!.id, enabled);
      } catch {
        failed += 1;
      }
      setProgress({ done: i + 1, total: change.length });
    }
    setProgress(null);
    if (failed === 0) Message.success(skipped ? `${MSG.common.done}，${MSG.catalogue.shelfSkipped(skipped)}` : MSG.common.done);
    onDone();
  }

  return { progress, run };
}
