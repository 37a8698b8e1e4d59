import { localStore, type SafeStorage } from '../../lib/safeStorage';

/**
 * What this browser remembers of an account's guide: folded to its heading, closed by the merchant, or
 * finished because the account has produced a link. Closed or finished, the shell stops asking the admin API
 * about it. Kept per account (one browser, several shops' logins); any other stored value reads as open.
 */
export type GuideMemory = 'open' | 'collapsed' | 'closed' | 'finished';

const REMEMBERED: readonly GuideMemory[] = ['collapsed', 'closed', 'finished'];

const key = (username: string) => `pcc.guide.${username}`;

export function readGuideMemory(username: string, storage: SafeStorage = localStore): GuideMemory {
  const stored = storage.getItem(key(username));
  return REMEMBERED.find((memory) => memory === stored) ?? 'open';
}

export function writeGuideMemory(username: string, memory: GuideMemory, storage: SafeStorage = localStore): void {
  if (memory === 'open') storage.removeItem(key(username));
  else storage.setItem(key(username), memory);
}

/** Whether the guide is out of the way for good: the merchant closed it, or the account has a link. */
export const isGuideOver = (memory: GuideMemory): boolean => memory === 'closed' || memory === 'finished';

/** The storage key, for a tab that follows another tab's change (`storage` events). */
export const guideMemoryKey = key;
