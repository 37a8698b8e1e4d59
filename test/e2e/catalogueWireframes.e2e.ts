import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, pngUpload, truncatedPng } from '../support/pngFile';
import { networkSettled, openSignedIn, recordStatusTexts, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { callDevApi } from '../support/devApiCalls';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();

async function openWireframes(page: Page, baseUrl: string) {
  await openSignedIn(page, baseUrl, '/app/phone_case_material/wireframe');
  await page.locator('.wireframe-tab .arco-table-tr', { hasText: '透明软壳' }).first().waitFor();
}

const cell = (page: Page, text: string) => page.locator('td', { hasText: new RegExp(`^${text}$`) });
const row = (page: Page, material: string, color: string) =>
  page.locator('.wireframe-tab .arco-table-tr').filter({ has: cell(page, material) }).filter({ has: cell(page, color) });

async function dev<T>(baseUrl: string, page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ url }) => {
      const token = decodeURIComponent(document.cookie.split('_token_=')[1]!.split(';')[0]!);
      const reply = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      return reply.json();
    },
    { url: `${baseUrl}${path}` },
  ) as Promise<T>;
}

/** Deletes one material colour through the dev API, as another tab would: this page still shows its row. */
async function deleteColorElsewhere(materialName: string, colorName: string): Promise<void> {
  const materials = await callDevApi<{ id: string; name: string; colors: { id: string; name: string }[] }[]>(e2e.server, 'GET', '/api/phone_case_materials');
  const material = materials.find((candidate) => candidate.name === materialName)!;
  const color = material.colors.find((candidate) => candidate.name === colorName)!;
  await callDevApi(e2e.server, 'DELETE', `/api/phone_case_materials/${material.id}/colors/${color.id}`);
}

describe('手机壳线框图', () => {
  it('lists one row per material colour of the first model, five to a page, with wireframes and print areas', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    expect(new URL(page.url()).searchParams.get('model')).toBeTruthy();
    const rows = page.locator('.wireframe-tab tbody .arco-table-tr');
    expect(await rows.count()).toBe(5);
    await page.getByText('共 8 条').waitFor();
    await row(page, '液态硅胶', '白色').getByText('左 24 右 24 上 30 下 30').waitFor();
    expect(await row(page, '液态硅胶', '白色').locator('.wireframe-thumb img').count()).toBeGreaterThan(0);
    await row(page, '透明软壳', '磨砂黑').getByText('未上传').waitFor();
  });

  it('finds a model through the searchable dropdown', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    const select = page.locator('.screen-toolbar .arco-select');
    await select.click();
    // Typed into the search box itself: keys pressed before the opening select has focused it would be lost.
    await select.locator('input').pressSequentially('15 Pro');
    await page.locator('.arco-select-option', { hasText: 'iPhone 15 Pro' }).first().click();
    await expect.poll(() => page.locator('.screen-toolbar .arco-select-view-value').innerText()).toContain('iPhone 15 Pro');
  });

  it('puts one SKU on shelf and off again', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    const shelf = row(page, '液态硅胶', '黑色').locator('.arco-switch');
    expect(await shelf.getAttribute('aria-checked')).toBe('false');
    await shelf.click();
    await page.getByText('更新成功').first().waitFor();
    await expect.poll(() => shelf.getAttribute('aria-checked')).toBe('true');
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_skus/'))).toHaveLength(1);
  });

  it('a colour deleted in another tab leaves the table after the next change here, instead of showing as 未上传', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await page.getByText('共 8 条').waitFor();
    await deleteColorElsewhere('透明软壳', '磨砂黑');
    await row(page, '液态硅胶', '黑色').locator('.arco-switch').click();
    await page.getByText('更新成功').first().waitFor();
    await page.getByText('共 7 条').waitFor();
    expect(await row(page, '透明软壳', '磨砂黑').count()).toBe(0);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });

  it('editing a wireframe whose colour was deleted in another tab says so once, closes the form and drops the row', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await page.getByText('共 8 条').waitFor();
    await deleteColorElsewhere('液态硅胶', '白色');
    await row(page, '液态硅胶', '白色').getByRole('button', { name: '编辑' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText('线框图不存在', { exact: false }).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('共 7 条').waitFor();
    expect(await row(page, '液态硅胶', '白色').count()).toBe(0);
  });

  it('puts a batch on shelf with progress, skipping SKUs already on shelf and saying which had no wireframe', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '透明').locator('.arco-checkbox').click();
    await row(page, '透明软壳', '磨砂黑').locator('.arco-checkbox').click();
    await row(page, '液态硅胶', '白色').locator('.arco-checkbox').click();
    await row(page, '液态硅胶', '黑色').locator('.arco-checkbox').click();
    server.requests.length = 0;
    hold(server, { method: 'PATCH', path: '/api/phone_case_skus/*', times: 1 });
    const statusTexts = await recordStatusTexts(page);
    await page.getByRole('button', { name: '批量上架' }).click();
    // The one SKU to change is in flight: the progress counts it, not the skipped ones.
    await page.getByRole('status').getByText('正在处理 0/1').waitFor();
    await untilArrived(server, 'PATCH', /^\/api\/phone_case_skus\//);
    await releaseHeld(server);
    await page.getByText('操作成功，已跳过 2 个状态相同的规格，1 个规格未上传线框图，未处理').waitFor();
    expect(await statusTexts()).toContain('正在处理 0/1');
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_skus/'))).toHaveLength(1);
    await expect.poll(() => row(page, '液态硅胶', '黑色').locator('.arco-switch').getAttribute('aria-checked')).toBe('true');
  });

  it('warns 请至少选择一个机型规格 for a shelf batch with nothing selected', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await page.getByRole('button', { name: '批量下架' }).click();
    await page.getByText('请至少选择一个机型规格').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('PATCH '))).toHaveLength(0);
  });

  it('goes on past a failed SKU in a shelf batch and ends with 1 个操作失败', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '透明').locator('.arco-checkbox').click();
    await row(page, '液态硅胶', '白色').locator('.arco-checkbox').click();
    server.requests.length = 0;
    server.devApi.faults.add({ method: 'PATCH', path: '/api/phone_case_skus/*', status: 500, times: 1 });
    await page.getByRole('button', { name: '批量下架' }).click();
    await page.getByText('1 个操作失败').waitFor();
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_skus/'))).toHaveLength(2);
    await expect.poll(() => row(page, '液态硅胶', '白色').locator('.arco-switch').getAttribute('aria-checked')).toBe('false');
    expect(await row(page, '透明软壳', '透明').locator('.arco-switch').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText('操作成功').count()).toBe(0);
  });

  it('refuses a batch print-area edit without a selected SKU that has a wireframe', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '磨砂黑').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改打印区域' }).click();
    await page.getByText('请至少选择一个带线框图的机型').waitFor();
  });

  it('sets one print area on several wireframes, pasted as a,b,c,d', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '透明').locator('.arco-checkbox').click();
    await row(page, '液态硅胶', '白色').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改打印区域' }).click();
    const modal = page.locator('.batch-print-area');
    await modal.getByLabel('粘贴打印区域').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '10,12,20,22');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.getByText('粘贴成功').waitFor();
    expect(await modal.getByLabel('左', { exact: true }).inputValue()).toBe('10');
    await modal.getByRole('button', { name: '保存' }).click();
    await row(page, '透明软壳', '透明').getByText('左 10 右 12 上 20 下 22').waitFor();
    await row(page, '液态硅胶', '白色').getByText('左 10 右 12 上 20 下 22').waitFor();
  });

  it('rejects a print area wider than the wireframe', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '液态硅胶', '白色').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改打印区域' }).click();
    const modal = page.locator('.batch-print-area');
    await modal.getByLabel('左', { exact: true }).fill('300');
    await modal.getByLabel('右', { exact: true }).fill('300');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('打印区域不能超过背景图宽度').waitFor();
  });

  it('clears print areas only after 将清除 n 个线框图的打印区域，确定吗？; cancelling keeps the modal open', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '透明').locator('.arco-checkbox').click();
    await row(page, '液态硅胶', '白色').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量修改打印区域' }).click();
    const modal = page.locator('.batch-print-area');
    server.requests.length = 0;
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('将清除 2 个线框图的打印区域，确定吗？').waitFor();
    const confirmation = page.locator('.arco-modal-simple');
    await confirmation.getByRole('button', { name: '取消' }).click();
    await page.getByText('将清除 2 个线框图的打印区域，确定吗？').waitFor({ state: 'detached' });
    await modal.getByLabel('左', { exact: true }).waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('PATCH '))).toHaveLength(0);
    await row(page, '透明软壳', '透明').getByText('左 16 右 16 上 16 下 16').waitFor();

    await modal.getByRole('button', { name: '保存' }).click();
    await confirmation.getByRole('button', { name: '确定' }).click();
    await page.getByText('更新成功').waitFor();
    await modal.waitFor({ state: 'detached' });
    await row(page, '透明软壳', '透明').getByText('未设置').waitFor();
    await row(page, '液态硅胶', '白色').getByText('未设置').waitFor();
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_wireframes/'))).toHaveLength(2);
  });

  it('a new wireframe whose save lost its answer, changed and saved again, is the one that save made, with the change', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(100, 200)));
    await form.getByText('100 × 200').waitFor();
    // The create reaches the API and is done; its answer is lost on the way back.
    let lostId = '';
    await page.route('**/api/phone_case_wireframes', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      lostId = ((await (await fetchThrough(route)).json()) as { id: string }).id;
      await route.abort('connectionreset');
    }, { times: 1 });
    await form.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    expect(lostId).not.toBe('');

    await form.getByLabel('左', { exact: true }).fill('5');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await row(page, '透明软壳', '磨砂黑').getByText('左 5 右 0 上 0 下 0').waitFor();
    const made = await dev<{ id: string; printArea: { left: number } | null }>(server.url, page, `/api/phone_case_wireframes/${lostId}`);
    expect(made.printArea?.left).toBe(5);
  });

  it('checks the wireframe form: the foreground, equal sizes, a damaged image, then saves a new wireframe', async () => {
    const { page, server } = e2e;
    await openWireframes(page, server.url);
    await row(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
    const form = page.locator('.wireframe-form');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请上传背景图或前景图').waitFor();

    await form.getByLabel('背景图', { exact: true }).setInputFiles(pngUpload('bg.png', casePng(100, 200)));
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('请上传前景图').waitFor();

    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('broken.png', truncatedPng(100, 200)));
    await form.getByText('图片加载失败，请检查图片是否损坏').waitFor();

    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(120, 200)));
    await form.getByText('120 × 200').waitFor();
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('背景图宽高和前景图宽高必须相等').waitFor();

    await form.getByRole('button', { name: '删除前景图' }).click();
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(100, 200)));
    await form.getByLabel('左', { exact: true }).fill('5');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    const saved = row(page, '透明软壳', '磨砂黑');
    await saved.getByText('左 5 右 0 上 0 下 0').waitFor();
    expect(await saved.locator('.wireframe-thumb img').count()).toBe(2);
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(2);
    const skus = await dev<{ id: string; wireframeId: string; enabled: boolean }[]>(
      server.url,
      page,
      `/api/phone_case_skus?phoneModelIds=${new URL(page.url()).searchParams.get('model')}`,
    );
    expect(skus.filter((sku) => sku.wireframeId)).toHaveLength(4);
  });
});
