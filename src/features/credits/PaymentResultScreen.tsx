import { MSG } from '../../messages';

/** Spec 3 §2: /app/payment_result. Placeholder until built (issue 11). */
export default function PaymentResultScreen() {
  return <div className="payment-result">{MSG.credits.paymentResult}</div>;
}
