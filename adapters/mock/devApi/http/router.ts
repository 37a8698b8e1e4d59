// Each route is an entry of the endpoint table (contract/endpoints/): its method, path and access come from
// there, and so do the schemas of its query and body, which the handler reads with `query()` and `body()`
// (a 400 naming the first field that breaks a rule, parse.ts). A handler reads them when it is ready to: a
// route that first looks up the record its path names answers 404 before it judges the body.
import { servedPath, type Access, type Endpoint, type EndpointRules, type QueryOf, type ReadBodyOf } from '../../../../contract/endpoint';
import { queryObject } from '../../../../contract/wire';
import type { RouteContext } from '../context';
import { readJsonObject } from './http';
import { parseOr400 } from './parse';

export type { Access } from '../../../../contract/endpoint';

/** What a handler of the endpoint E is given: the request's context, and its query and body read with E's schemas. */
export interface EndpointContext<E extends Endpoint> extends RouteContext {
  /**
   * The JSON body, read with the endpoint's body schema (without one: the JSON object as sent). `prepare` sees
   * the object first, for what the route judges with its state before the fields (the path's id, a stale base
   * revision: revisions.ts) or lays under them (a PATCH's stored fields); what it returns is what the schema reads.
   */
  body(prepare?: (sent: Record<string, unknown>) => Record<string, unknown> | void): Promise<unknown extends ReadBodyOf<E> ? Record<string, unknown> : ReadBodyOf<E>>;
  /** The query, read with the endpoint's query schema (without one: each parameter's first value). */
  query(): undefined extends QueryOf<E> ? Record<string, string> : QueryOf<E>;
}

export type RouteHandler = (context: RouteContext) => Response | Promise<Response>;
export type EndpointHandler<E extends Endpoint> = (context: EndpointContext<E>) => Response | Promise<Response>;

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

  /** Registers the handler of one entry of the endpoint table. */
  on<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): this {
    const rules = rulesOf(endpoint);
    const withSchemas: RouteHandler = (context) => handler(readers(rules, context) as unknown as EndpointContext<E>);
    const path = servedPath(endpoint);
    this.routes.push({ method: endpoint.method, pattern: path, segments: splitPath(path), access: rules.access, handler: withSchemas });
    return this;
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

function rulesOf(endpoint: Endpoint): EndpointRules {
  if (!endpoint.rules) throw new Error(`${endpoint.method} ${endpoint.path}: the endpoint table's rules are read only where __DEV_TOOLS__ is true`);
  return endpoint.rules;
}

function readers(rules: EndpointRules, context: RouteContext): EndpointContext<Endpoint> {
  return {
    ...context,
    body: async (prepare?: (sent: Record<string, unknown>) => Record<string, unknown> | void) => {
      const sent = await readJsonObject(context.request);
      const body = prepare?.(sent) ?? sent;
      return rules.body ? parseOr400(rules.body, body, rules.bodyCode) : body;
    },
    query: () => {
      const query = queryObject(context.url);
      return rules.query ? parseOr400(rules.query, query) : query;
    },
  } as EndpointContext<Endpoint>;
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
