import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customizationInfoCount, parseCustomizationContent, type Order, type OrderPage } from '../../contract/orders';
import { archivePartName } from '../../src/lib/bulkDownload/names';
import { callDevApi } from '../support/devApiCalls';
import { listZip, sha256, unzipTest } from '../support/zipInspect';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, networkSettled, recordToasts, useConsole } from './fixtures';
import { SHORT_BACKOFF, TEN_ROWS } from './ordersPage';
import { archivesInPickedFolder, credits, defaultName, dialog, fromPickedFolder, NO_PICKERS, OPFS_PICKERS, openOrdersToDownload, printPath, RULES_WITH_ORDER_LIST, savedDownload, served, servedPrint, tickedAttribute, tickImages, toggleRow } from './downloadsPage';

/**
 * The bulk download through the order list, what it saves (opened with Debian's unzip, Python's zipfile and
 * tiffinfo): names, bytes, order lists, the picked folder, TIF, parts, the rules, and the effect images.
 * What it charges is downloadsCharging.e2e.ts; 取消 and a stalled image, downloadsCancel.e2e.ts.
 */
const e2e = useConsole();

describe('下载定制图: 保存的文件', { timeout: HEAVY_TEST_TIMEOUT_MS }, () => {
  it('both archives extracted into one folder keep every print file, byte for byte', async () => {
    const { page } = e2e;
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 3);
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
    const printEntries = listZip(prints);
    for (const image of images) {
      const printEntry = printEntries.find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!;
      const onDisk = sha256(new Uint8Array(readFileSync(join(folder, printEntry.name))));
      expect(onDisk).toBe(await servedPrint(e2e.server, image));
      expect(readFileSync(join(folder, '效果图', printEntry.name)).byteLength).toBeGreaterThan(0);
    }
  });

  it('names each file with the cases printed from it: three phones on an item of quantity 3 are 定制1张 each', async () => {
    const { page, server } = e2e;
    const [added] = server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 1, imagesPerOrder: 3 });
    const item = added!.orderItems[0]!;
    const infos = parseCustomizationContent(item.customizationInfo?.content)!;
    expect(infos).toHaveLength(3);
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
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
    await callDevApi(server, 'PUT', '/api/download_rules_setting', RULES_WITH_ORDER_LIST);
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
    await openOrdersToDownload(e2e, NO_PICKERS, `?q=${partly.originalId}`);
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
    const balance = await credits(e2e.server);

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
    expect(await credits(e2e.server)).toBe(balance - withPrint * 60);
  });

  it('streams into a picked folder (the File System Access path) with names and bytes intact, each buffer used again', async () => {
    const { page, server } = e2e;
    // More images than are in flight at once (6 fetching, 2 being written): the later ones are read into
    // buffers that held earlier ones, which the disk's writer must have taken in full by then.
    server.devApi.orders.add({ shopName: '壳美定制旗舰店', count: 12, imagesPerOrder: 1 });
    await openOrdersToDownload(e2e, OPFS_PICKERS);
    const images = await tickImages(e2e, 12, { fresh: true });
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
      expect(entries.find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!.sha256).toBe(await servedPrint(e2e.server, image));
    }
  });

  it('two downloads started in the same second into one picked folder keep archives and order lists of their own', async () => {
    const { page, server } = e2e;
    await callDevApi(server, 'PUT', '/api/download_rules_setting', RULES_WITH_ORDER_LIST);
    // Both downloads read one second off the clock: the second archive must not become 定制图_…_1 (2).zip
    // holding a list named after …_1, which would overwrite the first's list when both are extracted.
    const second = new Date(Math.floor(Date.now() / 1000) * 1000);
    await page.clock.setFixedTime(second);
    await openOrdersToDownload(e2e, OPFS_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 2);
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

  it('says what to tick first', async () => {
    const { page } = e2e;
    await openOrdersToDownload(e2e);
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
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 2);
    // Where the switch is explained, it says what the file is: what tiffinfo reads below.
    await page.locator('.download-tiff').hover();
    await page.locator('.arco-tooltip-content', { hasText: 'RGBA，每通道 8 位，透明通道为非预乘（unassociated alpha），不压缩；分辨率沿用原图，原图未注明时为 300 dpi' }).waitFor();
    await page.getByRole('switch', { name: '转为TIF' }).click();
    await page.reload();
    await page.locator('tbody .order-tick').first().waitFor();
    await expect.poll(() => page.getByRole('switch', { name: '转为TIF' }).getAttribute('aria-checked')).toBe('true');
    // The reload dropped the ticks: the same rows again.
    const again = await tickImages(e2e, 2);
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
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    await tickImages(e2e, 3);
    const names: string[] = [];
    page.on('download', (download) => names.push(download.suggestedFilename()));
    await page.getByRole('button', { name: '下载定制图' }).click();
    await dialog(page, '确认下载定制图').getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message', { hasText: '下载完成' }).waitFor({ timeout: HEAVY_WAIT_MS });
    await expect.poll(() => names.length).toBe(3);
    expect(names.map((name) => name.replace(/_\d{8}_\d{6}_/, '_'))).toEqual(['定制图_1.zip', '定制图_2.zip', '定制图_3.zip']);
  });

  it('ends each part with its own order list of exactly the orders it delivers: not one whose image failed, not another part’s', async () => {
    const { page, server } = e2e;
    await page.addInitScript(SHORT_BACKOFF);
    await callDevApi(server, 'PUT', '/api/download_rules_setting', RULES_WITH_ORDER_LIST);
    // One image a part: every part's list must name that image's order alone.
    await page.addInitScript(() => ((window as unknown as Record<string, number>).__pccPartLimitBytes = 1));
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 4);
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
});

describe('下载效果图', () => {
  it('is free: no credit check, no charge', async () => {
    const { page, server } = e2e;
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
    const images = await tickImages(e2e, 2, { kind: 'effect' });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载效果图' }).click();
    const archive = await savedDownload(await downloading);
    expect(archive).toMatch(/效果图_\d{8}_\d{6}_1\.zip$/);
    const entries = listZip(archive);
    for (const image of images) expect(entries.find((entry) => entry.name.endsWith(`/${defaultName(image)}`))!.sha256).toBe(await served(e2e.server, image.info.previewImageUrl));
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
    await openOrdersToDownload(e2e, NO_PICKERS, TEN_ROWS);
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

    const images = await tickImages(e2e, 1);
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
