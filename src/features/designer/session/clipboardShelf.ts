/**
 * Where the designer's clipboard is kept (designerClipboard.ts): IndexedDB, one key per account, and the
 * page's memory where IndexedDB is refused. Apart from the clipboard, and light (no designer code), so that
 * the app's sign-out can forget it: the copy holds the bytes of the merchant's images, which must not
 * outlive 退出登录 on a shared computer, nor be pasted after signing in again.
 */
import { del, delMany, get, keys, set } from 'idb-keyval';
import type { Layer } from '../model/types';

/** What the clipboard keeps: one copy. */
export interface StoredClipboard {
  /** Names this copy; also written on the system clipboard, so a paste can tell it from a newer copy elsewhere. */
  id: string;
  account: string;
  /** Bottom to top, where they were last placed: a paste offsets from there (spec 2 §4's copy offset). */
  layers: Layer[];
  /** The bytes of each local image the layers use, by the URL they use. */
  images: Record<string, Blob>;
}

/** Where the clipboard is kept (IndexedDB in the browser; a map in the unit tests). */
export interface ClipboardShelf {
  read(key: string): Promise<unknown>;
  write(key: string, value: StoredClipboard): Promise<void>;
}

const KEY_PREFIX = 'designer:clipboard:';

/** One key per account: what one merchant copied is never another's to paste. */
export function clipboardKey(account: string): string {
  return `${KEY_PREFIX}${encodeURIComponent(account)}`;
}

/** The page's copies where IndexedDB refused them; emptied with IndexedDB's at sign-out. */
const pageMemory = new Map<string, StoredClipboard>();

/** IndexedDB, and the page's memory for a browser that refuses it (a private window, a frame denied storage). */
export function browserShelf(memory: Map<string, StoredClipboard> = new Map()): ClipboardShelf {
  /** Keys whose last write IndexedDB refused: the page's copy is the newer one. */
  const unstored = new Set<string>();
  return {
    async read(key) {
      if (!unstored.has(key)) {
        try {
          const stored: unknown = await get(key);
          if (stored !== undefined) return stored;
        } catch {
          // No IndexedDB here: what this page kept, if anything.
        }
      }
      return memory.get(key);
    },
    async write(key, value) {
      memory.set(key, value);
      try {
        await set(key, value);
        unstored.delete(key);
      } catch {
        unstored.add(key);
      }
    },
  };
}

/** Every designer of the page shares it, so a copy in one opening is there for the next. */
export const pageShelf = browserShelf(pageMemory);

/**
 * At sign-out: forgets the account's clipboard, in IndexedDB and in this page's memory; every account's
 * where the account is not known (a session from before usernames were kept).
 */
export async function forgetClipboard(account: string | null): Promise<void> {
  const forgotten = (key: string) => (account === null ? key.startsWith(KEY_PREFIX) : key === clipboardKey(account));
  for (const key of [...pageMemory.keys()]) if (forgotten(key)) pageMemory.delete(key);
  try {
    if (account !== null) await del(clipboardKey(account));
    else await delMany((await keys()).filter((key): key is string => typeof key === 'string' && forgotten(key)));
  } catch {
    // No IndexedDB here: nothing was kept in it.
  }
}
