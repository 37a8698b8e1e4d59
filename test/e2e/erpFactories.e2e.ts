import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ErpIntegration, Factory } from '../../contract/erp';
import { formatDateTime } from '../../src/lib/dateTime';
import { callDevApi } from '../support/devApiCalls';
import { configureErpSync, MAIN_FACTORY_NAME, setUpErp, type ErpSyncSettings } from '../support/erpDevApi';
import { networkSettled, openSignedIn, recordStatusTexts, recordToasts, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';

const e2e = useConsole();
const POLL = { timeout: 15_000 };
const NARROW = { width: 1024, height: 640 };
const MAIN_FACTORY = MAIN_FACTORY_NAME;
/** Where the 1024 × 640 screenshots go, to be looked at (not compared): outside the repository. */
const SHOTS = join(tmpdir(), 'erp-e2e-screens');

const calls = (method: string, path: string) => e2e.server.requests.filter((request) => request.split('?')[0] === `${method} ${path}`);
/** The GETs of the phone model sync task: of one factory, or of any. */
const syncTaskReads = (factoryId?: string) =>
  e2e.server.requests.filter(
    (request) =>
      request.startsWith('GET /api/erp/factory_phone_models/sync_task?') && (factoryId === undefined || new RegExp(`[?&]factoryId=${factoryId}(&|$)`).test(request)),
  ).length;

const integrate = () => setUpErp(e2e.server, { upTo: 'key' });
const integrateWithFactories = () => setUpErp(e2e.server, { upTo: 'factories' });
/** How the simulated ERP's next phone model sync tasks behave. */
const configureSync = (settings: ErpSyncSettings) => configureErpSync(e2e.server, settings);

async function openTab(page: Page, tab = 'factories'): Promise<void> {
  await openSignedIn(page, e2e.server.url, `/app/integrations/${tab}`);
}

const factoryRows = (page: Page) => page.locator('.factories-tab .arco-table tbody tr');
const factoryRow = (page: Page, name: string) => factoryRows(page).filter({ has: page.getByText(name, { exact: true }) });
const drawer = (page: Page) => page.locator('.factory-models-drawer');
const syncFailedDialog = (page: Page) => page.locator('.arco-modal:visible', { has: page.getByText('同步失败', { exact: true }) });

async function openModels(page: Page, factory = MAIN_FACTORY): Promise<void> {
  await factoryRow(page, factory).getByRole('button', { name: '查看机型' }).click();
  await drawer(page).getByText(`${factory} · 机型`).waitFor();
}

describe('工厂对接: the tutorial and the key (spec 3 §2, §5)', () => {
  it('asks for a key (请输入key for nothing and for spaces), saves it trimmed, then shows the three tabs', async () => {
    const { page } = e2e;
    await openTab(page);
    const tutorial = page.getByTestId('erp-tutorial');
    await tutorial.getByRole('heading', { name: '接入工厂ERP' }).waitFor();
    await expect.poll(() => tutorial.locator('.arco-steps-item-title').allInnerTexts()).toEqual(['授权key', '绑定品牌、机型和材质', '推送订单']);
    expect(await page.locator('.arco-tabs').count()).toBe(0);

    const save = page.getByRole('button', { name: '保存key' });
    await save.click();
    await page.getByText('请输入key', { exact: true }).waitFor();
    await page.getByPlaceholder('粘贴工厂ERP提供的key').fill('    ');
    await save.click();
    await page.getByText('请输入key', { exact: true }).waitFor();
    await networkSettled(e2e);
    expect(calls('POST', '/api/erp/integrations')).toHaveLength(0);

    const toasts = await recordToasts(page);
    await page.getByPlaceholder('粘贴工厂ERP提供的key').fill('  KEY-abcdef123456  ');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/erp/integrations');
    await save.click();
    expect((await sent).postDataJSON()).toEqual({ erp: 1, apiAccessToken: 'KEY-abcdef123456' });

    await page.getByRole('tab', { name: '工厂' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['工厂', '机型绑定', '材质绑定']);
    await page.getByText('当前key：********3456').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/integrations/factories');
    expect(await toasts()).toContain('已保存');
    const stored = await callDevApi<ErpIntegration[]>(e2e.server, 'GET', '/api/erp/integrations');
    expect(stored).toHaveLength(1);

    // 修改key: the same rules, trimmed too.
    await page.getByRole('button', { name: '修改key' }).click();
    const modal = page.locator('.arco-modal:visible');
    await modal.getByPlaceholder('粘贴工厂ERP提供的key').fill('   ');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请输入key', { exact: true }).waitFor();
    await modal.getByPlaceholder('粘贴工厂ERP提供的key').fill(' NEW-key-99998888 ');
    const changed = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/erp/integrations/'));
    await modal.getByRole('button', { name: '保存' }).click();
    expect((await changed).postDataJSON()).toEqual({ apiAccessToken: 'NEW-key-99998888' });
    await page.getByText('当前key：********8888').waitFor();
    expect(await toasts()).toContain('已修改');
  });
});

describe('工厂 tab: the factory list and 同步 (spec 3 §2, §8)', () => {
  it('tells the seller to press 同步, shows 同步失败 with the error, then 同步成功 and the factories', async () => {
    const { page, server } = e2e;
    await integrate();
    await openTab(page);
    await page.getByText('还没有工厂，点击“同步”从工厂ERP获取工厂列表').waitFor();

    server.devApi.faults.add({ method: 'POST', path: '/api/erp/factories/sync', status: 500, body: { message: '工厂ERP暂时无法访问' }, times: 1 });
    await page.getByRole('button', { name: '同步' }).click();
    const failed = syncFailedDialog(page);
    await failed.getByText('工厂ERP暂时无法访问').waitFor();
    // The dialog of the call itself, not the generic error modal on top of it.
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    await failed.getByRole('button').last().click();
    await expect.poll(() => syncFailedDialog(page).count(), POLL).toBe(0);
    expect(await factoryRows(page).filter({ hasText: '深圳' }).count()).toBe(0);

    const toasts = await recordToasts(page);
    // A slow ERP and a double click: one sync. The sync is held until both clicks are in (the failed one above is the first call).
    hold(server, { method: 'POST', path: '/api/erp/factories/sync', times: 1 });
    await page.getByRole('button', { name: '同步' }).dblclick();
    await untilArrived(server, 'POST', /^\/api\/erp\/factories\/sync$/, 2);
    expect(calls('POST', '/api/erp/factories/sync')).toHaveLength(2);
    await releaseHeld(server);
    await factoryRow(page, MAIN_FACTORY).waitFor();
    await networkSettled(e2e);
    expect(calls('POST', '/api/erp/factories/sync')).toHaveLength(2);
    expect(await toasts()).toContain('同步成功');

    const factories = await callDevApi<Factory[]>(server, 'GET', '/api/erp/factories');
    expect(factories.length).toBeGreaterThan(1);
    for (const factory of factories) {
      const cells = await factoryRow(page, factory.name).locator('td').allInnerTexts();
      expect(cells.map((cell) => cell.trim())).toEqual([factory.name, formatDateTime(factory.createdAt), '查看机型']);
    }
  });
});

describe("A factory's phone models (spec 3 §4)", () => {
  it('a sync that fails (the message, then 未知错误) and then succeeds on 重试, with its progress shown meanwhile', async () => {
    const { page } = e2e;
    await integrateWithFactories();
    await configureSync({ durationMs: 3000, failNext: 1, errorMessage: '工厂ERP接口超时，请稍后重试' });
    await openTab(page);
    const statuses = await recordStatusTexts(page);
    await openModels(page);

    const progress = drawer(page).getByRole('status');
    await progress.getByText('正在从工厂ERP同步机型…').waitFor();
    await progress.getByText('同步可能需要几分钟，期间可以继续使用本页面和其他页面。').waitFor();
    await progress.getByText(/已用时 0:0\d/).waitFor();

    const failed = syncFailedDialog(page);
    await failed.getByText('工厂ERP接口超时，请稍后重试').waitFor(POLL);
    await page.screenshot({ path: join(SHOTS, 'erp-models-sync-failed.png') });
    expect((await statuses()).some((text) => /已完成 \d+%/.test(text))).toBe(true);

    await configureSync({ failNext: 1, errorMessage: null });
    await failed.getByRole('button', { name: '重试' }).click();
    await drawer(page).getByRole('status').waitFor();
    await syncFailedDialog(page).getByText('未知错误', { exact: true }).waitFor(POLL);
    // Closed, the failure stays on the drawer with its own 重试.
    await syncFailedDialog(page).getByRole('button', { name: '关闭' }).click();
    await drawer(page).getByText('机型同步失败：未知错误').waitFor();

    await drawer(page).getByRole('button', { name: '重试' }).click();
    await drawer(page).getByRole('status').waitFor();
    const table = drawer(page).locator('.arco-table');
    await table.waitFor(POLL);
    await drawer(page).getByText(/^共 \d+ 个机型$/).waitFor();
    const total = Number((await drawer(page).getByText(/^共 \d+ 个机型$/).innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThan(300);
    expect(calls('POST', '/api/erp/factory_phone_models/sync_task')).toHaveLength(3);

    // Searchable by code or name.
    const first = (await table.locator('tbody tr').first().locator('td').allInnerTexts()).map((cell) => cell.trim());
    await drawer(page).getByPlaceholder('搜索机型编码或名称').fill(first[0]!.toLowerCase());
    await expect.poll(async () => (await table.locator('tbody tr').first().locator('td').allInnerTexts()).map((cell) => cell.trim()), POLL).toEqual(first);
    await drawer(page).getByPlaceholder('搜索机型编码或名称').fill('没有这样的机型');
    await drawer(page).getByText('没有匹配的机型').waitFor();

    // Synced once: opening it again lists the models without another task.
    await page.keyboard.press('Escape');
    await openModels(page);
    await drawer(page).locator('.arco-table').waitFor();
    await networkSettled(e2e);
    expect(calls('POST', '/api/erp/factory_phone_models/sync_task')).toHaveLength(3);
  });

  it('a sync that brings no models says so and is not started again', async () => {
    const { page } = e2e;
    await integrateWithFactories();
    await configureSync({ durationMs: 1500 });
    await openTab(page);
    await openModels(page, '义乌快印小厂');
    await drawer(page).getByRole('status').waitFor();
    await drawer(page).getByText('该工厂还没有机型').waitFor(POLL);
    await networkSettled(e2e, 1500);
    expect(calls('POST', '/api/erp/factory_phone_models/sync_task')).toHaveLength(1);
  });

  it('stops polling when the drawer closes and when the seller leaves the page', async () => {
    const { page } = e2e;
    await integrateWithFactories();
    const factories = await callDevApi<Factory[]>(e2e.server, 'GET', '/api/erp/factories');
    const main = factories.find((factory) => factory.name === MAIN_FACTORY)!;
    const other = factories.find((factory) => factory.name !== MAIN_FACTORY)!;
    await configureSync({ durationMs: 600_000 });
    await openTab(page);

    await openModels(page);
    await expect.poll(() => syncTaskReads(), POLL).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).locator('.arco-drawer:visible').count(), POLL).toBe(0);
    // Quiet for longer than two poll intervals: nothing polls any more.
    await networkSettled(e2e, 2500);
    const afterClose = syncTaskReads();
    await networkSettled(e2e, 2500);
    expect(syncTaskReads()).toBe(afterClose);

    // Opened again, it joins the task still running rather than starting another, and polls again.
    await openModels(page);
    await drawer(page).getByRole('status').waitFor();
    await expect.poll(() => syncTaskReads(), POLL).toBeGreaterThanOrEqual(afterClose + 2);

    // Another factory's models: the first factory's poll stops, the other's runs.
    // The drawer covers the action column: the factory's name opens it as well.
    await factoryRow(page, other.name).getByRole('button', { name: other.name }).click();
    await drawer(page).getByText(`${other.name} · 机型`).waitFor();
    await expect.poll(() => syncTaskReads(other.id), POLL).toBeGreaterThanOrEqual(2);
    const mainReads = syncTaskReads(main.id);
    await expect.poll(() => syncTaskReads(other.id), POLL).toBeGreaterThanOrEqual(4);
    expect(syncTaskReads(main.id)).toBe(mainReads);
    // The drawer has no mask: the page stays usable while a sync runs, its menu included.
    await page.locator('.shell-sider .arco-menu-item', { hasText: '店铺设置' }).click();
    await page.waitForURL(/\/app\/setting/);
    await networkSettled(e2e, 2500);
    const afterLeaving = syncTaskReads();
    await networkSettled(e2e, 2500);
    expect(syncTaskReads()).toBe(afterLeaving);
  });

  it('looks right in a 1024 × 640 window, syncing and listed', async () => {
    const { page } = e2e;
    await page.setViewportSize(NARROW);
    await integrateWithFactories();
    await configureSync({ durationMs: 4000 });
    await openTab(page);
    await factoryRow(page, MAIN_FACTORY).waitFor();
    await page.screenshot({ path: join(SHOTS, 'erp-factories-1024.png') });

    await openModels(page);
    await drawer(page).getByRole('status').getByText(/已完成 \d+%/).waitFor(POLL);
    // Polled: the drawer slides in from the right.
    const rightEdge = async () => {
      const box = await drawer(page).getByRole('status').boundingBox();
      return box!.x + box!.width;
    };
    await expect.poll(rightEdge, POLL).toBeLessThanOrEqual(NARROW.width);
    await page.screenshot({ path: join(SHOTS, 'erp-models-syncing-1024.png') });

    await drawer(page).locator('.arco-table').waitFor(POLL);
    await page.screenshot({ path: join(SHOTS, 'erp-models-1024.png') });
    const pager = await drawer(page).locator('.arco-pagination').boundingBox();
    expect(pager!.y + pager!.height).toBeLessThanOrEqual(NARROW.height);
  });
});
