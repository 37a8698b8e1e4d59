// Node only: mounts the dev API in the dev server (connect/express style middleware). The one file
// under devApi/ allowed to import Node modules; the rest must stay bundleable for the browser.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { bodyLimitOf, declaredLength, payloadTooLarge } from './bodyLimits';
import { errorReply } from './http';
import { fetchSeedFile } from '../files/seedFiles';
import type { DevApi, SeedFileReader } from '../types';

/**
 * Node's reader of seeded binary fixtures (fonts, font previews): their source is a file: URL here
 * (`new URL(..., import.meta.url)` in fixtures/seed/library.ts), which Node's fetch does not open. Any
 * other URL is fetched, as in a browser.
 */
export const readSeedFileFromDisk: SeedFileReader = async (href) => {
  if (!href.startsWith('file:')) return fetchSeedFile(href);
  const contents = await readFile(new URL(href));
  return new Uint8Array(contents.buffer, contents.byteOffset, contents.byteLength);
};

export function createNodeMiddleware(
  api: DevApi,
  options: { prefix?: string } = {},
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const prefix = (options.prefix ?? '/api').replace(/\/+$/, '');
  // Mounted in Node, the dev API reads its binary fixtures from disk (the default, fetch, is the browser's).
  api.useSeedFileReader(readSeedFileFromDisk);
  return (req, res, next) => {
    // Express strips a mount path from req.url; originalUrl keeps the path the dev API routes on.
    const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const pathname = path.split('?')[0]!;
    if (pathname !== prefix && !pathname.startsWith(prefix + '/')) return next();

    const aborter = new AbortController();
    // 'close' also fires after a normal finish; only a response cut short means the client went away.
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });

    // One answer per request: the dev API's, or the 413 when the body outgrows its limit first.
    let answered = false;
    const answer = (response: Response) => {
      if (answered) return;
      answered = true;
      void sendNodeResponse(res, response);
    };
    // A body over the limit is refused as soon as it is known to be: up front by its Content-Length, or
    // when the bytes counted so far pass it. Nothing past the limit is read into memory, and the
    // connection is closed after the 413 rather than drained.
    const limit = bodyLimitOf(pathname);
    const refuseTooLarge = () => {
      res.setHeader('connection', 'close');
      answer(payloadTooLarge(limit));
    };
    const declared = declaredLength(req.headers['content-length']);
    if (declared !== undefined && declared > limit) return refuseTooLarge();

    let request: Request;
    try {
      request = toFetchRequest(req, path, aborter.signal, limitedTo(limit, refuseTooLarge));
    } catch (error) {
      return answer(errorReply(400, 'BAD_REQUEST', `无法解析请求: ${String(error)}`));
    }
    api.handle(request).then(answer, (error: unknown) => {
      if (answered) return;
      // The client hung up during an injected hang or latency: nobody is left to answer.
      if (aborter.signal.aborted) return void res.destroy();
      answer(errorReply(500, 'INTERNAL_ERROR', `开发接口内部错误: ${String(error)}`));
    });
  };
}

/** Passes the bytes through until there are more than `limit`, then calls `onExceeded` and fails the body. */
function limitedTo(limit: number, onExceeded: () => void): () => Transform {
  return () => {
    let total = 0;
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.byteLength;
        if (total <= limit) return callback(null, chunk);
        onExceeded();
        callback(new Error(`request body over ${limit} bytes`));
      },
    });
  };
}

function toFetchRequest(req: IncomingMessage, path: string, signal: AbortSignal, limiter: () => Transform): Request {
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const url = new URL(path, `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    // HTTP/2 pseudo-headers (':path', ...) are not valid Fetch header names.
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1]!);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // duplex 'half' is what Node's fetch requires for a streamed request body; lib.dom does not know it yet.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (hasBody) {
    const counted = req.pipe(limiter());
    // Past the limit the socket stops being read; connection: close then ends it.
    counted.on('error', () => req.unpipe(counted));
    // pipe() does not pass on a client that hung up mid-body: the reader would wait forever.
    req.on('error', (error) => counted.destroy(error));
    req.on('close', () => {
      if (!req.complete) counted.destroy(new Error('the client closed the request before its body ended'));
    });
    init.body = Readable.toWeb(counted) as unknown as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendNodeResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) return void res.end();
  try {
    await pipeline(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>), res);
  } catch {
    // The client went away mid-body; pipeline has already destroyed the socket side.
  }
}
