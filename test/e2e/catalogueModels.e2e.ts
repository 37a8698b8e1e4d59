import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { networkSettled, openSignedIn, recordToasts, signIn, useConsole } from './fixtures';
import { hold, releaseHeld } from './held';
import { callDevApi as api } from '../support/devApiCalls';

const e2e = useConsole();
/** expect.poll gives up after 1 s by default; a reload after a sort can take longer on a busy machine. */
const POLL = { timeout: 10_000 };

interface Brand {
  id: string;
  name: string;
}
interface Model {
  id: string;
  phoneBrandId: string;
  name: string;
  favorited: boolean;
  next: string | null;
}

async function brandNamed(server: ConsoleServer, name: string): Promise<Brand> {
  const brand = (await api<Brand[]>(server, 'GET', '/api/phone_brands')).find((b) => b.name === name);
  if (!brand) throw new Error(`no seeded brand ${name}`);
  return brand;
}

const modelsOf = (server: ConsoleServer, brandId: string) => api<Model[]>(server, 'GET', `/api/phone_brands/${brandId}/phone_models`);

async function openModels(page: Page, url: string, query = ''): Promise<void> {
  await openSignedIn(page, url, `/app/phone_brand_model/model${query}`);
  await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
}

/** Model names in table order: column 3, after the checkbox and the drag handle. */
function shownNames(page: Page): Promise<string[]> {
  return page.locator('.model-list tbody tr td:nth-child(3)').allInnerTexts();
}

const row = (page: Page, name: string) => page.locator('.model-list tbody tr', { has: page.getByText(name, { exact: true }) });
const formModal = (page: Page) => page.locator('.model-form-modal');
const activeBrandTab = (page: Page) => page.locator('.brand-tabs .arco-tabs-header-title-active');

async function waitForModels(page: Page, names: readonly string[]): Promise<void> {
  await expect.poll(() => shownNames(page), POLL).toEqual(names);
}

describe('型号列表', () => {
  it('has one tab per brand, the first by default, and keeps the chosen brand in ?brand= across a reload', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const huawei = await brandNamed(server, '华为');
    await openModels(page, server.url);
    const tabs = await page.locator('.brand-tabs .arco-tabs-header-title').allInnerTexts();
    expect(tabs.slice(0, 6)).toEqual(['苹果', '华为', '小米', 'OPPO', 'vivo', '荣耀']);
    expect(await activeBrandTab(page).innerText()).toBe('苹果');
    await waitForModels(page, (await modelsOf(server, apple.id)).map((m) => m.name));

    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.brand-tabs .arco-tabs-header-title', { hasText: '华为' }).click();
    await page.waitForURL((url) => url.searchParams.get('brand') === huawei.id);
    const huaweiModels = await modelsOf(server, huawei.id);
    await waitForModels(page, huaweiModels.map((m) => m.name));
    await page.getByText(`共 ${huaweiModels.length} 个型号`).waitFor();
    // replace, not push: the back button leaves the screen instead of walking through brand clicks.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
    expect(await activeBrandTab(page).innerText()).toBe('华为');
  });

  it('shows 请先新增品牌 when there is no brand', async () => {
    const { page, server } = e2e;
    for (const brand of await api<Brand[]>(server, 'GET', '/api/phone_brands')) {
      await api(server, 'DELETE', `/api/phone_brands/${brand.id}`);
    }
    await openSignedIn(page, server.url, '/app/phone_brand_model/model');
    await page.getByText('请先新增品牌').waitFor();
  });

  it('adds a model to the brand in view: 型号必填 first, then 新增型号成功 with the trimmed name', async () => {
    const { page, server } = e2e;
    const huawei = await brandNamed(server, '华为');
    await openModels(page, server.url, `?brand=${huawei.id}`);
    const before = (await modelsOf(server, huawei.id)).length;
    await page.getByRole('button', { name: '新增型号' }).click();
    const modal = formModal(page);
    await modal.getByText('新增型号').waitFor();
    expect(await modal.locator('.arco-select-view-value').innerText()).toBe('华为');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('型号必填').waitFor();
    await modal.getByLabel('型号名称').fill('   ');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('型号必填').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/phone_brands/'))).toHaveLength(0);

    await modal.getByLabel('型号名称').fill('  Mate 70 Pro  ');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增型号成功').waitFor();
    await row(page, 'Mate 70 Pro').waitFor();
    await page.getByText(`共 ${before + 1} 个型号`).waitFor();
    expect((await modelsOf(server, huawei.id)).map((m) => m.name)).toContain('Mate 70 Pro');
  });

  it('adds a model under another brand chosen in the form and shows that brand', async () => {
    const { page, server } = e2e;
    const xiaomi = await brandNamed(server, '小米');
    await openModels(page, server.url);
    await page.getByRole('button', { name: '新增型号' }).click();
    const modal = formModal(page);
    await modal.locator('.arco-select').click();
    await page.locator('.arco-select-popup .arco-select-option', { hasText: '小米' }).click();
    await modal.getByLabel('型号名称').fill('小米 15');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增型号成功').waitFor();
    await page.waitForURL((url) => url.searchParams.get('brand') === xiaomi.id);
    await row(page, '小米 15').waitFor();
  });

  it('edits a model with the brand shown but disabled: 修改型号成功', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const [first] = await modelsOf(server, apple.id);
    await openModels(page, server.url);
    await row(page, first!.name).getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑型号').waitFor();
    const select = modal.locator('.arco-select');
    expect(await select.getAttribute('class')).toContain('arco-select-disabled');
    expect(await select.innerText()).toContain('苹果');
    expect(await modal.getByLabel('型号名称').inputValue()).toBe(first!.name);
    await modal.getByLabel('型号名称').fill(`${first!.name} 改`);
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('修改型号成功').waitFor();
    await row(page, `${first!.name} 改`).waitFor();
    const saved = (await modelsOf(server, apple.id)).find((m) => m.id === first!.id)!;
    expect(saved).toMatchObject({ name: `${first!.name} 改`, phoneBrandId: apple.id, favorited: first!.favorited });
  });

  it('an edit of a model deleted in another tab says so, closes the form and drops the stale row', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const [first, second] = await modelsOf(server, apple.id);
    await openModels(page, server.url);
    await row(page, first!.name).getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByLabel('型号名称').fill(`${first!.name} 改`);
    await api(server, 'DELETE', `/api/phone_brands/${apple.id}/phone_models`, { ids: [first!.id] });
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText(`型号不存在: ${first!.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await formModal(page).waitFor({ state: 'hidden' });
    await row(page, first!.name).waitFor({ state: 'detached' });
    await row(page, second!.name).waitFor();
    await expect.poll(() => page.locator('.network-error-modal').count(), POLL).toBe(0);
  });

  it('a model saved under a brand deleted in another tab closes the form, and the brand tab goes with its list', async () => {
    const { page, server } = e2e;
    const xiaomi = await brandNamed(server, '小米');
    const [first] = await modelsOf(server, xiaomi.id);
    await openModels(page, server.url, `?brand=${xiaomi.id}`);
    await row(page, first!.name).getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByLabel('型号名称').fill(`${first!.name} 改`);
    await api(server, 'DELETE', `/api/phone_brands/${xiaomi.id}`);
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText(`品牌不存在: ${xiaomi.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await formModal(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.brand-tabs .arco-tabs-header-title').allInnerTexts(), POLL).not.toContain('小米');
    // The first brand's models take its place; no list is left failed, and no second error is shown.
    await expect.poll(() => activeBrandTab(page).innerText(), POLL).toBe('苹果');
    await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
    expect(await page.getByText('列表加载失败').count()).toBe(0);
    // The one error modal closes; the quiet reads after it raise none.
    await expect.poll(() => page.locator('.network-error-modal').count(), POLL).toBe(0);
    await networkSettled(e2e);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });

  it('toggles 常用 with 更新成功, sending the name along', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const model = (await modelsOf(server, apple.id)).find((m) => !m.favorited)!;
    await openModels(page, server.url);
    const toggle = row(page, model.name).getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByText('更新成功').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('true');
    expect((await modelsOf(server, apple.id)).find((m) => m.id === model.id)).toMatchObject({ name: model.name, favorited: true });
  });

  it('toggles 常用 without undoing a rename another tab saved since the list was read, and an edit keeps the 常用 set there', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const model = (await modelsOf(server, apple.id)).find((m) => !m.favorited)!;
    await openModels(page, server.url);
    // Another tab renames it: this list still shows the old name.
    await api(server, 'PATCH', `/api/phone_brands/${apple.id}/phone_models/${model.id}`, { name: `${model.name} 另一页`, favorited: false });
    await row(page, model.name).getByRole('switch').click();
    await page.getByText('更新成功').first().waitFor();
    await row(page, `${model.name} 另一页`).waitFor();
    expect((await modelsOf(server, apple.id)).find((m) => m.id === model.id)).toMatchObject({ name: `${model.name} 另一页`, favorited: true });

    // And the other way: another tab takes 常用 off while this tab edits the name.
    await row(page, `${model.name} 另一页`).getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByLabel('型号名称').fill(`${model.name} 本页`);
    await api(server, 'PATCH', `/api/phone_brands/${apple.id}/phone_models/${model.id}`, { name: `${model.name} 另一页`, favorited: false });
    await formModal(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('修改型号成功').first().waitFor();
    expect((await modelsOf(server, apple.id)).find((m) => m.id === model.id)).toMatchObject({ name: `${model.name} 本页`, favorited: false });
  });

  it('a 常用 switch under a brand deleted in another tab: one error, and the brand tab goes', async () => {
    const { page, server } = e2e;
    const honor = await brandNamed(server, '荣耀');
    const [first] = await modelsOf(server, honor.id);
    await openModels(page, server.url, `?brand=${honor.id}`);
    await api(server, 'DELETE', `/api/phone_brands/${honor.id}`);
    await row(page, first!.name).getByRole('switch').click();
    await page.locator('.network-error-modal').getByText(`品牌不存在: ${honor.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => page.locator('.brand-tabs .arco-tabs-header-title').allInnerTexts(), POLL).not.toContain('荣耀');
    await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
    await networkSettled(e2e);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(await page.getByText('列表加载失败').count()).toBe(0);
  });

  it('deletes one model after confirming, and not when cancelled', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const [first] = await modelsOf(server, apple.id);
    await openModels(page, server.url);
    await row(page, first!.name).getByRole('button', { name: '删除' }).click();
    const dialog = page.locator('.arco-modal', { hasText: `确定删除型号「${first!.name}」吗？绑定的线框图也会一并删除。` });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(0);

    await row(page, first!.name).getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-modal', { hasText: `确定删除型号「${first!.name}」` }).getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await row(page, first!.name).waitFor({ state: 'detached' });
    expect((await modelsOf(server, apple.id)).map((m) => m.id)).not.toContain(first!.id);
  });

  it('batch delete: 请选择至少一个型号 with nothing selected, 批量删除成功 for two', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const models = await modelsOf(server, apple.id);
    const [a, b] = models;
    await openModels(page, server.url);
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.getByText('请选择至少一个型号').waitFor();

    await row(page, a!.name).locator('.arco-checkbox').click();
    await row(page, b!.name).locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.locator('.arco-modal').getByText('确定删除选中的 2 个型号吗？绑定的线框图也会一并删除。').waitFor();
    // Recorded, not waited for: a loaded machine may take longer than the toast lasts to look.
    const toasts = await recordToasts(page);
    await page.locator('.arco-modal', { hasText: '选中的 2 个型号' }).getByRole('button', { name: '确定' }).click();
    await page.getByText(`共 ${models.length - 2} 个型号`).waitFor();
    await expect.poll(toasts).toContain('批量删除成功');
    expect(server.requests).toContain(`DELETE /api/phone_brands/${apple.id}/phone_models`);
    expect((await modelsOf(server, apple.id)).map((m) => m.id)).toEqual(models.slice(2).map((m) => m.id));
    // The selection went with the rows: nothing is left checked.
    expect(await page.locator('.model-list tbody .arco-checkbox-checked').count()).toBe(0);
  });

  it('a batch delete with one model deleted in another tab says so, drops it from the list and the selection, and 批量删除 again deletes the rest', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const models = await modelsOf(server, apple.id);
    const [a, b] = models;
    await openModels(page, server.url);
    await row(page, a!.name).locator('.arco-checkbox').click();
    await row(page, b!.name).locator('.arco-checkbox').click();
    await api(server, 'DELETE', `/api/phone_brands/${apple.id}/phone_models`, { ids: [a!.id] });
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.locator('.arco-modal', { hasText: '选中的 2 个型号' }).getByRole('button', { name: '确定' }).click();
    await page.locator('.network-error-modal').getByText(`型号不存在: ${a!.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await row(page, a!.name).waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.model-list tbody .arco-checkbox-checked').count(), POLL).toBe(1);
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.locator('.arco-modal', { hasText: '选中的 1 个型号' }).getByRole('button', { name: '确定' }).click();
    await page.getByText(`共 ${models.length - 2} 个型号`).waitFor();
    expect((await modelsOf(server, apple.id)).map((m) => m.id)).toEqual(models.slice(2).map((m) => m.id));
  });

  it('drag-sorts models with ordering calls and 排序成功', async () => {
    const { page, server } = e2e;
    const apple = await brandNamed(server, '苹果');
    const names = (await modelsOf(server, apple.id)).map((m) => m.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    await openModels(page, server.url);
    server.requests.length = 0;
    await row(page, names[2]!).locator('.drag-handle').dragTo(row(page, names[0]!));
    await page.getByText('排序成功').waitFor();
    const expected = [names[2]!, names[0]!, names[1]!, ...names.slice(3)];
    await waitForModels(page, expected);
    expect(server.requests.some((r) => new RegExp(`^PATCH /api/phone_brands/${apple.id}/phone_models/[^/]+/ordering$`).test(r))).toBe(true);
    expect((await modelsOf(server, apple.id)).map((m) => m.name)).toEqual(expected);
  });

  it('pages 15 models at a time, and a drag on page 2 moves within the whole list', async () => {
    const { page, server } = e2e;
    const vivo = await brandNamed(server, 'vivo');
    const seeded = (await modelsOf(server, vivo.id)).length;
    for (let i = seeded; i < 20; i++) await api(server, 'POST', `/api/phone_brands/${vivo.id}/phone_models`, { name: `测试机 ${i + 1}` });
    const names = (await modelsOf(server, vivo.id)).map((m) => m.name);
    expect(names.length).toBeGreaterThanOrEqual(20);

    await openModels(page, server.url, `?brand=${vivo.id}`);
    await page.getByText(`共 ${names.length} 个型号`).waitFor();
    await waitForModels(page, names.slice(0, 15));
    await page.locator('.arco-pagination-item', { hasText: /^2$/ }).click();
    await waitForModels(page, names.slice(15, 30));

    await row(page, names[17]!).locator('.drag-handle').dragTo(row(page, names[15]!));
    await page.getByText('排序成功').waitFor();
    const expected = [...names.slice(0, 15), names[17]!, names[15]!, names[16]!, ...names.slice(18)];
    await expect.poll(async () => (await modelsOf(server, vivo.id)).map((m) => m.name), POLL).toEqual(expected);
    await waitForModels(page, expected.slice(15, 30));
  });

  it('shows the table loading while the models load', async () => {
    const { page, server } = e2e;
    await signIn(page, server.url);
    hold(server, { method: 'GET', path: '/api/phone_brands/*', times: 1 });
    await page.goto(`${server.url}/app/phone_brand_model/model`);
    await page.locator('.model-list .arco-spin-loading').waitFor();
    // Neither a count nor 暂无数据 before the first answer: both would be wrong, not pending.
    expect(await page.locator('.model-count').count()).toBe(0);
    expect(await page.locator('.model-list').getByText('暂无数据').count()).toBe(0);
    await releaseHeld(server);
    await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
    await page.getByText('共 10 个型号').waitFor();
    await expect.poll(() => page.locator('.model-list .arco-spin-loading').count(), POLL).toBe(0);
  });
});
