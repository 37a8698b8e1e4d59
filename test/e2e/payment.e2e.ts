import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountCredits, RechargeRecord, RecordPage } from '../../contract/credits';
import { callDevApi } from '../support/devApiCalls';
import { loginAs, networkSettled, recordToasts, useConsole } from './fixtures';

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

const balanceText = (page: Page) => page.locator('.credits-balance-value').innerText();
const waiting = (page: Page) => page.locator('.payment-waiting-modal');
const apiCredits = async () => (await callDevApi<AccountCredits>(e2e.server, 'GET', '/api/account_credits/current')).credits;
const apiRecords = () => callDevApi<RecordPage<RechargeRecord>>(e2e.server, 'GET', '/api/credit_recharge_records?pageNo=1&pageSize=500');
const calls = (pattern: RegExp, from = 0) => e2e.server.requests.slice(from).filter((request) => pattern.test(request));
const SYNC = /^GET \/api\/credit_recharge_records\/[^/]+\/sync_payment_status/;
const FORM = /^GET \/api\/account_credits\/payment_form/;

/** The dev API's payment page (adapters/mock/devApi/ROUTES.md): the tester pays or abandons there. */
const DEV_PAGE = {
  pay: (win: Page) => win.getByRole('button', { name: '确认支付' }).click(),
  abandon: (win: Page) => win.getByRole('button', { name: '放弃支付' }).click(),
};

/** Opens the recharge centre with the agreement ticked and `units` thousand typed. */
async function readyToPay(page: Page, units: string): Promise<void> {
  await loginAs(page, e2e.server.url);
  await page.goto(`${e2e.server.url}/app/pay/recharge`);
  await page.locator('.credits-balance-value').waitFor();
  await page.getByLabel('充值积分').fill(units);
  await page.getByText('我已阅读并同意').click();
}

/** Clicks 立即支付 (twice, as an impatient seller does) and returns the payment window it opened. */
async function openPaymentWindow(page: Page): Promise<Page> {
  const popup = e2e.context.waitForEvent('page');
  await page.getByRole('button', { name: '立即支付' }).dblclick();
  const win = await popup;
  await win.waitForLoadState();
  await waiting(page).waitFor();
  return win;
}

describe('paying for credits', () => {
  it('a recharge paid on the payment page: one window, one record, 支付成功 and the new balance', async () => {
    const { page } = e2e;
    const before = await apiCredits();
    const recordsBefore = (await apiRecords()).totalItems;
    await readyToPay(page, '12');
    const toasts = await recordToasts(page);
    const win = await openPaymentWindow(page);
    expect(await waiting(page).innerText()).toContain('充值 12,000 积分，金额 60 元');
    expect(calls(FORM)).toHaveLength(1);
    await DEV_PAGE.pay(win);
    await expect.poll(toasts).toContain('支付成功');
    await expect.poll(() => balanceText(page)).toBe((before + 12_000).toLocaleString('en-US'));
    expect(await apiCredits()).toBe(before + 12_000);
    await expect.poll(() => waiting(page).count()).toBe(0);
    const records = await apiRecords();
    expect(records.totalItems).toBe(recordsBefore + 1);
    expect(records.items.filter((r) => r.addedCredits === 12_000 && r.paymentStatus === 2 && r.createdAt > Date.now() - 60_000)).toHaveLength(1);
    expect(e2e.context.pages()).toHaveLength(2);
  });

  it('a recharge abandoned on the payment page says it did not complete and leaves the balance as it was', async () => {
    const { page } = e2e;
    const before = await apiCredits();
    await readyToPay(page, '6');
    const toasts = await recordToasts(page);
    const win = await openPaymentWindow(page);
    await DEV_PAGE.abandon(win);
    await expect.poll(toasts).toContainEqual(expect.stringMatching(/^支付未完成（.+），积分未到账$/));
    await expect.poll(() => waiting(page).count()).toBe(0);
    expect(await balanceText(page)).toBe(before.toLocaleString('en-US'));
    expect(await apiCredits()).toBe(before);
    expect((await toasts()).includes('支付成功')).toBe(false);
  });

  it('polls one question at a time: a reply that never comes stacks nothing, and closing the dialog stops it', async () => {
    const { page, server } = e2e;
    await readyToPay(page, '6');
    await page.clock.install();
    const win = await openPaymentWindow(page);
    void win;
    server.devApi.faults.add({ method: 'GET', path: '/api/credit_recharge_records/*', hang: true });
    const from = server.requests.length;
    await page.clock.runFor(1500);
    await expect.poll(() => calls(SYNC, from).length).toBe(1);
    await page.clock.runFor(10_000);
    // A marker sent after those ten seconds: once it arrived, any question stacked before it has too.
    await page.evaluate(() => fetch('/api/users/me?marker'));
    await expect.poll(() => calls(/^GET \/api\/users\/me\?marker/, from).length).toBe(1);
    expect(calls(SYNC, from)).toHaveLength(1);
    server.devApi.faults.clear();
    await page.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => waiting(page).count()).toBe(0);
    const after = server.requests.length;
    await page.clock.runFor(5000);
    await networkSettled(e2e);
    expect(calls(SYNC, after)).toEqual([]);
  });

  it('leaving the screen stops the polling', async () => {
    const { page, server } = e2e;
    await readyToPay(page, '6');
    await page.clock.install();
    await openPaymentWindow(page);
    await page.clock.runFor(1500);
    await expect.poll(() => calls(SYNC).length).toBeGreaterThan(0);
    // The back button while the dialog covers the page: the router leaves the screen.
    await page.evaluate(() => {
      history.pushState(null, '', '/app/setting');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/app/setting');
    await networkSettled(e2e);
    const after = server.requests.length;
    await page.clock.runFor(5000);
    await networkSettled(e2e);
    expect(calls(SYNC, after)).toEqual([]);
  });
});
