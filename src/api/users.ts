import { users } from '../../contract/endpoints/auth/users';
import { call } from './client';


/** A refused login (4xx: a wrong password) is the login form's to say, in the server's words. */
export const isRefusedLogin = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/**
 * The dev API names the account; a service that does not leaves `username` out. A refusal rejects with
 * the server's message and no modal; a network or server failure still opens the 网络请求错误 modal.
 */
export function login(username: string, password: string) {
  return call(users.login, { body: { username, password }, callerHandles: isRefusedLogin });
}

export function getCurrentUser(options: { skipErrorModal?: boolean; probeOnly?: boolean } = {}) {
  return call(users.me, options);
}

/**
 * Whose `token` is, or null if it does not check out. Quiet and harmless: no modal, and a 401 does not
 * end the current session, which may hold another token.
 */
export async function accountOfToken(token: string): Promise<string | null> {
  try {
    const { username } = await call(users.me, { token, skipErrorModal: true, probeOnly: true });
    return typeof username === 'string' && username ? username : null;
  } catch {
    return null;
  }
}

/** Ends `token` on the server; quiet, since the browser forgets it whatever the answer. */
export async function revokeToken(token: string): Promise<void> {
  try {
    await call(users.logout, { token, skipErrorModal: true, probeOnly: true });
  } catch {
    // Already expired, or the server is unreachable: the session still ends here.
  }
}
