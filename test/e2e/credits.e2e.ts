import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountCredits, RechargeRecord, UsageDetail, UsageRecord } from '../../contract/credits';
import type { RecordPage } from '../support/recordPage';
import type { Shop } from '../../contract/shops';
import { formatDateTime } from '../../src/lib/dateTime';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, signIn, useConsole } from './fixtures';

/** The pay area (spec 3 §2–§5, §9): the balance, 充值记录, 扣费记录 and the recharge centre's rules. */
const e2e = useConsole();

const STATUS_LABELS = ['未支付', '已支付', '未支付交易超时关闭', '已退款', '交易结束'];
const DAY = 86_400_000;

const balanceText = (page: Page) => page.locator('.credits-balance-value').innerText();
const rows = (page: Page, table: string) => page.locator(`${table} tbody tr:not(.arco-table-empty-row)`);
const firstCells = async (page: Page, table: string, column: number) =>
  (await rows(page, table).locator(`td:nth-child(${column})`).allInnerTexts()).map((text) => text.trim());

/** The list calls the console made since `from`, with their query. */
const listCalls = (path: string, from = 0) =>
  e2e.server.requests
    .slice(from)
    .filter((request) => request.startsWith(`GET ${path}?`))
    .map((request) => new URL(request.slice(4), 'http://x').searchParams);

const midnight = (daysAgo: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo).getTime();
};

async function openPay(page: Page, tab = ''): Promise<void> {
  await openSignedIn(page, e2e.server.url, `/app/pay${tab ? `/${tab}` : ''}`);
  await page.locator('.credits-balance-value').waitFor();
}

describe('the balance', () => {
  it('shows the account credits and 刷新 reloads them with 刷新成功', async () => {
    const { page, server } = e2e;
    await openPay(page);
    const { credits } = await callDevApi<AccountCredits>(server, 'GET', '/api/account_credits/current');
    await expect.poll(() => balanceText(page)).toBe(credits.toLocaleString('en-US'));
    // Another tab downloads two new images meanwhile.
    const orders = await callDevApi<{ items: { id: string; orderItems: { id: string }[] }[] }>(server, 'GET', '/api/orders?pageSize=10');
    const order = orders.items.find((o) => o.orderItems.length > 0)!;
    const charged = await callDevApi<{ credits: number }>(server, 'POST', '/api/credit_charges', {
      images: [{ orderId: order.id, orderItemId: order.orderItems[0]!.id, infoIndex: 0 }],
    });
    expect(charged.credits).toBeLessThan(credits);
    const toasts = await recordToasts(page);
    await page.getByRole('button', { name: '刷新' }).dblclick();
    await expect.poll(() => balanceText(page)).toBe(charged.credits.toLocaleString('en-US'));
    await expect.poll(toasts).toContain('刷新成功');
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r === 'GET /api/account_credits/current').length).toBeLessThanOrEqual(2);
  });

  it('充值 opens the recharge centre', async () => {
    const { page } = e2e;
    await openPay(page);
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app/pay/recharge');
    await page.getByRole('button', { name: '立即支付' }).waitFor();
  });
});

describe('充值记录', () => {
  it('opens on the last 7 days, with the five status labels, 今天, 查询 and 重置', async () => {
    const { page, server } = e2e;
    await openPay(page);
    await rows(page, '.recharge-table').first().waitFor();
    const [first] = listCalls('/api/credit_recharge_records').filter((q) => q.has('createdAtStart'));
    expect(Number(first!.get('createdAtStart'))).toBe(midnight(6));
    expect(Number(first!.get('createdAtEnd'))).toBe(midnight(-1) - 1);
    expect(first!.get('pageSize')).toBe('10');
    const expected = await callDevApi<RecordPage<RechargeRecord>>(
      server,
      'GET',
      `/api/credit_recharge_records?pageNo=1&pageSize=10&createdAtStart=${midnight(6)}&createdAtEnd=${midnight(-1) - 1}`,
    );
    expect(await firstCells(page, '.recharge-table', 1)).toEqual(expected.items.map((r) => formatDateTime(r.createdAt)));
    await expect.poll(() => page.locator('.credits-pagination .arco-pagination-total-text').innerText()).toBe(`共 ${expected.totalItems} 条`);

    // Every state, at the largest page size over the last 30 days: each its label.
    const all = await callDevApi<RecordPage<RechargeRecord>>(server, 'GET', `/api/credit_recharge_records?pageNo=1&pageSize=500`);
    expect(new Set(all.items.map((r) => r.paymentStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.items.some((r) => r.createdAt < midnight(6))).toBe(true);

    const before = server.requests.length;
    await page.getByRole('button', { name: '今天' }).click();
    await expect.poll(() => listCalls('/api/credit_recharge_records', before).length).toBe(1);
    const today = listCalls('/api/credit_recharge_records', before)[0]!;
    expect([Number(today.get('createdAtStart')), Number(today.get('createdAtEnd'))]).toEqual([midnight(0), midnight(-1) - 1]);
    expect(await page.locator('.credits-range-picker input').first().inputValue()).toBe(new Date(midnight(0)).toLocaleDateString('sv-SE'));

    const beforeReset = server.requests.length;
    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => listCalls('/api/credit_recharge_records', beforeReset).length).toBe(1);
    expect(Number(listCalls('/api/credit_recharge_records', beforeReset)[0]!.get('createdAtStart'))).toBe(midnight(6));
    expect(await page.locator('.credits-range-picker input').first().inputValue()).toBe(new Date(midnight(6)).toLocaleDateString('sv-SE'));

    const beforeQuery = server.requests.length;
    await page.getByRole('button', { name: '近7天' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => listCalls('/api/credit_recharge_records', beforeQuery).length).toBe(2);
  });

  it('shows each state by its label, and 同步订单 only on a record awaiting payment', async () => {
    const { page, server } = e2e;
    await openPay(page);
    await rows(page, '.recharge-table').first().waitFor();
    await page.locator('.credits-range-picker').click();
    // Clear the range: every record, 500 a page.
    await page.locator('.credits-range-picker .arco-picker-clear-icon').click({ force: true });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('.credits-pagination .arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '500' }).click();
    const all = await callDevApi<RecordPage<RechargeRecord>>(server, 'GET', '/api/credit_recharge_records?pageNo=1&pageSize=500');
    await expect.poll(() => rows(page, '.recharge-table').count()).toBe(all.items.length);
    const labels = await page.locator('.recharge-table .recharge-status-label').allInnerTexts();
    expect(labels).toEqual(all.items.map((r) => STATUS_LABELS[r.paymentStatus - 1]));
    expect(await page.locator('.recharge-table .recharge-sync').count()).toBe(all.items.filter((r) => r.paymentStatus === 1).length);
  });

  it('同步订单 asks the server once, shows the new state in the row and says it', async () => {
    const { page, server } = e2e;
    await openPay(page);
    const shown = await callDevApi<RecordPage<RechargeRecord>>(
      server,
      'GET',
      `/api/credit_recharge_records?pageNo=1&pageSize=10&createdAtStart=${midnight(6)}&createdAtEnd=${midnight(-1) - 1}`,
    );
    // The seed's awaiting recharge of 3 days ago: past the 30 minutes a payment may take, a sync closes it.
    const stale = shown.items.findIndex((r) => r.paymentStatus === 1 && r.createdAt < Date.now() - DAY);
    expect(stale).toBeGreaterThanOrEqual(0);
    const row = rows(page, '.recharge-table').nth(stale);
    await row.locator('.recharge-sync').waitFor();
    const toasts = await recordToasts(page);
    const before = server.requests.length;
    await row.locator('.recharge-sync').dblclick();
    await expect.poll(toasts).toContain('同步成功，订单状态：未支付交易超时关闭');
    await expect.poll(() => row.locator('.recharge-status-label').innerText()).toBe('未支付交易超时关闭');
    expect(await row.locator('.recharge-sync').count()).toBe(0);
    await networkSettled(e2e);
    expect(server.requests.slice(before).filter((r) => /sync_payment_status/.test(r))).toEqual([
      `GET /api/credit_recharge_records/${shown.items[stale]!.id}/sync_payment_status`,
    ]);
  });
});

describe('扣费记录', () => {
  it('filters by shop, 定制单号, 平台订单号 and dates, and 重置 clears them', async () => {
    const { page, server } = e2e;
    await openPay(page, 'usage');
    await rows(page, '.usage-table').first().waitFor();
    const shops = await callDevApi<Shop[]>(server, 'GET', '/api/shops');
    const all = await callDevApi<RecordPage<UsageRecord>>(server, 'GET', '/api/credit_usage_records?pageNo=1&pageSize=10');
    expect(await firstCells(page, '.usage-table', 3)).toEqual(all.items.map((r) => r.orderId));
    expect(await firstCells(page, '.usage-table', 2)).toEqual(all.items.map((r) => shops.find((s) => s.id === r.shopId)!.name));

    const record = all.items[0]!;
    const shop = shops.find((s) => s.id === record.shopId)!;
    await page.locator('.usage-shop').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: shop.name }).click();
    await page.getByLabel('定制单号').fill(record.orderId);
    await page.getByLabel('平台订单号').fill(` ${record.orderOriginalId} `);
    const before = server.requests.length;
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => listCalls('/api/credit_usage_records', before).length).toBe(1);
    const query = listCalls('/api/credit_usage_records', before)[0]!;
    expect([query.get('shopId'), query.get('orderId'), query.get('orderOriginalId')]).toEqual([shop.id, record.orderId, record.orderOriginalId]);
    await expect.poll(() => firstCells(page, '.usage-table', 4)).toEqual([record.orderOriginalId]);

    const beforeToday = server.requests.length;
    await page.getByRole('button', { name: '今天' }).click();
    await expect.poll(() => listCalls('/api/credit_usage_records', beforeToday).length).toBe(1);
    expect(Number(listCalls('/api/credit_usage_records', beforeToday)[0]!.get('createdAtStart'))).toBe(midnight(0));

    const beforeReset = server.requests.length;
    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => listCalls('/api/credit_usage_records', beforeReset).length).toBe(1);
    const reset = listCalls('/api/credit_usage_records', beforeReset)[0]!;
    expect(['shopId', 'orderId', 'orderOriginalId', 'createdAtStart'].filter((key) => reset.has(key))).toEqual([]);
    expect(await page.getByLabel('定制单号').inputValue()).toBe('');
    await expect.poll(() => firstCells(page, '.usage-table', 3)).toEqual(all.items.map((r) => r.orderId));
  });

  it('详情 shows the order numbers, the total and each image at 60 积分, its thumbnail opening the full image', async () => {
    const { page, server } = e2e;
    await openPay(page, 'usage');
    const all = await callDevApi<RecordPage<UsageRecord>>(server, 'GET', '/api/credit_usage_records?pageNo=1&pageSize=10');
    await rows(page, '.usage-table').first().locator('.usage-detail').click();
    const detail = await callDevApi<UsageDetail>(server, 'GET', `/api/credit_usage_records/${all.items[0]!.id}`);
    const modal = page.locator('.usage-detail-modal');
    await modal.locator('.usage-detail-summary').waitFor();
    const summary = await modal.locator('.usage-detail-summary').innerText();
    for (const text of [`定制单号`, detail.record.orderId, '平台订单号', detail.record.orderOriginalId, '总消耗积分', String(detail.record.usedCredits)]) {
      expect(summary).toContain(text);
    }
    expect(await modal.locator('.usage-detail-credits').allInnerTexts()).toEqual(detail.images.map(() => '60积分'));
    const thumbnails = modal.locator('.usage-detail-image img');
    expect(await thumbnails.first().getAttribute('src')).toContain('x-oss-process=image/resize');
    await thumbnails.first().click();
    await expect.poll(() => page.locator('.arco-image-preview-img').getAttribute('src')).toBe(detail.images[0]!.customizedImageUrl);
  });
});

describe('the recharge centre', () => {
  it('an account that never recharged sees the recharge centre alone, whatever the address', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url, 'tbtest_audit', 'audit1234');
    for (const tab of ['', '/usage']) {
      await page.goto(`${server.url}/app/pay${tab}`);
      await page.getByRole('button', { name: '立即支付' }).waitFor();
      expect(await page.locator('.pay-screen .arco-tabs').count()).toBe(0);
      expect(await page.getByText('充值记录').count()).toBe(0);
    }
  });

  it('says what is wrong with the credits typed, and prices them at 5 元 a thousand, 10 struck through', async () => {
    const { page } = e2e;
    await openPay(page, 'recharge');
    const input = page.getByLabel('充值积分');
    const error = page.locator('.recharge-error');
    const cases: [string, string][] = [
      ['', '此项必须填写'],
      ['0', '最少充值 1 千积分'],
      ['1.5', '充值数量必须是整数（单位：千积分）'],
      ['abc', '充值数量必须是整数（单位：千积分）'],
      ['10000001', '最多充值 10,000,000 千积分'],
    ];
    for (const [typed, text] of cases) {
      await input.fill(typed);
      await expect.poll(() => error.innerText()).toBe(text);
    }
    await input.fill('7');
    await expect.poll(() => error.count()).toBe(0);
    expect(await page.locator('.recharge-price').innerText()).toMatch(/7,000 积分\s*35元\s*原价70元/);
    expect(await page.locator('.recharge-original').evaluate((el) => el.tagName)).toBe('DEL');
    // An invalid amount never reaches the server.
    await input.fill('0');
    const before = e2e.server.requests.length;
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await networkSettled(e2e);
    expect(e2e.server.requests.slice(before).filter((r) => r.includes('payment_form'))).toEqual([]);
  });

  it('offers the three quick packs of spec 3 §9', async () => {
    const { page } = e2e;
    await openPay(page, 'recharge');
    // The recharge centre shows once the screen knows whether the account ever recharged, after the balance.
    const packs = async () => (await page.locator('.recharge-pack').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    await expect.poll(packs).toEqual([
      '6,000 积分 30元 原价60元 约100张 · 0.3元/张',
      '12,000 积分 60元 原价120元 约200张 · 0.3元/张',
      '30,000 积分 150元 原价300元 约500张 · 0.3元/张',
    ]);
    await page.locator('.recharge-pack').nth(2).click();
    expect(await page.getByLabel('充值积分').inputValue()).toBe('30');
    expect(await page.locator('.recharge-pack').nth(2).getAttribute('aria-pressed')).toBe('true');
  });

  it('paying without the agreement ticked warns and opens nothing', async () => {
    const { page, context } = e2e;
    await openPay(page, 'recharge');
    let popups = 0;
    context.on('page', () => popups++);
    const before = e2e.server.requests.length;
    await page.getByRole('button', { name: '立即支付' }).dblclick();
    const warning = page.locator('.recharge-agreement-warning');
    await expect.poll(() => warning.innerText()).toContain('您还未同意退款协议');
    expect(await warning.innerText()).toContain('支付后不可退款、不可转让');
    expect(await page.locator('.recharge-agreement-warning').count()).toBe(1);
    await page.getByRole('button', { name: '知道了' }).click();
    await networkSettled(e2e);
    expect(popups).toBe(0);
    expect(e2e.server.requests.slice(before).filter((r) => r.includes('payment_form'))).toEqual([]);
  });
});

