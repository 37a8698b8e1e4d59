import { Button, Message, Modal } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PUSH_ORDERS_MAX, type PushOrderInput } from '../../../contract/erp';
import { session } from '../../api/session';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { MidWorkSummary, namesUpTo } from '../../ui/MidWorkSummary';
import type { PushButtonProps } from '../../ui/orderPushSlot';
import { FactoryPushModal } from './FactoryPushModal';
import { pushInputsOfTicked } from './pushPayload';
import { takeUnfinishedPushRecords, watchRunsGoingElsewhere, type PushRecord } from './pushRecord';
import type { LeftChargesRefund } from '../../lib/chargeNote';
import { refundLines, settleLeftPushCharges } from './pushCharges';

const T = MSG.factoryPush;

/**
 * 推送到工厂 in the order list's toolbar. The list ticks items (for the downloads); a factory receives whole
 * orders, so the push sends each ticked item's order with all of its items, once however many of its items
 * are ticked: a half order at the factory would be half a parcel for the buyer.
 */
export function OrderPushButton({ ticked, onPushed }: PushButtonProps) {
  // Taken when the dialog opens: ticks changed behind it (a reload after the run) do not change what it pushes.
  const [orders, setOrders] = useState<PushOrderInput[] | null>(null);
  // The factory each ticked order went to already, as the list shows it: a second push is refused by the
  // service, and the dialog says why before anyone presses 推送.
  const [pushedTo, setPushedTo] = useState<ReadonlyMap<string, string>>(new Map());
  const { username } = useSnapshot(session);
  const latestOnPushed = useRef(onPushed);
  latestOnPushed.current = onPushed;

  // A run whose dialog went away mid-run (pushRecord.ts), and what its pushes charged and no factory
  // accepted (pushCharges.ts): refunded, and said once, on the next visit.
  useEffect(() => {
    const tell = (records: readonly PushRecord[], refund: LeftChargesRefund | null) => {
      if (records.length === 0 && !refund) return;
      const lines = [
        ...records.flatMap((record) => [
          ...(record.succeeded.length ? [T.unfinishedSucceeded(record.factoryName, record.succeeded.length, namesUpTo(record.succeeded))] : []),
          ...(record.failed.length ? [T.unfinishedFailed(record.failed.length, namesUpTo(record.failed))] : []),
          ...(record.notSent.length ? [T.unfinishedNotSent(record.notSent.length, namesUpTo(record.notSent))] : []),
        ]),
        ...(refund ? refundLines(refund) : []),
      ];
      Modal.info({
        title: records.length > 0 ? T.unfinishedTitle : T.leftChargesTitle,
        content: <MidWorkSummary lines={lines} />,
        okText: COMMON.confirm.ok,
        className: 'factory-push-unfinished',
      });
      // The balance and the 已下载 marks changed: the list reads them again.
      if (refund && refund.refundedImages > 0) latestOnPushed.current();
    };
    // A run still going in another tab holds its lock and is not taken now: that tab's dialog says how it
    // ends, or, if the tab goes away first, this one does when the lock is let go.
    const stop = new AbortController();
    void Promise.all([
      takeUnfinishedPushRecords(username).catch(() => []),
      username ? settleLeftPushCharges(username).catch(() => null) : Promise.resolve(null),
    ]).then(([records, refund]) => {
      if (stop.signal.aborted) return;
      tell(records, refund);
      void watchRunsGoingElsewhere(username, (record) => tell([record], null), stop.signal).catch(() => {});
    });
    return () => stop.abort();
  }, [username]);

  function open() {
    if (ticked.length === 0) {
      Message.warning(T.selectOrders);
      return;
    }
    const inputs = pushInputsOfTicked(ticked);
    if (inputs.length === 0) Message.warning(T.noItems);
    else if (inputs.length > PUSH_ORDERS_MAX) Message.warning(T.tooMany(PUSH_ORDERS_MAX));
    else {
      setPushedTo(new Map(ticked.flatMap(({ order }) => (order.push ? [[order.originalId, order.push.factoryName] as const] : []))));
      setOrders(inputs);
    }
  }

  return (
    <>
      <Button className="factory-push-open" onClick={open}>
        {T.open}
      </Button>
      {orders && (
        <FactoryPushModal
          orders={orders}
          pushedTo={pushedTo}
          onClose={() => setOrders(null)}
          // Reloaded after any run: 推送状态 then shows what the factory has, pushed here or elsewhere.
          onFinished={() => onPushed()}
        />
      )}
    </>
  );
}
