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

export function writeToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * Spec 3 §6: a `token` query parameter at start-up is saved, then removed from the address bar so it
 * is neither bookmarked nor shared. Returns the address to show instead, or null when there was none.
 */
export function takeTokenFromUrl(href: string, save: (token: string) => void = writeToken): string | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  if (token) save(token);
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}
