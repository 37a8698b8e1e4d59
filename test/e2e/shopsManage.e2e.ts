// 店铺设置 beyond add and edit: what the form says about 淘宝 and SDK接入, the empty list's own button,
// deleting a shop (what goes with it, once for a double click), a name its platform already has, and the
// keyboard: the first field focused as the form opens, the enter key saving.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShopCustomizationUrls } from '../../contract/customization';
import { type Shop } from '../../contract/shops';
import { ShopType } from '../../contract/shopPlatforms';
import { callDevApi, devApiReply } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';

const e2e = useConsole();
const POLL = { timeout: 10_000 };

const apiShops = () => callDevApi<Shop[]>(e2e.server, 'GET', '/api/shops');
const calls = (method: string, path: RegExp) =>
  e2e.server.requests.filter((request) => request.startsWith(`${method} `) && path.test(request.slice(method.length + 1).split('?')[0]!));
const table = (page: Page) => page.locator('.shop-screen .arco-table');
const row = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByText(name, { exact: true }) });
const modal = (page: Page) => page.locator('.shop-form-modal');
const nameInput = (page: Page) => modal(page).getByLabel('店铺名称');
const errorModal = (page: Page) => page.locator('.network-error-modal');
const confirmDialog = (page: Page) => page.locator('.arco-modal:visible', { hasText: '删除店铺' });

async function openShops(page: Page, waitFor = '壳美定制旗舰店'): Promise<void> {
  await openSignedIn(page, e2e.server.url, '/app/setting');
  await row(page, waitFor).waitFor();
}

async function chooseType(page: Page, label: string): Promise<void> {
  await modal(page).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').getByText(label, { exact: true }).click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count(), POLL).toBe(0);
}

/** A shop of our own with a product, a SKU setting and a link, so the seeded shops stay as other tests expect. */
async function shopWithEverything(name: string): Promise<Shop> {
  const shop = await callDevApi<Shop>(e2e.server, 'POST', '/api/shops', { type: ShopType.DOUDIAN, name });
  await callDevApi(e2e.server, 'POST', '/api/products', {
    shopId: shop.id,
    originalId: '990001',
    title: '待删除的手机壳',
    imageUrl: null,
    skus: [{ originalId: '99000101', propertiesName: '颜色:透明' }],
  });
  const fields = { mode: 2, bindingMaterialIds: [], bindingPhoneBrands: [], bindingTemplateCollectionIds: [], bindingTemplateId: null };
  await callDevApi(e2e.server, 'POST', '/api/phone_case_customization_settings', { shopId: shop.id, productOriginalId: '990001', skuOriginalId: '99000101', ...fields });
  await callDevApi(e2e.server, 'POST', '/api/shop_customization_settings', { shopId: shop.id, isDefault: true, customizationTiming: 1, ...fields });
  return shop;
}

describe('店铺设置: what the screen says to do', () => {
  it('says in 添加店铺 why 淘宝 and SDK接入 are not offered, and not when editing', async () => {
    const { page } = e2e;
    await openShops(page);
    await page.getByRole('button', { name: '添加店铺' }).click();
    await modal(page).getByText('淘宝和SDK接入的店铺不在这里添加：它们由服务绑定（在千牛订购本服务或通过SDK接入时自动加入列表），不能手动添加。').waitFor();
    await modal(page).getByRole('button', { name: '取消' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await row(page, '壳美抖音小店').getByRole('button', { name: '编辑' }).click();
    await modal(page).getByText('编辑店铺').waitFor();
    expect(await modal(page).getByText(/淘宝和SDK接入的店铺不在这里添加/).count()).toBe(0);
  });

  it('carries 添加店铺 in the empty list when there are no shops', async () => {
    const { page, server } = e2e;
    for (const shop of await apiShops()) await callDevApi(server, 'DELETE', `/api/shops/${shop.id}`);
    await openSignedIn(page, server.url, '/app/setting');
    const empty = table(page).locator('.empty-state');
    await empty.getByText('还没有店铺。点击下面的“添加店铺”添加第一个店铺。').waitFor();
    await empty.getByRole('button', { name: '添加店铺' }).click();
    await modal(page).getByText('添加店铺').waitFor();
    await chooseType(page, '京东');
    await nameInput(page).fill('壳美京东店');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await row(page, '壳美京东店').waitFor();
  });
});

describe('店铺设置: deleting a shop', () => {
  it('asks once for a double click, says what goes with the shop and what stays, and deletes once for a double click on 删除', async () => {
    const { page, server } = e2e;
    const shop = await shopWithEverything('待删除的抖店');
    await openShops(page, '待删除的抖店');
    const toasts = await recordToasts(page);

    await row(page, '待删除的抖店').getByRole('button', { name: '删除' }).dblclick();
    await confirmDialog(page).getByText('确定删除抖店店铺“待删除的抖店”吗？删除后不能恢复。').waitFor();
    expect(await confirmDialog(page).count()).toBe(1);
    await confirmDialog(page).getByText('将一并删除：该店铺的全部商品和它们的SKU定制配置，以及该店铺的全部定制链接（买家将不能再通过这些链接定制）。').waitFor();
    await confirmDialog(page).getByText('会保留：该店铺的订单和扣费记录，仍可在订单管理（全部店铺）和扣费记录中查看。').waitFor();

    await confirmDialog(page).getByRole('button', { name: '删除' }).dblclick();
    await expect.poll(() => row(page, '待删除的抖店').count(), POLL).toBe(0);
    await networkSettled(e2e);
    expect(calls('DELETE', /^\/api\/shops\/[^/]+$/)).toHaveLength(1);
    expect(await toasts()).toContain('店铺已删除');
    expect(await errorModal(page).count()).toBe(0);
    expect(await confirmDialog(page).count()).toBe(0);
    // Its products, their settings and its link went along; the seeded shops are all still there.
    expect((await apiShops()).map((candidate) => candidate.id)).not.toContain(shop.id);
    expect((await devApiReply(server, 'GET', `/api/products?shopId=${shop.id}&pageNo=1&pageSize=20`)).status).toBe(404);
    const links = await callDevApi<ShopCustomizationUrls[]>(server, 'GET', '/api/shop_customization_urls');
    expect(links.map((entry) => entry.shop.id)).not.toContain(shop.id);
    expect(await apiShops()).toHaveLength(4);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { page } = e2e;
    await shopWithEverything('留下的抖店');
    await openShops(page, '留下的抖店');
    await row(page, '留下的抖店').getByRole('button', { name: '删除' }).click();
    await confirmDialog(page).getByRole('button', { name: '取消' }).click();
    await confirmDialog(page).waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(calls('DELETE', /^\/api\/shops\//)).toHaveLength(0);
    await row(page, '留下的抖店').waitFor();
  });

  it('asks no second time while the delete is on its way', async () => {
    const { page, server } = e2e;
    const shop = await shopWithEverything('慢慢删的抖店');
    await openShops(page, '慢慢删的抖店');
    server.devApi.faults.add({ method: 'DELETE', path: `/api/shops/${shop.id}`, hang: true, times: 1 });
    await row(page, '慢慢删的抖店').getByRole('button', { name: '删除' }).click();
    const sent = page.waitForRequest((request) => request.method() === 'DELETE');
    await confirmDialog(page).getByRole('button', { name: '删除' }).click();
    await sent;
    await confirmDialog(page).waitFor({ state: 'detached' });
    // The request hangs: a click now is in the same flight, and the page opens no confirmation for it.
    await row(page, '慢慢删的抖店').getByRole('button', { name: '删除' }).click();
    // A click on 编辑 afterwards opens its form: by then the click on 删除 has been handled.
    await row(page, '慢慢删的抖店').getByRole('button', { name: '编辑' }).click();
    await modal(page).getByText('编辑店铺').waitFor();
    expect(await confirmDialog(page).count()).toBe(0);
    expect(calls('DELETE', /^\/api\/shops\//)).toHaveLength(1);
  });
});

describe('店铺设置: one name per platform', () => {
  it('says under the name that the platform has a shop of that name, keeps the form, then saves under another platform', async () => {
    const { page, server } = e2e;
    await callDevApi(server, 'POST', '/api/shops', { type: ShopType.JD, name: 'Kemei京东店' });
    await openShops(page, 'Kemei京东店');
    await page.getByRole('button', { name: '添加店铺' }).click();
    await chooseType(page, '京东');
    await nameInput(page).fill('  kemei京东店 ');
    await modal(page).getByRole('button', { name: '保存' }).click();
    const message = modal(page).locator('.arco-form-item', { hasText: '店铺名称' }).locator('.arco-form-message');
    await message.getByText('京东已有名为“Kemei京东店”的店铺，请换一个名称，以免买家和你分不清两个店铺').waitFor();
    expect(await nameInput(page).inputValue()).toBe('  kemei京东店 ');
    expect(await errorModal(page).count()).toBe(0);
    expect((await apiShops()).filter((shop) => shop.name.toLowerCase() === 'kemei京东店')).toHaveLength(1);

    await chooseType(page, '微店');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await modal(page).waitFor({ state: 'detached' });
    expect((await apiShops()).filter((shop) => shop.name.toLowerCase() === 'kemei京东店').map((shop) => shop.type)).toEqual([ShopType.JD, ShopType.WEIDIAN]);
  });

  it('refuses an edit into the name of another shop of the platform, under the name field', async () => {
    const { page, server } = e2e;
    await callDevApi(server, 'POST', '/api/shops', { type: ShopType.PINDUODUO, name: '拼多多二店' });
    await openShops(page, '拼多多二店');
    await row(page, '拼多多二店').getByRole('button', { name: '编辑' }).click();
    await nameInput(page).fill('壳美拼多多店');
    await modal(page).getByRole('button', { name: '保存' }).click();
    await modal(page).locator('.arco-form-message').getByText('拼多多已有名为“壳美拼多多店”的店铺，请换一个名称，以免买家和你分不清两个店铺').waitFor();
    expect(await errorModal(page).count()).toBe(0);
    expect((await apiShops()).filter((shop) => shop.name === '壳美拼多多店')).toHaveLength(1);
  });

  it('an edit of a shop deleted in another tab says so, closes the form and drops the stale row', async () => {
    const { page, server } = e2e;
    const shop = await callDevApi<Shop>(server, 'POST', '/api/shops', { type: ShopType.PINDUODUO, name: '拼多多三店' });
    await openShops(page, '拼多多三店');
    await row(page, '拼多多三店').getByRole('button', { name: '编辑' }).click();
    await nameInput(page).fill('拼多多四店');
    await callDevApi(server, 'DELETE', `/api/shops/${shop.id}`);
    await modal(page).getByRole('button', { name: '保存' }).click();
    await errorModal(page).getByText(`店铺不存在: ${shop.id}`).waitFor();
    await errorModal(page).getByRole('button', { name: '知道了' }).click();
    await modal(page).waitFor({ state: 'hidden' });
    await row(page, '拼多多三店').waitFor({ state: 'detached' });
    expect((await apiShops()).map((stored) => stored.name)).not.toContain('拼多多四店');
  });

  it('重新加载 after a save conflict, on a shop deleted since, says so, closes the form and drops the stale row', async () => {
    const { page, server } = e2e;
    const shop = await callDevApi<Shop>(server, 'POST', '/api/shops', { type: ShopType.PINDUODUO, name: '拼多多五店' });
    await openShops(page, '拼多多五店');
    await row(page, '拼多多五店').getByRole('button', { name: '编辑' }).click();
    await nameInput(page).fill('拼多多六店');
    // Saved from another tab, then deleted there: this tab's save is asked about, and 重新加载 finds nothing.
    await callDevApi(server, 'PATCH', `/api/shops/${shop.id}`, { name: '拼多多七店' });
    await modal(page).getByRole('button', { name: '保存' }).click();
    const question = page.locator('.save-conflict-modal');
    await question.getByText('店铺已在其他页面修改').waitFor();
    await callDevApi(server, 'DELETE', `/api/shops/${shop.id}`);
    await question.getByRole('button', { name: '重新加载' }).click();
    await page.locator('.arco-message', { hasText: '这个店铺已在其他页面删除' }).first().waitFor();
    await modal(page).waitFor({ state: 'hidden' });
    await row(page, '拼多多五店').waitFor({ state: 'detached' });
    expect(await errorModal(page).count()).toBe(0);
    expect((await apiShops()).map((stored) => stored.name)).not.toContain('拼多多六店');
  });
});

describe('店铺设置: the keyboard', () => {
  const focusedIn = (page: Page, selector: string) =>
    page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false, selector);

  it('focuses the platform as 添加店铺 opens; a platform picked by keys, Tab to the name, and the enter key saves once', async () => {
    const { page } = e2e;
    await openShops(page);
    await page.getByRole('button', { name: '添加店铺' }).click();
    await nameInput(page).waitFor();
    await expect.poll(() => focusedIn(page, '.shop-form-modal .arco-select'), POLL).toBe(true);

    await page.keyboard.press('Enter');
    await page.locator('.arco-select-popup:visible .arco-select-option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).locator('.arco-select-view-value').innerText(), POLL).not.toBe('');
    // The enter keys in the select picked a platform and sent nothing: the form says no field is missing yet.
    expect(await modal(page).locator('.arco-form-message').count()).toBe(0);
    const chosen = await modal(page).locator('.arco-select-view-value').innerText();
    await page.keyboard.press('Tab');
    await expect.poll(() => nameInput(page).evaluate((input) => input === document.activeElement), POLL).toBe(true);
    await page.keyboard.type('键盘添加的店');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/shops');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ name: '键盘添加的店' });
    await modal(page).waitFor({ state: 'detached' });
    await row(page, '键盘添加的店').waitFor();
    await networkSettled(e2e);
    expect(calls('POST', /^\/api\/shops$/)).toHaveLength(1);
    expect((await apiShops()).find((shop) => shop.name === '键盘添加的店')?.type).toBeDefined();
    expect(chosen.trim()).not.toBe('');
  });

  it('focuses the name when the platform is fixed (a shop the service bound), and the enter key saves', async () => {
    const { page } = e2e;
    await openShops(page);
    await row(page, '壳美定制旗舰店').getByRole('button', { name: '编辑' }).click();
    await modal(page).getByText('编辑店铺').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')), POLL).toBe('请输入店铺名称');
    await page.keyboard.press('End');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'detached' });
    await row(page, '壳美定制旗舰店2').waitFor();
  });
});
