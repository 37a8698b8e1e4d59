import type { DevEnv } from '../context';

/**
 * The origins the dev API answers as: the configured one, and the one the request was addressed to (the
 * dev server's Host, whichever name the browser used for it: localhost, 127.0.0.1, …).
 */
export function ownOrigins(request: Request, env: Pick<DevEnv, 'origin'>): string[] {
  const origins: string[] = [];
  if (env.origin) origins.push(env.origin);
  try {
    origins.push(new URL(request.url).origin);
  } catch {
    // A relative URL cannot reach here (Request would have refused it); nothing to add.
  }
  return origins;
}
