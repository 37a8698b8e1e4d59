import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customizationInfoCount, ordersOf, parseCustomizationContent, type Order, type OrderPage, type PhoneCaseCustomizationInfo } from '../../contract/orders';
import { casesPerFile } from '../../contract/casesPerFile';
import { archivePartName } from '../../src/lib/bulkDownload/names';
import { devApiReply, callDevApi } from '../support/devApiCalls';
import { listZip, sha256, unzipTest } from '../support/zipInspect';
import {
  HEAVY_TEST_TIMEOUT_MS,
  HEAVY_WAIT_MS,
  logOutThroughMenu,
  networkSettled,
  openSignedIn,
  recordToasts,
  useConsole,
} from './fixtures';
import { hold, letGoAny, releaseHeld, untilArrived } from './held';
import { expectOrders, SHORT_BACKOFF } from './ordersPage';

/**
 * The bulk download through the order list: what is charged, what is saved (opened with Debian's
 * unzip and Python's zipfile), the failures and their retry, short credits, TIF, parts, cancel, the rules.
 */
const e2e = useConsole();

/** No picker: the browser adapter falls back to a download, which Playwright hands over. */
const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};

/** Pickers answered by the origin-private file system: the streaming path writes straight into it. */
const OPFS_PICKERS = () => {
  const root = () => navigator.storage.getDirectory();
  (window as unknown as Record<string, unknown>).showDirectoryPicker = async () => root();
  (window as unknown as Record<string, unknown>).showSaveFilePicker = async ({ suggestedName }: { suggestedName: string }) =>
    (await root()).getFileHandle(suggestedName, { create: true });
};

interface TickedImage {
  order: Order;
  itemIndex: number;
  infoIndex: number;
  info: PhoneCaseCustomizationInfo;
}

/** Every order of the account, leaves included, as the dev API holds them (newest first, as listed). */
async function allOrders(): Promise<Order[]> {
  const page = await callDevApi<OrderPage>(e2e.server, 'GET', '/api/orders?pageNo=1&pageSize=100');
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

const tickedAttribute = async (page: Page) => (await page.locator('.order-toolbar').getAttribute('data-ticked')) ?? '';

/** Clicks a row's tick and waits for the list to hand the toolbar the change. */
async function toggleRow(page: Page, row: number): Promise<void> {
  const before = await tickedAttribute(page);
  await page.locator('tbody .order-tick').nth(row).click();
  await expect.poll(() => tickedAttribute(page)).not.toBe(before);
}

/** Ticks rows from the top until the toolbar holds `count` images of the kind (`fresh`: none charged before). */
async function tickImages(page: Page, count: number, { fresh, kind }: { fresh?: boolean; kind?: 'customized' | 'effect' } = {}): Promise<TickedImage[]> {
  const orders = await allOrders();
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

/** The order list at its default page of 20 rows, or `query`'s (?size=100 for a test that ticks 30 images). */
async function openOrders(page: Page, init = NO_PICKERS, query = ''): Promise<void> {
  await page.addInitScript(init);
  await openSignedIn(page, e2e.server.url, `/app/order_management${query}`);
  await page.locator('tbody .order-tick').first().waitFor();
  await networkSettled(e2e);
}

const credits = async () => (await callDevApi<{ credits: number }>(e2e.server, 'GET', '/api/account_credits/current')).credits;

/** The bytes the dev API serves for an image address (its path and query). */
async function served(url: string): Promise<string> {
  const address = new URL(url, e2e.server.url);
  const reply = await devApiReply(e2e.server, 'GET', address.pathname + address.search);
  expect(reply.status).toBe(200);
  return sha256(new Uint8Array(await reply.arrayBuffer()));
}

const itemOf = (image: TickedImage) => image.order.orderItems[image.itemIndex - 1]!;

/** The path of an image's print file: what a fault rule names to fail its download and not its thumbnail. */
const printPath = (image: TickedImage) => `/api/order_images/${image.order.id}/${itemOf(image).id}/${image.infoIndex}/print.png`;

/**
 * The print file's bytes, from the signed address the customized-image lookup gives once the image is
 * charged; and a check that the list's address (the display rendition) is something else.
 */
async function servedPrint(image: TickedImage): Promise<string> {
  const [record] = e2e.server.devApi.orders.lookup([image.order.id]);
  const entry = record?.customizedImageUrls.find((candidate) => candidate.orderItemId === itemOf(image).id && candidate.infoIndex === image.infoIndex);
  expect(entry, `${image.order.originalId} released`).toBeDefined();
  const print = await served(entry!.customizedImageUrl);
  expect(print).not.toBe(await served(image.info.customizedImageUrl));
  return print;
}

/**
 * The name the default rule gives an image: 平台订单号_商品序号_定制序号_定制信息_定制N张_订单ID.png, N the cases
 * printed from that file (the item's quantity shared among its designs).
 */
function defaultName(image: TickedImage, extension = 'png'): string {
  const { info, order, itemIndex, infoIndex } = image;
  const caseText = [info.phoneBrandName, info.phoneModelName, info.phoneCaseMaterialName, info.phoneCaseMaterialColorName].filter(Boolean).join(' ');
  const item = order.orderItems[itemIndex - 1]!;
  const quantity = casesPerFile(item.quantity, customizationInfoCount(item.customizationInfo?.content), infoIndex);
  return [order.originalId, String(itemIndex), String(infoIndex + 1).padStart(2, '0'), caseText, `定制${quantity}张`, order.id].filter(Boolean).join('_') + `.${extension}`;
}

/** Saves a download Playwright caught and returns its path. */
/** The archives in the picked folder (the origin-private file system), by name. */
function archivesInPickedFolder(page: Page): Promise<string[]> {
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
async function fromPickedFolder(page: Page, name: string): Promise<string> {
  const copied = page.waitForEvent('download');
  await page.evaluate(async (name) => {
    const file = await (await (await navigator.storage.getDirectory()).getFileHandle(name)).getFile();
    const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(file), download: name });
    link.click();
  }, name);
  return savedDownload(await copied);
}

async function savedDownload(download: import('playwright-core').Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'dl-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

const dialog = (page: Page, title: string) => page.locator('.arco-modal', { hasText: title });

describe('下载定制图', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('charges only the new images, saves every name and byte, lists the failures and retries only those', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await openOrders(page, NO_PICKERS, '?size=100');
    const images = await tickImages(page, 30);
    const fresh = images.filter((image) => !image.info.creditDeducted).length;
    const balance = await credits();
    // 3 images fail once (the retries carry them), 1 always fails.
    for (const image of images.slice(0, 3)) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 500, times: 1 });
    const broken = images[3]!;
    server.devApi.faults.add({ method: 'GET', path: printPath(broken), status: 500 });

    await page.getByRole('button', { name: '下载定制图' }).click();
    const confirmation = dialog(page, '确认下载定制图');
    await confirmation.getByText(`本次下载 30 张定制图，其中 ${fresh} 张为首次下载，需扣除 ${fresh * 60} 积分`).waitFor();
    await confirmation.getByText(`当前积分余额：${balance}`).waitFor();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await confirmation.getByRole('button', { name: '确定' }).click();
    await dialog(page, '正在下载定制图').getByText(/图片：\d+ \/ 30/).waitFor();
    const archive = await savedDownload(await downloading);
    expect(archive).toMatch(/定制图_\d{8}_\d{6}_1\.zip$/);

    const failed = dialog(page, '1 张图片下载失败');
    await failed.getByText(`${broken.order.originalId} 失败原因：服务器返回 HTTP 500（${defaultName(broken)}）`).waitFor();
    expect(await credits()).toBe(balance - fresh * 60);
    if (!broken.info.creditDeducted) {
      await failed.getByText('已扣积分的图片重试时免费下载，不会再次扣费；点“关闭”则退还没有下载成功的 1 张定制图的 60 积分。').waitFor();
    }

    expect(unzipTest(archive).status).toBe(0);
    const entries = listZip(archive);
    const expected = images.filter((image) => image !== broken);
    expect(entries.map((entry) => entry.name.split('/').pop()).sort()).toEqual(expected.map((image) => defaultName(image)).sort());
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.utf8).toBe(true);
    }
    for (const image of expected) {
      const entry = entries.find((candidate) => candidate.name.endsWith(`/${defaultName(image)}`))!;
      expect(entry.size).toBeGreaterThan(2_400_000);
      expect(entry.sha256).toBe(await servedPrint(image));
    }

    // The retry: a new archive of the failed image only, nothing charged again.
    server.devApi.faults.clear();
    const charges = server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length;
    const retried = page.waitForEvent('download');
    await failed.getByRole('button', { name: '重试失败的图片' }).click();
    const second = await savedDownload(await retried);
    expect(unzipTest(second).status).toBe(0);
    expect(listZip(second).map((entry) => entry.name.split('/').pop())).toEqual([defaultName(broken)]);
    expect(listZip(second)[0]!.sha256).toBe(await servedPrint(broken));
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length).toBe(charges);
    // Every image reached an archive: nothing refunded, each charged once.
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_refunds'))).toEqual([]);
    expect(await credits()).toBe(balance - fresh * 60);
  });

  it('all failed: says so, offers 重试 free of charge, and the retry delivers every image for what was charged once', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await openOrders(page);
    const images = await tickImages(page, 3, { fresh: true });
    const balance = await credits();
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 503 });

    await page.getByRole('button', { name: '下载定制图' }).click();
    const confirmation = dialog(page, '确认下载定制图');
    await confirmation.getByText('积分在开始下载时扣除；下载结束时，没有保存进压缩包的图片自动退还积分。失败的图片重试时不再扣费。').waitFor();
    await confirmation.getByRole('button', { name: '确定' }).click();
    const failed = dialog(page, '下载定制图出错');
    await failed.getByText('没有图片下载成功，没有保存任何压缩包。').waitFor({ timeout: HEAVY_WAIT_MS });
    await failed.getByText('已扣积分的图片重试时免费下载，不会再次扣费；点“关闭”则退还没有下载成功的 3 张定制图的 180 积分。').waitFor();
    expect(await credits()).toBe(balance - 180);

    server.devApi.faults.clear();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    const toasts = await recordToasts(page);
    await failed.getByRole('button', { name: '重试' }).click();
    const archive = await savedDownload(await downloading);
    await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
    expect(listZip(archive).map((entry) => entry.name.split('/').pop()).sort()).toEqual(images.map((image) => defaultName(image)).sort());
    for (const image of images) expect(listZip(archive).find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!.sha256).toBe(await servedPrint(image));
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_charges'))).toHaveLength(1);
    expect(await credits()).toBe(balance - 180);
  });

  it('all failed and closed: what it charged comes back, and the rows are not marked 已下载', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await openOrders(page);
    const images = await tickImages(page, 2, { fresh: true });
    const balance = await credits();
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 503 });
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const failed = dialog(page, '下载定制图出错');
    await failed.getByText('点“关闭”则退还没有下载成功的 2 张定制图的 120 积分。', { exact: false }).waitFor({ timeout: HEAVY_WAIT_MS });
    await failed.getByRole('button', { name: '关闭' }).click();
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    expect(await credits()).toBe(balance);
    expect(downloads).toEqual([]);
    // The list reloads: no 已下载 mark on the ticked rows, and the service holds them uncharged.
    await networkSettled(e2e);
    const now = (await allOrders()).flatMap((order) => order.orderItems.flatMap((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).map((info) => ({ item, info }))));
    for (const image of images) {
      expect(now.find(({ item, info }) => item.id === itemOf(image).id && info.index === image.infoIndex)!.info.creditDeducted).toBe(false);
    }
    for (const image of images) {
      const row = page.locator('tbody tr', { hasText: image.order.originalId }).first();
      await expect.poll(() => row.getByText('已下载').count()).toBe(0);
    }
  });

  it('left by the browser\'s back button while its failure list is open: the flow ends and refunds what it charged', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await page.addInitScript(NO_PICKERS);
    await openSignedIn(page, server.url, '/app/setting');
    // Into 订单管理 within the console, as the menu goes, so that the back button stays in it.
    await page.evaluate(() => {
      history.pushState({}, '', '/app/order_management');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('tbody .order-tick').first().waitFor();
    await networkSettled(e2e);
    const images = await tickImages(page, 2, { fresh: true });
    const balance = await credits();
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 503 });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await dialog(page, '下载定制图出错').getByRole('button', { name: '关闭' }).waitFor({ timeout: HEAVY_WAIT_MS });
    await page.goBack();
    await page.waitForURL(/\/app\/setting/);
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    expect(await credits()).toBe(balance);
  });

  it('a download cut short by a sign-out in another tab refunds what it never delivered on the next visit', async () => {
    const { page, server } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 2, { fresh: true });
    const balance = await credits();
    // Each print file is held: the download is charged and waiting when the other tab signs out.
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), hang: true });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    // The service first: both print files asked for (and held) proves the flow charged and is fetching, and
    // names what it fetched when it did not; the dialog then shows a download that cannot end by itself.
    const printsAsked = () => images.filter((image) => server.requests.some((request) => request.startsWith(`GET ${printPath(image)}?`))).length;
    await expect.poll(printsAsked, { message: `print files asked for; the service heard ${server.requests.slice(-12).join(', ')}` }).toBe(2);
    await expect.poll(credits).toBe(balance - 120);
    await dialog(page, '正在下载定制图').getByText('保存到：').waitFor();

    const other = await page.context().newPage();
    await other.goto(`${server.url}/app/order_management`);
    await logOutThroughMenu(other);
    await page.waitForURL(/\/login/);
    // The download ended with the session: its fetches were aborted (not released: nothing was served), and
    // its refund went without a session.
    const refunds = () => server.requests.filter((request) => request.startsWith('POST /api/credit_refunds')).length;
    await expect.poll(refunds).toBe(1);
    server.devApi.faults.clear();
    expect(await credits()).toBe(balance - 120);

    await other.close();
    await openSignedIn(page, server.url, '/app/order_management');
    await expect.poll(credits).toBe(balance);
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    // Settled once: another visit asks for nothing more.
    await networkSettled(e2e);
    const asked = refunds();
    await page.reload();
    await page.locator('tbody .order-tick').first().waitFor();
    await networkSettled(e2e);
    expect(refunds()).toBe(asked);
  });

  it('asks before the page is left from the moment it charges, before the progress dialog, and no more once it is done', async () => {
    const { page, server } = e2e;
    await openOrders(page);
    await tickImages(page, 2, { fresh: true });
    const leavingAsks = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await leavingAsks()).toBe(false);
    hold(server, { method: 'POST', path: '/api/credit_charges' });
    const saved = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await untilArrived(server, 'POST', /^\/api\/credit_charges$/);
    expect(await page.locator('.download-progress-modal').count()).toBe(0);
    expect(await leavingAsks()).toBe(true);
    await releaseHeld(server);
    await saved;
    await page.locator('.arco-message', { hasText: '下载完成' }).waitFor();
    await expect.poll(leavingAsks).toBe(false);
  });

  it("reloaded while the charge's answer is on its way: the next visit refunds what the service charged", async () => {
    const { page } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 2, { fresh: true });
    const balance = await credits();
    // The service charges; its answer is kept from the page until the page has gone.
    let charged!: () => void;
    const serviceCharged = new Promise<void>((resolve) => (charged = resolve));
    await page.route('**/api/credit_charges', async (route) => {
      const reply = await route.fetch();
      charged();
      await new Promise<void>((resolve) => page.once('framenavigated', () => resolve()));
      await route.fulfill({ response: reply }).catch(() => undefined);
    });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await serviceCharged;
    expect(await credits()).toBe(balance - images.length * 60);
    await page.reload();
    await page.locator('.arco-message', { hasText: `已退还 ${images.length} 张没有下载成功的定制图的 ${images.length * 60} 积分` }).waitFor();
    expect(await credits()).toBe(balance);
    await page.unroute('**/api/credit_charges');
  });

  it('both archives extracted into one folder keep every print file, byte for byte', async () => {
    const { page } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 3);
    const printArchive = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    const toasts = await recordToasts(page);
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const prints = await savedDownload(await printArchive);
    await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
    const effectArchive = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await page.getByRole('button', { name: '下载效果图' }).click();
    const effects = await savedDownload(await effectArchive);

    const folder = mkdtempSync(join(tmpdir(), 'both-'));
    expect(spawnSync('unzip', ['-o', '-q', prints, '-d', folder]).status).toBe(0);
    expect(spawnSync('unzip', ['-o', '-q', effects, '-d', folder]).status).toBe(0);
    for (const image of images) {
      const printEntry = listZip(prints).find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!;
      const onDisk = sha256(new Uint8Array(readFileSync(join(folder, printEntry.name))));
      expect(onDisk).toBe(await servedPrint(image));
      expect(readFileSync(join(folder, '效果图', printEntry.name)).byteLength).toBeGreaterThan(0);
    }
  });

  it('names each file with the cases printed from it: three phones on an item of quantity 3 are 定制1张 each', async () => {
    const { page, server } = e2e;
    const [added] = server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 1, imagesPerOrder: 3 });
    const item = added!.orderItems[0]!;
    const infos = parseCustomizationContent(item.customizationInfo?.content)!;
    expect(infos).toHaveLength(3);
    await openOrders(page);
    await toggleRow(page, 0);
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByText('本次下载 3 张定制图').waitFor();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const names = listZip(await savedDownload(await downloading)).map((entry) => entry.name);
    const counts = names.map((name) => Number(/_定制(\d+)张_/.exec(name)![1]));
    // Quantity 3 (or 4 when the buyer ordered one design twice) shared among the three files, never 3 each.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(item.quantity);
    expect(counts).toEqual(item.quantity === 3 ? [1, 1, 1] : [2, 1, 1]);
  });

  it('names a design without a print file before the charge, with the result, and marks its order incomplete in the order list, one with no file at all too', async () => {
    const { page, server } = e2e;
    await callDevApi(server, 'PUT', '/api/download_rules_setting', { rules: ['ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'CUSTOMIZATION_INFO', 'QUANTITY', 'ORDER_ID'], withOrderIdFile: true });
    // Seeded orders of one item: one whose designs are partly without a print file (无 in the list), and one
    // whose every design is without (it delivers no file, yet the merchant ticked it).
    const orders = (await callDevApi<OrderPage>(server, 'GET', '/api/orders?pageNo=1&pageSize=100')).items.filter((order) => order.childOrders.length === 0);
    const infosOf = (order: Order, item = 0) => parseCustomizationContent(order.orderItems[item]!.customizationInfo?.content) ?? [];
    const partly = orders.find((order) => {
      const withPrint = infosOf(order).filter((info) => info.customizedImageUrl !== '');
      return order.orderItems.length === 1 && withPrint.length > 0 && withPrint.length < infosOf(order).length && withPrint.every((info) => !info.creditDeducted);
    })!;
    const designsOf = (order: Order) => order.orderItems.map((item) => customizationInfoCount(item.customizationInfo?.content));
    const none = orders.find(
      (order) =>
        designsOf(order).every((designs, item) => designs > 0 && infosOf(order, item).length === designs) &&
        order.orderItems.every((_, item) => infosOf(order, item).every((info) => info.customizedImageUrl === '')),
    )!;
    const infos = infosOf(partly);
    const withPrint = infos.filter((info) => info.customizedImageUrl !== '').length;
    const without = infos.length - withPrint;
    const noneDesigns = designsOf(none).reduce((a, b) => a + b, 0);
    await openOrders(page, NO_PICKERS, `?q=${partly.originalId}`);
    await toggleRow(page, 0);
    // The second is searched for and ticked as a merchant would: the first stays ticked.
    await page.getByRole('textbox', { name: '平台订单号' }).fill(none.originalId);
    await page.getByRole('button', { name: '查询' }).click();
    const cell = (order: Order) => page.locator(`.order-table [data-order="${order.originalId}"]`);
    await cell(none).waitFor();
    await cell(partly).waitFor({ state: 'detached' });
    // Every item of it, with the page's tick.
    await page.locator('.order-tick-page').click();
    const tickedNone = none.orderItems.map((_, item) => `${none.originalId}#${item + 1}`);
    await expect.poll(async () => (await tickedAttribute(page)).split(' ').sort()).toEqual([`${partly.originalId}#1`, ...tickedNone].sort());
    const balance = await credits();

    await page.getByRole('button', { name: '下载定制图' }).click();
    const confirmation = dialog(page, '确认下载定制图');
    await confirmation.getByText(`本次下载 ${withPrint} 张，${without + noneDesigns} 张没有定制图：订单 ${partly.originalId}、${none.originalId}`).waitFor();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await confirmation.getByRole('button', { name: '确定' }).click();
    const archive = await savedDownload(await downloading);
    const result = dialog(page, '下载完成，部分定制没有定制图');
    await result.getByText(`订单 ${partly.originalId} 第 1 个商品：${infos.length} 张定制中 ${without} 张没有定制图`).waitFor({ timeout: HEAVY_WAIT_MS });
    for (const [item, designs] of designsOf(none).entries()) await result.getByText(`订单 ${none.originalId} 第 ${item + 1} 个商品：${designs} 张定制中 ${designs} 张没有定制图`).waitFor();
    expect(listZip(archive).filter((entry) => entry.name.endsWith('.png'))).toHaveLength(withPrint);
    // Each in its shop's list: the order with no file is on it all the same, marked incomplete.
    const lines = listZip(archive)
      .filter((entry) => basename(entry.name).startsWith('订单号_'))
      .flatMap((list) => spawnSync('unzip', ['-p', archive, list.name], { encoding: 'utf8' }).stdout.split('\r\n').filter(Boolean));
    expect(lines.sort()).toEqual(
      [`${partly.originalId} 不完整：${infos.length} 张定制中 ${without} 张没有定制图`, `${none.originalId} 不完整：${noneDesigns} 张定制都没有定制图`].sort(),
    );
    await result.getByRole('button', { name: '关闭' }).click();
    expect(await credits()).toBe(balance - withPrint * 60);
  });

  it('streams into a picked folder (the File System Access path) with names and bytes intact, each buffer used again', async () => {
    const { page, server } = e2e;
    // More images than are in flight at once (6 fetching, 2 being written): the later ones are read into
    // buffers that held earlier ones, which the disk's writer must have taken in full by then.
    server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 12, imagesPerOrder: 1 });
    await openOrders(page, OPFS_PICKERS);
    const images = await tickImages(page, 12, { fresh: true });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message', { hasText: '下载完成' }).waitFor({ timeout: HEAVY_WAIT_MS });
    const names = await archivesInPickedFolder(page);
    expect(names).toEqual([expect.stringMatching(/^定制图_\d{8}_\d{6}_1\.zip$/)]);
    const path = await fromPickedFolder(page, names[0]!);
    expect(unzipTest(path).status).toBe(0);
    const entries = listZip(path);
    expect(entries.map((entry) => entry.name.split('/').pop()).sort()).toEqual(images.map((image) => defaultName(image)).sort());
    for (const image of images) {
      expect(entries.find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!.sha256).toBe(await servedPrint(image));
    }
  });

  it('two downloads started in the same second into one picked folder keep archives and order lists of their own', async () => {
    const { page, server } = e2e;
    await callDevApi(server, 'PUT', '/api/download_rules_setting', { rules: ['ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'CUSTOMIZATION_INFO', 'QUANTITY', 'ORDER_ID'], withOrderIdFile: true });
    // Both downloads read one second off the clock: the second archive must not become 定制图_…_1 (2).zip
    // holding a list named after …_1, which would overwrite the first's list when both are extracted.
    const second = new Date(Math.floor(Date.now() / 1000) * 1000);
    await page.clock.setFixedTime(second);
    await openOrders(page, OPFS_PICKERS);
    const images = await tickImages(page, 2);
    const download = page.getByRole('button', { name: '下载定制图' });
    const toasts = await recordToasts(page);
    for (let run = 1; run <= 2; run++) {
      await download.click();
      await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
      // The button is busy from its click until the flow has ended: then the next download can start
      // (rather than waiting for the 下载完成 message to go).
      await expect.poll(() => download.getAttribute('class'), { timeout: HEAVY_WAIT_MS }).not.toContain('arco-btn-loading');
    }
    await expect.poll(toasts).toContainEqual(expect.stringContaining('下载完成'));
    const names = await archivesInPickedFolder(page);
    const stamp = (date: Date) => archivePartName('定制图', date, 1);
    expect(names).toEqual([stamp(second), stamp(new Date(second.getTime() + 1000))]);

    const together = mkdtempSync(join(tmpdir(), 'same-second-'));
    let lists = 0;
    for (const name of names) {
      const archive = await fromPickedFolder(page, name);
      // One list in each shop folder, each named after this archive.
      const own = listZip(archive).filter((entry) => basename(entry.name).startsWith('订单号_'));
      expect(new Set(own.map((entry) => basename(entry.name)))).toEqual(new Set([`订单号_${basename(name, '.zip')}.txt`]));
      lists += own.length;
      expect(spawnSync('unzip', ['-o', '-q', archive, '-d', together]).status).toBe(0);
    }
    // Both archives in one folder: no list replaced another, and each archive's lists name every order.
    const extracted = readdirSync(together, { recursive: true, encoding: 'utf8' }).filter((name) => basename(name).startsWith('订单号_'));
    expect(extracted).toHaveLength(lists);
    const ordered = [...new Set(images.map((image) => image.order.originalId))].sort();
    for (const name of names) {
      const listed = extracted
        .filter((list) => basename(list) === `订单号_${basename(name, '.zip')}.txt`)
        .flatMap((list) => readFileSync(join(together, list), 'utf8').split('\r\n').filter(Boolean));
      expect(listed.sort()).toEqual(ordered);
    }
  });

  it('with too few credits says how many it pays for; 继续下载 charges that many and saves them with the charged ones', async () => {
    const { page, server } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 3, { fresh: true });
    // Spend all but 60 credits elsewhere, as another tab would.
    const others = (await allOrders())
      .flatMap((order) =>
        order.orderItems.flatMap((item) =>
          (parseCustomizationContent(item.customizationInfo?.content) ?? []).flatMap((info, infoIndex) =>
            info.customizedImageUrl && !info.creditDeducted ? [{ orderId: order.id, orderItemId: item.id, infoIndex }] : [],
          ),
        ),
      )
      .filter((ref) => !images.some((image) => image.order.id === ref.orderId && image.infoIndex === ref.infoIndex && image.order.orderItems[image.itemIndex - 1]!.id === ref.orderItemId));
    const spend = Math.floor((await credits()) / 60) - 1;
    await callDevApi(server, 'POST', '/api/credit_charges', { images: others.slice(0, spend) });
    expect(await credits()).toBe(60);

    await page.getByRole('button', { name: '下载定制图' }).click();
    const short = dialog(page, '积分不足');
    await short.getByText('当前积分余额：60，本次有 3 张定制图为首次下载，需 180 积分；当前余额可下载 1 张新定制图。').waitFor();
    await short.getByText('继续下载将下载 1 张定制图，其余的充值后再下载。').waitFor();
    const opened = page.context().waitForEvent('page');
    await short.getByRole('button', { name: '立即充值' }).click();
    const payPage = await opened;
    await expect.poll(() => payPage.url()).toContain('/app/pay');
    await payPage.close();
    await expect.poll(() => short.count()).toBe(0);
    await networkSettled(e2e);
    expect(await credits()).toBe(60);

    await page.getByRole('button', { name: '下载定制图' }).click();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    const toasts = await recordToasts(page);
    await dialog(page, '积分不足').getByRole('button', { name: '继续下载' }).click();
    const archive = await savedDownload(await downloading);
    await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
    expect(await credits()).toBe(0);
    expect(unzipTest(archive).status).toBe(0);
    expect(listZip(archive).map((entry) => entry.name.split('/').pop())).toEqual([defaultName(images[0]!)]);
  });

  it('ticks of a page not in view are charged and delivered as the service holds them: a second download of paid images is free and whole', async () => {
    const { page, server } = e2e;
    server.devApi.credits.set(1000);
    const added = server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 30 });
    await openOrders(page, NO_PICKERS, '?size=10');
    // All 10 of page 2, then 6 of page 1: page 2's ticks keep the rows as that page showed them.
    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^2$/ }).click();
    await expectOrders(page, added.slice(10, 20));
    await page.locator('.order-tick-page').click();
    await page.locator('.order-pagination .arco-pagination-item', { hasText: /^1$/ }).click();
    await expectOrders(page, added.slice(0, 10));
    for (let row = 0; row < 6; row++) await toggleRow(page, row);
    const wanted = [...added.slice(10, 20), ...added.slice(0, 6)];
    expect((await tickedAttribute(page)).split(' ').sort()).toEqual(wanted.map((order) => `${order.originalId}#1`).sort());

    const download = async (question: string) => {
      await page.getByRole('button', { name: '下载定制图' }).click();
      const confirmation = dialog(page, '确认下载定制图');
      await confirmation.getByText(question).waitFor();
      const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
      await confirmation.getByRole('button', { name: '确定' }).click();
      const archive = await savedDownload(await downloading);
      await expect.poll(() => dialog(page, '正在下载定制图').count(), { timeout: HEAVY_WAIT_MS }).toBe(0);
      await networkSettled(e2e);
      expect(unzipTest(archive).status).toBe(0);
      return listZip(archive);
    };
    const orderIdOf = (name: string) => name.split('/').pop()!.split('_')[0]!;
    const first = await download('本次下载 16 张定制图，其中 16 张为首次下载，需扣除 960 积分');
    expect(first.map((entry) => orderIdOf(entry.name)).sort()).toEqual(wanted.map((order) => order.originalId).sort());
    expect(await credits()).toBe(40);

    // The same ticks again: every image is paid for, so nothing is new, nothing is charged and all 16 come.
    const charges = server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length;
    const second = await download('本次下载 16 张定制图，其中 0 张为首次下载，需扣除 0 积分');
    expect(second.map((entry) => orderIdOf(entry.name)).sort()).toEqual(wanted.map((order) => order.originalId).sort());
    expect(second.map((entry) => entry.sha256).sort()).toEqual(first.map((entry) => entry.sha256).sort());
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length).toBe(charges);
    expect(await credits()).toBe(40);
  });

  it('says what to tick first', async () => {
    const { page } = e2e;
    await openOrders(page);
    // The screen's own 账户积分 has loaded; from here on the toolbar must ask for nothing.
    await page.locator('.order-credits-value').waitFor();
    e2e.server.requests.length = 0;
    const toasts = await recordToasts(page);
    await page.getByRole('button', { name: '下载定制图' }).click();
    await page.locator('.arco-message', { hasText: '请至少勾选一个商品' }).waitFor();
    await page.getByRole('button', { name: '下载效果图' }).click();
    await expect.poll(toasts).toContain('请至少勾选一个商品');
    // An item whose content is unreadable or has no customized image has nothing to download: the first
    // of the page's orders of one item that has none, ticked in its row.
    const firstPage = await callDevApi<OrderPage>(e2e.server, 'GET', '/api/orders?pageNo=1&pageSize=20');
    const empty = firstPage.items.find((order) => {
      if (order.childOrders.length > 0 || order.orderItems.length !== 1) return false;
      const infos = parseCustomizationContent(order.orderItems[0]!.customizationInfo?.content) ?? [];
      return infos.every((info) => !info.customizedImageUrl && !info.previewImageUrl);
    })!;
    const before = await tickedAttribute(page);
    await page.locator('tbody tr', { hasText: empty.originalId }).locator('.order-tick').click();
    await expect.poll(() => tickedAttribute(page)).not.toBe(before);
    expect(await tickedAttribute(page)).toBe(`${empty.originalId}#1`);
    // Clicked twice in a row, the notice shows once, not stacked.
    await page.getByRole('button', { name: '下载定制图' }).dblclick();
    const noPrint = page.locator('.arco-message', { hasText: '请至少勾选一个有定制图的商品' });
    await noPrint.first().waitFor();
    await page.getByRole('button', { name: '下载效果图' }).click();
    await page.locator('.arco-message', { hasText: '所选订单中没有效果图' }).waitFor();
    expect(await noPrint.count()).toBe(1);
    await networkSettled(e2e);
    expect(e2e.server.requests.filter((request) => /account_credits|credit_charges|customized_images/.test(request))).toEqual([]);
  });

  it('converts to TIF that tiffinfo accepts, at 300 dpi, when the switch is on, and remembers the switch', async () => {
    const { page } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 2);
    // Where the switch is explained, it says what the file is: what tiffinfo reads below.
    await page.locator('.download-tiff').hover();
    await page.locator('.arco-tooltip-content', { hasText: 'RGBA，每通道 8 位，透明通道为非预乘（unassociated alpha），不压缩；分辨率沿用原图，原图未注明时为 300 dpi' }).waitFor();
    await page.getByRole('switch', { name: '转为TIF' }).click();
    await page.reload();
    await page.locator('tbody .order-tick').first().waitFor();
    await expect.poll(() => page.getByRole('switch', { name: '转为TIF' }).getAttribute('aria-checked')).toBe('true');
    // The reload dropped the ticks: the same rows again.
    const again = await tickImages(page, 2);
    expect(again).toEqual(images);

    await page.getByRole('button', { name: '下载定制图' }).click();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const archive = await savedDownload(await downloading);
    const entries = listZip(archive);
    expect(entries.map((entry) => entry.name.split('/').pop()).sort()).toEqual(images.map((image) => defaultName(image, 'tif')).sort());
    const folder = mkdtempSync(join(tmpdir(), 'tif-'));
    expect(spawnSync('unzip', ['-q', archive, '-d', folder]).status).toBe(0);
    for (const entry of entries) {
      const info = spawnSync('tiffinfo', [join(folder, entry.name)], { encoding: 'utf8' });
      expect(info.status, info.stderr).toBe(0);
      expect(info.stdout).toMatch(/Resolution: 300, 300 pixels\/inch/);
      expect(info.stdout).toMatch(/Bits\/Sample: 8/);
      // The print files are transparent around the case's outline: RGBA, the alpha unassociated.
      expect(info.stdout).toMatch(/Samples\/Pixel: 4/);
      expect(info.stdout).toMatch(/Extra Samples: 1<unassoc-alpha>/);
      expect(info.stdout).toMatch(/Compression Scheme: None/);
    }
  });

  it('splits into numbered parts at the limit (a small one through the QA hook)', async () => {
    const { page } = e2e;
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccPartLimitBytes = 1));
    await openOrders(page);
    await tickImages(page, 3);
    const names: string[] = [];
    page.on('download', (download) => names.push(download.suggestedFilename()));
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message', { hasText: '下载完成' }).waitFor({ timeout: HEAVY_WAIT_MS });
    await expect.poll(() => names.length).toBe(3);
    expect(names.map((name) => name.replace(/_\d{8}_\d{6}_/, '_'))).toEqual(['定制图_1.zip', '定制图_2.zip', '定制图_3.zip']);
  });

  it('gives up a print file whose reply never comes, names 图片下载超时 and saves the others', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    // The QA hook shortens the wait for a first or next piece (a minute in the product) to 3 s.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccImageStallMs = 3000));
    await openOrders(page, NO_PICKERS);
    const images = await tickImages(page, 3);
    const silent = images[1]!;
    hold(server, { method: 'GET', path: printPath(silent) });
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const failed = dialog(page, '1 张图片下载失败');
    await failed.getByText(`${silent.order.originalId} 失败原因：图片下载超时：长时间没有收到数据（${defaultName(silent)}）`).waitFor({ timeout: HEAVY_WAIT_MS });
    // Asked 4 times (3 retries), each given up.
    expect(server.requests.filter((request) => request.startsWith(`GET ${printPath(silent)}`))).toHaveLength(4);
    const entries = listZip(await savedDownload(await downloading));
    expect(entries.filter((entry) => entry.name.endsWith('.png')).map((entry) => entry.name.split('/').pop()).sort()).toEqual(
      images.filter((image) => image !== silent).map((image) => defaultName(image)).sort(),
    );
    letGoAny(server);
  });

  it('keeps 取消 in a 1024 × 640 window however many parts are listed as saved', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    // One image a part, into a picked folder; one image held, so the dialog stays up with the others saved.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccPartLimitBytes = 1));
    server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 20, imagesPerOrder: 2 });
    await openOrders(page, OPFS_PICKERS);
    const images = await tickImages(page, 40, { fresh: true });
    hold(server, { method: 'GET', path: printPath(images[0]!) });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const progress = dialog(page, '正在下载定制图');
    // 39 images arrive; the part holding the last of them waits for the held one to know whether it is full.
    await expect
      .poll(async () => ((await progress.locator('.download-progress-saved').textContent()) ?? '').split('、').length, { timeout: HEAVY_WAIT_MS })
      .toBe(38);
    const cancel = progress.getByRole('button', { name: '取消' });
    // What is at the button's middle is the button: inside the window, not under the list.
    expect(
      await cancel.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && seen !== null && button.contains(seen);
      }),
    ).toBe(true);
    await releaseHeld(server);
    await page.locator('.arco-message', { hasText: '下载完成' }).waitFor({ timeout: HEAVY_WAIT_MS });
  });

  it('ends each part with its own order list of exactly the orders it delivers: not one whose image failed, not another part’s', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await callDevApi(server, 'PUT', '/api/download_rules_setting', { rules: ['ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'CUSTOMIZATION_INFO', 'QUANTITY', 'ORDER_ID'], withOrderIdFile: true });
    // One image a part: every part's list must name that image's order alone.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccPartLimitBytes = 1));
    await openOrders(page);
    const images = await tickImages(page, 4);
    const broken = images[1]!;
    server.devApi.faults.add({ method: 'GET', path: printPath(broken), status: 500 });
    const saved: Promise<string>[] = [];
    page.on('download', (download) => saved.push(savedDownload(download)));
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await dialog(page, '1 张图片下载失败').waitFor({ timeout: HEAVY_WAIT_MS });
    await expect.poll(() => saved.length).toBe(3);
    const delivered = new Set<string>();
    for (const archive of await Promise.all(saved)) {
      expect(unzipTest(archive).status).toBe(0);
      const entries = listZip(archive);
      const pngs = entries.filter((entry) => entry.name.endsWith('.png'));
      expect(pngs).toHaveLength(1);
      const folder = pngs[0]!.name.split('/')[0]!;
      const image = images.find((candidate) => pngs[0]!.name.endsWith(`/${defaultName(candidate)}`))!;
      // Named after its archive: 订单号_定制图_…_2.txt in 定制图_…_2.zip.
      const listName = `订单号_${basename(archive, '.zip')}.txt`;
      const list = spawnSync('unzip', ['-p', archive, `${folder}/${listName}`], { encoding: 'utf8' });
      expect(list.status).toBe(0);
      expect(list.stdout).toBe(`${image.order.originalId}\r\n`);
      delivered.add(image.order.originalId);
    }
    const brokenAlsoSaved = images.some((image) => image !== broken && image.order.originalId === broken.order.originalId);
    expect(delivered.has(broken.order.originalId)).toBe(brokenAlsoSaved);

    // Every part extracted into one folder: no list overwrote another, and every delivered number is listed.
    const together = mkdtempSync(join(tmpdir(), 'parts-'));
    for (const archive of await Promise.all(saved)) expect(spawnSync('unzip', ['-o', '-q', archive, '-d', together]).status).toBe(0);
    const listed = readdirSync(together, { recursive: true, encoding: 'utf8' })
      .filter((name) => basename(name).startsWith('订单号_'))
      .flatMap((name) => readFileSync(join(together, name), 'utf8').split('\r\n').filter(Boolean));
    expect(listed).toHaveLength(3);
    expect(new Set(listed)).toEqual(delivered);
  });

  it('取消 pauses the fetching while it asks; 停止并关闭 then says what was saved, refunded and kept charged, as the balance shows', async () => {
    const { page, server } = e2e;
    // One image a part: what arrives while the question is open is saved part by part.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccPartLimitBytes = 1));
    server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 8, imagesPerOrder: 1 });
    await openOrders(page);
    const images = await tickImages(page, 8, { fresh: true });
    const balance = await credits();
    for (const image of images) hold(server, { method: 'GET', path: printPath(image) });
    const saved: Download[] = [];
    page.on('download', (download) => saved.push(download));
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    // The six the runner fetches at once (DEFAULT_CONCURRENCY) are held at the service.
    await expect.poll(() => server.devApi.faults.holding()).toBe(6);
    const progress = dialog(page, '正在下载定制图');
    expect(await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    })).toBe(true);
    await progress.getByRole('button', { name: '取消' }).click();
    const question = dialog(page, '任务仍在进行');
    // Named by no number: the part being written may change while the question is open.
    await question.getByText('下载已暂停：在您选择之前不再取得新的原图，已在途中的图片仍会到达。停止后，正在写入的分卷将被放弃，不会留下看似完整的文件，已保存的分卷保留。', { exact: false }).waitFor();
    await progress.getByText('已暂停，等待您的选择').waitFor();
    // The six held arrive while the merchant reads: five parts are saved, the sixth waits for an image
    // that is not fetched, since nothing new is asked for until the merchant answers.
    expect(server.devApi.faults.release()).toBe(6);
    await expect.poll(() => saved.length, { timeout: HEAVY_WAIT_MS }).toBe(5);
    const printsAsked = () => images.filter((image) => server.requests.some((request) => request.startsWith(`GET ${printPath(image)}?`))).length;
    expect(printsAsked()).toBe(6);
    expect(await credits()).toBe(balance - 8 * 60);
    // 继续: the last two are asked for (and held again at the service); then 取消 once more, and stop.
    await question.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => server.devApi.faults.holding()).toBe(2);
    expect(printsAsked()).toBe(8);
    await progress.getByRole('button', { name: '取消' }).click();
    await question.getByRole('button', { name: '停止并关闭' }).click();
    // Stays until the merchant closes it: what was refunded and what stays charged is not a passing toast.
    const summary = page.locator('.download-cancel-summary', { hasText: '已取消下载' });
    await summary.getByText('已退还 2 张没有保存的定制图的 120 积分。').waitFor();
    await summary.getByText(/^已取消下载，未完成的分卷已放弃。已保存 5 张定制图，分卷：/).waitFor();
    await summary.getByText('已保存进压缩包的定制图不退还积分。').waitFor();
    await summary.getByText('1 张定制图的原图在取消前已经取得，但没有保存进压缩包：积分不退还，之后再下载这些图片不再扣费。').waitFor();
    await expect.poll(() => progress.count()).toBe(0);
    expect(saved).toHaveLength(5);
    // What stays charged is what the browser's downloads hold, whole (the five parts of one print file each),
    // and the one served before 停止; the part being written when it stopped left no download.
    const delivered: string[] = [];
    for (const download of saved) {
      const archive = await savedDownload(download);
      expect(unzipTest(archive).status).toBe(0);
      delivered.push(...listZip(archive).filter((entry) => entry.name.endsWith('.png')).map((entry) => entry.name.split('/').pop()!));
    }
    expect(new Set(delivered).size).toBe(5);
    const names = images.map((image) => defaultName(image));
    expect(delivered.filter((name) => names.includes(name))).toHaveLength(5);
    // The two held when it stopped were never served: refunded with the rest.
    expect(await credits()).toBe(balance - 6 * 60);
    await summary.locator('.arco-notification-close-btn').click();
    await summary.waitFor({ state: 'detached' });
    server.devApi.faults.clear();
  });

  it('a 停止并关闭 question left open goes with the progress dialog when the download ends first', async () => {
    const { page, server } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 3);
    server.devApi.faults.add({ method: 'GET', path: printPath(images[2]!), hang: true });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const progress = dialog(page, '正在下载定制图');
    await progress.getByText('保存到：').waitFor();
    await progress.getByRole('button', { name: '取消' }).click();
    const question = dialog(page, '任务仍在进行');
    await question.getByRole('button', { name: '停止并关闭' }).waitFor();
    // The held image arrives while the merchant has not answered: the download finishes.
    await expect.poll(() => server.devApi.faults.release(), { timeout: 30_000 }).toBeGreaterThan(0);
    server.devApi.faults.clear();
    const archive = await savedDownload(await downloading);
    expect(listZip(archive).filter((entry) => entry.name.endsWith('.png'))).toHaveLength(3);
    await page.locator('.arco-message', { hasText: '下载完成' }).first().waitFor();
    await expect.poll(() => progress.count()).toBe(0);
    // A question left on screen would refuse the next one (one confirmation at a time): the next download asks.
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '取消' }).click();
    await expect.poll(() => question.count()).toBe(0);
  });
});

describe('下载效果图', () => {
  it('is free: no credit check, no charge', async () => {
    const { page, server } = e2e;
    await openOrders(page);
    const images = await tickImages(page, 2, { kind: 'effect' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载效果图' }).click();
    const archive = await savedDownload(await downloading);
    expect(archive).toMatch(/效果图_\d{8}_\d{6}_1\.zip$/);
    const entries = listZip(archive);
    for (const image of images) expect(entries.find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!.sha256).toBe(await served(image.info.previewImageUrl));
    await networkSettled(e2e);
    expect(server.requests.filter((request) => /credit_charges/.test(request))).toEqual([]);
    // No credit check: the only balance read is the screen's 账户积分 (when it opened, and after the download
    // ended, so after every image was fetched).
    const lastImage = server.requests.map((request) => request.includes('/api/order_images/')).lastIndexOf(true);
    expect(lastImage).toBeGreaterThan(0);
    expect(server.requests.slice(0, lastImage + 1).filter((request) => /account_credits/.test(request))).toHaveLength(1);
  });
});

describe('命名规则', () => {
  it('shows the example name, saves the order, and the next download uses it', async () => {
    const { page } = e2e;
    await openOrders(page);
    await page.getByRole('button', { name: '命名规则' }).click();
    const rules = dialog(page, '命名规则');
    await rules.getByText('示例文件名：').waitFor();
    await rules.getByRole('button', { name: '上移 订单ID' }).click();
    await rules.getByRole('button', { name: '上移 订单ID' }).click();
    await rules.getByText(/^3912345678901234567_1_01_10086_.+_定制2张\.png$/).waitFor();
    await rules.getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message', { hasText: '保存成功' }).waitFor();
    const saved = await callDevApi<{ rules: string[] }>(e2e.server, 'GET', '/api/download_rules_setting');
    expect(saved.rules).toEqual(['ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'ORDER_ID', 'CUSTOMIZATION_INFO', 'QUANTITY']);

    const images = await tickImages(page, 1);
    await page.getByRole('button', { name: '下载定制图' }).click();
    const downloading = page.waitForEvent('download');
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const archive = await savedDownload(await downloading);
    const { order, itemIndex, infoIndex } = images[0]!;
    expect(listZip(archive)[0]!.name.split('/').pop()).toMatch(new RegExp(`^${order.originalId}_${itemIndex}_0${infoIndex + 1}_${order.id}_`));

    await page.getByRole('button', { name: '命名规则' }).click();
    await dialog(page, '命名规则').getByRole('button', { name: '恢复默认' }).click();
    await dialog(page, '命名规则').getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message', { hasText: '保存成功' }).last().waitFor();
    expect((await callDevApi<{ rules: string[] }>(e2e.server, 'GET', '/api/download_rules_setting')).rules).toEqual([
      'ORIGINAL_ID',
      'ORDER_ITEM_INDEX',
      'SKU_INDEX',
      'CUSTOMIZATION_INFO',
      'QUANTITY',
      'ORDER_ID',
    ]);
  });
});
