/**
 * Records an account keeps in this browser, by id, for an extension of the admin API that the service in use
 * does not serve yet (it answers 404 UNKNOWN_ROUTE, contract/apiErrors.ts): what the merchant set is kept
 * here rather than lost. Phone models' print sizes use it; any other extension's records can (one kind each).
 *
 * In IndexedDB (idb-keyval), one entry per kind and account holding that account's records, so merchants
 * sharing a browser never read or write each other's, and a write is one transaction (two tabs setting
 * different records both keep theirs). What comes back from storage is checked record by record: a record
 * that is not what the kind expects (written by another version, edited by hand) is left out.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';

/** Where the entries live: IndexedDB in the console, a Map in unit tests (test/support/memoryKeyValue.ts). */
export interface KeyValueBackend {
  get(key: string): Promise<unknown>;
  /** Reads and writes one entry in one transaction. */
  update(key: string, change: (current: unknown) => unknown): Promise<void>;
}

let store: UseStore | null = null;

/**
 * IndexedDB, in a database of these records' own. Opened on first use, not on import: a screen that never
 * falls back never opens it, and a browser without IndexedDB fails the call, not the screen's module.
 */
export const indexedDbBackend: KeyValueBackend = {
  get: (key) => get(key, (store ??= createStore('pcc-browser-records', 'records'))),
  update: (key, change) => update(key, change, (store ??= createStore('pcc-browser-records', 'records'))),
};

export interface BrowserRecords<T> {
  /** The account's records, by id. */
  read(): Promise<Map<string, T>>;
  /** Sets the records named, or removes those given null; answers the account's records after the write. */
  write(changes: ReadonlyMap<string, T | null>): Promise<Map<string, T>>;
  /**
   * A write decided from the records as stored, in the same transaction: `decide` answers the changes (it may
   * throw to write nothing, as a save made from a record another tab changed since).
   */
  change(decide: (records: ReadonlyMap<string, T>) => ReadonlyMap<string, T | null>): Promise<Map<string, T>>;
}

/** The key of one kind's records of one account: an account name may hold any character. */
const keyOf = (kind: string, account: string) => `${kind}:${encodeURIComponent(account)}`;

function recordsIn<T>(stored: unknown, isRecord: (value: unknown) => value is T): Map<string, T> {
  const records = new Map<string, T>();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return records;
  for (const [id, value] of Object.entries(stored)) {
    if (isRecord(value)) records.set(id, value);
  }
  return records;
}

/**
 * One kind of record (`kind`, such as 'printSizes') of one account. `account` is the signed-in account's
 * name; an empty one is refused, since records kept for nobody would be everybody's.
 */
export function browserRecords<T>(kind: string, account: string, isRecord: (value: unknown) => value is T, backend: KeyValueBackend = indexedDbBackend): BrowserRecords<T> {
  if (!account) throw new Error('browserRecords: no account to keep records for');
  const key = keyOf(kind, account);
  async function change(decide: (records: ReadonlyMap<string, T>) => ReadonlyMap<string, T | null>): Promise<Map<string, T>> {
    let after = new Map<string, T>();
    await backend.update(key, (current) => {
      after = recordsIn(current, isRecord);
      for (const [id, record] of decide(new Map(after))) {
        if (record === null) after.delete(id);
        else after.set(id, record);
      }
      return Object.fromEntries(after);
    });
    return after;
  }
  return {
    read: async () => recordsIn(await backend.get(key), isRecord),
    write: (changes) => change(() => changes),
    change,
  };
}
