import { issueToken } from '../auth';
import { HttpError, json, readJsonObject } from '../http';
import type { Router } from '../router';

export function userRoutes(router: Router): void {
  router.post(
    '/api/users/login',
    async ({ request, state }) => {
      const body = await readJsonObject(request);
      const { username, password } = body;
      if (typeof username !== 'string' || typeof password !== 'string' || state.passwords.get(username) !== password) {
        throw new HttpError(400, 'LOGIN_FAILED', '用户名或密码错误');
      }
      return json({ token: issueToken(username) });
    },
    'public',
  );

  // The one call a sub-account may make: the shell shows who is signed in (spec 1 §1, §7).
  router.get('/api/users/me', ({ username }) => json({ username }), 'session');
}
