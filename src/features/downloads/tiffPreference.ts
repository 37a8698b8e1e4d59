import { localStore, type SafeStorage } from '../../lib/safeStorage';

/**
 * The 转为TIF switch, remembered for the account in this browser: a print factory that wants TIF wants it
 * every time, and another account on the same PC may serve a factory that does not.
 */
const keyFor = (username: string | null) => `pcc.downloads.toTiff.${username ?? ''}`;

export function readTiffPreference(username: string | null, storage: SafeStorage = localStore): boolean {
  return storage.getItem(keyFor(username)) === '1';
}

export function writeTiffPreference(username: string | null, on: boolean, storage: SafeStorage = localStore): void {
  if (on) storage.setItem(keyFor(username), '1');
  else storage.removeItem(keyFor(username));
}
