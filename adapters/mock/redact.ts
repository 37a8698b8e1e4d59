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
];
/** Whole names: `session` is what the marketplace (TOP) calls its access token. */
const SECRET_NAMES = new Set(['pwd', 'session', 'sessionid']);

export function isSecretName(name: string): boolean {
  const folded = name.toLowerCase().replace(/[-_.\s]/g, '');
  return SECRET_NAMES.has(folded) || SECRET_PARTS.some((part) => folded.includes(part));
}

/**
 * A copy of a JSON value with the value of every secret-named key replaced, at any depth. A fixture is
 * checked in, so nothing that lets someone act as the merchant may reach one.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isSecretName(key) ? REDACTED : redactSecrets(inner)]),
  );
}
