// Two tabs on one seller record (the SKU setting dialog, the link 修改 form, the shop edit form): the stale
// save asks 重新加载 / 覆盖保存 / 继续编辑 instead of silently replacing the other, each answer does what it
// says, and what the API stored matches. Also: 单个模板 on the link form starts from the chosen group.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneCaseCustomizationSetting, ShopCustomizationSetting, ShopCustomizationUrls } from '../../contract/customization';
import type { Product } from '../../contract/products';
import type { Shop } from '../../contract/shops';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { mode, settingDialog, shopNamed, switchOf } from './customizationPage';

const e2e = useConsole();
const LINKS = '/app/sku_customization_urls_setting';

const question = (page: Page) => page.locator('.save-conflict-modal');
const answer = async (page: Page, title: string, choice: '重新加载' | '覆盖保存' | '继续编辑') => {
  await question(page).getByText(title).waitFor();
  await question(page).getByRole('button', { name: choice }).click();
  await question(page).waitFor({ state: 'hidden' });
};
const message = (page: Page, text: string) => page.locator('.arco-message', { hasText: text }).first().waitFor();
const chosenMode = (scope: Locator) => scope.locator('.customization-mode .arco-radio-checked').innerText();
const checked = async (toggle: Locator) => (await toggle.getAttribute('aria-checked')) === 'true';
const noErrorModal = async (page: Page) => expect(await page.locator('.network-error-modal').count()).toBe(0);

/** A second tab of the same browser (same storage, same session). */
async function secondTab(path: string): Promise<Page> {
  const page = await e2e.context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${e2e.server.url}${path}`);
  return page;
}

describe('two tabs on the SKU setting dialog', () => {
  const PRODUCT = '712345678903';

  async function stored(shopId: string): Promise<PhoneCaseCustomizationSetting | undefined> {
    const settings = await callDevApi<PhoneCaseCustomizationSetting[]>(e2e.server, 'GET', `/api/phone_case_customization_settings?shopId=${shopId}&productOriginalIds=${PRODUCT}`);
    return settings[0];
  }

  it('asks instead of replacing the other tab’s save: 继续编辑 keeps the edits, 重新加载 shows the other save, 覆盖保存 replaces it', async () => {
    const { page: a, server } = e2e;
    const shop = await shopNamed(server, '壳美定制旗舰店');
    const products = (await callDevApi<{ items: Product[] }>(server, 'GET', `/api/products?shopId=${shop.id}&pageNo=1&pageSize=20`)).items;
    const title = products.find((product) => product.originalId === PRODUCT)!.title;
    const path = `/app/sku_customization_setting?shopId=${shop.id}`;
    const row = (page: Page) => page.locator('.product-table tbody tr', { hasText: title }).first();
    const open = async (page: Page) => {
      await page.bringToFront();
      await row(page).locator('.product-configure').click();
      const dialog = settingDialog(page);
      await dialog.waitFor();
      return dialog;
    };
    const save = async (page: Page) => {
      await page.bringToFront();
      await settingDialog(page).getByRole('button', { name: '保存' }).click();
    };

    const sent: { baseRevision?: number | null }[] = [];
    e2e.context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/phone_case_customization_settings')) sent.push(request.postDataJSON());
    });
    await openSignedIn(a, server.url, path);
    await row(a).locator('.product-configure').waitFor();
    const b = await secondTab(path);
    await row(b).locator('.product-configure').waitFor();
    expect(await stored(shop.id)).toBeUndefined();

    // A configures the unconfigured SKU; B still shows it unconfigured and opens the defaults.
    const inA = await open(a);
    await mode(inA, '自由定制');
    await save(a);
    await message(a, '保存成功');
    const first = (await stored(shop.id))!;
    expect(first).toMatchObject({ mode: 2, textEnabled: true });
    const inB = await open(b);
    expect(await chosenMode(inB)).toBe('默认');
    await switchOf(inB, '文字').click();

    // 继续编辑: nothing saved, B's edits stay in the dialog.
    await save(b);
    await answer(b, '定制配置已在其他页面保存', '继续编辑');
    expect(await inB.isVisible()).toBe(true);
    expect(await chosenMode(inB)).toBe('默认');
    expect(await checked(switchOf(inB, '文字'))).toBe(false);
    expect(await stored(shop.id)).toEqual(first);
    await noErrorModal(b);

    // 重新加载: B's edits go, the dialog and B's table show A's save; nothing is written.
    await save(b);
    await answer(b, '定制配置已在其他页面保存', '重新加载');
    await message(b, '已重新加载最新保存的配置');
    await expect.poll(() => chosenMode(inB)).toBe('自由定制');
    expect(await checked(switchOf(inB, '文字'))).toBe(true);
    await expect.poll(() => row(b).locator('.customization-summary-mode').innerText()).toBe('自由定制');
    expect(await stored(shop.id)).toEqual(first);

    // Saved from what it reloaded, B's next save goes through without a question.
    await switchOf(inB, '文字').click();
    await save(b);
    await message(b, '保存成功');
    await inB.waitFor({ state: 'hidden' });
    const second = (await stored(shop.id))!;
    expect(second).toMatchObject({ mode: 2, textEnabled: false });
    expect(second.revision).not.toBe(first.revision);

    // A's table is stale now: its next save asks, and 覆盖保存 replaces B's save with A's.
    const again = await open(a);
    expect(await checked(switchOf(again, '文字'))).toBe(true);
    await switchOf(again, '背景').click();
    await save(a);
    await answer(a, '定制配置已在其他页面保存', '覆盖保存');
    await message(a, '保存成功');
    await again.waitFor({ state: 'hidden' });
    expect(await stored(shop.id)).toMatchObject({ mode: 2, textEnabled: true, backgroundEnabled: false });
    await noErrorModal(a);
    await networkSettled(e2e);
    // Each save sent the revision it was made from ("none", null, for the SKU either tab saw unconfigured),
    // and 覆盖保存 the one it read after the question.
    expect(sent.map((body) => body.baseRevision)).toEqual([null, null, null, first.revision, first.revision, second.revision]);
  });
});

describe('two tabs on the link 修改 form', () => {
  async function taobaoSetting(): Promise<ShopCustomizationSetting> {
    const all = await callDevApi<ShopCustomizationUrls[]>(e2e.server, 'GET', '/api/shop_customization_urls');
    const links = all.find((entry) => entry.shop.name === '壳美定制旗舰店')!.customizationUrls;
    return links.find((link) => !link.shopCustomizationSetting.isDefault)!.shopCustomizationSetting;
  }
  const form = (page: Page) => page.locator('.customization-link-form');
  const save = async (page: Page) => {
    await page.bringToFront();
    await form(page).getByRole('button', { name: '保存' }).click();
  };

  it('asks instead of replacing the other tab’s change, and each answer does what it says', async () => {
    const { page: a, server } = e2e;
    const seeded = await taobaoSetting();
    const path = `${LINKS}/generate?id=${seeded.id}`;
    await openSignedIn(a, server.url, path);
    await form(a).locator('.customization-groups .arco-tag').first().waitFor();
    const b = await secondTab(path);
    await form(b).locator('.customization-groups .arco-tag').first().waitFor();

    await mode(form(a), '自由定制');
    await save(a);
    await message(a, '修改成功');
    const afterA = await taobaoSetting();
    expect(afterA.mode).toBe(2);

    // 继续编辑: B's form keeps its edits, nothing is written.
    await switchOf(form(b), '文字').click();
    await save(b);
    await answer(b, '定制链接已在其他页面修改', '继续编辑');
    expect(await chosenMode(form(b))).toBe('模板分组');
    expect(await checked(switchOf(form(b), '文字'))).toBe(false);
    expect(await taobaoSetting()).toEqual(afterA);
    await noErrorModal(b);

    // 覆盖保存: B's form replaces A's change.
    await save(b);
    await answer(b, '定制链接已在其他页面修改', '覆盖保存');
    await message(b, '修改成功');
    const afterB = await taobaoSetting();
    expect(afterB).toMatchObject({ mode: 4, textEnabled: false, bindingTemplateCollectionIds: seeded.bindingTemplateCollectionIds });

    // 重新加载: A opens the form again, B opens it too, A changes it; B's stale change shows A's instead.
    await a.bringToFront();
    await a.goto(`${server.url}${path}`);
    await form(a).locator('.customization-groups .arco-tag').first().waitFor();
    await b.bringToFront();
    await b.goto(`${server.url}${path}`);
    await form(b).locator('.customization-groups .arco-tag').first().waitFor();
    await mode(form(a), '默认');
    await save(a);
    await message(a, '修改成功');
    const afterA2 = await taobaoSetting();
    await switchOf(form(b), '背景').click();
    await save(b);
    await answer(b, '定制链接已在其他页面修改', '重新加载');
    await message(b, '已重新加载最新保存的配置');
    await expect.poll(() => chosenMode(form(b))).toBe('默认');
    expect(await checked(switchOf(form(b), '背景'))).toBe(true);
    expect(await checked(switchOf(form(b), '文字'))).toBe(false);
    expect(await taobaoSetting()).toEqual(afterA2);
    await noErrorModal(b);
  });

  it('starts 单个模板 from the group chosen for 模板分组, and keeps the groups on the way back', async () => {
    const { page, server } = e2e;
    const seeded = await taobaoSetting();
    await openSignedIn(page, server.url, `${LINKS}/generate?id=${seeded.id}`);
    await expect.poll(() => form(page).locator('.customization-groups .arco-tag').allInnerTexts()).toEqual(['节日模板']);
    await mode(form(page), '单个模板');
    expect(await form(page).locator('.customization-single-group .arco-select-view-value').innerText()).toBe('节日模板');
    await mode(form(page), '模板分组');
    expect(await form(page).locator('.customization-groups .arco-tag').allInnerTexts()).toEqual(['节日模板']);
  });
});

describe('two tabs on the shop edit form', () => {
  const modal = (page: Page) => page.locator('.shop-form-modal');
  const nameInput = (page: Page) => modal(page).getByLabel('店铺名称');
  const row = (page: Page, name: string) => page.locator('.shop-screen .arco-table tbody tr', { has: page.getByText(name, { exact: true }) });
  const shopById = async (id: string) => (await callDevApi<Shop[]>(e2e.server, 'GET', '/api/shops')).find((shop) => shop.id === id)!;
  const edit = async (page: Page, name: string, newName: string) => {
    await page.bringToFront();
    await row(page, name).getByRole('button', { name: '编辑' }).click();
    await modal(page).getByText('编辑店铺').waitFor();
    await nameInput(page).fill(newName);
  };
  const save = async (page: Page) => {
    await page.bringToFront();
    await modal(page).getByRole('button', { name: '保存' }).click();
  };

  it('asks instead of replacing the other tab’s change, and each answer does what it says', async () => {
    const { page: a, server } = e2e;
    const shop = await shopNamed(server, '壳美抖音小店');
    await openSignedIn(a, server.url, '/app/setting');
    await row(a, '壳美抖音小店').waitFor();
    const b = await secondTab('/app/setting');
    await row(b, '壳美抖音小店').waitFor();

    await edit(a, '壳美抖音小店', '抖音一号');
    await edit(b, '壳美抖音小店', '抖音二号');
    await save(a);
    await message(a, '修改成功');
    await modal(a).waitFor({ state: 'detached' });
    const first = await shopById(shop.id);
    expect(first.name).toBe('抖音一号');

    // 继续编辑: the form stays with what B typed; nothing is written.
    await save(b);
    await answer(b, '店铺已在其他页面修改', '继续编辑');
    expect(await nameInput(b).inputValue()).toBe('抖音二号');
    expect(await shopById(shop.id)).toEqual(first);
    await noErrorModal(b);

    // 重新加载: the form and B's table show A's change; nothing is written.
    await save(b);
    await answer(b, '店铺已在其他页面修改', '重新加载');
    await message(b, '已重新加载最新保存的店铺信息');
    await expect.poll(() => nameInput(b).inputValue()).toBe('抖音一号');
    await row(b, '抖音一号').waitFor();
    expect(await shopById(shop.id)).toEqual(first);

    // From what it reloaded, B's save goes through.
    await nameInput(b).fill('抖音三号');
    await save(b);
    await message(b, '修改成功');
    await modal(b).waitFor({ state: 'detached' });
    expect((await shopById(shop.id)).name).toBe('抖音三号');

    // A's table still shows 抖音一号: its next save asks, and 覆盖保存 replaces B's change.
    await edit(a, '抖音一号', '抖音四号');
    await save(a);
    await answer(a, '店铺已在其他页面修改', '覆盖保存');
    await message(a, '修改成功');
    await modal(a).waitFor({ state: 'detached' });
    expect(await shopById(shop.id)).toMatchObject({ name: '抖音四号', type: first.type });
    await row(a, '抖音四号').waitFor();
    await noErrorModal(a);
  });
});
