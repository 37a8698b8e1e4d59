import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpErp } from '../support/erpDevApi';
import { casePng, pngUpload } from '../support/pngFile';
import { MAIN_FACTORY } from './factoryPushPage';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { arrived, hold, releaseHeld, untilArrived } from './held';

const e2e = useConsole({ shippedAnimations: true });

/**
 * A double click does one thing; what the API received says so. Either the call it starts is held at the dev
 * API until the test lets it go, so the second click surely lands while the first is in flight, or the first
 * is answered before the second click is sent (doubleClickAnsweredBetween), as on a slow machine.
 */
const calls = (method: string, path: RegExp) => e2e.server.requests.filter((r) => r.startsWith(`${method} `) && path.test(r.slice(method.length + 1)));

/** Waits until no CSS transition or animation runs: a modal that a second click closed would be fading out. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

async function open(page: Page, path: string, ready: string): Promise<void> {
  await openSignedIn(page, e2e.server.url, path);
  await page.locator(ready).first().waitFor();
  await networkSettled(e2e);
}

const visibleDialogs = (page: Page): Locator => page.locator('.arco-modal-wrapper:visible .arco-modal');

/**
 * A double click on a slow machine with a fast reply: the first click's work is answered (`answered`
 * resolves) before the second click of the same double click (`detail` 2) arrives, at the same point.
 * A guard that only refuses a click while the first run is in flight lets this one through.
 */
async function doubleClickAnsweredBetween(page: Page, target: Locator, answered: () => Promise<unknown>): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button to double-click is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await answered();
  // The second press and release of the double click alone (mouse.click with clickCount 2 would send both).
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

describe('double clicks do one thing', () => {
  it('新增品牌: a double click opens the form and leaves it open; a double click on 保存 creates one brand', async () => {
    const { page, server } = e2e;
    await open(page, '/app/phone_brand_model/brand', '.brand-tab tbody .drag-handle');
    await page.getByRole('button', { name: '新增品牌' }).dblclick();
    const modal = page.locator('.brand-form-modal');
    await modal.getByLabel('品牌名称').waitFor();
    await animationsDone(page);
    expect(await modal.isVisible()).toBe(true);

    hold(server, { method: 'POST', path: '/api/phone_brands', times: 1 });
    await modal.getByLabel('品牌名称').fill('三星');
    const save = modal.getByRole('button', { name: '保存' });
    await save.dblclick();
    // Both clicks are in; the first save is held: one call arrived, and the button shows it is saving.
    await untilArrived(server, 'POST', /\/api\/phone_brands$/);
    expect(await save.getAttribute('class')).toContain('arco-btn-loading');
    expect(arrived(server, 'POST', /\/api\/phone_brands$/)).toBe(1);
    await releaseHeld(server);
    await page.getByText('新增品牌成功').waitFor();
    await networkSettled(e2e);
    expect(calls('POST', /\/api\/phone_brands$/)).toHaveLength(1);
  });

  it('删除: a double click asks once, and 确定 deletes once', async () => {
    const { page } = e2e;
    await open(page, '/app/phone_brand_model/brand', '.brand-tab tbody .drag-handle');
    await page.locator('.brand-tab tbody .arco-table-tr').first().getByRole('button', { name: '删除' }).dblclick();
    await page.getByText('确认删除', { exact: true }).first().waitFor();
    await animationsDone(page);
    await expect.poll(() => visibleDialogs(page).count()).toBe(1);
    await visibleDialogs(page).getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await networkSettled(e2e);
    expect(calls('DELETE', /\/api\/phone_brands\//)).toHaveLength(1);
    expect(await visibleDialogs(page).count()).toBe(0);
  });

  it('复制: a double click on a template makes one copy', async () => {
    const { page, server } = e2e;
    await open(page, '/app/design_template', '.template-card');
    const before = await page.locator('.template-card').count();
    hold(server, { method: 'POST', path: '/api/design_templates/*', times: 1 });
    await page.locator('.template-card').first().getByRole('button', { name: '复制' }).dblclick();
    await untilArrived(server, 'POST', /\/api\/design_templates\/[^/]+\/copy$/);
    expect(await page.locator('.template-card').count()).toBe(before);
    await releaseHeld(server);
    await page.getByText('操作成功').waitFor();
    await expect.poll(() => page.locator('.template-card').count()).toBe(before + 1);
    await networkSettled(e2e);
    expect(calls('POST', /\/api\/design_templates\/[^/]+\/copy$/)).toHaveLength(1);
  });

  it('复制: the second click of a double click makes no copy when the first copy was answered before it arrived', async () => {
    const { page } = e2e;
    await open(page, '/app/design_template', '.template-card');
    const before = await page.locator('.template-card').count();
    await doubleClickAnsweredBetween(page, page.locator('.template-card').first().getByRole('button', { name: '复制' }), async () => {
      await page.getByText('操作成功').waitFor();
      await expect.poll(() => page.locator('.template-card').count()).toBe(before + 1);
    });
    await networkSettled(e2e);
    expect(calls('POST', /\/api\/design_templates\/[^/]+\/copy$/)).toHaveLength(1);
    expect(await page.locator('.template-card').count()).toBe(before + 1);
  });

  it('同步 (factories): the second click of a double click syncs nothing when the first sync was answered before it arrived', async () => {
    const { page, server } = e2e;
    await setUpErp(server, { upTo: 'key' });
    await open(page, '/app/integrations/factories', '.factories-tab');
    const toasts = await recordToasts(page);
    await doubleClickAnsweredBetween(page, page.getByRole('button', { name: '同步', exact: true }), async () => {
      await expect.poll(toasts).toContain('同步成功');
      await page.locator('.factories-tab tbody tr', { hasText: MAIN_FACTORY }).waitFor();
    });
    await networkSettled(e2e);
    expect(calls('POST', /^\/api\/erp\/factories\/sync$/)).toHaveLength(1);
  });

  it('下载效果图: the second click of a double click saves no second archive when the first was saved before it arrived', async () => {
    const { page } = e2e;
    // No file picker: the archive comes as a download, which the test counts.
    await page.addInitScript(() => {
      delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await open(page, '/app/order_management', 'tbody .order-tick');
    const archives: string[] = [];
    page.on('download', (download) => archives.push(download.suggestedFilename()));
    await page.locator('tbody .order-tick').first().click();
    await page.getByText(/已勾选 \d+ 个商品/).waitFor();
    const toasts = await recordToasts(page);
    await doubleClickAnsweredBetween(page, page.getByRole('button', { name: '下载效果图' }), async () => {
      await expect.poll(toasts).toContainEqual(expect.stringContaining('下载完成'));
      await page.locator('.download-progress-modal').waitFor({ state: 'detached' });
      await animationsDone(page);
    });
    await networkSettled(e2e);
    expect(archives).toHaveLength(1);
    expect(await page.locator('.download-progress-modal').count()).toBe(0);
  });

  it('批量停用 and 批量删除: a double click runs one batch, one call per chosen colour', async () => {
    const { page, server } = e2e;
    await open(page, '/app/fonts/colors', '.text-color-tab tbody .drag-handle');
    const rows = page.locator('.text-color-tab tbody .arco-table-tr');
    const choose = async () => {
      for (const index of [0, 1]) await rows.nth(index).locator('.arco-checkbox').click();
    };
    await choose();
    hold(server, { method: 'PATCH', path: '/api/shop_font_colors/*' });
    await page.getByRole('button', { name: '批量停用' }).dblclick();
    // The batch goes one colour at a time: its first call is held, and a second batch would have sent another.
    await untilArrived(server, 'PATCH', /\/api\/shop_font_colors\//);
    expect(arrived(server, 'PATCH', /\/api\/shop_font_colors\//)).toBe(1);
    await releaseHeld(server);
    await page.getByText('操作成功').first().waitFor();
    await networkSettled(e2e);
    expect(calls('PATCH', /\/api\/shop_font_colors\//)).toHaveLength(2);

    // The batch leaves nothing selected when nothing failed: choose again.
    await choose();
    await page.getByRole('button', { name: '批量删除' }).dblclick();
    await animationsDone(page);
    await expect.poll(() => visibleDialogs(page).count()).toBe(1);
    await visibleDialogs(page).getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').first().waitFor();
    await networkSettled(e2e);
    expect(calls('DELETE', /\/api\/shop_font_colors\//)).toHaveLength(2);
  });

  it('线框图 上传: a double click opens the form and leaves it open; a double click on 保存 uploads and creates once', async () => {
    const { page, server } = e2e;
    await open(page, '/app/phone_case_material/wireframe', '.wireframe-tab tbody .arco-table-tr');
    const row = page.locator('.wireframe-tab tbody .arco-table-tr').filter({ hasText: '未上传' }).first();
    await row.getByRole('button', { name: '上传' }).dblclick();
    const form = page.locator('.wireframe-form');
    await form.getByRole('button', { name: '保存' }).waitFor();
    await animationsDone(page);
    expect(await form.isVisible()).toBe(true);

    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(100, 200)));
    await form.getByText('100 × 200').waitFor();
    hold(server, { method: 'POST', path: '/api/phone_case_wireframes', times: 1 });
    await form.getByRole('button', { name: '保存' }).dblclick();
    await untilArrived(server, 'POST', /\/api\/phone_case_wireframes$/);
    expect(calls('POST', /\/api\/files\/upload_form$/)).toHaveLength(1);
    await releaseHeld(server);
    await page.getByText('操作成功').waitFor();
    await networkSettled(e2e);
    expect(calls('POST', /\/api\/files\/upload_form$/)).toHaveLength(1);
    expect(calls('POST', /\/api\/phone_case_wireframes$/)).toHaveLength(1);
  });

  it('新增品牌: enter pressed twice saves once, on a fast server too, while the form fades out', async () => {
    const { page } = e2e;
    await open(page, '/app/phone_brand_model/brand', '.brand-tab tbody .drag-handle');
    await page.getByRole('button', { name: '新增品牌' }).click();
    const modal = page.locator('.brand-form-modal');
    await modal.getByLabel('品牌名称').fill('魅族');
    await modal.getByLabel('品牌名称').press('Enter');
    await page.getByText('新增品牌成功').waitFor();
    // The second enter lands on the form while it fades out, or, on a loaded machine, once it is gone: then on
    // 新增品牌, which the focus went back to, and it opens a new, empty form. Either way the brand is saved once.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await visibleDialogs(page).count()) === 0 || (await modal.getByLabel('品牌名称').inputValue()) === '').toBe(true);
    await networkSettled(e2e);
    expect(calls('POST', /\/api\/phone_brands$/)).toHaveLength(1);
    await expect.poll(() => page.locator('.brand-tab tbody tr', { hasText: '魅族' }).count()).toBe(1);
  });
});
