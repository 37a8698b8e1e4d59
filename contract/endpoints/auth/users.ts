import type { Endpoints } from '../../endpoint';
import { CurrentUserSchema, LOGIN_FAILED, LoginBodySchema, LoginReplySchema } from '../endpointSchemas';

export const users = {
  login: { method: 'POST', path: '/api/users/login', rules: __DEV_TOOLS__ && { access: 'public', body: LoginBodySchema, bodyCode: LOGIN_FAILED, reply: LoginReplySchema } },
  me: { method: 'GET', path: '/api/users/me', rules: __DEV_TOOLS__ && { access: 'session', reply: CurrentUserSchema } },
  logout: { method: 'POST', path: '/api/users/logout', rules: __DEV_TOOLS__ && { access: 'session' } },
} as const satisfies Endpoints;
