import type { Page, Request as PwRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MiniApp } from '../../contract/miniApp';
import type { Shop } from '../../contract/shops';
import { formatDateTime } from '../../src/lib/dateTime';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, signIn, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { SHOP_NAME_LIMIT } from '../../contract/shops';

const e2e = useConsole();
const POLL = { timeout: 10_000 };
const NARROW = { width: 1024, height: 640 };
const ADDABLE = ['抖店', '拼多多', '京东', '1688', '快手小店', '小红书', '微信小店', '微店', '线下门店'];

const apiShops = () => callDevApi<Shop[]>(e2e.server, 'GET', '/api/shops');
const apiMiniApp = async () => (await callDevApi<{ app: MiniApp }>(e2e.server, 'GET', '/api/taobao_mini_app')).app;
const calls = (method: string, path: RegExp) =>
  e2e.server.requests.filter((request) => request.startsWith(`${method} `) && path.test(request.slice(method.length + 1).split('?')[0]!));

async function openShops(page: Page): Promise<void> {
  await openSignedIn(page, e2e.server.url, '/app/setting');
  await row(page, '壳美定制旗舰店').waitFor();
}

const table = (page: Page) => page.locator('.shop-screen .arco-table');
const row = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByText(name, { exact: true }) });
const cells = (page: Page, name: string) => row(page, name).locator('td').allInnerTexts();
const modal = (page: Page) => page.locator('.shop-form-modal');
const card = (page: Page) => page.locator('.mini-app-card');
const nameInput = (page: Page) => modal(page).getByLabel('店铺名称');
const save = (page: Page) => modal(page).getByRole('button', { name: '保存' });
const errorModal = (page: Page) => page.locator('.network-error-modal');

/** Opens the type select of the form and reads the platforms it offers, then closes it again. */
async function offeredTypes(page: Page): Promise<string[]> {
  await modal(page).locator('.arco-select').click();
  const options = page.locator('.arco-select-popup:visible .arco-select-option');
  await options.first().waitFor();
  const labels = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.arco-select-popup:visible').count(), POLL).toBe(0);
  return labels.map((label) => label.trim());
}

async function chooseType(page: Page, label: string): Promise<void> {
  await modal(page).locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').getByText(label, { exact: true }).click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count(), POLL).toBe(0);
}

const chosenType = (page: Page) => modal(page).locator('.arco-select-view-value').innerText();

function shopWrite(page: Page, method: 'POST' | 'PUT'): Promise<PwRequest> {
  return page.waitForRequest((request) => request.method() === method && /\/api\/shops(\/[^/]+)?$/.test(new URL(request.url()).pathname));
}

async function openAddForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: '添加店铺' }).click();
  await nameInput(page).waitFor();
}

describe('店铺设置', () => {
  it('lists the shops with index, platform, name, added time, two columns of 无, 编辑 and 删除; adding, says 必须选择店铺类型, 必须填写店铺名称 and the name limit’s text, then saves a trimmed name at the limit', async () => {
    const { page, server } = e2e;
    await openShops(page);
    const headers = (await table(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual(['序号', '平台', '店铺名称', '添加时间', '订购版本', '服务到期时间', '操作']);
    const shops = await apiShops();
    expect(shops.length).toBeGreaterThanOrEqual(4);
    const taobao = shops.find((shop) => shop.name === '壳美定制旗舰店')!;
    const shown = await cells(page, '壳美定制旗舰店');
    expect(shown.slice(1, 6)).toEqual(['淘宝', '壳美定制旗舰店', formatDateTime(taobao.boundAt), '无', '无']);
    expect(await row(page, '壳美定制旗舰店').locator('td').last().getByRole('button').allInnerTexts()).toEqual(['编辑', '删除']);
    expect((await cells(page, '壳美抖音小店'))[1]).toBe('抖店');
    expect((await cells(page, '壳美拼多多店'))[1]).toBe('拼多多');
    expect((await cells(page, '壳美快手小店'))[1]).toBe('快手小店');
    const indexes = await table(page).locator('tbody tr td:first-child').allInnerTexts();
    expect(indexes).toEqual(shops.map((_, i) => String(i + 1)));

    // Adding from the same list: the form's checks, then a trimmed name of 20 characters saved.
    await openAddForm(page);
    await modal(page).getByText('添加店铺').waitFor();
    await modal(page).getByText('请填写真实的店铺名称，买家在定制页面会看到该名称。').waitFor();

    await save(page).click();
    await modal(page).getByText('必须选择店铺类型').waitFor();
    await modal(page).getByText('必须填写店铺名称').waitFor();

    await chooseType(page, '抖店');
    await expect.poll(() => modal(page).getByText('必须选择店铺类型').count(), POLL).toBe(0);
    await nameInput(page).fill('    ');
    await save(page).click();
    await modal(page).getByText('必须填写店铺名称').waitFor();

    await nameInput(page).fill('店'.repeat(SHOP_NAME_LIMIT.max + 1));
    await save(page).click();
    await modal(page).getByText(SHOP_NAME_LIMIT.tooLong).waitFor();
    await networkSettled(e2e);
    expect(calls('POST', /^\/api\/shops$/)).toHaveLength(0);

    const atLimit = '新'.repeat(SHOP_NAME_LIMIT.max - 2) + '小店';
    await nameInput(page).fill(`  ${atLimit}  `);
    const sent = shopWrite(page, 'POST');
    await save(page).click();
    expect((await sent).postDataJSON()).toEqual({ type: 1, name: atLimit });
    await page.getByText('添加成功').waitFor();
    await modal(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await cells(page, atLimit)).slice(1, 3), POLL).toEqual(['抖店', atLimit]);
    expect((await apiShops()).filter((shop) => shop.name === atLimit)).toHaveLength(1);
    expect(server.requests.filter((request) => request.startsWith('POST /api/shops'))).toHaveLength(1);
  });

  it('edits a shop: the form starts from it, 修改成功, and the table and the API show the change; offers neither SDK nor 淘宝 when adding, but shows 淘宝, fixed, when editing the Taobao shop and keeps it on save', async () => {
    const { page } = e2e;
    await openShops(page);
    await row(page, '壳美抖音小店').getByRole('button', { name: '编辑' }).click();
    await modal(page).getByText('编辑店铺').waitFor();
    expect(await nameInput(page).inputValue()).toBe('壳美抖音小店');
    expect(await chosenType(page)).toBe('抖店');
    await chooseType(page, '小红书');
    await nameInput(page).fill(' 壳美小红书店 ');
    const { revision } = (await apiShops()).find((shop) => shop.name === '壳美抖音小店')!;
    const sent = shopWrite(page, 'PUT');
    await save(page).click();
    // The revision it was edited from, so that a save from another tab meanwhile is not silently replaced.
    expect((await sent).postDataJSON()).toEqual({ type: 8, name: '壳美小红书店', baseRevision: revision });
    await page.getByText('修改成功').waitFor();
    await modal(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await cells(page, '壳美小红书店'))[1], POLL).toBe('小红书');
    expect(await row(page, '壳美抖音小店').count()).toBe(0);
    expect((await apiShops()).find((shop) => shop.name === '壳美小红书店')?.type).toBe(8);

    // In the same list: adding offers neither SDK nor 淘宝; the Taobao shop is edited with 淘宝 fixed.
    await openAddForm(page);
    expect(await offeredTypes(page)).toEqual(ADDABLE);
    await modal(page).getByRole('button', { name: '取消' }).click();
    await modal(page).waitFor({ state: 'detached' });

    await row(page, '壳美定制旗舰店').getByRole('button', { name: '编辑' }).click();
    await modal(page).getByText('编辑店铺').waitFor();
    expect(await chosenType(page)).toBe('淘宝');
    // A shop the service bound keeps its platform: the type cannot be changed, only the name.
    expect(await modal(page).locator('.arco-select').first().getAttribute('class')).toContain('arco-select-disabled');
    const sentTaobao = shopWrite(page, 'PUT');
    await nameInput(page).fill('壳美定制旗舰店2');
    await save(page).click();
    expect((await sentTaobao).postDataJSON()).toEqual({ type: 3, name: '壳美定制旗舰店2', baseRevision: expect.any(Number) });
    // The first edit's 修改成功 may still be shown.
    await page.getByText('修改成功').last().waitFor();
    // The toast comes before the list has reloaded.
    await expect.poll(async () => (await cells(page, '壳美定制旗舰店2'))[1], POLL).toBe('淘宝');
  });

  it('keeps the form open with what was typed when the save fails, and saves on the next try', async () => {
    const { page, server } = e2e;
    await openShops(page);
    server.devApi.faults.add({ method: 'POST', path: '/api/shops', status: 500, times: 1 });
    await openAddForm(page);
    await chooseType(page, '京东');
    await nameInput(page).fill('壳美京东店');
    await save(page).click();
    await errorModal(page).getByText('网络请求错误').waitFor();
    await errorModal(page).getByRole('button', { name: '知道了' }).click();
    expect(await modal(page).isVisible()).toBe(true);
    expect(await nameInput(page).inputValue()).toBe('壳美京东店');
    expect(await chosenType(page)).toBe('京东');
    expect((await apiShops()).some((shop) => shop.name === '壳美京东店')).toBe(false);

    await save(page).click();
    await page.getByText('添加成功').waitFor();
    await row(page, '壳美京东店').waitFor();
  });

  it('creates one shop from a double click on 保存 while the server is slow', async () => {
    const { page, server } = e2e;
    await openShops(page);
    await openAddForm(page);
    await chooseType(page, '微店');
    await nameInput(page).fill('壳美微店');
    hold(server, { method: 'POST', path: '/api/shops', times: 1 });
    await save(page).dblclick();
    // Both clicks are in while the first save is held: one call.
    await untilArrived(server, 'POST', /^\/api\/shops$/);
    expect(calls('POST', /^\/api\/shops$/)).toHaveLength(1);
    // Esc waits for the save too, wherever the focus is (the platform select closes the form on Esc otherwise):
    // the select is locked with the other fields, and a click on it leaves the focus with the dialog.
    await modal(page).locator('.arco-select').click({ force: true });
    await page.keyboard.press('Escape');
    expect(await page.locator('.shop-form-modal:not([class*="exit"])').isVisible()).toBe(true);
    await releaseHeld(server);
    await page.getByText('添加成功').waitFor();
    await networkSettled(e2e);
    expect(calls('POST', /^\/api\/shops$/)).toHaveLength(1);
    expect((await apiShops()).filter((shop) => shop.name === '壳美微店')).toHaveLength(1);
    expect(await row(page, '壳美微店').count()).toBe(1);
  });

  it('says under the name that its platform has a shop of that name, with the name focused for the next try', async () => {
    const { page } = e2e;
    await openShops(page);
    await openAddForm(page);
    await chooseType(page, '拼多多');
    await nameInput(page).fill('壳美拼多多店');
    await save(page).click();
    await modal(page).getByText('拼多多已有名为“壳美拼多多店”的店铺，请换一个名称，以免买家和你分不清两个店铺').waitFor();
    // The fields were locked while it saved: the name takes the focus once they are not.
    await expect.poll(() => nameInput(page).evaluate((input) => input === document.activeElement), POLL).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type('二店');
    await page.keyboard.press('Enter');
    await page.getByText('添加成功').waitFor();
    expect((await apiShops()).filter((shop) => shop.name === '壳美拼多多店二店')).toHaveLength(1);
  });

  it('shows names with HTML and emoji as the text typed', async () => {
    const { page } = e2e;
    await openShops(page);
    const names = ['<b>粗体</b><img src=x>', '壳美😀🎉小店'];
    for (const name of names) {
      await openAddForm(page);
      await chooseType(page, '抖店');
      await nameInput(page).fill(name);
      await save(page).click();
      await page.getByText('添加成功').first().waitFor();
      await modal(page).waitFor({ state: 'detached' });
    }
    for (const name of names) await expect.poll(async () => (await cells(page, name))[2], POLL).toBe(name);
    expect(await table(page).locator('tbody b, tbody img').count()).toBe(0);
  });

  it('shows 列表加载失败 with 重试 when the shops cannot be loaded, and the shops after 重试', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    server.devApi.faults.add({ method: 'GET', path: '/api/shops', status: 500, times: 1 });
    await page.goto(`${server.url}/app/setting`);
    await errorModal(page).getByRole('button', { name: '知道了' }).click();
    await table(page).getByText('列表加载失败').waitFor();
    expect(await table(page).locator('tbody tr', { hasText: '壳美' }).count()).toBe(0);
    await table(page).getByRole('button', { name: '重试' }).click();
    await row(page, '壳美定制旗舰店').waitFor();
  });
});

describe('小程序 card', () => {
  it('shows the mini app, its version and the newest template, and updates to it after a confirmation', async () => {
    const { page } = e2e;
    await openShops(page);
    await card(page).getByText('壳美定制', { exact: true }).waitFor();
    expect(await card(page).locator('.mini-app-current').innerText()).toBe('1.2.0');
    expect(await card(page).locator('.mini-app-latest-version').innerText()).toBe('1.3.0');
    await card(page).getByText('新增定制页分享海报，优化图片上传速度').waitFor();

    // Cancelled: nothing is sent.
    await card(page).getByRole('button', { name: '更新到 1.3.0' }).click();
    const dialog = page.locator('.arco-modal', { hasText: '更新小程序' });
    await dialog.getByText('确定将小程序更新到 1.3.0 吗？更新后买家打开的即是新版本。').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await networkSettled(e2e);
    expect(calls('POST', /update_version$/)).toHaveLength(0);

    // A double click asks once, and 确定 updates once.
    const toasts = await recordToasts(page);
    await card(page).getByRole('button', { name: '更新到 1.3.0' }).dblclick();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => card(page).locator('.mini-app-current').innerText(), POLL).toBe('1.3.0');
    expect(await toasts()).toContain('更新成功，当前版本 1.3.0');
    await card(page).getByText('已是最新版本').waitFor();
    expect(await card(page).getByRole('button', { name: /更新到/ }).count()).toBe(0);
    await networkSettled(e2e);
    expect(calls('POST', /update_version$/)).toHaveLength(1);
    expect((await apiMiniApp()).templateVersion).toBe('1.3.0');
  });

  it('keeps the current version and the action when the update fails', async () => {
    const { page, server } = e2e;
    await openShops(page);
    server.devApi.faults.add({ method: 'POST', path: '/api/taobao_mini_app/update_version', status: 500, times: 1 });
    await card(page).getByRole('button', { name: '更新到 1.3.0' }).click();
    await page.locator('.arco-modal', { hasText: '更新小程序' }).getByRole('button', { name: '确定' }).click();
    await errorModal(page).getByText('网络请求错误').waitFor();
    await errorModal(page).getByRole('button', { name: '知道了' }).click();
    expect(await card(page).locator('.mini-app-current').innerText()).toBe('1.2.0');
    await card(page).getByRole('button', { name: '更新到 1.3.0' }).waitFor();
    expect((await apiMiniApp()).templateVersion).toBe('1.2.0');
  });

  it('shows 列表加载失败 with 重试 when the mini app cannot be loaded, the shops still listed', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    server.devApi.faults.add({ method: 'GET', path: '/api/taobao_mini_app_templates', status: 500, times: 1 });
    await page.goto(`${server.url}/app/setting`);
    await errorModal(page).getByRole('button', { name: '知道了' }).click();
    await card(page).getByText('列表加载失败').waitFor();
    await row(page, '壳美定制旗舰店').waitFor();
    await card(page).getByRole('button', { name: '重试' }).click();
    await card(page).getByRole('button', { name: '更新到 1.3.0' }).waitFor();
  });
});

describe('店铺设置 in a 1024 × 640 window', () => {
  it('shows the card, every column, the operations and the form inside the window', async () => {
    const { page } = e2e;
    await page.setViewportSize(NARROW);
    await openShops(page);
    await card(page).getByRole('button', { name: '更新到 1.3.0' }).waitFor();
    const inside = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= NARROW.width + 0.5;
    };
    const sideways = () =>
      page.evaluate(() => {
        const content = document.querySelector('.shell-content');
        const root = document.documentElement;
        return root.scrollWidth > root.clientWidth || (content !== null && content.scrollWidth > content.clientWidth + 1);
      });
    expect(await sideways()).toBe(false);
    expect(await inside(card(page).getByRole('button', { name: '更新到 1.3.0' }))).toBe(true);
    expect(await inside(table(page).locator('thead th').last())).toBe(true);
    expect(await inside(row(page, '壳美快手小店').getByRole('button', { name: '编辑' }))).toBe(true);
    // The name keeps a readable width beside the fixed columns: the seeded names stay on one line.
    const name = (await row(page, '壳美定制旗舰店').locator('.shop-name').boundingBox())!;
    const platform = (await row(page, '壳美定制旗舰店').locator('td').nth(1).locator('span').last().boundingBox())!;
    expect(name.height).toBeLessThan(platform.height * 1.5);
    // The table itself does not scroll sideways to reach its last column.
    const scrolls = await table(page).locator('.arco-table-content-inner, .arco-table-body').first().evaluate((box) => box.scrollWidth > box.clientWidth + 1);
    expect(scrolls).toBe(false);

    await openAddForm(page);
    await save(page).waitFor();
    expect(await inside(modal(page))).toBe(true);
    const footer = (await save(page).boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(NARROW.height);
  });
});
