// 定制链接: deleting a link (once for a double click; the default only as the shop's last one, and the
// list says why), and the empty list's own button.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShopCustomizationUrls } from '../../contract/customization';
import type { Shop } from '../../contract/shops';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';

const e2e = useConsole();
const POLL = { timeout: 10_000 };
const LIST = '/app/sku_customization_urls_setting';
const TAOBAO = '壳美定制旗舰店';

const linksOf = async (shopName: string) =>
  (await callDevApi<ShopCustomizationUrls[]>(e2e.server, 'GET', '/api/shop_customization_urls')).find((entry) => entry.shop.name === shopName)!.customizationUrls;
const rowsOf = (page: Page, shopName: string) => page.locator('.customization-links-screen tbody tr').filter({ hasText: shopName });
const deletes = () => e2e.server.requests.filter((line) => line.startsWith('DELETE /api/shop_customization_settings/'));
const dialog = (page: Page) => page.locator('.arco-modal:visible', { hasText: '删除定制链接' });

async function openList(page: Page): Promise<void> {
  await openSignedIn(page, e2e.server.url, LIST);
  await rowsOf(page, TAOBAO).first().waitFor();
}

describe('定制链接: deleting a link', () => {
  it('keeps the default while the shop has others and says why; deletes another once for double clicks; then the default as the last', async () => {
    const { page } = e2e;
    await openList(page);
    const toasts = await recordToasts(page);
    const [main, festive] = await linksOf(TAOBAO);
    const defaultRow = rowsOf(page, TAOBAO).filter({ hasText: '默认链接' });
    const otherRow = rowsOf(page, TAOBAO).filter({ hasText: `?s=${festive!.shopCustomizationSetting.id}` });
    expect(await defaultRow.getByRole('button', { name: '删除' }).isDisabled()).toBe(true);
    expect(await defaultRow.locator('.customization-link-delete-locked').getAttribute('title')).toBe('默认链接不能删除：请先把该店铺的另一条链接设为默认，再删除这一条');

    await otherRow.getByRole('button', { name: '删除' }).dblclick();
    await dialog(page).getByText(`确定删除店铺“${TAOBAO}”的这条定制链接吗？删除后买家打开这条链接将不能定制，已经下的订单不受影响。`).waitFor();
    expect(await dialog(page).count()).toBe(1);
    await dialog(page).getByRole('button', { name: '删除' }).dblclick();
    await expect.poll(() => rowsOf(page, TAOBAO).count(), POLL).toBe(1);
    await networkSettled(e2e);
    expect(deletes()).toHaveLength(1);
    expect(await toasts()).toContain('定制链接已删除');
    expect((await linksOf(TAOBAO)).map((link) => link.shopCustomizationSetting.id)).toEqual([main!.shopCustomizationSetting.id]);

    // The default alone now: it may go, and the confirmation says the shop is left without a link.
    await expect.poll(() => defaultRow.getByRole('button', { name: '删除' }).isDisabled(), POLL).toBe(false);
    await defaultRow.getByRole('button', { name: '删除' }).click();
    await dialog(page)
      .getByText(`这是店铺“${TAOBAO}”唯一的定制链接，也是它的默认链接。删除后该店铺没有定制链接，买家打开店铺定制页将不能定制，直到重新生成。已经下的订单不受影响。`)
      .waitFor();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await rowsOf(page, TAOBAO).getByText('未生成').waitFor();
    await rowsOf(page, TAOBAO).getByRole('button', { name: '生成链接' }).waitFor();
    expect(await linksOf(TAOBAO)).toEqual([]);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { page } = e2e;
    await openList(page);
    const [, festive] = await linksOf(TAOBAO);
    await rowsOf(page, TAOBAO).filter({ hasText: `?s=${festive!.shopCustomizationSetting.id}` }).getByRole('button', { name: '删除' }).click();
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(deletes()).toHaveLength(0);
    expect(await linksOf(TAOBAO)).toHaveLength(2);
  });
});

describe('定制链接: the empty list', () => {
  it('says there are no shops yet instead of pointing at a corner, and 去添加店铺 leads to 店铺设置', async () => {
    const { page, server } = e2e;
    for (const shop of await callDevApi<Shop[]>(server, 'GET', '/api/shops')) await callDevApi(server, 'DELETE', `/api/shops/${shop.id}`);
    await openSignedIn(page, server.url, LIST);
    await page.getByText('还没有店铺，所以还没有定制链接。请先添加店铺，再回到这里点击左上角的“生成链接”。').waitFor();
    await page.locator('.customization-links-screen .empty-state').getByRole('button', { name: '去添加店铺' }).click();
    await page.waitForURL(/\/app\/setting$/);
  });
});
