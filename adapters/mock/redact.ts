export const REDACTED = '[redacted]';

/**
 * Parts of a name that mark its value as a secret, matched in lower case with `-`, `_`, `.` and spaces
 * removed: `access_token`, `apiAccessToken`, `X-Api-Key`, `Set-Cookie`, `appSecret` all match. A bare
 * `key` does not: it names ids (`fileKey`, an upload form's object `key`), and a replay needs those.
 */
const SECRET_PARTS = [
  'token',
  'password',
  'passwd',
  'secret',
  'authorization',
  'cookie',
  'credential',
  'apikey',
  'appkey',
  'accesskey',
  'privatekey',
  'sessionkey',
  'signingkey',
  'encryptionkey',
  // An upload form's signature (OSS) and a signed URL's Signature= let anyone holding them write or read.
  'signature',
];
/**
 * Whole names: `session` is what the marketplace (TOP) calls its access token, `sign` its request
 * signature; `policy` is what an upload form's signature grants.
 */
const SECRET_NAMES = new Set(['pwd', 'session', 'sessionid', 'sign', 'policy']);

export function isSecretName(name: string): boolean {
  const folded = name.toLowerCase().replace(/[-_.\s]/g, '');
  return SECRET_NAMES.has(folded) || SECRET_PARTS.some((part) => folded.includes(part));
}

/**
 * A copy of a JSON value with the value of every secret-named key replaced, at any depth. A fixture is
 * checked in, so nothing that lets someone act as the merchant may reach one.
 */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return redactString(value);
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isSecretName(key) ? REDACTED : redactSecrets(inner)]),
  );
}

const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;

/**
 * A string value: a bearer credential inside it, and the secret-named query parameters of a URL it is
 * (absolute or a path), lose their values. Other strings are kept as they are.
 */
export function redactString(value: string): string {
  const unbearered = value.replace(BEARER, `$1 ${REDACTED}`);
  return /^(https?:\/\/|\/)[^\s]*\?/i.test(unbearered) ? redactUrl(unbearered) : unbearered;
}

/** A URL (absolute, or a path with its query) with the values of secret-named query parameters replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const rawName = equals < 0 ? part : part.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as written.
    }
    return equals >= 0 && isSecretName(name) ? `${rawName}=${encodeURIComponent(REDACTED)}` : part;
  });
  return url.slice(0, queryAt + 1) + parts.join('&') + (hashAt < 0 ? '' : url.slice(hashAt));
}
