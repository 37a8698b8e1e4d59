import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';
import { SCREEN } from './ordersPage';

/** 订单管理 shows the account's balance beside the download toolbar, and the balance a download leaves. */
const e2e = useConsole();

/** No picker: the browser adapter falls back to a download, which Playwright hands over. */
const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};

const balanceNow = async () => (await callDevApi<{ credits: number }>(e2e.server, 'GET', '/api/account_credits/current')).credits;
const shown = (page: Page) => page.locator('.order-toolbar .order-credits-value').innerText();
const asShown = (credits: number) => credits.toLocaleString('en-US');

async function openOrders(page: Page): Promise<void> {
  await page.addInitScript(NO_PICKERS);
  await openSignedIn(page, e2e.server.url, SCREEN);
  await page.locator('tbody .order-tick').first().waitFor();
}

describe('订单管理: 账户积分', () => {
  it('shows the balance beside the toolbar, the new one as soon as a download has charged, and after it', async () => {
    const { page, server } = e2e;
    const before = await balanceNow();
    await openOrders(page);
    await page.locator('.order-toolbar .order-credits').getByText('账户积分').waitFor();
    await expect.poll(() => shown(page)).toBe(asShown(before));

    // The newest order of each shop was never downloaded: its images are charged now.
    await page.locator('tbody .order-tick').first().click();
    await expect.poll(async () => (await page.locator('.order-toolbar').getAttribute('data-ticked')) ?? '').not.toBe('');
    await page.getByRole('button', { name: '下载定制图' }).click();
    const confirmation = page.locator('.arco-modal', { hasText: '确认下载定制图' });
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    // The print files are held: the download has charged and is fetching while the balance is read.
    hold(server, { method: 'GET', path: '/api/order_images/*' });
    await confirmation.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-modal', { hasText: '正在下载定制图' }).waitFor();
    const charged = await balanceNow();
    expect(charged).toBeLessThan(before);
    await expect.poll(() => shown(page)).toBe(asShown(charged));
    await releaseHeld(server);
    await downloading;
    await networkSettled(e2e);

    const after = await balanceNow();
    expect(after).toBeLessThan(before);
    await expect.poll(() => shown(page)).toBe(asShown(after));
  });

  it('says the balance could not be loaded, without a modal over the list, and 重试 loads it', async () => {
    const { page, server } = e2e;
    server.devApi.faults.add({ method: 'GET', path: '/api/account_credits/current', status: 500, times: 1 });
    await openOrders(page);
    const failed = page.locator('.order-toolbar .order-credits [role="alert"]');
    await failed.getByText('积分加载失败').waitFor();
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    await failed.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => shown(page)).toBe(asShown(await balanceNow()));
  });
});
