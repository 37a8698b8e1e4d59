// The API's side of contract/retryKey.ts: each account's writes by their Idempotency-Key, so a write sent
// again after its reply was lost, or twice at once, is done once and both get its reply.
import { RETRY_KEY_HEADER, RETRY_KEY_REUSED, RETRY_KEY_REUSED_MESSAGE, RETRY_KEY_INVALID_MESSAGE, RETRY_KEY_PATTERN, RETRY_KEY_TTL_MS } from '../../../../contract/retryKey';
import { errorReply, isJsonType } from './http';

/** A reply kept whole, to be sent again. */
interface KeptReply {
  status: number;
  headers: [string, string][];
  bytes: ArrayBuffer;
}

interface Entry {
  /** The request's body as sent: the same key with another body is another write. */
  body: string;
  at: number;
  reply: Promise<KeptReply>;
}

/** Per account, at most this many keys: the oldest go first (a day's retries are a handful). */
const KEYS_PER_ACCOUNT = 1_000;

async function keep(reply: Response): Promise<KeptReply> {
  return { status: reply.status, headers: [...reply.headers], bytes: await reply.arrayBuffer() };
}

function sent(kept: KeptReply): Response {
  return new Response(kept.bytes.slice(0), { status: kept.status, headers: kept.headers });
}

/** One account's keys (a WeakMap by the account's state in index.ts: a reset forgets them with the state). */
export class ReplayBook {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  /**
   * Runs `write` for a POST with a JSON body and a key not seen, and keeps its reply; a key seen with the same
   * body gets that reply (once the write ends, if it is still running), and `write` does not run. A reply that
   * is not a success is not kept: the write may be tried again. Any other request runs as it is.
   */
  async run(request: Request, username: string, pathname: string, write: () => Promise<Response>): Promise<Response> {
    const key = request.headers.get(RETRY_KEY_HEADER);
    if (key === null || request.method.toUpperCase() !== 'POST' || !isJsonType(request.headers.get('content-type'))) return write();
    if (!RETRY_KEY_PATTERN.test(key)) return errorReply(400, 'BAD_REQUEST', RETRY_KEY_INVALID_MESSAGE);
    const body = await request.clone().text();
    const id = `${username}\n${pathname}\n${key}`;
    this.forgetOld();
    const seen = this.entries.get(id);
    if (seen) {
      if (seen.body !== body) return errorReply(422, RETRY_KEY_REUSED, RETRY_KEY_REUSED_MESSAGE);
      return sent(await seen.reply);
    }
    const reply = write().then(keep);
    const entry: Entry = { body, at: this.now(), reply };
    this.entries.set(id, entry);
    if (this.entries.size > KEYS_PER_ACCOUNT) this.entries.delete(this.entries.keys().next().value!);
    try {
      const kept = await reply;
      if (kept.status < 200 || kept.status > 299) this.entries.delete(id);
      return sent(kept);
    } catch (error) {
      this.entries.delete(id);
      throw error;
    }
  }

  private forgetOld(): void {
    const oldest = this.now() - RETRY_KEY_TTL_MS;
    for (const [id, entry] of this.entries) {
      if (entry.at >= oldest) break;
      this.entries.delete(id);
    }
  }
}
