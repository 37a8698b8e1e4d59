// Signing in (spec 1 §6): what the login and the current user's lookup answer.
import * as v from 'valibot';
import { field } from './wire';

/** The one refusal of a login, whatever was wrong: which of the two fields did not match is not told. */
export const LOGIN_FAILED = 'LOGIN_FAILED';
export const LOGIN_FAILED_MESSAGE = '用户名或密码错误';

/** POST /api/users/login: a body without both texts is refused as a wrong password is (LOGIN_FAILED). */
export const LoginBodySchema = v.object({
  username: field(v.string(LOGIN_FAILED_MESSAGE)),
  password: field(v.string(LOGIN_FAILED_MESSAGE)),
});

/** The dev API names the account; a service that does not leaves `username` out. */
export const LoginReplySchema = v.object({ token: v.string(), username: v.optional(v.string()) });

export const CurrentUserSchema = v.object({ username: v.string() });
