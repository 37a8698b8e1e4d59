import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, useConsole } from './fixtures';

/**
 * The console without a mouse: signing in, the menu, a dialog (its focus kept inside while open and given
 * back when it closes), sorting a list, each focused control showing that it has the focus.
 */
const e2e = useConsole();

/** What has the focus: its accessible text, and whether anything marks it (an outline, a ring, a border). */
async function focused(page: Page): Promise<{ text: string; marked: boolean; inDialog: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const ring = style.boxShadow !== 'none' && !/^rgba\(0, 0, 0, 0\)/.test(style.boxShadow);
    return {
      text: (element.getAttribute('aria-label') || element.textContent || '').trim(),
      marked: style.outlineStyle !== 'none' || ring,
      inDialog: Boolean(element.closest('.arco-modal-wrapper')),
    };
  });
}

// The ring fades in (Arco's buttons transition their shadow), so whether it is there is polled.

/** Presses Tab until `text` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, text: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).text === text) return;
  }
  throw new Error(`${text} never had the focus in ${limit} presses of Tab`);
}

describe('the console by keyboard', () => {
  it('signs in with Tab and Enter, and opens a screen from the menu with Enter', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).placeholder)).toBe('用户名');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/phone_brand_model/);
    // The address changes before the shell's chunk has loaded; Tab on a page with nothing to focus goes nowhere.
    await page.locator('.shell-sider').getByText('店铺设置', { exact: true }).waitFor();
    await tabTo(page, '店铺设置');
    await expect.poll(async () => (await focused(page)).marked).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/setting$/);
  });

  it('signs out from the account menu by Tab and Enter', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/setting');
    await page.getByRole('button', { name: '添加店铺' }).first().waitFor();
    await tabTo(page, '当前账户 demo');
    await page.keyboard.press('Enter');
    await tabTo(page, '退出登录', 5);
    await expect.poll(async () => (await focused(page)).marked).toBe(true);
    await page.keyboard.press('Enter');
    const question = page.locator('.arco-modal:visible', { hasText: '确定要退出登录吗？' });
    await question.waitFor();
    await tabTo(page, '确定', 5);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
  });

  it('keeps the focus inside an open dialog and gives it back to the button that opened it', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/setting');
    await tabTo(page, '添加店铺');
    await expect.poll(async () => (await focused(page)).marked).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('.shop-form-modal').waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog, `press ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.locator('.shop-form-modal').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).text).toBe('添加店铺');
    await expect.poll(async () => (await focused(page)).marked).toBe(true);
  });

  it('gives the focus back to the row whose button opened a dialog, however often the dialog opens', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/material');
    const buttons = page.locator('.shell-content tbody tr').getByRole('button', { name: '颜色管理' });
    await buttons.nth(2).waitFor();
    for (const row of [0, 2, 1]) {
      await buttons.nth(row).focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('.arco-modal:visible');
      await dialog.first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => buttons.nth(row).evaluate((button) => button === document.activeElement), { message: `row ${row}` }).toBe(true);
    }
  });

  it('moves a brand down with the arrow key on its handle, saved as a drag would be', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    const names = () => page.locator('.brand-tab tbody tr td:nth-child(2)').allInnerTexts();
    await page.locator('.brand-tab tbody tr').first().waitFor();
    const before = await names();
    await tabTo(page, '拖动排序');
    await expect.poll(async () => (await focused(page)).marked).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.getByText('排序成功').first().waitFor();
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(server.requests.filter((request) => /^PATCH \/api\/phone_brands\/[^/]+\/ordering$/.test(request)).length).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('names every button, link, tab and menu entry of the main screens in Chinese', async () => {
    const { page, server } = e2e;
    const unnamed: Record<string, string[]> = {};
    for (const path of ['/app/phone_brand_model/brand', '/app/design_template', '/app/order_management', '/app/sku_customization_setting', '/app/setting']) {
      await openSignedIn(page, server.url, path);
      await page.locator('.shell-content .arco-table, .shell-content .template-card, .shell-content .empty-state').first().waitFor();
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('button, [role="button"], a[href], [role="menuitem"], [role="tab"], [role="switch"]')]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => (element.getAttribute('aria-label') || element.textContent || element.getAttribute('title') || '').trim()),
      );
      // Page numbers are numbers in any language.
      const wrong = names.filter((name) => !/[\u4e00-\u9fff]/.test(name) && !/^\d+$/.test(name));
      if (wrong.length) unnamed[path] = wrong;
    }
    expect(unnamed).toEqual({});
  });
});
