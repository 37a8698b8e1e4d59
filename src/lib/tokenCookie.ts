/** Spec 1 §6: the bearer token lives in the cookie `_token_`. */
export const TOKEN_COOKIE = '_token_';

/**
 * Who the token belongs to, kept beside it so that a reload knows the account (and audit mode, spec 1 §4)
 * before /api/users/me answers. It names the token it was written for: a `_token_` that something else
 * replaced is not taken for the old account's.
 */
export const SESSION_USER_COOKIE = '_pcc_user_';

/**
 * A tab that runs on a service of its own (the mock adapter's in-page dev API, which signs tokens with a
 * secret the real service does not know) keeps its session under names of its own: its 登录过期 for the
 * browser's session, or its login, must not end or replace the session of every other tab of the origin.
 * Empty for the console's one service, whose names spec 1 §6 gives.
 */
let scope = '';

/** Set once at boot, before the session is read; `''` is the service's own. */
export function scopeSessionTo(name: string): void {
  scope = name ? `.${name}` : '';
}

/** What names the session cookies and announcements of this tab carry after the spec's (see scopeSessionTo). */
export function sessionScope(): string {
  return scope;
}

/** A sandboxed frame without same-origin access throws on document.cookie: that is simply no cookie. */
function allCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

function setCookie(text: string): void {
  try {
    document.cookie = text;
  } catch {
    // Refused (a sandboxed frame): the session lasts as long as the page.
  }
}

/** Every value of `name`: a page on another port of the host, or a sibling domain, can add its own. */
function readCookies(name: string, cookie: string): string[] {
  const values: string[] = [];
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      if (value) values.push(value);
    } catch {
      // Not a value this console wrote.
    }
  }
  return values;
}

/**
 * The token this origin wrote, kept where only this origin (scheme, host and port) reads and writes. Cookies
 * know no port, and a sibling domain may set one for the parent domain: any of them could put its own
 * `_token_` first and have the console call as another account (cookie tossing). The cookie is taken only
 * when it holds the token recorded here.
 */
export const TOKEN_RECORD_KEY = 'pcc.sessionToken';

type TokenRecord = { kind: 'recorded'; token: string } | { kind: 'none' } | { kind: 'unreadable' };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRecord(): TokenRecord {
  const store = storage();
  if (!store) return { kind: 'unreadable' };
  try {
    const token = store.getItem(TOKEN_RECORD_KEY + scope);
    return token ? { kind: 'recorded', token } : { kind: 'none' };
  } catch {
    return { kind: 'unreadable' };
  }
}

function writeRecord(token: string | null): void {
  try {
    if (token) storage()?.setItem(TOKEN_RECORD_KEY + scope, token);
    else storage()?.removeItem(TOKEN_RECORD_KEY + scope);
  } catch {
    // Storage refused: the cookie alone says who is signed in, as it did before the record.
  }
}

/** A frame's storage is partitioned by the page around it: a record written at the top is not seen there. */
function inFrame(): boolean {
  try {
    return typeof window !== 'undefined' && window.top !== window;
  } catch {
    return true;
  }
}

/**
 * The session's token: the `_token_` this origin recorded, or none if no cookie holds it (tossed, or
 * cleared by a logout). Where no record can be read or kept (storage refused, or an embedded page whose
 * storage is the host page's partition) the first cookie is taken, as a browser's cookie jar would give it.
 */
export function readToken(cookie: string = allCookies()): string | null {
  const tokens = readCookies(TOKEN_COOKIE + scope, cookie);
  const record = readRecord();
  if (record.kind === 'recorded') return tokens.includes(record.token) ? record.token : null;
  if (record.kind === 'unreadable' || inFrame()) return tokens[0] ?? null;
  return null;
}

/**
 * Embedded pages (/has_login, /push_order_to_factory) run in a parent on another site, where only a
 * SameSite=None cookie is readable; browsers accept that only on secure pages (https, or loopback).
 */
function cookieAttributes(): string {
  return typeof window !== 'undefined' && window.isSecureContext ? 'path=/; SameSite=None; Secure' : 'path=/; SameSite=Lax';
}

export function writeToken(token: string): void {
  writeRecord(token);
  setCookie(`${TOKEN_COOKIE}${scope}=${encodeURIComponent(token)}; ${cookieAttributes()}`);
}

export function clearToken(): void {
  writeRecord(null);
  setCookie(`${TOKEN_COOKIE}${scope}=; max-age=0; ${cookieAttributes()}`);
}

/** FNV-1a: enough to tell tokens apart without keeping a second copy of the secret. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The account `token` was written with, or null if the cookie is missing or belongs to another token. */
export function readSessionUser(token: string, cookie: string = allCookies()): string | null {
  const mark = `${fingerprint(token)}:`;
  const value = readCookies(SESSION_USER_COOKIE + scope, cookie).find((candidate) => candidate.startsWith(mark));
  return value?.slice(mark.length) || null;
}

/** The value of SESSION_USER_COOKIE for `token`'s account, before URI encoding. */
export function sessionUserValue(token: string, username: string): string {
  return `${fingerprint(token)}:${username}`;
}

export function writeSessionUser(token: string, username: string): void {
  setCookie(`${SESSION_USER_COOKIE}${scope}=${encodeURIComponent(sessionUserValue(token, username))}; ${cookieAttributes()}`);
}

export function clearSessionUser(): void {
  setCookie(`${SESSION_USER_COOKIE}${scope}=; max-age=0; ${cookieAttributes()}`);
}

/** The address's one credential (spec 3 §6): the query parameter that offers a session. */
export const OFFERED_TOKEN_PARAM = 'token';

/**
 * Spec 3 §6: a `token` query parameter at start-up is an offer of a session. It is taken out of the
 * address at once so that it is neither bookmarked nor shared; whether it is taken (checked with the
 * API, and asked about if it names another account) is the app's decision, not this parser's. Returns
 * the token ('' for an empty parameter) and the address to show instead, or null without one.
 */
export function takeTokenFromUrl(href: string): { token: string; address: string } | null {
  const url = new URL(href);
  const token = url.searchParams.get(OFFERED_TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(OFFERED_TOKEN_PARAM);
  return { token, address: url.pathname + url.search + url.hash };
}
