import type { SafeStorage } from '../lib/safeStorage';
import { uuidV4 } from '../lib/uuid';

/**
 * The console's side of contract/retryKey.ts: the Idempotency-Key of each POST. A write whose reply never came
 * (a timeout, a dropped connection) may have been done: the same write sent again afterwards (the merchant's
 * second 保存) carries its key, and the API answers with the first one's reply instead of doing it twice.
 * New writes, each under a key of its own: the same body once its reply came, whatever it said; a lost one once
 * another write of its collection, not a create, was answered (a delete of what the lost one made); and the same body sent
 * while the first is still on its way (two files of one name uploaded at once are two uploads).
 */

/** Lost writes kept for a retry at most: the oldest is forgotten first. */
const LOST_MAX = 200;

/**
 * Where a tab keeps its lost writes (sessionStorage: this tab's, and kept over a reload): a merchant whose
 * 保存 got no reply often reloads, then saves the same again. Each write is kept by a fingerprint of what
 * it wrote, never the body or the token themselves.
 */
export const LOST_WRITES_KEY = 'pcc.lostWrites';

interface LostWrite {
  key: string;
  path: string;
}

export class RetryKeys {
  /** The key and path of each write whose reply never came, by the fingerprint of what it wrote (the token, the path and the body). */
  private readonly lost: Map<string, LostWrite>;

  constructor(
    private readonly newKey: () => string = uuidV4,
    private readonly store: SafeStorage | null = null,
  ) {
    this.lost = new Map(readLost(store));
  }

  /** The key to send `write` with now: the lost one of the same write, taken, or a new one. */
  begin(write: string): string {
    const print = fingerprint(write);
    const lost = this.lost.get(print);
    if (lost === undefined) return this.newKey();
    this.lost.delete(print);
    this.save();
    return lost.key;
  }

  /** `write` sent under `key` ended without a reply: sent again, it goes under the same key. */
  lose(write: string, key: string, path: string): void {
    this.lost.set(fingerprint(write), { key, path });
    if (this.lost.size > LOST_MAX) this.lost.delete(this.lost.keys().next().value!);
    this.save();
  }

  /**
   * A `method` write to `path` got its reply (a create, a rename, a delete): the lost writes of its collection
   * are no longer retried by their key. Their record may have been deleted or changed since: the same body sent
   * now is the merchant's new write, not the lost one again (which the API would answer with the gone record).
   * Except a lost create beside another create of its collection (a POST to the same address), which changes
   * no record the lost one may have made: a batch (an import's wireframes, six at once) retries each lost row
   * under its own key however many other rows were answered meanwhile.
   */
  answered(path: string, method = ''): void {
    let dropped = false;
    for (const [write, lost] of this.lost) {
      if (!sameCollection(lost.path, path) || (method.toUpperCase() === 'POST' && lost.path === path)) continue;
      this.lost.delete(write);
      dropped = true;
    }
    if (dropped) this.save();
  }

  /** The session ended: its writes, fingerprinted with its token, are never sent again, nor their paths kept. */
  forgetAll(): void {
    this.lost.clear();
    this.save();
  }

  private save(): void {
    if (!this.store) return;
    if (this.lost.size === 0) this.store.removeItem(LOST_WRITES_KEY);
    else this.store.setItem(LOST_WRITES_KEY, JSON.stringify([...this.lost]));
  }
}

/** What the store holds, with anything unreadable (another version's, a hand edit) left out. */
function readLost(store: SafeStorage | null): [string, LostWrite][] {
  const text = store?.getItem(LOST_WRITES_KEY);
  if (!text) return [];
  try {
    const entries: unknown = JSON.parse(text);
    if (!Array.isArray(entries)) return [];
    return entries
      .filter((entry): entry is [string, LostWrite] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1]?.key === 'string' && typeof entry[1]?.path === 'string')
      .slice(-LOST_MAX)
      .map(([print, { key, path }]) => [print, { key, path }]);
  } catch {
    return [];
  }
}

/**
 * A 64-bit fingerprint of the write (two multiplicative lanes mixed together at the end, as cyrb53 does):
 * two writes of one tab told apart without keeping the token or the body. A clash would send a write under
 * another's key, which the API refuses (422) rather than answer with the other's reply.
 */
function fingerprint(write: string): string {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < write.length; i++) {
    const code = write.charCodeAt(i);
    a = Math.imul(a ^ code, 2654435761);
    b = Math.imul(b ^ code, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** `/api/phone_brands` and `/api/phone_brands/7` are one collection; `/api/phone_brands_x` is another. */
function sameCollection(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return longer === shorter || longer.startsWith(`${shorter}/`);
}

/** What identifies a write for its key: who sends it, where, and what. */
export function writeIdentity(token: string | null, method: string, path: string, body: unknown): string {
  return `${token ?? ''}\n${method.toUpperCase()} ${path}\n${JSON.stringify(body)}`;
}
