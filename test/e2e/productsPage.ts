import type { Frame, FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Product, ProductPage } from '../../contract/products';
import type { Shop } from '../../contract/shops';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { openSignedIn } from './fixtures';

/** The seeded shops (fixtures/seed/shops.ts), in the order the dev API lists them. */
export const TAOBAO = '壳美定制旗舰店';
export const DOUDIAN = '壳美抖音小店';
export const PINDUODUO = '壳美拼多多店';
export const KUAISHOU = '壳美快手小店';
export const SCREEN = '/app/sku_customization_setting';

/** Items of fixtures/platform/taobaoItems.json not seeded into the Taobao shop: a sync adds them. */
export const UNSEEDED_ITEMS = ['712345678926', '712345678927', '712345678928'];

export async function shopNamed(server: ConsoleServer, name: string): Promise<Shop> {
  const shop = (await callDevApi<Shop[]>(server, 'GET', '/api/shops')).find((candidate) => candidate.name === name);
  if (!shop) throw new Error(`no seeded shop ${name}`);
  return shop;
}

export const productPage = (server: ConsoleServer, shopId: string, pageNo = 1, pageSize = 20) =>
  callDevApi<ProductPage>(server, 'GET', `/api/products?shopId=${shopId}&pageNo=${pageNo}&pageSize=${pageSize}`);

export async function allProducts(server: ConsoleServer, shopId: string): Promise<Product[]> {
  const first = await productPage(server, shopId, 1, 100);
  return first.items;
}

type Scope = Page | Frame | FrameLocator;

/** Product titles in table order, one per product (the merged cell appears once). */
export const shownTitles = (scope: Scope) => scope.locator('.product-table .product-title').allInnerTexts();

export const rows = (scope: Scope) => scope.locator('.product-table tbody tr.arco-table-tr');

export async function openProducts(page: Page, server: ConsoleServer, query = ''): Promise<void> {
  await openSignedIn(page, server.url, `${SCREEN}${query}`);
  await page.locator('.product-table .product-title').first().waitFor();
}

/** Waits until the table shows exactly these products' titles, in this order. */
export async function expectTitles(scope: Scope, products: readonly Pick<Product, 'title'>[]): Promise<void> {
  await expect.poll(() => shownTitles(scope)).toEqual(products.map((product) => product.title));
}

export async function pickShop(scope: Scope, name: string): Promise<void> {
  await scope.locator('.shop-picker-select').click();
  await scope.locator('.arco-select-option', { hasText: name }).click();
}

export const currentQuery = (page: Page) => new URL(page.url()).searchParams;
