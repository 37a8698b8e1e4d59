import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MergeSplitStatus, ordersOf, parseCustomizationContent, thumbnailUrl, type Order } from '../../contract/orders';
import { listZip } from '../support/zipInspect';
import { pushableOrders } from './factoryPushPage';
import { networkSettled, useConsole } from './fixtures';
import {
  allOrders,
  contentIs,
  currentQuery,
  dayBounds,
  expectOrders,
  familyItems,
  findOrder,
  localDay,
  openOrders,
  orderCell,
  orderPage,
  pickShop,
  searchOrderNumber,
  shopNamed,
  shownOrderNumbers,
  TEN_ROWS,
  tickedForToolbar,
  withStatus,
} from './ordersPage';

const e2e = useConsole();
const clearQuestion = (page: Page) => page.locator('.arco-modal', { hasText: '清空已勾选的商品？' });
const rowOf = (page: Page, order: Order) => page.locator('.order-table tr', { has: page.locator(`.order-cell[data-order="${order.originalId}"]`) });
/** No file pickers: an archive comes as the browser's download. */
const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};
const DOUDIAN = '壳美抖音小店';
const TAOBAO = '壳美定制旗舰店';

describe('订单管理: the list and its filters', () => {
  it('opens on every shop’s newest orders, 20 a page, with the total, and says 暂无订单 for a search that finds nothing, with no pager', async () => {
    const { page, server } = e2e;
    const first = await orderPage(server, {});
    await openOrders(page, server);
    await expectOrders(page, first.items);
    await page.locator('.order-pagination').getByText(`共 ${first.totalItems} 条`).waitFor();
    expect(await page.locator('.order-shop-select').innerText()).toContain('全部店铺');
    expect([...currentQuery(page).keys()]).toEqual([]);

    await searchOrderNumber(page, 'NO-SUCH-ORDER');
    await page.locator('.order-table').getByText('暂无订单').waitFor();
    expect(await page.locator('.order-pagination').count()).toBe(0);
  });

  it('filters by shop, keeps it in the address across a reload, and preselects it from ?shopId=', async () => {
    const { page, server } = e2e;
    const doudian = await shopNamed(server, DOUDIAN);
    const taobao = await shopNamed(server, TAOBAO);
    await openOrders(page, server, `${TEN_ROWS}&page=2`);
    await pickShop(page, DOUDIAN);
    await expect.poll(() => currentQuery(page).get('shopId')).toBe(doudian.id);
    // A new filter starts on page 1.
    expect(currentQuery(page).get('page')).toBeNull();
    const doudianOrders = await orderPage(server, { shopId: doudian.id, pageSize: 10 });
    expect(doudianOrders.items.every((order) => order.shopId === doudian.id)).toBe(true);
    await expectOrders(page, doudianOrders.items);
    await page.reload();
    await expectOrders(page, doudianOrders.items);
    expect(await page.locator('.order-shop-select').innerText()).toContain(DOUDIAN);

    await page.goto(`${server.url}/app/order_management${TEN_ROWS}&shopId=${taobao.id}`);
    await expectOrders(page, (await orderPage(server, { shopId: taobao.id, pageSize: 10 })).items);
    expect(await page.locator('.order-shop-select').innerText()).toContain(TAOBAO);
    // Every order cell names the shop and its platform.
    expect(await page.locator('.order-table .order-cell .order-shop').first().innerText()).toMatch(/淘宝\s*壳美定制旗舰店/);
  });

  it('falls back to every shop for a shop the account does not have', async () => {
    const { page, server } = e2e;
    await openOrders(page, server, `${TEN_ROWS}&shopId=no-such-shop`);
    await expect.poll(() => currentQuery(page).get('shopId')).toBeNull();
    await expectOrders(page, (await orderPage(server, { pageSize: 10 })).items);
  });

  it('filters by created date with the shortcuts 今天, 近7天 and 近30天, and keeps the range in the address', async () => {
    const { page, server } = e2e;
    await openOrders(page, server, TEN_ROWS);
    const today = localDay(Date.now());
    const sixDaysAgo = localDay(new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() - 6).getTime());
    for (const [shortcut, from] of [
      ['近7天', sixDaysAgo],
      ['今天', today],
    ] as const) {
      await page.locator('.order-range').click();
      await page.locator('.arco-picker-shortcuts').getByRole('button', { name: shortcut }).click();
      await expect.poll(() => [currentQuery(page).get('from'), currentQuery(page).get('to')]).toEqual([from, today]);
      const expected = await orderPage(server, { createdAtStart: dayBounds(from).createdAtStart, createdAtEnd: dayBounds(today).createdAtEnd, pageSize: 10 });
      if (expected.totalItems === 0) await page.getByText('暂无订单').waitFor();
      else await expectOrders(page, expected.items);
    }
    await page.locator('.order-range').click();
    await page.locator('.arco-picker-shortcuts').getByRole('button', { name: '近30天' }).click();
    await expect.poll(() => currentQuery(page).get('from')).not.toBe(today);
  });

  it('shows a range from the address, both days included, and reads a reversed or impossible range as none', async () => {
    const { page, server } = e2e;
    const orders = await allOrders(server);
    const day = localDay(orders[Math.floor(orders.length / 2)]!.createdAt);
    const expected = await orderPage(server, dayBounds(day));
    expect(expected.totalItems).toBeGreaterThan(0);
    await openOrders(page, server, `?from=${day}&to=${day}`);
    await expectOrders(page, expected.items);
    expect(await page.locator('.order-range input').first().inputValue()).toBe(day);

    await page.goto(`${server.url}/app/order_management${TEN_ROWS}&from=2024-02-31&to=2024-03-01`);
    await expectOrders(page, (await orderPage(server, { pageSize: 10 })).items);
  });

  it('searches a platform order number, trimmed, matching a parent or a child order, and 重置 clears every filter', async () => {
    const { page, server } = e2e;
    const family = await findOrder(server, withStatus(MergeSplitStatus.MERGE_PARENT));
    const child = family.childOrders[0]!;
    await openOrders(page, server);
    await pickShop(page, DOUDIAN);
    await expect.poll(() => currentQuery(page).get('shopId')).not.toBeNull();
    await pickShop(page, '全部店铺');
    await expect.poll(() => currentQuery(page).get('shopId')).toBeNull();

    await searchOrderNumber(page, `  ${child.originalId}  `);
    await expect.poll(() => currentQuery(page).get('q')).toBe(child.originalId);
    await expectOrders(page, [family]);
    await searchOrderNumber(page, family.originalId);
    await expect.poll(() => currentQuery(page).get('q')).toBe(family.originalId);
    await expectOrders(page, [family]);
    await page.reload();
    await expectOrders(page, [family]);
    expect(await page.getByRole('textbox', { name: '平台订单号' }).inputValue()).toBe(family.originalId);

    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => [...currentQuery(page).keys()]).toEqual([]);
    // The box follows the address in the render after it changed.
    await expect.poll(() => page.getByRole('textbox', { name: '平台订单号' }).inputValue()).toBe('');
    await expectOrders(page, (await orderPage(server, {})).items);
  });

  it('pages on the server: next page, page size, quick jump, all kept in the address', async () => {
    const { page, server } = e2e;
    await openOrders(page, server);
    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expect.poll(() => currentQuery(page).get('page')).toBe('2');
    await expectOrders(page, (await orderPage(server, { pageNo: 2 })).items);

    // The smallest page size: the same change of size, with the fewest rows to draw on each page that follows.
    await page.locator('.order-pagination .arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: /^10\D/ }).click();
    await expect.poll(() => currentQuery(page).get('size')).toBe('10');
    expect(currentQuery(page).get('page')).toBeNull();
    await expectOrders(page, (await orderPage(server, { pageSize: 10 })).items);

    await page.locator('.order-pagination .arco-pagination-jumper input').fill('3');
    await page.locator('.order-pagination .arco-pagination-jumper input').press('Enter');
    await expect.poll(() => currentQuery(page).get('page')).toBe('3');
    const third = await orderPage(server, { pageNo: 3, pageSize: 10 });
    await expectOrders(page, third.items);
    await page.reload();
    await expectOrders(page, third.items);
  });

  it('shows the last page for a page past the end', async () => {
    const { page, server } = e2e;
    // A size other than the default, so that the last page is reckoned with the size asked for; the smallest,
    // so that the page shown has the fewest rows to draw.
    const first = await orderPage(server, { pageSize: 10 });
    const last = Math.ceil(first.totalItems / 10);
    await openOrders(page, server, '?size=10&page=999');
    await expect.poll(() => currentQuery(page).get('page')).toBe(String(last));
    await expectOrders(page, (await orderPage(server, { pageNo: last, pageSize: 10 })).items);
  });

  it('says 列表加载失败 with 重试 when the list fails, and shows it after 重试', async () => {
    const { page, server } = e2e;
    await openOrders(page, server, TEN_ROWS);
    server.devApi.faults.add({ method: 'GET', path: '/api/orders', status: 500, times: 1 });
    await page.reload();
    const modal = page.locator('.network-error-modal');
    await modal.getByRole('button', { name: '知道了' }).click();
    const failed = page.getByRole('alert').filter({ hasText: '列表加载失败' });
    await failed.waitFor();
    expect(await page.locator('.order-table [data-order]').count()).toBe(0);
    expect(await page.locator('.order-pagination').count()).toBe(0);
    await failed.getByRole('button', { name: '重试' }).click();
    await expectOrders(page, (await orderPage(server, { pageSize: 10 })).items);
  });
});

describe('订单管理: families, content and images', () => {
  /**
   * Shows the order found by `test` through the 平台订单号 search of the screen already open: each check
   * below looks at another order in the same screen, not at a screen loaded afresh.
   */
  async function showOrder(test: (order: Order) => boolean): Promise<Order> {
    const { page, server } = e2e;
    const order = await findOrder(server, test);
    await searchOrderNumber(page, order.originalId);
    await expectOrders(page, [order]);
    return order;
  }

  it('shows each family: a merge parent 由 N 个订单合并 with its children 合并至 it, a split parent 拆分为 N 个订单 with its children 拆分自 it, and 合并后拆分 with every member under it', async () => {
    const { page, server } = e2e;
    const merged = await findOrder(server, withStatus(MergeSplitStatus.MERGE_PARENT));
    await openOrders(page, server, `?q=${merged.originalId}`);
    await expectOrders(page, [merged]);
    const mergedCell = orderCell(page, merged.originalId);
    expect(await mergedCell.innerText()).toContain('合并订单');
    expect(await mergedCell.innerText()).toContain(`由 ${merged.childOrders.length} 个订单合并`);
    expect(await page.locator('tr.order-row-family').count()).toBeGreaterThan(0);
    for (const child of merged.childOrders) expect(await orderCell(page, child.originalId).innerText()).toContain(`合并至 ${merged.originalId}`);

    const split = await showOrder(withStatus(MergeSplitStatus.SPLIT_PARENT));
    const splitCell = orderCell(page, split.originalId);
    expect(await splitCell.innerText()).toContain('拆分订单');
    expect(await splitCell.innerText()).toContain(`拆分为 ${split.childOrders.length} 个订单`);
    for (const child of split.childOrders) expect(await orderCell(page, child.originalId).innerText()).toContain(`拆分自 ${split.originalId}`);

    const both = await showOrder(withStatus(MergeSplitStatus.MERGE_THEN_SPLIT_PARENT));
    expect(await orderCell(page, both.originalId).innerText()).toContain('合并后拆分');
    expect(await shownOrderNumbers(page)).toEqual(ordersOf(both).map((order) => order.originalId));
  });

  it('shows each info’s brand, model, material and colour and opens a thumbnail’s full image; marks what was charged (creditDeducted) 已下载 and no other; shows unreadable and unknown-version content as 定制信息无法识别 and items without customization as 无定制信息, without a crash', async () => {
    const { page, server } = e2e;
    const order = await findOrder(server, contentIs('read'));
    const { item } = familyItems(order).find(({ item }) => parseCustomizationContent(item.customizationInfo?.content)?.length)!;
    const info = parseCustomizationContent(item.customizationInfo!.content)![0]!;
    await openOrders(page, server, `?q=${order.originalId}`);
    await expectOrders(page, [order]);
    const infoText = await page.locator('.order-table .order-info').first().innerText();
    for (const text of [info.phoneBrandName, info.phoneModelName, info.phoneCaseMaterialName, info.phoneCaseMaterialColorName]) expect(infoText).toContain(text);

    const thumb = page.getByRole('button', { name: '查看定制图大图' }).first();
    await expect.poll(() => thumb.locator('img').getAttribute('src')).toBe(thumbnailUrl(info.customizedImageUrl));
    await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await thumb.click();
    const full = page.locator('.arco-image-preview-img');
    await expect.poll(() => full.getAttribute('src')).toBe(info.customizedImageUrl);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.arco-image-preview-img:visible').count()).toBe(0);

    const charged = await showOrder((candidate) =>
      familyItems(candidate).some(({ item }) => parseCustomizationContent(item.customizationInfo?.content)?.some((info) => info.creditDeducted && info.customizedImageUrl)),
    );
    const chargedInfos = familyItems(charged).flatMap(({ item }) => parseCustomizationContent(item.customizationInfo?.content) ?? []);
    const marks = page.locator('.order-table .order-thumb-downloaded');
    await expect.poll(() => marks.count()).toBe(chargedInfos.filter((info) => info.creditDeducted && info.customizedImageUrl).length);
    expect(await marks.first().innerText()).toBe('已下载');

    const unreadable = await showOrder(contentIs('unreadable'));
    await page.locator('.order-table').getByText('定制信息无法识别').first().waitFor();
    // The rest of the row is still there: the product and its quantity.
    expect(await page.locator('.order-table .order-product-title').count()).toBe(familyItems(unreadable).length);

    await showOrder(contentIs('none'));
    await page.locator('.order-table').getByText('无定制信息').first().waitFor();
  });

  it('opens an unpaid image as its reduced display rendition, never the print file', async () => {
    const { page, server } = e2e;
    const infosOf = (candidate: Order) => familyItems(candidate).flatMap(({ item }) => parseCustomizationContent(item.customizationInfo?.content) ?? []);
    const order = await findOrder(server, (candidate) => {
      const withImage = infosOf(candidate).filter((info) => info.customizedImageUrl);
      return withImage.length > 0 && withImage.every((info) => !info.creditDeducted);
    });
    await openOrders(page, server, `?q=${order.originalId}`);
    await expectOrders(page, [order]);
    await page.getByRole('button', { name: '查看定制图大图' }).first().click();
    const full = page.locator('.arco-image-preview-img');
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : []))).toEqual([200, 400]);
    // The print file is 560 × 1120 and only at the lookup's signed address; nothing the page asked for was it.
    await networkSettled(e2e);
    expect(server.requests.filter((request) => /print\.png|customized_images|credit_charges/.test(request))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('shows 图片加载失败 in the box of a thumbnail that fails, the others still load', async () => {
    const { page, server } = e2e;
    const order = await findOrder(server, contentIs('read'));
    const { item } = familyItems(order).find(({ item }) => parseCustomizationContent(item.customizationInfo?.content)?.[0]?.customizedImageUrl)!;
    const info = parseCustomizationContent(item.customizationInfo!.content)![0]!;
    // The dev API names images on the origin it was asked from: compare path and query only.
    const broken = new URL(thumbnailUrl(info.customizedImageUrl), server.url);
    await page.route((url) => url.pathname === broken.pathname && url.search === broken.search, (route) => route.abort());
    await openOrders(page, server, `?q=${order.originalId}`);
    await expectOrders(page, [order]);
    const failed = page.locator('.order-table .order-thumb-failed');
    await failed.first().waitFor();
    expect(await failed.count()).toBe(1);
    expect(await failed.innerText()).toContain('图片加载失败');
    const effect = page.getByRole('button', { name: '查看效果图大图' }).first().locator('img');
    await expect.poll(() => effect.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

describe('订单管理: ticks', () => {
  it('ticks items on two pages, shows 已勾选 N 个商品, hands them all to the toolbar, and 清空 clears them; then ticks the whole page from the header, and another shop keeps the ticks and counts those it does not list', async () => {
    const { page, server } = e2e;
    await openOrders(page, server, TEN_ROWS);
    const ticks = page.locator('.order-table .order-tick');
    await ticks.nth(0).click();
    await ticks.nth(1).click();
    await page.getByText('已勾选 2 个商品').waitFor();
    const firstPage = await tickedForToolbar(page);
    expect(firstPage).toHaveLength(2);

    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expectOrders(page, (await orderPage(server, { pageNo: 2, pageSize: 10 })).items);
    await page.locator('.order-table .order-tick').first().click();
    await page.getByText('已勾选 3 个商品').waitFor();
    expect(await tickedForToolbar(page)).toEqual(expect.arrayContaining(firstPage));
    expect(await tickedForToolbar(page)).toHaveLength(3);

    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^1$/ }).click();
    await expectOrders(page, (await orderPage(server, { pageSize: 10 })).items);
    expect(await page.locator('.order-table .order-tick.arco-checkbox-checked').count()).toBe(2);

    await page.getByRole('button', { name: '清空' }).click();
    await clearQuestion(page).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => tickedForToolbar(page)).toEqual([]);
    expect(await page.locator('.order-ticked').count()).toBe(0);

    // The same page, nothing ticked: the header's tick takes the whole page.
    await page.locator('.order-tick-page').click();
    const onPage = await page.locator('.order-table .order-tick').count();
    const count = page.locator('.order-ticked-count');
    await expect.poll(() => count.innerText()).toBe(`已勾选 ${onPage} 个商品`);
    const ticked = await tickedForToolbar(page);
    expect(ticked).toHaveLength(onPage);
    const doudian = await shopNamed(server, DOUDIAN);
    const listed = new Set((await allOrders(server)).filter((order) => order.shopId === doudian.id).flatMap(ordersOf).map((order) => order.originalId));
    const outside = ticked.filter((entry) => !listed.has(entry.split('#')[0]!)).length;
    expect(outside).toBeGreaterThan(0);
    await pickShop(page, DOUDIAN);
    await expect.poll(() => count.innerText()).toBe(`已勾选 ${onPage} 个商品，其中 ${outside} 个不在当前结果`);
    expect(await tickedForToolbar(page)).toEqual(ticked);
  });

  it('keeps the ticks of one 平台订单号 search after the next, and hands every one to 推送到工厂 and 下载效果图; 清空 asks first', async () => {
    const { page, server } = e2e;
    const { orders } = await pushableOrders(server, 2);
    const [first, second] = orders as [Order, Order];
    await page.addInitScript(NO_PICKERS);
    await openOrders(page, server, TEN_ROWS);
    for (const order of [first, second]) {
      await searchOrderNumber(page, order.originalId);
      await expectOrders(page, (await orderPage(server, { originalId: order.originalId, pageSize: 10 })).items);
      await rowOf(page, order).locator('.order-tick').first().click();
    }
    await page.getByText('已勾选 2 个商品，其中 1 个不在当前结果').waitFor();
    expect((await tickedForToolbar(page)).sort()).toEqual([`${first.originalId}#1`, `${second.originalId}#1`].sort());

    // The push dialog lists both orders, the one out of view too.
    await page.getByRole('button', { name: '推送到工厂' }).click();
    const pushDialog = page.locator('.factory-push-modal');
    for (const order of [first, second]) await pushDialog.locator(`.factory-push-row[data-order="${order.originalId}"]`).getByText('待推送').waitFor();
    await pushDialog.getByRole('button', { name: '取消' }).click();
    await pushDialog.waitFor({ state: 'hidden' });

    // So does the effect archive: the default names start with the 平台订单号.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载效果图' }).click();
    const path = join(mkdtempSync(join(tmpdir(), 'ticks-')), 'effects.zip');
    await (await download).saveAs(path);
    const names = listZip(path).map((entry) => entry.name.split('/').pop()!);
    for (const order of [first, second]) expect(names.some((name) => name.startsWith(`${order.originalId}_1_`)), order.originalId).toBe(true);

    // 清空 asks; 取消 keeps every tick, 确定 drops them.
    await page.getByRole('button', { name: '清空' }).click();
    await clearQuestion(page).getByText('将取消全部 2 个商品的勾选，其中 1 个不在当前结果，需要重新查询才能再勾选。').waitFor();
    await clearQuestion(page).getByRole('button', { name: '取消' }).click();
    await clearQuestion(page).waitFor({ state: 'detached' });
    expect(await tickedForToolbar(page)).toHaveLength(2);
    await page.getByRole('button', { name: '清空' }).click();
    await clearQuestion(page).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => tickedForToolbar(page)).toEqual([]);
  });
});

describe('订单管理: the download toolbar gets the ticks', () => {
  it('says 请至少勾选一个商品 with none ticked, and 请至少勾选一个有定制图的商品 for an item without images ticked on another page', async () => {
    const { page, server } = e2e;
    // The default page of 20 rows holds items without images (the seed is the same on every run).
    await openOrders(page, server);
    await page.getByRole('button', { name: '下载定制图' }).click();
    await page.locator('.arco-message', { hasText: '请至少勾选一个商品' }).waitFor();
    const withoutImages = page.locator('.order-table tr:has(.order-info-none) .order-tick, .order-table tr:has(.order-info-unreadable) .order-tick').first();
    await withoutImages.click();
    await page.getByText('已勾选 1 个商品').waitFor();
    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expectOrders(page, (await orderPage(server, { pageNo: 2 })).items);
    await page.getByRole('button', { name: '下载定制图' }).click();
    await page.locator('.arco-message', { hasText: '请至少勾选一个有定制图的商品' }).waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((request) => /credit_charges|customized_images/.test(request))).toEqual([]);
  });
});

describe('订单管理 in a 1024 × 640 window', () => {
  it('scrolls the table inside its box and keeps the filters, the toolbar and the pager in view', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openOrders(page, server);
    await expectOrders(page, (await orderPage(server, {})).items);
    for (const selector of ['.order-filters', '.order-toolbar', '.order-pagination']) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.y + box.height, selector).toBeLessThanOrEqual(640);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(1024);
    }
    const body = page.locator('.order-table .arco-table-body');
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await page.locator('.shell-content').evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    // The last row can be scrolled to and ticked.
    const lastTick = page.locator('.order-table .order-tick').last();
    await lastTick.scrollIntoViewIfNeeded();
    await lastTick.click();
    await page.getByText('已勾选 1 个商品').waitFor();
  });
});
