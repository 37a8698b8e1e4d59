// deploy/nginx.conf as an operator installs it, served by a real nginx (Debian's, which .ci/run installs): the
// production build from its root, the admin API (here the test server's dev API) behind its /api/ proxy.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/freePort';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../support/consoleServer';
import { signIn, useConsole } from './fixtures';

const e2e = useConsole({ bundle: 'production' });
const SERVER_BLOCK = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX) console.warn('nginx is not installed (.ci/run installs it): the deploy/nginx.conf tests are skipped');

/** The server block with what an operator sets changed for this machine: the port, the folder, the API. */
function serverBlock(port: number, api: string): string {
  const block = readFileSync(SERVER_BLOCK, 'utf8');
  const edits: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /srv/console/dist;', `root ${DIST};`],
    ['proxy_pass https://admin.example.com;', `proxy_pass ${api};`],
  ];
  return edits.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    return text.replace(from, to);
  }, block);
}

let nginx: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  if (!NGINX) return;
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  symlinkSync('/etc/nginx/mime.types', join(dir, 'mime.types'));
  const port = await freePort();
  writeFileSync(join(dir, 'server.conf'), serverBlock(port, e2e.server.url));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; master_process off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;\nevents {}\nhttp { access_log off; ${temp} include server.conf; }\n`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  base = `http://127.0.0.1:${port}`;
  // Ready once it answers; a config it refuses ends the process with the reason on stderr.
  let failed = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (failed += chunk.toString()));
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx refused deploy/nginx.conf: ${failed}`);
    if (await fetch(`${base}/favicon.ico`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(() => {
  nginx?.kill();
});

/** The policy every answer carries, as dist/_headers states it. */
function expectPolicy(headers: Headers): void {
  const policy = readFileSync(join(DIST, '_headers'), 'utf8');
  expect(policy).toContain(`Content-Security-Policy: ${headers.get('content-security-policy')}`);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe.runIf(NGINX)('deploy/nginx.conf in a real nginx', () => {
  it('answers a route with index.html, revalidated; a real asset kept a year and gzipped; a missing one a 404 page; the favicon itself', async () => {
    const route = await fetch(`${base}/app/order_management?page=2`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toBe(readFileSync(join(DIST, 'index.html'), 'utf8'));
    expectPolicy(route.headers);

    const script = readdirSync(join(DIST, 'assets')).find((name) => name.startsWith('main.') && name.endsWith('.js'))!;
    const asset = await fetch(`${base}/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('max-age=31536000');
    expectPolicy(asset.headers);
    // Compressed for a browser that asks (fetch reads the body back out): the budgets are gzip sizes.
    const style = readdirSync(join(DIST, 'assets')).find((name) => name.startsWith('main.') && name.endsWith('.css'))!;
    for (const name of [script, style]) {
      const packed = await fetch(`${base}/assets/${name}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(packed.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await packed.arrayBuffer())).toEqual(readFileSync(join(DIST, 'assets', name)));
    }

    const missing = await fetch(`${base}/assets/main.0000dead.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(await missing.text()).toContain('文件不存在');
    expectPolicy(missing.headers);

    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(readFileSync(join(DIST, 'favicon.ico')));
  });

  it('passes /api/ to the admin API: a login reaches it and its answer comes back whole', async () => {
    const reply = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ token: expect.any(String) });
    expect(e2e.server.requests).toContain('POST /api/users/login');
  });

  it('opens a deep link signed in and keeps it across a reload', async () => {
    const { page } = e2e;
    await signIn(page, base);
    await page.goto(`${base}/app/order_management?page=2`);
    await page.getByRole('heading', { name: '订单管理' }).waitFor();
    await page.locator('.order-pagination').getByText(/共 \d+ 条/).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '订单管理' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/app/order_management?page=2');
    expect(await page.locator('.order-pagination .arco-pagination-item-active').innerText()).toBe('2');
  });
});
