import { describe, expect, it } from 'vitest';
import { createDevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { TOKEN_TTL_MS } from '../../../adapters/mock/devApi/auth/auth';
import { fnv1a } from '../../../adapters/mock/devApi/http/encoding';
import { classifyRequestFailure } from '../../../src/api/errorCatalogue';
import { isAuditUsername } from '../../../src/app/session';
import { call, errorOf, freshApi, login } from './helpers';

describe('dev API session', () => {
  it('logs every seeded account in and answers me with its username', async () => {
    const api = freshApi();
    for (const account of Object.values(DEV_ACCOUNTS)) {
      const token = await login(api, account);
      const me = await call(api, '/api/users/me', { token });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ username: account.username });
    }
  });

  it('refuses a wrong password with LOGIN_FAILED', async () => {
    const response = await call(freshApi(), '/api/users/login', {
      method: 'POST',
      body: { username: 'demo', password: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'LOGIN_FAILED', message: '用户名或密码错误' });
  });

  it('answers 401 登录已过期 without a token, with a tampered one, or for an unknown account', async () => {
    const api = freshApi();
    const token = await login(api);
    const tampered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    for (const bad of [undefined, 'garbage', tampered, api.tokens.issue('nobody')]) {
      const response = await call(api, '/api/users/me', { token: bad });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', message: '登录已过期' });
    }
  });

  it('refuses a token minted from the source without a password', async () => {
    const api = freshApi();
    const genuine = await login(api);
    const [claims] = genuine.slice('dev.'.length).split('.');
    const decoded = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as { u: string; e: number; n: string };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // What the source shows: the prefix, the claims' shape, the old checksum, the hash function.
    const forgeries = [
      `dev.${Buffer.from('demo').toString('base64url')}.${fnv1a('phonecase-dev-apidemo')}`,
      `dev.${encode({ ...decoded, u: 'tbtest_audit' })}.${genuine.split('.').at(-1)}`,
      `dev.${encode({ ...decoded, e: decoded.e + 1 })}.${genuine.split('.').at(-1)}`,
      `dev.${encode(decoded)}.${'0'.repeat(64)}`,
      `dev.${encode(decoded)}`,
    ];
    for (const forged of forgeries) expect((await call(api, '/api/users/me', { token: forged })).status, forged).toBe(401);
    expect((await call(api, '/api/users/me', { token: genuine })).status).toBe(200);
  });

  it('refuses a token once it has expired', async () => {
    let now = Date.UTC(2024, 5, 15);
    const api = createDevApi({ now: () => now });
    const token = await login(api);
    now += TOKEN_TTL_MS - 1;
    expect((await call(api, '/api/users/me', { token })).status).toBe(200);
    now += 1;
    expect((await call(api, '/api/users/me', { token })).status).toBe(401);
  });

  it('signs everyone out when the dev API restarts, unless it keeps the secret (the mock in a browser does)', async () => {
    const token = await login(createDevApi({ tokenSecret: 'kept' }));
    expect((await call(createDevApi(), '/api/users/me', { token })).status).toBe(401);
    const response = await call(createDevApi({ tokenSecret: 'kept' }), '/api/users/me', { token });
    expect(await response.json()).toEqual({ username: 'demo' });
  });

  it('lets a sub-account read me but denies it files and the mini app, in words the console links to the tutorial', async () => {
    const api = freshApi();
    const token = await login(api, DEV_ACCOUNTS.subAccount);
    expect((await call(api, '/api/users/me', { token })).status).toBe(200);
    const upload = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 1 } });
    expect(upload.status).toBe(400);
    const denied = await errorOf(upload);
    expect(denied).toMatchObject({ code: 'SUB_ACCOUNT_DENIED', message: '该子帐号无此操作权限，请联系主账号授权' });
    // What the console makes of that reply (spec 1 §6): the error modal with the authorization tutorial.
    const shown = classifyRequestFailure({ method: 'POST', url: '/api/files/upload_form', status: 400, body: denied }, { auditMode: false });
    expect(shown).toMatchObject({ action: 'modal', text: '该子帐号无此操作权限，请联系主账号授权', showAuthTutorial: true });
    const miniApp = await call(api, '/api/taobao_mini_app', { token });
    expect((await errorOf(miniApp)).code).toBe('SUB_ACCOUNT_DENIED');
  });

  it('names the audit account, and only it, so that the console goes into audit mode (spec 1 §4)', async () => {
    const api = freshApi();
    for (const account of Object.values(DEV_ACCOUNTS)) {
      const me = await call(api, '/api/users/me', { token: await login(api, account) });
      const { username } = (await me.json()) as { username: string };
      expect([username, isAuditUsername(username)]).toEqual([account.username, account === DEV_ACCOUNTS.audit]);
    }
  });

  it('serves the seeded mini app with no logo so the shell shows its fallback', async () => {
    const api = freshApi();
    const response = await call(api, '/api/taobao_mini_app', { token: await login(api) });
    expect(await response.json()).toEqual({ app: { name: '壳美定制', logoUrl: null, templateVersion: '1.2.0' } });
  });

  it('answers an unknown route with 404 naming method and path', async () => {
    const response = await call(freshApi(), '/api/nowhere', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'UNKNOWN_ROUTE', message: '接口不存在: DELETE /api/nowhere' });
  });

  it('answers malformed JSON with 400 and a fresh trace id each time', async () => {
    const api = freshApi();
    const send = () => call(api, '/api/users/login', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    const first = await errorOf(await send());
    const second = await errorOf(await send());
    expect(first.code).toBe('BAD_REQUEST');
    expect(first.traceId).not.toBe(second.traceId);
  });
});
