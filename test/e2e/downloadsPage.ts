import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { customizationInfoCount, ordersOf, parseCustomizationContent, type Order, type OrderPage, type PhoneCaseCustomizationInfo } from '../../contract/orders';
import { casesPerFile } from '../../contract/casesPerFile';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi, devApiReply } from '../support/devApiCalls';
import { sha256 } from '../support/zipInspect';
import { networkSettled, openSignedIn, type E2E } from './fixtures';

/**
 * The bulk download through the order list, as the downloads*.e2e.ts files drive it: ticking images, the
 * dialogs, the archives a test saves, and what the dev API serves and charges for them.
 */

/** No picker: the browser adapter falls back to a download, which Playwright hands over. */
export const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};

/** Pickers answered by the origin-private file system: the streaming path writes straight into it. */
export const OPFS_PICKERS = () => {
  const root = () => navigator.storage.getDirectory();
  (window as unknown as Record<string, unknown>).showDirectoryPicker = async () => root();
  (window as unknown as Record<string, unknown>).showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) =>
    (await root()).getFileHandle(suggestedName, { create: true });
};

/** A rule of every field, ORIGINAL_ID first, with the per-shop list of order numbers (spec 3 §9). */
export const RULES_WITH_ORDER_LIST = { rules: ['ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'CUSTOMIZATION_INFO', 'QUANTITY', 'ORDER_ID'], withOrderIdFile: true };

interface TickedImage {
  order: Order;
  itemIndex: number;
  infoIndex: number;
  info: PhoneCaseCustomizationInfo;
}

/** Every order of the account, leaves included, as the dev API holds them (newest first, as listed). */
export async function leafOrders(server: ConsoleServer): Promise<Order[]> {
  const page = await callDevApi<OrderPage>(server, 'GET', '/api/orders?pageNo=1&pageSize=100');
  return page.items.flatMap(ordersOf);
}

/** The images of the chosen kind the toolbar was handed, from what the list says it ticked. */
async function tickedImages(page: Page, orders: Order[], kind: 'customized' | 'effect' = 'customized'): Promise<TickedImage[]> {
  const ticked = ((await page.locator('.order-toolbar').getAttribute('data-ticked')) ?? '').split(' ').filter(Boolean);
  return ticked.flatMap((entry) => {
    const [originalId, index] = entry.split('#');
    const order = orders.find((candidate) => candidate.originalId === originalId && candidate.orderItems.length > 0)!;
    const itemIndex = Number(index);
    const infos = parseCustomizationContent(order.orderItems[itemIndex - 1]!.customizationInfo?.content) ?? [];
    return infos.flatMap((info) =>
      (kind === 'customized' ? info.customizedImageUrl : info.previewImageUrl) ? [{ order, itemIndex, infoIndex: info.index, info }] : [],
    );
  });
}

export const tickedAttribute = async (page: Page) => (await page.locator('.order-toolbar').getAttribute('data-ticked')) ?? '';

/** Clicks a row's tick and waits for the list to hand the toolbar the change. */
export async function toggleRow(page: Page, row: number): Promise<void> {
  const before = await tickedAttribute(page);
  await page.locator('tbody .order-tick').nth(row).click();
  await expect.poll(() => tickedAttribute(page)).not.toBe(before);
}

/** Ticks rows from the top until the toolbar holds `count` images of the kind (`fresh`: none charged before). */
export async function tickImages(
  { page, server }: Pick<E2E, 'page' | 'server'>,
  count: number,
  { fresh, kind }: { fresh?: boolean; kind?: 'customized' | 'effect' } = {},
): Promise<TickedImage[]> {
  const orders = await leafOrders(server);
  const rows = await page.locator('tbody .order-tick').count();
  for (let row = 0; row < rows; row++) {
    await toggleRow(page, row);
    const images = await tickedImages(page, orders, kind);
    if (images.length > count || (fresh && images.some((image) => image.info.creditDeducted))) {
      await toggleRow(page, row);
      continue;
    }
    if (images.length === count) return images;
  }
  throw new Error(`could not tick ${count} images`);
}

/** The order list at its default page of 20 rows, or `query`'s (TEN_ROWS for a test whose ticks are in the first rows). */
export async function openOrdersToDownload(e2e: E2E, init = NO_PICKERS, query = ''): Promise<void> {
  await e2e.page.addInitScript(init);
  await openSignedIn(e2e.page, e2e.server.url, `/app/order_management${query}`);
  await e2e.page.locator('tbody .order-tick').first().waitFor();
  // A ceiling, not a wait: the rows' thumbnails keep the server busy, and with two of these files on two
  // loaded cores they kept it so for more than the default 10 s.
  await networkSettled(e2e, 500, 30_000);
}

export const credits = async (server: ConsoleServer) => (await callDevApi<{ credits: number }>(server, 'GET', '/api/account_credits/current')).credits;

/** The bytes the dev API serves for an image address (its path and query). */
export async function served(server: ConsoleServer, url: string): Promise<string> {
  const address = new URL(url, server.url);
  const reply = await devApiReply(server, 'GET', address.pathname + address.search);
  expect(reply.status).toBe(200);
  return sha256(new Uint8Array(await reply.arrayBuffer()));
}

export const itemOf = (image: TickedImage) => image.order.orderItems[image.itemIndex - 1]!;

/** The path of an image's print file: what a fault rule names to fail its download and not its thumbnail. */
export const printPath = (image: TickedImage) => `/api/order_images/${image.order.id}/${itemOf(image).id}/${image.infoIndex}/print.png`;

/**
 * The print file's bytes, from the signed address the customized-image lookup gives once the image is
 * charged; and a check that the list's address (the display rendition) is something else.
 */
export async function servedPrint(server: ConsoleServer, image: TickedImage): Promise<string> {
  const [record] = server.devApi.orders.lookup([image.order.id]);
  const entry = record?.customizedImageUrls.find((candidate) => candidate.orderItemId === itemOf(image).id && candidate.infoIndex === image.infoIndex);
  expect(entry, `${image.order.originalId} released`).toBeDefined();
  const print = await served(server, entry!.customizedImageUrl);
  expect(print).not.toBe(await served(server, image.info.customizedImageUrl));
  return print;
}

/**
 * The name the default rule gives an image: 平台订单号_商品序号_定制序号_定制信息_定制N张_订单ID.png, N the cases
 * printed from that file (the item's quantity shared among its designs).
 */
export function defaultName(image: TickedImage, extension = 'png'): string {
  const { info, order, itemIndex, infoIndex } = image;
  const caseText = [info.phoneBrandName, info.phoneModelName, info.phoneCaseMaterialName, info.phoneCaseMaterialColorName].filter(Boolean).join(' ');
  const item = order.orderItems[itemIndex - 1]!;
  const quantity = casesPerFile(item.quantity, customizationInfoCount(item.customizationInfo?.content), infoIndex);
  return [order.originalId, String(itemIndex), String(infoIndex + 1).padStart(2, '0'), caseText, `定制${quantity}张`, order.id].filter(Boolean).join('_') + `.${extension}`;
}

/** The archives in the picked folder (the origin-private file system), by name. */
export function archivesInPickedFolder(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const found: string[] = [];
    for await (const [name, handle] of (root as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
      if (handle.kind === 'file' && name.endsWith('.zip')) found.push(name);
    }
    return found.sort();
  });
}

/** An archive of the picked folder handed out of the origin's private folder as a download: the file as the disk holds it. */
export async function fromPickedFolder(page: Page, name: string): Promise<string> {
  const copied = page.waitForEvent('download');
  await page.evaluate(async (name) => {
    const file = await (await (await navigator.storage.getDirectory()).getFileHandle(name)).getFile();
    const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(file), download: name });
    link.click();
  }, name);
  return savedDownload(await copied);
}

/** Saves a download Playwright caught and returns its path. */
export async function savedDownload(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'dl-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

export const dialog = (page: Page, title: string) => page.locator('.arco-modal', { hasText: title });

/** Whether leaving the page now would ask first (the console's beforeunload handler prevented the default). */
export const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
