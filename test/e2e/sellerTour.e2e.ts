// The tour of the seller side, as a seller takes it, run three ways: in a browser on the dev API, on
// the mock adapter with every /api request blocked (its dev API runs in the page), and inside the host
// simulator (the qianniu adapter over the bridge). Each step goes through the menu, as a reload would
// reset the mock adapter's in-page data.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, networkSettled, openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();
const UNSEEDED = ['712345678930', '712345678931', '712345678932'];

type Where = 'browser' | 'mock' | 'simulator';

/** Signs in and returns the frame the console runs in. */
async function open(page: Page, where: Where): Promise<Frame> {
  await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  if (where === 'mock') {
    await page.route('**/api/**', (route) => route.abort());
    await loginAs(page, e2e.server.url, 'demo', 'demo1234', '?adapter=mock');
    return page.mainFrame();
  }
  if (where === 'browser') {
    await loginAs(page, e2e.server.url);
    return page.mainFrame();
  }
  await openSignedIn(page, e2e.server.url, `/__qianniu/?plugin=${encodeURIComponent('/app/setting')}`);
  const frame = await (await page.locator('#plugin').elementHandle())!.contentFrame();
  await frame!.locator('.shell-content').waitFor();
  return frame!;
}

const menu = (frame: Frame, title: string) => frame.locator('.shell-sider').getByText(title, { exact: true }).click();

async function pickOption(frame: Frame, select: ReturnType<Frame['locator']>, label: string): Promise<void> {
  await select.click();
  await frame.locator('.arco-select-popup:visible .arco-select-option', { hasText: label }).first().click();
}

async function tour(page: Page, where: Where): Promise<void> {
  const frame = await open(page, where);
  const shopName = `巡检${where}店`.slice(0, 20);

  // 1. Add a Doudian shop.
  await menu(frame, '店铺设置');
  await frame.getByRole('button', { name: '添加店铺' }).click();
  const shopForm = frame.locator('.shop-form-modal');
  await pickOption(frame, shopForm.locator('.arco-select'), '抖店');
  await shopForm.getByPlaceholder('请输入店铺名称').fill(` ${shopName} `);
  await shopForm.getByRole('button', { name: '保存' }).click();
  await frame.getByText('添加成功').first().waitFor();
  await frame.locator('tbody tr', { hasText: shopName }).getByText('抖店').waitFor();

  // 2. Add a product with two SKUs to it.
  await menu(frame, '商品定制配置');
  await pickOption(frame, frame.locator('.shop-picker-select'), shopName);
  await frame.getByText('暂无商品，请点击左上角添加商品').waitFor();
  // The toolbar's button (the empty list carries one too).
  await frame.locator('.product-add').click();
  const productForm = frame.locator('.add-product-modal');
  await productForm.locator('input').nth(0).fill('TOUR-1');
  await productForm.locator('input').nth(1).fill('巡检定制壳');
  await productForm.getByRole('button', { name: '新增规格' }).click();
  const skuIds = productForm.locator('.add-product-sku-id input');
  const skuNames = productForm.locator('.add-product-sku-name input');
  await skuIds.nth(0).fill('T1');
  await skuNames.nth(0).fill('颜色分类:透明');
  await skuIds.nth(1).fill('T2');
  await skuNames.nth(1).fill('颜色分类:黑色');
  await productForm.getByRole('button', { name: '保存' }).click();
  await frame.locator('.product-table .product-title', { hasText: '巡检定制壳' }).waitFor();
  await expect.poll(() => frame.locator('.product-table .sku-name').allInnerTexts()).toEqual(['颜色分类:透明', '颜色分类:黑色']);

  // 3. Configure one of its SKUs.
  await frame.locator('.product-table tbody tr', { hasText: '颜色分类:黑色' }).getByRole('button', { name: '配置', exact: true }).click();
  const settingDialog = frame.locator('.customization-setting-modal');
  await settingDialog.locator('.customization-mode').getByText('自由定制', { exact: true }).click();
  await settingDialog.getByRole('button', { name: '保存' }).click();
  await frame.getByText('保存成功').first().waitFor();
  await frame.locator('.product-table tbody tr', { hasText: '颜色分类:黑色' }).getByText('自由定制').waitFor();

  // 4. Sync three Taobao items into the Taobao shop.
  await pickOption(frame, frame.locator('.shop-picker-select'), '壳美定制旗舰店');
  await frame.getByRole('button', { name: '同步商品' }).click();
  const syncDialog = frame.locator('.sync-products-modal');
  await syncDialog.getByRole('textbox', { name: '商品ID' }).fill(UNSEEDED.join('，'));
  await syncDialog.getByRole('button', { name: '开始同步' }).click();
  await syncDialog.getByText('同步完成：成功 3 个，失败 0 个').waitFor();
  await syncDialog.getByRole('button', { name: '完成' }).click();
  for (const id of UNSEEDED) await frame.locator('.product-original-id', { hasText: id }).waitFor();

  // 5. Generate the new shop's customization link and copy it.
  await menu(frame, '定制链接');
  const row = frame.locator('.customization-links-screen tbody tr', { hasText: shopName });
  await row.getByRole('button', { name: '生成链接' }).click();
  await frame.locator('.customization-link-form').getByRole('button', { name: '生成', exact: true }).click();
  const result = frame.locator('.customization-result');
  await result.getByText('生成成功').waitFor();
  const link = await result.locator('.customization-link-url').innerText();
  // The shop's first link is its default: the origin alone.
  expect(link).toMatch(/^https:\/\/[^/?]+$/);
  await result.getByRole('button', { name: '复制' }).click();
  await frame.getByText('复制成功').first().waitFor();
  expect(await frame.evaluate(() => navigator.clipboard.readText())).toBe(link);
}

describe('the seller tour', () => {
  it('adds a shop and a product, configures a SKU, syncs, and copies a link in a browser', async () => {
    await tour(e2e.page, 'browser');
    const shops = e2e.server.requests.filter((request) => request === 'POST /api/shops');
    expect(shops).toHaveLength(1);
    expect(e2e.server.requests.filter((request) => request === 'POST /api/products/sync')).toHaveLength(3);
  });

  it('does the same on the mock adapter with /api blocked', async () => {
    await tour(e2e.page, 'mock');
    await networkSettled(e2e);
    expect(e2e.server.requests.filter((request) => request.includes('/api/'))).toEqual([]);
  });

  it('does the same inside the host simulator', async () => {
    await tour(e2e.page, 'simulator');
    expect(e2e.server.requests.filter((request) => request === 'POST /api/products')).toHaveLength(1);
    expect(e2e.server.requests.filter((request) => request === 'POST /api/shop_customization_settings')).toHaveLength(1);
  });
});
