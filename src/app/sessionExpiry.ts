import { Message } from '@arco-design/web-react';
import { navigate } from 'wouter/use-browser-location';
import { session } from '../api/session';
import { loginPathFor } from './returnPath';
import { endSession } from './session';

let redirecting = false;

/**
 * Spec 1 §8: a 401 or 403 ends the session and goes to /login, once however many calls failed; the login
 * returns the merchant to the page they were on, as after a sign-out in another tab.
 */
export function handleSessionExpiry(text: string): void {
  // The session already ended (a logout here or in another tab): a call still on its way with the old
  // token has nothing left to expire, and 登录过期 after 已退出登录 would only confuse.
  if (!session.token) return;
  endSession();
  if (redirecting) return;
  redirecting = true;
  Message.error(text);
  const { pathname, search, hash } = window.location;
  navigate(loginPathFor(pathname + search + hash), { replace: true });
  setTimeout(() => {
    redirecting = false;
  }, 1_000);
}
