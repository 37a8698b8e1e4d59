import { Message, Modal } from '@arco-design/web-react';
import { forgetLostWrites } from '../api/client';
import { loadSessionFromCookie, session } from '../api/session';
import { revokeToken } from '../api/users';
import { forgetClipboard } from '../features/designer/session/clipboardShelf';
import {
  clearSessionUser,
  clearToken,
  readSessionUser,
  readToken,
  writeSessionUser,
  writeToken,
} from '../lib/tokenCookie';
import { MSG } from '../messages';
import { createLogoutSignal } from './logoutSignal';
import { whenCookieNamesAnotherToken } from './cookieLag';

/**
 * Spec 1 §4: a username carrying this marker is an audit (review) account, and error modals stay shut.
 * The dev API seeds `tbtest_audit` with it.
 */
export const AUDIT_MARKER = 'tbtest';

export function isAuditUsername(username: string | null): boolean {
  return Boolean(username && username.includes(AUDIT_MARKER));
}

/**
 * A session is started knowing whose it is (the login reply, or the check of a `?token=`), so that
 * audit mode holds from its first call. In memory even where the cookie is refused (a cross-site frame).
 */
export function startSession(token: string, username: string): void {
  writeToken(token);
  writeSessionUser(token, username);
  session.token = token;
  session.username = username;
  // The cookie is the browser's: every other tab now calls as this account, and must know it.
  logoutSignal().announce('session');
}

/** What /api/users/me says of the current token: a session from before usernames were kept learns it here. */
export function rememberUsername(username: string): void {
  if (!session.token) return;
  session.username = username;
  // A token an embedded page holds for itself alone is not the browser's session: its account is not kept.
  if (readToken() === session.token) writeSessionUser(session.token, username);
}

/** Forgets the session in this tab only (an expired token, or a logout announced by another tab). */
export function endSession(): void {
  // A dialog left open (a delete confirmation) would sit over the login page and act with no session.
  Modal.destroyAll();
  clearToken();
  clearSessionUser();
  forgetLostWrites();
  session.token = null;
  session.username = null;
}

let signal: ReturnType<typeof createLogoutSignal> | null = null;
function logoutSignal(): ReturnType<typeof createLogoutSignal> {
  signal ??= createLogoutSignal(window);
  return signal;
}

/** The merchant's logout: the server revokes the token, and every tab of this browser lets go of it. */
export function logOut(): void {
  const { token, username } = session;
  // Not awaited: the tab leaves at once, and the request goes on with the token it was given.
  if (token) void revokeToken(token);
  forgetAccountData(username);
  endSession();
  logoutSignal().announce();
}

/**
 * What this browser keeps of the account that signs out and must not outlive 退出登录 (a shared computer):
 * the designer's clipboard, which holds the bytes of the merchant's images. Drafts stay: unsaved work,
 * kept per account (features/designer/drafts/designDraft.ts).
 */
function forgetAccountData(account: string | null): void {
  void forgetClipboard(account);
}

/**
 * A logout in another tab ends the session here too. Only the memory and cookie change: the app's
 * session guard then leaves for /login, once, and no call is left to fail with a modal.
 */
export function followLogoutsElsewhere(): () => void {
  let stopWaiting = () => {};
  const stopListening = logoutSignal().listen((change) => {
    stopWaiting();
    // Signed out here and signed in elsewhere (登录 opened from an embedded page): this tab calls as that account now.
    if (!session.token) {
      if (change === 'session') stopWaiting = whenCookieNamesAnotherToken(null, () => loadSessionFromCookie());
      return;
    }
    if (change === 'logout') {
      // The tab that signed out forgot what the browser keeps; this one forgets what its page holds.
      forgetAccountData(session.username);
      endSession();
      Message.info(MSG.sessionSafety.loggedOutElsewhere);
      return;
    }
    // Another tab signed in or switched account: this tab's screens hold the old account's data, so it
    // reloads as the account the cookie now names, after saying so. The same account changes nothing.
    stopWaiting = whenCookieNamesAnotherToken(session.token, (token) => {
      Modal.destroyAll();
      const account = readSessionUser(token);
      Message.info(MSG.sessionSafety.switchedElsewhere(account));
      window.setTimeout(() => window.location.reload(), SWITCH_RELOAD_DELAY_MS);
    });
  });
  return () => {
    stopWaiting();
    stopListening();
  };
}

/** Long enough to read the message before the tab reloads as the other account. */
export const SWITCH_RELOAD_DELAY_MS = 1500;
