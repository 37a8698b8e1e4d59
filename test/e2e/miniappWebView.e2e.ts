import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, openSignedIn, runClockUntil, signIn, useConsole } from './fixtures';

const e2e = useConsole();
const SDK_URL = 'https://appx/web-view.min.js';

// The container's script as far as the console relies on it: a `my` with postMessage and an onMessage slot.
// This one answers like a host would, and keeps what the console posted for the test to read.
const FAKE_WEB_VIEW_SCRIPT = `
window.__posted = [];
window.my = {
  onMessage: null,
  postMessage(message) {
    window.__posted.push(message);
    if (!message || message.kind !== 'request') return;
    const result = message.method === 'host.hello'
      ? { host: 'web-view-fake', version: '1' }
      : message.method === 'top.invoke' ? { answeredBy: 'my.postMessage' } : null;
    if (!result) return;
    const reply = { protocol: message.protocol, version: message.version, kind: 'reply', id: message.id, ok: true, result };
    setTimeout(() => window.my.onMessage && window.my.onMessage(reply), 0);
  },
};`;

/** The user agent a Qianniu web-view sends (its `AliApp(QN/…)` mark), from the next page load on. */
async function asQianniuWebView(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { userAgent } = (await cdp.send('Browser.getVersion')) as { userAgent: string };
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: `${userAgent} AliApp(QN/9.8.0) MiniProgram` });
}

async function countScriptRequests(page: Page, body: string | null): Promise<() => number> {
  let requests = 0;
  await page.context().route(SDK_URL, (route) => {
    requests += 1;
    return body === null ? route.abort('namenotresolved') : route.fulfill({ contentType: 'text/javascript', body });
  });
  return () => requests;
}

describe('the console inside the mini-program web-view', () => {
  it('loads the container script on ?container=miniapp and talks to the host through my.postMessage', async () => {
    const { page, server } = e2e;
    await asQianniuWebView(page);
    const requests = await countScriptRequests(page, FAKE_WEB_VIEW_SCRIPT);
    await loginAs(page, server.url, 'demo', 'demo1234', '?container=miniapp');
    // The choice holds for the tab: the console's own navigation drops the query.
    await page.goto(`${server.url}/app/platform`);
    await page.getByText('运行环境：千牛', { exact: true }).waitFor();
    await page.getByRole('button', { name: '调用' }).click();
    await page.getByTestId('marketplace-result').getByText('my.postMessage').waitFor();
    const methods = await page.evaluate(() =>
      (window as unknown as { __posted: { method?: string }[] }).__posted.map((message) => message.method),
    );
    expect(methods).toContain('host.hello');
    expect(methods).toContain('top.invoke');
    expect(requests()).toBeGreaterThan(0);
  });

  it('never asks for the container script in a plain browser', async () => {
    const { page, server } = e2e;
    const requests = await countScriptRequests(page, FAKE_WEB_VIEW_SCRIPT);
    await openSignedIn(page, server.url, '/app/platform');
    await page.getByText('运行环境：浏览器').waitFor();
    expect(requests()).toBe(0);
  });

  it('still starts when the container script cannot be loaded', async () => {
    const { page, server } = e2e;
    await asQianniuWebView(page);
    const requests = await countScriptRequests(page, null);
    await loginAs(page, server.url, 'demo', 'demo1234', '?container=miniapp');
    await page.goto(`${server.url}/app/platform`);
    await page.getByText('运行环境：浏览器').waitFor();
    expect(requests()).toBeGreaterThan(0);
  });

  it('ignores ?container=miniapp from a plain link in a browser tab, and does not keep it for the tab', async () => {
    const { page, server } = e2e;
    const requests = await countScriptRequests(page, FAKE_WEB_VIEW_SCRIPT);
    await loginAs(page, server.url, 'demo', 'demo1234', '?container=miniapp');
    await page.goto(`${server.url}/app/platform?container=miniapp`);
    await page.getByText('运行环境：浏览器').waitFor();
    await page.reload();
    await page.getByText('运行环境：浏览器').waitFor();
    expect(requests()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('pcc.platformChoice'))).not.toContain('container');
  });
});

describe('an ?adapter= that does not fit the tab', () => {
  it('holds for the tab, and 自动识别环境 in the header badge brings the detected environment back', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url, 'demo', 'demo1234', '?adapter=qianniu');
    // The hello goes unanswered for 3 s of page time, run on the page's clock rather than waited out.
    await page.clock.install();
    await page.goto(`${server.url}/app/platform`);
    // 千牛 in a plain browser: the badge says it cannot work here, and offers the way back.
    await runClockUntil(page, page.locator('.adapter-badge', { hasText: '运行环境：千牛（不可用）' }));
    await page.locator('.adapter-badge').getByRole('button', { name: '自动识别环境' }).click();
    await page.locator('.adapter-badge', { hasText: '运行环境：浏览器' }).waitFor();
    await page.reload();
    await page.locator('.adapter-badge', { hasText: '运行环境：浏览器' }).waitFor();
    expect(await page.locator('.adapter-badge').getByRole('button', { name: '自动识别环境' }).count()).toBe(0);
  });

  it('自动识别环境 works while the address still carries the ?adapter=, which it takes out', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    await page.clock.install();
    await page.goto(`${server.url}/app/setting?adapter=qianniu`);
    await runClockUntil(page, page.locator('.adapter-badge', { hasText: '运行环境：千牛（不可用）' }));
    await page.locator('.adapter-badge').getByRole('button', { name: '自动识别环境' }).click();
    await page.locator('.adapter-badge', { hasText: '运行环境：浏览器' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/setting');
    expect(new URL(page.url()).searchParams.has('adapter')).toBe(false);
  });
});
