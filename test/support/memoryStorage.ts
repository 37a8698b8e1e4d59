import type { SafeStorage } from '../../src/lib/safeStorage';

/** A SafeStorage in memory, for the modules that remember a choice per account or per browser. */
export function memoryStorage(): SafeStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}
