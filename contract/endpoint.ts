// The shape of the endpoint table (contract/endpoints/): each admin API call written once, with its method,
// its path and, behind __DEV_TOOLS__, who may call it and the schemas of its query, body and reply. The
// console builds its calls from the method and path alone (src/api/client.ts `call`), its argument and reply
// types inferred from the schemas; the dev API registers its handlers against the same entries
// (adapters/mock/devApi/http/router.ts); the dev/QA reply check and ROUTES.md read the rules.
//
// Why the rules sit behind __DEV_TOOLS__: the minifier keeps a valibot call made at a module's top level, not
// knowing it pure, so a table that referenced its schemas in production would bring every schema into the
// chunk of the first screen that calls an endpoint. `rules: __DEV_TOOLS__ && {…}` is `rules: false` in
// `npm run build`, where the bundler drops the dead branch and with it the schema imports; types are unaffected.
import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone, no token (login, the dev tools).
 * signed: no session needed, but an address the API handed out and signed: a file's content (the owner's
 * session or cookie does too), an order image (the print link's key), the upload form's target (its ticket).
 * token: the cutout host's, whose task token (spec 2 §7), handed to a signed-in merchant, names whose task it is.
 * session: any signed-in account, a sub-account included.
 * merchant: a main account; a sub-account is refused with SUB_ACCOUNT_DENIED.
 * The router reads the session for the last two; for signed and token the route checks what the address or the
 * task carries, since no session comes with them (an <img>, a factory, another service).
 * An endpoint under DEV_TOOLS_PATH exists only in the dev API (dev only) and answers same-origin requests alone.
 */
export type Access = 'public' | 'signed' | 'token' | 'session' | 'merchant';

/** Whether the router reads a session (a bearer token) before the route: `session` and `merchant`. */
export const needsSession = (access: Access): access is 'session' | 'merchant' => access === 'session' || access === 'merchant';

/** Where the admin API lives under its base: every endpoint's path starts with it. */
export const API_PATH = '/api/';

/** Where the dev API's own tools live (`/api/__dev/*`): no real service has them. */
export const DEV_TOOLS_PATH = `${API_PATH}__dev/`;

export interface EndpointRules {
  readonly access: Access;
  /** The query the dev API reads (its output is what the console passes). */
  readonly query?: v.GenericSchema;
  /** The JSON body the dev API reads: its 400 names the first field that breaks a rule. */
  readonly body?: v.GenericSchema;
  /** The code of that 400 where the body's rules have one of their own (INVALID_ORDERING); BAD_REQUEST otherwise. */
  readonly bodyCode?: string;
  /** The reply, checked in the dev server and QA (src/api/replyCheck.ts). */
  readonly reply?: v.GenericSchema;
  /**
   * For an endpoint of another service (the cutout host): where the dev API plays that service, its path
   * following. Here, behind __DEV_TOOLS__, so that a production bundle holds no stand-in's address.
   */
  readonly standIn?: string;
}

export interface Endpoint {
  readonly method: Method;
  /** With its parameters as `:name` segments. */
  readonly path: string;
  /** false in the production build (see above). */
  readonly rules: false | EndpointRules;
}

export type Endpoints = Readonly<Record<string, Endpoint>>;

type RulesOf<E extends Endpoint> = Exclude<E['rules'], false>;

export type ReplyOf<E extends Endpoint> = RulesOf<E> extends { reply: infer S extends v.GenericSchema } ? v.InferOutput<S> : unknown;
/** What the console may send: the body schema's input (a field with a default may be left out). */
export type BodyOf<E extends Endpoint> = RulesOf<E> extends { body: infer S extends v.GenericSchema } ? v.InferInput<S> : unknown;
/** What the dev API reads: the body schema's output. */
export type ReadBodyOf<E extends Endpoint> = RulesOf<E> extends { body: infer S extends v.GenericSchema } ? v.InferOutput<S> : unknown;
export type QueryOf<E extends Endpoint> = RulesOf<E> extends { query: infer S extends v.GenericSchema } ? v.InferOutput<S> : undefined;

type ParamNames<P extends string> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer Name}`
    ? Name
    : never;

export type ParamsOf<E extends Endpoint> = { readonly [Name in ParamNames<E['path']>]: string | number };


/** Where the dev API serves the endpoint: its path, after the stand-in's address for another service's. */
export const servedPath = (endpoint: Endpoint): string => `${(endpoint.rules && endpoint.rules.standIn) || ''}${endpoint.path}`;

/** The endpoint's path up to its first parameter: what every address of it starts with. */
export const pathPrefix = (endpoint: Endpoint): string => endpoint.path.split('/:')[0]!;

/** The endpoint's path with its parameters filled in, each one encoded as a path segment. */
export function pathOf(endpoint: Endpoint, params: Readonly<Record<string, string | number>> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
}

/** The endpoint as a text names it: `DELETE /api/__dev/faults`. */
export const routeName = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`;
