// 重新同步机型 (spec 3 §4 after the first sync): a new sync task for a factory that has models, its progress
// like the first sync's, the models it brought listed after, the bindings kept, 同步失败 on failure, and one
// task however often the button is pressed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneBrand } from '../../contract/catalogue';
import type { Factory, PhoneModelBinding } from '../../contract/erp';
import { callDevApi } from '../support/devApiCalls';
import { configureErpSync, MAIN_FACTORY_NAME, setUpErp } from '../support/erpDevApi';
import { networkSettled, openSignedIn, recordStatusTexts, recordToasts, useConsole } from './fixtures';

const e2e = useConsole();
const POLL = { timeout: 15_000 };
/** The model the dev API's main factory adds on a sync after the first (adapters/mock/devApi/erp/erpSeed.ts). */
const LATER_MODEL = '华为 Mate80 Pro';

const syncStarts = () => e2e.server.requests.filter((request) => request === 'POST /api/erp/factory_phone_models/sync_task').length;
const drawer = (page: Page) => page.locator('.factory-models-drawer');
const syncFailedDialog = (page: Page) => page.locator('.arco-modal:visible', { has: page.getByText('同步失败', { exact: true }) });
const modelsTotal = async (page: Page) => Number((await drawer(page).getByText(/^共 \d+ 个机型$/).innerText()).match(/\d+/)![0]);

async function allBindings(factory: Factory): Promise<PhoneModelBinding[]> {
  const brands = await callDevApi<PhoneBrand[]>(e2e.server, 'GET', '/api/phone_brands');
  const lists = await Promise.all(
    brands.map((brand) =>
      callDevApi<PhoneModelBinding[]>(e2e.server, 'GET', `/api/erp/factory_phone_model_bindings?factoryId=${factory.id}&phoneBrandId=${brand.id}`),
    ),
  );
  return lists.flat();
}

async function openDrawer(page: Page): Promise<void> {
  await openSignedIn(page, e2e.server.url, '/app/integrations/factories');
  const row = page.locator('.factories-tab .arco-table tbody tr').filter({ has: page.getByText(MAIN_FACTORY_NAME, { exact: true }) });
  await row.getByRole('button', { name: '查看机型' }).click();
  await drawer(page).locator('.arco-table').waitFor();
}

describe('重新同步机型', () => {
  it('syncs a factory that has models again: progress, the list kept meanwhile, the new model after, the bindings untouched', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'bound' })) as Factory;
    const bindings = await allBindings(factory);
    expect(bindings.length).toBeGreaterThan(10);
    await configureErpSync(server, { durationMs: 2000 });
    await openDrawer(page);
    const before = await modelsTotal(page);
    await drawer(page).getByPlaceholder('搜索机型编码或名称').fill('mate80');
    await drawer(page).getByText('没有匹配的机型').waitFor();
    await drawer(page).getByPlaceholder('搜索机型编码或名称').fill('');

    const statuses = await recordStatusTexts(page);
    const toasts = await recordToasts(page);
    await drawer(page).getByRole('button', { name: '重新同步机型' }).click();
    // The progress, over the list still shown (the factory keeps its models until the task is done).
    await drawer(page).getByRole('status').getByText('正在从工厂ERP同步机型…').waitFor();
    expect(await drawer(page).locator('.arco-table tbody tr').count()).toBeGreaterThan(0);

    await expect.poll(toasts, POLL).toContain(`机型已同步，共 ${before + 1} 个，新增 1 个`);
    await expect.poll(() => drawer(page).getByRole('status').count()).toBe(0);
    expect(await modelsTotal(page)).toBe(before + 1);
    expect((await statuses()).some((text) => text.includes('正在从工厂ERP同步机型…'))).toBe(true);
    await drawer(page).getByPlaceholder('搜索机型编码或名称').fill('ＭＡＴＥ８０');
    await expect.poll(() => drawer(page).locator('.arco-table tbody tr').first().innerText()).toMatch(new RegExp(`KM-HW-M80P\\s+${LATER_MODEL}`));
    expect(syncStarts()).toBe(1);
    expect(await allBindings(factory)).toEqual(bindings);
  });

  it('starts one task for a double click, from 机型绑定 too, the models from before still bindable meanwhile', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'models' })) as Factory;
    const brands = await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands');
    const huawei = brands.find((brand) => brand.name === '华为')!;
    // A task that outlasts the test: the second click lands while the first task runs.
    await configureErpSync(server, { durationMs: 600_000 });
    await openSignedIn(page, server.url, `/app/integrations/brand_model_binding?factoryId=${factory.id}&brandId=${huawei.id}`);
    const resync = page.locator('.binding-toolbar').getByRole('button', { name: '重新同步机型' });
    await expect.poll(() => resync.isEnabled()).toBe(true);

    await resync.dblclick();
    await page.getByRole('status').getByText('正在从工厂ERP同步机型…').waitFor();
    await networkSettled(e2e);
    expect(syncStarts()).toBe(1);
    // While it runs the button stays refused, and the models from before stay bindable.
    await resync.click({ force: true });
    await networkSettled(e2e);
    expect(syncStarts()).toBe(1);
    const row = page.locator('.model-binding-table .arco-table-tr').filter({ has: page.getByText('Mate 60 Pro', { exact: true }) });
    expect(await row.getByRole('button', { name: '绑定' }).isEnabled()).toBe(true);
  });

  it('a re-sync that fails shows 同步失败 with the ERP’s message and keeps the list; 重试 syncs again', async () => {
    const { page, server } = e2e;
    await setUpErp(server, { upTo: 'models' });
    await configureErpSync(server, { durationMs: 1000, failNext: 1, errorMessage: '工厂ERP接口超时，请稍后重试' });
    await openDrawer(page);
    const before = await modelsTotal(page);
    const toasts = await recordToasts(page);

    await drawer(page).getByRole('button', { name: '重新同步机型' }).click();
    const failed = syncFailedDialog(page);
    await failed.getByText('工厂ERP接口超时，请稍后重试').waitFor(POLL);
    await failed.getByRole('button', { name: '关闭' }).click();
    await drawer(page).getByText('机型同步失败：工厂ERP接口超时，请稍后重试').waitFor();
    expect(await modelsTotal(page)).toBe(before);

    await drawer(page).getByRole('button', { name: '重试' }).click();
    await expect.poll(toasts, POLL).toContain(`机型已同步，共 ${before + 1} 个，新增 1 个`);
    expect(await modelsTotal(page)).toBe(before + 1);
    expect(syncStarts()).toBe(2);
  });
});
