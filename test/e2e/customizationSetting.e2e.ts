import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PhoneCaseCustomizationSetting } from '../../contract/customization';
import type { Product } from '../../contract/products';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { brandRow, idsByName, mode, optionsOf, pick, settingDialog, shopNamed, switchOf, tagsOf, type DevShop } from './customizationPage';

const e2e = useConsole();
const TAOBAO = '壳美定制旗舰店';

let shop: DevShop;
let products: Product[];

beforeEach(async () => {
  shop = await shopNamed(e2e.server, TAOBAO);
  products = (await callDevApi<{ items: Product[] }>(e2e.server, 'GET', `/api/products?shopId=${shop.id}&pageNo=1&pageSize=20`)).items;
});

/** The table row of a SKU: rows come in the list's order, one per SKU, one for a product without SKUs. */
function skuRow(page: Page, productOriginalId: string, skuIndex = 0) {
  let index = 0;
  for (const product of products) {
    if (product.originalId === productOriginalId) return page.locator('.product-table tbody tr').nth(index + skuIndex);
    index += Math.max(product.skus.length, 1);
  }
  throw new Error(`product ${productOriginalId} is not on the first page`);
}

const skuOf = (productOriginalId: string, skuIndex = 0) => products.find((product) => product.originalId === productOriginalId)!.skus[skuIndex]!;

async function storedSetting(productOriginalId: string, skuOriginalId: string): Promise<PhoneCaseCustomizationSetting | undefined> {
  const settings = await callDevApi<PhoneCaseCustomizationSetting[]>(
    e2e.server,
    'GET',
    `/api/phone_case_customization_settings?shopId=${shop.id}&productOriginalIds=${productOriginalId}`,
  );
  return settings.find((setting) => setting.skuOriginalId === skuOriginalId);
}

const settingPosts = () => e2e.server.requests.filter((line) => line.startsWith('POST /api/phone_case_customization_settings'));

async function openProducts(page: Page) {
  await openSignedIn(page, e2e.server.url, `/app/sku_customization_setting?shopId=${shop.id}`);
  await page.locator('.product-table tbody tr').first().locator('.product-configure').waitFor();
}

describe('the customization setting dialog on the product screen', () => {
  it('configures one SKU, and the table and the service keep it after a reload', async () => {
    const { page, server } = e2e;
    await openProducts(page);
    const row = skuRow(page, '712345678903');
    await expect.poll(() => row.locator('.status-column').innerText()).toBe('未配置');
    await row.locator('.product-configure').click();
    const dialog = settingDialog(page);
    await expect.poll(() => dialog.locator('.customization-target').innerText()).toContain('简约字母定制手机壳');

    await mode(dialog, '模板分组');
    await pick(page, dialog.locator('.customization-groups .arco-select'), '热门模板');
    await dialog.locator('.customization-own-page').getByRole('switch').click();
    await dialog.getByRole('button', { name: '添加品牌' }).click();
    await pick(page, brandRow(dialog, 0).locator('.customization-brand-select'), '苹果');
    await pick(page, brandRow(dialog, 0).locator('.customization-model-select'), 'iPhone 15');
    await pick(page, dialog.locator('.customization-material-select'), '液态硅胶');
    await switchOf(dialog, '文字').click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const expected = ['模板分组 + 自由定制', '分组：热门模板', '材质：液态硅胶', '品牌：苹果'];
    await expect.poll(() => row.locator('.customization-summary').innerText()).toBe(expected.join('\n'));
    const groups = await idsByName(server, '/api/design_template_collections');
    const materials = await idsByName(server, '/api/phone_case_materials');
    const brands = await idsByName(server, '/api/phone_brands');
    const appleModels = await idsByName(server, `/api/phone_brands/${brands.get('苹果')}/phone_models`);
    expect(await storedSetting('712345678903', skuOf('712345678903').originalId)).toEqual({
      shopId: shop.id,
      productOriginalId: '712345678903',
      skuOriginalId: skuOf('712345678903').originalId,
      mode: 5,
      bindingTemplateCollectionIds: [groups.get('热门模板')],
      bindingTemplateId: null,
      bindingPhoneBrands: [{ id: brands.get('苹果'), modelIds: [appleModels.get('iPhone 15')] }],
      bindingMaterialIds: [materials.get('液态硅胶')],
      imageUploadEnabled: true,
      stickerAssetEnabled: true,
      imageAssetEnabled: true,
      textEnabled: false,
      backgroundEnabled: true,
      revision: expect.any(Number),
    });

    await page.reload();
    await expect.poll(() => skuRow(page, '712345678903').locator('.customization-summary').innerText()).toBe(expected.join('\n'));
    await skuRow(page, '712345678903').locator('.product-configure').click();
    await expect.poll(() => tagsOf(dialog.locator('.customization-groups'))).toEqual(['热门模板']);
    expect(await dialog.locator('.customization-own-page').getByRole('switch').getAttribute('aria-checked')).toBe('true');
    // The row shows 加载中… until the brand's models have loaded.
    await expect.poll(() => tagsOf(brandRow(dialog, 0).locator('.customization-model-select'))).toEqual(['iPhone 15']);
    expect(await switchOf(dialog, '文字').getAttribute('aria-checked')).toBe('false');
    expect(await switchOf(dialog, '背景').getAttribute('aria-checked')).toBe('true');
  });

  it('saves one setting to three ticked SKUs in a 1024 × 640 window, one after another, and keeps them after a reload', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openProducts(page);
    for (let i = 0; i < 3; i++) await skuRow(page, '712345678901', i).locator('.arco-checkbox').click();
    await page.locator('.product-batch-configure').click();
    const dialog = settingDialog(page);
    await expect.poll(() => dialog.locator('.arco-modal-title').innerText()).toBe('批量定制配置（已选 3 个规格）');
    // A batch starts from the defaults: the five switches on, everything allowed.
    for (const label of ['允许上传图片', '贴纸素材', '图片素材', '文字', '背景']) {
      expect(await switchOf(dialog, label).getAttribute('aria-checked')).toBe('true');
    }
    await mode(dialog, '自由定制');
    await dialog.getByRole('button', { name: '全选' }).click();
    const allMaterials = [...(await idsByName(server, '/api/phone_case_materials')).keys()];
    expect(await tagsOf(dialog.locator('.customization-material-select'))).toEqual(allMaterials);
    await switchOf(dialog, '背景').click();
    const save = dialog.getByRole('button', { name: '保存' });
    expect(await save.isVisible()).toBe(true);
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await save.click();
    await page.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(settingPosts()).toHaveLength(3);

    const materialIds = [...(await idsByName(server, '/api/phone_case_materials')).values()];
    for (const sku of products.find((product) => product.originalId === '712345678901')!.skus) {
      expect(await storedSetting('712345678901', sku.originalId)).toMatchObject({
        mode: 2,
        bindingMaterialIds: materialIds,
        bindingPhoneBrands: [],
        bindingTemplateCollectionIds: [],
        bindingTemplateId: null,
        backgroundEnabled: false,
        textEnabled: true,
      });
    }
    await page.reload();
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => skuRow(page, '712345678901', i).locator('.customization-summary-mode').innerText()).toBe('自由定制');
    }
  });

  it('says what must be chosen, field by field, and sends nothing until it is', async () => {
    const { page, server } = e2e;
    await openProducts(page);
    await skuRow(page, '712345678903').locator('.product-configure').click();
    const dialog = settingDialog(page);
    const save = dialog.getByRole('button', { name: '保存' });

    await mode(dialog, '模板分组');
    await save.click();
    await expect.poll(() => dialog.locator('.customization-groups .arco-form-message').innerText()).toBe('请选择模板分组');

    await mode(dialog, '单个模板');
    await save.click();
    await expect.poll(() => dialog.locator('.customization-single-group .arco-form-message').innerText()).toBe('请选择模板分组');
    // The template waits for its group.
    expect(await dialog.locator('.customization-template .arco-select').getAttribute('class')).toContain('arco-select-disabled');
    await pick(page, dialog.locator('.customization-single-group .arco-select'), '热门模板');
    await expect.poll(() => dialog.locator('.customization-template .arco-form-message').innerText()).toBe('请选择一个定制模板');
    expect(await dialog.locator('.customization-single-group .arco-form-message').count()).toBe(0);

    await dialog.getByRole('button', { name: '添加品牌' }).click();
    await dialog.getByRole('button', { name: '添加品牌' }).click();
    await pick(page, brandRow(dialog, 0).locator('.customization-brand-select'), '华为');
    await save.click();
    await expect.poll(() => brandRow(dialog, 1).locator('.arco-form-message').innerText()).toBe('必须选择一个品牌');
    expect(await brandRow(dialog, 0).locator('.arco-form-message').count()).toBe(0);
    await networkSettled(e2e);
    expect(settingPosts()).toHaveLength(0);

    // Fixing each field clears its text; the removed row takes its problem along.
    await pick(page, dialog.locator('.customization-template .arco-select'), '蜜桃爱心');
    await brandRow(dialog, 1).getByRole('button', { name: '移除' }).click();
    await expect.poll(() => dialog.locator('.arco-form-message').count()).toBe(0);
    await save.click();
    await page.getByText('保存成功').waitFor();
    const templates = await callDevApi<{ id: string; name: string }[]>(
      server,
      'GET',
      `/api/design_templates?collectionId=${(await idsByName(server, '/api/design_template_collections')).get('热门模板')}`,
    );
    expect(await storedSetting('712345678903', skuOf('712345678903').originalId)).toMatchObject({
      mode: 3,
      bindingTemplateId: templates.find((template) => template.name === '蜜桃爱心')!.id,
    });
  });

  it('empties a row’s models when its brand changes and offers the new brand’s models', async () => {
    const { page } = e2e;
    await openProducts(page);
    await skuRow(page, '712345678903').locator('.product-configure').click();
    const dialog = settingDialog(page);
    await dialog.getByRole('button', { name: '添加品牌' }).click();
    const row = brandRow(dialog, 0);
    await pick(page, row.locator('.customization-brand-select'), '苹果');
    await pick(page, row.locator('.customization-model-select'), 'iPhone 15', 'iPhone 15 Pro');
    expect(await tagsOf(row.locator('.customization-model-select'))).toEqual(['iPhone 15', 'iPhone 15 Pro']);
    await pick(page, row.locator('.customization-brand-select'), '华为');
    await expect.poll(() => tagsOf(row.locator('.customization-model-select'))).toEqual([]);
    const offered = await optionsOf(page, row.locator('.customization-model-select'));
    expect(offered).toContain('Mate 60 Pro');
    expect(offered).not.toContain('iPhone 15');
    // A brand already bound in a row is not offered again in another.
    await dialog.getByRole('button', { name: '添加品牌' }).click();
    expect(await optionsOf(page, brandRow(dialog, 1).locator('.customization-brand-select'))).not.toContain('华为');
  });

  it('summarises the seeded wide setting with 等4个 and shows its deleted material as 已删除材质 until removed', async () => {
    const { page } = e2e;
    await openProducts(page);
    const row = skuRow(page, '712345678904');
    await expect.poll(() => row.locator('.customization-summary').innerText()).toBe(
      ['模板分组 + 自由定制', '分组：热门模板、节日模板', '材质：透明软壳、液态硅胶、钢化玻璃 等4个', '品牌：苹果、华为、小米 等4个'].join('\n'),
    );
    const sku = skuOf('712345678904').originalId;
    const deletedId = (await storedSetting('712345678904', sku))!.bindingMaterialIds[3]!;

    await row.locator('.product-configure').click();
    const dialog = settingDialog(page);
    const materials = dialog.locator('.customization-material-select');
    await expect.poll(() => tagsOf(materials)).toEqual(['透明软壳', '液态硅胶', '钢化玻璃', '已删除材质']);
    // Saved as it is, the deleted material stays bound.
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    expect((await storedSetting('712345678904', sku))!.bindingMaterialIds).toContain(deletedId);

    await row.locator('.product-configure').click();
    await materials.locator('.arco-tag', { hasText: '已删除材质' }).locator('.arco-tag-close-btn').click();
    await expect.poll(() => tagsOf(materials)).toEqual(['透明软壳', '液态硅胶', '钢化玻璃']);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await storedSetting('712345678904', sku))!.bindingMaterialIds).not.toContain(deletedId);
    await expect.poll(() => row.locator('.customization-summary').innerText()).toContain('材质：透明软壳、液态硅胶、钢化玻璃\n');
  });

  it('saves once on a double click, even on a slow server', async () => {
    const { page, server } = e2e;
    await openProducts(page);
    hold(server, { method: 'POST', path: '/api/phone_case_customization_settings', times: 1 });
    await skuRow(page, '712345678903').locator('.product-configure').click();
    const dialog = settingDialog(page);
    await mode(dialog, '自由定制');
    await dialog.getByRole('button', { name: '保存' }).dblclick();
    // Both clicks are in while the first save is held: one call.
    await untilArrived(server, 'POST', /^\/api\/phone_case_customization_settings$/);
    expect(settingPosts()).toHaveLength(1);
    await releaseHeld(server);
    await page.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await networkSettled(e2e);
    expect(settingPosts()).toHaveLength(1);
  });

  it('lists the SKUs a batch could not save, with the reason, and retries only those', async () => {
    const { page, server } = e2e;
    await openProducts(page);
    await skuRow(page, '712345678903').locator('.arco-checkbox').click();
    await skuRow(page, '712345678904', 1).locator('.arco-checkbox').click();
    await skuRow(page, '712345678904', 2).locator('.arco-checkbox').click();
    await page.locator('.product-batch-configure').click();
    const dialog = settingDialog(page);
    await mode(dialog, '自由定制');
    // The service refuses the second SKU alone.
    const failing = skuOf('712345678904', 1);
    await page.route('**/api/phone_case_customization_settings', async (route) => {
      const body = route.request().postDataJSON() as { skuOriginalId: string } | null;
      if (route.request().method() === 'POST' && body?.skuOriginalId === failing.originalId) {
        await route.fulfill({ status: 400, json: { code: 'BAD_REQUEST', message: '规格已下架' } });
      } else await route.continue();
    });
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('1 个规格保存失败').waitFor();
    await dialog.locator('.customization-failures').getByText(/规格已下架/).waitFor();
    expect(await dialog.locator('.customization-failures li').count()).toBe(1);
    // What landed shows in the table at once.
    await expect.poll(() => skuRow(page, '712345678903').locator('.customization-summary-mode').innerText()).toBe('自由定制');
    expect((await storedSetting('712345678904', skuOf('712345678904', 2).originalId))!.mode).toBe(2);

    await page.unroute('**/api/phone_case_customization_settings');
    server.requests.length = 0;
    // The retry held: asked to stop, the question counts the two SKUs the first run saved.
    hold(server, { method: 'POST', path: '/api/phone_case_customization_settings' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await untilArrived(server, 'POST', /^\/api\/phone_case_customization_settings$/);
    await page.keyboard.press('Escape');
    const question = page.locator('.arco-modal', { hasText: '任务仍在进行' });
    await question.getByText('已保存 2 个，正在保存的 1 个会继续完成，其余 0 个将停止。').waitFor();
    await question.getByRole('button', { name: '继续' }).click();
    await question.waitFor({ state: 'hidden' });
    await releaseHeld(server);
    await page.getByText('保存成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(settingPosts()).toHaveLength(1);
    expect((await storedSetting('712345678904', failing.originalId))!.mode).toBe(2);
  });

  it('asks before closing 批量配置 mid-save (Esc, ×; the mask closes nothing); 继续 goes on, 停止并关闭 stops before the next SKU and says what was saved and what not', async () => {
    const { page, server } = e2e;
    await openProducts(page);
    for (let i = 0; i < 3; i++) await skuRow(page, '712345678901', i).locator('.arco-checkbox').click();
    await page.locator('.product-batch-configure').click();
    const dialog = settingDialog(page);
    await mode(dialog, '自由定制');
    // The first SKU's save is held until the dialog is stopped: the questions surely come while it runs.
    hold(server, { method: 'POST', path: '/api/phone_case_customization_settings' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => dialog.locator('.customization-progress').innerText()).toBe('正在保存 0/3');
    await untilArrived(server, 'POST', /^\/api\/phone_case_customization_settings$/);
    const question = page.locator('.arco-modal', { hasText: '任务仍在进行' });

    // Esc asks, and 继续 keeps the dialog and the batch going.
    await page.keyboard.press('Escape');
    await question.getByText('已保存 0 个，正在保存的 1 个会继续完成，其余 2 个将停止。').waitFor();
    await question.getByRole('button', { name: '继续' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    // The mask closes nothing.
    await page.mouse.click(5, 5);
    expect(await question.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);

    // The header's ×: asks again; 停止并关闭 closes at once, the call in flight still lands, no more start.
    await dialog.locator('.arco-modal-close-icon').click();
    await question.waitFor();
    await question.getByRole('button', { name: '停止并关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Only now does the first save land; the next SKU is no longer held, so one started after the stop would arrive.
    await releaseHeld(server);
    const stopped = page.locator('.customization-stopped');
    await stopped.getByText('已停止：完成 1 个，未完成 2 个', { exact: true }).waitFor();
    await networkSettled(e2e);
    const posts = settingPosts().length;
    expect(posts).toBe(1);
    const product = products.find((candidate) => candidate.originalId === '712345678901')!;
    const skus = product.skus;
    const names = skus.map((sku) => `${product.title} / ${sku.propertiesName}`);
    expect(await stopped.innerText()).toContain(`已停止：完成 ${posts} 个，未完成 ${3 - posts} 个`);
    expect(await stopped.innerText()).toContain(`未完成：${names.slice(posts).join('、')}`);
    expect(await stopped.innerText()).toContain(`已保存：${names.slice(0, posts).join('、')}`);
    await stopped.getByRole('button', { name: '确定' }).click();
    const [first, second] = skus;
    expect((await storedSetting('712345678901', first!.originalId))!.mode).toBe(2);
    // The second SKU was never sent: its seeded DIY setting is untouched. The table shows what landed.
    expect((await storedSetting('712345678901', second!.originalId))!.bindingMaterialIds).toHaveLength(1);
    await expect.poll(() => skuRow(page, '712345678901', 0).locator('.customization-summary-mode').innerText()).toBe('自由定制');
  });

  it('keeps the table when a lookup fails: the summary counts, and the dialog waits for the names before it saves', async () => {
    const { page, server } = e2e;
    server.devApi.faults.add({ method: 'GET', path: '/api/phone_case_materials', status: 500, times: 1 });
    await openProducts(page);
    await page.getByRole('button', { name: '知道了' }).click();
    const row = skuRow(page, '712345678904');
    await expect.poll(() => row.locator('.customization-summary').innerText()).toContain('材质：4个');
    await row.locator('.product-configure').click();
    const dialog = settingDialog(page);
    await dialog.getByText('品牌、材质或模板分组加载失败，加载成功前不能保存配置').waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').getByText('品牌、材质或模板分组加载失败，加载成功前不能保存配置').waitFor();
    expect(settingPosts()).toHaveLength(0);
    await dialog.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => tagsOf(dialog.locator('.customization-material-select'))).toEqual(['透明软壳', '液态硅胶', '钢化玻璃', '已删除材质']);
    await expect.poll(() => row.locator('.customization-summary').innerText()).toContain('材质：透明软壳、液态硅胶、钢化玻璃 等4个');
  });
});
