import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { skuId, type PhoneCaseMaterial, type Sku } from '../../contract/catalogue';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { openSignedIn, useConsole } from './fixtures';

/**
 * A wireframe row this tab loaded empty, filled by another tab (a dev API call here) before or while
 * this tab uploads onto it: the upload asks (线框图已在其他页面修改) instead of replacing that wireframe.
 */
const e2e = useConsole();
const POLL = { timeout: 10_000 };

const cell = (page: Page, text: string) => page.locator('td', { hasText: new RegExp(`^${text}$`) });
const row = (page: Page, material: string, color: string) =>
  page.locator('.wireframe-tab .arco-table-tr').filter({ has: cell(page, material) }).filter({ has: cell(page, color) });

/** The empty row 透明软壳 · 磨砂黑 of the model shown, and a wireframe another SKU of it has. */
async function emptyRowTarget(page: Page, server: ConsoleServer) {
  const modelId = new URL(page.url()).searchParams.get('model')!;
  const skus = await callDevApi<Sku[]>(server, 'GET', `/api/phone_case_skus?phoneModelIds=${modelId}`);
  const material = (await callDevApi<PhoneCaseMaterial[]>(server, 'GET', '/api/phone_case_materials')).find((m) => m.name === '透明软壳')!;
  const color = material.colors.find((c) => c.name === '磨砂黑')!;
  const other = skus.find((sku) => sku.wireframeId)!;
  const sku = {
    phoneBrandId: other.phoneBrandId,
    phoneModelId: modelId,
    materialId: material.id,
    materialColorId: color.id,
    wireframeId: other.wireframeId,
    enabled: false,
  };
  return { id: skuId(modelId, color.id), sku, otherWireframeId: other.wireframeId! };
}

async function openEmptyRowForm(page: Page, server: ConsoleServer) {
  await openSignedIn(page, server.url, '/app/phone_case_material/wireframe');
  await page.locator('.wireframe-tab .arco-table-tr', { hasText: '透明软壳' }).first().waitFor();
  await row(page, '透明软壳', '磨砂黑').getByRole('button', { name: '上传' }).click();
  const form = page.locator('.wireframe-form');
  await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('fg.png', casePng(100, 200)));
  await form.getByText('100 × 200').waitFor();
  return form;
}

const wireframeWrites = (server: ConsoleServer) => server.requests.filter((r) => /^(POST|PATCH) \/api\/phone_case_wireframes/.test(r));

describe('线框图 filled by another tab', () => {
  it('asks before replacing a wireframe another tab uploaded since this one loaded, and 重新加载 shows it', async () => {
    const { page, server } = e2e;
    const form = await openEmptyRowForm(page, server);
    const target = await emptyRowTarget(page, server);
    await callDevApi(server, 'POST', '/api/phone_case_skus', target.sku);
    server.requests.length = 0;

    await form.getByRole('button', { name: '保存' }).click();
    const dialog = page.locator('.save-conflict-modal');
    await dialog.getByText('线框图已在其他页面修改').waitFor();
    // Nothing was written: neither the other tab's wireframe nor a new one.
    expect(wireframeWrites(server)).toEqual([]);
    expect((await callDevApi<Sku>(server, 'GET', `/api/phone_case_skus/${target.id}`)).wireframeId).toBe(target.otherWireframeId);

    await dialog.getByRole('button', { name: '重新加载' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, '透明软壳', '磨砂黑').locator('.wireframe-thumb img').count(), POLL).toBeGreaterThan(0);
    expect(wireframeWrites(server)).toEqual([]);
    expect(await page.getByText('操作成功').count()).toBe(0);
  });

  it('is refused by the server when the other tab binds while this save runs, and 覆盖保存 then replaces it', async () => {
    const { page, server } = e2e;
    const form = await openEmptyRowForm(page, server);
    const target = await emptyRowTarget(page, server);
    server.requests.length = 0;
    server.devApi.faults.add({ method: 'POST', path: '/api/phone_case_skus', hang: true, times: 1 });
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => server.requests.includes('POST /api/phone_case_skus'), POLL).toBe(true);
    // The other tab creates the SKU with its wireframe while this tab's create is held.
    await callDevApi(server, 'POST', '/api/phone_case_skus', target.sku);
    await expect.poll(() => server.devApi.faults.release(), POLL).toBeGreaterThan(0);

    const dialog = page.locator('.save-conflict-modal');
    await dialog.getByText('线框图已在其他页面修改').waitFor();
    const bind = `PATCH /api/phone_case_skus/${target.id}`;
    expect(server.requests.filter((r) => r === bind)).toHaveLength(1);
    expect((await callDevApi<Sku>(server, 'GET', `/api/phone_case_skus/${target.id}`)).wireframeId).toBe(target.otherWireframeId);

    await dialog.getByRole('button', { name: '覆盖保存' }).click();
    await page.getByText('操作成功').waitFor();
    const bound = (await callDevApi<Sku>(server, 'GET', `/api/phone_case_skus/${target.id}`)).wireframeId;
    expect(bound).not.toBe(target.otherWireframeId);
    expect(bound).not.toBeNull();
  });
});
