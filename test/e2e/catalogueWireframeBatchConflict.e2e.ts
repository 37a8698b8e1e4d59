import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Sku, Wireframe } from '../../contract/catalogue';
import { callDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { openSignedIn, useConsole } from './fixtures';

/**
 * 批量修改打印区域 in a tab loaded before another tab replaced the image of one of the selected wireframes:
 * that wireframe keeps the other tab's image, size and print area, the batch names its row as left
 * unchanged with 重新加载, and the other selected wireframe gets the new print area.
 */
const e2e = useConsole();
const POLL = { timeout: 10_000 };
const WIREFRAMES = '/app/phone_case_material/wireframe';

const cell = (page: Page, text: string) => page.locator('td', { hasText: new RegExp(`^${text}$`) });
const row = (page: Page, material: string, color: string) =>
  page.locator('.wireframe-tab .arco-table-tr').filter({ has: cell(page, material) }).filter({ has: cell(page, color) });
const edited = (page: Page) => row(page, '透明软壳', '透明');
const other = (page: Page) => row(page, '液态硅胶', '白色');

/** The wireframe a row shows, as the dev API holds it (the row's thumbnail is drawn from its layers' files). */
async function storedWireframe(page: Page, material: string, color: string): Promise<Wireframe> {
  const model = new URL(page.url()).searchParams.get('model');
  const skus = await callDevApi<Sku[]>(e2e.server, 'GET', `/api/phone_case_skus?phoneModelIds=${model}`);
  const ids = skus.map((sku) => sku.wireframeId).filter(Boolean).join(',');
  const wireframes = await callDevApi<Wireframe[]>(e2e.server, 'GET', `/api/phone_case_wireframes?ids=${ids}`);
  const shown = (await row(page, material, color).locator('.wireframe-thumb img').first().getAttribute('src')) ?? '';
  return wireframes.find((wireframe) => wireframe.layers.some((layer) => shown.includes(`/files/${encodeURIComponent(layer.fileId)}/`)))!;
}

const foreground = (wireframe: Wireframe) => wireframe.layers.find((layer) => layer.index > 0)?.fileId;

describe('批量修改打印区域 after another tab edited a selected wireframe', () => {
  it('leaves that wireframe as the other tab saved it, names its row with 重新加载, and saves the others', async () => {
    const { page: a, server } = e2e;
    await openSignedIn(a, server.url, WIREFRAMES);
    await edited(a).locator('.wireframe-thumb img').first().waitFor();
    await other(a).locator('.wireframe-thumb img').first().waitFor();
    const before = await storedWireframe(a, '透明软壳', '透明');

    // The second tab gives that wireframe a new foreground (same size, as the form requires) and saves.
    const b = await e2e.context.newPage();
    b.setDefaultTimeout(10_000);
    await b.goto(a.url());
    await edited(b).getByRole('button', { name: '编辑', exact: true }).click();
    const form = b.locator('.wireframe-form');
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('theirs.png', casePng(before.width, before.height)));
    await form.getByRole('button', { name: '保存' }).click();
    await b.getByText('操作成功').waitFor();
    await form.waitFor({ state: 'detached' });
    const theirs = await callDevApi<Wireframe>(server, 'GET', `/api/phone_case_wireframes/${before.id}`);
    expect(foreground(theirs)).not.toBe(foreground(before));

    // The first tab, loaded before, sets 20/20/20/20 on both rows.
    await edited(a).locator('.arco-checkbox').click();
    await other(a).locator('.arco-checkbox').click();
    await a.getByRole('button', { name: '批量修改打印区域' }).click();
    const modal = a.locator('.batch-print-area');
    for (const side of ['左', '右', '上', '下']) await modal.getByLabel(side, { exact: true }).fill('20');
    server.requests.length = 0;
    await modal.getByRole('button', { name: '保存' }).click();

    // The batch's toast, whatever it says: then the stored wireframes are what the batch left.
    await a.getByText(/^(更新成功|1 个操作失败)$/).waitFor();
    // Both were sent; the stale one was refused and changed nothing: the other tab's image, size and print area stand.
    expect(server.requests.filter((r) => r.startsWith('PATCH /api/phone_case_wireframes/'))).toHaveLength(2);
    expect(await callDevApi<Wireframe>(server, 'GET', `/api/phone_case_wireframes/${before.id}`)).toEqual(theirs);
    await a.getByText('1 个操作失败').waitFor();
    expect(await a.locator('.network-error-modal').count()).toBe(0);
    const changed = modal.locator('.batch-print-area-changed-elsewhere');
    await changed.getByText('以下线框图在你打开之后已在其他页面（或其他人）修改过', { exact: false }).waitFor();
    await changed.getByText('透明软壳 透明', { exact: false }).waitFor();
    expect(await changed.getByText('液态硅胶 白色', { exact: false }).count()).toBe(0);

    await modal.getByRole('button', { name: '重新加载' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => other(a).getByText('左 20 右 20 上 20 下 20').count(), POLL).toBe(1);
    // The reloaded row shows the other tab's wireframe: its new image, its own print area.
    await expect.poll(async () => foreground(await storedWireframe(a, '透明软壳', '透明')), POLL).toBe(foreground(theirs));
    expect(await edited(a).getByText('左 20 右 20 上 20 下 20').count()).toBe(0);
  });
});
