import { describe, expect, it } from 'vitest';
import { parseCustomizationContent } from '../../contract/orders';
import { callDevApi } from '../support/devApiCalls';
import { listZip, unzipTest } from '../support/zipInspect';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, logOutThroughMenu, networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { expectOrders, SHORT_BACKOFF, TEN_ROWS } from './ordersPage';
import { credits, defaultName, dialog, itemOf, leafOrders, leavingAsks, NO_PICKERS, openOrdersToDownload, printPath, savedDownload, servedPrint, tickedAttribute, tickImages, toggleRow } from './downloadsPage';
import { fetchThrough } from './routeFetch';

/**
 * The bulk download through the order list, what it costs: only new images are charged, failures are retried
 * free, what was never delivered is refunded (closed, left, signed out, reloaded), short credits, paid images
 * downloaded again. What the archives hold is downloadsArchives.e2e.ts; 取消 and a stalled image, downloadsCancel.e2e.ts.
 */
const e2e = useConsole();

describe('下载定制图: 扣费、失败与退还', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('charges only the new images, saves every name and byte, lists the failures and retries only those', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    // Ten: more than the runner fetches at once (DEFAULT_CONCURRENCY, 6), which is all the retries need (spec 3 §9
    // sets no count; each image is a 2.4 MB print file). Three of them charged before, as an earlier download
    // would have: only the others are new.
    const images = await tickImages(e2e, 10);
    const earlier = [images[4]!, images[6]!, images[8]!];
    await callDevApi(server, 'POST', '/api/credit_charges', {
      images: earlier.map((image) => ({ orderId: image.order.id, orderItemId: itemOf(image).id, infoIndex: image.infoIndex })),
    });
    const fresh = images.filter((image) => !image.info.creditDeducted && !earlier.includes(image)).length;
    expect(fresh).toBeLessThan(images.length);
    const balance = await credits(e2e.server);
    // 3 images fail once (the retries carry them), 1 always fails.
    for (const image of images.slice(0, 3)) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 500, times: 1 });
    const broken = images[3]!;
    server.devApi.faults.add({ method: 'GET', path: printPath(broken), status: 500 });

    await page.getByRole('button', { name: '下载定制图' }).click();
    const confirmation = dialog(page, '确认下载定制图');
    await confirmation.getByText(`本次下载 10 张定制图，其中 ${fresh} 张为首次下载，需扣除 ${fresh * 60} 积分`).waitFor();
    await confirmation.getByText(`当前积分余额：${balance}`).waitFor();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await confirmation.getByRole('button', { name: '确定' }).click();
    await dialog(page, '正在下载定制图').getByText(/图片：\d+ \/ 10/).waitFor();
    const archive = await savedDownload(await downloading);
    expect(archive).toMatch(/定制图_\d{8}_\d{6}_1\.zip$/);

    const failed = dialog(page, '1 张图片下载失败');
    await failed.getByText(`${broken.order.originalId} 失败原因：服务器返回 HTTP 500（${defaultName(broken)}）`).waitFor();
    expect(await credits(e2e.server)).toBe(balance - fresh * 60);
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
      expect(entry.sha256).toBe(await servedPrint(e2e.server, image));
    }

    // The retry: a new archive of the failed image only, nothing charged again.
    server.devApi.faults.clear();
    const charges = server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length;
    const retried = page.waitForEvent('download');
    await failed.getByRole('button', { name: '重试失败的图片' }).click();
    const second = await savedDownload(await retried);
    expect(unzipTest(second).status).toBe(0);
    const retriedEntries = listZip(second);
    expect(retriedEntries.map((entry) => entry.name.split('/').pop())).toEqual([defaultName(broken)]);
    expect(retriedEntries[0]!.sha256).toBe(await servedPrint(e2e.server, broken));
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length).toBe(charges);
    // Every image reached an archive: nothing refunded, each charged once.
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_refunds'))).toEqual([]);
    expect(await credits(e2e.server)).toBe(balance - fresh * 60);
  });

  it('all failed: says so, offers 重试 free of charge, and the retry delivers every image for what was charged once', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 3, { fresh: true });
    const balance = await credits(e2e.server);
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 503 });

    await page.getByRole('button', { name: '下载定制图' }).click();
    const confirmation = dialog(page, '确认下载定制图');
    await confirmation.getByText('积分在开始下载时扣除；下载结束时，没有保存进压缩包的图片自动退还积分。失败的图片重试时不再扣费。').waitFor();
    await confirmation.getByRole('button', { name: '确定' }).click();
    const failed = dialog(page, '下载定制图出错');
    await failed.getByText('没有图片下载成功，没有保存任何压缩包。').waitFor({ timeout: HEAVY_WAIT_MS });
    await failed.getByText('已扣积分的图片重试时免费下载，不会再次扣费；点“关闭”则退还没有下载成功的 3 张定制图的 180 积分。').waitFor();
    expect(await credits(e2e.server)).toBe(balance - 180);

    server.devApi.faults.clear();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    const toasts = await recordToasts(page);
    await failed.getByRole('button', { name: '重试' }).click();
    const archive = await savedDownload(await downloading);
    await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
    const entries = listZip(archive);
    expect(entries.map((entry) => entry.name.split('/').pop()).sort()).toEqual(images.map((image) => defaultName(image)).sort());
    for (const image of images) expect(entries.find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!.sha256).toBe(await servedPrint(e2e.server, image));
    await networkSettled(e2e);
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_charges'))).toHaveLength(1);
    expect(await credits(e2e.server)).toBe(balance - 180);
  });

  it('all failed and closed: what it charged comes back, and the rows are not marked 已下载', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 2, { fresh: true });
    const balance = await credits(e2e.server);
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 503 });
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    const failed = dialog(page, '下载定制图出错');
    await failed.getByText('点“关闭”则退还没有下载成功的 2 张定制图的 120 积分。', { exact: false }).waitFor({ timeout: HEAVY_WAIT_MS });
    await failed.getByRole('button', { name: '关闭' }).click();
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    expect(await credits(e2e.server)).toBe(balance);
    expect(downloads).toEqual([]);
    // The list reloads: no 已下载 mark on the ticked rows, and the service holds them uncharged.
    await networkSettled(e2e);
    const now = (await leafOrders(e2e.server)).flatMap((order) => order.orderItems.flatMap((item) => (parseCustomizationContent(item.customizationInfo?.content) ?? []).map((info) => ({ item, info }))));
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
      history.pushState({}, '', '/app/order_management?size=10');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('tbody .order-tick').first().waitFor();
    await networkSettled(e2e);
    const images = await tickImages(e2e, 2, { fresh: true });
    const balance = await credits(e2e.server);
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), status: 503 });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await dialog(page, '下载定制图出错').getByRole('button', { name: '关闭' }).waitFor({ timeout: HEAVY_WAIT_MS });
    await page.goBack();
    await page.waitForURL(/\/app\/setting/);
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    expect(await credits(e2e.server)).toBe(balance);
  });

  it('a download cut short by a sign-out in another tab refunds what it never delivered on the next visit', async () => {
    const { page, server } = e2e;
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 2, { fresh: true });
    const balance = await credits(e2e.server);
    // Each print file is held: the download is charged and waiting when the other tab signs out.
    for (const image of images) server.devApi.faults.add({ method: 'GET', path: printPath(image), hang: true });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    // The service first: both print files asked for (and held) proves the flow charged and is fetching, and
    // names what it fetched when it did not; the dialog then shows a download that cannot end by itself.
    const printsAsked = () => images.filter((image) => server.requests.some((request) => request.startsWith(`GET ${printPath(image)}?`))).length;
    await expect.poll(printsAsked, { message: `print files asked for; the service heard ${server.requests.slice(-12).join(', ')}` }).toBe(2);
    await expect.poll(() => credits(e2e.server)).toBe(balance - 120);
    await dialog(page, '正在下载定制图').getByText('保存到：').waitFor();
    // The charge's note, held while the download runs.
    const noteHeld = () => page.evaluate(async () => ((await navigator.locks.query()).held ?? []).filter((lock) => lock.name?.startsWith('download-charges:')).length);
    expect(await noteHeld()).toBe(1);

    const other = await page.context().newPage();
    await other.goto(`${server.url}/app/order_management${TEN_ROWS}`);
    await logOutThroughMenu(other);
    await page.waitForURL(/\/login/);
    // The download ended with the session: its fetches were aborted (not released: nothing was served), and
    // its refund was not sent, as whoever signs in next (api/sessionBound.ts): the charge stays in the note,
    // let go once the flow ended (its lock no longer held).
    const refunds = () => server.requests.filter((request) => request.startsWith('POST /api/credit_refunds')).length;
    await expect.poll(noteHeld).toBe(0);
    expect(refunds()).toBe(0);
    server.devApi.faults.clear();
    expect(await credits(e2e.server)).toBe(balance - 120);

    await other.close();
    await openSignedIn(page, server.url, `/app/order_management${TEN_ROWS}`);
    await expect.poll(() => credits(e2e.server)).toBe(balance);
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
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    await tickImages(e2e, 2, { fresh: true });
    expect(await leavingAsks(page)).toBe(false);
    hold(server, { method: 'POST', path: '/api/credit_charges' });
    const saved = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await untilArrived(server, 'POST', /^\/api\/credit_charges$/);
    expect(await page.locator('.download-progress-modal').count()).toBe(0);
    expect(await leavingAsks(page)).toBe(true);
    await releaseHeld(server);
    await saved;
    await page.locator('.arco-message', { hasText: '下载完成' }).waitFor();
    await expect.poll(() => leavingAsks(page)).toBe(false);
  });

  it("reloaded while the charge's answer is on its way: the next visit refunds what the service charged", async () => {
    const { page } = e2e;
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 2, { fresh: true });
    const balance = await credits(e2e.server);
    // The service charges; its answer is kept from the page until the page has gone.
    let charged!: () => void;
    const serviceCharged = new Promise<void>((resolve) => (charged = resolve));
    await page.route('**/api/credit_charges', async (route) => {
      const reply = await fetchThrough(route);
      charged();
      await new Promise<void>((resolve) => page.once('framenavigated', () => resolve()));
      await route.fulfill({ response: reply }).catch(() => undefined);
    });
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await serviceCharged;
    expect(await credits(e2e.server)).toBe(balance - images.length * 60);
    await page.reload();
    await page.locator('.arco-message', { hasText: `已退还 ${images.length} 张没有下载成功的定制图的 ${images.length * 60} 积分` }).waitFor();
    expect(await credits(e2e.server)).toBe(balance);
    await page.unroute('**/api/credit_charges');
  });

  it('with too few credits says how many it pays for; 继续下载 charges that many and saves them with the charged ones', async () => {
    const { page, server } = e2e;
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 3, { fresh: true });
    // Spend all but 60 credits elsewhere, as another tab would.
    const others = (await leafOrders(e2e.server))
      .flatMap((order) =>
        order.orderItems.flatMap((item) =>
          (parseCustomizationContent(item.customizationInfo?.content) ?? []).flatMap((info, infoIndex) =>
            info.customizedImageUrl && !info.creditDeducted ? [{ orderId: order.id, orderItemId: item.id, infoIndex }] : [],
          ),
        ),
      )
      .filter((ref) => !images.some((image) => image.order.id === ref.orderId && image.infoIndex === ref.infoIndex && image.order.orderItems[image.itemIndex - 1]!.id === ref.orderItemId));
    const spend = Math.floor((await credits(e2e.server)) / 60) - 1;
    await callDevApi(server, 'POST', '/api/credit_charges', { images: others.slice(0, spend) });
    expect(await credits(e2e.server)).toBe(60);

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
    expect(await credits(e2e.server)).toBe(60);

    await page.getByRole('button', { name: '下载定制图' }).click();
    const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
    const toasts = await recordToasts(page);
    await dialog(page, '积分不足').getByRole('button', { name: '继续下载' }).click();
    const archive = await savedDownload(await downloading);
    await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
    expect(await credits(e2e.server)).toBe(0);
    expect(unzipTest(archive).status).toBe(0);
    expect(listZip(archive).map((entry) => entry.name.split('/').pop())).toEqual([defaultName(images[0]!)]);
  });

  it('ticks of a page not in view are charged and delivered as the service holds them: a second download of paid images is free and whole', async () => {
    const { page, server } = e2e;
    server.devApi.credits.set(1000);
    const added = server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 30 });
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
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
    expect(await credits(e2e.server)).toBe(40);

    // The same ticks again: every image is paid for, so nothing is new, nothing is charged and all 16 come.
    const charges = server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length;
    const second = await download('本次下载 16 张定制图，其中 0 张为首次下载，需扣除 0 积分');
    expect(second.map((entry) => orderIdOf(entry.name)).sort()).toEqual(wanted.map((order) => order.originalId).sort());
    expect(second.map((entry) => entry.sha256).sort()).toEqual(first.map((entry) => entry.sha256).sort());
    expect(server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length).toBe(charges);
    expect(await credits(e2e.server)).toBe(40);
  });
});
