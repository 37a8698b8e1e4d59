import { Button, Result, Spin } from '@arco-design/web-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/client';
import { syncPaymentStatus } from '../../api/credits';
import { MSG } from './messages';
import { failedStatusLine, outcomeOf, recordIdOf, settleRecord, type PaymentOutcome, type SyncAnswer } from './paymentResult';
import { wasStartedHere } from './startedPayments';
import './credits.css';

/** Spec 3 §9: the result page returns to the pay area after 10 s. */
export const RESULT_REDIRECT_SECONDS = 10;
const PAY = '/app/pay';

/**
 * /app/payment_result (spec 3 §2, §8), where the payment provider sends the seller back. The address names
 * the recharge (`rechargeRecordId`) and the page asks the server for its state: 支付成功 only for a paid
 * record, 支付失败 for a closed or refunded one (the provider's `error` quoted as the reason when this
 * browser started that recharge), 正在确认 while it awaits payment. Without a record the server vouches
 * for, the page cannot tell, and says to look in 充值记录. Back to /app/pay after a countdown, or at once
 * with 立即返回.
 */
export default function PaymentResultScreen() {
  const query = new URLSearchParams(useSearch());
  const error = query.get('error');
  const recordId = recordIdOf(query.get('rechargeRecordId'));
  const [, navigate] = useLocation();
  const [left, setLeft] = useState(RESULT_REDIRECT_SECONDS);
  const [answer, setAnswer] = useState<SyncAnswer | null>(null);

  useEffect(() => {
    if (left <= 0) {
      navigate(PAY, { replace: true });
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, navigate]);

  useEffect(() => {
    setAnswer(null);
    if (recordId === null) return;
    const stop = new AbortController();
    const ask = async (signal: AbortSignal): Promise<SyncAnswer> => {
      try {
        return { status: (await syncPaymentStatus(recordId, { signal, skipErrorModal: true })).paymentStatus };
      } catch (failure) {
        // Not this account's record, or no record at all: nothing to vouch for. Other failures are asked again.
        if (failure instanceof ApiError && failure.status !== undefined && failure.status >= 400 && failure.status < 500 && failure.status !== 401) return 'no-such-record';
        throw failure;
      }
    };
    settleRecord(ask, stop.signal).then(setAnswer, () => {
      // Stopped: the seller left the page.
    });
    return () => stop.abort();
  }, [recordId]);

  const outcome: PaymentOutcome = recordId !== null && answer === null ? { kind: 'checking' } : outcomeOf(answer, error, recordId !== null && wasStartedHere(recordId));
  return (
    <div className="screen-card payment-result" data-outcome={outcome.kind}>
      <Result
        status={outcome.kind === 'paid' ? 'success' : outcome.kind === 'failed' ? 'error' : outcome.kind === 'unknown' ? 'info' : null}
        icon={outcome.kind === 'checking' ? <Spin size={40} /> : undefined}
        title={titleOf(outcome)}
        subTitle={detailOf(outcome)}
        extra={
          <div className="payment-result-actions">
            <div className="payment-result-countdown muted">{MSG.credits.redirectIn(left)}</div>
            <Button type="primary" className="payment-result-back" onClick={() => navigate(PAY, { replace: true })}>
              {MSG.credits.backNow}
            </Button>
          </div>
        }
      />
    </div>
  );
}

function titleOf(outcome: PaymentOutcome): string {
  switch (outcome.kind) {
    case 'paid':
      return MSG.credits.paymentSucceeded;
    case 'failed':
      return MSG.credits.paymentFailed;
    case 'checking':
      return MSG.credits.checkingPayment;
    case 'unknown':
      return MSG.credits.resultUnknown;
  }
}

function detailOf(outcome: PaymentOutcome): ReactNode {
  if (outcome.kind === 'checking') return MSG.credits.checkingHint;
  if (outcome.kind === 'unknown') return MSG.credits.resultUnknownHint;
  if (outcome.kind !== 'failed') return undefined;
  return (
    <div className="payment-result-detail">
      <div className="payment-result-status">{failedStatusLine(outcome.status)}</div>
      {outcome.reason !== null && <div className="payment-result-error">{MSG.credits.failureReason(outcome.reason)}</div>}
    </div>
  );
}
