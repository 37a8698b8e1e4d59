// The production build served as a static host configured by its `_redirects` serves it (docs/deploying.md,
// "Every path is index.html"): the test server reads the file the build wrote and applies its rules where no file answers a path
// (test/support/consoleServer.ts), so an address a merchant bookmarked, reloads or is sent opens its screen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, DIST_QA } from '../support/consoleServer';
import { matchRedirect, parseRedirects, redirectRules } from '../support/redirectRules';
import { signIn, useConsole } from './fixtures';

const e2e = useConsole({ bundle: 'production' });

/** The entry script index.html loads, as its address. */
function entryScript(): string {
  const src = /<script[^>]+src="([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1];
  if (!src) throw new Error('dist/index.html loads no script');
  return new URL(src, 'http://x').pathname;
}

describe('the production build behind its _redirects', () => {
  it('writes _redirects: a missing asset is a 404 page, every other path that is no file is index.html', () => {
    expect(readFileSync(join(DIST, '_redirects'), 'utf8')).toBe('/assets/*  /assets/404.html  404\n/*  /index.html  200\n');
    // The QA build keeps its host simulator's page for its own paths, before the console's fallback.
    expect(redirectRules(DIST_QA).map(({ from }) => from)).toEqual(['/assets/*', '/__qianniu/*', '/*']);
    for (const dist of [DIST, DIST_QA]) {
      for (const rule of redirectRules(dist)) expect(existsSync(join(dist, rule.to)), `${dist}${rule.to}`).toBe(true);
    }
    const rules = parseRedirects(readFileSync(join(DIST, '_redirects'), 'utf8'));
    expect(matchRedirect(rules, '/app/order_management')).toMatchObject({ to: '/index.html', status: 200 });
    expect(matchRedirect(rules, '/assets/main.0000dead.js')).toMatchObject({ to: '/assets/404.html', status: 404 });
  });

  it('opens /app/order_management signed in, straight from the address, and keeps it across a reload', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const response = await page.goto(`${server.url}/app/order_management?page=2`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // The page the host sends carries the policy of `_headers` like any other.
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await page.getByRole('heading', { name: '订单管理' }).waitFor();
    await page.locator('.order-pagination').getByText(/共 \d+ 条/).waitFor();
    await expect.poll(() => page.title()).toMatch(/^订单管理/);

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/app/order_management?page=2');
    await page.getByRole('heading', { name: '订单管理' }).waitFor();
    await page.locator('.order-pagination').getByText(/共 \d+ 条/).waitFor();
    expect(await page.locator('.order-pagination .arco-pagination-item-active').innerText()).toBe('2');
  });

  it('sends a signed-out merchant who opens a page to sign in, then back to that page', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/app/order_management?page=2`);
    await page.getByRole('heading', { name: '商家登录' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByPlaceholder('用户名').fill('demo');
    await page.getByPlaceholder('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: '订单管理' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/app/order_management?page=2');
    await page.locator('.order-pagination').getByText(/共 \d+ 条/).waitFor();
  });

  it('opens /login straight from the address with its form', async () => {
    const { page, server } = e2e;
    const response = await page.goto(`${server.url}/login`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '商家登录' }).waitFor();
    await page.getByPlaceholder('用户名').waitFor();
    await page.getByPlaceholder('密码').waitFor();
    await page.getByRole('button', { name: '登录' }).waitFor();
  });

  it('serves a real asset as itself, to keep for good, and a missing one as a 404 that is not index.html', async () => {
    const { server } = e2e;
    const script = entryScript();
    const real = await fetch(`${server.url}${script}`);
    expect(real.status).toBe(200);
    expect(real.headers.get('content-type')).toContain('text/javascript');
    expect(real.headers.get('cache-control')).toContain('immutable');
    expect(await real.text()).toBe(readFileSync(join(DIST, script), 'utf8'));

    // What a tab opened before a deploy asks for: a chunk of the build before.
    const missing = await fetch(`${server.url}${script.replace(/\.[0-9a-f]{8}\.js$/, '.0000dead.js')}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    const body = await missing.text();
    expect(body).toContain('文件不存在');
    expect(body).not.toBe(readFileSync(join(DIST, 'index.html'), 'utf8'));
    expect(body).not.toContain('<script');
  });

  it('loads the page a stale address of a missing asset shows, in Chinese and without a script', async () => {
    const { page, server } = e2e;
    const response = await page.goto(`${server.url}/assets/screens.0000dead.js`);
    expect(response?.status()).toBe(404);
    await page.getByText('文件不存在：商家后台可能已经更新，请刷新页面。').waitFor();
    expect(await page.title()).toBe('文件不存在');
  });
});
