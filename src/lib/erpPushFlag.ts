import { localStore, type SafeStorage } from './safeStorage';

/**
 * Spec 3 §2: the tutorial's third step (推送订单) is done once this browser has pushed an order for the
 * account. The push dialogs set it; the integration screen reads it. Per account, since another account on
 * the same PC has its own tutorial.
 */
const keyFor = (username: string | null) => `pcc.erp.pushedOrders.${username ?? ''}`;

export function hasPushedOrders(username: string | null, storage: SafeStorage = localStore): boolean {
  return storage.getItem(keyFor(username)) === '1';
}

export function markOrdersPushed(username: string | null, storage: SafeStorage = localStore): void {
  storage.setItem(keyFor(username), '1');
}
