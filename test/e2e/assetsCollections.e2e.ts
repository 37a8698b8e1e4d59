import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderFromLinks } from '../../src/lib/ordering';
import type { ConsoleServer } from '../support/consoleServer';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { callDevApi as api } from '../support/devApiCalls';
import { COLLECTION_NAME_LIMIT } from '../../contract/names';

const e2e = useConsole();
/** expect.poll gives up after 1 s by default; a reload after a sort can take longer on a busy machine. */
const POLL = { timeout: 10_000 };

interface Collection {
  id: string;
  name: string;
  type: number;
  next: string | null;
}

const collectionsOf = async (server: ConsoleServer, type: number) =>
  orderFromLinks(await api<Collection[]>(server, 'GET', `/api/design_asset_collections?type=${type}`));

async function openCollections(page: Page, baseUrl: string, path = 'images'): Promise<void> {
  await openSignedIn(page, baseUrl, `/app/design_assets/${path}/collection`);
  await page.locator('.collection-screen tbody tr td:nth-child(2)').first().waitFor();
}

/** The collection names in table order (column 2: the first is the drag handle). */
const shownNames = (page: Page) => page.locator('.collection-screen tbody tr td:nth-child(2)').allInnerTexts();
const row = (page: Page, name: string) => page.locator('.collection-screen tbody tr', { has: page.getByText(name, { exact: true }) });
const form = (page: Page) => page.locator('.collection-form-modal');

describe('分组管理', () => {
  it('opens from 分组管理 with the library’s collections, and 返回 goes back', async () => {
    const { page, server } = e2e;
    await openSignedIn(page, server.url, '/app/design_assets/maps');
    await page.locator('.asset-collections').getByRole('button', { name: '分组管理' }).click();
    await page.waitForURL(/\/app\/design_assets\/maps\/collection$/);
    await page.getByText('贴纸 · 分组管理').waitFor();
    const expected = (await collectionsOf(server, 2)).map((collection) => collection.name);
    await expect.poll(() => shownNames(page), POLL).toEqual(expected);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/app\/design_assets\/maps$/);
    await page.locator('.asset-collection').first().waitFor();
  });

  it('refuses an empty name and one wider than 12, then adds 6 Chinese characters', async () => {
    const { page, server } = e2e;
    await openCollections(page, server.url);
    await page.getByRole('button', { name: '新增分组' }).click();
    const name = form(page).getByLabel('分组名称');
    await form(page).getByRole('button', { name: '保存' }).click();
    await form(page).getByText('此项必须填写').waitFor();
    await name.fill('   ');
    await form(page).getByRole('button', { name: '保存' }).click();
    await form(page).getByText('此项必须填写').waitFor();

    server.requests.length = 0;
    await name.fill('春夏秋冬新贴纸');
    await form(page).getByText('14/12').waitFor();
    await form(page).getByRole('button', { name: '保存' }).click();
    await form(page).getByText(COLLECTION_NAME_LIMIT.tooLong).waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_asset_collections'))).toHaveLength(0);

    await name.fill(' 春夏秋冬贴纸 ');
    await form(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('分组添加成功').waitFor();
    await row(page, '春夏秋冬贴纸').waitFor();
    const saved = await collectionsOf(server, 1);
    expect(saved[saved.length - 1]).toMatchObject({ name: '春夏秋冬贴纸', type: 1 });
  });

  it('renames a collection', async () => {
    const { page, server } = e2e;
    await openCollections(page, server.url, 'background_images');
    const [first] = await collectionsOf(server, 3);
    await row(page, first!.name).getByRole('button', { name: '重命名' }).click();
    await expect.poll(() => form(page).getByLabel('分组名称').inputValue()).toBe(first!.name);
    await form(page).getByLabel('分组名称').fill('新背景 2024');
    await form(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('分组修改成功').waitFor();
    await row(page, '新背景 2024').waitFor();
    expect((await collectionsOf(server, 3))[0]!.name).toBe('新背景 2024');
  });

  it('drag-sorts: says 排序成功 and the order survives a reload', async () => {
    const { page, server } = e2e;
    await openCollections(page, server.url);
    const names = (await collectionsOf(server, 1)).map((collection) => collection.name);
    expect(names.length).toBeGreaterThanOrEqual(2);
    await row(page, names[names.length - 1]!).locator('.drag-handle').dragTo(row(page, names[0]!));
    await page.getByText('排序成功').waitFor();
    const expected = [names[names.length - 1]!, ...names.slice(0, -1)];
    await expect.poll(() => shownNames(page), POLL).toEqual(expected);
    await page.reload();
    await row(page, names[0]!).waitFor();
    expect(await shownNames(page)).toEqual(expected);
    expect((await collectionsOf(server, 1)).map((collection) => collection.name)).toEqual(expected);
  });

  it('deletes a collection after warning that its assets go too', async () => {
    const { page, server } = e2e;
    await openCollections(page, server.url);
    const [first, ...rest] = await collectionsOf(server, 1);
    await row(page, first!.name).getByRole('button', { name: '删除' }).click();
    await page.getByText(`确定删除分组「${first!.name}」吗？分组内的素材也会一并删除。`).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => shownNames(page), POLL).toEqual(rest.map((collection) => collection.name));
  });

  it('shows 还没有分组 on a library without collections, with a way to the collection page', async () => {
    const { page, server } = e2e;
    for (const collection of await collectionsOf(server, 3)) await api(server, 'DELETE', `/api/design_asset_collections/${collection.id}`);
    await openSignedIn(page, server.url, '/app/design_assets/background_images');
    await page.getByText('还没有分组，请先新增分组').waitFor();
    await page.getByRole('button', { name: '分组管理' }).click();
    await page.waitForURL(/\/app\/design_assets\/background_images\/collection$/);
    await page.getByRole('button', { name: '新增分组' }).waitFor();
  });
});
