import { Badge, Button, Card, Descriptions, Message, Typography } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import type { AdapterStatus } from '../../../adapters/types';
import { describeError } from '../../api/errorCatalogue';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { usePlatform } from '../../ui/platformContext';
import { singleClick } from '../../ui/singleClick';

/** Which adapter runs, whether its environment answers, file save, and how to record a session. */
export function StatusCard() {
  const { adapter } = usePlatform();
  const [status, setStatus] = useState<AdapterStatus | null>(null);
  // A ref as well as state: a double click lands before React has re-rendered the disabled button.
  const saving = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    adapter.status().then((next) => live && setStatus(next));
    return () => {
      live = false;
    };
  }, [adapter]);

  async function saveSample() {
    if (saving.current) return;
    saving.current = true;
    setBusy(true);
    const text = `${MSG.platform.saveText}\n${new Date().toISOString()}\n`;
    try {
      await adapter.saveFile('测试文件.txt', new Blob([text], { type: 'text/plain' }), { mimeType: 'text/plain' });
      Message.success(MSG.platform.saved);
    } catch (error) {
      Message.error(describeError(error));
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }

  const state = status === null ? null : status.usable ? MSG.platform.usable : (status.reason ?? COMMON.shell.adapterUnusable);
  return (
    <Card title={MSG.platform.status}>
      <Typography.Paragraph type="secondary">{MSG.platform.intro}</Typography.Paragraph>
      <Descriptions
        column={1}
        data={[
          { label: MSG.platform.kind, value: `${COMMON.shell.adapterNames[adapter.kind]}（${adapter.kind}）` },
          {
            label: MSG.platform.status,
            value: state === null ? '…' : <Badge status={status?.usable ? 'success' : 'error'} text={state} />,
          },
        ]}
      />
      <Button loading={busy} onClick={singleClick(() => void saveSample())}>
        {MSG.platform.saveText}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {MSG.platform.recordTitle}：{MSG.platform.recordHint}
      </Typography.Paragraph>
    </Card>
  );
}
