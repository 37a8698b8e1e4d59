import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { mode, settingDialog, shopNamed } from './customizationPage';
import { releaseHeld } from './held';

/**
 * Closing the customization setting dialog mid-save asks first (任务仍在进行). When the save ends while the
 * question is open, there is nothing left to stop: the question goes away with the work, and never stays
 * behind the closed dialog.
 */
const e2e = useConsole();
const TAOBAO = '壳美定制旗舰店';
const SETTINGS = '/api/phone_case_customization_settings';

async function openProducts(page: Page, server: ConsoleServer): Promise<void> {
  const shop = await shopNamed(server, TAOBAO);
  await openSignedIn(page, server.url, `/app/sku_customization_setting?shopId=${shop.id}`);
  await page.locator('.product-table tbody tr').first().locator('.product-configure').waitFor();
}

describe('任务仍在进行 during a save', () => {
  it('goes away by itself when the save ends while it is open: 保存成功, the dialog closed, no box left', async () => {
    const { page, server } = e2e;
    await openProducts(page, server);
    await page.locator('.product-table tbody tr').first().locator('.product-configure').click();
    const dialog = settingDialog(page);
    await mode(dialog, '自由定制');
    const toasts = await recordToasts(page);
    server.devApi.faults.add({ method: 'POST', path: SETTINGS, hang: true });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.locator('.customization-progress').innerText()).toBe('正在保存 0/1');

    await page.keyboard.press('Escape');
    const question = page.locator('.arco-modal', { hasText: '任务仍在进行' });
    await question.getByRole('button', { name: '停止并关闭' }).waitFor();

    await releaseHeld(server);
    await expect.poll(toasts).toContain('保存成功');
    await dialog.waitFor({ state: 'hidden' });
    await question.waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(await page.locator('.arco-modal:visible').count()).toBe(0);
    // The next question can be asked: the withdrawn one does not hold the single confirmation open.
    await page.locator('.product-table tbody tr').first().locator('.product-configure').click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('goes away by itself in a batch too, and the dialog stays open listing what failed', async () => {
    const { page, server } = e2e;
    await openProducts(page, server);
    const rows = page.locator('.product-table tbody tr');
    for (let i = 0; i < 2; i++) await rows.nth(i).locator('.arco-checkbox').click();
    await page.locator('.product-batch-configure').click();
    const dialog = settingDialog(page);
    await mode(dialog, '自由定制');
    // The first SKU is held and then lands; the second fails.
    server.devApi.faults.add({ method: 'POST', path: SETTINGS, hang: true, times: 1 });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.locator('.customization-progress').innerText()).toBe('正在保存 0/2');

    await page.keyboard.press('Escape');
    const question = page.locator('.arco-modal', { hasText: '任务仍在进行' });
    await question.getByRole('button', { name: '继续' }).waitFor();
    server.devApi.faults.add({ method: 'POST', path: SETTINGS, status: 500, times: 1 });
    // The 500 rule stays for the second SKU, sent once the first is let go.
    await releaseHeld(server, { keepRules: true });

    await dialog.locator('.customization-failures').waitFor();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
  });
});
