// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../src/lib/safeStorage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

const denied = () => new DOMException('denied', 'SecurityError');

describe('storage that never throws', () => {
  it('passes through to storage that works', () => {
    const area = memoryStorage();
    const store = safeStorage(() => area);
    store.setItem('k', 'v');
    expect(area.getItem('k')).toBe('v');
    expect(store.getItem('k')).toBe('v');
    store.setItem('j', 'w');
    expect(store.keys().sort()).toEqual(['j', 'k']);
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
    expect(store.keys()).toEqual(['j']);
  });

  it('reads empty and forgets when merely reaching the storage throws (a cross-site frame)', () => {
    const store = safeStorage(() => {
      throw denied();
    });
    expect(store.getItem('k')).toBeNull();
    expect(() => store.setItem('k', 'v')).not.toThrow();
    expect(() => store.removeItem('k')).not.toThrow();
    expect(store.keys()).toEqual([]);
  });

  it('survives a call that throws (full quota, or denied per call)', () => {
    const area = memoryStorage();
    area.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    area.getItem = () => {
      throw denied();
    };
    const store = safeStorage(() => area);
    expect(() => store.setItem('k', 'v')).not.toThrow();
    expect(store.getItem('k')).toBeNull();
  });
});
