// 型号列表's print sizes (打印尺寸): the column, the model form, 批量设置打印尺寸, the refusals, and the sizes kept
// in the browser when the service answers that it does not know the route.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi as api } from '../support/devApiCalls';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { arrived } from './held';
import { PRINT_HEIGHT, PRINT_SIZE_TEXTS } from '../../contract/printSize';
import { loseNextReply } from './lostReply';

const e2e = useConsole();
const POLL = { timeout: 10_000 };
const SIZES = '/api/phone_model_print_sizes';
const KEPT_IN_BROWSER = '服务器暂不支持保存打印尺寸，已保存在本浏览器中（仅当前账号可见）；更换浏览器或清除浏览器数据后需重新设置。';

interface Model {
  id: string;
  name: string;
}
interface ModelSize {
  phoneModelId: string;
  widthMm: number;
  heightMm: number;
}

async function appleModels(server: ConsoleServer): Promise<{ brandId: string; models: Model[] }> {
  const brand = (await api<Model[]>(server, 'GET', '/api/phone_brands')).find((b) => b.name === '苹果')!;
  return { brandId: brand.id, models: await api<Model[]>(server, 'GET', `/api/phone_brands/${brand.id}/phone_models`) };
}

const sizeOf = async (server: ConsoleServer, modelId: string) =>
  (await api<ModelSize[]>(server, 'GET', SIZES)).find((size) => size.phoneModelId === modelId);

async function openModels(page: Page, url: string): Promise<void> {
  await openSignedIn(page, url, '/app/phone_brand_model/model');
  await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
}

const row = (page: Page, name: string) => page.locator('.model-list tbody tr', { has: page.getByText(name, { exact: true }) });
/** The 打印尺寸 cell: after the checkbox, the drag handle and the name. */
const sizeCell = (page: Page, name: string) => row(page, name).locator('td').nth(3);
const formModal = (page: Page) => page.locator('.model-form-modal');
const batchModal = (page: Page) => page.locator('.batch-print-size-modal');
const puts = (server: ConsoleServer) => arrived(server, 'PUT', /^\/api\/phone_model_print_sizes$/);

/** Types a size into the form's two boxes and presses 保存; expects `refusal` under them, and no write. */
async function refused(modal: ReturnType<typeof formModal>, width: string, height: string, refusal: string): Promise<void> {
  await modal.getByLabel('打印宽度').fill(width);
  await modal.getByLabel('打印高度').fill(height);
  await modal.getByRole('button', { name: '保存' }).click();
  await modal.locator('.arco-form-message', { hasText: refusal }).waitFor();
}

describe('型号列表: 打印尺寸', () => {
  it('shows each model’s size in its column, and 未设置 for one without', async () => {
    const { page, server } = e2e;
    const { models } = await appleModels(server);
    const [first, second] = models;
    await api(server, 'PUT', SIZES, { phoneModelIds: [second!.id], printSize: null });
    const seeded = (await sizeOf(server, first!.id))!;
    await openModels(page, server.url);
    await page.getByRole('columnheader', { name: '打印尺寸' }).waitFor();
    await expect.poll(() => sizeCell(page, first!.name).innerText(), POLL).toBe(`${seeded.widthMm} × ${seeded.heightMm} mm`);
    expect(await sizeCell(page, second!.name).innerText()).toBe('未设置');
    expect(await page.getByText(KEPT_IN_BROWSER).count()).toBe(0);
  });

  it('sets a size in the model form at 1024 × 640: each refusal in Chinese, nothing sent until it holds, a double click saves once', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    const { models } = await appleModels(server);
    const model = models[2]!;
    const seeded = (await sizeOf(server, model.id))!;
    await openModels(page, server.url);
    await row(page, model.name).getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByText('编辑型号').waitFor();
    // The edit starts from the size the model has.
    expect(await modal.getByLabel('打印宽度').inputValue()).toBe(String(seeded.widthMm));
    expect(await modal.getByLabel('打印高度').inputValue()).toBe(String(seeded.heightMm));

    await refused(modal, 'abc', '156', '打印宽度必须是数字');
    await refused(modal, '0', '156', '打印宽度必须大于0');
    await refused(modal, '-78', '156', '打印宽度不能为负数');
    await refused(modal, '78', '401', PRINT_SIZE_TEXTS.tooLarge(PRINT_HEIGHT));
    await refused(modal, '78.25', '156', '打印宽度最多保留1位小数');
    await refused(modal, '78', '', '请填写打印高度');
    await networkSettled(e2e);
    expect(puts(server)).toBe(0);

    // Both boxes and 保存 in the 640 px high window, without scrolling the page.
    for (const target of [modal.getByLabel('打印宽度'), modal.getByLabel('打印高度'), modal.getByRole('button', { name: '保存' })]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    }

    await modal.getByLabel('打印宽度').fill('７８．５');
    await modal.getByLabel('打印高度').fill('157');
    const toasts = await recordToasts(page);
    await modal.getByRole('button', { name: '保存' }).dblclick();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => sizeCell(page, model.name).innerText(), POLL).toBe('78.5 × 157 mm');
    await expect.poll(toasts).toContain('修改型号成功');
    await networkSettled(e2e);
    expect(puts(server)).toBe(1);
    expect(await sizeOf(server, model.id)).toEqual({ phoneModelId: model.id, widthMm: 78.5, heightMm: 157 });
  });

  it('adds a model with a size, and clears one by emptying both boxes', async () => {
    const { page, server } = e2e;
    const { brandId, models } = await appleModels(server);
    await openModels(page, server.url);
    await page.getByRole('button', { name: '新增型号' }).click();
    const modal = formModal(page);
    await modal.getByLabel('型号名称').fill('iPhone 16');
    await modal.getByLabel('打印宽度').fill('75');
    await modal.getByLabel('打印高度').fill('150');
    await modal.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => sizeCell(page, 'iPhone 16').innerText(), POLL).toBe('75 × 150 mm');
    const added = (await api<Model[]>(server, 'GET', `/api/phone_brands/${brandId}/phone_models`)).find((m) => m.name === 'iPhone 16')!;
    expect(await sizeOf(server, added.id)).toEqual({ phoneModelId: added.id, widthMm: 75, heightMm: 150 });

    const first = models[0]!;
    await row(page, first.name).getByRole('button', { name: '编辑' }).click();
    await modal.getByLabel('打印宽度').fill('');
    await modal.getByLabel('打印高度').fill(' ');
    await modal.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => sizeCell(page, first.name).innerText(), POLL).toBe('未设置');
    expect(await sizeOf(server, first.id)).toBeUndefined();
  });

  it('批量设置打印尺寸 sets one size for the ticked models: none ticked and an empty size refused', async () => {
    const { page, server } = e2e;
    const { models } = await appleModels(server);
    const [a, b, c, untouched] = models;
    const before = await sizeOf(server, untouched!.id);
    await openModels(page, server.url);
    await page.getByRole('button', { name: '批量设置打印尺寸' }).click();
    await page.getByText('请选择至少一个型号').waitFor();
    expect(await batchModal(page).count()).toBe(0);

    for (const model of [a, b, c]) await row(page, model!.name).locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量设置打印尺寸' }).click();
    const modal = batchModal(page);
    await modal.getByText('为选中的 3 个型号设置同一个打印尺寸。').waitFor();
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.locator('.arco-form-message', { hasText: '请填写打印宽度' }).waitFor();
    await modal.getByLabel('打印宽度').fill('77');
    await modal.getByLabel('打印高度').fill('0');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.locator('.arco-form-message', { hasText: '打印高度必须大于0' }).waitFor();
    await networkSettled(e2e);
    expect(puts(server)).toBe(0);

    await modal.getByLabel('打印高度').fill('154');
    const toasts = await recordToasts(page);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.waitFor({ state: 'hidden' });
    for (const model of [a, b, c]) await expect.poll(() => sizeCell(page, model!.name).innerText(), POLL).toBe('77 × 154 mm');
    await expect.poll(toasts).toContain('设置打印尺寸成功');
    expect(puts(server)).toBe(1);
    for (const model of [a, b, c]) expect(await sizeOf(server, model!.id)).toEqual({ phoneModelId: model!.id, widthMm: 77, heightMm: 154 });
    expect(await sizeOf(server, untouched!.id)).toEqual(before);
  });

  it('keeps the sizes in the browser, per account, when the service does not know the route, and says so', async () => {
    const { page, server } = e2e;
    const { models } = await appleModels(server);
    const [a, b, c] = models;
    const seeded = await api<ModelSize[]>(server, 'GET', SIZES);
    // A service without the extension: 404 UNKNOWN_ROUTE for every method of its path.
    server.devApi.faults.add({ path: SIZES, status: 404, body: { traceId: 't-sizes', code: 'UNKNOWN_ROUTE', message: `接口不存在: GET ${SIZES}` } });
    await openModels(page, server.url);
    await page.getByText(KEPT_IN_BROWSER).waitFor();
    await expect.poll(() => sizeCell(page, a!.name).innerText(), POLL).toBe('未设置');

    await row(page, a!.name).getByRole('button', { name: '编辑' }).click();
    const modal = formModal(page);
    await modal.getByLabel('打印宽度').fill('76');
    await modal.getByLabel('打印高度').fill('152');
    await modal.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => sizeCell(page, a!.name).innerText(), POLL).toBe('76 × 152 mm');

    for (const model of [b, c]) await row(page, model!.name).locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量设置打印尺寸' }).click();
    await batchModal(page).getByLabel('打印宽度').fill('70.5');
    await batchModal(page).getByLabel('打印高度').fill('141');
    await batchModal(page).getByRole('button', { name: '保存' }).click();
    for (const model of [b, c]) await expect.poll(() => sizeCell(page, model!.name).innerText(), POLL).toBe('70.5 × 141 mm');
    // The route's refusals are no error to show: no modal at any point.
    expect(await page.locator('.network-error-modal').count()).toBe(0);

    // Kept across a reload, in this browser.
    await page.reload();
    await page.getByText(KEPT_IN_BROWSER).waitFor();
    await expect.poll(() => sizeCell(page, a!.name).innerText(), POLL).toBe('76 × 152 mm');
    expect(await sizeCell(page, b!.name).innerText()).toBe('70.5 × 141 mm');

    // Another account in the same browser reads none of them.
    await openSignedIn(page, server.url, '/app/phone_brand_model/model', { username: 'tbtest_audit', password: 'audit1234' });
    await page.getByText(KEPT_IN_BROWSER).waitFor();
    await page.locator('.model-list tbody tr .drag-handle').first().waitFor();
    expect(new Set(await page.locator('.model-list tbody tr td:nth-child(4)').allInnerTexts())).toEqual(new Set(['未设置']));

    // The service's sizes were never touched.
    server.devApi.faults.clear();
    expect(await api<ModelSize[]>(server, 'GET', SIZES)).toEqual(seeded);
  });
});

describe('型号 edited in two tabs', () => {
  /** Both tabs of one browser on the model list, each with the model's edit form open, B's before A saves. */
  async function bothFormsOpen(model: Model): Promise<{ a: Page; b: Page }> {
    const { page: a, server } = e2e;
    await openModels(a, server.url);
    const b = await e2e.context.newPage();
    b.setDefaultTimeout(10_000);
    await b.goto(a.url());
    await b.locator('.model-list tbody tr .drag-handle').first().waitFor();
    for (const page of [a, b]) {
      await row(page, model.name).getByRole('button', { name: '编辑' }).click();
      await formModal(page).getByText('编辑型号').waitFor();
    }
    return { a, b };
  }

  async function saveSize(page: Page, width: string, height: string): Promise<void> {
    await formModal(page).getByLabel('打印宽度').fill(width);
    await formModal(page).getByLabel('打印高度').fill(height);
    await formModal(page).getByRole('button', { name: '保存' }).click();
  }

  it('the second save of the same size says what the first saved, and keeps it until saved again on purpose', async () => {
    const { server } = e2e;
    const model = (await appleModels(server)).models[1]!;
    const { a, b } = await bothFormsOpen(model);
    await saveSize(a, '71', '150');
    await formModal(a).waitFor({ state: 'hidden' });
    await saveSize(b, '72', '151');
    await formModal(b).locator('.arco-form-message', { hasText: '已在其他页面修改为「71 × 150 mm」，再次保存将改为你填写的值' }).waitFor();
    await networkSettled(e2e);
    expect(await sizeOf(server, model.id)).toEqual({ phoneModelId: model.id, widthMm: 71, heightMm: 150 });
    expect(await b.locator('.network-error-modal').count()).toBe(0);

    await formModal(b).getByRole('button', { name: '保存' }).click();
    await formModal(b).waitFor({ state: 'hidden' });
    expect(await sizeOf(server, model.id)).toEqual({ phoneModelId: model.id, widthMm: 72, heightMm: 151 });
  });

  it('a size whose reply was lost, typed again and saved, is saved from it: no word of another page', async () => {
    const { page, server } = e2e;
    const model = (await appleModels(server)).models[1]!;
    await openModels(page, server.url);
    await loseNextReply(page, `**${SIZES}`, 'PUT');
    await row(page, model.name).getByRole('button', { name: '编辑' }).click();
    await formModal(page).getByText('编辑型号').waitFor();
    await saveSize(page, '71', '150');
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect(await sizeOf(server, model.id)).toEqual({ phoneModelId: model.id, widthMm: 71, heightMm: 150 });

    // The merchant corrects the height and renames the model: both go from what the lost save left.
    await formModal(page).getByLabel('型号名称').fill(`${model.name} 改`);
    await saveSize(page, '71', '152');
    await formModal(page).waitFor({ state: 'hidden' });
    expect(await page.getByText('已在其他页面修改为', { exact: false }).count()).toBe(0);
    expect(await sizeOf(server, model.id)).toEqual({ phoneModelId: model.id, widthMm: 71, heightMm: 152 });
    await row(page, `${model.name} 改`).waitFor();
  });

  it('a rename in one tab and a size in the other are both kept', async () => {
    const { server } = e2e;
    const { brandId, models } = await appleModels(server);
    const model = models[1]!;
    const { a, b } = await bothFormsOpen(model);
    await saveSize(a, '71', '150');
    await formModal(a).waitFor({ state: 'hidden' });
    await formModal(b).getByLabel('型号名称').fill(`${model.name} B`);
    await formModal(b).getByRole('button', { name: '保存' }).click();
    await formModal(b).waitFor({ state: 'hidden' });
    expect(await sizeOf(server, model.id)).toEqual({ phoneModelId: model.id, widthMm: 71, heightMm: 150 });
    const stored = (await api<Model[]>(server, 'GET', `/api/phone_brands/${brandId}/phone_models`)).find((m) => m.id === model.id);
    expect(stored?.name).toBe(`${model.name} B`);
  });
});
