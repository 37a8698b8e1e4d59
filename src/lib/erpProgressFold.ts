import { localStore, type SafeStorage } from './safeStorage';

/**
 * Whether the seller folded the ERP progress card (spec 3 §2's three steps, shown above the tabs while any is
 * left): at 1024 × 640 it takes a good part of the screen. Per account, as the tutorial's own flag
 * (erpPushFlag.ts) is, since another account on the same PC has its own progress.
 */
const keyFor = (username: string | null) => `pcc.erp.progressFolded.${username ?? ''}`;

export function isProgressFolded(username: string | null, storage: SafeStorage = localStore): boolean {
  return storage.getItem(keyFor(username)) === '1';
}

export function setProgressFolded(username: string | null, folded: boolean, storage: SafeStorage = localStore): void {
  if (folded) storage.setItem(keyFor(username), '1');
  else storage.removeItem(keyFor(username));
}
