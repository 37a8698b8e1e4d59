import { proxy } from 'valtio';

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
