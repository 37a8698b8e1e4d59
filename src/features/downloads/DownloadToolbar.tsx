import { Button, Space } from '@arco-design/web-react';
import { MSG } from '../../messages';
import type { DownloadToolbarProps } from '../../ui/orderDownloadSlot';

/** Spec 3 §4: the bulk download toolbar. Placeholder until the flow is built (issue 11). */
export function DownloadToolbar(_props: DownloadToolbarProps) {
  return (
    <Space className="download-toolbar">
      <Button type="primary">{MSG.downloads.downloadCustomized}</Button>
      <Button>{MSG.downloads.downloadEffect}</Button>
    </Space>
  );
}
