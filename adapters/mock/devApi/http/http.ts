import { randomHex } from './encoding';

/** Thrown by route handlers; handle() turns it into the error body the console's catalogue reads (spec 1 §8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function newTraceId(): string {
  return 'dev-' + randomHex(8);
}

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Every error the dev API sends has this shape with a fresh trace id, like the real service. */
export function errorReply(status: number, code: string, message: string): Response {
  return json({ traceId: newTraceId(), code, message: shownMessage(message) }, status);
}

/** No refusal of ours is longer; past it is what a request sent (an id, a code) and is said back in part. */
const MESSAGE_MAX = 300;
/**
 * What a request sent may hold that no refusal of ours does: control characters (C0 and C1: NUL, BEL, a line
 * break, CSI), which a log or terminal showing the message would act on, and format characters (direction
 * controls, zero-width ones, the byte-order mark) and the line and paragraph separators, which reorder, hide
 * or break the words around them. Every error passes here (errorReply), so each quoted value is made safe once.
 */
const UNSEEN = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A message as the console shows it in its error modal: what a request sent is said back readable and short. */
export function shownMessage(message: string): string {
  const characters = Array.from(message.replace(UNSEEN, ''));
  return characters.length > MESSAGE_MAX ? `${characters.slice(0, MESSAGE_MAX).join('')}…` : characters.join('');
}

export function badRequest(message: string, code = 'BAD_REQUEST'): HttpError {
  return new HttpError(400, code, message);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The essence of a Content-Type is application/json; a charset or other parameter may follow. */
export function isJsonType(contentType: string | null): boolean {
  return contentType !== null && contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

export const JSON_BODY_REQUIRED = '请求体必须是 JSON (Content-Type: application/json)';

/**
 * Every route's JSON body is read here (the router's body()). One not declared JSON is refused before it is
 * read: a page elsewhere can post text/plain, a form or an untyped Blob through the merchant's browser
 * without asking first, but never application/json, so this keeps such a page from writing with the
 * merchant's cookie whatever else guards the route.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (!isJsonType(request.headers.get('content-type'))) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_BODY_REQUIRED);
  let body: unknown;
  try {
    // Bytes that are not UTF-8 are refused, not read as U+FFFD: a name would be stored as something nobody typed.
    body = JSON.parse(STRICT_UTF8.decode(await request.arrayBuffer()));
  } catch {
    throw badRequest('请求体不是有效的 JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体必须是 JSON 对象');
  return body as Record<string, unknown>;
}
