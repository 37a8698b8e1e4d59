import { describe, expect, it } from 'vitest';
import { isProgressFolded, setProgressFolded } from '../../../src/lib/erpProgressFold';
import type { SafeStorage } from '../../../src/lib/safeStorage';
import { memoryStorage } from '../../support/memoryStorage';

describe('the ERP progress card’s fold', () => {
  it('is unfolded until folded, and unfolds again', () => {
    const storage = memoryStorage();
    expect(isProgressFolded('demo', storage)).toBe(false);
    setProgressFolded('demo', true, storage);
    expect(isProgressFolded('demo', storage)).toBe(true);
    setProgressFolded('demo', false, storage);
    expect(isProgressFolded('demo', storage)).toBe(false);
    expect(storage.keys()).toEqual([]);
  });

  it('is kept per account', () => {
    const storage = memoryStorage();
    setProgressFolded('demo', true, storage);
    expect(isProgressFolded('tbtest_audit', storage)).toBe(false);
    expect(isProgressFolded(null, storage)).toBe(false);
  });

  it('reads as unfolded where storage is denied', () => {
    const denied: SafeStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined, keys: () => [] };
    setProgressFolded('demo', true, denied);
    expect(isProgressFolded('demo', denied)).toBe(false);
  });
});
