import { PaymentStatus } from '../../../contract/credits';
import { sleep as abortableSleep } from '../../../contract/sleep';
import { throwIfAborted } from '../../lib/uploadQueue';

/** Spec 3 §9: the payment status is asked every second. */
export const PAYMENT_POLL_MS = 1000;

export interface PollOptions {
  signal: AbortSignal;
  intervalMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Asks for a recharge's state every second until it leaves awaiting payment, and resolves with the state
 * it reached. One question at a time: the next is asked a second after the last answer, so a slow or
 * silent server never has several stacked up. A failed question (a network blip) is asked again. Rejects
 * with the signal's reason once the caller stops waiting (the seller left or closed the dialog).
 */
export async function waitForPayment(sync: (signal: AbortSignal) => Promise<PaymentStatus>, options: PollOptions): Promise<PaymentStatus> {
  const { signal, intervalMs = PAYMENT_POLL_MS, sleep = abortableSleep } = options;
  for (;;) {
    await sleep(intervalMs, signal);
    throwIfAborted(signal);
    let status: PaymentStatus;
    try {
      status = await sync(signal);
    } catch {
      throwIfAborted(signal);
      continue;
    }
    throwIfAborted(signal);
    if (status !== PaymentStatus.AWAITING) return status;
  }
}
