import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devApiReply, devApiToken } from '../support/devApiCalls';
import { guideMemoryKey } from '../../src/app/gettingStarted/guideMemory';
import { seriousViolations } from './axe';
import { logInThroughForm, networkSettled, openSignedIn, useConsole } from './fixtures';

/**
 * Day one of a merchant (newshop, nothing in it): the getting-started guide leads from the first sign-in
 * to a copied customization link, one step at a time, marking each from what the account holds.
 */
const e2e = useConsole();
const NEWSHOP = { username: 'newshop', password: 'new1234' };

const guide = (page: Page) => page.getByRole('region', { name: '新手引导：生成第一条定制链接' });
const step = (page: Page, index: number, title: string, status: string) => guide(page).getByRole('listitem', { name: `第${index}步 ${title}：${status}` });
const guideButton = (page: Page, name: string) => guide(page).getByRole('button', { name, exact: true });
const emptyStateButton = (page: Page, name: string) => page.locator('.empty-state').getByRole('button', { name, exact: true });

/** The tab sent to the background or shown again, as the browser tells the page when the merchant switches tabs. */
async function showTab(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}

async function pickOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: label }).first().click();
}

describe('the getting-started guide', () => {
  it('leads newshop from the first sign-in to a copied link at 1024 × 640, then is gone for good', async () => {
    const { page, server, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.setViewportSize({ width: 1024, height: 640 });
    await logInThroughForm(page, server.url, NEWSHOP.username, NEWSHOP.password);
    await guide(page).getByText('已完成 0/6').waitFor();
    await step(page, 1, '添加店铺', '待完成').waitFor();
    // Day one's screens, their empty lists and the guide are checked by axe-core as every other screen is.
    await page.locator('.brand-tab .empty-state').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // 1. A shop, from the guide and the empty list's button.
    await guideButton(page, '去添加店铺').click();
    await page.waitForURL(/\/app\/setting$/);
    await emptyStateButton(page, '添加店铺').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await emptyStateButton(page, '添加店铺').click();
    const shopForm = page.locator('.shop-form-modal');
    await pickOption(page, shopForm.locator('.arco-select'), '抖店');
    await shopForm.getByPlaceholder('请输入店铺名称').fill('第一家抖店');
    await shopForm.getByRole('button', { name: '保存' }).click();
    await page.getByText('添加成功').first().waitFor();
    // The write ticks the step without leaving the screen; the product step now speaks of 抖店.
    await step(page, 1, '添加店铺', '已完成').waitFor();
    await guide(page).getByText('已完成 1/6').waitFor();

    // 2. A product with one SKU.
    await guideButton(page, '去商品定制配置').click();
    await page.waitForURL(/\/app\/sku_customization_setting/);
    await guide(page).getByText('在商品定制配置中为抖店、快手小店店铺添加商品和规格。').waitFor();
    await page.locator('.product-empty').getByRole('button', { name: '添加商品' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.product-empty').getByRole('button', { name: '添加商品' }).click();
    const productForm = page.locator('.add-product-modal');
    await productForm.locator('input').nth(0).fill('FIRST-1');
    await productForm.locator('input').nth(1).fill('第一款定制壳');
    await productForm.locator('.add-product-sku-id input').first().fill('F1');
    await productForm.locator('.add-product-sku-name input').first().fill('颜色分类:透明');
    await productForm.getByRole('button', { name: '保存' }).click();
    await page.locator('.product-table .product-title', { hasText: '第一款定制壳' }).waitFor();
    await step(page, 2, '添加或同步商品', '已完成').waitFor();

    // 3. A brand, then a model under it.
    await guideButton(page, '去添加型号').click();
    await page.waitForURL(/\/app\/phone_brand_model\/brand$/);
    await emptyStateButton(page, '新增品牌').click();
    const brandForm = page.locator('.arco-modal', { hasText: '品牌名称' });
    await brandForm.getByLabel('品牌名称').fill('苹果');
    await brandForm.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增品牌成功').first().waitFor();
    // With a brand, the step says a model is next and its button opens 型号列表, once the guide has looked
    // again after the write (it asks the new brand for models) and shown what it found.
    await guide(page).getByText('已有品牌，再在型号列表中为它添加型号。').waitFor();
    await guideButton(page, '去添加型号').click();
    await page.waitForURL(/\/app\/phone_brand_model\/model$/);
    await emptyStateButton(page, '新增型号').click();
    const modelForm = page.locator('.arco-modal', { hasText: '型号名称' });
    await modelForm.getByLabel('型号名称').fill('iPhone 16');
    await modelForm.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增型号成功').first().waitFor();
    await step(page, 3, '添加品牌型号', '已完成').waitFor();

    // 4. A material.
    await guideButton(page, '去添加材质').click();
    await page.waitForURL(/\/app\/phone_case_material\/material$/);
    await emptyStateButton(page, '新增材质').click();
    const materialForm = page.locator('.arco-modal', { hasText: '材质名称' });
    await materialForm.getByLabel('材质名称').fill('硅胶壳');
    await materialForm.getByRole('button', { name: '保存' }).click();
    // A material alone is not enough: a buyer picks a colour of it too.
    const materialRow = page.locator('.material-tab tbody tr', { hasText: '硅胶壳' });
    await materialRow.waitFor();
    await networkSettled(e2e);
    await step(page, 4, '添加材质和颜色', '待完成').waitFor();
    await materialRow.getByRole('button', { name: '颜色管理' }).click();
    // The material's empty colour list says what is missing and carries the button that adds it.
    const noColors = page.locator('.color-modal .empty-state');
    await noColors.getByText('硅胶壳还没有颜色。买家选了材质还要选颜色：新增一个颜色。').waitFor();
    await noColors.getByRole('button', { name: '新增颜色' }).click();
    const colorForm = page.locator('.color-form-modal');
    await colorForm.getByPlaceholder('颜色名称').fill('透明');
    await colorForm.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').first().waitFor();
    // Escape reaches the colour list only once focus is back in it from the closed form; its × does not wait on that.
    await colorForm.waitFor({ state: 'hidden' });
    await page.locator('.color-modal .arco-modal-close-icon').click();
    await page.locator('.color-modal').waitFor({ state: 'hidden' });
    await step(page, 4, '添加材质和颜色', '已完成').waitFor();
    await guide(page).getByText('已完成 4/6').waitFor();

    // 5 is for template links; a free-design (自由定制) link needs none. 6. The link, and its copy.
    await guideButton(page, '去生成链接').click();
    await page.waitForURL(/\/sku_customization_urls_setting\/generate$/);
    const form = page.locator('.customization-link-form');
    await pickOption(page, form.locator('.customization-link-shop .arco-select'), '第一家抖店');
    await form.locator('.customization-mode').getByText('自由定制', { exact: true }).click();
    await form.getByRole('button', { name: '生成', exact: true }).click();
    const result = page.locator('.customization-result');
    await result.getByText('生成成功').waitFor();
    const link = await result.locator('.customization-link-url').innerText();
    await result.getByRole('button', { name: '复制' }).click();
    await page.getByText('复制成功').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The link exists: the guide goes, and a reload does not bring it back.
    await guide(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.customization-link-form, .customization-result').first().waitFor();
    await page.locator('.shell-sider').getByText('订单管理', { exact: true }).click();
    await page.locator('.orders-none-yet').waitFor();
    expect(await guide(page).count()).toBe(0);
    const settings = server.requests.filter((request) => request === 'POST /api/shop_customization_settings');
    expect(settings).toHaveLength(1);
  });

  it('closes with ×, stays closed after a reload, and 帮助文档 → 新手引导 brings it back', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/setting', NEWSHOP);
    await guide(page).getByText('已完成 0/6').waitFor();
    await guide(page).getByRole('button', { name: '关闭新手引导' }).click();
    await page.getByText('已关闭新手引导，可在“帮助文档”菜单中重新打开').waitFor();
    await guide(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.empty-state').getByRole('button', { name: '添加店铺' }).waitFor();
    expect(await guide(page).count()).toBe(0);
    await page.locator('.shell-header').getByText('帮助文档').hover();
    await page.locator('.help-menu').getByText('新手引导', { exact: true }).click();
    await guide(page).getByText('已完成 0/6').waitFor();
  });

  it('folds to one line with the next step, and stays folded on the next screen and after a reload', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand', NEWSHOP);
    await guide(page).getByRole('button', { name: '收起' }).click();
    await guide(page).getByRole('button', { name: '展开' }).waitFor();
    expect(await guide(page).getByRole('listitem').count()).toBe(0);
    await guideButton(page, '去添加店铺').click();
    await page.waitForURL(/\/app\/setting$/);
    await page.reload();
    await guide(page).getByRole('button', { name: '展开' }).waitFor();
    await guide(page).getByRole('button', { name: '展开' }).click();
    await step(page, 1, '添加店铺', '待完成').waitFor();
  });

  it('warns on the generate form while the account has no brand or material', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server, NEWSHOP.username, NEWSHOP.password);
    expect((await devApiReply(server, 'POST', '/api/shops', { body: { type: 1, name: '新手抖店' }, token })).status).toBe(200);
    await openSignedIn(page, server.url, '/app/sku_customization_urls_setting/generate', NEWSHOP);
    await page.locator('.customization-empty-catalogue').getByText('还没有品牌型号、手机壳材质：这样生成的链接，买家打开后没有可选的机型或材质，请先添加。').waitFor();
    expect((await devApiReply(server, 'POST', '/api/phone_brands', { body: { name: '苹果' }, token })).status).toBe(200);
    await page.reload();
    await page.locator('.customization-empty-catalogue').getByText('还没有手机壳材质：这样生成的链接，买家打开后没有可选的机型或材质，请先添加。').waitFor();
  });

  it('counts a step done in another tab as soon as its own tab is shown again, with no screen change', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/setting', NEWSHOP);
    await guide(page).getByText('已完成 0/6').waitFor();
    // The shop is added elsewhere (another tab, the Qianniu client) while this tab is in the background.
    await showTab(page, false);
    const token = await devApiToken(server, NEWSHOP.username, NEWSHOP.password);
    expect((await devApiReply(server, 'POST', '/api/shops', { body: { type: 1, name: '另一个标签页的抖店' }, token })).status).toBe(200);
    await showTab(page, true);
    await step(page, 1, '添加店铺', '已完成').waitFor();
    await guide(page).getByText('已完成 1/6').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/setting');
  });

  it('marks a platform that neither adds nor syncs products as needing no product step', async () => {
    const { page, server } = e2e;
    const token = await devApiToken(server, NEWSHOP.username, NEWSHOP.password);
    expect((await devApiReply(server, 'POST', '/api/shops', { body: { type: 2, name: '新手拼多多店' }, token })).status).toBe(200);
    await openSignedIn(page, server.url, '/app/setting', NEWSHOP);
    await step(page, 2, '添加或同步商品', '无需此步').waitFor();
    await guide(page).getByText('已完成 2/6').waitFor();
  });

  it('never shows on an account that has a link, which costs one lookup', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/setting');
    await page.locator('.shop-table, .arco-table').first().waitFor();
    await expect.poll(() => server.requests.filter((request) => request === 'GET /api/shop_customization_urls').length).toBe(1);
    expect(await guide(page).count()).toBe(0);
    // Known finished once the reply is read (the request reaching the server is not enough): the next load does not ask again.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), guideMemoryKey('demo'))).toBe('finished');
    await page.reload();
    await page.locator('.shop-table, .arco-table').first().waitFor();
    await page.locator('.shell-sider').getByText('品牌型号', { exact: true }).click();
    await page.locator('.brand-tab').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request === 'GET /api/shop_customization_urls')).toHaveLength(1);
  });
});
