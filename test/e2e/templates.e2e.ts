import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { devApiReply } from '../support/devApiCalls';

const e2e = useConsole();

interface Group {
  id: string;
  name: string;
}

/** Calls the dev API in-process, as the merchant's token sees it; resolves to the status and the body. */
async function api<T>(server: ConsoleServer, method: string, path: string): Promise<{ status: number; body: T }> {
  const reply = await devApiReply(server, method, path);
  return { status: reply.status, body: (await reply.json()) as T };
}

const groupsOf = async (server: ConsoleServer) => (await api<Group[]>(server, 'GET', '/api/design_template_collections')).body;

async function openScreen(page: Page, baseUrl: string, query = ''): Promise<void> {
  await openSignedIn(page, baseUrl, `/app/design_template${query}`);
  await page.locator('.template-screen').waitFor();
}

const tabTitles = (page: Page) => page.locator('.template-tabs .arco-tabs-header-title').allInnerTexts();
const activeTab = (page: Page) => page.locator('.template-tabs .arco-tabs-header-title-active').innerText();
const cardNames = (page: Page) => page.locator('.template-card-name').allInnerTexts();
const card = (page: Page, name: string) => page.locator('.template-card', { has: page.getByText(name, { exact: true }) });
const groupForm = (page: Page) => page.locator('.template-group-form');

/** The tab hidden or shown again, as the browser tells the page when the merchant switches tabs. */
async function showTab(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}

describe('设计模板', () => {
  it('shows the tips banner, one tab per group and the first group’s templates with loaded thumbnails', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await page.locator('.template-tips', { hasText: '设计模板是买家定制手机壳时的起始设计' }).waitFor();
    await page.locator('.shell-title', { hasText: '设计模板' }).waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['热门模板', '节日模板']);
    await expect.poll(() => cardNames(page)).toEqual(['蜜桃爱心', '星空物语', '萌猫贴贴']);
    await page.getByText('共 3 个模板').waitFor();
    // Every thumbnail really arrived and decoded, not just an <img> with a src.
    const loaded = () =>
      page.locator('.template-thumb img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    await expect.poll(loaded).toEqual([true, true, true]);
    expect(await page.locator('.template-card-time').first().innerText()).toMatch(/^更新于 \d{4}-\d\d-\d\d \d\d:\d\d$/);

    await page.locator('.template-tabs .arco-tabs-header-title', { hasText: '节日模板' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['新春灯笼', '圣诞快乐']);
    const festival = (await groupsOf(server)).find((group) => group.name === '节日模板')!;
    await page.waitForURL(`**/app/design_template?group=${festival.id}`);
    // The chosen group survives a reload.
    await page.reload();
    await expect.poll(() => activeTab(page)).toBe('节日模板');
    await expect.poll(() => cardNames(page)).toEqual(['新春灯笼', '圣诞快乐']);
  });

  it('adds a group: refuses an empty or blank name, saves the name trimmed and opens its empty tab', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await page.getByRole('button', { name: '新增分组' }).click();
    await groupForm(page).getByRole('button', { name: '保存' }).click();
    await groupForm(page).getByText('请输入分组名称').waitFor();
    await groupForm(page).getByLabel('分组名称').fill('   ');
    await groupForm(page).getByRole('button', { name: '保存' }).click();
    await groupForm(page).getByText('请输入分组名称').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_template_collections'))).toHaveLength(0);

    await groupForm(page).getByLabel('分组名称').fill('  夏日  ');
    await groupForm(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['热门模板', '节日模板', '夏日']);
    await expect.poll(() => activeTab(page)).toBe('夏日');
    await page.getByText('该分组还没有设计模板').waitFor();
    expect((await groupsOf(server)).map((group) => group.name)).toEqual(['热门模板', '节日模板', '夏日']);
  });

  it('renames the current group', async () => {
    const { page, server } = e2e;
    const festival = (await groupsOf(server)).find((group) => group.name === '节日模板')!;
    await openScreen(page, server.url, `?group=${festival.id}`);
    await expect.poll(() => activeTab(page)).toBe('节日模板');
    await page.getByRole('button', { name: '重命名分组' }).click();
    await expect.poll(() => groupForm(page).getByLabel('分组名称').inputValue()).toBe('节日模板');
    await groupForm(page).getByLabel('分组名称').fill(' 节日精选 ');
    await groupForm(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['热门模板', '节日精选']);
    await expect.poll(() => activeTab(page)).toBe('节日精选');
    expect((await groupsOf(server)).find((group) => group.id === festival.id)?.name).toBe('节日精选');
  });

  it('renaming a group deleted in another tab says so, closes the form, drops its tab and its address', async () => {
    const { page, server } = e2e;
    const festival = (await groupsOf(server)).find((group) => group.name === '节日模板')!;
    await openScreen(page, server.url, `?group=${festival.id}`);
    await expect.poll(() => activeTab(page)).toBe('节日模板');
    await page.getByRole('button', { name: '重命名分组' }).click();
    await groupForm(page).getByLabel('分组名称').fill('节日精选');
    expect((await api(server, 'DELETE', `/api/design_template_collections/${festival.id}`)).status).toBeLessThan(300);
    await groupForm(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText(`模板分组不存在: ${festival.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await groupForm(page).waitFor({ state: 'hidden' });
    await expect.poll(() => tabTitles(page)).toEqual(['热门模板']);
    await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBeNull();
  });

  it('deletes the current group after warning that its templates go too; without groups it offers 新增分组', async () => {
    const { page, server } = e2e;
    const [hot, festival] = await groupsOf(server);
    await openScreen(page, server.url);
    await expect.poll(() => cardNames(page)).toHaveLength(3);

    // Cancelling keeps everything.
    await page.getByRole('button', { name: '删除分组' }).click();
    await page.getByText('确定删除分组「热门模板」吗？分组内的设计模板也会一并删除。').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await expect.poll(async () => (await groupsOf(server)).length).toBe(2);

    await page.getByRole('button', { name: '删除分组' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['节日模板']);
    await expect.poll(() => cardNames(page)).toEqual(['新春灯笼', '圣诞快乐']);
    expect((await api(server, 'GET', `/api/design_templates?collectionId=${hot!.id}`)).status).toBe(404);

    await api(server, 'DELETE', `/api/design_template_collections/${festival!.id}`);
    await page.reload();
    await page.getByText('还没有模板分组，请先新增分组').waitFor();
    await page.getByRole('button', { name: '新增分组' }).click();
    await groupForm(page).getByLabel('分组名称').fill('新分组');
    await groupForm(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['新分组']);
  });

  it('copies a template: 操作成功 and a card named “<name> 副本”', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await card(page, '星空物语').getByRole('button', { name: '复制' }).click();
    await page.getByText('操作成功').waitFor();
    await card(page, '星空物语 副本').waitFor();
    // The newest save comes first.
    await expect.poll(() => cardNames(page)).toEqual(['星空物语 副本', '蜜桃爱心', '星空物语', '萌猫贴贴']);
    await page.getByText('共 4 个模板').waitFor();
    const copied = card(page, '星空物语 副本').locator('.template-thumb img');
    await expect.poll(() => copied.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  it('deletes a template after a confirmation', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await card(page, '萌猫贴贴').getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除设计模板「萌猫贴贴」吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['蜜桃爱心', '星空物语']);
    const hot = (await groupsOf(server))[0]!;
    const left = (await api<{ name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${hot.id}`)).body;
    expect(left.map((template) => template.name)).toEqual(['蜜桃爱心', '星空物语']);
  });

  it('refreshes the list when its tab is shown again: another tab’s changes, in place, the ticks kept; not under a dialog', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await expect.poll(() => cardNames(page)).toEqual(['蜜桃爱心', '星空物语', '萌猫贴贴']);
    const ticked = (name: string) => card(page, name).locator('.template-card-tick.arco-checkbox-checked');
    await card(page, '萌猫贴贴').locator('.template-card-tick').click();
    await page.getByText('已选 1 个').waitFor();

    // Another tab copies 星空物语 and deletes 蜜桃爱心.
    const hot = (await groupsOf(server))[0]!;
    const listPath = `/api/design_templates?collectionId=${hot.id}`;
    const idOf = async (name: string) => (await api<{ id: string; name: string }[]>(server, 'GET', listPath)).body.find((t) => t.name === name)!.id;
    expect((await devApiReply(server, 'POST', `/api/design_templates/${await idOf('星空物语')}/copy`)).ok).toBe(true);
    expect((await devApiReply(server, 'DELETE', `/api/design_templates/${await idOf('蜜桃爱心')}`)).ok).toBe(true);
    expect(await cardNames(page)).toEqual(['蜜桃爱心', '星空物语', '萌猫贴贴']);

    // While the list changes: the fewest cards it shows, and whether the spinner covers it.
    await page.evaluate(() => {
      const seen = { fewest: Number.POSITIVE_INFINITY, spinner: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        seen.fewest = Math.min(seen.fewest, document.querySelectorAll('.template-card').length);
        seen.spinner ||= document.querySelector('.template-grid-spin.arco-spin-loading') !== null;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await showTab(page, false);
    await showTab(page, true);
    await expect.poll(() => cardNames(page)).toEqual(['星空物语 副本', '星空物语', '萌猫贴贴']);
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({ fewest: 3, spinner: false });
    expect(await ticked('萌猫贴贴').count()).toBe(1);
    await page.getByText('已选 1 个').waitFor();
    await page.getByText('共 3 个模板').waitFor();

    // Under 批量设置, which acts on the ticked templates, the list waits.
    await page.getByRole('button', { name: '批量设置' }).click();
    await page.locator('.arco-modal').filter({ hasText: '批量设置' }).waitFor();
    expect((await devApiReply(server, 'DELETE', `/api/design_templates/${await idOf('星空物语')}`)).ok).toBe(true);
    await networkSettled(e2e);
    const lists = () => server.requests.filter((line) => line.startsWith(`GET ${listPath}`)).length;
    const before = lists();
    await showTab(page, false);
    await showTab(page, true);
    await networkSettled(e2e);
    expect(lists()).toBe(before);
    expect(await cardNames(page)).toEqual(['星空物语 副本', '星空物语', '萌猫贴贴']);
  });

  // The designer itself is tested with the designer; here only that the grid opens it on the right template.
  it('编辑 on a template deleted in another tab: the error says so, and closing the designer drops its card', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await card(page, '星空物语').waitFor();
    const hot = (await groupsOf(server))[0]!;
    const templates = (await api<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${hot.id}`)).body;
    const starry = templates.find((template) => template.name === '星空物语')!;
    expect((await api(server, 'DELETE', `/api/design_templates/${starry.id}`)).status).toBeLessThan(300);
    await card(page, '星空物语').getByRole('button', { name: '编辑' }).click();
    await page.locator('.network-error-modal').getByText(`设计模板不存在: ${starry.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    const drawer = page.locator('.designer-drawer');
    await drawer.getByText('模板加载失败').waitFor();
    await drawer.locator('.arco-drawer-close-icon').click();
    await drawer.waitFor({ state: 'hidden' });
    await card(page, '星空物语').waitFor({ state: 'detached' });
  });

  it('opens the designer drawer from 编辑 on that template, and from 新增模板 on a new one', async () => {
    const { page, server } = e2e;
    await openScreen(page, server.url);
    await card(page, '星空物语').getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.designer-drawer');
    await drawer.waitFor();
    await drawer.locator('.designer-title', { hasText: '星空物语' }).waitFor();
    await drawer.locator('.arco-drawer-close-icon').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '新增模板' }).click();
    await page.locator('.designer-drawer').waitFor();
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_templates'))).toHaveLength(0);
  });
});
