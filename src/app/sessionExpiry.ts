import { Message } from '@arco-design/web-react';
import { navigate } from 'wouter/use-browser-location';
import { endSession } from './session';

let redirecting = false;

/** Spec 1 §8: a 401 or 403 ends the session and goes to /login, once however many calls failed. */
export function handleSessionExpiry(text: string): void {
  endSession();
  if (redirecting) return;
  redirecting = true;
  Message.error(text);
  navigate('/login', { replace: true });
  setTimeout(() => {
    redirecting = false;
  }, 1_000);
}
