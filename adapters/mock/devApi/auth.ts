import { base64UrlDecode, base64UrlEncode, fnv1a } from './encoding';
import { HttpError } from './http';
import type { DevState } from './state';

/** A username containing it is in audit mode: the console suppresses error modals (spec 1 §4, §6). */
export const AUDIT_MARKER = 'tbtest';

/** The service's wording; the console detects 该子帐号无此操作权限 in it and links the tutorial (spec 1 §6). */
export const SUB_ACCOUNT_DENIED = '该子帐号无此操作权限，请联系主账号授权';

const TOKEN_PREFIX = 'dev.';
// Mixed into the checksum so that a token is not just "any base64 plus its FNV"; still not a secret.
const TOKEN_SALT = 'phonecase-dev-api';

/** Stateless on purpose: a token keeps working after the dev server restarts or the page reloads. */
export function issueToken(username: string): string {
  return `${TOKEN_PREFIX}${base64UrlEncode(username)}.${fnv1a(TOKEN_SALT + username)}`;
}

export function usernameOfToken(token: string): string | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const [encoded, checksum, ...rest] = token.slice(TOKEN_PREFIX.length).split('.');
  if (encoded === undefined || checksum === undefined || rest.length > 0) return undefined;
  const username = base64UrlDecode(encoded);
  if (username === undefined || fnv1a(TOKEN_SALT + username) !== checksum) return undefined;
  return username;
}

/** The marketplace names sub-accounts 'main:sub'. */
export function isSubAccount(username: string): boolean {
  return username.includes(':');
}

/** Whose data a signed-in user acts on: a sub-account acts for its main account (spec 1 §6). */
export function ownerOf(username: string): string {
  return username.split(':', 1)[0]!;
}

export function unauthorized(): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', '登录已过期');
}

/** Spec 1 §6: the console keeps the bearer token in the cookie `_token_` (src/lib/tokenCookie.ts). */
const TOKEN_COOKIE = '_token_';

/**
 * The bearer token, else the `_token_` cookie: what an <img>, a canvas image or a font load sends on the
 * console's own origin, which can send no header. Only the file content route reads it (routes/files.ts).
 */
export function sessionToken(request: Request): string | undefined {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return bearer;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/**
 * Who sent the request, or a 401 if the bearer token is missing, malformed, names an unknown account or
 * was revoked by a logout. Tokens are stateless, so a logout can only end one by remembering it.
 */
export function authenticate(request: Request, state: Pick<DevState, 'passwords' | 'revokedTokens'>, token: string | undefined = bearerToken(request)): string {
  const username = token === undefined || state.revokedTokens.has(token) ? undefined : usernameOfToken(token);
  if (username === undefined || !state.passwords.has(username)) throw unauthorized();
  return username;
}
