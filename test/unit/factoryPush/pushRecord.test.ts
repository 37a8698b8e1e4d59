import { describe, expect, it } from 'vitest';
import { clearPushRecord, recordOf, RUN_LOCK, takeUnfinishedPushRecords, writePushRecord } from '../../../src/features/factoryPush/pushRecord';
import type { SafeStorage } from '../../../src/lib/safeStorage';

function memoryStorage(): SafeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

const orders = ['A', 'B', 'C', 'D'].map((orderOriginalId) => ({ orderOriginalId }));

describe('the record of a push run whose dialog went away mid-run', () => {
  it('sorts the orders by where they stood: reached the factory, refused, not sent (on its way counts as not sent)', () => {
    const record = recordOf('深圳卡美印务', orders, [{ state: 'succeeded' }, { state: 'failed', reason: 'x' }, { state: 'pushing' }, { state: 'skipped' }]);
    expect(record).toEqual({ factoryName: '深圳卡美印务', succeeded: ['A'], failed: ['B'], notSent: ['C', 'D'] });
  });

  it('leaves out an order never to be sent for want of a print file: the dialog said so, no run left it', () => {
    expect(recordOf('厂', orders, [{ state: 'succeeded' }, { state: 'noPrint' }, { state: 'skipped' }, { state: 'noPrint' }])).toEqual({
      factoryName: '厂',
      succeeded: ['A'],
      failed: [],
      notSent: ['C'],
    });
  });

  it('is kept per account and run, taken once; garbage reads as nothing or as empty lists', async () => {
    const storage = memoryStorage();
    const record = recordOf('厂', orders, []);
    const none = async () => new Set<string>();
    writePushRecord('demo', 'r1', record, storage);
    expect(await takeUnfinishedPushRecords('other', { storage, heldLocks: none })).toEqual([]);
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks: none })).toEqual([record]);
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks: none })).toEqual([]);
    writePushRecord('demo', 'r2', record, storage);
    clearPushRecord('demo', 'r2', storage);
    expect(storage.items.size).toBe(0);
    storage.setItem('pcc.factoryPush.unfinished.demo#r3', '{');
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks: none })).toEqual([]);
    expect(storage.items.size).toBe(0);
    // The one record an account kept before runs had their own.
    storage.setItem('pcc.factoryPush.unfinished.demo', JSON.stringify({ factoryName: 3, succeeded: ['A', 4], failed: 'B' }));
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks: none })).toEqual([{ factoryName: '', succeeded: ['A'], failed: [], notSent: [] }]);
  });

  it('leaves a run whose lock a tab holds (still going there) and another account’s record; reports it once the lock is free', async () => {
    const storage = memoryStorage();
    const record = recordOf('厂', orders, [{ state: 'pushing' }]);
    writePushRecord('demo', 'going', record, storage);
    writePushRecord('demo#x', 'y', record, storage);
    const held = new Set(['going']);
    const heldLocks = async (prefix: string) => (prefix === RUN_LOCK ? held : new Set<string>());
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks })).toEqual([]);
    expect(storage.items.size).toBe(2);
    held.clear();
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks })).toEqual([record]);
    expect([...storage.items.keys()]).toEqual(['pcc.factoryPush.unfinished.demo#x#y']);
  });

  it('does not report a run that ended in its dialog between the listing and the lock query', async () => {
    const storage = memoryStorage();
    writePushRecord('demo', 'r', recordOf('厂', orders, []), storage);
    const heldLocks = async () => {
      clearPushRecord('demo', 'r', storage);
      return new Set<string>();
    };
    expect(await takeUnfinishedPushRecords('demo', { storage, heldLocks })).toEqual([]);
  });
});
