import { describe, expect, it } from 'vitest';
import { clearPushRecord, readPushRecord, recordOf, writePushRecord } from '../../../src/features/factoryPush/pushRecord';
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

  it('is kept per account and read back; garbage reads as nothing or as empty lists', () => {
    const storage = memoryStorage();
    const record = recordOf('厂', orders, []);
    writePushRecord('demo', record, storage);
    expect(readPushRecord('demo', storage)).toEqual(record);
    expect(readPushRecord('other', storage)).toBeNull();
    clearPushRecord('demo', storage);
    expect(readPushRecord('demo', storage)).toBeNull();
    storage.setItem(storage.keys()[0] ?? 'pcc.factoryPush.unfinished.demo', '{');
    expect(readPushRecord('demo', storage)).toBeNull();
    storage.setItem('pcc.factoryPush.unfinished.demo', JSON.stringify({ factoryName: 3, succeeded: ['A', 4], failed: 'B' }));
    expect(readPushRecord('demo', storage)).toEqual({ factoryName: '', succeeded: ['A'], failed: [], notSent: [] });
  });
});
