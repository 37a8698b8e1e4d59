// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { call, errorOf, freshApi, login } from './helpers';

describe('dev API logout', () => {
  it('names the account in the login reply', async () => {
    const response = await call(freshApi(), '/api/users/login', { method: 'POST', body: DEV_ACCOUNTS.audit });
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^dev\./), username: DEV_ACCOUNTS.audit.username });
  });

  it('revokes the token: 401 登录已过期 on every route afterwards, other accounts untouched', async () => {
    const api = freshApi();
    const token = await login(api);
    const other = await login(api, DEV_ACCOUNTS.audit);
    const out = await call(api, '/api/users/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    for (const path of ['/api/users/me', '/api/taobao_mini_app']) {
      const response = await call(api, path, { token });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', message: '登录已过期' });
    }
    expect((await call(api, '/api/users/logout', { method: 'POST', token })).status).toBe(401);
    expect((await call(api, '/api/users/me', { token: other })).status).toBe(200);
  });

  it('needs a live token to log out', async () => {
    const response = await call(freshApi(), '/api/users/logout', { method: 'POST', token: 'garbage' });
    expect(response.status).toBe(401);
  });

  it('refuses a logged-out token even after the account signs in again, and after a reset of the data', async () => {
    const api = freshApi();
    const token = await login(api);
    await call(api, '/api/users/logout', { method: 'POST', token });
    const again = await login(api);
    expect(again).not.toBe(token);
    expect((await call(api, '/api/users/me', { token: again })).status).toBe(200);
    expect((await call(api, '/api/users/me', { token })).status).toBe(401);
    api.reset();
    expect((await call(api, '/api/users/me', { token })).status).toBe(401);
    // Resetting the data signs nobody out.
    expect((await call(api, '/api/users/me', { token: again })).status).toBe(200);
  });
});
