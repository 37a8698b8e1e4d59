/**
 * Where sign-in returns a merchant who opened a page of the console while signed out (a bookmark, a link
 * in a chat, a reload after the session ended in another tab): the login address carries it as `next`.
 * Only a path of the console's own is taken back, so a crafted login link cannot send a merchant who signs
 * in to another site (`//host`, `/\host` and absolute addresses are all refused), and never with a
 * credential in it: a `token` there would be offered at the next start-up (spec 3 §6), so a link could have
 * a merchant who just signed in asked to switch to its account.
 */
import { OFFERED_TOKEN_PARAM } from '../lib/tokenCookie';

const NEXT = 'next';
const BASE = 'http://console.invalid';

/** The console's own screens: `/app` and below, nothing that a browser would read as another host. */
function isConsolePath(path: string): boolean {
  if (!/^\/app(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path)) return false;
  const url = new URL(path, BASE);
  return url.origin === BASE && (url.pathname === '/app' || url.pathname.startsWith('/app/'));
}

/** A console path without the credential parameter, wherever it came from. */
function withoutCredentials(path: string): string {
  const url = new URL(path, BASE);
  url.searchParams.delete(OFFERED_TOKEN_PARAM);
  return url.pathname + url.search + url.hash;
}

/** The login address for a merchant who asked for `path` (pathname and query) while signed out. */
export function loginPathFor(path: string): string {
  if (!isConsolePath(path)) return '/login';
  const back = withoutCredentials(path);
  return back === '/app' ? '/login' : `/login?${new URLSearchParams({ [NEXT]: back })}`;
}

/** The page the login address asks to return to, when it is one of the console's (without a credential); otherwise null. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  return next && isConsolePath(next) ? withoutCredentials(next) : null;
}
