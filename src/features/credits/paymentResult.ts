import { PaymentStatus } from '../../../contract/credits';
import { sleep as abortableSleep } from '../../../contract/sleep';
import { PAYMENT_POLL_MS } from './paymentPolling';
import { throwIfAborted } from '../../lib/uploadQueue';
import { MSG } from './messages';
import { isPaidStatus, paymentStatusLabel } from './paymentStatus';

/**
 * What /app/payment_result may claim. Anyone can make a link to the page, so its address proves nothing:
 * 支付成功 only for a record the server says is paid, and the `error` text only as a quoted reason under
 * our own 支付失败 heading.
 */
export type PaymentOutcome =
  | { kind: 'checking' }
  | { kind: 'paid' }
  | { kind: 'failed'; status: PaymentStatus; reason: string | null }
  | { kind: 'unknown' };

/** The longest reason shown, in characters (an ellipsis ends a longer one). */
export const REASON_MAX_CHARS = 60;

/**
 * The `error` query text made fit to quote: control characters become spaces, invisible format characters
 * (bidi overrides and isolates, zero-width joiners) go, so the text reads as it is stored; runs of spaces
 * collapse; trimmed and cut to REASON_MAX_CHARS. Null when nothing readable is left.
 */
export function failureReason(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length <= REASON_MAX_CHARS ? text : `${chars.slice(0, REASON_MAX_CHARS - 1).join('').trimEnd()}…`;
}

/** A record id as our server writes them; anything else is not asked about. */
export function recordIdOf(raw: string | null): string | null {
  return raw !== null && /^[\w-]{1,64}$/.test(raw) ? raw : null;
}

/** What the server said about the record: its state, or that it knows no such record of this account. */
export type SyncAnswer = { status: PaymentStatus } | 'no-such-record';

/**
 * The page's outcome once the record's state is known (or when there is no record to ask about). Only a
 * record of this account the server vouches for decides, and only its failure shows the `error` text (spec
 * 3 §8): without one, a link from anywhere could put its author's words (a fake refund contact) under our
 * 支付失败 heading, so the page says it cannot tell and points to 充值记录. The text is quoted only when
 * this browser started that recharge (`startedHere`, startedPayments.ts): a closed record's id can be guessed.
 */
export function outcomeOf(answer: SyncAnswer | null, error: string | null, startedHere = false): PaymentOutcome {
  if (answer !== null && answer !== 'no-such-record') {
    const { status } = answer;
    if (isPaidStatus(status)) return { kind: 'paid' };
    if (status === PaymentStatus.AWAITING) return { kind: 'checking' };
    if (status === PaymentStatus.CLOSED || status === PaymentStatus.REFUNDED) return { kind: 'failed', status, reason: startedHere ? failureReason(error) : null };
  }
  return { kind: 'unknown' };
}

/**
 * Asks for the record's state at once, then every second while it awaits payment or the question fails
 * (a network blip), and resolves with the first answer that settles it. Rejects once `signal` aborts.
 */
export async function settleRecord(
  ask: (signal: AbortSignal) => Promise<SyncAnswer>,
  signal: AbortSignal,
  sleep: (ms: number, signal: AbortSignal) => Promise<void> = abortableSleep,
): Promise<SyncAnswer> {
  for (let first = true; ; first = false) {
    if (!first) await sleep(PAYMENT_POLL_MS, signal);
    throwIfAborted(signal);
    let answer: SyncAnswer | undefined;
    try {
      answer = await ask(signal);
    } catch {
      answer = undefined;
    }
    throwIfAborted(signal);
    if (answer !== undefined && (answer === 'no-such-record' || answer.status !== PaymentStatus.AWAITING)) return answer;
  }
}

/**
 * The line under 支付失败 that says what became of the recharge. A closed one (3) says it was closed, not
 * spec 3 §4's 未支付交易超时关闭: the provider sends the seller here on abandoning a payment, whose reason
 * (您已放弃支付…) would otherwise be contradicted by a timeout nobody waited for. The records keep the label.
 */
export function failedStatusLine(status: PaymentStatus): string {
  return status === PaymentStatus.CLOSED ? MSG.credits.closedStatus : MSG.credits.failedStatus(paymentStatusLabel(status));
}
