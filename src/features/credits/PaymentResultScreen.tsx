import { Button, Result } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MSG } from '../../messages';
import './credits.css';

/** Spec 3 §9: the result page returns to the pay area after 10 s. */
export const RESULT_REDIRECT_SECONDS = 10;
const PAY = '/app/pay';

/**
 * /app/payment_result (spec 3 §2, §8), where the payment provider sends the seller back: 支付成功, or 支付失败
 * with the `error` the address carries (shown as text: it comes from whoever made the link), then back to
 * /app/pay after a countdown, or at once with 立即返回.
 */
export default function PaymentResultScreen() {
  const error = new URLSearchParams(useSearch()).get('error');
  const [, navigate] = useLocation();
  const [left, setLeft] = useState(RESULT_REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      navigate(PAY, { replace: true });
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, navigate]);

  const failed = error !== null;
  return (
    <div className="screen-card payment-result">
      <Result
        status={failed ? 'error' : 'success'}
        title={failed ? MSG.credits.paymentFailed : MSG.credits.paymentSucceeded}
        subTitle={failed && error ? <span className="payment-result-error">{error}</span> : undefined}
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
