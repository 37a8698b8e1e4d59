import { localStore, type SafeStorage } from '../../lib/safeStorage';
import type { PushResult } from './pushRun';

/**
 * Where a push run from the order list stood when its dialog went away mid-run: the seller left the page,
 * the session ended (here or in another tab, which sends the console to /login), the tab was reloaded. The
 * next visit of the order list says which orders reached the factory and which were not sent, so nothing
 * is pushed twice, or forgotten, on a guess. A run that ends in its dialog leaves nothing.
 */
export interface PushRecord {
  factoryName: string;
  succeeded: string[];
  failed: string[];
  notSent: string[];
}

const keyFor = (username: string | null) => `pcc.factoryPush.unfinished.${username ?? ''}`;

export function recordOf(factoryName: string, orders: readonly { orderOriginalId: string }[], results: readonly PushResult[]): PushRecord {
  const record: PushRecord = { factoryName, succeeded: [], failed: [], notSent: [] };
  orders.forEach((order, index) => {
    const state = results[index]?.state ?? 'waiting';
    if (state === 'succeeded' || state === 'earlier') record.succeeded.push(order.orderOriginalId);
    else if (state === 'failed') record.failed.push(order.orderOriginalId);
    // One on its way when the dialog went: the factory may have it; the order list's 推送状态 will say.
    else record.notSent.push(order.orderOriginalId);
  });
  return record;
}

export function writePushRecord(username: string | null, record: PushRecord, storage: SafeStorage = localStore): void {
  storage.setItem(keyFor(username), JSON.stringify(record));
}

export function readPushRecord(username: string | null, storage: SafeStorage = localStore): PushRecord | null {
  const raw = storage.getItem(keyFor(username));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PushRecord>;
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

export function clearPushRecord(username: string | null, storage: SafeStorage = localStore): void {
  storage.removeItem(keyFor(username));
}
