import { Message, Notification } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MSG } from './messages';
import { confirm, isCancelled } from '../../ui/confirm';
import { useRunningWork } from '../../ui/useRunningWork';
import { ErrorModal, FailedModal, IncompleteModal, ProgressModal, ShortOfCreditsModal, WithoutPrintNote } from './DownloadDialogs';
import type { FlowUi, RunView, ShortAnswer } from './flowDeps';
import { cancelSummaryLines } from './cancelSummary';
import { useQuestions } from './useQuestions';

const T = MSG.downloads;

/**
 * The progress dialog is drawn at most this often. Drawn at every image (tens a second on a fast line) it
 * competed with the fetches' and the writes' messages for the page's main thread; the bulk download bench
 * (test/bench/bulkDownload.ts) prints the renders of each run. Five times a second still moves the bar smoothly.
 */
const PROGRESS_REDRAW_MS = 200;

/**
 * The download flow's dialogs, one at a time: each question is a promise the flow awaits, answered by a
 * click in the dialog. Returns the flow's view of them and what to render.
 */
export function useDownloadUi(): { ui: FlowUi; dialogs: ReactNode } {
  const [run, setRun] = useState<RunView | null>(null);
  const running = useRef<RunView | null>(null);
  const redraw = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRunningWork(run !== null, run ? T.progressTitle(run.kind) : '');

  // Leaving the screen (the browser's back button) mid-download stops it: it would go on unseen otherwise,
  // and the flow then says, over whatever screen comes, which parts were saved.
  useEffect(
    () => () => {
      if (redraw.current !== null) clearTimeout(redraw.current);
      running.current?.stop();
    },
    [],
  );
  // After the stop above: a question still open then (a failure list) is answered as closed (useQuestions).
  const { ask, dialog } = useQuestions();

  const ui = useMemo<FlowUi>(() => {
    return {
      // Keyed by its text: clicked twice, the same notice shows once instead of stacking.
      notify: ({ level, text }) => (level === 'warning' ? Message.warning({ content: text, id: text }) : Message.info({ content: text, id: text })),
      async confirmCharge({ images, fresh, cost, balance, withoutPrint, layout }) {
        try {
          await confirm({
            title: layout ? MSG.sheets.confirmTitle : T.confirmTitle,
            content: (
              <>
                <p>{layout ? MSG.sheets.confirmContent(images, fresh, cost, balance) : T.confirmContent(images, fresh, cost, balance)}</p>
                <WithoutPrintNote images={images} withoutPrint={withoutPrint} layout={layout === true} />
                <p>{layout ? MSG.sheets.confirmRule : T.confirmRule}</p>
              </>
            ),
          });
          return true;
        } catch (error) {
          if (isCancelled(error)) return false;
          throw error;
        }
      },
      shortOfCredits: (summary) => ask<ShortAnswer>((answer) => <ShortOfCreditsModal {...summary} onAnswer={answer} />, 'cancel'),
      progress(view) {
        running.current = view;
        // The first view and the closing one are drawn at once; those between, the newest every PROGRESS_REDRAW_MS.
        if (view === null && redraw.current !== null) {
          clearTimeout(redraw.current);
          redraw.current = null;
        }
        if (redraw.current !== null) return;
        setRun(view);
        if (view === null) return;
        let drawn: RunView = view;
        const next = () => {
          const latest = running.current;
          if (latest === null || latest === drawn) {
            redraw.current = null;
            return;
          }
          drawn = latest;
          setRun(latest);
          redraw.current = setTimeout(next, PROGRESS_REDRAW_MS);
        };
        redraw.current = setTimeout(next, PROGRESS_REDRAW_MS);
      },
      done: () => Message.success(T.done),
      incomplete: (items) => ask<void>((answer) => <IncompleteModal items={items} onClose={() => answer()} />, undefined),
      // Stays until closed, as the download's other results do: what was refunded and what stays charged must
      // not pass unread. A notification rather than a dialog, so that a cancel by leaving the screen is still said.
      cancelled: (summary) => {
        const lines = cancelSummaryLines(summary);
        Notification.info({ className: 'download-cancel-summary', content: lines.map((line) => <p key={line}>{line}</p>), duration: 0, closable: true });
      },
      tooManyForTarget: (refusal) =>
        ask<void>(
          (answer) => (
            <ErrorModal
              title={T.tooManyTitle}
              reason={T.tooManyContent(refusal.kind, refusal.images, refusal.limitMegabytes, refusal.parts, refusal.maxImages)}
              onClose={() => answer()}
            />
          ),
          undefined,
        ),
      allFailed: (report) => ask<boolean>((answer) => <FailedModal report={report} all onAnswer={answer} />, false),
      someFailed: (report) => ask<boolean>((answer) => <FailedModal report={report} all={false} onAnswer={answer} />, false),
      refunded: ({ images, credits }) => Message.info({ content: T.refunded(images, credits), duration: 8000 }),
      refundKept: (images) => Message.info({ content: T.refundKept(images), duration: 10000 }),
      refundFailed: (images) => Message.warning({ content: T.refundFailed(images), duration: 10000 }),
      error: (kind, reason) => ask<void>((answer) => <ErrorModal title={T.errorTitle(kind)} reason={reason} onClose={() => answer()} />, undefined),
    };
  }, [ask]);

  return {
    ui,
    dialogs: (
      <>
        {run && <ProgressModal view={run} />}
        {dialog}
      </>
    ),
  };
}
