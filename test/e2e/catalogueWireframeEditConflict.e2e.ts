import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Sku, Wireframe } from '../../contract/catalogue';
import { callDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { openSignedIn, useConsole } from './fixtures';

/**
 * Two tabs on one wireframe row that already has a wireframe: the tab whose form was opened before the
 * other tab saved a print area asks (线框图已在其他页面修改) instead of overwriting it, whether it changed the
 * print area or an image, and each answer does what it says.
 */
const e2e = useConsole();
const POLL = { timeout: 10_000 };
const WIREFRAMES = '/app/phone_case_material/wireframe';

/** The first row with a wireframe (its 编辑 button), as both tabs show the same model first. */
const editedRow = (page: Page) => page.locator('.wireframe-tab .arco-table-tr', { has: page.getByRole('button', { name: '编辑', exact: true }) }).first();

/** A second tab of the same browser (same storage, same session), on the first tab's address. */
async function secondTab(address: string): Promise<Page> {
  const page = await e2e.context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(address);
  return page;
}

async function openForm(page: Page): Promise<Locator> {
  await editedRow(page).getByRole('button', { name: '编辑', exact: true }).click();
  const form = page.locator('.wireframe-form');
  await form.getByLabel('左', { exact: true }).waitFor();
  return form;
}

async function setLeft(form: Locator, value: number): Promise<void> {
  const left = form.getByLabel('左', { exact: true });
  await left.fill(String(value));
}

/** The wireframe of the edited row as the dev API holds it. */
async function storedWireframe(page: Page): Promise<Wireframe> {
  const { server } = e2e;
  const url = new URL(page.url());
  const skus = await callDevApi<Sku[]>(server, 'GET', `/api/phone_case_skus?phoneModelIds=${url.searchParams.get('model')}`);
  const shown = (await editedRow(page).locator('.wireframe-thumb img').first().getAttribute('src')) ?? '';
  const wireframes = await callDevApi<Wireframe[]>(server, 'GET', `/api/phone_case_wireframes?ids=${skus.map((s) => s.wireframeId).filter(Boolean).join(',')}`);
  // The row's thumbnail is drawn from its layers' files.
  return wireframes.find((wireframe) => wireframe.layers.some((layer) => shown.includes(`/files/${encodeURIComponent(layer.fileId)}/`)))!;
}

const question = (page: Page) => page.locator('.save-conflict-modal');
const wireframeWrites = () => e2e.server.requests.filter((r) => /^(POST|PATCH) \/api\/phone_case_wireframes/.test(r));

async function openBothTabs(): Promise<{ a: Page; b: Page; before: Wireframe }> {
  const { page: a, server } = e2e;
  await openSignedIn(a, server.url, WIREFRAMES);
  await editedRow(a).locator('.wireframe-thumb img').first().waitFor();
  const before = await storedWireframe(a);
  const b = await secondTab(a.url());
  await editedRow(b).locator('.wireframe-thumb img').first().waitFor();
  return { a, b, before };
}

/** The other tab sets the left margin to `left` and saves it. */
async function otherTabSaves(b: Page, left: number): Promise<void> {
  const form = await openForm(b);
  await setLeft(form, left);
  await form.getByRole('button', { name: '保存' }).click();
  await b.getByText('操作成功').waitFor();
  await form.waitFor({ state: 'detached' });
}

describe('线框图 edited in two tabs', () => {
  it('asks before overwriting a print area another tab saved since the form opened; 重新加载 shows that one', async () => {
    const { server } = e2e;
    const { a, b, before } = await openBothTabs();
    const theirs = (before.printArea?.left ?? 0) + 3;
    const mine = theirs + 4;
    const form = await openForm(a);
    await otherTabSaves(b, theirs);
    const stored = await storedWireframe(a);
    expect(stored.printArea?.left).toBe(theirs);

    server.requests.length = 0;
    await setLeft(form, mine);
    await form.getByRole('button', { name: '保存' }).click();
    await question(a).getByText('线框图已在其他页面修改').waitFor();
    await question(a).getByText('这个线框图的图片或打印区域已在其他页面', { exact: false }).waitFor();
    // The edit was sent and refused: the other tab's print area stands.
    expect(wireframeWrites()).toEqual([`PATCH /api/phone_case_wireframes/${before.id}`]);
    expect(await storedWireframe(a)).toEqual(stored);
    expect(await a.locator('.network-error-modal').count()).toBe(0);

    await question(a).getByRole('button', { name: '重新加载' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => editedRow(a).getByText(`左 ${theirs} `, { exact: false }).count(), POLL).toBe(1);
    expect(wireframeWrites()).toHaveLength(1);
    expect(await a.getByText('操作成功').count()).toBe(0);
  });

  it('asks before replacing the images of a wireframe another tab edited since; 覆盖保存 then saves this tab’s image', async () => {
    const { server } = e2e;
    const { a, b, before } = await openBothTabs();
    const form = await openForm(a);
    await otherTabSaves(b, (before.printArea?.left ?? 0) + 2);

    server.requests.length = 0;
    // The same size as the stored wireframe, so the form takes it as a new foreground.
    await form.getByLabel('前景图', { exact: true }).setInputFiles(pngUpload('new-fg.png', casePng(before.width, before.height)));
    await form.getByRole('button', { name: '保存' }).click();
    await question(a).getByText('线框图已在其他页面修改').waitFor();
    const foreground = (wireframe: Wireframe) => wireframe.layers.find((layer) => layer.index > 0)?.fileId;
    expect(foreground(await storedWireframe(a))).toBe(foreground(before));

    await question(a).getByRole('button', { name: '覆盖保存' }).click();
    await a.getByText('操作成功').waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = await callDevApi<Wireframe>(server, 'GET', `/api/phone_case_wireframes/${before.id}`);
    expect(foreground(saved)).not.toBe(foreground(before));
    // This tab's form held the print area it opened on: 覆盖保存 puts that back too.
    expect(saved.printArea).toEqual(before.printArea);
    expect(wireframeWrites().filter((r) => r.startsWith('PATCH'))).toHaveLength(2);
  });
});
