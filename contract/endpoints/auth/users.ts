import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { CurrentUser, LoginReply } from '../../users';

export const users = {
  login: { method: 'POST', path: '/api/users/login', rules: __DEV_TOOLS__ && { access: 'public', reply: replyType<LoginReply>() } },
  me: { method: 'GET', path: '/api/users/me', rules: __DEV_TOOLS__ && { access: 'session', reply: replyType<CurrentUser>() } },
  logout: { method: 'POST', path: '/api/users/logout', rules: __DEV_TOOLS__ && { access: 'session' } },
} as const satisfies Endpoints;
