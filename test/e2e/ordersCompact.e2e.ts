import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './fixtures';
import { openOrders } from './ordersPage';

/**
 * Qianniu's plugin window is about 1024 × 640 (DESIGN.md): the order list must show a screenful of orders
 * there, and an order number or a model name is read whole, never broken across lines.
 */
const e2e = useConsole();
const QIANNIU = { width: 1024, height: 640 };
const LAPTOP = { width: 1280, height: 800 };

/** Orders whose first line lies wholly inside the table's scrolling body and the window. */
function visibleOrders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.querySelector('.order-table .arco-table-body')!.getBoundingClientRect();
    const bottom = Math.min(body.bottom, window.innerHeight);
    return [...document.querySelectorAll('.order-table tbody tr')]
      .filter((row) => row.querySelector('[data-order]'))
      .filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= body.top - 1 && box.bottom <= bottom + 1;
      })
      .map((row) => row.querySelector('[data-order]')!.getAttribute('data-order')!);
  });
}

/**
 * The texts that were broken across lines: each whole order number, and each run of digits in a model
 * name, must lie on one line (all its line boxes at the same top).
 */
function brokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const onOneLine = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return tops.size <= 1;
    };
    for (const number of document.querySelectorAll('.order-table .order-number-text')) {
      const text = number.firstChild as Text;
      if (!onOneLine(text, 0, text.length)) broken.push(text.data);
    }
    for (const model of document.querySelectorAll('.order-table .order-info-model')) {
      const text = model.firstChild as Text | null;
      if (!text) continue;
      for (const run of text.data.matchAll(/\d+/g)) if (!onOneLine(text, run.index, run.index + run[0].length)) broken.push(text.data);
    }
    return broken;
  });
}

describe('订单管理 in a small window', () => {
  it('shows at least five orders at 1024 × 640, with the menu open and folded', async () => {
    const { page, server } = e2e;
    await page.setViewportSize(QIANNIU);
    await openOrders(page, server);
    await expect.poll(async () => (await visibleOrders(page)).length).toBeGreaterThanOrEqual(5);
    // Ticked items (their count and 清空) and the balance take no row of their own.
    await page.locator('.order-toolbar .order-credits-value').waitFor();
    for (const row of [0, 1]) await page.locator('tbody .order-tick').nth(row).click();
    await page.locator('.order-ticked', { hasText: '已勾选 2 个商品' }).waitFor();
    await expect.poll(async () => (await visibleOrders(page)).length).toBeGreaterThanOrEqual(5);

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => page.locator('.shell-sider').evaluate((sider) => sider.getBoundingClientRect().width)).toBe(48);
    await expect.poll(async () => (await visibleOrders(page)).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the menu folded across a reload, in this browser, until it is unfolded', async () => {
    const { page, server } = e2e;
    await page.setViewportSize(QIANNIU);
    await openOrders(page, server);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.reload();
    await page.locator('.order-table .order-cell').first().waitFor();
    expect(await page.locator('.shell-sider').evaluate((sider) => sider.getBoundingClientRect().width)).toBe(48);
    // Folded, each entry is its icon and still leads to its screen.
    await page.locator('.shell-sider .arco-menu-item').nth(0).click();
    await page.waitForURL(/\/app\/phone_brand_model\/brand/);

    await page.getByRole('button', { name: '展开菜单' }).click();
    await page.locator('.shell-app-name', { hasText: '壳美定制' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '收起菜单' }).waitFor();
    expect(await page.locator('.shell-sider').evaluate((sider) => sider.getBoundingClientRect().width)).toBe(208);
  });

  for (const size of [QIANNIU, LAPTOP]) {
    it(`never breaks an order number or a model's number across lines at ${size.width} × ${size.height}`, async () => {
      const { page, server } = e2e;
      await page.setViewportSize(size);
      await openOrders(page, server);
      // The seed's order numbers are 18 and 19 digits long; the first page has both.
      const numbers = await page.locator('.order-table .order-number-text').allInnerTexts();
      expect(numbers.some((number) => number.length === 19)).toBe(true);
      expect(await brokenTexts(page)).toEqual([]);
    });
  }
});
