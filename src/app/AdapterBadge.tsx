import { Button, Message, Tag, Tooltip } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { describeError } from '../api/errorCatalogue';
import { MSG } from '../messages';
import { safeStorage } from '../lib/safeStorage';
import { usePlatform } from '../ui/platformContext';
import { addressWithoutChoice, forgetPlatformChoice, hasPlatformChoice } from './platformChoice';

const tabStorage = () => safeStorage(() => window.sessionStorage);

/** ARCHITECTURE.md: the shell shows which adapter is active; while recording, how much and a save button. */
export function AdapterBadge() {
  const { adapter, recorder } = usePlatform();
  const [reason, setReason] = useState<string | null>(null);
  const [recorded, setRecorded] = useState(recorder?.count ?? 0);

  useEffect(() => {
    let live = true;
    adapter.status().then((status) => live && setReason(status.usable ? null : (status.reason ?? MSG.shell.adapterUnusable)));
    return () => {
      live = false;
    };
  }, [adapter]);

  useEffect(() => recorder?.onChange(setRecorded), [recorder]);

  async function saveRecording() {
    if (!recorder) return;
    const fixture = JSON.stringify(recorder.toFixture(), null, 2);
    const name = `session-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    try {
      await adapter.saveFile(name, new Blob([fixture], { type: 'application/json' }), { mimeType: 'application/json' });
      Message.success(MSG.shell.recordingSaved);
    } catch (error) {
      Message.error(describeError(error));
    }
  }

  // A `?adapter=` holds for the tab (platformChoice.ts): one that does not fit it must not trap the merchant.
  const [chosen] = useState(() => hasPlatformChoice(tabStorage()));
  function detectAgain() {
    forgetPlatformChoice(tabStorage());
    window.history.replaceState(window.history.state, '', addressWithoutChoice(window.location.href));
    window.location.reload();
  }

  const label = `${MSG.shell.adapter}：${MSG.shell.adapterNames[adapter.kind]}`;
  return (
    <span className="adapter-badge" data-adapter={adapter.kind}>
      <Tooltip content={reason ?? adapter.kind} disabled={!reason}>
        <Tag color={reason ? 'red' : adapter.kind === 'qianniu' ? 'orangered' : adapter.kind === 'mock' ? 'purple' : 'arcoblue'}>
          {reason ? `${label}（${MSG.shell.adapterUnusable}）` : label}
        </Tag>
      </Tooltip>
      {chosen && (
        <Button size="mini" type="text" className="adapter-badge-auto" onClick={detectAgain}>
          {MSG.shell.adapterAuto}
        </Button>
      )}
      {recorder && (
        <>
          <Tag color="red">{`${MSG.shell.recording} ${recorded}`}</Tag>
          <Button size="mini" onClick={saveRecording}>
            {MSG.shell.saveRecording}
          </Button>
        </>
      )}
    </span>
  );
}
