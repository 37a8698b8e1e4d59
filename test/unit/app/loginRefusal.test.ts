// A refused login (a wrong password) is said at the login form in the server's words; only
// a failure the form cannot explain (no answer, a server error) opens the 网络请求错误 modal.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { login } from '../../../src/api/users';
import { fakeAdminApi } from '../../support/fakeAdminApi';

describe('login refusals', () => {
  it('rejects a 4xx with the server message and code, without a modal or the end of a session', async () => {
    for (const status of [400, 401, 403, 429]) {
      const { outcomes } = fakeAdminApi(() => Response.json({ traceId: 't-1', code: 'LOGIN_FAILED', message: '用户名或密码错误' }, { status }), { token: null });
      const failure = await login('demo', 'wrong').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ message: '用户名或密码错误', status, code: 'LOGIN_FAILED', traceId: 't-1' });
      expect(outcomes).toEqual([]);
    }
  });

  it('still opens the modal for a server error', async () => {
    const { outcomes } = fakeAdminApi(() => Response.json({ message: '服务异常' }, { status: 500 }), { token: null });
    await expect(login('demo', 'demo')).rejects.toBeInstanceOf(ApiError);
    expect(outcomes).toMatchObject([{ action: 'modal', text: '服务异常', url: '/api/users/login' }]);
  });
});
