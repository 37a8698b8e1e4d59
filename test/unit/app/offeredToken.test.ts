// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { judgeOffer, settleOfferedToken, type OfferDeps } from '../../../src/app/offeredToken';
import { loadSessionFromCookie, session } from '../../../src/api/session';
import { endSession, startSession } from '../../../src/app/session';
import { readToken } from '../../../src/lib/tokenCookie';

const ACCOUNTS: Record<string, string> = { 'tok-demo': 'demo', 'tok-demo-2': 'demo', 'tok-audit': 'tbtest_audit' };

function deps(answer: boolean) {
  const checked: string[] = [];
  const asked: Array<[string, string]> = [];
  const askedToSignIn: string[] = [];
  const value: OfferDeps = {
    accountOf: async (token) => {
      checked.push(token);
      return ACCOUNTS[token] ?? null;
    },
    askToSignIn: async (offered) => {
      askedToSignIn.push(offered);
      return answer;
    },
    askToSwitch: async (offered, current) => {
      asked.push([offered, current]);
      return answer;
    },
  };
  return { value, checked, asked, askedToSignIn };
}

/** Inside the Qianniu web-view, or framed by a host on the list. */
const HOST = { fromTrustedHost: true };

describe('judging a ?token= offer', () => {
  it('from a trusted host: keeps the session for a token that does not check out, takes one for the same account or nobody, asks otherwise', () => {
    expect(judgeOffer(null, 'demo', HOST)).toBe('keep');
    expect(judgeOffer(null, null, HOST)).toBe('keep');
    expect(judgeOffer('demo', null, HOST)).toBe('take');
    expect(judgeOffer('demo', 'demo', HOST)).toBe('take');
    expect(judgeOffer('tbtest_audit', 'demo', HOST)).toBe('ask-switch');
  });

  it('from anywhere else: asks to sign in with nobody signed in, keeps the same account, asks to switch from another', () => {
    const plain = { fromTrustedHost: false };
    expect(judgeOffer(null, null, plain)).toBe('keep');
    expect(judgeOffer('demo', null, plain)).toBe('ask-sign-in');
    expect(judgeOffer('demo', 'demo', plain)).toBe('keep');
    expect(judgeOffer('tbtest_audit', 'demo', plain)).toBe('ask-switch');
  });
});

describe('settling the start-up ?token=', () => {
  beforeEach(() => endSession());
  afterEach(() => endSession());

  it('changes nothing for an empty token, and checks nothing', async () => {
    startSession('tok-demo', 'demo');
    const d = deps(true);
    await settleOfferedToken('', d.value);
    expect(d.checked).toEqual([]);
    expect(session).toMatchObject({ token: 'tok-demo', username: 'demo' });
    expect(readToken()).toBe('tok-demo');
  });

  it('changes nothing for a token that does not check out', async () => {
    startSession('tok-demo', 'demo');
    const d = deps(true);
    await settleOfferedToken('garbage', d.value);
    expect(d.asked).toEqual([]);
    expect(session).toMatchObject({ token: 'tok-demo', username: 'demo' });
    expect(readToken()).toBe('tok-demo');
  });

  it('takes a good token from a trusted host without a session, with its account (audit mode known at once)', async () => {
    await settleOfferedToken('tok-audit', deps(false).value, HOST);
    expect(session).toMatchObject({ token: 'tok-audit', username: 'tbtest_audit' });
    loadSessionFromCookie();
    expect(session).toMatchObject({ token: 'tok-audit', username: 'tbtest_audit' });
  });

  it('in a plain browser asks before a link signs anyone in, naming the account: declined signs nobody in, accepted does', async () => {
    const declined = deps(false);
    await settleOfferedToken('tok-audit', declined.value);
    expect(declined.askedToSignIn).toEqual(['tbtest_audit']);
    expect(session.token).toBeNull();
    expect(readToken()).toBeNull();

    const accepted = deps(true);
    await settleOfferedToken('tok-audit', accepted.value);
    expect(accepted.askedToSignIn).toEqual(['tbtest_audit']);
    expect(session).toMatchObject({ token: 'tok-audit', username: 'tbtest_audit' });
    expect(readToken()).toBe('tok-audit');
  });

  it('in a plain browser keeps the session of the account a link names, asking nothing', async () => {
    startSession('tok-demo', 'demo');
    const d = deps(true);
    await settleOfferedToken('tok-demo-2', d.value);
    expect([d.asked, d.askedToSignIn]).toEqual([[], []]);
    expect(session.token).toBe('tok-demo');
  });

  it('takes another token of the signed-in account from a trusted host without asking', async () => {
    startSession('tok-demo', 'demo');
    const d = deps(false);
    await settleOfferedToken('tok-demo-2', d.value, HOST);
    expect(d.asked).toEqual([]);
    expect(session.token).toBe('tok-demo-2');
  });

  it('asks before another account replaces the session: declined keeps it, accepted replaces it', async () => {
    startSession('tok-demo', 'demo');
    const declined = deps(false);
    await settleOfferedToken('tok-audit', declined.value);
    expect(declined.asked).toEqual([['tbtest_audit', 'demo']]);
    expect(session).toMatchObject({ token: 'tok-demo', username: 'demo' });
    expect(readToken()).toBe('tok-demo');

    await settleOfferedToken('tok-audit', deps(true).value);
    expect(session).toMatchObject({ token: 'tok-audit', username: 'tbtest_audit' });
    expect(readToken()).toBe('tok-audit');
  });

  it('on an embedded page, serves another account for that page alone: no question, the kept session untouched', async () => {
    startSession('tok-demo', 'demo');
    const embedded = deps(true);
    await settleOfferedToken('tok-audit', embedded.value, { embedded: true });
    expect(embedded.asked).toEqual([]);
    expect(session).toMatchObject({ token: 'tok-audit', username: 'tbtest_audit' });
    expect(readToken()).toBe('tok-demo');
  });

  it('learns the account of a session kept without one before comparing', async () => {
    session.token = 'tok-demo';
    session.username = null;
    const d = deps(false);
    await settleOfferedToken('tok-audit', d.value);
    expect(d.checked).toEqual(['tok-audit', 'tok-demo']);
    expect(d.asked).toEqual([['tbtest_audit', 'demo']]);
  });

  it('takes a good token from a trusted host when the kept session is dead', async () => {
    session.token = 'expired';
    session.username = null;
    const d = deps(false);
    await settleOfferedToken('tok-audit', d.value, HOST);
    expect(d.asked).toEqual([]);
    expect(session.token).toBe('tok-audit');
  });

  it('in a plain browser asks to sign in when the kept session is dead', async () => {
    session.token = 'expired';
    session.username = null;
    const d = deps(false);
    await settleOfferedToken('tok-audit', d.value);
    expect(d.askedToSignIn).toEqual(['tbtest_audit']);
    expect(session.token).toBe('expired');
  });

  it('in a frame whose parent is no trusted host, takes nothing and asks nothing', async () => {
    const d = deps(true);
    await settleOfferedToken('tok-audit', d.value, { inForeignFrame: true });
    expect([d.checked, d.asked, d.askedToSignIn]).toEqual([[], [], []]);
    expect(session.token).toBeNull();
  });
});
