/**
 * Where sign-in returns a merchant who opened a page of the console while signed out (a bookmark, a link
 * in a chat, a reload after the session ended in another tab): the login address carries it as `next`.
 * Only a path of the console's own is taken back, so a crafted login link cannot send a merchant who signs
 * in to another site (`//host`, `/\host` and absolute addresses are all refused).
 */
const NEXT = 'next';

/** The console's own screens: `/app` and below, nothing that a browser would read as another host. */
function isConsolePath(path: string): boolean {
  if (!/^\/app(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path)) return false;
  const base = 'http://console.invalid';
  const url = new URL(path, base);
  return url.origin === base && (url.pathname === '/app' || url.pathname.startsWith('/app/'));
}

/** The login address for a merchant who asked for `path` (pathname and query) while signed out. */
export function loginPathFor(path: string): string {
  if (!isConsolePath(path)) return '/login';
  // A `token` offered in the address (spec 3 §6) is the sign-in's to ask about, never carried past it.
  const url = new URL(path, 'http://console.invalid');
  url.searchParams.delete('token');
  const back = url.pathname + url.search + url.hash;
  return back === '/app' ? '/login' : `/login?${new URLSearchParams({ [NEXT]: back })}`;
}

/** The page the login address asks to return to, when it is one of the console's; otherwise null. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  return next && isConsolePath(next) ? next : null;
}
