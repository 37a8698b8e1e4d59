import { proxy } from 'valtio';
import { clearToken, readToken, writeToken } from '../lib/tokenCookie';

/**
 * Spec 1 §4: a username carrying this marker is an audit (review) account, and error modals stay shut.
 * The dev API seeds `tbtest_audit` with it.
 */
export const AUDIT_MARKER = 'tbtest';

export function isAuditUsername(username: string | null): boolean {
  return Boolean(username && username.includes(AUDIT_MARKER));
}

export interface SessionState {
  token: string | null;
  username: string | null;
}

export const session = proxy<SessionState>({ token: null, username: null });

export function loadSessionFromCookie(fallbackToken: string | null = null): void {
  session.token = readToken() ?? fallbackToken;
}

export function startSession(token: string): void {
  writeToken(token);
  session.token = token;
  session.username = null;
}

export function endSession(): void {
  clearToken();
  session.token = null;
  session.username = null;
}
