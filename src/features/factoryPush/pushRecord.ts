import { heldLocks as heldLocksNow, whenReleased } from '../../lib/heldLocks';
import { localStore, type SafeStorage } from '../../lib/safeStorage';
import type { PushResult } from './pushRun';

/**
 * Where a push run from the order list stood when its dialog went away mid-run: the seller left the page,
 * the session ended (here or in another tab, which sends the console to /login), the tab was reloaded. The
 * next visit of the order list says which orders reached the factory and which were not sent, so nothing
 * is pushed twice, or forgotten, on a guess. A run that ends in its dialog leaves nothing.
 *
 * Each run keeps its own record, and its tab holds the Web Lock RUN_LOCK + run while the run goes (as a
 * charge note does, lib/chargeNote): a record whose lock is held is a run still going in another tab of
 * this browser, not an unfinished one, and is left for a visit after it ends.
 */
export interface PushRecord {
  factoryName: string;
  succeeded: string[];
  failed: string[];
  notSent: string[];
}

const PREFIX = 'pcc.factoryPush.unfinished.';
/** Held by the tab whose run it is, from the run's first order until its end. */
export const RUN_LOCK = 'push-run:';

/** The one record an account had before runs kept their own (no lock ever held it). */
const accountKey = (username: string | null) => PREFIX + (username ?? '');
const keyFor = (username: string | null, run: string) => `${accountKey(username)}#${run}`;

export function recordOf(factoryName: string, orders: readonly { orderOriginalId: string }[], results: readonly PushResult[]): PushRecord {
  const record: PushRecord = { factoryName, succeeded: [], failed: [], notSent: [] };
  orders.forEach((order, index) => {
    const state = results[index]?.state ?? 'waiting';
    // Never to be sent (no print file): the dialog said so, it is not a run's leftover.
    if (state === 'noPrint') return;
    if (state === 'succeeded' || state === 'earlier') record.succeeded.push(order.orderOriginalId);
    else if (state === 'failed') record.failed.push(order.orderOriginalId);
    // One on its way when the dialog went: the factory may have it; the order list's 推送状态 will say.
    else record.notSent.push(order.orderOriginalId);
  });
  return record;
}

export function writePushRecord(username: string | null, run: string, record: PushRecord, storage: SafeStorage = localStore): void {
  storage.setItem(keyFor(username, run), JSON.stringify({ ...record, username: username ?? '' }));
}

export function clearPushRecord(username: string | null, run: string, storage: SafeStorage = localStore): void {
  storage.removeItem(keyFor(username, run));
}

/** The record stored at a key: null when unreadable, 'another' when it names another account. */
function parseRecord(raw: string | null, username: string | null): PushRecord | 'another' | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PushRecord> & { username?: unknown };
    // A username with '#' in it could share a key's start with another account's: the record names its own.
    if (typeof value.username === 'string' && value.username !== (username ?? '')) return 'another';
    const list = (field: unknown) => (Array.isArray(field) ? field.filter((entry): entry is string => typeof entry === 'string') : []);
    return {
      factoryName: typeof value.factoryName === 'string' ? value.factoryName : '',
      succeeded: list(value.succeeded),
      failed: list(value.failed),
      notSent: list(value.notSent),
    };
  } catch {
    return null;
  }
}

/**
 * The records of this account's runs that ended without their dialog, taken out of storage: each once. A
 * run whose lock some tab holds is still going and stays (its own dialog will say how it ends).
 */
export async function takeUnfinishedPushRecords(
  username: string | null,
  { storage = localStore, heldLocks = heldLocksNow }: { storage?: SafeStorage; heldLocks?: (prefix: string) => Promise<Set<string>> } = {},
): Promise<PushRecord[]> {
  const own = accountKey(username);
  const keys = storage.keys().filter((key) => key === own || key.startsWith(`${own}#`));
  if (keys.length === 0) return [];
  const alive = await heldLocks(RUN_LOCK);
  const records: PushRecord[] = [];
  for (const key of keys) {
    if (key !== own && alive.has(key.slice(own.length + 1))) continue;
    // Read after the locks: a run that ended in its dialog meanwhile has removed its record, then let go.
    const record = parseRecord(storage.getItem(key), username);
    if (record === 'another') continue;
    storage.removeItem(key);
    if (record) records.push(record);
  }
  return records;
}

/**
 * The runs of this account going on in other tabs now: each one's record is taken and handed to `onLeft` once
 * its tab lets go of the run's lock, if the run did not end in its dialog (which removes the record). So a tab
 * closed mid-run is told in the tabs still open, without a reload. Stops waiting when `signal` aborts.
 */
export async function watchRunsGoingElsewhere(
  username: string | null,
  onLeft: (record: PushRecord) => void,
  signal: AbortSignal,
  { storage = localStore, heldLocks = heldLocksNow }: { storage?: SafeStorage; heldLocks?: (prefix: string) => Promise<Set<string>> } = {},
): Promise<void> {
  const own = accountKey(username);
  const alive = await heldLocks(RUN_LOCK);
  const going = storage
    .keys()
    .filter((key) => key.startsWith(`${own}#`) && alive.has(key.slice(own.length + 1)))
    .map((key) => ({ key, run: key.slice(own.length + 1) }));
  for (const { key, run } of going) {
    void whenReleased(RUN_LOCK + run, signal).then(() => {
      if (signal.aborted) return;
      const record = parseRecord(storage.getItem(key), username);
      if (record === 'another' || record === null) return;
      storage.removeItem(key);
      onLeft(record);
    });
  }
}
