// @vitest-environment node
// What an attacker could do with the dev API through a merchant's browser, or
// by uploading a file, and what it now refuses (ROUTES.md "Uploaded files", "Dev tools").
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { MAX_FILE_BYTES, MAX_JSON_BODY_BYTES } from '../../../adapters/mock/devApi/http/bodyLimits';
import { mimeTypeOf } from '../../../adapters/mock/devApi/files/mime';
import { BASE, call, errorOf, freshApi, login } from './helpers';
import { casePng } from '../../support/pngFile';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EVIL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><circle cx="150" cy="150" r="100" fill="#f53f3f"/></svg>';

/** The three upload steps (spec 1 §7) with `bytes` as the part, typed `partType`; answers the file's URL and id. */
async function upload(api: DevApi, token: string, fileName: string, bytes: Uint8Array | string, partType: string) {
  const formReply = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName, type: 1 } });
  const form = (await formReply.json()) as { uploadUrl: string; params: Record<string, string>; fileId: string; fileUrl: string };
  const body = new FormData();
  for (const [key, value] of Object.entries(form.params)) body.append(key, value);
  body.append('file', new Blob([bytes as BlobPart], { type: partType }), fileName);
  const stored = await api.handle(new Request(form.uploadUrl, { method: 'POST', body }));
  return { ...form, stored };
}

async function uploaded(api: DevApi, token: string, fileName: string, bytes: Uint8Array | string, partType: string): Promise<Response> {
  const { stored, fileUrl } = await upload(api, token, fileName, bytes, partType);
  expect(stored.status).toBe(204);
  return api.handle(new Request(fileUrl));
}

describe('uploaded files are served so that none can run as the console', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  it('serves an image inline, with nosniff and a CSP that allows no script', async () => {
    const content = await uploaded(api, token, '图库.png', PNG, 'image/png');
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    expect(content.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(content.headers.get('content-disposition')).toBeNull();
  });

  it.each([
    ['page.html', 'text/html', 'text/html'],
    ['page.html', '', 'application/octet-stream'],
    ['data.xml', 'application/xml', 'application/xml'],
    ['x.png', 'text/html; charset=utf-8', 'text/html'],
    ['orders.zip', '', 'application/zip'],
  ])('serves %s sent as "%s" as an attachment under a sandbox CSP', async (fileName, partType, storedType) => {
    const { stored, fileId, fileUrl } = await upload(api, token, fileName, '<script>alert(1)</script>', partType);
    expect(stored.status).toBe(204);
    expect(api.files.get(fileId)?.mimeType).toBe(storedType);
    const content = await api.handle(new Request(fileUrl));
    expect(content.headers.get('content-type')).toBe('application/octet-stream');
    expect(content.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    expect(content.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names a Chinese attachment in UTF-8 with an ASCII fallback', async () => {
    const content = await uploaded(api, token, '订单.txt', 'x', 'text/plain');
    expect(content.headers.get('content-disposition')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''${encodeURIComponent('订单.txt')}`);
  });

  it('stores an SVG sticker without its script, and serves it inline as SVG', async () => {
    const { stored, fileId, fileUrl } = await upload(api, token, '贴纸.svg', EVIL_SVG, 'image/svg+xml');
    expect(stored.status).toBe(204);
    const content = await api.handle(new Request(fileUrl));
    expect(content.headers.get('content-type')).toBe('image/svg+xml');
    expect(content.headers.get('content-security-policy')).toContain('sandbox');
    const text = await content.text();
    expect(text).toContain('<circle cx="150" cy="150" r="100" fill="#f53f3f"/>');
    expect(text).not.toMatch(/script|onload|alert/);
    expect(new TextDecoder().decode(api.files.get(fileId)!.bytes)).toBe(text);
  });

  it('sanitises an SVG known by its name or by a declared type with parameters', async () => {
    for (const [fileName, partType] of [['贴纸.svg', ''], ['sticker', 'image/svg+xml; charset=utf-8'], ['贴纸.svg', 'application/octet-stream']]) {
      const content = await uploaded(api, token, fileName!, EVIL_SVG, partType!);
      expect(content.headers.get('content-type')).toBe('image/svg+xml');
      expect(await content.text()).not.toContain('script');
    }
  });

  it('refuses an SVG it cannot sanitise, and never serves it', async () => {
    const { stored, fileUrl } = await upload(api, token, 'xxe.svg', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', 'image/svg+xml');
    expect(stored.status).toBe(400);
    expect((await errorOf(stored)).code).toBe('SVG_REJECTED');
    expect((await api.handle(new Request(fileUrl))).status).toBe(404);
  });

  it('applies the same rules to the simulated marketplace cloud', async () => {
    const store = (body: string, type: string, name: string) =>
      call(api, '/api/__dev/cloud_files', { method: 'POST', body, headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) } });
    const svg = (await (await store(EVIL_SVG, 'image/svg+xml', '贴纸.svg')).json()) as { url: string; fileSize: number };
    const served = await api.handle(new Request(svg.url));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await served.text();
    expect(text).not.toContain('script');
    expect(svg.fileSize).toBe(new TextEncoder().encode(text).byteLength);

    const html = (await (await store('<script>alert(1)</script>', 'text/html', 'x.html')).json()) as { url: string };
    const page = await api.handle(new Request(html.url));
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    const refused = await store('<svg><g></svg>', 'image/svg+xml', 'broken.svg');
    expect(refused.status).toBe(400);
  });
});

describe('POST /api/files/taobao takes the marketplace image hosts only', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  const register = (url: string) =>
    call(api, '/api/files/taobao', { method: 'POST', token, body: { url, taobaoFileId: '1', uploadTime: 1, fileSize: 10, type: 1 } });

  it.each([
    'https://img.alicdn.com/imgextra/i1/123/O1CN01abc.jpg',
    'https://gw.alicdn.com/bao/uploaded/i4/O1CN01x.png',
    'https://gd2.alicdn.com/imgextra/x.png',
    'https://IMG.ALICDN.COM/x.png',
    'https://img01.taobaocdn.com/bao/x.jpg',
    'https://img.tbcdn.cn/x.png',
  ])('registers %s and redirects its content there', async (url) => {
    const response = await register(url);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const content = await call(api, `/api/files/${id}/content`, { token });
    expect(content.status).toBe(302);
    expect(content.headers.get('location')).toBe(new URL(url).href);
  });

  it.each([
    'http://img.alicdn.com/x.png',
    'https://evil.example/x.png',
    'https://img.alicdn.com.evil.example/x.png',
    'https://evilalicdn.com/x.png',
    'https://alicdn.com@evil.example/x.png',
    'https://user:pass@img.alicdn.com/x.png',
    'https://img.alicdn.com:8443/x.png',
    'javascript:alert(1)//img.alicdn.com',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/api/files/1001/content',
    `${BASE}/api/users/me`,
    'http://evil.example/api/__dev/cloud_files/tb1001',
    '/api/__dev/cloud_files/tb1001?next=https://evil.example',
    'not a url at all ::',
  ])('refuses %s and stores nothing', async (url) => {
    const before = (await register('https://img.alicdn.com/before.png').then((r) => r.json())) as { id: string };
    const response = await register(url);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('URL_NOT_ALLOWED');
    expect(api.files.get(String(Number(before.id) + 1))).toBeUndefined();
  });

  it('registers the dev API’s own simulated cloud files, absolute or as a path', async () => {
    const cloudId = async (on: DevApi) => {
      const stored = await call(on, '/api/__dev/cloud_files', { method: 'POST', body: new Uint8Array(casePng(20, 20)), headers: { 'x-file-name': 'a.png', 'content-type': 'image/png' } });
      return ((await stored.json()) as { taobaoFileId: string }).taobaoFileId;
    };
    for (const url of [`${BASE}/api/__dev/cloud_files/${await cloudId(api)}`, `/api/__dev/cloud_files/${await cloudId(api)}`]) {
      const response = await call(api, '/api/files/taobao', { method: 'POST', token, body: { url, uploadTime: 1, fileSize: 10, type: 1 } });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      expect(api.files.get(id)?.url).toBe(url);
    }
    // Without a configured origin (the dev server), the request's own origin is ours.
    const plain = createDevApi();
    const plainId = await cloudId(plain);
    const reply = await call(plain, '/api/files/taobao', {
      method: 'POST',
      token: await login(plain),
      body: { url: `${BASE}/api/__dev/cloud_files/${plainId}`, taobaoFileId: plainId, type: 1 },
    });
    expect(reply.status).toBe(200);
  });
});

describe('/api/__dev/* refuses other origins and bodies that are not JSON', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  /** A change that a reset would undo: a brand of our own. */
  async function addBrand(): Promise<string> {
    const reply = await call(api, '/api/phone_brands', { method: 'POST', token, body: { name: '标记品牌' } });
    return ((await reply.json()) as { id: string }).id;
  }
  const brandNames = async () =>
    ((await (await call(api, '/api/phone_brands', { token })).json()) as Array<{ name: string }>).map((brand) => brand.name);

  const crossSite: Array<[string, Record<string, string>]> = [
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another port)', { 'sec-fetch-site': 'same-site' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['a no-cors POST as a browser sends it', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'content-type': 'text/plain;charset=UTF-8' }],
  ];

  it.each(crossSite)('refuses a reset with %s, with 403 and a JSON error, and keeps the data', async (_name, headers) => {
    await addBrand();
    const response = await call(api, '/api/__dev/reset', { method: 'POST', headers, body: '{}' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await errorOf(response)).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED', message: '开发工具接口只接受同源请求' });
    expect(await brandNames()).toContain('标记品牌');
  });

  it.each(['/api//__dev/reset', '/api/__dev//reset', '//api/__dev/reset/', '/api/__dev/reset//'])(
    'refuses a cross-site reset spelled %s: the guard sees the path the router matches',
    async (path) => {
      await addBrand();
      const response = await call(api, path, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'text/plain' } });
      expect(response.status).toBe(403);
      expect(await brandNames()).toContain('标记品牌');
    },
  );

  it.each(crossSite)('refuses a fault rule with %s, so no route hangs', async (_name, headers) => {
    const body = JSON.stringify({ path: '*', hang: true });
    const response = await call(api, '/api/__dev/faults', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect(response.status).toBe(403);
    expect(api.faults.list()).toEqual([]);
  });

  it('refuses clearing faults and storing or deleting cloud files from another origin', async () => {
    api.faults.add({ path: '/api/users/me', status: 500 });
    const evil = { origin: 'https://evil.example' };
    expect((await call(api, '/api/__dev/faults', { method: 'DELETE', headers: evil })).status).toBe(403);
    expect(api.faults.list()).toHaveLength(1);
    const stored = await call(api, '/api/__dev/cloud_files', { method: 'POST', body: PNG, headers: { ...evil, 'content-type': 'image/png' } });
    expect(stored.status).toBe(403);
    const mine = (await (await call(api, '/api/__dev/cloud_files', { method: 'POST', body: PNG, headers: { 'content-type': 'image/png' } })).json()) as {
      taobaoFileId: string;
    };
    const deleted = await call(api, `/api/__dev/cloud_files/${mine.taobaoFileId}`, { method: 'DELETE', headers: evil });
    expect(deleted.status).toBe(403);
    // Reading stays open: a page elsewhere cannot read the reply, and an <img> must load a cloud file.
    expect((await call(api, `/api/__dev/cloud_files/${mine.taobaoFileId}`, { headers: evil })).status).toBe(200);
    expect((await call(api, '/api/__dev/faults', { headers: evil })).status).toBe(200);
  });

  it('takes requests from its own origin, and from callers that are no browser page (curl, tests, the mock adapter)', async () => {
    const callers: Array<Record<string, string>> = [{ origin: BASE, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of callers) {
      const added = await call(api, '/api/__dev/faults', { method: 'POST', headers, body: { path: '/api/users/me', status: 418 } });
      expect(added.status).toBe(200);
      expect((await call(api, '/api/__dev/faults', { method: 'DELETE', headers })).status).toBe(200);
      await addBrand();
      expect((await call(api, '/api/__dev/reset', { method: 'POST', headers })).status).toBe(200);
      expect(await brandNames()).not.toContain('标记品牌');
    }
    // The dev server has no configured origin: the one the request was addressed to is its own.
    const plain = createDevApi();
    const reset = await plain.handle(new Request('http://localhost:8080/api/__dev/reset', { method: 'POST', headers: { origin: 'http://localhost:8080' } }));
    expect(reset.status).toBe(200);
  });

  it('refuses a body that is not JSON with 415, even without an Origin', async () => {
    const asText = await call(api, '/api/__dev/faults', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ path: '*', hang: true }) });
    expect(asText.headers.get('content-type')).toContain('application/json');
    expect(asText.status).toBe(415);
    expect((await errorOf(asText)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const untyped = await api.handle(new Request(`${BASE}/api/__dev/faults`, { method: 'POST', body: new Uint8Array([123, 125]) }));
    expect(untyped.status).toBe(415);
    const form = await call(api, '/api/__dev/reset', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(form.status).toBe(415);
    expect(api.faults.list()).toEqual([]);
  });
});

describe('request bodies have a size limit', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  it('answers 413 for a JSON body over the limit, and takes one just under it', async () => {
    const padding = (size: number) => JSON.stringify({ path: '/api/x', status: 500, body: 'x'.repeat(size) });
    const over = await call(api, '/api/__dev/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: padding(MAX_JSON_BODY_BYTES) });
    expect(over.status).toBe(413);
    expect((await errorOf(over)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(api.faults.list()).toEqual([]);
    const under = await call(api, '/api/__dev/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: padding(MAX_JSON_BODY_BYTES - 100) });
    expect(under.status).toBe(200);
    const brand = await call(api, '/api/phone_brands', { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) }) });
    expect(brand.status).toBe(413);
  });

  it('answers 413 from a declared Content-Length without reading the body', async () => {
    const response = await call(api, '/api/users/login', { method: 'POST', headers: { 'content-length': String(MAX_JSON_BODY_BYTES + 1) } });
    expect(response.status).toBe(413);
  });

  it('takes a file as big as a CJK font, and refuses one over the file limit', async () => {
    const font = new Uint8Array(20 * 1024 * 1024);
    const { stored } = await upload(api, token, '思源黑体.otf', font, 'font/otf');
    expect(stored.status).toBe(204);
    const { stored: tooBig, fileUrl } = await upload(api, token, 'huge.otf', new Uint8Array(MAX_FILE_BYTES + 1), 'font/otf');
    expect(tooBig.status).toBe(413);
    expect((await api.handle(new Request(fileUrl))).status).toBe(404);
    const cloud = await call(api, '/api/__dev/cloud_files', { method: 'POST', body: new Uint8Array(MAX_FILE_BYTES + 1), headers: { 'content-type': 'image/png' } });
    expect(cloud.status).toBe(413);
    // 52 MB through the multipart parser: 3 s on an idle machine, several times that while another suite runs.
  }, 60_000);
});

describe('MIME lookup', () => {
  // Extensions are lower-cased first, so `constructor` is the member an object literal would have found.
  it.each(['a.constructor', 'a.Constructor', 'a.toString', 'a.__proto__'])('knows nothing of %s', (fileName) => {
    expect(mimeTypeOf(fileName)).toBe('application/octet-stream');
  });

  it('stores and serves a file named after a prototype member as an opaque attachment', async () => {
    const api = freshApi();
    const token = await login(api);
    const content = await uploaded(api, token, 'a.constructor', 'x', '');
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/octet-stream');
  });
});

describe('fault rules are capped', () => {
  let api: DevApi;
  beforeEach(() => {
    api = freshApi();
  });
  const add = (rule: Record<string, unknown>) => call(api, '/api/__dev/faults', { method: 'POST', body: rule });

  it('takes latency up to 120000 ms and times up to 1000, and refuses more with a clear 400', async () => {
    expect((await add({ path: '/api/*', latencyMs: 120_000 })).status).toBe(200);
    expect((await add({ path: '/api/*', times: 1000 })).status).toBe(200);
    const slow = await add({ path: '/api/*', latencyMs: 120_001 });
    expect(slow.status).toBe(400);
    expect((await errorOf(slow)).message).toBe('latencyMs 必须是 0 到 120000 之间的毫秒数（要让请求一直挂起请用 hang）');
    const many = await add({ path: '/api/*', times: 1001 });
    expect(many.status).toBe(400);
    expect((await errorOf(many)).message).toBe('times 必须是 1 到 1000 之间的整数（不填则一直生效）');
    expect(api.faults.list()).toHaveLength(2);
  });

  it('holds at most 100 rules', async () => {
    for (let i = 0; i < 100; i++) expect((await add({ path: `/api/x${i}`, status: 500 })).status).toBe(200);
    const refused = await add({ path: '/api/one-more', status: 500 });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ code: 'TOO_MANY_FAULTS', message: '故障规则最多 100 条，请先清除 (DELETE /api/__dev/faults)' });
    expect(api.faults.list()).toHaveLength(100);
  });
});

describe('a merchant route reads only a body declared JSON', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  const brandNames = async () => ((await (await call(api, '/api/phone_brands', { token })).json()) as Array<{ name: string }>).map((brand) => brand.name);

  it.each([
    ['text/plain, as a page elsewhere posts it without asking first', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no type at all (a Blob without one)', {}],
  ])('refuses %s with 415 and creates nothing', async (_, headers) => {
    const sent = await call(api, '/api/phone_brands', { method: 'POST', token, headers, body: new TextEncoder().encode(JSON.stringify({ name: '跨站品牌' })) });
    expect(sent.status).toBe(415);
    const error = await errorOf(sent);
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toBe('请求体必须是 JSON (Content-Type: application/json)');
    expect(await brandNames()).not.toContain('跨站品牌');
  });

  it('takes application/json with a charset, in any case', async () => {
    const sent = await call(api, '/api/phone_brands', { method: 'POST', token, headers: { 'content-type': 'Application/JSON; charset=utf-8' }, body: JSON.stringify({ name: '同源品牌' }) });
    expect(sent.status).toBe(200);
    expect(await brandNames()).toContain('同源品牌');
  });
});
