/**
 * 生成排版's own dialogs, beside the download's (useDownloadUi.tsx, whose confirmation, 积分不足 and refund
 * messages the layout shares): what cannot be placed, the preview, and an error under the layout's title.
 */
import { Button, Modal } from '@arco-design/web-react';
import { useMemo, type ReactNode } from 'react';
import { ErrorModal } from '../DownloadDialogs';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import type { NotPlaced } from '../../../lib/sheets/types';
import type { SheetsUi } from './sheetsFlow';
import { notPlacedText, SheetsPreview } from './SheetsPreview';
import { useQuestions } from '../useQuestions';

const T = MSG.sheets;

function NotPlacedModal({ list, placeable, onAnswer }: { list: readonly NotPlaced[]; placeable: number; onAnswer: (go: boolean) => void }) {
  return (
    <Modal
      visible
      title={T.notPlacedTitle}
      className="sheets-not-placed-modal"
      maskClosable={false}
      onCancel={() => onAnswer(false)}
      footer={
        placeable > 0 ? (
          <>
            <Button onClick={() => onAnswer(false)}>{COMMON.common.cancel}</Button>
            <Button type="primary" onClick={() => onAnswer(true)}>
              {T.continueLayout}
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => onAnswer(false)}>
            {T.close}
          </Button>
        )
      }
    >
      <ul className="download-failures">
        {list.map((entry) => (
          <li key={`${entry.item.key}:${entry.reason}`}>{notPlacedText(entry)}</li>
        ))}
      </ul>
      <p>{T.notPlacedHint(placeable)}</p>
    </Modal>
  );
}

export function useSheetsUi(): { sheetsUi: SheetsUi; sheetsDialogs: ReactNode } {
  const { ask, dialog } = useQuestions();
  const sheetsUi = useMemo<SheetsUi>(() => {
    return {
      notPlaced: (list, placeable) => ask<boolean>((answer) => <NotPlacedModal list={list} placeable={placeable} onAnswer={answer} />, false),
      preview: (session, actions) => ask<void>((answer) => <SheetsPreview session={session} actions={actions} onClose={() => answer()} />, undefined),
      error: (reason) => ask<void>((answer) => <ErrorModal title={T.errorTitle} reason={reason} onClose={() => answer()} />, undefined),
    };
  }, [ask]);

  return { sheetsUi, sheetsDialogs: dialog };
}
