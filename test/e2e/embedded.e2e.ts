import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useConsole } from './fixtures';
import { devApiToken } from '../support/devApiCalls';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();

/** A parent page served at `parentOrigin` that frames /has_login and keeps what it is told. */
async function frameHasLogin(page: Page, parentOrigin: string, consoleUrl: string, query = ''): Promise<void> {
  await page.route(`${parentOrigin}/embed-parent.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>window.received = []; addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data }));</script>
        <iframe id="embedded" src="${consoleUrl}/has_login${query}"></iframe>`,
    }),
  );
  await page.goto(`${parentOrigin}/embed-parent.html`);
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

describe('/has_login tells a trusted parent whether the merchant is signed in', () => {
  it('reports hasLogin true with the username to a same-site parent after a login', async () => {
    const { page, server } = e2e;
    const local = server.url.replace('127.0.0.1', 'localhost');
    await signIn(page, local);
    await frameHasLogin(page, local, local);
    await expect.poll(() => received(page)).toEqual([
      { origin: local, data: { type: 'HAS_LOGIN', hasLogin: true, username: 'demo' } },
    ]);
  });

  it('reports hasLogin true to a cross-site parent that passes the token in the address', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server);
    // localhost is another site than 127.0.0.1, and on the trusted list (http://localhost:*).
    await frameHasLogin(page, server.url.replace('127.0.0.1', 'localhost'), server.url, `?token=${encodeURIComponent(token)}`);
    await expect.poll(() => received(page)).toEqual([
      { origin: server.url, data: { type: 'HAS_LOGIN', hasLogin: true, username: 'demo' } },
    ]);
  });

  it('reports hasLogin false for an expired token, and stays on the page', async () => {
    const { page, server } = e2e;
    await frameHasLogin(page, server.url.replace('127.0.0.1', 'localhost'), server.url, '?token=expired');
    await expect.poll(() => received(page)).toEqual([
      { origin: server.url, data: { type: 'HAS_LOGIN', hasLogin: false, username: null } },
    ]);
    expect(page.frames()[1]!.url()).toContain('/has_login');
  });

  it('reports hasLogin false without a session', async () => {
    const { page, server } = e2e;
    await frameHasLogin(page, server.url.replace('127.0.0.1', 'localhost'), server.url);
    await expect.poll(() => received(page)).toEqual([
      { origin: server.url, data: { type: 'HAS_LOGIN', hasLogin: false, username: null } },
    ]);
  });

  it('tells an untrusted parent nothing: the browser refuses to frame it (frame-ancestors)', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
    await frameHasLogin(page, 'https://untrusted.example', server.url);
    await refused;
    expect(await page.frames()[1]!.locator('#root').count()).toBe(0);
    expect(await received(page)).toEqual([]);
  });

  it('tells an untrusted parent nothing even where framing is allowed (a host without the header)', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    // Stands in for a host that does not send the header: the page itself still refuses to answer.
    await page.route(`${server.url}/has_login`, async (route) => {
      const response = await fetchThrough(route);
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await frameHasLogin(page, 'https://untrusted.example', server.url);
    const frame = page.frameLocator('#embedded');
    await frame.getByText('此页面只能嵌入在受信任的页面中使用').waitFor();
    expect(await received(page)).toEqual([]);
  });
});
