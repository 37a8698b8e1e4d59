import { describe, expect, it } from 'vitest';
import { AUDIT_MARKER, DEV_ACCOUNTS, SUB_ACCOUNT_DENIED, createDevApi, issueToken } from '../../../adapters/mock/devApi';
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
    for (const bad of [undefined, 'garbage', tampered, issueToken('nobody')]) {
      const response = await call(api, '/api/users/me', { token: bad });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', message: '登录已过期' });
    }
  });

  it('keeps a token valid in a new instance, as after a dev-server restart', async () => {
    const token = await login(freshApi());
    const response = await call(createDevApi(), '/api/users/me', { token });
    expect(await response.json()).toEqual({ username: 'demo' });
  });

  it('lets a sub-account read me but denies it files and the mini app', async () => {
    const api = freshApi();
    const token = await login(api, DEV_ACCOUNTS.subAccount);
    expect((await call(api, '/api/users/me', { token })).status).toBe(200);
    const upload = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 1 } });
    expect(upload.status).toBe(400);
    expect(await errorOf(upload)).toMatchObject({ code: 'SUB_ACCOUNT_DENIED', message: SUB_ACCOUNT_DENIED });
    expect(SUB_ACCOUNT_DENIED).toContain('该子帐号无此操作权限');
    const miniApp = await call(api, '/api/taobao_mini_app', { token });
    expect((await errorOf(miniApp)).code).toBe('SUB_ACCOUNT_DENIED');
  });

  it('marks the audit account with the audit marker', () => {
    expect(DEV_ACCOUNTS.audit.username).toContain(AUDIT_MARKER);
    expect(DEV_ACCOUNTS.merchant.username).not.toContain(AUDIT_MARKER);
  });

  it('serves the seeded mini app with no logo so the shell shows its fallback', async () => {
    const api = freshApi();
    const response = await call(api, '/api/taobao_mini_app', { token: await login(api) });
    expect(await response.json()).toEqual({ app: { name: '壳美定制', logoUrl: null } });
  });

  it('answers an unknown route with 404 naming method and path', async () => {
    const response = await call(freshApi(), '/api/nowhere', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: '接口不存在: DELETE /api/nowhere' });
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
