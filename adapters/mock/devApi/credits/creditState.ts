// The credits' slice of the dev API's state (spec 3 §3, §4, §9): each account's balance, its deduction
// (usage) records and its recharge records, newest first. Every record carries its owner: one account
// never sees, syncs or pays another's.
import type { Id } from '../../../../contract/catalogue';
import type { RechargeRecord, UsageRecord } from '../../../../contract/credits';

export interface StoredUsage extends UsageRecord {
  owner: string;
  /** The images this charge paid for, of the record's order. */
  images: { orderItemId: Id; infoIndex: number }[];
}

export interface StoredRecharge extends RechargeRecord {
  owner: string;
  /** Handed out in the payment form only: the dev payment page refuses a request without it. */
  token: string;
}

export interface CreditState {
  balances: Map<string, number>;
  usage: StoredUsage[];
  recharges: StoredRecharge[];
  /**
   * Images whose print file was served in full since their charge (printKey): their bytes have left the
   * service, so their charge is not refunded; a new charge starts the image afresh.
   */
  servedPrints: Set<string>;
  /**
   * Images whose print address a factory accepted in a push (printKey), whatever order number the push gave:
   * the factory prints from that address, so their charge is not refunded (an order's own push also keeps
   * them by its `push`).
   */
  pushedPrints: Set<string>;
}

export function emptyCredits(): CreditState {
  return { balances: new Map(), usage: [], recharges: [], servedPrints: new Set(), pushedPrints: new Set() };
}

/** An image's key among servedPrints and pushedPrints: item ids are unique across orders and accounts. */
export const printKey = (itemId: string, infoIndex: number) => `${itemId}/${infoIndex}`;

export const balanceOf = (credits: CreditState, username: string): number => credits.balances.get(username) ?? 0;

export function usageWire({ owner: _owner, images: _images, ...record }: StoredUsage): UsageRecord {
  return record;
}

export function rechargeWire({ owner: _owner, token: _token, ...record }: StoredRecharge): RechargeRecord {
  return record;
}

/** An awaiting payment not paid within this is closed when its status is next looked at. */
export const PAYMENT_TIMEOUT_MS = 30 * 60_000;

/** Closes the record if its payment has timed out; answers whether it may still be paid. */
export function expireIfTimedOut(record: StoredRecharge, now: number): void {
  if (record.paymentStatus === 1 && now - record.createdAt > PAYMENT_TIMEOUT_MS) record.paymentStatus = 3;
}
