import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listZip, unzipTest } from '../support/zipInspect';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, recordToasts, useConsole } from './fixtures';
import { hold, letGoAny, releaseHeld } from './held';
import { SHORT_BACKOFF } from './ordersPage';
import { credits, defaultName, dialog, leavingAsks, NO_PICKERS, OPFS_PICKERS, openOrdersToDownload, printPath, savedDownload, tickImages } from './downloadsPage';

/**
 * The bulk download through the order list while it runs: a print file whose reply never comes, 取消 and its
 * question, and the progress dialog in a small window. What it charges is downloadsCharging.e2e.ts; what the
 * archives hold, downloadsArchives.e2e.ts.
 */
const e2e = useConsole();

describe('下载定制图: 进行中与取消', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('gives up a print file whose reply never comes, names 图片下载超时 and saves the others', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    // The QA hook shortens the wait for a first or next piece (a minute in the product) to 3 s.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccImageStallMs = 3000));
    await openOrdersToDownload(e2e, NO_PICKERS);
    const images = await tickImages(e2e, 3);
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
    await openOrdersToDownload(e2e, OPFS_PICKERS);
    const images = await tickImages(e2e, 40, { fresh: true });
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

  it('取消 pauses the fetching while it asks; 停止并关闭 then says what was saved, refunded and kept charged, as the balance shows', async () => {
    const { page, server } = e2e;
    // One image a part: what arrives while the question is open is saved part by part.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccPartLimitBytes = 1));
    server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 8, imagesPerOrder: 1 });
    await openOrdersToDownload(e2e);
    const images = await tickImages(e2e, 8, { fresh: true });
    const balance = await credits(e2e.server);
    for (const image of images) hold(server, { method: 'GET', path: printPath(image) });
    const saved: Download[] = [];
    page.on('download', (download) => saved.push(download));
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    // The six the runner fetches at once (DEFAULT_CONCURRENCY) are held at the service.
    await expect.poll(() => server.devApi.faults.holding()).toBe(6);
    const progress = dialog(page, '正在下载定制图');
    expect(await leavingAsks(page)).toBe(true);
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
    expect(await credits(e2e.server)).toBe(balance - 8 * 60);
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
    expect(await credits(e2e.server)).toBe(balance - 6 * 60);
    await summary.locator('.arco-notification-close-btn').click();
    await summary.waitFor({ state: 'detached' });
    server.devApi.faults.clear();
  });

  it('a 停止并关闭 question left open goes with the progress dialog when the download ends first', async () => {
    const { page, server } = e2e;
    await openOrdersToDownload(e2e);
    const images = await tickImages(e2e, 3);
    server.devApi.faults.add({ method: 'GET', path: printPath(images[2]!), hang: true });
    const downloading = page.waitForEvent('download');
    // The archive is read back before the toast is looked for: on a loaded machine that outlasts the toast.
    const toasts = await recordToasts(page);
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
    await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
    await expect.poll(() => progress.count()).toBe(0);
    // A question left on screen would refuse the next one (one confirmation at a time): the next download asks.
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '取消' }).click();
    await expect.poll(() => question.count()).toBe(0);
  });
});
