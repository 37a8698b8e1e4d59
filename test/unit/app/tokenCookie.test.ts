// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionUser,
  clearToken,
  readSessionUser,
  readToken,
  sessionUserValue,
  takeTokenFromUrl,
  TOKEN_RECORD_KEY,
  writeSessionUser,
  writeToken,
} from '../../../src/lib/tokenCookie';

describe('the _token_ cookie', () => {
  afterEach(() => {
    clearToken();
    clearSessionUser();
  });

  it('reads the token this origin recorded among other cookies', () => {
    localStorage.setItem(TOKEN_RECORD_KEY, 'abc.def');
    expect(readToken('a=1; _token_=abc.def; b=2')).toBe('abc.def');
  });

  it('takes no _token_ this origin did not record: a page on another port, or a sibling domain, set it', () => {
    // Signed out, and another port's page sets its own account's token.
    expect(readToken('_token_=attacker.token')).toBeNull();
    // Signed in, and a longer path puts the other token first; or it replaced ours outright.
    writeToken('merchant.token');
    expect(readToken('_token_=attacker.token; _token_=merchant.token')).toBe('merchant.token');
    expect(readToken('_token_=attacker.token')).toBeNull();
  });

  it('reads the account beside the recorded token, not one written for a tossed token', () => {
    writeToken('merchant.token');
    const cookie = `_pcc_user_=${encodeURIComponent(sessionUserValue('attacker.token', 'tbtest_audit'))}; _pcc_user_=${encodeURIComponent(sessionUserValue('merchant.token', 'demo'))}`;
    expect(readSessionUser('merchant.token', cookie)).toBe('demo');
  });

  it('takes the first cookie where no record can be read (storage refused)', () => {
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(readToken('_token_=abc.def; _token_=ghi')).toBe('abc.def');
    } finally {
      refused.mockRestore();
    }
  });

  it('reads nothing when the cookie is absent, empty or not valid percent-encoding', () => {
    expect(readToken('a=1')).toBeNull();
    expect(readToken('_token_=')).toBeNull();
    expect(readToken('_token_=%E0%A4%A')).toBeNull();
  });

  it('writes, reads back and clears through document.cookie', () => {
    writeToken('dev.ZGVtbw.x1');
    expect(readToken()).toBe('dev.ZGVtbw.x1');
    clearToken();
    expect(readToken()).toBeNull();
  });
});

describe('the account kept beside the token', () => {
  afterEach(() => clearSessionUser());

  it('reads back the account written for the same token, sub-account colons included', () => {
    writeSessionUser('dev.a.1', 'demo:运营');
    expect(readSessionUser('dev.a.1')).toBe('demo:运营');
  });

  it('is nobody\'s for another token, so a replaced _token_ is not taken for the old account', () => {
    writeSessionUser('dev.a.1', 'demo');
    expect(readSessionUser('dev.b.2')).toBeNull();
  });

  it('is nobody\'s when absent, cleared or malformed', () => {
    expect(readSessionUser('dev.a.1')).toBeNull();
    writeSessionUser('dev.a.1', 'demo');
    clearSessionUser();
    expect(readSessionUser('dev.a.1')).toBeNull();
    expect(readSessionUser('dev.a.1', '_pcc_user_=demo')).toBeNull();
  });
});

describe('a start-up ?token=', () => {
  it('is taken out of the address and handed over, not saved', () => {
    expect(takeTokenFromUrl('http://127.0.0.1:8080/app/platform?token=t-9&adapter=mock#top')).toEqual({
      token: 't-9',
      address: '/app/platform?adapter=mock#top',
    });
    expect(readToken()).toBeNull();
  });

  it('is taken out of the address when empty too, offering the empty string', () => {
    expect(takeTokenFromUrl('http://127.0.0.1:8080/app?token=')).toEqual({ token: '', address: '/app' });
  });

  it('leaves an address without a token alone', () => {
    expect(takeTokenFromUrl('http://127.0.0.1:8080/app?x=1')).toBeNull();
  });
});
