import * as api from '../../../../contract/endpoints/auth';
import { bearerToken } from './auth';
import { HttpError, json, readJsonObject } from '../http/http';
import type { Router } from '../http/router';

export function userRoutes(router: Router): void {
  router.on(api.users.login, async ({ request, state, env }) => {
      const body = await readJsonObject(request);
      const { username, password } = body;
      if (typeof username !== 'string' || typeof password !== 'string' || state.passwords.get(username) !== password) {
        throw new HttpError(400, 'LOGIN_FAILED', '用户名或密码错误');
      }
      const token = env.tokens.issue(username);
      // The username too: the console knows whether the session is an audit one before its first call.
      return json({ token, username });
    },
  );

  // The one call a sub-account may make: the shell shows who is signed in (spec 1 §1, §7).
  router.on(api.users.me, ({ username }) => json({ username }));

  // Revokes the caller's token: 401 for it from now on; a new login hands out a new one.
  router.on(api.users.logout, ({ request, env }) => {
      env.tokens.revoke(bearerToken(request)!);
      return json({});
    },
  );
}
