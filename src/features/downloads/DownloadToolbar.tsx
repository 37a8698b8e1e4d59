import { Button, Space, Switch, Tooltip } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chargeImages, getCredits, refundImages } from '../../api/credits';
import { getDownloadRules } from '../../api/downloadRules';
import { lookupCustomizedImages } from '../../api/orders';
import { session } from '../../api/session';
import { bindToSession, type SessionBinding } from '../../api/sessionBound';
import { MSG } from './messages';
import type { DownloadToolbarProps } from '../../ui/orderDownloadSlot';
import { usePlatform } from '../../ui/platformContext';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { DownloadRulesModal } from './DownloadRulesModal';
import type { ImageRef } from '../../../contract/credits';
import { localStore } from '../../lib/safeStorage';
import { runningWork } from '../../lib/runningWork';
import { claimStartStampAcrossTabs } from './startStamp';
import { leaveCharges, startChargeNote, takeLeftCharges, type RunningChargeNote } from '../../lib/chargeNote';
import { DOWNLOAD_CHARGE_NOTES } from './chargeNotes';
import { downloadCustomized, downloadEffect } from './downloadFlow';
import { selectionNotice } from './selection';
import type { FlowDeps } from './flowDeps';
import { settleLeftCharges } from './refund';
import { downloadConfig } from './config';
import { engine } from './engine';
import { readTiffPreference, writeTiffPreference } from './tiffPreference';
import { useDownloadUi } from './useDownloadUi';
import type { Jig } from '../../../contract/jigTypes';
import { listPrintSizes } from '../../api/printSizes';
import { JigPickerModal } from './sheets/JigPickerModal';
import { readPrintFiles } from './sheets/readPrintFiles';
import { layoutCustomized, type SheetsDeps } from './sheets/sheetsFlow';
import { noteChecks, noteLaidOut } from '../../lib/sheets/printFileNotes';
import { useSheetsUi } from './sheets/useSheetsUi';
import './downloads.css';

const T = MSG.downloads;

/**
 * The sheets' writers (PDF, TIFF, QR codes) load only for 生成排版, asked for when its jig picker opens: by the
 * time 保存 is clicked they are there, and the save target still opens within that click.
 */
let sheetWriters: Promise<typeof import('./sheets/saveSheets')> | null = null;
const loadSheetWriters = () => (sheetWriters ??= import('./sheets/saveSheets'));

// The flow says what went wrong in its own dialogs (下载定制图时发生错误); an ended session still ends it.
const ownFailures = { callerHandles: (status: number | undefined) => status !== 401 };

/**
 * From a download's first charge until it settles, leaving the page asks first: what it charged would wait
 * for the next visit to be refunded. (The progress dialog asks too, but comes only after the charge and the
 * lookup.)
 */
function warnWhileCharged(note: RunningChargeNote): RunningChargeNote {
  let release: (() => void) | null = null;
  const settled = () => {
    release?.();
    release = null;
  };
  return {
    ...note,
    charging(refs) {
      release ??= runningWork.start(T.progressTitle('customized'));
      note.charging(refs);
    },
    finish() {
      settled();
      note.finish();
    },
    leave() {
      settled();
      note.leave();
    },
  };
}

/** Spec 3 §4: 下载定制图, 下载效果图, the 转为TIF switch and 命名规则, over the ticked items of the order list. */
export function DownloadToolbar({ ticked, shops, onDownloaded, onCharged }: DownloadToolbarProps) {
  const { adapter } = usePlatform();
  const { username } = useSnapshot(session);
  const [toTiff, setToTiff] = useState(() => readTiffPreference(username));
  const [rulesOpen, setRulesOpen] = useState(false);
  const { ui, dialogs } = useDownloadUi();
  const { sheetsUi, sheetsDialogs } = useSheetsUi();
  const [pickingJig, setPickingJig] = useState(false);

  // Each download goes as the account that asked for it: after 退出登录 its next call is not sent, and what it
  // charged stays in that account's note for its next visit (sessionBound.ts, lib/chargeNote.ts).
  const deps = (bound: SessionBinding = bindToSession()): FlowDeps => ({
    api: {
      getCredits: bound.step(() => getCredits(ownFailures)),
      chargeImages: bound.step((request) => chargeImages(request, ownFailures)),
      refundImages: bound.step((request) => refundImages(request, ownFailures)),
      lookupCustomizedImages: bound.step((orderIds) => lookupCustomizedImages(orderIds, ownFailures)),
      getDownloadRules: bound.step(getDownloadRules),
    },
    engine,
    beginSave: (name) => adapter.beginSave(name),
    fetchImage: (url, init) => adapter.fetchFile(url, init),
    ui,
    now: () => claimStartStampAcrossTabs(localStore, () => new Date()),
    toTiff,
    config: downloadConfig(),
    onDownloaded,
    onCharged,
    saveFileLimit: () => adapter.saveFileLimit(),
    chargeNote: () => warnWhileCharged(startChargeNote(DOWNLOAD_CHARGE_NOTES, username ?? '')),
  });

  const sheetsDeps = (): SheetsDeps => {
    const bound = bindToSession();
    const flowDeps = deps(bound);
    return {
      ...flowDeps,
      sheets: sheetsUi,
      readFiles: readPrintFiles,
      printSizes: bound.step(async () => (await listPrintSizes()).sizes),
      saveSheets: async (session, request, delivered) => (await loadSheetWriters()).saveSheets({ beginSave: flowDeps.beginSave, config: flowDeps.config, session, request, delivered }),
      recordLaidOut: (keys, at) => noteLaidOut(username ?? '', keys, at),
      recordChecks: (checks) => noteChecks(username ?? '', checks),
    };
  };

  // What an earlier download of this account charged and could not settle (lib/chargeNote.ts) is refunded now.
  useEffect(() => {
    if (!username) return;
    let live = true;
    void takeLeftCharges(DOWNLOAD_CHARGE_NOTES, username).then(async (refs) => {
      if (!live || refs.length === 0) {
        if (!live) leaveCharges(DOWNLOAD_CHARGE_NOTES, username, refs);
        return;
      }
      const api = { refundImages: (request: { images: ImageRef[] }) => refundImages(request, ownFailures) };
      if (await settleLeftCharges({ api, ui }, refs, (left) => leaveCharges(DOWNLOAD_CHARGE_NOTES, username, left))) onDownloaded();
    });
    return () => {
      live = false;
    };
    // Once per account and visit: a settled note is gone from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ui and onDownloaded are the same for the toolbar's life
  }, [username]);

  // One flow at a time, whichever button: a double click never charges or saves twice.
  // Which flow runs: its own button shows it working, the others are only disabled.
  const [running, setRunning] = useState<'customized' | 'effect' | 'layout' | null>(null);
  const flow = useSingleFlight(async (kind: 'customized' | 'effect' | Jig) => {
    setRunning(typeof kind === 'string' ? kind : 'layout');
    try {
      if (kind === 'customized') await downloadCustomized(deps(), ticked, shops);
      else if (kind === 'effect') await downloadEffect(deps(), ticked, shops);
      else await layoutCustomized(sheetsDeps(), ticked, shops, kind);
    } finally {
      setRunning(null);
    }
  });

  // Nothing to lay out is said at once, as 下载定制图 says it: no jig is asked for first.
  function pickJig() {
    const notice = selectionNotice(ticked, 'customized');
    if (notice) return ui.notify(notice);
    setPickingJig(true);
    void loadSheetWriters().catch(() => (sheetWriters = null));
  }

  function switchTiff(on: boolean) {
    setToTiff(on);
    writeTiffPreference(username, on);
  }

  return (
    <Space className="download-toolbar" wrap>
      <Button type="primary" loading={running === 'customized'} disabled={flow.pending && running !== 'customized'} onClick={flow.click('customized')}>
        {T.downloadCustomized}
      </Button>
      <Button disabled={flow.pending} onClick={flow.click('effect')}>
        {T.downloadEffect}
      </Button>
      <Tooltip content={MSG.sheets.buttonHint}>
        <Button loading={running === 'layout'} disabled={flow.pending && running !== 'layout'} onClick={pickJig}>
          {MSG.sheets.button}
        </Button>
      </Tooltip>
      <Tooltip content={T.toTiffHint}>
        <span className="download-tiff">
          <Switch size="small" checked={toTiff} disabled={flow.pending} onChange={switchTiff} aria-label={T.toTiff} />
          <span>{T.toTiff}</span>
        </span>
      </Tooltip>
      <Button type="text" onClick={() => setRulesOpen(true)}>
        {T.namingRules}
      </Button>
      <DownloadRulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} />
      {pickingJig ? (
        <JigPickerModal
          onClose={() => setPickingJig(false)}
          onPick={(jig) => {
            setPickingJig(false);
            void flow.run(jig);
          }}
        />
      ) : null}
      {dialogs}
      {sheetsDialogs}
    </Space>
  );
}
