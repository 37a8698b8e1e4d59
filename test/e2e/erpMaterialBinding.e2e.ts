import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Factory, MaterialBinding, MaterialColorBinding } from '../../contract/erp';
import { callDevApi } from '../support/devApiCalls';
import { setUpErp } from '../support/erpDevApi';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';

const e2e = useConsole();
const POLL = { timeout: 15_000 };
const NARROW = { width: 1024, height: 640 };
const SHOTS = join(tmpdir(), 'erp-e2e-screens');

const calls = (method: string, path: RegExp) =>
  e2e.server.requests.filter((request) => request.startsWith(`${method} `) && path.test(request.slice(method.length + 1).split('?')[0]!));

const integrate = () => setUpErp(e2e.server, { upTo: 'key' });
/** The main factory (深圳卡美印务), its factories synced and nothing bound. */
const integrateWithFactories = async () => (await setUpErp(e2e.server, { upTo: 'factories' }))!;

const materialBindings = (factory: Factory) =>
  callDevApi<MaterialBinding[]>(e2e.server, 'GET', `/api/erp/phone_case_material_bindings?factoryId=${factory.id}`);
const colorBindings = (factory: Factory) =>
  callDevApi<MaterialColorBinding[]>(e2e.server, 'GET', `/api/erp/phone_case_material_color_bindings?factoryId=${factory.id}`);

async function openTab(page: Page): Promise<void> {
  await openSignedIn(page, e2e.server.url, '/app/integrations/case_material_binding');
}

const tab = (page: Page) => page.locator('.material-binding-tab');
const materialRow = (page: Page, name: string) => tab(page).locator('tr.binding-row-material', { has: page.getByText(name, { exact: true }) });
const colorRow = (page: Page, name: string) => tab(page).locator('tr.binding-row-color', { has: page.getByText(name, { exact: true }) });
const PLACEHOLDERS = new Set(['选择工厂材质', '选择工厂颜色', '请先绑定材质']);
/** What a row's picker shows as chosen; '' while it shows its placeholder (Arco draws both in the same span). */
const shownValue = (row: Locator) =>
  row.locator('.arco-select-view-value').evaluate((span, placeholders) => {
    const text = (span.textContent ?? '').trim();
    return placeholders.includes(text) ? '' : text;
  }, [...PLACEHOLDERS]);
const popupOptions = (page: Page) => page.locator('.arco-select-popup:visible .arco-select-option');

async function openPicker(page: Page, row: Locator): Promise<string[]> {
  await row.locator('.arco-select').click();
  await popupOptions(page).first().waitFor();
  return (await popupOptions(page).allInnerTexts()).map((text) => text.trim());
}

async function pick(page: Page, row: Locator, label: string): Promise<void> {
  await openPicker(page, row);
  await popupOptions(page).getByText(label, { exact: true }).click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count(), POLL).toBe(0);
}

/** The tutorial's steps above the tabs, as finished or not. */
const stepsFinished = (page: Page) =>
  page
    .getByTestId('erp-tutorial')
    .locator('.arco-steps-item')
    .evaluateAll((steps) => steps.map((step) => step.classList.contains('arco-steps-item-finish')));

async function confirmDelete(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: '删除绑定' }).dblclick();
  const dialog = page.locator('.arco-modal:visible');
  await dialog.getByRole('button', { name: '确定' }).click();
}

describe('材质绑定 (spec 3 §2, §3)', () => {
  it('binds a material and its colours, changes and deletes them, and the tutorial’s step 2 turns done', async () => {
    const { page } = e2e;
    const factory = await integrateWithFactories();
    await openTab(page);
    await tab(page).locator('.factory-select').getByText(factory.name).waitFor();
    await materialRow(page, '透明软壳').waitFor();
    await expect.poll(() => stepsFinished(page), POLL).toEqual([true, false, false]);
    const toasts = await recordToasts(page);

    // A colour waits for its material.
    const clear = colorRow(page, '透明');
    expect(await clear.locator('.arco-select-disabled').count()).toBe(1);
    await clear.getByPlaceholder('请先绑定材质').waitFor();

    await pick(page, materialRow(page, '透明软壳'), 'TPU-CL TPU透明软壳');
    await expect.poll(() => materialBindings(factory), POLL).toEqual([
      { factoryId: factory.id, materialId: expect.any(String), erpMaterialId: '880101', erpMaterialCode: 'TPU-CL' },
    ]);
    await expect.poll(() => shownValue(materialRow(page, '透明软壳')), POLL).toBe('TPU-CL TPU透明软壳');
    await expect.poll(() => stepsFinished(page), POLL).toEqual([true, true, false]);

    // Only the colours of the factory material it is bound to.
    expect(await openPicker(page, clear)).toEqual(['TPU-CL-01 全透明', 'TPU-CL-02 磨砂黑边']);
    await page.keyboard.press('Escape');
    await pick(page, clear, 'TPU-CL-01 全透明');
    await expect.poll(() => shownValue(clear), POLL).toBe('TPU-CL-01 全透明');
    await pick(page, clear, 'TPU-CL-02 磨砂黑边');
    await expect.poll(() => shownValue(clear), POLL).toBe('TPU-CL-02 磨砂黑边');
    await pick(page, colorRow(page, '磨砂黑'), 'TPU-CL-01 全透明');
    await expect.poll(() => colorBindings(factory), POLL).toHaveLength(2);
    expect((await colorBindings(factory)).map((binding) => binding.erpMaterialColorCode).sort()).toEqual(['TPU-CL-01', 'TPU-CL-02']);

    // Rebinding the material to another factory material drops the colours that no longer fit: it asks first.
    await pick(page, materialRow(page, '透明软壳'), 'LSG 液态硅胶壳');
    const ask = page.locator('.arco-modal:visible', { hasText: '修改材质绑定' });
    await ask.getByText('把材质“透明软壳”改绑为“液态硅胶壳”？它已绑定的 2 个颜色属于原来的工厂材质，会一并删除，需要重新绑定。').waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => shownValue(materialRow(page, '透明软壳')), POLL).toBe('TPU-CL TPU透明软壳');
    expect(await colorBindings(factory)).toHaveLength(2);
    await pick(page, materialRow(page, '透明软壳'), 'LSG 液态硅胶壳');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => shownValue(materialRow(page, '透明软壳')), POLL).toBe('LSG 液态硅胶壳');
    await expect.poll(() => shownValue(clear), POLL).toBe('');
    expect(await colorBindings(factory)).toEqual([]);
    expect(await openPicker(page, clear)).toEqual(['LSG-WH 奶白', 'LSG-BK 曜石黑', 'LSG-PU 薰衣草', 'LSG-PK 樱花粉']);
    await page.keyboard.press('Escape');
    await pick(page, clear, 'LSG-WH 奶白');
    await expect.poll(() => shownValue(clear), POLL).toBe('LSG-WH 奶白');

    // Deleting a colour binding; then the material's, which takes its colours' with it.
    await confirmDelete(page, clear);
    await expect.poll(() => shownValue(clear), POLL).toBe('');
    expect(await colorBindings(factory)).toEqual([]);
    await pick(page, clear, 'LSG-BK 曜石黑');
    await expect.poll(() => shownValue(clear), POLL).toBe('LSG-BK 曜石黑');
    await confirmDelete(page, materialRow(page, '透明软壳'));
    await expect.poll(() => shownValue(materialRow(page, '透明软壳')), POLL).toBe('');
    await clear.getByPlaceholder('请先绑定材质').waitFor();
    expect(await materialBindings(factory)).toEqual([]);
    expect(await colorBindings(factory)).toEqual([]);
    await networkSettled(e2e);
    // A double click on 删除绑定 asked once and deleted once.
    expect(calls('DELETE', /^\/api\/erp\/phone_case_material_bindings\//)).toHaveLength(1);
    expect(calls('DELETE', /^\/api\/erp\/phone_case_material_color_bindings\//)).toHaveLength(1);

    const seen = await toasts();
    for (const text of ['已绑定', '已修改', '已删除']) expect(seen).toContain(text);
  });

  it('a failed bind leaves the row as it was; a pick while one is being written writes nothing', async () => {
    const { page, server } = e2e;
    const factory = await integrateWithFactories();
    await openTab(page);
    const row = materialRow(page, '液态硅胶');
    await row.waitFor();

    server.devApi.faults.add({ method: 'POST', path: '/api/erp/phone_case_material_bindings', status: 500, times: 1 });
    await pick(page, row, 'LSG 液态硅胶壳');
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await networkSettled(e2e);
    expect(await shownValue(row)).toBe('');
    expect(await materialBindings(factory)).toEqual([]);

    hold(server, { method: 'POST', path: '/api/erp/phone_case_material_bindings', times: 1 });
    await pick(page, row, 'LSG 液态硅胶壳');
    await expect.poll(() => row.locator('.arco-select-disabled').count(), POLL).toBe(1);
    await row.locator('.arco-select').click({ force: true });
    expect(await page.locator('.arco-select-popup:visible').count()).toBe(0);
    await untilArrived(server, 'POST', /^\/api\/erp\/phone_case_material_bindings$/, 2);
    await releaseHeld(server);
    await expect.poll(() => shownValue(row), POLL).toBe('LSG 液态硅胶壳');
    await networkSettled(e2e);
    expect(calls('POST', /^\/api\/erp\/phone_case_material_bindings$/)).toHaveLength(2);
    expect(await materialBindings(factory)).toHaveLength(1);
  });

  it('without factories it sends the seller to 同步 first', async () => {
    const { page } = e2e;
    await integrate();
    await openTab(page);
    await page.getByText('还没有工厂，请先在“工厂”页点击同步').waitFor();
  });

  it('looks right in a 1024 × 640 window', async () => {
    const { page } = e2e;
    await page.setViewportSize(NARROW);
    await integrateWithFactories();
    await openTab(page);
    await pick(page, materialRow(page, '液态硅胶'), 'LSG 液态硅胶壳');
    await expect.poll(() => shownValue(materialRow(page, '液态硅胶')), POLL).toBe('LSG 液态硅胶壳');
    const select = await colorRow(page, '白色').locator('.arco-select').boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(NARROW.width);
    await page.screenshot({ path: join(SHOTS, 'erp-material-binding-1024.png'), fullPage: true });
  });
});
