import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTemplate } from '../../contract/templates';
import { callDevApi } from '../support/devApiCalls';
import { openSignedIn, useConsole } from './fixtures';
import { idsByName, mode, pick, settingDialog, shopNamed } from './customizationPage';

/** 单个模板 (spec 3 §4): the merchant picks the one template by how it looks, so each option shows its thumbnail. */
const e2e = useConsole();
const GROUP = '热门模板';

async function groupTemplates(): Promise<Omit<DesignTemplate, 'layers'>[]> {
  const groups = await idsByName(e2e.server, '/api/design_template_collections');
  return callDevApi(e2e.server, 'GET', `/api/design_templates?collectionId=${groups.get(GROUP)!}`);
}

/** Each option of the open template list: its name, its thumbnail's address, and whether that picture loaded. */
async function shownOptions(page: Page) {
  const popup = page.locator('.customization-template-options:visible');
  await popup.locator('.arco-select-option').first().waitFor();
  return popup.locator('.arco-select-option').evaluateAll((options) =>
    options.map((option) => {
      const image = option.querySelector<HTMLImageElement>('.customization-template-thumb img');
      return {
        name: option.querySelector('.customization-template-name')?.textContent ?? '',
        src: image?.getAttribute('src') ?? null,
        loaded: image ? image.complete && image.naturalWidth > 0 : false,
      };
    }),
  );
}

/** Picks the group, checks every template's option shows its own thumbnail, searches and picks one by name. */
async function pickTemplateSeeingThumbnails(page: Page, scope: Locator): Promise<void> {
  const templates = await groupTemplates();
  expect(templates.length).toBeGreaterThan(1);
  expect(templates.every((template) => template.thumbnail !== null)).toBe(true);
  await mode(scope, '单个模板');
  await pick(page, scope.locator('.customization-single-group .arco-select'), GROUP);

  const select = scope.locator('.customization-template .arco-select');
  await select.locator('.arco-select-view').click();
  await expect
    .poll(() => shownOptions(page))
    .toEqual(templates.map((template) => ({ name: template.name, src: template.thumbnail!.url, loaded: true })));

  // The search is by name, and the chosen value reads as the name alone.
  const wanted = templates[1]!;
  await page.keyboard.type(wanted.name);
  await expect.poll(async () => (await shownOptions(page)).map((option) => option.name)).toEqual([wanted.name]);
  await page.locator('.customization-template-options:visible .arco-select-option').first().click();
  await expect.poll(() => select.locator('.arco-select-view-value').innerText()).toBe(wanted.name);
  expect(await select.locator('.arco-select-view img').count()).toBe(0);
}

describe('单个模板 shows each template’s thumbnail', () => {
  it('in the SKU setting dialog', async () => {
    const { page, server } = e2e;
    const shop = await shopNamed(server, '壳美定制旗舰店');
    await openSignedIn(page, server.url, `/app/sku_customization_setting?shopId=${shop.id}`);
    await page.locator('.product-table tbody tr').first().locator('.product-configure').click();
    await pickTemplateSeeingThumbnails(page, settingDialog(page));
  });

  it('in the link generate form, at 1024 × 640', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openSignedIn(page, server.url, '/app/sku_customization_urls_setting/generate');
    await pickTemplateSeeingThumbnails(page, page.locator('.customization-link-form'));
  });
});
