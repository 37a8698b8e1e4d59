/**
 * The designer as a merchant opens it in the production console, for benchmarks that time what the page's
 * thread does (the Long Tasks API): signed in through the form, 蜜桃爱心 of 热门模板 open at 1280 × 800.
 */
import type { Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';

const TEMPLATE = '蜜桃爱心';
const GROUP = '热门模板';

export async function openSeededTemplate(page: Page, server: ConsoleServer): Promise<void> {
  await signInToTemplates(page, server, GROUP);
  await openTemplateFromList(page, TEMPLATE);
  await page.locator('.designer-drawer .designer-layer-row').first().waitFor();
}

/** Signed in through the form, on the template list with `group`'s tab shown. */
export async function signInToTemplates(page: Page, server: ConsoleServer, group: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await page.goto(`${server.url}/login`);
  await page.getByPlaceholder('用户名').fill('demo');
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/app\//);
  await page.goto(`${server.url}/app/design_template`);
  await page.getByRole('tab', { name: group }).click();
}

/** Clicks the card of the template `name` on the list shown. */
export async function openTemplateFromList(page: Page, name: string): Promise<void> {
  await page.locator('.template-card', { hasText: name }).locator('.template-thumb').click();
}

/** Starts noting the longest main-thread task from now on; `longestTaskMs` reads it (0: none over 50 ms). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { longestTask: number };
    w.longestTask = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (w.longestTask = Math.max(w.longestTask, entry.duration)))).observe({ type: 'longtask' });
  });
}

export async function longestTaskMs(page: Page): Promise<number> {
  return Math.round(await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask));
}
