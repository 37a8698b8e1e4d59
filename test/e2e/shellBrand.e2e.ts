import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, networkSettled, useConsole } from './fixtures';

/**
 * The header's brand is the shop's mini-app name (spec 1 §1). Once loaded in this browser it stays while
 * the network is down: a failed load never turns it into the default name (定制小程序).
 */
const e2e = useConsole();
const MINI_APP = '**/api/taobao_mini_app';

/** Records, from the page's first script on, every name the header shows and every page title. */
async function recordBrand(page: Page): Promise<() => Promise<{ names: string[]; titles: string[] }>> {
  await page.addInitScript(() => {
    const seen = { names: [] as string[], titles: [] as string[] };
    (window as unknown as { __brand: typeof seen }).__brand = seen;
    const note = () => {
      const name = document.querySelector('.shell-app-name')?.textContent ?? null;
      if (name && seen.names[seen.names.length - 1] !== name) seen.names.push(name);
      if (document.title && seen.titles[seen.titles.length - 1] !== document.title) seen.titles.push(document.title);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __brand: { names: string[]; titles: string[] } }).__brand);
}

describe('the header brand with the network down', () => {
  it('keeps the shop’s name when the mini app cannot be reached after a reload', async () => {
    const { page, server, context } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-app-name', { hasText: '壳美定制' }).waitFor();

    const brand = await recordBrand(page);
    // The network is down for the mini-app lookup: the request never reaches a server.
    await page.route(MINI_APP, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/taobao_mini_app'));
    await page.reload();
    await failed;
    await networkSettled({ context, server });

    expect(await page.locator('.shell-app-name').innerText()).toBe('壳美定制');
    const { names, titles } = await brand();
    expect(names).toEqual(['壳美定制']);
    expect(titles.filter((title) => title.includes('定制小程序'))).toEqual([]);
    expect(titles[titles.length - 1]).toMatch(/ - 壳美定制$/);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });

  it('keeps it when the service fails the lookup (dev API fault injection)', async () => {
    const { page, server, context } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-app-name', { hasText: '壳美定制' }).waitFor();

    const brand = await recordBrand(page);
    server.devApi.faults.add({ path: '/api/taobao_mini_app', status: 502 });
    const answered = page.waitForResponse((response) => response.url().includes('/api/taobao_mini_app'));
    await page.reload();
    expect((await answered).status()).toBe(502);
    await networkSettled({ context, server });

    expect((await brand()).names).toEqual(['壳美定制']);
  });

  it('shows each account its own shop’s name, not the one last seen in this browser', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.locator('.shell-app-name', { hasText: '壳美定制' }).waitFor();
    await page.context().clearCookies();
    await page.route(MINI_APP, (route) => route.abort('internetdisconnected'));
    await loginAs(page, server.url, 'tbtest_audit', 'audit1234');
    // Nothing was loaded for this account here: the default name, never the other account's.
    await page.locator('.shell-app-name', { hasText: '定制小程序' }).waitFor();
  });
});
