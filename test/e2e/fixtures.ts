import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { launchChromium } from '../support/browser';
import { startConsoleServer, type ConsoleServer } from '../support/consoleServer';

export interface E2E {
  server: ConsoleServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** One server and one Chromium per file; a fresh context (cookies, storage) per test. */
export function useConsole(): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    e2e.server = await startConsoleServer();
    e2e.browser = await launchChromium();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.close();
  });
  beforeEach(async () => {
    e2e.server.devApi.reset();
    e2e.server.requests.length = 0;
    e2e.context = await e2e.browser.newContext({ locale: 'zh-CN', acceptDownloads: true });
    e2e.page = await e2e.context.newPage();
    e2e.page.setDefaultTimeout(10_000);
  });
  afterEach(async () => {
    await e2e.context?.close();
  });
  return e2e;
}

export async function loginAs(page: Page, baseUrl: string, username = 'demo', password = 'demo1234', query = ''): Promise<void> {
  await page.goto(`${baseUrl}/login${query}`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/app\//);
}
