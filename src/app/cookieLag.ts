import { readToken } from '../lib/tokenCookie';

/**
 * The announcement and the cookie travel apart: another tab's cookie write reaches this tab's
 * `document.cookie` through the browser's cookie store, which may lag the message on a busy machine.
 * So the cookie is read again a few times, 50 ms further apart each time (2.25 s in all), until it names
 * a token other than `from`; a cookie that never changes (the same session announced again) ends the wait.
 */
export function whenCookieNamesAnotherToken(from: string | null, then: (token: string) => void): () => void {
  let timer: number | undefined;
  let tries = 0;
  const look = () => {
    const token = readToken();
    if (token && token !== from) {
      then(token);
      return;
    }
    tries += 1;
    if (tries < COOKIE_LAG_TRIES) timer = window.setTimeout(look, COOKIE_LAG_STEP_MS * tries);
  };
  look();
  return () => window.clearTimeout(timer);
}

const COOKIE_LAG_TRIES = 10;
const COOKIE_LAG_STEP_MS = 50;
