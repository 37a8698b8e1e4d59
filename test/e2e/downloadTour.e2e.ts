// Issue 11's download through each adapter's save: the browser's was driven by downloads.e2e.ts; here the
// mock adapter with every /api request blocked (its dev API runs in the page, images come from it through
// fetchFile) and the host simulator (the qianniu adapter saving over the bridge's chunked file.save*).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listZip, unzipTest } from '../support/zipInspect';
import { loginAs, useConsole } from './fixtures';

const e2e = useConsole();

/** No pickers: the mock adapter downloads, and the qianniu adapter saves through the host. */
const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};

async function open(page: Page, where: 'mock' | 'simulator'): Promise<Frame> {
  await page.addInitScript(NO_PICKERS);
  if (where === 'mock') {
    await page.route('**/api/**', (route) => route.abort());
    await loginAs(page, e2e.server.url, 'demo', 'demo1234', '?adapter=mock');
    await page.locator('.shell-sider').getByText('订单管理', { exact: true }).click();
    return page.mainFrame();
  }
  await loginAs(page, e2e.server.url);
  await page.goto(`${e2e.server.url}/__qianniu/?plugin=${encodeURIComponent('/app/order_management')}`);
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
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
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
  await frame.locator('.arco-message', { hasText: '下载完成' }).waitFor();
}

describe('下载定制图 through each adapter', () => {
  it('on the mock adapter with no server: the in-page dev API charges and serves the images, the archive downloads', async () => {
    await downloadTwoOrders(e2e.page, 'mock');
  });

  it('inside the host simulator: the archive crosses the bridge in chunks and the host saves it', async () => {
    await downloadTwoOrders(e2e.page, 'simulator');
  });
});
