import { uuidV4 } from '../lib/uuid';

/**
 * The console's side of contract/retryKey.ts: the Idempotency-Key of each POST. A write whose reply never came
 * (a timeout, a dropped connection) may have been done: the same write sent again (the merchant's second
 * 确定) carries the same key, and the API answers with the first one's reply instead of doing it twice. A
 * write that got its reply, whatever it said, is done with: the same body sent later is a new write.
 */

/** Writes kept for a retry at most: the oldest is forgotten first. */
const KEPT_MAX = 200;

export class RetryKeys {
  /** The key of each write sent and not answered, by what it wrote (the token, the path and the body). */
  private readonly unanswered = new Map<string, string>();

  constructor(private readonly newKey: () => string = uuidV4) {}

  /** The key to send `write` with: the unanswered one of the same write, or a new one. */
  keyFor(write: string): string {
    const known = this.unanswered.get(write);
    if (known) return known;
    const key = this.newKey();
    this.unanswered.set(write, key);
    if (this.unanswered.size > KEPT_MAX) this.unanswered.delete(this.unanswered.keys().next().value!);
    return key;
  }

  /** A reply came for the write sent under `key`: the next one like it is a write of its own. */
  answered(write: string, key: string): void {
    if (this.unanswered.get(write) === key) this.unanswered.delete(write);
  }
}

/** What identifies a write for its key: who sends it, where, and what. */
export function writeIdentity(token: string | null, path: string, body: unknown): string {
  return `${token ?? ''}\n${path}\n${JSON.stringify(body)}`;
}
