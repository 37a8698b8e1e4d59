import { base64UrlDecode, base64UrlEncode, randomHex } from '../http/encoding';
import { hmacSha256Hex, sameSecret } from '../http/hmac';
import { HttpError } from '../http/http';

/** The service's wording; the console detects 该子帐号无此操作权限 in it and links the tutorial (spec 1 §6). */
export const SUB_ACCOUNT_DENIED = '该子帐号无此操作权限，请联系主账号授权';

const TOKEN_PREFIX = 'dev.';

/**
 * How long a dev token works: a working week, so that a developer or QA session is not cut short, while a
 * token copied out of a browser or a log stops working on its own.
 */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface TokenClaims {
  /** The account. */
  u: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** The token's own id, so that a logout revokes this token and no other (a new login gets a new one). */
  n: string;
}

/**
 * The dev API's sessions: a token is `dev.<claims>.<HMAC of the claims>` under a secret made when the dev API
 * starts (or handed in, so that the in-browser mock survives a reload), so nobody can mint one from the
 * source without a password; it ends at its expiry, or at a logout, which revokes its id. The secret and the
 * revocations outlive reset(): resetting the data signs nobody in or out; restarting `npm start` makes a new
 * secret, which signs everyone out.
 */
export class TokenBook {
  /** Revoked token ids, with their expiry, so that the set forgets what would be refused anyway. */
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  issue(username: string): string {
    const claims: TokenClaims = { u: username, e: this.now() + TOKEN_TTL_MS, n: randomHex(12) };
    const encoded = base64UrlEncode(JSON.stringify(claims));
    return `${TOKEN_PREFIX}${encoded}.${this.sign(encoded)}`;
  }

  /** The account a live token names, or undefined for a forged, tampered, expired or revoked one. */
  usernameOf(token: string): string | undefined {
    const claims = this.claimsOf(token);
    if (!claims || claims.e <= this.now() || this.revoked.has(claims.n)) return undefined;
    return claims.u;
  }

  revoke(token: string): void {
    const claims = this.claimsOf(token);
    if (!claims) return;
    const now = this.now();
    for (const [id, expires] of this.revoked) if (expires <= now) this.revoked.delete(id);
    this.revoked.set(claims.n, claims.e);
  }

  private sign(encoded: string): string {
    return hmacSha256Hex(this.secret, `dev-token\n${encoded}`);
  }

  private claimsOf(token: string): TokenClaims | undefined {
    if (!token.startsWith(TOKEN_PREFIX)) return undefined;
    const [encoded, signature, ...rest] = token.slice(TOKEN_PREFIX.length).split('.');
    if (encoded === undefined || signature === undefined || rest.length > 0) return undefined;
    if (!sameSecret(signature, this.sign(encoded))) return undefined;
    const text = base64UrlDecode(encoded);
    if (text === undefined) return undefined;
    try {
      const claims = JSON.parse(text) as Partial<TokenClaims> | null;
      if (typeof claims?.u !== 'string' || typeof claims.e !== 'number' || typeof claims.n !== 'string') return undefined;
      return { u: claims.u, e: claims.e, n: claims.n };
    } catch {
      return undefined;
    }
  }
}

/** A new signing secret: 32 random bytes. */
export function newTokenSecret(): string {
  return randomHex(32);
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
/** Whose requests may be signed in by the cookie: the console's own pages, or no page (an address typed, curl). */
const COOKIE_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/**
 * The bearer token, else the `_token_` cookie: what an <img>, a canvas image or a font load sends on the
 * console's own origin, which can send no header. Only the file content route reads it (files/fileRoutes.ts).
 * The cookie is SameSite=None, so the browser sends it from any page too: a request a page of another
 * origin made (Sec-Fetch-Site cross-site, or same-site: another port of loopback) is not taken as the
 * merchant's, or that page would learn whether a file exists and, as an <img>, its size. Such a page
 * shows files by their signed addresses, as every reply gives them.
 */
export function sessionToken(request: Request): string | undefined {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return bearer;
  if (!COOKIE_SITES.has(request.headers.get('sec-fetch-site') ?? 'none')) return undefined;
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
 * Who sent the request, or a 401 if the bearer token is missing, forged, expired, revoked by a logout or
 * names an unknown account.
 */
export function authenticate(
  request: Request,
  tokens: TokenBook,
  passwords: ReadonlyMap<string, string>,
  token: string | undefined = bearerToken(request),
): string {
  const username = token === undefined ? undefined : tokens.usernameOf(token);
  if (username === undefined || !passwords.has(username)) throw unauthorized();
  return username;
}
