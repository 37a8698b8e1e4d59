import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import type { ApiFetch } from '../../adapters/types';
import { RECORD_NOT_FOUND } from '../../contract/apiErrors';
import { pathOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ReplyOf } from '../../contract/endpoint';

/** Where a caller needs the address of a call it makes (an error it raises for one). */
export { pathOf };
import { MSG } from '../messages';
import { classifyRequestFailure, describeFailure, type ErrorOutcome } from './errorCatalogue';
import { noteApiWrite } from './writes';
import { RetryKeys, writeIdentity } from './retryKeys';
import { sessionStore } from '../lib/safeStorage';
import { uuidV4 } from '../lib/uuid';
import { isMadeFromRead, RETRY_KEY_HEADER, RETRY_KEY_METHODS } from '../../contract/retryKey';

/** Spec 1 §9: every admin API call times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface ApiClientConfig {
  apiFetch: ApiFetch;
  /** Where the admin API lives: '' for same origin (the dev API), or API_BASE. */
  baseURL: string;
  getToken: () => string | null;
  isAuditMode: () => boolean;
  /** Called for every failure the catalogue decides on; the app turns it into a redirect or a modal. */
  onFailure: (outcome: ErrorOutcome) => void;
  /** REQUEST_TIMEOUT_MS unless given; shorter only where a test must see a call time out. */
  timeoutMs?: number;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Spec 1 §7: some lookups fail quietly and the caller decides what to show. */
  skipErrorModal?: boolean;
  /** A 401/403 only rejects, without ending the session: for pages that merely ask (/has_login). */
  probeOnly?: boolean;
  /** Calls as this token instead of the session's: checking a token before it is taken, revoking one. */
  token?: string;
  /**
   * Failures the caller shows itself, by HTTP status (undefined: no answer) and the error body's code: no
   * modal, no end of the session, and the ApiError carries the server's own message (a wrong password at
   * the login form, a stale save in the designer, a template deleted in another tab).
   */
  callerHandles?: (status: number | undefined, code: string | undefined) => boolean;
}

/**
 * A lookup beside the screen (the getting-started guide): no error modal, and a 401/403 rejects without ending
 * the session, which the screen's own calls decide.
 */
export type QuietOptions = Pick<ApiOptions, 'skipErrorModal' | 'probeOnly' | 'signal'>;

/** A failed admin API call; `message` is the text the catalogue chose for the merchant. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
    readonly code?: string,
    readonly traceId?: string,
    /** The reply's body as it came (parsed JSON, or text), for callers that show a raw response. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The 404 of a record the account does not have (deleted in another tab since it was read): not any 404. */
export const isRecordGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404 && error.code === RECORD_NOT_FOUND;

/**
 * The DELETE of one record. One already deleted (in another tab, a double click's first call) is as good as
 * done: what the merchant asked for holds, so it resolves with no error modal. Not for a batch that is all
 * or nothing, where one record gone means the others were not deleted. `callerHandles` takes other failures
 * from the error modal (an extension's route that the service does not know).
 */
export async function deleteRecord<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, options: Pick<ApiOptions, 'callerHandles'> = {}): Promise<void> {
  try {
    await apiRequest<unknown>(pathOf(endpoint, params), { method: 'DELETE', callerHandles: (status, code) => (status === 404 && code === RECORD_NOT_FOUND) || Boolean(options.callerHandles?.(status, code)) });
  } catch (error) {
    if (!isRecordGone(error)) throw error;
  }
}

let config: ApiClientConfig | null = null;
let http: ReturnType<typeof createFetch> | null = null;

/**
 * The transport and deadline a call to another service than the admin API goes through (foreignClient.ts),
 * kept apart so that the login page's chunk does not carry it.
 */
export function transport(): { send: ReturnType<typeof createFetch>; timeoutMs: number } {
  if (!config || !http) throw new Error('API client used before configureApiClient');
  return { send: http, timeoutMs: config.timeoutMs ?? REQUEST_TIMEOUT_MS };
}

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
  const fetchThroughAdapter = ((input: RequestInfo | URL, init?: RequestInit) =>
    next.apiFetch(new Request(input, init))) as typeof fetch;
  http = createFetch({ fetch: fetchThroughAdapter });
}

export function absoluteUrl(baseURL: string, path: string): string {
  const base = baseURL || (typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1');
  return new URL(path, base.endsWith('/') ? base : `${base}/`).toString();
}

/** What the deadline rejects with; also the abort reason the transport sees. */
class RequestTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Spec 1 §9's deadline, kept by the client itself rather than by ofetch's `timeout`: ofetch arms that
 * only for a call without a signal of its own, and reports it as whatever the transport rejects with
 * (a FetchError whose cause is a TimeoutError, or a plain AbortError). A transport that ignores the
 * abort (the in-page dev API) would never settle, so the deadline rejects the call in any case.
 */
export function withDeadline<T>(ms: number, call: (signal: AbortSignal) => Promise<T>, callerSignal?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new RequestTimeout(ms);
      controller.abort(timeout);
      reject(timeout);
    }, ms);
  });
  return Promise.race([call(controller.signal), deadline]).finally(() => {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  });
}

export function clientMessageFor(error: unknown): string | undefined {
  if (error instanceof RequestTimeout) return MSG.errors.requestTimeout;
  if (error instanceof FetchError && error.status) return MSG.errors.httpStatus(error.status);
  return undefined;
}

/**
 * An address the admin API handed out (an image, a print file), made absolute against where the API lives:
 * a factory or another system fetching it is not on this page. Absolute addresses are returned as they are.
 */
export function apiAddress(address: string): string {
  return absoluteUrl(config?.baseURL ?? '', address);
}

/** Whether calls will carry a token; pages that must not trigger the session-expiry redirect ask first. */
export function hasSessionToken(): boolean {
  return Boolean(config?.getToken());
}

/**
 * The options of a call to the endpoint E (contract/endpoints/): its path's parameters, its query and its body,
 * typed by the endpoint's schemas, beside the client's own options.
 */
export type CallOptions<E extends Endpoint> = Omit<ApiOptions, 'method' | 'query' | 'body'> &
  (keyof ParamsOf<E> extends never ? { params?: undefined } : { params: ParamsOf<E> }) &
  (undefined extends QueryOf<E> ? { query?: ApiOptions['query'] } : { query: QueryOf<E> }) &
  (unknown extends BodyOf<E> ? { body?: unknown } : { body: BodyOf<E> });

/** A call to one entry of the endpoint table: its method and path from the table, its reply typed by it. */
export function call<E extends Endpoint>(endpoint: E, ...[options]: {} extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]): Promise<ReplyOf<E>> {
  // apiRequest reads the options it knows: `params` goes along unread.
  const path = pathOf(endpoint, (options as { params?: ParamsOf<E> } | undefined)?.params);
  return checkedInDev(endpoint, path, apiRequest<ReplyOf<E>>(path, { ...(options as ApiOptions), method: endpoint.method }));
}

/**
 * Dev server and QA only: the reply against the endpoint's reply schema (replyCheck.ts), loaded apart; in
 * production the table holds no schema (contract/endpoint.ts).
 */
export function checkedInDev<T>(endpoint: Endpoint, path: string, reply: Promise<T>): Promise<T> {
  if (__DEV_TOOLS__) void reply.then((body) => import('./replyCheck').then(({ checkReply }) => checkReply(endpoint, path, body)), () => {});
  return reply;
}

/** A proxy's answer for a service it could not hear from: no word on whether the write was done. */
const GATEWAY_STATUSES = new Set([502, 504]);

/** A write that failed without its answer (no reply, a timeout, a gateway's 502 or 504): it may have been done. */
export const answerLost = (error: unknown): boolean => error instanceof ApiError && (error.status === undefined || GATEWAY_STATUSES.has(error.status));

/** The keys of the tab's writes whose reply never came (retryKeys.ts), kept over a reload. */
const retryKeys = new RetryKeys(uuidV4, sessionStore);

/** The session ended (退出登录, expired): what the tab kept of its lost writes goes with it. */
export function forgetLostWrites(): void {
  retryKeys.forgetAll();
}

/** A body ofetch sends as JSON: a plain object or an array, not a file, form or bytes. */
function isJsonBody(body: unknown): boolean {
  return Array.isArray(body) || (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype);
}

/** Which writes go under a key (contract/retryKey.ts): every POST of JSON, and a PUT or PATCH made from what the tab read. */
function takesRetryKey(method: string, body: unknown): boolean {
  const verb = method.toUpperCase();
  if (!RETRY_KEY_METHODS.has(verb) || !isJsonBody(body)) return false;
  return verb === 'POST' || isMadeFromRead(body);
}

/** One call to the admin API: bearer token, 60 s timeout, and the error catalogue in one place. */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<T> {
  if (!config || !http) throw new Error('API client used before configureApiClient');
  const current = config;
  const token = options.token ?? current.getToken();
  const method = options.method ?? 'GET';
  const writes = method.toUpperCase() !== 'GET';
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  // A write sent again after its reply was lost goes under the same key (contract/retryKey.ts). Only an
  // account's writes are kept by their key: a call without a token (the sign-in, whose body is the password)
  // gets none, and nothing of it is fingerprinted into the tab's storage.
  const write = token && takesRetryKey(method, options.body) ? writeIdentity(token, method, path, options.body) : null;
  const retryKey = write === null ? null : retryKeys.begin(write);
  if (retryKey !== null) headers[RETRY_KEY_HEADER] = retryKey;
  const fetchOptions: FetchOptions<'json'> = {
    method,
    query: options.query,
    body: options.body as FetchOptions['body'],
    retry: false,
    headers,
  };
  const url = absoluteUrl(current.baseURL, path);
  const send = http;
  try {
    const timeoutMs = current.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const reply = (await withDeadline(timeoutMs, (signal) => send<T>(url, { ...fetchOptions, signal }), options.signal)) as T;
    if (writes) retryKeys.answered(path, method);
    noteApiWrite(fetchOptions.method!, path);
    return reply;
  } catch (error) {
    const fetchError = error instanceof FetchError ? error : null;
    // An HTTP status is an answer: the write was judged, and the next one like it is new. Without one (a
    // timeout, a dropped connection, the caller's abort), or with a gateway's (502, 504: the proxy gave up on
    // the service, which may have done the write), a retry takes its key.
    const status = fetchError?.status;
    if (status && !GATEWAY_STATUSES.has(status)) {
      if (writes) retryKeys.answered(path, method);
    } else if (retryKey !== null && token === current.getToken()) {
      // Kept only while its session holds: one that ended while the write ran (退出登录, here or in another
      // tab) leaves nothing of that account in the tab (forgetLostWrites), and no write of the next matches it.
      retryKeys.lose(write!, retryKey, path);
    }
    if (options.signal?.aborted) throw error;
    const own = describeFailure({ url: path, status: fetchError?.status, body: fetchError?.data, clientMessage: clientMessageFor(error) });
    if (options.callerHandles?.(fetchError?.status, own.code)) {
      throw new ApiError(own.text, path, fetchError?.status, own.code, own.traceId, fetchError?.data);
    }
    const outcome = classifyRequestFailure(
      {
        method: fetchOptions.method,
        url: path,
        status: fetchError?.status,
        body: fetchError?.data,
        clientMessage: clientMessageFor(error),
      },
      { skipErrorModal: options.skipErrorModal, auditMode: current.isAuditMode() },
    );
    // A 401 or 403 ends the session it was sent under, not the one signed in since (here or in another
    // tab): a slow call of the last account answering late must not sign the next one out.
    const expiresAnother = outcome.action === 'expire-session' && token !== current.getToken();
    if (!(options.probeOnly && outcome.action === 'expire-session') && !expiresAnother) current.onFailure(outcome);
    if (outcome.action === 'expire-session') throw new ApiError(outcome.text, path, fetchError?.status);
    throw new ApiError(outcome.text, path, fetchError?.status, outcome.code, outcome.traceId);
  }
}
