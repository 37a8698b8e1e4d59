import { PaymentStatus } from '../../../contract/credits';
import { MSG } from './messages';

/** Spec 3 §4's label of a payment state; a value the spec does not know is shown as such, never as another state. */
export function paymentStatusLabel(status: unknown): string {
  return (typeof status === 'number' && MSG.credits.statuses[status]) || MSG.credits.unknownStatus(status);
}

/**
 * Where a recharge ended once it left awaiting payment. Finished (5) is a paid trade the provider no longer
 * lets anyone refund: the credits were added as for success (2). Closed (3) and refunded (4) added none.
 */
export function isPaidStatus(status: PaymentStatus): boolean {
  return status === PaymentStatus.SUCCESS || status === PaymentStatus.FINISHED;
}
