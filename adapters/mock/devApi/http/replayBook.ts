// The API's side of contract/retryKey.ts: each user's writes by their Idempotency-Key, so a write sent again
// after its reply was lost, or twice at once, is done once and both get its reply. Only the account's data
// writes (merchant routes) are kept: a sign-in or sign-out always runs, a reply that carries a session is
// never sent twice. What is kept is bounded per user, in keys and in bytes (a digest of each body, not the body).
import { isMadeFromRead, RETRY_KEY_HEADER, RETRY_KEY_METHODS, RETRY_KEY_REUSED, RETRY_KEY_REUSED_MESSAGE, RETRY_KEY_INVALID_MESSAGE, RETRY_KEY_PATTERN, RETRY_KEY_TTL_MS } from '../../../../contract/retryKey';
import { errorReply, isJsonType } from './http';

/** A reply kept whole, to be sent again. */
interface KeptReply {
  status: number;
  headers: [string, string][];
  bytes: ArrayBuffer;
}

interface Entry {
  /** The SHA-256 of the request's body: the same key with another body is another write. */
  digest: string;
  /** Made from what the tab read (contract/retryKey.ts): its reply is what it left the record as, true only until the user's next write. */
  change: boolean;
  /** The user wrote since, while this one ran: a retry still waits for its reply, which is then not kept. */
  stale: boolean;
  settled: boolean;
  at: number;
  /** What the entry holds, once its reply is kept. */
  size: number;
  reply: Promise<KeptReply>;
}

/** Per user, at most this many keys and bytes of replies: the oldest go first (a day's retries are a handful). */
const KEYS_PER_USER = 1_000;
const BYTES_PER_USER = 4 * 1024 * 1024;
/**
 * A larger reply is sent and not kept: its write runs again if it is sent again. A template of the designer's
 * 500 layers answers about 270 KB; this leaves room for long texts in them.
 */
const REPLY_MAX_BYTES = 1024 * 1024;

async function keep(reply: Response): Promise<KeptReply> {
  return { status: reply.status, headers: [...reply.headers], bytes: await reply.arrayBuffer() };
}

function sent(kept: KeptReply): Response {
  return new Response(kept.bytes.slice(0), { status: kept.status, headers: kept.headers });
}

/**
 * The body's SHA-256; where the page has no SubtleCrypto (the mock adapter on an address that is not a secure
 * context), its length and FNV-1a: a key is one user's own, so a collision could only answer that user's own
 * write with that user's own reply.
 */
async function digestOf(body: ArrayBuffer): Promise<string> {
  if (globalThis.crypto?.subtle) {
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
    return Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  let hash = 0x811c9dc5;
  for (const byte of new Uint8Array(body)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return `${body.byteLength}:${hash.toString(16)}`;
}

/** Whether a JSON body names what it was made from (a `base…` field); a body that is no JSON does not. */
function madeFromRead(body: ArrayBuffer): boolean {
  try {
    return isMadeFromRead(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    return false;
  }
}

/** Whether `request` is a write the book keeps by its key: a POST, PUT or PATCH of JSON carrying one. */
export function carriesRetryKey(request: Request): boolean {
  return request.headers.has(RETRY_KEY_HEADER) && RETRY_KEY_METHODS.has(request.method.toUpperCase()) && isJsonType(request.headers.get('content-type'));
}

/** One user's keys (index.ts keeps one per user of an account's state: a reset forgets them with the state). */
export class ReplayBook {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly now: () => number) {}

  /**
   * Runs `write` for a key not seen, and keeps its reply; a key seen with the same body gets that reply (once
   * the write ends, if it is still running), and `write` does not run. A reply that is not a success is not
   * kept: the write may be tried again. `request` carries a key (carriesRetryKey).
   */
  async run(request: Request, pathname: string, write: () => Promise<Response>, changesRecords = true): Promise<Response> {
    const key = request.headers.get(RETRY_KEY_HEADER)!;
    if (!RETRY_KEY_PATTERN.test(key)) return errorReply(400, 'BAD_REQUEST', RETRY_KEY_INVALID_MESSAGE);
    const body = await request.clone().arrayBuffer();
    const digest = await digestOf(body);
    // By method and query too: the same key sent to the same address as a PUT is not the POST it named.
    const method = request.method.toUpperCase();
    const id = `${method} ${pathname}${new URL(request.url).search}\n${key}`;
    this.forgetOld();
    const seen = this.entries.get(id);
    if (seen) {
      if (seen.digest !== digest) return errorReply(422, RETRY_KEY_REUSED, RETRY_KEY_REUSED_MESSAGE);
      return sent(await seen.reply);
    }
    if (changesRecords) this.forgetChanges();
    const reply = write().then(keep);
    const entry: Entry = { digest, change: method !== 'POST' || madeFromRead(body), stale: false, settled: false, at: this.now(), size: 0, reply };
    this.entries.set(id, entry);
    try {
      const kept = await reply;
      entry.settled = true;
      const size = kept.bytes.byteLength;
      // The entry may have been let go meanwhile (a day, the user's bounds) and the key sent again: that one stays.
      if (this.entries.get(id) !== entry) return sent(kept);
      if (entry.stale || kept.status < 200 || kept.status > 299 || size > REPLY_MAX_BYTES) this.forget(id);
      else {
        entry.size = size;
        this.bytes += size;
        this.trim();
      }
      return sent(kept);
    } catch (error) {
      if (this.entries.get(id) === entry) this.forget(id);
      throw error;
    }
  }

  /**
   * The user writes something: a change's kept reply may no longer be what its record is (another tab saved
   * it since, or deleted it), so it is not sent again; the change sent again runs, and is refused as stale
   * or gone as any other would be. A create's reply stays: sent again, it must not make a second record.
   */
  forgetChanges(): void {
    for (const [id, entry] of this.entries) {
      if (!entry.change) continue;
      if (entry.settled) this.forget(id);
      else entry.stale = true;
    }
  }

  private forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.size;
  }

  /** The oldest first, past the day a key holds, then while the user keeps more keys or bytes than allowed. */
  private forgetOld(): void {
    const oldest = this.now() - RETRY_KEY_TTL_MS;
    for (const [id, entry] of this.entries) {
      if (entry.at >= oldest) break;
      this.forget(id);
    }
    this.trim();
  }

  private trim(): void {
    for (const id of this.entries.keys()) {
      if (this.entries.size < KEYS_PER_USER && this.bytes <= BYTES_PER_USER) return;
      this.forget(id);
    }
  }
}
