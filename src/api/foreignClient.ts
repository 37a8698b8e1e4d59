// Calls to another service than the admin API (the AI cutout host, spec 2 §7), apart from client.ts so that only
// the screens that make them carry this code: the same transport (so the mock adapter answers them in the page)
// and deadline, but never the session's bearer token, which is not that service's to see, and no error modal or
// session end: the caller says what went wrong.
import { FetchError, type FetchOptions } from 'ofetch';
import type { BodyOf, Endpoint, ReplyOf } from '../../contract/endpoint';
import { ApiError, absoluteUrl, checkedInDev, clientMessageFor, transport, withDeadline } from './client';
import { describeFailure } from './errorCatalogue';

interface ForeignOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A call to an entry of the endpoint table that another service answers, at `url`, the service's address
 * followed by the entry's path there: its method and body type from the entry, its reply typed and, in the dev
 * server and QA, checked by it as `call`'s are.
 */
export function foreignCall<E extends Endpoint>(endpoint: E, url: string, options: Omit<ForeignOptions, 'body'> & (unknown extends BodyOf<E> ? { body?: undefined } : { body: BodyOf<E> })): Promise<ReplyOf<E>> {
  return checkedInDev(endpoint, url, foreignRequest<ReplyOf<E>>(endpoint.method, url, options));
}

async function foreignRequest<T>(method: Endpoint['method'], url: string, options: ForeignOptions): Promise<T> {
  const { send, timeoutMs } = transport();
  const target = absoluteUrl('', url);
  const fetchOptions: FetchOptions<'json'> = {
    method,
    body: options.body as FetchOptions['body'],
    retry: false,
    headers: options.headers ?? {},
  };
  try {
    return (await withDeadline(timeoutMs, (signal) => send<T>(target, { ...fetchOptions, signal }), options.signal)) as T;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const fetchError = error instanceof FetchError ? error : null;
    const own = describeFailure({ url, status: fetchError?.status, body: fetchError?.data, clientMessage: clientMessageFor(error) });
    throw new ApiError(own.text, url, fetchError?.status, own.code, own.traceId);
  }
}
