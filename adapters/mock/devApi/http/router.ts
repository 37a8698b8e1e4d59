import type { RouteContext } from '../context';

export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;

/**
 * public: no token (login, file content that an <img> fetches, the __dev tools).
 * session: any signed-in account, sub-accounts included (only GET /api/users/me).
 * merchant: the default; a sub-account is refused with SUB_ACCOUNT_DENIED.
 */
export type Access = 'public' | 'session' | 'merchant';

interface Route {
  method: string;
  pattern: string;
  segments: string[];
  access: Access;
  handler: RouteHandler;
}

export interface RouteMatch {
  access: Access;
  handler: RouteHandler;
  params: Record<string, string>;
}

/** Method plus a pattern like /api/files/:id/content. First match wins, in registration order. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: RouteHandler, access: Access = 'merchant'): this {
    this.routes.push({ method: method.toUpperCase(), pattern, segments: splitPath(pattern), access, handler });
    return this;
  }

  get(pattern: string, handler: RouteHandler, access?: Access): this {
    return this.add('GET', pattern, handler, access);
  }
  post(pattern: string, handler: RouteHandler, access?: Access): this {
    return this.add('POST', pattern, handler, access);
  }
  patch(pattern: string, handler: RouteHandler, access?: Access): this {
    return this.add('PATCH', pattern, handler, access);
  }
  put(pattern: string, handler: RouteHandler, access?: Access): this {
    return this.add('PUT', pattern, handler, access);
  }
  delete(pattern: string, handler: RouteHandler, access?: Access): this {
    return this.add('DELETE', pattern, handler, access);
  }

  /** Every route in registration order: what the account isolation test goes through, one by one. */
  list(): Array<{ method: string; pattern: string; access: Access }> {
    return this.routes.map(({ method, pattern, access }) => ({ method, pattern, access }));
  }

  match(method: string, pathname: string): RouteMatch | undefined {
    const segments = splitPath(pathname);
    const wanted = method.toUpperCase();
    for (const route of this.routes) {
      if (route.method !== wanted) continue;
      const params = matchSegments(route.segments, segments);
      if (params) return { access: route.access, handler: route.handler, params };
    }
    return undefined;
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The path as the router matches it (`/api//__dev/reset/` is `/api/__dev/reset`). Every check made before
 * routing (the dev tools guard, faults, body limits) must see this form, or a doubled slash walks past it.
 */
export function canonicalPath(path: string): string {
  return `/${splitPath(path).join('/')}`;
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const segment = actual[i]!;
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined; // malformed %-escape: treat as no match rather than a 500
      }
    } else if (expected !== segment) {
      return undefined;
    }
  }
  return params;
}
