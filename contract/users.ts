// Signing in (spec 1 §6): what the login and the current user's lookup answer.

/** The dev API names the account; a service that does not leaves `username` out. */
export interface LoginReply {
  token: string;
  username?: string;
}

export interface CurrentUser {
  username: string;
}
