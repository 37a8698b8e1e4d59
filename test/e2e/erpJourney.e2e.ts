import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneBrand } from '../../contract/catalogue';
import type { Order } from '../../contract/orders';
import { callDevApi } from '../support/devApiCalls';
import { configureErpSync, MAIN_FACTORY_NAME, receivedPushes } from '../support/erpDevApi';
import { isPushable } from './factoryPushPage';
import { HEAVY_TEST_TIMEOUT_MS, openSignedIn, recordStatusTexts, useConsole } from './fixtures';
import { orderPage, TEN_ROWS } from './ordersPage';

// The factory ERP's whole path as a seller walks it, through the screens only: the tutorial and the key, 同步 the
// factories, a phone model sync that fails and then succeeds, the auto-match of every brand reviewed and
// accepted, the materials and colours bound, and orders pushed from the order list.
const e2e = useConsole();
const POLL = { timeout: 20_000 };

const stepsFinished = (page: Page) =>
  page
    .getByTestId('erp-tutorial')
    .locator('.arco-steps-item')
    .evaluateAll((steps) => steps.map((step) => step.classList.contains('arco-steps-item-finish')));

async function pick(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await select.click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: label }).first().click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count(), POLL).toBe(0);
}

const MATERIALS: Record<string, { factory: string; colors: Record<string, string> }> = {
  透明软壳: { factory: 'TPU-CL TPU透明软壳', colors: { 透明: 'TPU-CL-01 全透明', 磨砂黑: 'TPU-CL-02 磨砂黑边' } },
  液态硅胶: { factory: 'LSG 液态硅胶壳', colors: { 白色: 'LSG-WH 奶白', 黑色: 'LSG-BK 曜石黑', 薰衣草紫: 'LSG-PU 薰衣草', 浅粉: 'LSG-PK 樱花粉' } },
  钢化玻璃: { factory: 'TG 钢化玻璃壳', colors: { 黑边: 'TG-BK 黑色边框', 白边: 'TG-WH 白色边框' } },
};

describe('工厂对接 from the first key to the first pushed orders', () => {
  it('walks tutorial → key → factories → a failed then a good model sync → auto-match → materials → push', { timeout: HEAVY_TEST_TIMEOUT_MS }, async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, server.url, '/app/integrations');

    // 1. The tutorial, and the key.
    await page.getByTestId('erp-tutorial').getByRole('heading', { name: '接入工厂ERP' }).waitFor();
    await page.getByPlaceholder('粘贴工厂ERP提供的key').fill('  journey_key_20261123  ');
    await page.getByRole('button', { name: '保存key' }).click();
    await page.getByRole('tab', { name: '工厂' }).waitFor();
    await expect.poll(() => stepsFinished(page), POLL).toEqual([true, false, false]);

    // 2. 同步 the factories.
    await page.locator('.factories-tab').getByRole('button', { name: '同步', exact: true }).click();
    const factoryRow = page.locator('.factories-tab tbody tr', { hasText: MAIN_FACTORY_NAME });
    await factoryRow.waitFor();

    // 3. The factory has no models: the sync task fails once, then 重试 brings them.
    await configureErpSync(server, { durationMs: 1500, failNext: 1, errorMessage: '工厂ERP维护中，请稍后再试' });
    const statuses = await recordStatusTexts(page);
    await factoryRow.getByRole('button', { name: '查看机型' }).click();
    const failed = page.locator('.arco-modal:visible', { has: page.getByText('同步失败', { exact: true }) });
    await failed.getByText('工厂ERP维护中，请稍后再试').waitFor(POLL);
    await failed.getByRole('button', { name: '重试' }).click();
    const drawer = page.locator('.factory-models-drawer');
    await drawer.getByText(/共 \d+ 个机型/).waitFor(POLL);
    expect((await statuses()).some((text) => text.includes('%'))).toBe(true);
    await drawer.locator('.arco-drawer-close-icon').click();

    // 4. Every brand auto-matched, reviewed and accepted.
    await page.getByRole('tab', { name: '机型绑定' }).click();
    const tab = page.locator('.model-binding-tab');
    await pick(page, tab.locator('.factory-select'), MAIN_FACTORY_NAME);
    const brands = await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands');
    for (const brand of brands) {
      await pick(page, tab.locator('.brand-select'), new RegExp(`^${brand.name}$`));
      await expect.poll(() => tab.locator('.model-binding-table .arco-table-body .arco-checkbox').count(), POLL).toBeGreaterThan(0);
      await tab.locator('.model-binding-table .arco-table-th .arco-checkbox').click();
      await tab.getByRole('button', { name: '自动匹配' }).click();
      const review = page.locator('.auto-match-review');
      await review.getByRole('button', { name: '全部接受' }).click();
      await review.getByText(/^已绑定 \d+ 个$/).waitFor(POLL);
      await review.getByRole('button', { name: '关闭' }).click();
      await review.waitFor({ state: 'detached' });
      await expect.poll(() => tab.locator('.model-binding-table .arco-table-body').innerText(), POLL).not.toContain('未绑定');
    }

    // 5. Materials and their colours.
    await page.getByRole('tab', { name: '材质绑定' }).click();
    const materials = page.locator('.material-binding-tab');
    await pick(page, materials.locator('.factory-select'), MAIN_FACTORY_NAME);
    for (const [material, { factory, colors }] of Object.entries(MATERIALS)) {
      await pick(page, materials.locator('tr.binding-row-material', { hasText: material }).locator('.arco-select'), factory);
      for (const [color, factoryColor] of Object.entries(colors)) {
        const row = materials.locator('tr.binding-row-color').filter({ has: page.getByText(color, { exact: true }) });
        await expect.poll(() => row.locator('.arco-select-disabled').count(), POLL).toBe(0);
        await pick(page, row.locator('.arco-select'), factoryColor);
      }
    }
    await expect.poll(() => stepsFinished(page), POLL).toEqual([true, true, false]);

    // 6. Push from the order list.
    // The list at 10 rows, two pushable orders among them: each row drawn is CPU the push does not need.
    const orders = (await orderPage(server, { pageSize: 10 })).items.filter(isPushable).slice(0, 2) as [Order, Order];
    expect(orders).toHaveLength(2);
    await page.goto(`${server.url}/app/order_management${TEN_ROWS}`);
    for (const order of orders) {
      await page.locator('.order-table tr', { has: page.locator(`.order-cell[data-order="${order.originalId}"]`) }).locator('.order-tick').first().click();
    }
    await page.getByRole('button', { name: '推送到工厂' }).click();
    const push = page.locator('.factory-push-modal');
    await pick(page, push.locator('.arco-select'), MAIN_FACTORY_NAME);
    await push.getByRole('button', { name: '推送' }).click();
    await push.getByText('推送完成：成功 2 个，失败 0 个').waitFor(POLL);
    expect((await receivedPushes(server)).map((entry) => [entry.orderOriginalId, entry.accepted])).toEqual(orders.map((order) => [order.originalId, true]));

    // The tutorial is done, and so leaves the integration screen.
    await page.goto(`${server.url}/app/integrations`);
    await page.getByRole('tab', { name: '工厂' }).waitFor();
    await expect.poll(() => page.getByTestId('erp-tutorial').count(), POLL).toBe(0);
  });
});
