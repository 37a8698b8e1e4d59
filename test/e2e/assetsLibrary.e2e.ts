import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderFromLinks } from '../../src/lib/ordering';
import type { ConsoleServer } from '../support/consoleServer';
import { casePng, pngUpload, truncatedPng } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { hold, letGoAny, releaseHeld } from './held';
import { callDevApi as api, uploadThroughDevApi } from '../support/devApiCalls';
import { ASSET_TOO_LARGE } from '../../contract/limits';

const e2e = useConsole();
/** expect.poll gives up after 1 s by default; a reload after a sort can take longer on a busy machine. */
const POLL = { timeout: 10_000 };

interface Collection {
  id: string;
  name: string;
  next: string | null;
}
interface Asset {
  id: string;
  url: string;
  thumbnailUrl: string | null;
  fileId: string;
  next: string | null;
}

const collectionsOf = async (server: ConsoleServer, type: number) =>
  orderFromLinks(await api<Collection[]>(server, 'GET', `/api/design_asset_collections?type=${type}`));
const assetsIn = async (server: ConsoleServer, collectionId: string) =>
  orderFromLinks((await api<{ items: Asset[]; totalItems: number }>(server, 'GET', `/api/design_assets?collectionId=${collectionId}&pageNo=1&pageSize=500`)).items);

/** Puts `count` small SVG assets into a collection straight through the dev API (the three upload steps, then the asset). */
async function addAssets(server: ConsoleServer, type: number, collectionId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text x="10" y="60" font-size="40">${i}</text></svg>`;
    const fileId = await uploadThroughDevApi(server, `n${i}.svg`, svg, 'image/svg+xml', 1);
    await api(server, 'POST', '/api/design_assets', { type, collectionId, fileId, thumbnailFileId: null });
  }
}

async function openLibrary(page: Page, baseUrl: string, path = 'images'): Promise<void> {
  await openSignedIn(page, baseUrl, `/app/design_assets/${path}`);
  await page.locator('.asset-card img').first().waitFor();
}

const shownIds = (page: Page) => page.locator('.asset-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-asset-id')!));
const wizard = (page: Page) => page.locator('.upload-wizard');
/** A file of 4,200,000 bytes: a real PNG padded at the end (over the 3,145,728-byte limit). */
const bigPng = () => {
  const png = casePng(20, 40);
  return pngUpload('big.png', Buffer.concat([png, Buffer.alloc(4_200_000 - png.length)]));
};

async function uploadFiles(page: Page, files: ReturnType<typeof pngUpload>[]): Promise<void> {
  await page.getByRole('button', { name: '上传素材' }).click();
  await wizard(page).getByText('单个文件不超过 3M', { exact: false }).waitFor();
  await wizard(page).getByTestId('asset-files').setInputFiles(files);
}

describe('素材库', () => {
  it('shows the seeded thumbnails of each library, and switching tabs replaces the route', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const historyLength = await page.evaluate(() => history.length);
    for (const [tab, path, type, box] of [
      ['图库', 'images', 1, 200],
      ['贴纸', 'maps', 2, 100],
      ['背景', 'background_images', 3, 200],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.waitForURL(new RegExp(`/app/design_assets/${path}$`));
      const [first] = await collectionsOf(server, type);
      const assets = await assetsIn(server, first!.id);
      expect(assets.length).toBeGreaterThan(0);
      await page.locator('.asset-collection.active', { hasText: first!.name }).waitFor();
      await expect.poll(() => page.locator('.asset-card img').count(), POLL).toBe(Math.min(assets.length, 50));
      const img = page.locator(`.asset-card[data-asset-id="${assets[0]!.id}"] img`);
      expect(await img.getAttribute('src')).toBe(assets[0]!.thumbnailUrl ?? assets[0]!.url);
      expect(await img.getAttribute('loading')).toBe('lazy');
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0), POLL).toBe(true);
      const size = await page.locator('.asset-thumb').first().boundingBox();
      expect([size?.width, size?.height]).toEqual([box, box]);
    }
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it('keeps the chosen collection in ?collection= across a reload', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const [, second] = await collectionsOf(server, 1);
    await page.locator('.asset-collection', { hasText: second!.name }).click();
    await page.waitForURL((url) => url.searchParams.get('collection') === second!.id);
    const expected = (await assetsIn(server, second!.id)).map((asset) => asset.id);
    await expect.poll(() => shownIds(page), POLL).toEqual(expected.slice(0, 50));
    await page.reload();
    await page.locator('.asset-collection.active', { hasText: second!.name }).waitFor();
    await expect.poll(() => shownIds(page), POLL).toEqual(expected.slice(0, 50));
  });

  it('a collection deleted in another tab: its assets say so once, and the library goes to the first collection', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const [first, second] = await collectionsOf(server, 1);
    await page.locator('.asset-collection.active', { hasText: first!.name }).waitFor();
    // Deleted elsewhere while this page still lists it: choosing it asks for its assets.
    await api(server, 'DELETE', `/api/design_asset_collections/${second!.id}`);
    await page.locator('.asset-collection', { hasText: second!.name }).click();
    await page.locator('.network-error-modal').getByText(`分组不存在: ${second!.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await page.locator('.asset-collection.active', { hasText: first!.name }).waitFor();
    expect(await page.locator('.asset-collection', { hasText: second!.name }).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('collection'), POLL).toBeNull();
    const expected = (await assetsIn(server, first!.id)).map((asset) => asset.id);
    await expect.poll(() => shownIds(page), POLL).toEqual(expected.slice(0, 50));
    await networkSettled(e2e);
    expect(await page.locator('.network-error-modal').count()).toBe(0);
    expect(await page.getByText('列表加载失败').count()).toBe(0);
  });

  it('uploads the good files with their thumbnails and lists a file over the asset limit with ASSET_TOO_LARGE', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const [collection] = await collectionsOf(server, 1);
    const before = (await assetsIn(server, collection!.id)).map((asset) => asset.id);
    server.requests.length = 0;
    await uploadFiles(page, [
      pngUpload('tall.png', casePng(1000, 2000)),
      pngUpload('small.png', casePng(120, 240, [245, 63, 63])),
      pngUpload('square.png', casePng(600, 600, [0, 180, 42])),
      bigPng(),
    ]);
    await wizard(page).getByText('成功 3 个，失败 1 个').waitFor();
    await wizard(page).locator('tr', { hasText: 'big.png' }).getByText(ASSET_TOO_LARGE).waitFor();
    // Three originals and three thumbnails went up; the big file never left the browser.
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(6);
    expect(server.requests.filter((r) => r === 'POST /api/design_assets')).toHaveLength(3);
    await wizard(page).getByRole('button', { name: '完成' }).click();

    const added = (await assetsIn(server, collection!.id)).filter((asset) => !before.includes(asset.id));
    expect(added).toHaveLength(3);
    await expect.poll(() => shownIds(page), POLL).toEqual(expect.arrayContaining(added.map((asset) => asset.id)));
    for (const asset of added) {
      expect(asset.thumbnailUrl).toBeTruthy();
      expect(await page.locator(`.asset-card[data-asset-id="${asset.id}"] img`).getAttribute('src')).toBe(asset.thumbnailUrl);
    }
    // The 1000 × 2000 original: its thumbnail is stored at 200 × 400, its original untouched.
    const tall = added.find((asset) => server.devApi.files.get(asset.fileId)?.fileName === 'tall.png')!;
    const sizeOf = (url: string) =>
      page.evaluate(
        (src) =>
          new Promise<[number, number]>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
            image.onerror = () => reject(new Error(`did not load: ${src}`));
            image.src = src;
          }),
        url,
      );
    expect(await sizeOf(tall.thumbnailUrl!)).toEqual([200, 400]);
    expect(await sizeOf(tall.url)).toEqual([1000, 2000]);
    for (const asset of added) expect(Math.max(...(await sizeOf(asset.thumbnailUrl!)))).toBeLessThanOrEqual(400);
  });

  it('draws an SVG that declares only a viewBox into a 400 px thumbnail', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url, 'maps');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 100"><circle cx="25" cy="50" r="20" fill="#f53f3f"/></svg>';
    await uploadFiles(page, [{ name: 'dot.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) }]);
    await wizard(page).getByText('成功 1 个，失败 0 个').waitFor();
    const [collection] = await collectionsOf(server, 2);
    const dot = (await assetsIn(server, collection!.id)).find((asset) => server.devApi.files.get(asset.fileId)?.fileName === 'dot.svg')!;
    const size = await page.evaluate(
      (src) =>
        new Promise<[number, number]>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
          image.onerror = () => reject(new Error(`did not load: ${src}`));
          image.src = src;
        }),
      dot.thumbnailUrl!,
    );
    expect(size).toEqual([200, 400]);
  });

  it('says 所选的文件不符合规范请检查 and stays on step 0 when every file is over 3 MB', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    server.requests.length = 0;
    await uploadFiles(page, [bigPng()]);
    await page.getByText('所选的文件不符合规范请检查').waitFor();
    await wizard(page).getByRole('button', { name: '选择图片' }).waitFor();
    // Nothing went up (the grid's thumbnails may still be loading: only uploads count).
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/files/'))).toEqual([]);
  });

  it('fails a damaged image with its reason while the others upload, stickers keeping their transparency', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url, 'maps');
    server.requests.length = 0;
    await uploadFiles(page, [
      pngUpload('good-1.png', casePng(300, 300)),
      pngUpload('broken.png', truncatedPng(300, 300)),
      pngUpload('good-2.png', casePng(200, 100)),
    ]);
    await wizard(page).getByText('成功 2 个，失败 1 个').waitFor();
    await wizard(page).locator('tr', { hasText: 'broken.png' }).getByText('图片加载失败，请检查图片是否损坏').waitFor();
    // Nothing of the damaged file was uploaded.
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(4);

    // A sticker's thumbnail keeps its transparency (casePng is an outline on a transparent middle).
    const [collection] = await collectionsOf(server, 2);
    const sticker = (await assetsIn(server, collection!.id)).find((asset) => server.devApi.files.get(asset.fileId)?.fileName === 'good-1.png')!;
    const alphaAt = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<[number, number]>((resolve, reject) => {
            const image = new Image();
            image.onload = () => {
              const canvas = document.createElement('canvas');
              canvas.width = image.naturalWidth;
              canvas.height = image.naturalHeight;
              const g = canvas.getContext('2d')!;
              g.drawImage(image, 0, 0);
              const middle = g.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3]!;
              const edge = g.getImageData(1, canvas.height / 2, 1, 1).data[3]!;
              resolve([middle, edge]);
            };
            image.onerror = () => reject(new Error(`did not load: ${url}`));
            image.src = url;
          }),
        src,
      );
    expect(await alphaAt(sticker.thumbnailUrl!)).toEqual([0, 255]);
  });

  it('retries a failed file without uploading again what already went up', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    server.requests.length = 0;
    server.devApi.faults.add({ method: 'POST', path: '/api/design_assets', status: 500, times: 1 });
    await uploadFiles(page, [pngUpload('one.png', casePng(100, 200)), pngUpload('two.png', casePng(100, 200))]);
    await page.getByRole('button', { name: '知道了' }).click();
    await wizard(page).getByText('成功 1 个，失败 1 个').waitFor();
    await wizard(page).getByRole('button', { name: '重新上传失败的文件' }).click();
    await wizard(page).getByText('成功 2 个，失败 0 个').waitFor();
    expect(server.requests.filter((r) => r === 'POST /api/files/upload_form')).toHaveLength(4);
    expect(server.requests.filter((r) => r === 'POST /api/design_assets')).toHaveLength(3);
  });

  it('closing during the upload stops it, reloads the grid once the upload settles, and opens again on step 0', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    // The upload's calls are held: the close comes while the first of each file is under way.
    hold(server, { method: 'POST', path: '/api/files/*' });
    await uploadFiles(page, [pngUpload('one.png', casePng(100, 200)), pngUpload('two.png', casePng(100, 200))]);
    await wizard(page).locator('.upload-wizard-progress').waitFor();
    // Both files' first calls have reached the server (they run side by side): anything later is new.
    const uploadForms = () => server.requests.filter((r) => r === 'POST /api/files/upload_form').length;
    await expect.poll(uploadForms, POLL).toBe(2);
    const atClose = server.requests.length;
    await wizard(page).locator('.arco-modal-close-icon').click();
    // Closing mid-run asks first.
    await page.locator('.arco-modal', { hasText: '任务仍在进行' }).getByRole('button', { name: '停止并关闭' }).click();
    // The abandoned uploads are let go (unless the close aborted them): had the run gone on, its next calls would follow.
    letGoAny(server);
    await wizard(page).waitFor({ state: 'hidden' });
    const gridLoads = () => server.requests.slice(atClose).filter((r) => r.startsWith('GET /api/design_assets?')).length;
    // One reload at the close, one more when the abandoned uploads have settled: the run is over, and
    // whatever it was going to write went before that reload.
    await expect.poll(gridLoads, POLL).toBeGreaterThanOrEqual(2);
    await networkSettled(e2e);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_assets'))).toEqual([]);
    expect(server.requests.slice(atClose).filter((r) => r === 'POST /api/files/upload_form')).toEqual([]);

    await page.getByRole('button', { name: '上传素材' }).click();
    await wizard(page).locator('.arco-steps-item-process', { hasText: '说明' }).waitFor();
    await wizard(page).getByRole('button', { name: '选择图片' }).waitFor();
    expect(await wizard(page).locator('.upload-wizard-progress, .upload-wizard-summary, .arco-table').count()).toBe(0);
  });

  it('reopened at once after a close mid-upload, stays on step 0 while the old upload settles', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    hold(server, { method: 'POST', path: '/api/files/*' });
    await uploadFiles(page, [pngUpload('one.png', casePng(100, 200))]);
    await wizard(page).locator('.upload-wizard-progress').waitFor();
    await wizard(page).locator('.arco-modal-close-icon').click();
    // Closing mid-run asks first.
    await page.locator('.arco-modal', { hasText: '任务仍在进行' }).getByRole('button', { name: '停止并关闭' }).click();
    await wizard(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '上传素材' }).click();
    await wizard(page).locator('.arco-steps-item-process', { hasText: '说明' }).waitFor();
    // Only now is the old upload's call let go (unless the close aborted it), and nothing follows: had the
    // run gone on, its next call would reach the server before the network settles, and its end the reopened wizard.
    letGoAny(server);
    await networkSettled(e2e);
    await wizard(page).getByRole('button', { name: '选择图片' }).waitFor();
    expect(await wizard(page).locator('.upload-wizard-progress, .upload-wizard-summary').count()).toBe(0);
    expect(server.requests.filter((r) => r.startsWith('POST /api/design_assets'))).toEqual([]);

    server.devApi.faults.clear();
    await wizard(page).getByTestId('asset-files').setInputFiles([pngUpload('two.png', casePng(100, 200))]);
    await wizard(page).getByText('成功 1 个，失败 0 个').waitFor();
    expect(server.requests.filter((r) => r === 'POST /api/design_assets')).toHaveLength(1);
  });

  it('deletes an asset after confirmation', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const [collection] = await collectionsOf(server, 1);
    const [first, ...rest] = await assetsIn(server, collection!.id);
    await page.locator(`.asset-card[data-asset-id="${first!.id}"]`).getByRole('button', { name: '删除' }).click();
    await page.getByText('确定删除该素材吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => shownIds(page), POLL).toEqual(rest.slice(0, 50).map((asset) => asset.id));
    expect((await assetsIn(server, collection!.id)).map((asset) => asset.id)).not.toContain(first!.id);
  });

  it('drag-sorts cards: says 排序成功 and the order survives a reload', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const [collection] = await collectionsOf(server, 1);
    const ids = (await assetsIn(server, collection!.id)).map((asset) => asset.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    server.requests.length = 0;
    await page.locator(`.asset-card[data-asset-id="${ids[0]}"]`).dragTo(page.locator(`.asset-card[data-asset-id="${ids[2]}"]`));
    await page.getByText('排序成功').waitFor();
    const expected = [ids[1], ids[2], ids[0], ...ids.slice(3)];
    await expect.poll(() => shownIds(page), POLL).toEqual(expected.slice(0, 50));
    expect(server.requests.filter((r) => /^PATCH \/api\/design_assets\/[^/]+\/ordering$/.test(r)).length).toBeGreaterThan(0);
    await page.reload();
    await page.locator('.asset-card img').first().waitFor();
    expect(await shownIds(page)).toEqual(expected.slice(0, 50));
  });

  it('shows a dropped card where it was dropped and 正在保存排序… until the calls finish, and refuses a second drag meanwhile', async () => {
    const { page, server } = e2e;
    await openLibrary(page, server.url);
    const [collection] = await collectionsOf(server, 1);
    const ids = (await assetsIn(server, collection!.id)).map((asset) => asset.id);
    hold(server, { method: 'PATCH', path: '/api/design_assets/*', times: 1 });
    await page.locator(`.asset-card[data-asset-id="${ids[0]}"]`).dragTo(page.locator(`.asset-card[data-asset-id="${ids[2]}"]`));
    await page.locator('.asset-grid-spin').getByText('正在保存排序…').waitFor();
    const expected = [ids[1], ids[2], ids[0], ...ids.slice(3)];
    expect(await shownIds(page)).toEqual(expected.slice(0, 50));
    // The saving layer covers the cards: a press on it says why nothing moves (spec 1 §4).
    await page.locator(`.asset-card[data-asset-id="${ids[1]}"]`).dragTo(page.locator(`.asset-card[data-asset-id="${ids[3]}"]`), { force: true });
    await page.getByText('正在排序中，请稍后重试').waitFor();
    expect(await shownIds(page)).toEqual(expected.slice(0, 50));
    await releaseHeld(server);
    await page.getByText('排序成功').waitFor();
    await page.locator('.asset-grid-spin').getByText('正在保存排序…').waitFor({ state: 'detached' });
    expect(await shownIds(page)).toEqual(expected.slice(0, 50));
  });

  it('keeps a card dropped last on page 1 on page 1, and offers 50, 100, 300 and 500 a page', async () => {
    const { page, server } = e2e;
    const [collection] = await collectionsOf(server, 2);
    await addAssets(server, 2, collection!.id, 55);
    const ids = (await assetsIn(server, collection!.id)).map((asset) => asset.id);
    // Tall enough for the whole page of cards: a drag that has to scroll picks up the wrong card.
    await page.setViewportSize({ width: 1440, height: 1600 });
    await openLibrary(page, server.url, 'maps');
    await page.getByText(`共 ${ids.length} 条`).waitFor();
    await expect.poll(() => shownIds(page), POLL).toEqual(ids.slice(0, 50));

    await page.locator(`.asset-card[data-asset-id="${ids[0]}"]`).dragTo(page.locator(`.asset-card[data-asset-id="${ids[49]}"]`));
    await page.getByText('排序成功').waitFor();
    const expected = [...ids.slice(1, 50), ids[0], ...ids.slice(50)];
    await expect.poll(async () => (await assetsIn(server, collection!.id)).map((asset) => asset.id), POLL).toEqual(expected);
    await expect.poll(() => shownIds(page), POLL).toEqual(expected.slice(0, 50));

    await page.locator('.asset-pagination .arco-select').click();
    const options = await page.locator('.arco-select-option').allInnerTexts();
    expect(options.map((text) => text.trim())).toEqual(['50 条/页', '100 条/页', '300 条/页', '500 条/页']);
    await page.locator('.arco-select-option', { hasText: '100 条/页' }).click();
    await expect.poll(() => shownIds(page), POLL).toEqual(expected.slice(0, 100));
  });
});
