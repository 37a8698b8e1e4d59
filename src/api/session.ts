import { proxy } from 'valtio';
import { readSessionUser, readToken } from '../lib/tokenCookie';

/**
 * Who the admin API is called as: the token, and its account once known. It lives below features so
 * that a screen can key what it keeps in the browser by account (designer drafts); starting and ending
 * a session is the app's (src/app/session.ts).
 */
export interface SessionState {
  token: string | null;
  username: string | null;
}

export const session = proxy<SessionState>({ token: null, username: null });

/**
 * The session this browser keeps, with its account if that was written with it (audit mode from the start):
 * read at boot, and again by a page without a session when one may have started in another tab.
 */
export function loadSessionFromCookie(): void {
  const token = readToken();
  session.token = token;
  session.username = token ? readSessionUser(token) : null;
}
