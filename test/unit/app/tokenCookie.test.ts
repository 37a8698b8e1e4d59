// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, readToken, takeTokenFromUrl, writeToken } from '../../../src/lib/tokenCookie';

describe('the _token_ cookie', () => {
  afterEach(() => clearToken());

  it('reads the token among other cookies', () => {
    expect(readToken('a=1; _token_=abc.def; b=2')).toBe('abc.def');
  });

  it('reads nothing when the cookie is absent or empty', () => {
    expect(readToken('a=1')).toBeNull();
    expect(readToken('_token_=')).toBeNull();
  });

  it('writes, reads back and clears through document.cookie', () => {
    writeToken('dev.ZGVtbw.x1');
    expect(readToken()).toBe('dev.ZGVtbw.x1');
    clearToken();
    expect(readToken()).toBeNull();
  });

  it('saves a start-up token query parameter and drops it from the address', () => {
    const saved: string[] = [];
    const address = takeTokenFromUrl('http://127.0.0.1:8080/app/platform?token=t-9&adapter=mock#top', (t) => saved.push(t));
    expect(saved).toEqual(['t-9']);
    expect(address).toEqual({ token: 't-9', address: '/app/platform?adapter=mock#top' });
  });

  it('leaves an address without a token alone', () => {
    expect(takeTokenFromUrl('http://127.0.0.1:8080/app?x=1', () => undefined)).toBeNull();
  });
});
