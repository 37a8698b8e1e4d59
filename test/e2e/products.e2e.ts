import { describe, expect, it } from 'vitest';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, signIn, useConsole } from './fixtures';
import {
  DOUDIAN,
  KUAISHOU,
  PINDUODUO,
  SCREEN,
  TAOBAO,
  currentQuery,
  expectTitles,
  openProducts,
  pickShop,
  productPage,
  rows,
  shopNamed,
  shownTitles,
} from './productsPage';
import type { Shop } from '../../contract/shops';

const e2e = useConsole();

describe('商品定制配置: the shop picker', () => {
  it('starts on the first shop, writes it to the address, and keeps a chosen shop across a reload', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    const doudian = await shopNamed(server, DOUDIAN);
    await openProducts(page, server);
    await expect.poll(() => currentQuery(page).get('shopId')).toBe(taobao.id);
    expect(await page.locator('.shop-picker-select').innerText()).toContain(TAOBAO);
    await expectTitles(page, (await productPage(server, taobao.id)).items);

    await pickShop(page, DOUDIAN);
    await expect.poll(() => currentQuery(page).get('shopId')).toBe(doudian.id);
    await expectTitles(page, (await productPage(server, doudian.id)).items);
    await page.reload();
    await page.locator('.product-table .product-title').first().waitFor();
    expect(await page.locator('.shop-picker-select').innerText()).toContain(DOUDIAN);
    await expectTitles(page, (await productPage(server, doudian.id)).items);
  });

  it('lists every shop with its platform', async () => {
    const { page, server } = e2e;
    await openProducts(page, server);
    await page.locator('.shop-picker-select').click();
    const options = await page
      .locator('.arco-select-option')
      .evaluateAll((list) => list.map((option) => `${option.querySelector('.shop-picker-platform')?.textContent} ${option.querySelector('.shop-picker-name')?.textContent}`));
    expect(options).toEqual([
      `淘宝 ${TAOBAO}`,
      `抖店 ${DOUDIAN}`,
      `拼多多 ${PINDUODUO}`,
      `快手小店 ${KUAISHOU}`,
    ]);
  });

  it('shows 添加商品 only for short-video shops and 同步商品 only for the Taobao shop', async () => {
    const { page, server } = e2e;
    await openProducts(page, server);
    const expected: [string, boolean, boolean][] = [
      [TAOBAO, false, true],
      [DOUDIAN, true, false],
      [PINDUODUO, false, false],
      [KUAISHOU, true, false],
    ];
    for (const [name, adds, syncs] of expected) {
      await pickShop(page, name);
      await expectTitles(page, (await productPage(server, (await shopNamed(server, name)).id)).items);
      expect(await page.getByRole('button', { name: '添加商品' }).count(), name).toBe(adds ? 1 : 0);
      expect(await page.getByRole('button', { name: '同步商品' }).count(), name).toBe(syncs ? 1 : 0);
    }
  });

  it('never shows the last shop’s rows for the new shop when the last shop’s page answers late', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    const doudian = await shopNamed(server, DOUDIAN);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/products?*shopId=${taobao.id}*`, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await openSignedIn(page, server.url, SCREEN);
    await page.locator('.shop-picker-select', { hasText: TAOBAO }).waitFor();
    await pickShop(page, DOUDIAN);
    const doudianTitles = (await productPage(server, doudian.id)).items.map((product) => product.title);
    await expect.poll(() => shownTitles(page)).toEqual(doudianTitles);
    release();
    await networkSettled(e2e);
    expect(await shownTitles(page)).toEqual(doudianTitles);
  });

  it('says 暂无商品，请点击左上角添加商品 for a shop without products', async () => {
    const { page, server } = e2e;
    const shop = await callDevApi<Shop>(server, 'POST', '/api/shops', { type: 7, name: '空空快手店' });
    await openSignedIn(page, server.url, `${SCREEN}?shopId=${shop.id}`);
    await page.getByText('暂无商品，请点击左上角添加商品').waitFor();
    expect(await page.locator('.product-table .sku-cell, .product-table .product-title').count()).toBe(0);
    expect(await page.locator('.product-pagination').count()).toBe(0);
  });

  it('says 列表加载失败 with 重试 when the page fails to load, then shows it', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    server.devApi.faults.add({ method: 'GET', path: '/api/products', status: 500, times: 1 });
    await page.goto(`${server.url}${SCREEN}`);
    const failed = page.getByRole('alert').filter({ hasText: '列表加载失败' });
    await failed.waitFor();
    const modal = page.locator('.network-error-modal');
    await modal.getByRole('button', { name: '知道了' }).click();
    expect(await page.locator('.product-table .sku-cell, .product-table .product-title').count()).toBe(0);
    expect(await page.getByText('暂无商品，请点击左上角添加商品').count()).toBe(0);
    await failed.getByRole('button', { name: '重试' }).click();
    await page.locator('.product-table .product-title').first().waitFor();
  });
});

describe('商品定制配置: paging', () => {
  it('pages by 20 by default, offers 10/20/50/100, keeps page and size in the address, and jumps', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    await openProducts(page, server);
    await expectTitles(page, (await productPage(server, taobao.id, 1, 20)).items);
    expect(await page.locator('.product-pagination').getByText('共 25 条').count()).toBe(1);

    await page.locator('.product-pagination .arco-select').click();
    const sizes = await page.locator('.arco-select-option').allInnerTexts();
    expect(sizes.map((text) => parseInt(text, 10))).toEqual([10, 20, 50, 100]);
    await page.locator('.arco-select-option', { hasText: '10' }).first().click();
    await expectTitles(page, (await productPage(server, taobao.id, 1, 10)).items);
    await expect.poll(() => currentQuery(page).get('size')).toBe('10');

    await page.locator('.product-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expectTitles(page, (await productPage(server, taobao.id, 2, 10)).items);
    await expect.poll(() => currentQuery(page).get('page')).toBe('2');

    const jumper = page.locator('.product-pagination .arco-pagination-jumper input');
    await jumper.fill('3');
    await jumper.press('Enter');
    await expectTitles(page, (await productPage(server, taobao.id, 3, 10)).items);
    await expect.poll(() => currentQuery(page).get('page')).toBe('3');

    await page.reload();
    await expectTitles(page, (await productPage(server, taobao.id, 3, 10)).items);

    // A new shop starts on its first page.
    await pickShop(page, DOUDIAN);
    const doudian = await shopNamed(server, DOUDIAN);
    await expectTitles(page, (await productPage(server, doudian.id, 1, 10)).items);
    expect(currentQuery(page).get('page')).toBeNull();
  });

  it('shows the last page for a page past the end, and the first for a page number that is none', async () => {
    const { page, server } = e2e;
    const taobao = await shopNamed(server, TAOBAO);
    // 25 products by 10: page 9 of an old link is page 3.
    await openProducts(page, server, `?shopId=${taobao.id}&size=10&page=9`);
    await expectTitles(page, (await productPage(server, taobao.id, 3, 10)).items);
    await expect.poll(() => currentQuery(page).get('page')).toBe('3');
    expect(await page.getByText('暂无商品，请点击左上角添加商品').count()).toBe(0);

    for (const bogus of ['99999999999999999999', '-2', 'abc']) {
      await page.goto(`${server.url}${SCREEN}?shopId=${taobao.id}&size=10&page=${bogus}`);
      await expectTitles(page, (await productPage(server, taobao.id, 1, 10)).items);
    }
  });
});

describe('商品定制配置: the rows', () => {
  it('merges the product cell over its SKUs, and shows a red 无SKU for a product without', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    const { items } = await productPage(server, doudian.id);
    await openProducts(page, server, `?shopId=${doudian.id}`);
    await expectTitles(page, items);
    expect(await rows(page).count()).toBe(items.reduce((sum, product) => sum + Math.max(product.skus.length, 1), 0));

    const five = items.find((product) => product.skus.length === 5)!;
    const cell = page.locator('.product-table td.product-column', { hasText: five.originalId });
    expect(await cell.getAttribute('rowspan')).toBe('5');
    const firstRow = rows(page).filter({ has: page.locator('td.product-column', { hasText: five.originalId }) });
    expect(await firstRow.locator('.sku-name').innerText()).toBe(five.skus[0]!.propertiesName);

    const none = items.find((product) => product.skus.length === 0)!;
    const noneRow = rows(page).filter({ has: page.locator('.product-original-id', { hasText: none.originalId }) });
    const noSku = noneRow.locator('.sku-none');
    expect(await noSku.innerText()).toBe('无SKU');
    // The console's red (styles.css: Arco's raised to AA contrast).
    expect(await noSku.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(203, 39, 45)');

    // The configuration-status column is marked mandatory, like a required form label.
    const header = page.locator('.product-table th', { hasText: '配置状态' });
    expect(await header.locator('.required-star').innerText()).toBe('*');
  });

  it('shows titles with HTML, emoji and 200 characters as text', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    const kuaishou = await shopNamed(server, KUAISHOU);
    await openProducts(page, server, `?shopId=${doudian.id}`);
    const html = page.locator('.product-title', { hasText: '<b>加粗</b>' });
    expect(await html.getAttribute('title')).toBe('<b>加粗</b><img src=x onerror=alert(1)>定制手机壳');
    expect(await html.locator('b, img').count()).toBe(0);
    const long = (await productPage(server, doudian.id)).items.find((product) => Array.from(product.title).length === 200)!;
    expect(await page.locator('.product-title').filter({ hasText: long.title.slice(0, 20) }).getAttribute('title')).toBe(long.title);

    await pickShop(page, KUAISHOU);
    const emoji = (await productPage(server, kuaishou.id)).items.find((product) => product.title.startsWith('🐱'))!;
    await page.locator('.product-title', { hasText: emoji.title }).waitFor();
  });

  it('copies a product’s platform id: 复制成功 and the id on the clipboard', async () => {
    const { page, server, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const doudian = await shopNamed(server, DOUDIAN);
    const [first] = (await productPage(server, doudian.id)).items;
    await openProducts(page, server, `?shopId=${doudian.id}`);
    await page.locator('.product-original-id', { hasText: first!.originalId }).getByRole('button', { name: '复制平台ID' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first!.originalId);
  });

  it('reveals a SKU’s platform id after four quick clicks on its name, not after three', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    const [first] = (await productPage(server, doudian.id)).items;
    const sku = first!.skus[0]!;
    await openProducts(page, server, `?shopId=${doudian.id}`);
    const cell = page.locator('.sku-cell').first();
    const name = cell.locator('.sku-name');
    expect(await name.innerText()).toBe(sku.propertiesName);
    for (let i = 0; i < 3; i++) await name.click();
    expect(await cell.getByText(sku.originalId).count()).toBe(0);
    await name.click();
    await cell.getByText(`平台ID：${sku.originalId}`).waitFor();
  });

  it('ticks SKUs one by one or the whole page; 批量配置 with none ticked asks for a tick; another page keeps the count, another shop drops it', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    const { items } = await productPage(server, doudian.id, 1, 10);
    const lines = items.reduce((sum, product) => sum + Math.max(product.skus.length, 1), 0);
    await openProducts(page, server, `?shopId=${doudian.id}&size=10`);
    const batch = page.locator('.product-batch-configure');
    await batch.click();
    await page.getByText('请先勾选要配置的SKU').waitFor();
    await page.locator('.product-table tbody .arco-checkbox').nth(1).click();
    await expect.poll(() => batch.innerText()).toBe('批量配置（1）');
    await page.locator('.product-table thead .arco-checkbox').click();
    await expect.poll(() => batch.innerText()).toBe(`批量配置（${lines}）`);
    await page.locator('.product-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expectTitles(page, (await productPage(server, doudian.id, 2, 10)).items);
    // The ticks of page 1 stay (批量配置 applies to every ticked SKU); none of page 2's rows is ticked.
    expect(await batch.innerText()).toBe(`批量配置（${lines}）`);
    expect(await page.locator('.product-table tbody .arco-checkbox-checked').count()).toBe(0);
    await pickShop(page, KUAISHOU);
    await expect.poll(() => batch.innerText()).toBe('批量配置');
  });

  it('fits a 1024 × 640 window: toolbar, table and pager within the width', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    const doudian = await shopNamed(server, DOUDIAN);
    await openProducts(page, server, `?shopId=${doudian.id}`);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const selector of ['.product-toolbar', '.product-table', '.product-pagination', '.product-batch-configure']) {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.x + box!.width, selector).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
