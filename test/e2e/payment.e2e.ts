import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountCredits, PaymentForm, RechargeRecord } from '../../contract/credits';
import type { RecordPage } from '../support/recordPage';
import { DEV_ACCOUNTS } from '../../fixtures/seed';
import { callDevApi, devApiReply } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, signIn, useConsole } from './fixtures';

/**
 * Paying for credits (spec 3 §4, §8): the provider's form in a new window, the polling until the recharge
 * leaves awaiting payment, and the result page the provider sends the seller back to.
 */
const e2e = useConsole();

const resultTitle = (page: Page) => page.locator('.payment-result .arco-result-title');
const countdown = (page: Page) => page.locator('.payment-result-countdown');

const resultDetail = (page: Page) => page.locator('.payment-result .arco-result-subtitle');

/** A recharge awaiting payment, made as the demo merchant, and the dev payment page's address for it. */
async function awaitingRecharge(credits: number): Promise<{ id: string; payPage: string }> {
  const form = await callDevApi<PaymentForm>(e2e.server, 'GET', `/api/account_credits/payment_form?credits=${credits}`);
  const token = /name="token" value="([0-9a-f]+)"/.exec(form.paymentForm)![1]!;
  return { id: form.rechargeRecordId, payPage: `${e2e.server.url}/api/__dev/payment/${form.rechargeRecordId}?token=${token}` };
}

describe('the payment result page (/app/payment_result)', () => {
  it('after paying on the payment page: the record is asked about, 支付成功, a 10 s countdown and back to /app/pay', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const { id, payPage } = await awaitingRecharge(5000);
    // The page's time stands still from here and moves only by runFor: an installed clock otherwise runs at
    // the wall's pace, and on a loaded machine the countdown ran out before the page was read.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(payPage);
    await DEV_PAGE.pay(page);
    await page.waitForURL((url) => url.pathname === '/app/payment_result');
    expect(new URL(page.url()).searchParams.get('rechargeRecordId')).toBe(id);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付成功');
    expect(calls(new RegExp(`^GET /api/credit_recharge_records/${id}/sync_payment_status`)).length).toBeGreaterThan(0);
    await expect.poll(() => countdown(page).innerText()).toBe('10 秒后返回积分充值');
    await page.clock.runFor(3000);
    await expect.poll(() => countdown(page).innerText()).toBe('7 秒后返回积分充值');
    expect(new URL(page.url()).pathname).toBe('/app/payment_result');
    await page.clock.runFor(7000);
    await page.waitForURL((url) => url.pathname === '/app/pay');
    await page.locator('.credits-balance').waitFor();
  });

  it('after abandoning: 支付失败, the record closed (no 交易超时关闭), and the quoted reason', async () => {
    const { page } = e2e;
    await readyToPay(page, '5');
    const win = await openPaymentWindow(page);
    await DEV_PAGE.abandon(win);
    await win.waitForURL((url) => url.pathname === '/app/payment_result');
    await expect.poll(() => resultTitle(win).innerText()).toBe('支付失败');
    expect(await win.locator('.payment-result-status').innerText()).toBe('充值订单已关闭，积分未到账');
    expect(await win.locator('.payment-result').innerText()).not.toContain('超时');
    expect(await win.locator('.payment-result-error').innerText()).toBe('原因：“您已放弃支付，充值订单已关闭”');
  });

  it('a record still awaiting payment: 正在确认支付结果… until it is paid elsewhere, then 支付成功', async () => {
    const { page, server, context } = e2e;
    await signIn(page, server.url);
    const { id, payPage } = await awaitingRecharge(7000);
    await page.goto(`${server.url}/app/payment_result?rechargeRecordId=${id}`);
    await expect.poll(() => resultTitle(page).innerText()).toBe('正在确认支付结果…');
    const sync = new RegExp(`^GET /api/credit_recharge_records/${id}/sync_payment_status`);
    await expect.poll(() => calls(sync).length).toBeGreaterThan(1);
    expect(await resultTitle(page).innerText()).toBe('正在确认支付结果…');
    const other = await context.newPage();
    await other.goto(payPage);
    await DEV_PAGE.pay(other);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付成功');
  });

  it('without a record id it claims nothing: it points to 充值记录, and a forged or foreign id changes nothing', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    // Another account's real record: this seller's session gets a 404 for it.
    const audit = await devApiReply(server, 'GET', '/api/account_credits/payment_form?credits=1000', { token: server.devApi.tokens.issue(DEV_ACCOUNTS.audit.username) });
    const auditId = ((await audit.json()) as PaymentForm).rechargeRecordId;
    for (const query of ['', '?rechargeRecordId=999999', `?rechargeRecordId=${auditId}`, '?rechargeRecordId=../users/me', '?success=1']) {
      await page.goto(`${server.url}/app/payment_result${query}`);
      await expect.poll(() => resultTitle(page).innerText()).toBe('请在充值记录中查看支付结果');
      expect(await resultDetail(page).innerText()).toBe('本页无法确认这笔支付，是否到账以「充值记录」中的状态为准。');
      expect(await page.locator('.payment-result').innerText()).not.toContain('支付成功');
      await expect.poll(() => countdown(page).innerText()).toMatch(/^\d+ 秒后返回积分充值$/);
    }
    expect(calls(/^GET \/api\/credit_recharge_records\/\.\./)).toEqual([]);
  });

  it('shows no error text of a link that names no record of this account: anyone can write one', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const markup = '<img src=x onerror="window.__injected=1">交易已关闭，请联系客服QQ 12345 退款';
    for (const query of [`error=${encodeURIComponent(markup)}`, `rechargeRecordId=999999&error=${encodeURIComponent(markup)}`]) {
      await page.goto(`${server.url}/app/payment_result?${query}`);
      await expect.poll(() => resultTitle(page).innerText()).toBe('请在充值记录中查看支付结果');
      expect(await page.locator('.payment-result-error').count()).toBe(0);
      expect(await page.locator('.payment-result').innerText()).not.toMatch(/支付失败|支付成功|12345/);
    }
    expect(await page.locator('.payment-result img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  });

  it('quotes no error for a closed record this browser did not send to the provider: its id can be guessed', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    const closed = (await apiRecords()).items.find((record) => record.paymentStatus === 3)!;
    await page.goto(`${server.url}/app/payment_result?rechargeRecordId=${closed.id}&error=${encodeURIComponent('支付通道异常，请添加客服微信 kf-888 办理退款')}`);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付失败');
    expect(await page.locator('.payment-result-status').innerText()).toBe('充值订单已关闭，积分未到账');
    expect(await page.locator('.payment-result-error').count()).toBe(0);
    expect(await page.locator('.payment-result').innerText()).not.toContain('kf-888');
  });

  it('quotes the error of a recharge it started only cleaned and bounded under 支付失败, never markup, never a link', async () => {
    const { page, server } = e2e;
    await readyToPay(page, '5');
    const win = await openPaymentWindow(page);
    await DEV_PAGE.abandon(win);
    await win.waitForURL((url) => url.pathname === '/app/payment_result');
    const id = new URL(win.url()).searchParams.get('rechargeRecordId')!;
    const hostile = `\u202e  <b>支付异常</b>，您的款项已冻结。\n\n请联系客服微信 kefu-888 处理退款\u200b，并访问 https://evil.example/refund 填写银行卡信息以便退回全部款项，逾期不处理将被追缴`;
    await page.goto(`${server.url}/app/payment_result?rechargeRecordId=${id}&error=${encodeURIComponent(hostile)}`);
    await expect.poll(() => resultTitle(page).innerText()).toBe('支付失败');
    const reason = await page.locator('.payment-result-error').innerText();
    expect(reason).toBe('原因：“<b>支付异常</b>，您的款项已冻结。 请联系客服微信 kefu-888 处理退款，并访问 https://evil…”');
    expect(Array.from(reason.slice('原因：“'.length, -1))).toHaveLength(60);
    expect(reason).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b\n]/);
    expect(await page.locator('.payment-result a, .payment-result b').count()).toBe(0);
    expect(await page.locator('.payment-result').innerText()).not.toContain('支付成功');
  });

  it('is not in the menu, and 立即返回 goes to /app/pay at once', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/payment_result?error=');
    await expect.poll(() => resultTitle(page).innerText()).toBe('请在充值记录中查看支付结果');
    expect(await page.locator('.payment-result-error').count()).toBe(0);
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
  await openSignedIn(page, e2e.server.url, '/app/pay/recharge');
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
    const listedBefore = await apiRecords();
    const recordsBefore = listedBefore.totalItems;
    const idsBefore = new Set(listedBefore.items.map((r) => r.id));
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
    // The new record (the list is newest first), told apart by its id rather than by how recent its time is.
    expect(records.items.filter((r) => !idsBefore.has(r.id)).map((r) => [r.addedCredits, r.paymentStatus])).toEqual([[12_000, 2]]);
    expect(e2e.context.pages()).toHaveLength(2);
    // The payment window lands on the result page, which asked the server about this very record.
    await expect.poll(() => resultTitle(win).innerText()).toBe('支付成功');
  });

  it('a recharge abandoned on the payment page says it did not complete and leaves the balance as it was', async () => {
    const { page } = e2e;
    const before = await apiCredits();
    await readyToPay(page, '6');
    const toasts = await recordToasts(page);
    const win = await openPaymentWindow(page);
    await DEV_PAGE.abandon(win);
    await expect.poll(toasts).toContain('支付已关闭，积分未到账');
    await expect.poll(() => waiting(page).count()).toBe(0);
    expect(await balanceText(page)).toBe(before.toLocaleString('en-US'));
    expect(await apiCredits()).toBe(before);
    expect((await toasts()).includes('支付成功')).toBe(false);
    await expect.poll(() => resultTitle(win).innerText()).toBe('支付失败');
  });

  it('the same recharge asked for twice pays one record; with 10 awaiting, the server’s reason is shown and no window stays open', async () => {
    const { page } = e2e;
    // Another tab already asked for 8000: 立即支付 of 8 thousand pays that record instead of adding one.
    const open = await awaitingRecharge(8000);
    const recordsBefore = (await apiRecords()).totalItems;
    await readyToPay(page, '8');
    await openPaymentWindow(page);
    expect(await apiRecords()).toMatchObject({ totalItems: recordsBefore });
    await expect.poll(() => calls(new RegExp(`^GET /api/credit_recharge_records/${open.id}/sync_payment_status`)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => waiting(page).count()).toBe(0);
    // The seed's open 6000 and the 8000 above, and eight more: ten awaiting.
    for (const thousands of [1, 2, 3, 4, 5, 7, 9, 10]) await awaitingRecharge(thousands * 1000);
    const count = (await apiRecords()).totalItems;
    await page.getByLabel('充值积分').fill('11');
    const popup = e2e.context.waitForEvent('page');
    await page.getByRole('button', { name: '立即支付' }).click();
    const win = await popup;
    const warning = page.locator('.arco-modal').filter({ hasText: '暂时无法充值' });
    await expect.poll(() => warning.innerText()).toContain('待支付的充值订单已达 10 笔，请先完成支付或等待其超时关闭（30 分钟）后再充值');
    await expect.poll(() => win.isClosed()).toBe(true);
    expect(await waiting(page).count()).toBe(0);
    expect((await apiRecords()).totalItems).toBe(count);
    await warning.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => warning.count()).toBe(0);
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
