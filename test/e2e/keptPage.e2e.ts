import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, useConsole } from './fixtures';

/**
 * The fixture keeps one page across a file's tests (keptPage.ts). These tests run in order: each leaves
 * behind what a test can, and the next one looks for it. A failure here means tests can see each other.
 */
describe('a page kept across tests', () => {
  const e2e = useConsole();
  const pages: Page[] = [];
  let consoleMessages = 0;

  it('leaves cookies, storage, routes, init scripts, listeners, permissions, a key and a tab behind', async () => {
    const { page, context, server } = e2e;
    pages.push(page);
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    await expect.poll(() => page.locator('.arco-table-tr').count()).toBeGreaterThan(1);
    await page.evaluate(async () => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      await new Promise((resolve, reject) => {
        const open = indexedDB.open('left');
        open.onsuccess = resolve;
        open.onerror = reject;
      });
      const root = await navigator.storage.getDirectory();
      await root.getFileHandle('left.txt', { create: true });
    });
    await context.route('**/api/phone_brands**', (route) => route.fulfill({ status: 500, body: 'routed' }));
    await page.addInitScript(() => ((window as unknown as { leftBehind: boolean }).leftBehind = true));
    await context.addInitScript(() => ((window as unknown as { leftByContext: boolean }).leftByContext = true));
    page.on('console', () => consoleMessages++);
    await context.grantPermissions(['clipboard-read']);
    await page.setViewportSize({ width: 800, height: 600 });
    await page.keyboard.down('Shift');
    await context.newPage();
    expect(await context.cookies()).not.toEqual([]);
  });

  it('finds none of it, in the same page', async () => {
    const { page, context, server } = e2e;
    expect(page).toBe(pages[0]);
    expect(context.pages()).toEqual([page]);
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    await page.goto(`${server.url}/login`);
    const seen = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const files: string[] = [];
      for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys()) files.push(name);
      return {
        left: [localStorage.getItem('left'), sessionStorage.getItem('left')],
        databases: (await indexedDB.databases()).map((db) => db.name),
        files,
        cookie: document.cookie,
        initScripts: [(window as unknown as { leftBehind?: boolean }).leftBehind, (window as unknown as { leftByContext?: boolean }).leftByContext],
        brands: (await fetch('/api/phone_brands')).status,
        clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
        width: innerWidth,
      };
    });
    expect(seen).toEqual({
      left: [null, null],
      databases: [],
      files: [],
      cookie: '',
      initScripts: [undefined, undefined],
      brands: 401,
      clipboard: 'prompt',
      width: 1280,
    });
    const before = consoleMessages;
    await page.evaluate(() => console.log('heard by nobody'));
    expect(consoleMessages).toBe(before);
  });

  it('holds no key down into the next test', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => {
      const clicks = [] as boolean[];
      (window as unknown as { clicks: boolean[] }).clicks = clicks;
      document.addEventListener('click', (event) => clicks.push(event.shiftKey));
    });
    await page.mouse.click(10, 10);
    expect(await page.evaluate(() => (window as unknown as { clicks: boolean[] }).clicks)).toEqual([false]);
  });

  it('cannot take back an installed clock', async () => {
    pages.push(e2e.page);
    await e2e.page.clock.install();
  });

  it('so the next test gets a new page', async () => {
    expect(e2e.page).not.toBe(pages[1]);
    expect(e2e.page.isClosed()).toBe(false);
    await e2e.page.goto(`${e2e.server.url}/login`);
    // A page with an installed clock keeps Date still until told to run; this one's clock is its own.
    const first = await e2e.page.evaluate(() => Date.now());
    await expect.poll(() => e2e.page.evaluate(() => Date.now())).toBeGreaterThan(first);
  });
});
