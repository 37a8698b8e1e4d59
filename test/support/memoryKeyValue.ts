import type { KeyValueBackend } from '../../src/lib/browserRecords';

/**
 * A KeyValueBackend in memory, for the modules that keep records in the browser (happy-dom has no IndexedDB).
 * Values are copied in and out as IndexedDB's structured clone does, so a caller never holds what is stored.
 */
export function memoryKeyValue(): KeyValueBackend & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key) => structuredClone(entries.get(key)),
    update: async (key, change) => void entries.set(key, structuredClone(change(structuredClone(entries.get(key))))),
  };
}
