import { isRecordGone } from '../../../api/client';
import { Message, Switch, Tooltip } from '@arco-design/web-react';
import { useState } from 'react';
import { setSkuEnabled } from '../../../api/skus';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import type { WireframeRow } from './wireframeRows';

/** 上架/下架 of one SKU; without a wireframe there is nothing for buyers to see, so it cannot go on shelf. */
export function SkuShelfSwitch({ row, onChanged }: { row: WireframeRow; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  if (!row.sku || !row.wireframe) {
    return (
      <Tooltip content={MSG.catalogue.uploadFirst}>
        <Switch disabled checkedText={MSG.catalogue.onShelf} uncheckedText={MSG.catalogue.offShelf} />
      </Tooltip>
    );
  }
  const sku = row.sku;
  return (
    <Switch
      checked={sku.enabled}
      loading={busy}
      checkedText={MSG.catalogue.onShelf}
      uncheckedText={MSG.catalogue.offShelf}
      onChange={async (enabled: boolean) => {
        setBusy(true);
        try {
          await setSkuEnabled(sku.id, enabled);
          Message.success(COMMON.common.updated);
          onChanged();
        } catch (error) {
          // Shown by the API client; a SKU deleted in another tab (its colour or model gone) leaves the table.
          if (isRecordGone(error)) onChanged();
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
