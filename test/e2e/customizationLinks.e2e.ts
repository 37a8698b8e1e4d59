import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShopCustomizationSetting, ShopCustomizationUrls } from '../../contract/customization';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { idsByName, mode, pick, shopNamed } from './customizationPage';

const e2e = useConsole();
const LIST = '/app/sku_customization_urls_setting';

async function links(): Promise<ShopCustomizationUrls[]> {
  return callDevApi<ShopCustomizationUrls[]>(e2e.server, 'GET', '/api/shop_customization_urls');
}

async function settingsOf(shopName: string): Promise<{ url: string; shopCustomizationSetting: ShopCustomizationSetting }[]> {
  return (await links()).find((entry) => entry.shop.name === shopName)!.customizationUrls;
}

async function openList(page: Page) {
  await e2e.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  await openSignedIn(page, e2e.server.url, LIST);
  await page.locator('.customization-links-screen tbody tr .customization-shop').first().waitFor();
}

const rowsOf = (page: Page, shopName: string) => page.locator('.customization-links-screen tbody tr').filter({ hasText: shopName });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const settingPosts = () => e2e.server.requests.filter((line) => line.startsWith('POST /api/shop_customization_settings'));

describe('the customization links list', () => {
  it('生成 pressed while the brands, materials and groups still load waits for them, then generates the link', async () => {
    const { page, server } = e2e;
    await openList(page);
    hold(server, { method: 'GET', path: '/api/design_template_collections' });
    await page.getByRole('button', { name: '生成链接' }).first().click();
    await page.waitForURL(/\/sku_customization_urls_setting\/generate$/);
    const form = page.locator('.customization-link-form');
    await pick(page, form.locator('.customization-link-shop .arco-select'), '壳美拼多多店（拼多多）');
    await expect.poll(() => server.devApi.faults.holding()).toBe(1);
    await form.getByRole('button', { name: '生成' }).click();
    await expect.poll(() => form.getByRole('button', { name: '生成' }).getAttribute('class')).toContain('arco-btn-loading');
    expect(await page.locator('.arco-message', { hasText: '加载失败' }).count()).toBe(0);
    expect(settingPosts()).toHaveLength(0);
    await releaseHeld(server);
    await page.locator('.arco-message').getByText('生成成功').waitFor();
    expect(settingPosts()).toHaveLength(1);
    expect(await page.locator('.arco-message', { hasText: '加载失败' }).count()).toBe(0);
  });

  it('lists every shop with its platform, links, configuration and timing, and copies a link', async () => {
    const { page } = e2e;
    await openList(page);
    const taobao = await settingsOf('壳美定制旗舰店');
    const [defaultLink, otherLink] = [taobao.find((link) => link.shopCustomizationSetting.isDefault)!, taobao.find((link) => !link.shopCustomizationSetting.isDefault)!];
    expect(defaultLink.url).not.toContain('?s=');
    expect(otherLink.url).toMatch(new RegExp(`/\\?s=${otherLink.shopCustomizationSetting.id}$`));

    const taobaoRows = rowsOf(page, '壳美定制旗舰店');
    await expect.poll(() => taobaoRows.count()).toBe(2);
    expect(await taobaoRows.first().locator('.customization-shop .arco-tag').innerText()).toBe('淘宝');
    const defaultRow = taobaoRows.filter({ hasText: '默认链接' });
    expect(await defaultRow.locator('.customization-link-url').innerText()).toBe(defaultLink.url);
    const otherRow = taobaoRows.filter({ hasNotText: '默认链接' });
    expect(await otherRow.locator('.customization-link-url').innerText()).toBe(otherLink.url);
    await expect
      .poll(() => otherRow.locator('.customization-summary').innerText())
      .toBe(['模板分组', '分组：节日模板', '材质：液态硅胶、钢化玻璃', '品牌：苹果、华为'].join('\n'));
    expect(await otherRow.locator('td').nth(3).innerText()).toBe('先定制后下单');
    expect(await rowsOf(page, '壳美抖音小店').locator('.customization-shop .arco-tag').innerText()).toBe('抖店');
    expect(await rowsOf(page, '壳美抖音小店').locator('.customization-summary-mode').innerText()).toBe('自由定制');
    // A shop without links says so and offers to generate one.
    expect(await rowsOf(page, '壳美拼多多店').innerText()).toContain('未生成');

    await otherRow.getByRole('button', { name: '复制' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await clipboard(page)).toBe(otherLink.url);

    // 生成链接 on a shop without links starts a link for that shop.
    await rowsOf(page, '壳美拼多多店').getByRole('button', { name: '生成链接' }).click();
    await page.waitForURL(/\/generate\?shopId=/);
    await expect.poll(() => page.locator('.customization-link-shop .arco-select-view-value').innerText()).toBe('壳美拼多多店（拼多多）');
  });
});

describe('generating and changing a link', () => {
  it('generates a shop’s first link as its default (no ?s=), then a second one with ?s=, and copies it', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openList(page);
    await page.getByRole('button', { name: '生成链接' }).first().click();
    await page.waitForURL(/\/sku_customization_urls_setting\/generate$/);
    const form = page.locator('.customization-link-form');

    // Spec 3 §4: after-ordering is shown, disabled, and marked in development.
    const after = form.locator('.customization-link-timing .arco-radio', { hasText: '先下单后定制' });
    expect(await after.getAttribute('class')).toContain('arco-radio-disabled');
    expect(await after.innerText()).toContain('开发中');
    expect(await form.locator('.customization-link-timing .arco-radio-checked').innerText()).toBe('先定制后下单');

    await form.getByRole('button', { name: '生成' }).click();
    await expect.poll(() => form.locator('.customization-link-shop .arco-form-message').innerText()).toBe('必须选择店铺');
    await pick(page, form.locator('.customization-link-shop .arco-select'), '壳美拼多多店（拼多多）');
    // The first link of a shop is its default.
    const defaultSwitch = form.locator('.customization-link-default').getByRole('switch');
    expect(await defaultSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await defaultSwitch.isDisabled()).toBe(true);
    await form.getByText('店铺的第一条链接即为默认链接').waitFor();
    await mode(form, '模板分组');
    await form.getByRole('button', { name: '生成' }).click();
    await expect.poll(() => form.locator('.customization-groups .arco-form-message').innerText()).toBe('请选择模板分组');
    await networkSettled(e2e);
    expect(settingPosts()).toHaveLength(0);
    await pick(page, form.locator('.customization-groups .arco-select'), '热门模板');
    await form.getByRole('button', { name: '生成' }).click();
    await page.locator('.arco-message').getByText('生成成功').waitFor();

    const shop = await shopNamed(server, '壳美拼多多店');
    const [first] = await settingsOf('壳美拼多多店');
    expect(first!.shopCustomizationSetting).toMatchObject({ isDefault: true, customizationTiming: 1, mode: 4 });
    expect(first!.url).not.toContain('?s=');
    const result = page.locator('.customization-result');
    expect(await result.locator('.customization-link-url').innerText()).toBe(first!.url);
    await result.getByRole('button', { name: '复制' }).click();
    await expect.poll(() => clipboard(page)).toBe(first!.url);

    await result.getByRole('button', { name: '继续生成' }).click();
    await pick(page, form.locator('.customization-link-shop .arco-select'), '壳美拼多多店（拼多多）');
    expect(await defaultSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await defaultSwitch.isDisabled()).toBe(false);
    await mode(form, '自由定制');
    await form.getByRole('button', { name: '生成' }).click();
    await page.locator('.customization-result').waitFor();
    const both = await settingsOf('壳美拼多多店');
    expect(both).toHaveLength(2);
    const second = both.find((link) => link.shopCustomizationSetting.id !== first!.shopCustomizationSetting.id)!;
    expect(second.url).toBe(`https://${shop.id}.m.kemei-diy.com/?s=${second.shopCustomizationSetting.id}`);
    expect(await page.locator('.customization-result .customization-link-url').innerText()).toBe(second.url);

    await page.getByRole('button', { name: '返回列表' }).first().click();
    await page.waitForURL(new RegExp(`${LIST}$`));
    await expect.poll(() => rowsOf(page, '壳美拼多多店').count()).toBe(2);
  });

  it('修改 changes the same setting, and making it the default moves the default from the shop’s other link', async () => {
    const { page, server } = e2e;
    await openList(page);
    const before = await settingsOf('壳美定制旗舰店');
    const other = before.find((link) => !link.shopCustomizationSetting.isDefault)!.shopCustomizationSetting;
    await rowsOf(page, '壳美定制旗舰店').filter({ hasNotText: '默认链接' }).getByRole('button', { name: '修改' }).click();
    await page.waitForURL(new RegExp(`/generate\\?id=${other.id}$`));
    const form = page.locator('.customization-link-form');
    await page.getByText('修改定制链接').waitFor();
    expect(await form.locator('.customization-link-shop .arco-select').getAttribute('class')).toContain('arco-select-disabled');
    await expect.poll(() => form.locator('.customization-groups .arco-tag').allInnerTexts()).toEqual(['节日模板']);

    await mode(form, '自由定制');
    await form.locator('.customization-link-default').getByRole('switch').click();
    await form.getByText('该店铺已有默认链接，保存后原默认链接将变为普通链接（带 ?s=）。').waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('修改成功').waitFor();

    const after = await settingsOf('壳美定制旗舰店');
    expect(after).toHaveLength(2);
    const changed = after.find((link) => link.shopCustomizationSetting.id === other.id)!;
    expect(changed.shopCustomizationSetting).toMatchObject({ mode: 2, isDefault: true, bindingTemplateCollectionIds: [] });
    expect(changed.url).not.toContain('?s=');
    const formerDefault = after.find((link) => link.shopCustomizationSetting.id !== other.id)!;
    expect(formerDefault.url).toContain(`?s=${formerDefault.shopCustomizationSetting.id}`);
    // The bound materials and brands were kept as they were.
    const materials = await idsByName(server, '/api/phone_case_materials');
    expect(changed.shopCustomizationSetting.bindingMaterialIds).toEqual([materials.get('液态硅胶'), materials.get('钢化玻璃')]);

    await page.getByRole('button', { name: '返回列表' }).first().click();
    const rows = rowsOf(page, '壳美定制旗舰店');
    await expect.poll(() => rows.filter({ hasText: '默认链接' }).locator('.customization-summary-mode').innerText()).toBe('自由定制');
  });

  it('creates one setting on a double click of 生成, even on a slow server', async () => {
    const { page, server } = e2e;
    await openList(page);
    hold(server, { method: 'POST', path: '/api/shop_customization_settings', times: 1 });
    await page.goto(`${server.url}${LIST}/generate`);
    const form = page.locator('.customization-link-form');
    await pick(page, form.locator('.customization-link-shop .arco-select'), '壳美快手小店（快手小店）');
    await form.getByRole('button', { name: '生成' }).dblclick();
    // Both clicks are in while the first is held: one call.
    await untilArrived(server, 'POST', /^\/api\/shop_customization_settings$/);
    expect(settingPosts()).toHaveLength(1);
    await releaseHeld(server);
    await page.locator('.customization-result').waitFor();
    await networkSettled(e2e);
    expect(settingPosts()).toHaveLength(1);
    expect(await settingsOf('壳美快手小店')).toHaveLength(1);
  });

  it('does not take over a default another tab gave the shop while this form was open', async () => {
    const { page, server } = e2e;
    await openList(page);
    await page.goto(`${server.url}${LIST}/generate`);
    const form = page.locator('.customization-link-form');
    await pick(page, form.locator('.customization-link-shop .arco-select'), '壳美快手小店（快手小店）');
    const defaultSwitch = form.locator('.customization-link-default').getByRole('switch');
    expect(await defaultSwitch.isDisabled()).toBe(true);
    // Meanwhile another tab generates the shop's first link, its default.
    const shop = await shopNamed(server, '壳美快手小店');
    const other = await callDevApi<ShopCustomizationSetting>(server, 'POST', '/api/shop_customization_settings', {
      shopId: shop.id,
      mode: 2,
      isDefault: true,
      customizationTiming: 1,
    });

    await form.getByRole('button', { name: '生成' }).click();
    await page.getByText('该店铺的默认链接刚在其他页面改变，已重新读取，请确认后再生成').waitFor();
    await networkSettled(e2e);
    expect(settingPosts()).toHaveLength(0);
    // The form now knows the shop has a default: this link is an ordinary one unless the merchant says otherwise.
    await expect.poll(() => defaultSwitch.isDisabled()).toBe(false);
    expect(await defaultSwitch.getAttribute('aria-checked')).toBe('false');
    await form.getByRole('button', { name: '生成' }).click();
    await page.locator('.customization-result').waitFor();
    const links = await settingsOf('壳美快手小店');
    expect(links).toHaveLength(2);
    expect(links.find((link) => link.shopCustomizationSetting.isDefault)!.shopCustomizationSetting.id).toBe(other.id);
  });

  it('says so when the link to change no longer exists', async () => {
    const { page, server } = e2e;
    await openList(page);
    await page.goto(`${server.url}${LIST}/generate?id=no-such-setting`);
    await page.getByText('这条定制链接不存在或已被删除').waitFor();
    await page.getByRole('button', { name: '返回列表' }).click();
    await page.waitForURL(new RegExp(`${LIST}$`));
  });
});
