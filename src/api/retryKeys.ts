import { uuidV4 } from '../lib/uuid';

/**
 * The console's side of contract/retryKey.ts: the Idempotency-Key of each POST. A write whose reply never came
 * (a timeout, a dropped connection) may have been done: the same write sent again afterwards (the merchant's
 * second 保存) carries its key, and the API answers with the first one's reply instead of doing it twice.
 * New writes, each under a key of its own: the same body once its reply came, whatever it said; a lost one once
 * another write of its collection was answered (a delete of what the lost one made); and the same body sent
 * while the first is still on its way (two files of one name uploaded at once are two uploads).
 */

/** Lost writes kept for a retry at most: the oldest is forgotten first. */
const LOST_MAX = 200;

export class RetryKeys {
  /** The key and path of each write whose reply never came, by what it wrote (the token, the path and the body). */
  private readonly lost = new Map<string, { key: string; path: string }>();

  constructor(private readonly newKey: () => string = uuidV4) {}

  /** The key to send `write` with now: the lost one of the same write, taken, or a new one. */
  begin(write: string): string {
    const lost = this.lost.get(write);
    if (lost === undefined) return this.newKey();
    this.lost.delete(write);
    return lost.key;
  }

  /** `write` sent under `key` ended without a reply: sent again, it goes under the same key. */
  lose(write: string, key: string, path: string): void {
    this.lost.set(write, { key, path });
    if (this.lost.size > LOST_MAX) this.lost.delete(this.lost.keys().next().value!);
  }

  /**
   * A write to `path` got its reply (a create, a rename, a delete): the lost writes of its collection are no
   * longer retried by their key. Their record may have been deleted or changed since: the same body sent now is
   * the merchant's new write, not the lost one again (which the API would answer with the gone record).
   */
  answered(path: string): void {
    for (const [write, lost] of this.lost) if (sameCollection(lost.path, path)) this.lost.delete(write);
  }
}

/** `/api/phone_brands` and `/api/phone_brands/7` are one collection; `/api/phone_brands_x` is another. */
function sameCollection(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return longer === shorter || longer.startsWith(`${shorter}/`);
}

/** What identifies a write for its key: who sends it, where, and what. */
export function writeIdentity(token: string | null, path: string, body: unknown): string {
  return `${token ?? ''}\n${path}\n${JSON.stringify(body)}`;
}
