import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MergeSplitStatus, ordersOf, parseCustomizationContent, type Order, type OrderPage } from '../../contract/orders';
import type { Shop } from '../../contract/shops';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { openSignedIn } from './fixtures';

export const SCREEN = '/app/order_management';

/**
 * The list's smallest page, as a query: each row drawn (ticks, thumbnails, infos) costs the page about 70 ms of
 * CPU (2026-11-28: a list of 10 rows opened in 0.75 CPU-s, of 20 in 1.5), and a test whose orders are in the
 * first rows needs no more of them.
 */
export const TEN_ROWS = '?size=10';

/**
 * An init script: a download's retries a few milliseconds apart (the QA hook; the product waits about 0.5, 1
 * and 2 s), for a test whose print file fails every try and would otherwise wait out the back-off first.
 */
export const SHORT_BACKOFF = () => ((window as unknown as Record<string, number>).__pccRetryDelayMs = 10);

export async function shopNamed(server: ConsoleServer, name: string): Promise<Shop> {
  const shop = (await callDevApi<Shop[]>(server, 'GET', '/api/shops')).find((candidate) => candidate.name === name);
  if (!shop) throw new Error(`no seeded shop ${name}`);
  return shop;
}

/** The dev API's answer for a query, as the console would ask it. */
export function orderPage(server: ConsoleServer, query: Record<string, string | number | undefined>): Promise<OrderPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ pageNo: 1, pageSize: 20, ...query })) if (value !== undefined) params.set(name, String(value));
  return callDevApi<OrderPage>(server, 'GET', `/api/orders?${params}`);
}

/** Every seeded order of the demo account, newest first. */
export async function allOrders(server: ConsoleServer): Promise<Order[]> {
  const orders: Order[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await orderPage(server, { pageNo, pageSize: 100 });
    orders.push(...page.items);
    if (page.items.length === 0 || orders.length >= page.totalItems) return orders;
  }
}

/** The first top-level order that passes the test, searching the whole seed. */
export async function findOrder(server: ConsoleServer, test: (order: Order) => boolean): Promise<Order> {
  const found = (await allOrders(server)).find(test);
  if (!found) throw new Error('no seeded order fits');
  return found;
}

export const withStatus = (status: MergeSplitStatus) => (order: Order) => order.mergeSplitStatus === status && order.childOrders.length > 0;

/** The items of a family, each with what its content is. */
export const familyItems = (order: Order) => ordersOf(order).flatMap((member) => member.orderItems.map((item) => ({ order: member, item })));

export const contentIs = (kind: 'unreadable' | 'none' | 'read') => (order: Order) =>
  familyItems(order).some(({ item }) => {
    if (item.customizationInfo === null) return kind === 'none';
    const infos = parseCustomizationContent(item.customizationInfo.content);
    return kind === 'unreadable' ? infos === null : kind === 'read' && infos !== null && infos.length > 0;
  });

export async function openOrders(page: Page, server: ConsoleServer, query = ''): Promise<void> {
  await openSignedIn(page, server.url, `${SCREEN}${query}`);
  await page.locator('.order-table .order-cell, .order-table .arco-empty').first().waitFor();
}

/** The order numbers of the order cells, in table order: each family's parent, then its children. */
export const shownOrderNumbers = (page: Page) => page.locator('.order-table [data-order]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-order')));

/** Waits until the table shows these orders (their families unfolded), in this order. */
export async function expectOrders(page: Page, orders: readonly Order[]): Promise<void> {
  await expect.poll(() => shownOrderNumbers(page)).toEqual(orders.flatMap(ordersOf).map((order) => order.originalId));
}

export const currentQuery = (page: Page) => new URL(page.url()).searchParams;

export async function pickShop(page: Page, name: string): Promise<void> {
  await page.locator('.order-shop-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: name }).click();
}

export async function searchOrderNumber(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '平台订单号' }).fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

/** The ticks the toolbar was handed: `{order number}#{item index}` each. */
export async function tickedForToolbar(page: Page): Promise<string[]> {
  const raw = await page.locator('.order-toolbar').getAttribute('data-ticked');
  return raw ? raw.split(' ') : [];
}

/** A row of the table by the order carrying the item. */
export const orderCell = (page: Page, originalId: string) => page.locator(`.order-table [data-order="${originalId}"]`);

const pad = (n: number) => String(n).padStart(2, '0');
export function localDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function dayBounds(day: string): { createdAtStart: number; createdAtEnd: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { createdAtStart: new Date(year, month - 1, date).getTime(), createdAtEnd: new Date(year, month - 1, date + 1).getTime() - 1 };
}
