/** Spec 1 §6: the bearer token lives in the cookie `_token_`. */
export const TOKEN_COOKIE = '_token_';

export function readToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
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
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${cookieAttributes()}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; ${cookieAttributes()}`;
}

/**
 * Spec 3 §6: a `token` query parameter at start-up is saved, then removed from the address bar so it
 * is neither bookmarked nor shared. Returns the token and the address to show instead, or null.
 */
export function takeTokenFromUrl(
  href: string,
  save: (token: string) => void = writeToken,
): { token: string; address: string } | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  if (token) save(token);
  url.searchParams.delete('token');
  return { token, address: url.pathname + url.search + url.hash };
}
