// Attacks from other origins on a signed-in merchant, replayed against the builds. The session, the dev
// API and uploaded files have their own files: securitySession.e2e.ts and securityDevApi.e2e.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type ConsoleServer } from '../support/consoleServer';
import { DEV_ACCOUNTS } from '../../fixtures/seed';
import { signIn, useConsole } from './fixtures';

const e2e = useConsole({ bundle: 'production' });

/** A page on `parentOrigin` (answered by the test, as if it were on the internet) that frames `src`. */
async function framedBy(page: Page, parentOrigin: string, src: string): Promise<void> {
  await page.route(`${parentOrigin}/parent.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe id="console" src="${src}" width="1024" height="640"></iframe>` }),
  );
  await page.goto(`${parentOrigin}/parent.html`);
}

/** Whether the framed console rendered anything (a refused frame shows Chromium's error page instead). */
async function framedConsoleRendered(page: Page): Promise<boolean> {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) return false;
  try {
    return (await frame.locator('#root').count()) > 0;
  } catch {
    return false;
  }
}

describe('framing: only the manifest host origins may frame the console (production build)', () => {
  it('sends frame-ancestors on every page', async () => {
    const response = await e2e.page.goto(`${e2e.server.url}/login`);
    expect(response!.headers()['content-security-policy']).toMatch(/^frame-ancestors 'self' https:\/\/console\.kemei-diy\.com /);
    expect(response!.headers()['content-security-policy']).not.toContain('127.0.0.1');
  });

  it('a foreign page cannot frame the signed-in console', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
    await framedBy(page, 'https://evil.example', `${server.url}/app/phone_brand_model/brand`);
    await refused;
    expect(await framedConsoleRendered(page)).toBe(false);
  });

  it('a loopback page cannot frame the production console either', async () => {
    const { page, server } = e2e;
    const refused = page.waitForEvent('console', { predicate: (message) => /frame-ancestors/.test(message.text()) });
    await framedBy(page, server.url.replace('127.0.0.1', 'localhost'), `${server.url}/login`);
    await refused;
    expect(await framedConsoleRendered(page)).toBe(false);
  });

  it('a host on the manifest may frame it', async () => {
    const { page, server } = e2e;
    await framedBy(page, 'https://console.kemei-diy.com', `${server.url}/login`);
    const frame = page.frameLocator('#console');
    await expect.poll(() => frame.getByPlaceholder('用户名').isVisible()).toBe(true);
  });

  it('has no host simulator: /__qianniu/?plugin=javascript:… is the console’s not-found page and runs nothing', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/__qianniu/index.html?plugin=${encodeURIComponent('javascript:alert(document.cookie)')}`);
    await expect.poll(() => page.getByText('页面不存在').count()).toBeGreaterThan(0);
    expect(page.frames()).toHaveLength(1);
    expect(dialogs).toBe(0);
  });
});

describe('the host simulator (QA build) frames same-origin paths only, and hands on no token', () => {
  let qa: ConsoleServer;
  beforeAll(async () => {
    qa = await startConsoleServer({ bundle: 'qa' });
  });
  afterAll(async () => {
    await qa?.close();
  });

  it.each([
    ['javascript:', 'javascript:parent.document.title="pwned:"+document.cookie'],
    ['another origin', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example/phish'],
  ])('refuses %s and frames the default page instead', async (_kind, plugin) => {
    const { page } = e2e;
    await signIn(page, qa.url);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`${qa.url}/__qianniu/index.html?plugin=${encodeURIComponent(plugin)}`);
    await expect.poll(() => page.locator('#log').textContent()).toContain('已拒绝 ?plugin=');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    expect(new URL(frame.url()).origin).toBe(qa.url);
    expect(new URL(frame.url()).pathname).toBe('/app/platform');
    expect(await page.title()).not.toContain('pwned');
    expect(dialogs).toBe(0);
  });

  it('frames the plugin without the link’s token and keeps none in its own address: the console asks for a login', async () => {
    const { page } = e2e;
    // The link maker's session, in a browser that has none.
    const reply = await fetch(`${qa.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEV_ACCOUNTS.audit),
    });
    const { token } = (await reply.json()) as { token: string };
    await page.goto(`${qa.url}/__qianniu/?plugin=${encodeURIComponent(`/app/platform?token=${token}`)}`);
    // Not signed in: the plugin shows its login form, and no session cookie holds the token.
    await page.frameLocator('#plugin').getByPlaceholder('用户名').waitFor();
    expect((await page.context().cookies(qa.url)).map((cookie) => decodeURIComponent(cookie.value)).join()).not.toContain(token);
    const framed = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    expect(framed.url()).not.toContain('token=');
    expect(page.url()).not.toContain('token');
    await expect.poll(() => page.locator('#log').textContent()).toContain('已移除地址中的 token');
  });
});
