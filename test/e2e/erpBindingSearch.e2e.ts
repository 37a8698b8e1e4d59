// 机型绑定's search for a factory model (spec 3 §5's reading of names): spaces, case and full width aside,
// the exact model first, and the near misses marked 相近机型 so the wrong code is not bound by accident.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneBrand } from '../../contract/catalogue';
import type { Factory } from '../../contract/erp';
import { callDevApi } from '../support/devApiCalls';
import { setUpErp } from '../support/erpDevApi';
import { networkSettled, openSignedIn, useConsole } from './fixtures';

const e2e = useConsole();
const NARROW = { width: 1024, height: 640 };

async function openBindModal(page: Page, model: string): Promise<void> {
  const { server } = e2e;
  const factory = (await setUpErp(server, { upTo: 'models' })) as Factory;
  const brands = await callDevApi<PhoneBrand[]>(server, 'GET', '/api/phone_brands');
  const huawei = brands.find((brand) => brand.name === '华为')!;
  await openSignedIn(page, server.url, `/app/integrations/brand_model_binding?factoryId=${factory.id}&brandId=${huawei.id}`);
  const row = page.locator('.model-binding-table .arco-table-tr').filter({ has: page.getByText(model, { exact: true }) });
  await row.waitFor();
  // The screen's loads (bindings, factory models, the tutorial's progress) re-render it as they land: the
  // click waits for them to end, as a merchant's eye waits for the list to stop moving.
  await networkSettled(e2e);
  await row.getByRole('button', { name: '绑定' }).click();
  await bindModal(page, model).locator('.factory-model-select').click();
}

const bindModal = (page: Page, model: string) => page.locator('.arco-modal').filter({ hasText: `绑定工厂机型：${model}` });
const options = (page: Page) => page.locator('.arco-select-popup:visible .arco-select-option');
const optionTexts = async (page: Page) => (await options(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

async function search(page: Page, model: string, text: string): Promise<void> {
  await bindModal(page, model).locator('.factory-model-select input').fill(text);
}

describe('机型绑定: searching the factory’s models', () => {
  it('"60pro" finds 华为 Mate60 Pro, first; full width and any case find it too; its Pro+ is marked 相近机型', async () => {
    const { page } = e2e;
    await page.setViewportSize(NARROW);
    await openBindModal(page, 'Mate 60 Pro');

    // Opened for Mate 60 Pro, before anything is typed: its best match first, the near misses right after.
    await expect.poll(() => optionTexts(page).then((texts) => texts[0])).toBe('KM-HW-M60P 华为 Mate60 Pro');
    expect((await optionTexts(page)).slice(1, 3)).toEqual(['KM-HW-M60PP 华为Mate60Pro+ 相近机型', 'KM-HW-M60 HUAWEI Mate 60 相近机型']);

    await search(page, 'Mate 60 Pro', '60pro');
    await expect.poll(() => optionTexts(page).then((texts) => texts[0])).toBe('KM-HW-M60P 华为 Mate60 Pro');
    const texts = await optionTexts(page);
    expect(texts).toContain('KM-HW-M60PP 华为Mate60Pro+ 相近机型');
    const plus = options(page).filter({ hasText: '华为Mate60Pro+' });
    await expect(plus.locator('.near-miss-tag').getAttribute('title')).resolves.toBe('注意：多了“+/Plus”，不是同一机型');
    await expect(options(page).first().locator('.near-miss-tag').count()).resolves.toBe(0);
    await page.screenshot({ path: '/tmp/h-erp-shots/binding-search-60pro-1024.png' });

    for (const typed of ['ＭＡＴＥ６０　ＰＲＯ', 'mate60PRO', 'MATE 60 pro', 'Ｍａｔｅ６０ｐｒｏ']) {
      await search(page, 'Mate 60 Pro', typed);
      await expect.poll(() => optionTexts(page).then((found) => found[0]), { timeout: 5000 }).toBe('KM-HW-M60P 华为 Mate60 Pro');
    }
    // "ＭＡＴＥ６０" is HUAWEI Mate 60 exactly: it comes first, marked, since Mate 60 Pro is being bound.
    await search(page, 'Mate 60 Pro', 'ＭＡＴＥ６０');
    await expect.poll(() => optionTexts(page).then((found) => found[0])).toBe('KM-HW-M60 HUAWEI Mate 60 相近机型');
    expect(await optionTexts(page)).toContain('KM-HW-M60P 华为 Mate60 Pro');
    await expect(options(page).first().locator('.near-miss-tag').getAttribute('title')).resolves.toBe('注意：少了“Pro”，不是同一机型');

    // Chosen, the model is named in the select and saved.
    await search(page, 'Mate 60 Pro', '60pro');
    await options(page).first().click();
    const modal = bindModal(page, 'Mate 60 Pro');
    await expect.poll(() => modal.locator('.factory-model-select').innerText()).toMatch(/KM-HW-M60P\s+华为 Mate60 Pro/);
    await modal.getByRole('button', { name: '保存' }).click();
    const row = page.locator('.model-binding-table .arco-table-tr').filter({ has: page.getByText('Mate 60 Pro', { exact: true }) });
    await expect.poll(() => row.innerText()).toMatch(/KM-HW-M60P\s/);
  });

  it('marks the Pro+ when "Mate60 Pro" is typed and says nothing is there for what no model is', async () => {
    const { page } = e2e;
    await openBindModal(page, 'Mate 60');
    await search(page, 'Mate 60', 'Mate60 Pro');
    await expect.poll(() => optionTexts(page).then((texts) => texts[0])).toBe('KM-HW-M60P 华为 Mate60 Pro 相近机型');
    await expect(options(page).first().locator('.near-miss-tag').getAttribute('title')).resolves.toBe('注意：多了“Pro”，不是同一机型');
    await expect(options(page).filter({ hasText: '华为Mate60Pro+' }).locator('.near-miss-tag').getAttribute('title')).resolves.toBe(
      '注意：多了“+/Plus”、“Pro”，不是同一机型',
    );
    await search(page, 'Mate 60', '小米 mate60');
    await expect.poll(() => options(page).count()).toBe(0);
  });
});
