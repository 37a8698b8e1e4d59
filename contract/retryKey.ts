/**
 * A write sent again after its reply was lost (a timeout, a dropped connection) must not be done twice: the
 * console sends each POST with a JSON body under an `Idempotency-Key`, the same key for the same write sent
 * again, and the API answers a key it has seen with the reply it gave, without doing the write again (the
 * IETF's Idempotency-Key header draft, as Stripe's API keeps it). A key is the caller's own and holds for
 * 24 hours; sent with another body, it is refused.
 */
export const RETRY_KEY_HEADER = 'Idempotency-Key';

/** How long the API keeps a key's reply: a retry comes within it, a day's work never reuses one. */
export const RETRY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What a key may be: a UUID, or any caller's token of letters, digits, `-` and `_`, at most 64. */
export const RETRY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The refusal of a key sent again with another body: it names a write that was another one. */
export const RETRY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
export const RETRY_KEY_REUSED_MESSAGE = '请求标识已用于另一个请求，请刷新页面后重试';
export const RETRY_KEY_INVALID_MESSAGE = 'Idempotency-Key 只能是 1–64 个字母、数字、- 或 _';
