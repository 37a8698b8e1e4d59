import { describe, expect, it } from 'vitest';
import { useConsole } from './fixtures';
import { SCREEN, currentQuery, expectOrders, openOrders, orderPage, pickShop, searchOrderNumber, shopNamed } from './ordersPage';

/** 订单管理's filters and page are in the address; each choice is a step the browser's Back and Forward walk. */
const e2e = useConsole();
const DOUDIAN = '壳美抖音小店';

describe('订单管理: the browser history', () => {
  it('goes back from page 2 to page 1 and forward again', async () => {
    const { page, server } = e2e;
    const [first, second] = [await orderPage(server, { pageNo: 1 }), await orderPage(server, { pageNo: 2 })];
    await openOrders(page, server);
    await expectOrders(page, first.items);

    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expectOrders(page, second.items);
    expect(currentQuery(page).get('page')).toBe('2');

    await page.goBack();
    await expectOrders(page, first.items);
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    expect(currentQuery(page).get('page')).toBeNull();
    await page.locator('.order-pagination .arco-pagination-item-active', { hasText: /^1$/ }).waitFor();

    await page.goForward();
    await expectOrders(page, second.items);
    await page.locator('.order-pagination .arco-pagination-item-active', { hasText: /^2$/ }).waitFor();
  });

  it('goes back through a page size, a shop and an order number, each with its filter shown', async () => {
    const { page, server } = e2e;
    const shop = await shopNamed(server, DOUDIAN);
    const all = await orderPage(server, { pageNo: 1 });
    const fifty = await orderPage(server, { pageNo: 1, pageSize: 50 });
    const ofShop = await orderPage(server, { pageNo: 1, pageSize: 50, shopId: shop.id });
    const wanted = ofShop.items[3]!;
    await openOrders(page, server);

    await page.locator('.order-pagination .arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '50 条/页' }).click();
    await expectOrders(page, fifty.items);
    await pickShop(page, DOUDIAN);
    await expectOrders(page, ofShop.items);
    await searchOrderNumber(page, wanted.originalId);
    await expectOrders(page, [wanted]);

    await page.goBack();
    await expectOrders(page, ofShop.items);
    await expect.poll(() => page.getByRole('textbox', { name: '平台订单号' }).inputValue()).toBe('');
    expect(await page.locator('.order-shop-select').innerText()).toContain(DOUDIAN);

    await page.goBack();
    await expectOrders(page, fifty.items);
    await expect.poll(() => page.locator('.order-shop-select').innerText()).toContain('全部店铺');

    await page.goBack();
    await expectOrders(page, all.items);
    expect([...currentQuery(page).keys()]).toEqual([]);
  });
});
