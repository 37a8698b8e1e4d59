import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, useConsole } from './fixtures';

/**
 * Paying for credits (spec 3 §4, §8): the provider's form in a new window, the polling until the recharge
 * leaves awaiting payment, and the result page the provider sends the seller back to.
 */
const e2e = useConsole();

const resultTitle = (page: Page) => page.locator('.payment-result .arco-result-title');
const countdown = (page: Page) => page.locator('.payment-result-countdown');

describe('the payment result page (/app/payment_result)', () => {
  it('says 支付成功 without an error, counts down from 10 and returns to /app/pay after 10 s', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.clock.install();
    await page.goto(`${server.url}/app/payment_result`);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付成功');
    await expect.poll(() => countdown(page).innerText()).toBe('10 秒后返回积分充值');
    await page.clock.runFor(3000);
    await expect.poll(() => countdown(page).innerText()).toBe('7 秒后返回积分充值');
    expect(new URL(page.url()).pathname).toBe('/app/payment_result');
    await page.clock.runFor(7000);
    await page.waitForURL((url) => url.pathname === '/app/pay');
    await page.locator('.credits-balance').waitFor();
  });

  it('says 支付失败 with the error text of the address, as text and never as markup', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    const error = '<img src=x onerror="window.__injected=1">交易已关闭';
    await page.goto(`${server.url}/app/payment_result?error=${encodeURIComponent(error)}`);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付失败');
    expect(await page.locator('.payment-result-error').innerText()).toBe(error);
    expect(await page.locator('.payment-result img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  });

  it('is not in the menu, and 立即返回 goes to /app/pay at once', async () => {
    const { page, server } = e2e;
    await loginAs(page, server.url);
    await page.goto(`${server.url}/app/payment_result?error=`);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付失败');
    expect(await page.locator('.arco-menu').getByText('支付结果').count()).toBe(0);
    await page.getByRole('button', { name: '立即返回' }).click();
    await page.waitForURL((url) => url.pathname === '/app/pay');
  });
});
