// 商品定制配置: the empty list by platform (add, sync, or why neither), no shops, the warning that a
// product's SKU settings go with it, and 批量配置 over ticks kept across pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneCaseCustomizationSetting } from '../../contract/customization';
import type { Product } from '../../contract/products';
import { type Shop } from '../../contract/shops';
import { ShopType } from '../../contract/shopPlatforms';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { mode, settingDialog } from './customizationPage';
import { SCREEN, TAOBAO, productPage, rows, shopNamed } from './productsPage';

const e2e = useConsole();
const POLL = { timeout: 10_000 };

const calls = (method: string, path: RegExp) =>
  e2e.server.requests.filter((request) => request.startsWith(`${method} `) && path.test(request.slice(method.length + 1).split('?')[0]!));
const empty = (page: Page) => page.locator('.product-table .product-empty');
const settingsOf = (shopId: string, productIds: string[]) =>
  callDevApi<PhoneCaseCustomizationSetting[]>(e2e.server, 'GET', `/api/phone_case_customization_settings?shopId=${shopId}&productOriginalIds=${productIds.join(',')}`);
const FIELDS = { mode: 2, bindingMaterialIds: [], bindingPhoneBrands: [], bindingTemplateCollectionIds: [], bindingTemplateId: null };

async function openShop(page: Page, shopId: string): Promise<void> {
  await openSignedIn(page, e2e.server.url, `${SCREEN}?shopId=${shopId}`);
}

const newShop = (type: ShopType, name: string) => callDevApi<Shop>(e2e.server, 'POST', '/api/shops', { type, name });

describe('商品定制配置: an empty product list says what to do', () => {
  it('for a platform that neither adds nor syncs: why there is nothing here, and 前往定制链接', async () => {
    const { page } = e2e;
    const jd = await newShop(ShopType.JD, '壳美京东店');
    await openShop(page, jd.id);
    await empty(page)
      .getByText(
        '京东店铺的商品不在这里添加，也不能同步，所以这里没有商品可以按规格配置。买家通过店铺的定制链接定制，订单连同定制信息进入订单管理。要按商品和规格配置，请使用抖店、快手小店（添加商品）或淘宝（同步商品）店铺。',
      )
      .waitFor();
    expect(await page.locator('.product-add, .product-sync').count()).toBe(0);
    await empty(page).getByRole('button', { name: '前往定制链接' }).click();
    await page.waitForURL(/\/app\/sku_customization_urls_setting$/);
    await page.locator('.customization-links-screen tbody tr', { hasText: '壳美京东店' }).waitFor();
  });

  it('for a shop that adds products: the spec’s text, and 添加商品 right there', async () => {
    const { page } = e2e;
    const doudian = await newShop(ShopType.DOUDIAN, '新开的抖店');
    await openShop(page, doudian.id);
    await empty(page).getByText('暂无商品，请点击左上角添加商品').waitFor();
    await empty(page).getByRole('button', { name: '添加商品' }).click();
    await page.locator('.arco-modal:visible', { hasText: '商品平台ID' }).waitFor();
  });

  it('for a Taobao shop with no products: 同步商品 right there', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    server.devApi.faults.add({ method: 'GET', path: '/api/products', status: 200, body: { items: [], totalItems: 0 }, times: 1 });
    await openShop(page, taobao.id);
    await empty(page).getByText('暂无商品。淘宝店铺的商品按商品ID从平台同步：点击左上角“同步商品”，或下面的按钮。').waitFor();
    await empty(page).getByRole('button', { name: '同步商品' }).click();
    await page.locator('.arco-modal:visible', { hasText: '开始同步' }).waitFor();
  });

  it('with no shops at all: 去添加店铺 leads to 店铺设置', async () => {
    const { page, server } = e2e;
    for (const shop of await callDevApi<Shop[]>(server, 'GET', '/api/shops')) await callDevApi(server, 'DELETE', `/api/shops/${shop.id}`);
    await openSignedIn(page, server.url, SCREEN);
    await page.getByText('还没有店铺，请先在店铺设置中添加店铺').waitFor();
    await page.locator('.no-shops').getByRole('button', { name: '去添加店铺' }).click();
    await page.waitForURL(/\/app\/setting$/);
    await page.getByText('还没有店铺。点击下面的“添加店铺”添加第一个店铺。').waitFor();
  });
});

describe('商品定制配置: deleting a product', () => {
  it('warns that its SKU settings go with it, asks once for a double click, and deletes product and settings once', async () => {
    const { page, server } = e2e;
    const shop = await newShop(ShopType.DOUDIAN, '删商品的抖店');
    const input = (originalId: string, title: string) => ({ shopId: shop.id, originalId, title, imageUrl: null, skus: [{ originalId: `${originalId}01`, propertiesName: '颜色:透明' }] });
    await callDevApi<Product>(server, 'POST', '/api/products', input('880001', '留下的壳'));
    await callDevApi<Product>(server, 'POST', '/api/products', input('880002', '要删的壳'));
    for (const id of ['880001', '880002']) {
      await callDevApi(server, 'POST', '/api/phone_case_customization_settings', { shopId: shop.id, productOriginalId: id, skuOriginalId: `${id}01`, ...FIELDS });
    }
    await openShop(page, shop.id);
    const doomed = page.locator('.product-table tbody tr', { hasText: '要删的壳' });
    await doomed.getByRole('button', { name: '删除' }).dblclick();
    const dialog = page.locator('.arco-modal:visible', { hasText: '确认删除' });
    await dialog.getByText('确定删除商品「要删的壳」吗？它所有SKU的定制配置将一并删除，不能恢复；以后重新添加或同步这个商品，需要重新配置。').waitFor();
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '确定' }).dblclick();
    await expect.poll(() => doomed.count(), POLL).toBe(0);
    await networkSettled(e2e);
    expect(calls('DELETE', /^\/api\/products\//)).toHaveLength(1);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect((await settingsOf(shop.id, ['880001', '880002'])).map((setting) => setting.productOriginalId)).toEqual(['880001']);
  });
});

describe('商品定制配置: 批量配置 over several pages', () => {
  const checkbox = (page: Page, index: number) => rows(page).nth(index).locator('.arco-checkbox');
  const banner = (page: Page) => page.locator('.product-ticked');
  const turnTo = async (page: Page, pageNo: number, firstTitle: string) => {
    await page.locator('.product-pagination .arco-pagination-item', { hasText: String(pageNo) }).click();
    await expect.poll(() => page.locator('.product-table .product-title').first().innerText(), POLL).toBe(firstTitle);
  };

  it('keeps ticks across a page change with 已勾选 N, configures every ticked SKU, and 清空 drops them', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    const [first, second] = [await productPage(server, taobao.id, 1), await productPage(server, taobao.id, 2)];
    expect(second.items.length).toBeGreaterThan(0);
    const ticked = [first.items[0]!, second.items[0]!].map((product) => ({ product: product.originalId, sku: product.skus[0]?.originalId ?? '' }));
    await openShop(page, taobao.id);
    await page.locator('.product-table .product-title').first().waitFor();

    await checkbox(page, 0).click();
    await banner(page).getByText('已勾选 1 个SKU').waitFor();
    await turnTo(page, 2, second.items[0]!.title);
    // The tick of page 1 is still counted; page 2's first row is not ticked yet.
    await banner(page).getByText('已勾选 1 个SKU（其中 1 个在其他页）').waitFor();
    expect(await rows(page).nth(0).locator('.arco-checkbox-checked').count()).toBe(0);
    await checkbox(page, 0).click();
    await banner(page).getByText('已勾选 2 个SKU（其中 1 个在其他页）').waitFor();
    await turnTo(page, 1, first.items[0]!.title);
    expect(await rows(page).nth(0).locator('.arco-checkbox-checked').count()).toBe(1);
    expect(await page.locator('.product-batch-configure').innerText()).toContain('批量配置（2）');

    await page.locator('.product-batch-configure').click();
    const dialog = settingDialog(page);
    await expect.poll(() => dialog.locator('.arco-modal-title').innerText(), POLL).toBe('批量定制配置（已选 2 个规格）');
    await mode(dialog, '自由定制');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(calls('POST', /^\/api\/phone_case_customization_settings$/)).toHaveLength(2);
    for (const { product, sku } of ticked) {
      const stored = (await settingsOf(taobao.id, [product])).find((setting) => setting.skuOriginalId === sku);
      expect(stored, `${product}/${sku}`).toMatchObject({ mode: 2 });
    }

    await banner(page).getByRole('button', { name: '清空' }).click();
    await expect.poll(() => banner(page).count(), POLL).toBe(0);
    expect(await rows(page).nth(0).locator('.arco-checkbox-checked').count()).toBe(0);
    expect(await page.locator('.product-batch-configure').innerText()).toBe('批量配置');
  });
});
