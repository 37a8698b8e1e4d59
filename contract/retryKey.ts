/**
 * A write sent again after its reply was lost (a timeout, a dropped connection) must not be done twice: the
 * console sends each POST with a JSON body under an `Idempotency-Key`, the same key for the same write sent
 * again, and the API answers a key it has seen with the reply it gave, without doing the write again (the
 * IETF's Idempotency-Key header draft, as Stripe's API keeps it). A key is the caller's own and holds for
 * 24 hours; sent with another body, it is refused.
 *
 * A PUT or PATCH sets what its body says, and sent again sets it again: it needs no key, and a kept reply would
 * be wrong once another tab wrote in between. Except a change made from what the tab read (a field named
 * `base…`: `baseRevision`, `baseUpdatedAt`, `baseName`): done once, it is refused as stale when sent again, so
 * its lost reply would come back as a conflict with itself. Such a change carries a key too.
 */
export const RETRY_KEY_HEADER = 'Idempotency-Key';

/**
 * A write made from what the tab read: it names that in a top-level `base…` field (`baseRevision`,
 * `baseUpdatedAt`, `baseName`), whatever its method (a setting's save is a POST made from a revision).
 * Its kept reply is what it left the record as, so it holds only until the user's next write.
 */
export function isMadeFromRead(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return Object.entries(body).some(([field, value]) => /^base[A-Z]/.test(field) && value !== undefined);
}

/** The methods whose JSON writes carry a key: the ones a lost reply leaves in doubt. DELETE of a record gone is done. */
export const RETRY_KEY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** How long the API keeps a key's reply: a retry comes within it, a day's work never reuses one. */
export const RETRY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What a key may be: a UUID, or any caller's token of letters, digits, `-` and `_`, at most 64. */
export const RETRY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The refusal of a key sent again with another body: it names a write that was another one. */
export const RETRY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
export const RETRY_KEY_REUSED_MESSAGE = '请求标识已用于另一个请求，请刷新页面后重试';
export const RETRY_KEY_INVALID_MESSAGE = 'Idempotency-Key 只能是 1–64 个字母、数字、- 或 _';
