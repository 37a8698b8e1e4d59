import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../src/lib/safeStorage';
import { noteStartedPayment, STARTED_PAYMENTS_KEPT, wasStartedHere } from '../../../src/features/credits/startedPayments';

/** A Storage of its own per test, as Node has no localStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return safeStorage(
    () =>
      ({
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
        key: (index: number) => [...items.keys()][index] ?? null,
        get length() {
          return items.size;
        },
      }) as Storage,
  );
}

describe('the recharges this browser started', () => {
  it('knows a noted record and no other', () => {
    const storage = memoryStorage();
    noteStartedPayment('2401', storage);
    expect(wasStartedHere('2401', storage)).toBe(true);
    expect(wasStartedHere('2402', storage)).toBe(false);
  });

  it(`keeps the last ${STARTED_PAYMENTS_KEPT}, a record noted again counting as the newest`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= STARTED_PAYMENTS_KEPT; n++) noteStartedPayment(String(n), storage);
    noteStartedPayment('1', storage);
    noteStartedPayment('new', storage);
    expect(wasStartedHere('1', storage)).toBe(true);
    expect(wasStartedHere('new', storage)).toBe(true);
    expect(wasStartedHere('2', storage)).toBe(false);
  });

  it('reads a damaged note as none, and notes again over it', () => {
    const storage = memoryStorage();
    storage.setItem('pcc.startedPayments', '{not json');
    expect(wasStartedHere('1', storage)).toBe(false);
    noteStartedPayment('1', storage);
    expect(wasStartedHere('1', storage)).toBe(true);
    storage.setItem('pcc.startedPayments', JSON.stringify([7, '8', null]));
    expect(wasStartedHere('8', storage)).toBe(true);
  });
});
