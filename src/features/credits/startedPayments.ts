/**
 * The recharges this browser sent to the payment provider (立即支付), kept in localStorage. The result page
 * quotes the provider's `error` text only for one of them: a closed record's id is easy to guess (ids
 * run in sequence), so a link made elsewhere, naming a record of the merchant's and the link author's
 * words, would otherwise put those words (a fake refund contact) under our 支付失败 heading. The provider
 * returns the merchant in the window 立即支付 opened, which shares this storage.
 */
import { localStore, type SafeStorage } from '../../lib/safeStorage';

const KEY = 'pcc.startedPayments';
/** Enough for every recharge a merchant could still be returned from (the server allows 10 awaiting payment). */
export const STARTED_PAYMENTS_KEPT = 20;

function read(storage: SafeStorage): string[] {
  try {
    const ids: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function noteStartedPayment(recordId: string, storage: SafeStorage = localStore): void {
  const ids = read(storage).filter((id) => id !== recordId);
  ids.push(recordId);
  storage.setItem(KEY, JSON.stringify(ids.slice(-STARTED_PAYMENTS_KEPT)));
}

export function wasStartedHere(recordId: string, storage: SafeStorage = localStore): boolean {
  return read(storage).includes(recordId);
}
