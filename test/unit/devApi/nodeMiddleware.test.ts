import { createServer, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { MAX_JSON_BODY_BYTES } from '../../../adapters/mock/devApi/http/bodyLimits';
import { createNodeMiddleware } from '../../../adapters/mock/devApi/http/nodeMiddleware';

describe('dev API node middleware', () => {
  let server: Server;
  let origin: string;
  let api: DevApi;
  const seen: Request[] = [];

  beforeEach(async () => {
    seen.length = 0;
    // The api is created once the port is known, so that uploadUrl and fileUrl are absolute.
    let middleware: ReturnType<typeof createNodeMiddleware> | undefined;
    server = createServer((req, res) => {
      middleware!(req, res, () => {
        res.statusCode = 299;
        res.end('next');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    api = createDevApi({ origin });
    const recording: DevApi = {
      ...api,
      handle: (request) => {
        seen.push(request);
        return api.handle(request);
      },
    };
    middleware = createNodeMiddleware(recording);
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('uploads a file over real HTTP multipart and reads the same bytes back', async () => {
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEV_ACCOUNTS.merchant),
    });
    const { token } = (await login.json()) as { token: string };
    const authorization = `Bearer ${token}`;
    const formReply = await fetch(`${origin}/api/files/upload_form`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: '线框图.png', type: 4 }),
    });
    const form = (await formReply.json()) as { uploadUrl: string; params: Record<string, string>; fileId: string; fileUrl: string };
    expect(form.uploadUrl).toBe(`${origin}/api/files/storage`);

    // Big enough to arrive in several chunks through the streamed request body.
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 256);
    const body = new FormData();
    for (const [key, value] of Object.entries(form.params)) body.append(key, value);
    body.append('file', new Blob([bytes], { type: 'image/png' }), '线框图.png');
    expect((await fetch(form.uploadUrl, { method: 'POST', body })).status).toBe(204);

    const result = await fetch(`${origin}/api/files/upload_result`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ success: true, fileId: form.fileId, uploadTime: Date.now(), fileSize: bytes.byteLength, errorMessage: null }),
    });
    expect(result.status).toBe(200);

    const content = await fetch(form.fileUrl);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    // Digests, not toEqual: vitest's deep equality over 300,000 elements takes over a second.
    const received = new Uint8Array(await content.arrayBuffer());
    expect(received.byteLength).toBe(bytes.byteLength);
    expect(await sha256(received)).toBe(await sha256(bytes));
    expect(seen.map((request) => new URL(request.url).host)).toContain(new URL(origin).host);
  });

  it('passes requests outside the prefix to next', async () => {
    const response = await fetch(`${origin}/app/index.html`);
    expect(response.status).toBe(299);
    expect(await response.text()).toBe('next');
    expect(seen).toHaveLength(0);
  });

  it('answers 413 to a declared Content-Length over the limit before the dev API sees the request', async () => {
    const reply = await rawRequest(origin, '/api/users/login', { 'content-type': 'application/json', 'content-length': String(MAX_JSON_BODY_BYTES + 1) }, (req) => {
      req.write('{"username":');
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(reply.headers.connection).toBe('close');
    expect(seen).toHaveLength(0);
  });

  it('answers 413 to an endless chunked body while it is still arriving, without buffering it', async () => {
    let written = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const reply = rawRequest(origin, '/api/users/login', { 'content-type': 'application/json' }, (req) => {
      // Never ends: only a server that stops at its limit can answer this request at all.
      const pump = () => {
        while (!answered && !req.destroyed && written < 20 * MAX_JSON_BODY_BYTES) {
          written += chunk.byteLength;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    const { status, body } = await reply.finally(() => (answered = true));
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(written).toBeLessThan(20 * MAX_JSON_BODY_BYTES);
  });

  it('refuses a POST to /api/__dev/* from another origin over real HTTP, and takes one from its own', async () => {
    const rules = () => api.handle(new Request(`${origin}/api/__dev/faults`)).then((r) => r.json());
    const rule = JSON.stringify({ path: '/api/*', hang: true });
    const foreign = await rawRequest(origin, '/api/__dev/faults', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, (req) => req.end(rule));
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED' });
    expect(await rules()).toEqual([]);
    const own = await rawRequest(origin, '/api/__dev/faults', { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, (req) => req.end(rule));
    expect(own.status).toBe(200);
    expect(await rules()).toEqual([{ path: '/api/*', hang: true }]);
  });

  it('aborts the request signal when the client disconnects', async () => {
    api.faults.add({ path: '/api/users/me', hang: true });
    const client = new AbortController();
    const pending = fetch(`${origin}/api/users/me`, { signal: client.signal }).catch((error: Error) => error.name);
    await waitFor(() => seen.length === 1);
    expect(seen[0]!.signal.aborted).toBe(false);
    client.abort();
    expect(await pending).toBe('AbortError');
    await waitFor(() => seen[0]!.signal.aborted);
  });
});

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** node:http rather than fetch: it can send any Origin, and keep writing a body after the answer came. */
function rawRequest(
  origin: string,
  path: string,
  headers: OutgoingHttpHeaders,
  writeBody: (req: ClientRequest) => void,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, body });
      });
    });
    // Writing on after the server answered and closed is expected here: EPIPE and resets are not failures.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    writeBody(req);
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
