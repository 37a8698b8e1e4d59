import type { Locator, Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';

/** What the customization end-to-end files share: the setting form's fields, Arco selects, the dev API's records. */

export const settingDialog = (page: Page) => page.locator('.customization-setting-modal');

/** Opens an Arco select and clicks an option by its exact text; a multiple select stays open, so Escape closes it. */
export async function pick(page: Page, select: Locator, ...labels: string[]): Promise<void> {
  await select.locator('.arco-select-view').click();
  for (const label of labels) {
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText(label, { exact: true }).click();
  }
  if ((await select.getAttribute('class'))?.includes('arco-select-multiple')) await page.keyboard.press('Escape');
}

/** The labels of the options an open-able select offers. */
export async function optionsOf(page: Page, select: Locator): Promise<string[]> {
  await select.locator('.arco-select-view').click();
  const popup = page.locator('.arco-select-popup:visible');
  await popup.locator('.arco-select-option').first().waitFor();
  const labels = await popup.locator('.arco-select-option').allInnerTexts();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  return labels.map((label) => label.trim());
}

/** The chosen tags of a multiple select. */
export async function tagsOf(select: Locator): Promise<string[]> {
  return (await select.locator('.arco-tag').allInnerTexts()).map((text) => text.trim());
}

export const mode = (scope: Locator, label: string) => scope.locator('.customization-mode').getByText(label, { exact: true }).click();

export const switchOf = (scope: Locator, label: string) =>
  scope.locator('.customization-switch', { hasText: label }).getByRole('switch');

export const brandRow = (scope: Locator, index: number) => scope.locator('.customization-brand-row').nth(index);

export interface DevShop {
  id: string;
  name: string;
  type: number;
}

export async function shopNamed(server: ConsoleServer, name: string): Promise<DevShop> {
  const shops = await callDevApi<DevShop[]>(server, 'GET', '/api/shops');
  const shop = shops.find((entry) => entry.name === name);
  if (!shop) throw new Error(`no seeded shop ${name}`);
  return shop;
}

export async function idsByName(server: ConsoleServer, path: string): Promise<Map<string, string>> {
  const items = await callDevApi<{ id: string; name: string }[]>(server, 'GET', path);
  return new Map(items.map((item) => [item.name, item.id]));
}
