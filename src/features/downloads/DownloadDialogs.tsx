import { Button, Modal, Progress } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { askToStop } from '../../ui/confirm';
import { namesUpTo } from '../../ui/MidWorkSummary';
import { CREDITS_PER_IMAGE } from '../../../contract/credits';
import type { FailureLine, FailureReport, RunView, ShortAnswer } from './flowDeps';
import type { ItemWithoutPrint } from './selection';

const T = MSG.downloads;

/**
 * Before the charge: how many images come, how many designs have no print file and whose orders they are
 * (本次下载 2 张，1 张没有定制图：订单 …), so a print shop never ships an order short without being told.
 */
export function WithoutPrintNote({ images, withoutPrint, layout = false }: { images: number; withoutPrint: readonly ItemWithoutPrint[]; layout?: boolean }) {
  if (withoutPrint.length === 0) return null;
  const without = withoutPrint.reduce((sum, item) => sum + item.without, 0);
  const orders = namesUpTo([...new Set(withoutPrint.map((item) => item.orderOriginalId))]);
  return (
    <div className="download-without-print">
      <p>{T.withoutPrintSummary(images, without, orders)}</p>
      <p>{layout ? MSG.sheets.withoutPrintHint : T.withoutPrintHint}</p>
    </div>
  );
}

/** After the run: each item the archive does not hold whole, one a line. */
function WithoutPrintList({ items }: { items: readonly ItemWithoutPrint[] }) {
  return (
    <ul className="download-failures download-without-print-list">
      {items.map((item) => (
        <li key={`${item.orderOriginalId}#${item.itemIndex}`}>{T.withoutPrintLine(item.orderOriginalId, item.itemIndex, item.designs, item.without)}</li>
      ))}
    </ul>
  );
}

/** Everything fetched was saved, yet some ticked designs have no print file: said until closed, not in a passing message. */
export function IncompleteModal({ items, onClose }: { items: readonly ItemWithoutPrint[]; onClose: () => void }) {
  return (
    <Modal
      visible
      title={T.incompleteTitle}
      className="download-incomplete-modal"
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <p>{T.incompleteHint}</p>
      <WithoutPrintList items={items} />
    </Modal>
  );
}

/** Spec 3 §8, 积分不足: the balance, how many new images it pays for, 立即充值, 继续下载, 取消. */
export function ShortOfCreditsModal({
  balance,
  fresh,
  affordable,
  charged,
  withoutPrint,
  onAnswer,
}: {
  balance: number;
  fresh: number;
  affordable: number;
  charged: number;
  withoutPrint: readonly ItemWithoutPrint[];
  onAnswer: (answer: ShortAnswer) => void;
}) {
  const downloadable = Math.min(affordable, fresh) + charged;
  return (
    <Modal
      visible
      title={T.insufficientTitle}
      className="download-short-modal"
      maskClosable={false}
      onCancel={() => onAnswer('cancel')}
      footer={
        <>
          <Button onClick={() => onAnswer('cancel')}>{COMMON.confirm.cancel}</Button>
          <Button disabled={downloadable === 0} onClick={() => onAnswer('continue')}>
            {T.continueDownload}
          </Button>
          <Button
            type="primary"
            onClick={() => {
              // A new tab, so the order list and its ticks stay as they are here.
              window.open('/app/pay', '_blank', 'noopener');
              onAnswer('recharge');
            }}
          >
            {T.rechargeNow}
          </Button>
        </>
      }
    >
      <p>{T.insufficientContent(balance, fresh, affordable)}</p>
      {charged > 0 && <p>{T.insufficientCharged(charged)}</p>}
      <p>{downloadable > 0 ? T.insufficientContinue(downloadable) : T.insufficientNothing}</p>
      <WithoutPrintNote images={fresh + charged} withoutPrint={withoutPrint} />
    </Modal>
  );
}

/** `{platform order id} 失败原因：…`, one a line, scrolling in a short window. */
function FailureList({ failures }: { failures: readonly FailureLine[] }) {
  return (
    <ul className="download-failures">
      {failures.map((failure, index) => (
        <li key={index}>{T.failureLine(failure.orderOriginalId, failure.reason, failure.fileName)}</li>
      ))}
    </ul>
  );
}

/** All failed (下载定制图出错), or any other failure (下载定制图时发生错误): the reason, and 关闭. */
export function ErrorModal({ title, failures, reason, onClose }: { title: string; failures?: readonly FailureLine[]; reason?: string; onClose: () => void }) {
  return (
    <Modal
      visible
      title={title}
      className="download-error-modal"
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      {reason && <p className="download-error-reason">{reason}</p>}
      {failures && <FailureList failures={failures} />}
    </Modal>
  );
}

/**
 * A download that failed in part (some failed) or whole (all failed, spec 3 §8's 下载定制图出错): the list,
 * what a retry and closing cost, and the retry (only the failed images, into a new archive).
 */
export function FailedModal({ report, all, onAnswer }: { report: FailureReport; all: boolean; onAnswer: (retry: boolean) => void }) {
  const { failures, retryable, refundOnClose, withoutPrint } = report;
  return (
    <Modal
      visible
      title={all ? T.allFailedTitle(report.kind) : T.partialTitle(failures.length)}
      className={all ? 'download-error-modal' : 'download-failed-modal'}
      maskClosable={false}
      onCancel={() => onAnswer(false)}
      footer={
        <>
          <Button onClick={() => onAnswer(false)}>{T.close}</Button>
          {retryable && (
            <Button type="primary" onClick={() => onAnswer(true)}>
              {all ? T.retry : T.retryFailed}
            </Button>
          )}
        </>
      }
    >
      <p>{all ? T.allFailedHint : T.partialHint}</p>
      {refundOnClose > 0 && <p className="download-refund-note">{T.refundOnClose(refundOnClose, refundOnClose * CREDITS_PER_IMAGE)}</p>}
      <FailureList failures={failures} />
      {withoutPrint.length > 0 && (
        <>
          <p className="download-without-print-title">{T.withoutPrintTitle}</p>
          <WithoutPrintList items={withoutPrint} />
        </>
      )}
    </Modal>
  );
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** The running download (spec 3 §4); only 取消, after asking, ends it, never the mask or the escape key. */
export function ProgressModal({ view }: { view: RunView }) {
  const [stopping, setStopping] = useState(false);
  const [asking, setAsking] = useState(false);
  // The dialog goes when the run ends: a 停止并关闭 question still open then asks about nothing, and goes too.
  const closed = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => controller.abort();
  }, []);
  const { progress } = view;
  const settled = progress.doneImages + progress.failedImages;
  const percent = progress.totalImages === 0 ? 0 : Math.floor((settled / progress.totalImages) * 100);

  async function cancel() {
    if (stopping || asking) return;
    // Nothing new is fetched while the merchant reads the question: a print file served then stays charged.
    view.pause();
    setAsking(true);
    const stop = await askToStop(T.stopContent, closed.current?.signal);
    if (closed.current?.signal.aborted) return;
    setAsking(false);
    if (!stop) return view.resume();
    setStopping(true);
    view.stop();
  }

  return (
    <Modal
      visible
      title={T.progressTitle(view.kind)}
      className="download-progress-modal"
      closable={false}
      maskClosable={false}
      escToExit={false}
      footer={
        <Button status="danger" loading={stopping} onClick={() => void cancel()}>
          {COMMON.confirm.cancel}
        </Button>
      }
    >
      <div role="status" className="download-progress">
        <Progress percent={percent} />
        <p className="download-progress-images">
          {T.progressImages(progress.doneImages, progress.totalImages)}
          {progress.failedImages > 0 && T.progressFailed(progress.failedImages)}
        </p>
        <p>{T.progressBytes(megabytes(progress.bytesWritten))}</p>
        <p>{T.progressPart(progress.part)}</p>
        <p>{T.progressTarget(view.label)}</p>
        {asking && <p className="download-progress-paused">{T.paused}</p>}
        {view.savedParts.length > 0 && <p className="download-progress-saved">{T.savedParts(view.savedParts.join('、'))}</p>}
      </div>
    </Modal>
  );
}
