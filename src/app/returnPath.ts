/**
 * Where sign-in returns a merchant who opened a page of the console while signed out (a bookmark, a link
 * in a chat, a reload after the session ended in another tab): the login address carries it as `next`.
 * Only a path of the console's own is taken back, so a crafted login link cannot send a merchant who signs
 * in to another site (`//host`, `/\host` and absolute addresses are all refused), and never with a
 * credential in it: a `token` there would be offered at the next start-up (spec 3 §6), so a link could have
 * a merchant who just signed in asked to switch to its account; one under another name's case, in the hash
 * or in a `;` parameter would stay in the address bar and history.
 */
import { OFFERED_TOKEN_PARAM } from '../lib/tokenCookie';

const NEXT = 'next';
const BASE = 'http://console.invalid';

/**
 * The console's own screens: `/app` and below, nothing that a browser would read as another host, and no
 * matrix parameter (`;token=…`, written or escaped): no route has one, so it could only carry something along.
 */
function isConsolePath(path: string): boolean {
  if (!/^\/app(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path)) return false;
  const url = new URL(path, BASE);
  if (/;|%3b/i.test(url.pathname)) return false;
  return url.origin === BASE && (url.pathname === '/app' || url.pathname.startsWith('/app/'));
}

/**
 * A console path without a credential, wherever it came from: no query parameter named `token` in any
 * letter case (the app reads only the lower-case one, but a copied link must not keep one under another
 * case), and no hash, which no route reads after sign-in (`#token=…` would otherwise ride along).
 */
function withoutCredentials(path: string): string {
  const url = new URL(path, BASE);
  const credentials = [...url.searchParams.keys()].filter((name) => name.toLowerCase() === OFFERED_TOKEN_PARAM);
  for (const name of new Set(credentials)) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** `text` with its percent-escapes undone, as many times as they nest (a link may escape an escape). */
function unescaped(text: string): string {
  for (let last = ''; last !== text; ) {
    last = text;
    try {
      text = decodeURIComponent(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Whatever is left still names a token, escaped or inside another parameter's value (`/app/pay%3Ftoken=…`,
 * `?a=%26token%3D…`, `?;token=…`): no console page needs one, so such a return path is not taken at all.
 */
const namesToken = (path: string) => new RegExp(`${OFFERED_TOKEN_PARAM}\\s*=`, 'i').test(unescaped(path));

/** The login address for a merchant who asked for `path` (pathname and query) while signed out. */
export function loginPathFor(path: string): string {
  if (!isConsolePath(path)) return '/login';
  const back = withoutCredentials(path);
  return back === '/app' || namesToken(back) ? '/login' : `/login?${new URLSearchParams({ [NEXT]: back })}`;
}

/** The page the login address asks to return to, when it is one of the console's (without a credential); otherwise null. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !isConsolePath(next)) return null;
  const back = withoutCredentials(next);
  return namesToken(back) ? null : back;
}
