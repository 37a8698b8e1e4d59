import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneBrand, PhoneModel } from '../../contract/catalogue';
import type { Factory, PhoneModelBinding } from '../../contract/erp';
import { callDevApi } from '../support/devApiCalls';
import { setUpErp } from '../support/erpDevApi';
import type { ConsoleServer } from '../support/consoleServer';
import { networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';

const e2e = useConsole();

async function brandNamed(server: ConsoleServer, name: string): Promise<PhoneBrand> {
  const brands = await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands');
  return brands.find((brand) => brand.name === name)!;
}

const bindingsOf = (server: ConsoleServer, factory: Factory, brand: PhoneBrand) =>
  callDevApi<PhoneModelBinding[]>(server, 'GET', `/api/erp/factory_phone_model_bindings?factoryId=${factory.id}&phoneBrandId=${brand.id}`);

async function modelsOf(server: ConsoleServer, brand: PhoneBrand): Promise<PhoneModel[]> {
  return callDevApi<PhoneModel[]>(server, 'GET', `/api/phone_brands/${brand.id}/phone_models`);
}

async function openTab(page: Page, server: ConsoleServer, factory: Factory, brand: PhoneBrand) {
  await openSignedIn(page, server.url, `/app/integrations/brand_model_binding?factoryId=${factory.id}&brandId=${brand.id}`);
  await expect.poll(() => page.locator('.model-binding-table .arco-table-tr').count()).toBeGreaterThan(3);
  // The screen's loads (bindings, factory models, the tutorial's progress) re-render it as they land.
  await networkSettled(e2e);
}

const row = (page: Page, model: string) => page.locator('.model-binding-table .arco-table-tr').filter({ has: page.getByText(model, { exact: true }) });
const reviewRow = (page: Page, model: string) =>
  page.locator('.auto-match-proposals .arco-table-tr').filter({ has: page.getByText(model, { exact: true }) });
const postsOfBindings = (server: ConsoleServer) => server.requests.filter((line) => line === 'POST /api/erp/factory_phone_model_bindings').length;

describe('机型绑定: the product models of a brand bound to the factory model codes', () => {
  it('asks for at least one model before matching', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'models' }))!;
    await openTab(page, server, factory, await brandNamed(server, '苹果'));
    const toasts = await recordToasts(page);
    await page.getByRole('button', { name: '自动匹配' }).click();
    await expect.poll(toasts).toContain('请至少选择一个机型');
    await expect(page.locator('.auto-match-review').count()).resolves.toBe(0);
  });

  it('auto-matches the ticked models, shows the proposals with their scores, and writes only what the seller accepts', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'models' }))!;
    const apple = await brandNamed(server, '苹果');
    // Not in the factory's list, but its Plus and 16e are: the spec's rule alone would pair them.
    await callDevApi(server, 'POST', `/api/phone_brands/${apple.id}/phone_models`, { name: 'iPhone 16' });
    await openTab(page, server, factory, apple);

    await page.locator('.model-binding-table .arco-table-th .arco-checkbox').click();
    await page.getByRole('button', { name: '自动匹配' }).click();
    const review = page.locator('.auto-match-review');
    await review.waitFor();

    // Each proposal with its factory model and score; the squeezed factory spelling matched exactly.
    await expect.poll(() => reviewRow(page, 'iPhone 15 Pro Max').innerText()).toMatch(/KM-AP-15PM[\s\S]*100%/);
    // The guard held iPhone 16 back and says why; nothing of it is ticked.
    await review.getByText(/暂不匹配的 \d+ 个/).waitFor();
    const held = page.locator('.auto-match-held .arco-table-tr').filter({ has: page.getByText('iPhone 16', { exact: true }) });
    await expect(held.innerText()).resolves.toMatch(/后缀不一致/);
    await expect(held.locator('.arco-checkbox-checked').count()).resolves.toBe(0);
    expect(postsOfBindings(server)).toBe(0);

    // The seller changes one proposal and leaves another out.
    await reviewRow(page, 'iPhone 13').locator('.arco-checkbox').click();
    const plus = reviewRow(page, 'iPhone 15 Plus');
    await plus.getByRole('button', { name: '修改' }).click();
    await plus.locator('.factory-model-select input').fill('KM-AP-14P ');
    await page.locator('.arco-select-option').filter({ hasText: /^KM-AP-14P\s/ }).first().click();

    const accept = review.getByRole('button', { name: /接受所选/ });
    await accept.dblclick();
    await review.getByText(/已绑定 \d+ 个/).first().waitFor();

    const models = await modelsOf(server, apple);
    const idOf = (name: string) => models.find((model) => model.name === name)!.id;
    const bindings = await bindingsOf(server, factory, apple);
    const code = (name: string) => bindings.find((entry) => entry.phoneModelId === idOf(name))?.erpPhoneModelCode;
    expect(code('iPhone 15 Pro Max')).toBe('KM-AP-15PM');
    expect(code('iPhone 15 Plus')).toBe('KM-AP-14P');
    expect(code('iPhone 13')).toBeUndefined();
    expect(code('iPhone 16')).toBeUndefined();
    // One write per accepted model, however often the button was pressed.
    expect(postsOfBindings(server)).toBe(bindings.length);

    await review.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => row(page, 'iPhone 15 Pro Max').innerText()).toContain('KM-AP-15PM');
    await expect(row(page, 'iPhone 13').innerText()).resolves.toContain('未绑定');
  });

  it('holds back a factory name whose glued number the catalogue holds two ways, saying both, though one model was ticked', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'models' }))!;
    const xiaomi = await brandNamed(server, '小米');
    // The factory writes the Redmi 12 5G '红米125G'; this catalogue also has a 'Redmi 125G'.
    for (const name of ['Redmi 12 5G', 'Redmi 125G']) await callDevApi(server, 'POST', `/api/phone_brands/${xiaomi.id}/phone_models`, { name });
    await openTab(page, server, factory, xiaomi);

    await row(page, 'Redmi 12 5G').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '自动匹配' }).click();
    await page.locator('.auto-match-review').getByText('因数字连写有两种读法而暂不匹配的 1 个（请核对后再勾选）').waitFor();
    const held = page.locator('.auto-match-held .arco-table-tr').filter({ has: page.getByText('Redmi 12 5G', { exact: true }) });
    await expect(held.innerText()).resolves.toMatch(/KM-RM-125G[\s\S]*数字连写，可读作 125g 或 12 5g/);
    await expect(held.locator('.arco-checkbox-checked').count()).resolves.toBe(0);

    // The held-back list folds and unfolds with reduced motion too (the suite's pages ask for it): Arco's
    // Collapse ends each on its transition's end.
    const heading = page.locator('.auto-match-review .arco-collapse-item-header', { hasText: '因数字连写有两种读法而暂不匹配的 1 个' });
    await heading.click();
    await held.waitFor({ state: 'hidden' });
    await heading.click();
    await held.waitFor();
    await expect.poll(() => page.locator('.auto-match-review .arco-collapse-item-content').evaluate((element) => element.style.height)).toBe('auto');
  });

  it('binds, changes and deletes one model by hand', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'models' }))!;
    const huawei = await brandNamed(server, '华为');
    await openTab(page, server, factory, huawei);
    const toasts = await recordToasts(page);

    await row(page, 'Mate 60 Pro').getByRole('button', { name: '绑定' }).click();
    const modal = page.locator('.arco-modal').filter({ hasText: '绑定工厂机型：Mate 60 Pro' });
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请选择工厂机型').waitFor();
    await modal.locator('.factory-model-select').click();
    await modal.locator('.factory-model-select input').fill('mate60 pro');
    await page.locator('.arco-select-option').filter({ hasText: /华为 Mate60 Pro$/ }).click();
    await modal.getByRole('button', { name: '保存' }).dblclick();
    await expect.poll(toasts).toContain('已绑定');
    await expect.poll(() => row(page, 'Mate 60 Pro').innerText()).toMatch(/华为 Mate60 Pro/);
    expect(postsOfBindings(server)).toBe(1);

    await row(page, 'Mate 60 Pro').getByRole('button', { name: '修改' }).click();
    const change = page.locator('.arco-modal').filter({ hasText: '修改工厂机型：Mate 60 Pro' });
    await change.locator('.factory-model-select').click();
    await change.locator('.factory-model-select input').fill('Mate60Pro+');
    // The Pro+ for a Mate 60 Pro is another phone: it is marked, and still the seller's to choose.
    const plus = page.locator('.arco-select-option').filter({ hasText: /华为Mate60Pro\+/ });
    await expect(plus.locator('.near-miss-tag').innerText()).resolves.toBe('相近机型');
    await plus.click();
    await change.getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('已修改');
    await expect.poll(() => row(page, 'Mate 60 Pro').innerText()).toMatch(/华为Mate60Pro\+/);

    await row(page, 'Mate 60 Pro').getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-modal').filter({ hasText: '删除绑定' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(toasts).toContain('已删除');
    await expect.poll(() => row(page, 'Mate 60 Pro').innerText()).toContain('未绑定');
    expect(await bindingsOf(server, factory, huawei)).toEqual([]);
  });

  it('never replaces, nor deletes, a binding another tab changed meanwhile: it says what is bound now', async () => {
    const { page, server } = e2e;
    const factory = (await setUpErp(server, { upTo: 'models' }))!;
    const apple = await brandNamed(server, '苹果');
    await openTab(page, server, factory, apple);
    const toasts = await recordToasts(page);
    const iphone14 = (await modelsOf(server, apple)).find((model) => model.name === 'iPhone 14')!;
    // Another tab binds iPhone 14 while this one still shows it unbound.
    await callDevApi(server, 'POST', '/api/erp/factory_phone_model_bindings', { factoryId: factory.id, phoneModelId: iphone14.id, erpPhoneModelCode: 'KM-AP-14' });
    expect(await row(page, 'iPhone 14').innerText()).toContain('未绑定');

    await row(page, 'iPhone 14').getByRole('button', { name: '绑定' }).click();
    const modal = page.locator('.arco-modal').filter({ hasText: '绑定工厂机型：iPhone 14' });
    await modal.locator('.factory-model-select').click();
    await modal.locator('.factory-model-select input').fill('KM-AP-14PL');
    await page.locator('.arco-select-option').filter({ hasText: /^KM-AP-14PL\s/ }).click();
    await modal.getByRole('button', { name: '保存' }).click();
    await expect.poll(toasts).toContain('该机型已在别处绑定为 KM-AP-14，请刷新后再改');
    await expect.poll(() => row(page, 'iPhone 14').innerText()).toContain('KM-AP-14');
    const code = async () => (await bindingsOf(server, factory, apple)).find((entry) => entry.phoneModelId === iphone14.id)?.erpPhoneModelCode;
    expect(await code()).toBe('KM-AP-14');

    // Another tab deletes it; this one's 删除 says it is gone and shows it so.
    await callDevApi(server, 'DELETE', `/api/erp/factory_phone_model_bindings/${factory.id}/${iphone14.id}`);
    await row(page, 'iPhone 14').getByRole('button', { name: '删除' }).click();
    await page.locator('.arco-modal').filter({ hasText: '删除绑定' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(toasts).toContain('该机型未绑定该工厂的机型编码');
    await expect.poll(() => row(page, 'iPhone 14').innerText()).toContain('未绑定');
    expect(await page.locator('.arco-modal').filter({ hasText: '网络请求错误' }).count()).toBe(0);
    expect(await code()).toBeUndefined();
  });
});
