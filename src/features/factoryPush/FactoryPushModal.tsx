import { Alert, Button, Form, Modal, Progress, Select } from '@arco-design/web-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Id } from '../../../contract/catalogue';
import { CREDITS_PER_IMAGE } from '../../../contract/credits';
import type { PushOrderInput, PushOrderRequest } from '../../../contract/erp';
import { apiAddress } from '../../api/client';
import { chargeImages, getCredits, refundImages } from '../../api/credits';
import { bindToSession } from '../../api/sessionBound';
import { listFactories, printFiles, pushOrder } from '../../api/erp';
import { session } from '../../api/session';
import { markOrdersPushed } from '../../lib/erpPushFlag';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { askToStop } from '../../ui/confirm';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useSelectEscape } from '../../ui/useSelectEscape';
import { useSingleFlight } from '../../ui/useSingleFlight';
import type { PushRunOutcome } from './pushRun';
import { pushWithPrintFiles, unchargedImages, type PrintFilePushApi } from './printFilePush';
import { PushResultList } from './PushResultList';
import { designsWithoutPrint, hasPrintFile } from './pushPayload';
import { namesUpTo } from '../../ui/MidWorkSummary';
import { PUSH_CHARGE_NOTES } from './pushCharges';
import { startChargeNote } from '../../lib/chargeNote';
import { clearPushRecord, recordOf, RUN_LOCK, writePushRecord } from './pushRecord';
import { holdLock } from '../../lib/heldLocks';
import { uuidV4 } from '../../lib/uuid';
import { usePushRun, type PushPhase } from './usePushRun';
import './factoryPush.css';

const T = MSG.factoryPush;

export interface FactoryPushModalProps {
  orders: readonly PushOrderInput[];
  /** 取消, 关闭, the close icon; mid-run only once the seller agreed to stop. */
  onClose: () => void;
  /** After the run, with what it did (the order list reloads to show 已推送). */
  onFinished?: (outcome: PushRunOutcome) => void;
  /**
   * The embedded page: an ended session only fails the calls (the dialog says so) instead of sending the
   * frame to /login, which the parent never asked for.
   */
  embedded?: boolean;
  /** Told each change of the run's phase (the embedded page ignores a new list once a run has started). */
  onPhase?: (phase: PushPhase) => void;
  /** Orders the list shows pushed already, by number, with the factory's name. */
  pushedTo?: ReadonlyMap<string, string>;
  /** The embedded page names the account it pushes in: another system's frame shows no console header. */
  account?: string;
}

/**
 * Spec 3 §4: pick a factory (必须选择工厂), 推送, and the orders go one by one with progress and a result each.
 * Mounted per opening: one run per opening, the 推送 button disabled after it.
 */
export function FactoryPushModal({ orders, onClose, onFinished, embedded = false, onPhase, pushedTo, account }: FactoryPushModalProps) {
  const { username } = useSnapshot(session);
  const factories = useLoad(() => listFactories({ probeOnly: embedded }), [embedded]);
  const [form] = Form.useForm<{ factoryId: Id }>();
  const push = useCallback(
    (request: PushOrderRequest) => {
      // The dialog says every failure on the order's row; an ended session still ends the run (pushRun.ts).
      const own = { probeOnly: embedded, callerHandles: (status: number | undefined) => status !== 401 && status !== 403 };
      // The order goes as the account that pressed 推送: after 退出登录 its next step is not sent, and what it
      // charged stays in that account's note for its next visit (sessionBound.ts, pushCharges.ts).
      const bound = bindToSession();
      const api: PrintFilePushApi = {
        printFiles: bound.step((numbers) => printFiles(numbers, { probeOnly: embedded })),
        chargeImages: bound.step((images) => chargeImages(images, own)),
        refundImages: bound.step((images) => refundImages(images, own)),
        push: bound.step((sending) => pushOrder(sending, { probeOnly: embedded })),
        absolute: apiAddress,
        // What an order's push charged, kept until the factory's answer settles it (pushCharges.ts).
        chargeNote: () => startChargeNote(PUSH_CHARGE_NOTES, username ?? ''),
      };
      return pushWithPrintFiles(api, request);
    },
    [embedded, username],
  );
  // What the push will charge (it sends print files, so it counts as a download), said before 推送.
  const charge = useLoad(async () => {
    const numbers = orders.map((order) => order.orderOriginalId);
    const [found, credits] = await Promise.all([printFiles(numbers, { probeOnly: embedded }), getCredits({ probeOnly: embedded, callerHandles: () => true })]);
    const images = found.flatMap((order) => order.items.flatMap((item) => item.infos.filter((info) => info.customizedImageUrl !== ''))).length;
    return { images, fresh: unchargedImages(found).length, balance: credits.credits };
  }, [orders, embedded]);
  // The order list's run is kept in localStorage while it runs (pushRecord.ts) and forgotten once it ends in
  // the dialog: a run whose dialog went away mid-run (the page left, the session ended) is told on the next
  // visit of the order list. Written from the run itself, so the order on its way when the dialog went counts.
  // The account is the one that started the run: a session ended meanwhile no longer names it.
  // While the run goes its tab holds the record's lock, so another tab's order list does not call it unfinished.
  const recorded = useRef<{ factoryName: string; username: string | null; id: string; release: (() => void) | null } | null>(null);
  const run = usePushRun(orders, push, (results, ended) => {
    const mine = recorded.current;
    if (!mine) return;
    mine.release ??= holdLock(RUN_LOCK + mine.id);
    if (ended && !ended.sessionEnded && live.current) clearPushRecord(mine.username, mine.id);
    else writePushRecord(mine.username, mine.id, recordOf(mine.factoryName, orders, results));
    if (ended) {
      mine.release();
      mine.release = null;
    }
  });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const selectEscape = useSelectEscape(() => void close());
  const latestOnPhase = useRef(onPhase);
  latestOnPhase.current = onPhase;
  useEffect(() => latestOnPhase.current?.(run.phase), [run.phase]);

  const pushAll = useSingleFlight(async () => {
    if (run.phase !== 'ready') return;
    const values = await form.validate().catch(() => null);
    if (!values) return;
    const factoryName = factoryList.find((factory) => factory.id === values.factoryId)?.name ?? '';
    if (!embedded) recorded.current = { factoryName, username, id: uuidV4(), release: null };
    // An order the list shows at this factory already is not sent again (the factory would refuse it); one
    // at another factory is, since the seller picked this one.
    const outcome = await run.start(values.factoryId, (order) => pushedTo?.get(order.orderOriginalId) === factoryName);
    if (!outcome) return;
    // Spec 3 §2: the tutorial's third step is done once an order has reached a factory.
    if (outcome.succeeded > 0) markOrdersPushed(username);
    onFinished?.(outcome);
  });

  const retry = useSingleFlight(async () => {
    const outcome = await run.retryFailed();
    if (!outcome) return;
    if (outcome.succeeded > 0) markOrdersPushed(username);
    onFinished?.(outcome);
  });

  async function close() {
    if (run.phase === 'running') {
      const stop = await askToStop(COMMON.midWork.closeSummaryOneAtATime(run.settled, orders.length));
      if (!stop) return;
      run.stop();
    }
    onClose();
  }

  const busy = run.phase !== 'ready' || pushAll.pending;
  // What the factory will not receive, said before 推送 (the rows name each item): as the bulk download does.
  const withoutPrint = useMemo(() => {
    const sent = orders.filter(hasPrintFile);
    return {
      designs: sent.reduce((sum, order) => sum + order.orderItems.reduce((inOrder, item) => inOrder + designsWithoutPrint(item), 0), 0),
      orders: orders.filter((order) => !hasPrintFile(order)).map((order) => order.orderOriginalId),
    };
  }, [orders]);
  const total = orders.length;
  const factoryList = factories.data ?? [];
  return (
    <Modal
      visible
      className="factory-push-modal"
      title={T.title(total)}
      maskClosable={false}
      onCancel={() => void close()}
      footer={
        <>
          <Button className="factory-push-cancel" onClick={() => void close()}>
            {run.phase === 'finished' ? T.close : T.cancel}
          </Button>
          {run.phase === 'finished' && (run.outcome?.failed ?? 0) > 0 && !run.outcome?.sessionEnded ? (
            <Button type="primary" className="factory-push-retry" loading={retry.pending} onClick={retry.click()}>
              {T.retryFailed}
            </Button>
          ) : (
            <Button type="primary" className="factory-push-submit" loading={run.phase === 'running'} disabled={run.phase === 'finished'} onClick={pushAll.click()}>
              {T.push}
            </Button>
          )}
        </>
      }
    >
      {account !== undefined && <p className="factory-push-account">{T.account(account)}</p>}
      <Form form={form} layout="horizontal" labelCol={{ span: 3 }} wrapperCol={{ span: 21 }} className="factory-push-form" disabled={busy}>
        <Form.Item field="factoryId" label={T.factory} rules={[{ required: true, message: T.factoryRequired }]}>
          <Select
            placeholder={T.factoryPlaceholder}
            aria-label={T.factory}
            loading={factories.loading}
            options={factoryList.map((factory) => ({ label: factory.name, value: factory.id }))}
            // The dialog takes the focus to its first field, this select: escape still closes the dialog.
            {...selectEscape}
            notFoundContent={factories.data ? T.noFactories : undefined}
          />
        </Form.Item>
      </Form>
      {factories.error ? <LoadFailed inline onRetry={factories.reload} retrying={factories.loading} /> : null}
      <div className="factory-push-charge" role="note">
        <p>{T.chargeRule}</p>
        {run.phase === 'ready' && charge.data && charge.data.images > 0 && (
          <p className="factory-push-estimate">{T.chargeEstimate(charge.data.images, charge.data.fresh, charge.data.balance)}</p>
        )}
        {run.phase === 'ready' && charge.data && charge.data.fresh * CREDITS_PER_IMAGE > charge.data.balance && <p className="factory-push-short">{T.chargeShort}</p>}
        {withoutPrint.designs + withoutPrint.orders.length > 0 && (
          <p className="factory-push-without-print-summary">{T.withoutPrintSummary(withoutPrint.designs, withoutPrint.orders.length, namesUpTo(withoutPrint.orders))}</p>
        )}
      </div>
      {run.phase !== 'ready' && (
        <div className="factory-push-progress">
          <Progress
            percent={total ? Math.round((run.settled / total) * 100) : 0}
            // A run that ended with failures is not shown as a green, finished bar.
            status={run.outcome && run.outcome.failed + run.outcome.skipped > 0 ? 'warning' : undefined}
            formatText={() => T.progress(run.settled, total)}
          />
          <div role="status" className="factory-push-status">
            {run.outcome ? T.summary(run.outcome.succeeded, run.outcome.failed, run.outcome.skipped, run.outcome.earlier) : T.pushingNow(run.settled, total)}
          </div>
        </div>
      )}
      {run.outcome?.sessionEnded && <Alert type="warning" className="factory-push-session" content={T.sessionEnded} />}
      <PushResultList orders={orders} results={run.results} pushedTo={pushedTo} />
    </Modal>
  );
}
