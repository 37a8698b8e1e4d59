import { Button, Message, Modal, Spin } from '@arco-design/web-react';
import { useEffect, useRef } from 'react';
import { PaymentStatus } from '../../../contract/credits';
import { syncPaymentStatus } from '../../api/credits';
import { MSG } from './messages';
import { isPaidStatus, paymentStatusLabel } from './paymentStatus';
import { waitForPayment } from './paymentPolling';
import { formatCount, formatYuan } from './rechargeUnits';
import type { PendingPayment } from './usePayment';

/**
 * 等待支付… (spec 3 §4): polls the recharge every second while it awaits payment. Closing the dialog or
 * leaving the screen stops the polling (the recharge stays in 充值记录, where 同步订单 asks again).
 */
export function PaymentWaitingModal({ payment, onEnded, onClose }: { payment: PendingPayment; onEnded: (paid: boolean) => void; onClose: () => void }) {
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    const stop = new AbortController();
    waitForPayment(async (signal) => (await syncPaymentStatus(payment.rechargeRecordId, { signal, skipErrorModal: true })).paymentStatus, { signal: stop.signal }).then(
      (status) => {
        const paid = isPaidStatus(status);
        if (paid) Message.success(MSG.credits.paid);
        else if (status === PaymentStatus.CLOSED) Message.warning(MSG.credits.closedWhileWaiting);
        else Message.warning(MSG.credits.notCompleted(paymentStatusLabel(status)));
        ended.current(paid);
      },
      () => {
        // Stopped: the seller closed the dialog or left.
      },
    );
    return () => stop.abort();
  }, [payment.rechargeRecordId]);

  return (
    <Modal
      className="payment-waiting-modal"
      title={MSG.credits.waitingTitle}
      visible
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Button className="payment-waiting-close" onClick={onClose}>
          {MSG.credits.waitingClose}
        </Button>
      }
    >
      <div className="payment-waiting" role="status">
        <Spin size={20} />
        <div>
          <div className="payment-waiting-record">{MSG.credits.waitingRecord(formatCount(payment.credits), formatYuan(payment.price))}</div>
          <div className="muted">{MSG.credits.waitingHint}</div>
        </div>
      </div>
    </Modal>
  );
}
