// The bulk download through each adapter's save: the browser's was driven by the downloads*.e2e.ts files; here the
// mock adapter with every /api request blocked (its dev API runs in the page, images come from it through
// fetchFile) and the host simulator (the qianniu adapter saving over the bridge's chunked file.save*).
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listZip, unzipTest } from '../support/zipInspect';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, loginAs, openSignedIn, recordToasts, useConsole } from './fixtures';
import { TEN_ROWS } from './ordersPage';

const e2e = useConsole();

/** No pickers: the mock adapter downloads, and the qianniu adapter saves through the host. */
const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};

// At 10 rows where the orders ticked are among the first: each row drawn costs the page CPU (ordersPage.ts TEN_ROWS).
async function open(page: Page, where: 'mock' | 'simulator', pluginPath = `/app/order_management${TEN_ROWS}`): Promise<Frame> {
  await page.addInitScript(NO_PICKERS);
  if (where === 'mock') {
    await page.route('**/api/**', (route) => route.abort());
    await loginAs(page, e2e.server.url, 'demo', 'demo1234', '?adapter=mock');
    await page.locator('.shell-sider').getByText('订单管理', { exact: true }).click();
    return page.mainFrame();
  }
  await openSignedIn(page, e2e.server.url, `/__qianniu/?plugin=${encodeURIComponent(pluginPath)}`);
  const frame = await (await page.locator('#plugin').elementHandle())!.contentFrame();
  return frame!;
}

async function downloadTwoOrders(page: Page, where: 'mock' | 'simulator'): Promise<void> {
  const frame = await open(page, where);
  await frame.getByText(`运行环境：${where === 'mock' ? '模拟' : '千牛'}`).waitFor();
  const ticks = frame.locator('tbody .order-tick');
  await ticks.first().waitFor();
  await ticks.nth(0).click();
  await ticks.nth(1).click();
  await frame.getByRole('button', { name: '下载定制图' }).click();
  const confirm = frame.locator('.arco-modal', { hasText: '确认下载定制图' });
  await confirm.waitFor();
  const count = Number((await confirm.innerText()).match(/本次下载 (\d+) 张定制图/)?.[1]);
  expect(count).toBeGreaterThan(0);
  // The simulator turns the host's save into a download of the top page; the mock adapter downloads itself.
  const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
  // Recorded from the click: reading the archive below may take longer than the toast stays.
  const toasts = await recordToasts(frame);
  await confirm.getByRole('button', { name: '确定' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^定制图_\d{8}_\d{6}_1\.zip$/);
  const path = join(mkdtempSync(join(tmpdir(), `tour-${where}-`)), download.suggestedFilename());
  await download.saveAs(path);
  expect(unzipTest(path).status).toBe(0);
  const entries = listZip(path);
  expect(entries).toHaveLength(count);
  for (const entry of entries) {
    expect(entry).toMatchObject({ method: 0, utf8: true });
    expect(entry.name).toMatch(/^[^/]+\/\d{18,19}_\d+_\d{2}_.+_定制\d+张_.+\.png$/);
    // The print file from the lookup's signed address (about 2.5 MB), not the list's display rendition.
    expect(entry.size).toBeGreaterThan(2_400_000);
  }
  await expect.poll(toasts, { timeout: HEAVY_WAIT_MS }).toContainEqual(expect.stringContaining('下载完成'));
}

describe('下载定制图 through each adapter', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('on the mock adapter with no server: the in-page dev API charges and serves the images, the archive downloads', async () => {
    await downloadTwoOrders(e2e.page, 'mock');
  });

  it('inside the host simulator: the archive crosses the bridge in chunks and the host saves it', async () => {
    await downloadTwoOrders(e2e.page, 'simulator');
  });
});

const MB = 1024 * 1024;
const charges = () => e2e.server.requests.filter((request) => request.startsWith('POST /api/credit_charges'));

describe('下载定制图 inside Qianniu with the file system’s documented caps (10 MB a file, 50 MB in all)', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('8 images: parts cut to what the host declares, each saved before the next, every image delivered, no temporary file left', async () => {
    const { page, server } = e2e;
    const added = server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 8 });
    const balance = server.devApi.credits.balance();
    const frame = await open(page, 'simulator');
    await page.locator('#fs-cap').check();
    const ticks = frame.locator('tbody .order-tick');
    await ticks.first().waitFor();
    for (let row = 0; row < 8; row++) await ticks.nth(row).click();
    const saved: { name: string; path: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('download', (download) =>
      pending.push(
        (async () => {
          const path = join(mkdtempSync(join(tmpdir(), 'capped-')), download.suggestedFilename());
          await download.saveAs(path);
          saved.push({ name: download.suggestedFilename(), path });
        })(),
      ),
    );
    await frame.getByRole('button', { name: '下载定制图' }).click();
    const confirm = frame.locator('.arco-modal', { hasText: '确认下载定制图' });
    await confirm.getByText('本次下载 8 张定制图').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await frame.locator('.arco-message', { hasText: '下载完成' }).waitFor({ timeout: HEAVY_WAIT_MS });
    await Promise.all(pending);

    // About 2.5 MB an image: 8 cannot go in one 10 MB file, so it took several parts, each within the cap.
    expect(saved.length).toBeGreaterThanOrEqual(2);
    expect(saved.map((part) => part.name.replace(/_\d{8}_\d{6}_/, '_')).sort()).toEqual(saved.map((_, n) => `定制图_${n + 1}.zip`).sort());
    const entries = saved.flatMap((part) => {
      expect(statSync(part.path).size).toBeLessThanOrEqual(10 * MB);
      expect(unzipTest(part.path).status).toBe(0);
      return listZip(part.path);
    });
    expect(entries).toHaveLength(8);
    expect(new Set(entries.map((entry) => entry.name.split('_')[0]!.split('/')[1]))).toEqual(new Set(added.map((order) => order.originalId)));
    for (const entry of entries) expect(entry.size).toBeGreaterThan(2_400_000);
    await page.getByTestId('host-state').getByText('进行中的传输：0 · 临时文件：0').waitFor();
    expect(server.devApi.credits.balance()).toBe(balance - 8 * 60);
  });

  it('300 images: refused before anything is charged, saying what to do instead', async () => {
    const { page, server } = e2e;
    server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 100, imagesPerOrder: 3 });
    server.devApi.credits.set(30_000);
    const frame = await open(page, 'simulator', '/app/order_management?size=100');
    await page.locator('#fs-cap').check();
    await frame.locator('tbody .order-tick').first().waitFor();
    await frame.locator('.order-tick-page').click();
    // 100 orders of one item with three phones each: 300 images.
    await frame.getByText('已勾选 100 个商品').waitFor();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await frame.getByRole('button', { name: '下载定制图' }).click();
    // Said before any question of credits: the host's declared limit is known before anything opens.
    const refused = frame.locator('.arco-modal', { hasText: '在千牛中一次下载不了这么多图片' });
    await refused
      .getByText('千牛中每个文件不能超过 10 MB，本次 300 张定制图约需分成 100 个压缩包，每个都要单独保存。请在浏览器中打开后台下载（没有这个限制），或每次少勾选一些，最多 30 张定制图。本次没有扣除任何积分。')
      .waitFor();
    expect(await frame.locator('.arco-modal', { hasText: '确认下载定制图' }).count()).toBe(0);
    await refused.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => refused.count()).toBe(0);
    expect(charges()).toEqual([]);
    expect(server.devApi.credits.balance()).toBe(30_000);
    expect(downloads).toEqual([]);
  });
});
