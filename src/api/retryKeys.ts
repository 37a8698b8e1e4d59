import { uuidV4 } from '../lib/uuid';

/**
 * The console's side of contract/retryKey.ts: the Idempotency-Key of each POST. A write whose reply never came
 * (a timeout, a dropped connection) may have been done: the same write sent again afterwards (the merchant's
 * second 保存) carries its key, and the API answers with the first one's reply instead of doing it twice. A
 * write that got its reply, whatever it said, is done with: the same body sent later is a new write. So is the
 * same body sent while the first is still on its way: two files of one name uploaded at once are two uploads.
 */

/** Lost writes kept for a retry at most: the oldest is forgotten first. */
const LOST_MAX = 200;

export class RetryKeys {
  /** The key of each write whose reply never came, by what it wrote (the token, the path and the body). */
  private readonly lost = new Map<string, string>();

  constructor(private readonly newKey: () => string = uuidV4) {}

  /** The key to send `write` with now: the lost one of the same write, taken, or a new one. */
  begin(write: string): string {
    const key = this.lost.get(write);
    if (key === undefined) return this.newKey();
    this.lost.delete(write);
    return key;
  }

  /** `write` sent under `key` ended: with a reply (any status), or without one, to be sent again under the same key. */
  end(write: string, key: string, answered: boolean): void {
    if (answered) return;
    this.lost.set(write, key);
    if (this.lost.size > LOST_MAX) this.lost.delete(this.lost.keys().next().value!);
  }
}

/** What identifies a write for its key: who sends it, where, and what. */
export function writeIdentity(token: string | null, path: string, body: unknown): string {
  return `${token ?? ''}\n${path}\n${JSON.stringify(body)}`;
}
