// The names rule (contract/names.ts) in the catalogue forms: a brand, model, material or colour name with a
// direction control, or over its kind's bound (CATALOGUE_NAME_LIMITS), is refused with the rule's text and nothing is sent. A name
// saved before the rule still shows.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { CATALOGUE_NAME_LIMITS, type NameLimit } from '../../contract/names';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();

const SPOOF = 'iPhone 15 \u202exaM orP';
const DIRECTION = '名称不能包含改变文字方向的控制字符';
const { brand: BRAND, model: MODEL, material: MATERIAL, color: COLOR } = CATALOGUE_NAME_LIMITS;
/** A name one character past `limit`. */
const over = (limit: NameLimit) => 'a'.repeat(limit.max + 1);

/** Writes to the catalogue the page sent (anything but GET). */
const catalogueWrites = () =>
  e2e.server.requests.filter((request) => !request.startsWith('GET ') && /\/api\/phone_(brands|case_materials)/.test(request));

/** The name field of a form: brand and model label theirs, material and colour show a placeholder. */
const nameField = (page: Page, modalClass: string, field: string) =>
  ['品牌名称', '型号名称'].includes(field) ? page.locator(modalClass).getByLabel(field) : page.locator(modalClass).getByPlaceholder(field);

/** Fills the field, saves, and waits for `message` under it. */
async function refused(page: Page, modalClass: string, field: string, name: string, message: string): Promise<void> {
  const modal = page.locator(modalClass);
  await nameField(page, modalClass, field).fill(name);
  await modal.getByRole('button', { name: '保存' }).click();
  await modal.locator('.arco-form-message', { hasText: message }).waitFor();
}

describe('catalogue names', () => {
  it('refuses a model named to read as iPhone 15 Pro Max, and one over the bound; nothing is sent', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_brand_model/model');
    await page.locator('.model-list tbody tr', { hasText: 'iPhone 15 Pro Max' }).waitFor();
    await page.getByRole('button', { name: '新增型号' }).click();
    await refused(page, '.model-form-modal', '型号名称', SPOOF, DIRECTION);
    await refused(page, '.model-form-modal', '型号名称', over(MODEL), MODEL.tooLong);
    await nameField(page, '.model-form-modal', '型号名称').fill('a'.repeat(MODEL.max));
    await page.locator('.model-form-modal .arco-form-message').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(catalogueWrites()).toEqual([]);
  });

  it('refuses such brand names on add and rename, and a look-alike with an invisible character', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    const apple = page.locator('.brand-tab tbody tr', { has: page.getByText('苹果', { exact: true }) });
    await apple.waitFor();
    await page.getByRole('button', { name: '新增品牌' }).click();
    await refused(page, '.brand-form-modal', '品牌名称', '苹\u202e果', DIRECTION);
    await refused(page, '.brand-form-modal', '品牌名称', over(BRAND), BRAND.tooLong);
    // 华\u200b为 shows as a second 华为.
    await refused(page, '.brand-form-modal', '品牌名称', '华\u200b为', '名称不能包含不可见字符');
    await page.locator('.brand-form-modal').getByRole('button', { name: '取消' }).click();
    await page.locator('.brand-form-modal').waitFor({ state: 'detached' });
    await apple.getByRole('button', { name: '编辑' }).click();
    await refused(page, '.brand-form-modal', '品牌名称', `${'苹果'.repeat(Math.ceil(BRAND.max / 2))}!`, BRAND.tooLong);
    await networkSettled(e2e);
    expect(catalogueWrites()).toEqual([]);
  });

  it('refuses such material and colour names', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/phone_case_material/material');
    const row = page.locator('.material-tab tbody tr', { has: page.getByRole('cell', { name: '透明软壳', exact: true }) });
    await row.waitFor();
    await page.getByRole('button', { name: '新增材质' }).click();
    await refused(page, '.material-form-modal', '材质名称', '软壳\u2067', DIRECTION);
    await refused(page, '.material-form-modal', '材质名称', over(MATERIAL), MATERIAL.tooLong);
    await page.locator('.material-form-modal').getByRole('button', { name: '取消' }).click();
    await page.locator('.material-form-modal').waitFor({ state: 'detached' });

    await row.getByRole('button', { name: '颜色管理' }).click();
    await page.locator('.color-modal').getByRole('button', { name: '新增颜色' }).click();
    await refused(page, '.color-form-modal', '颜色名称', '黑\u202e色', DIRECTION);
    await refused(page, '.color-form-modal', '颜色名称', over(COLOR), COLOR.tooLong);
    await networkSettled(e2e);
    expect(catalogueWrites()).toEqual([]);
  });

  it('still shows a brand name saved before the rule, and refuses saving it again', async () => {
    const { page, server } = e2e;
    const legacy = `华为 ${'\u202e'}ORP 06 etaM 旗舰系列专用品牌名称历史数据保留不变`;
    // A brand list as an admin API holding names from before the rule would send it.
    await page.route('**/api/phone_brands', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const reply = await fetchThrough(route);
      const brands = (await reply.json()) as { name: string }[];
      await route.fulfill({ response: reply, json: brands.map((brand) => (brand.name === '华为' ? { ...brand, name: legacy } : brand)) });
    });
    await openSignedIn(page, server.url, '/app/phone_brand_model/brand');
    const row = page.locator('.brand-tab tbody tr', { has: page.getByText(legacy, { exact: true }) });
    await row.waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    const modal = page.locator('.brand-form-modal');
    await expect.poll(() => nameField(page, '.brand-form-modal', '品牌名称').inputValue()).toBe(legacy);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.locator('.arco-form-message', { hasText: DIRECTION }).waitFor();
    await networkSettled(e2e);
    expect(catalogueWrites()).toEqual([]);
  });
});
