import * as api from '../../../../contract/endpoints/auth';
import { LOGIN_FAILED, LOGIN_FAILED_MESSAGE } from '../../../../contract/users';
import { bearerToken } from './auth';
import { HttpError, json } from '../http/http';
import type { Router } from '../http/router';

export function userRoutes(router: Router): void {
  router.on(api.users.login, async ({ body, state, env }) => {
      const { username, password } = await body();
      if (state.passwords.get(username) !== password) throw new HttpError(400, LOGIN_FAILED, LOGIN_FAILED_MESSAGE);
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
