import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';

export const BASE = 'http://dev.local';

export interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One request to the dev API, in-process, the way the mock adapter makes it. An object is sent as JSON, and so
 * is a string (JSON as written, broken or not) unless `headers` name another type; bytes and forms go as given.
 */
export function call(api: DevApi, path: string, { method = 'GET', body, token, headers = {}, signal }: Call = {}): Promise<Response> {
  const sent: Record<string, string> = { ...headers };
  const init: RequestInit = { method, headers: sent, signal };
  if (token) sent.authorization = `Bearer ${token}`;
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  if (body instanceof FormData || body instanceof Uint8Array) {
    init.body = body as BodyInit;
  } else if (typeof body === 'string') {
    init.body = body;
    if (!typed) sent['content-type'] = 'application/json';
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    sent['content-type'] = 'application/json';
  }
  return api.handle(new Request(BASE + path, init));
}

export async function login(api: DevApi, account: { username: string; password: string } = DEV_ACCOUNTS.merchant): Promise<string> {
  const response = await call(api, '/api/users/login', { method: 'POST', body: account });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface ErrorBody {
  traceId: string;
  code: string;
  message: string;
}

/** Reads an error reply and checks the shape every error must have (spec 1 §8 reads traceId, code, message). */
export async function errorOf(response: Response): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody;
  if (!/^dev-[0-9a-f]{16}$/.test(body.traceId)) throw new Error(`error without a trace id: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A reply's value with every file address made unsigned (`?owner=…&sig=…` dropped): for comparing what two
 * dev APIs answer, whose file-signing secrets differ (fileLinks.ts).
 */
export function withoutFileSignatures<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/(\/api\/files\/[^/"?]+\/content)\?owner=[^&"]*&sig=[0-9a-f]{64}/g, '$1')) as T;
}

export function freshApi(): DevApi {
  return createDevApi({ origin: BASE });
}
