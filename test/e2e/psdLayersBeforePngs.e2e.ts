import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { colourBoardPsd } from '../support/psdFiles';
import { TESTDATA_PSD_DIR, hasTestdata } from '../support/testdata';
import { canvas, canvasPixel, drawer, imagePixel, imageSize, message, openDesigner, rows, saveDesign, savedLayersOf, shown, storedDrafts } from './designerPage';
import { openSignedIn, recordToasts, useConsole } from './fixtures';
import { arrived } from './held';
import { holdPsdDrawing, holdPsdEncodes, unloadWarns } from './psdEncodes';

const e2e = useConsole();
const withPsds = hasTestdata('the PSD layers placed before their PNGs');

const GROUP = '热门模板';
const TEMPLATE = '蜜桃爱心';
/** colourBoardPsd's background colour, opaque. */
const BLUE = [18, 108, 200, 255];
const dialog = (page: Page) => page.locator('.psd-import-dialog');
const artboard = (page: Page, name: string) => dialog(page).getByTestId('psd-artboard').filter({ hasText: name });

interface SavedTemplate {
  layers: { imageFileId: string | null; type: string }[];
}

async function savedTemplate(server: ConsoleServer): Promise<SavedTemplate> {
  const groups = await callDevApi<{ id: string; name: string }[]>(server, 'GET', '/api/design_template_collections');
  const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${groups.find((g) => g.name === GROUP)!.id}`);
  return callDevApi<SavedTemplate>(server, 'GET', `/api/design_templates/${list.find((t) => t.name === TEMPLATE)!.id}`);
}

/** The template in the designer; `from`: a screen opened first, left for 设计模板 within the console, so that Back returns to it. */
async function openTemplate(page: Page, server: ConsoleServer, from?: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, from ?? '/app/design_template');
  await (from ? openWithinConsole(page) : openFromGrid(page));
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
}

/** On 设计模板: the template's group, then the template. */
async function openFromGrid(page: Page): Promise<void> {
  await page.locator('.template-card').first().waitFor();
  await page.getByRole('tab', { name: GROUP }).click();
  await page.locator('.template-card', { hasText: TEMPLATE }).locator('.template-thumb').click();
}

/** To 设计模板 within the console (an entry of the history), and the template opened. */
async function openWithinConsole(page: Page): Promise<void> {
  await page.evaluate(() => {
    history.pushState({}, '', '/app/design_template');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await openFromGrid(page);
}

/** The two layers of agpsd-artboards.psd's 'transparent board' brought in through 导入PSD over `layers` others: on the canvas, the dialog closed. */
async function importTwoLayers(page: Page, layers = 3): Promise<void> {
  await drawer(page).getByTestId('psd-import-input').setInputFiles(TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
  await artboard(page, 'transparent board').click();
  await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(layers + 2));
}

describe('PSD layers placed before their PNGs are made', () => {
  it.runIf(withPsds)('are on the canvas and editable at once; a save waits for the PNGs, saying how far they are, and uploads every layer', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplate(page, server);
    const toasts = await recordToasts(page);

    // Every PNG is held: the layers still come in, selectable, and move.
    await importTwoLayers(page);
    await expect.poll(toasts).toContain('导入成功');
    // Their list rows say the images are still being made (in the file they are in a group, Group 1: opened here).
    await page.getByRole('button', { name: '展开编组' }).click();
    await expect.poll(() => rows(page).getByRole('status', { name: '图层图片生成中' }).count()).toBe(2);
    await rows(page).first().click();
    await expect.poll(() => rows(page).first().getAttribute('class')).toContain('selected');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(false);

    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '正在生成图层图片 0/2').waitFor();
    // Waiting for the PNGs, nothing sent yet.
    expect(arrived(server, 'PUT', /\/api\/design_templates\//)).toBe(0);

    await encodes.release();
    await message(page, '保存成功').waitFor();
    expect(await rows(page).getByRole('status').count()).toBe(0);
    const saved = await savedTemplate(server);
    expect(saved.layers).toHaveLength(5);
    expect(saved.layers.every((layer) => layer.type !== 'IMAGE' || layer.imageFileId)).toBe(true);
    expect(new Set(saved.layers.map((layer) => layer.imageFileId)).size).toBe(5);
  });

  it("an artboard's background colour covers the canvas at once, drawn before its PNG is made, and is saved as a PNG of the artboard's size", async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    // A template with no background of its own: the colour comes in under its four stickers.
    await openDesigner(page, server, '萌猫贴贴', 4);
    // Points of the canvas no sticker covers: its corners' insides, its left, right and bottom.
    const free = [
      [40, 60],
      [460, 60],
      [30, 600],
      [470, 300],
      [250, 1000],
      [460, 990],
    ] as const;
    const before = await Promise.all(free.map(([x, y]) => canvasPixel(page, x, y)));
    expect(before.some((pixel) => pixel.join() === BLUE.join())).toBe(false);

    await drawer(page).getByTestId('psd-import-input').setInputFiles(colourBoardPsd());
    // The file's only artboard is chosen already.
    await artboard(page, '蓝色画板').waitFor();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('6');
    // Every PNG is held: what shows is the worker's bitmap, the colour stretched over the whole canvas.
    for (const [x, y] of free) await expect.poll(() => canvasPixel(page, x, y)).toEqual(BLUE);
    expect(await rows(page).getByRole('status', { name: '图层图片生成中' }).count()).toBe(2);

    await encodes.release();
    await expect.poll(() => rows(page).getByRole('status').count()).toBe(0);
    await saveDesign(page);
    const [colour] = (await savedLayersOf(server, '萌猫贴贴')).sort((a, b) => a.index - b.index);
    expect(colour!.isBackground).toBe(true);
    // The stored image is the artboard's colour at the artboard's own size, as the PSD has it.
    expect(await imageSize(page, colour!.imageUrl)).toEqual([400, 300]);
    expect(await imagePixel(page, colour!.imageUrl, 399, 299)).toEqual(BLUE);
    for (const [x, y] of free) expect(await canvasPixel(page, x, y)).toEqual(BLUE);
  });

  it.runIf(withPsds)('come in from the parse alone, with the drawing of previews and PNGs not yet answered', async () => {
    const { page, server } = e2e;
    const drawing = await holdPsdDrawing(page);
    await openTemplate(page, server);

    // Nothing of the drawing worker's has reached the page: the two layers are on the canvas all the same.
    await importTwoLayers(page);
    await page.getByRole('button', { name: '展开编组' }).click();
    await expect.poll(() => rows(page).getByRole('status', { name: '图层图片生成中' }).count()).toBe(2);

    await drawing.release();
    await expect.poll(() => rows(page).getByRole('status').count()).toBe(0);
  });

  it.runIf(withPsds)('a reload while the PNGs are being made keeps the last whole draft, never one whose images are missing', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplate(page, server);
    // An unsaved change: moved 1 px, kept as a draft a moment later. One key press, so that no later
    // draft of the same change can land after the one read here.
    await rows(page).first().click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.length === 3)).toBe(true);
    const before = (await storedDrafts(page)).find((draft) => draft.length === 3)!;

    await importTwoLayers(page);
    await page.reload();
    await page.locator('.template-card').first().waitFor();
    // The page that held the import is gone, and with it the PNGs still held: the draft on disk is the last whole one.
    expect(await storedDrafts(page)).toEqual([before]);
    await page.getByRole('tab', { name: GROUP }).click();
    await page.locator('.template-card', { hasText: TEMPLATE }).locator('.template-thumb').click();
    const ask = page.locator('.designer-restore-modal');
    await ask.getByText('检测到上次未保存的设计修改，是否恢复？').waitFor();
    await ask.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    expect(await drawer(page).locator('.designer-layer-unreadable').count()).toBe(0);
    // Nothing of the reloaded page's held encodes reached this one.
    await encodes.release();
  });

  it.runIf(withPsds)('leaving while the PNGs are being made asks first; a browser Back keeps the import as a draft once they come', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplate(page, server, '/app/setting');
    expect(await unloadWarns(page)).toBe(false);

    await importTwoLayers(page);
    expect(await unloadWarns(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/app\/setting/);
    // The template screen is gone, and the designer with it.
    await drawer(page).waitFor({ state: 'detached' });
    await encodes.release();
    await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.length === 5)).toBe(true);

    // Offered back whole: the two layers with their PNGs.
    await openWithinConsole(page);
    const ask = page.locator('.designer-restore-modal');
    await ask.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('5');
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    const saved = await savedTemplate(server);
    expect(saved.layers).toHaveLength(5);
    expect(new Set(saved.layers.map((layer) => layer.imageFileId)).size).toBe(5);
  });

  it.runIf(withPsds)('a browser Back while the PNGs are being made keeps every image in the draft, those that were there already too', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplate(page, server, '/app/setting');
    // An image whose bytes are on this page only, there before the Back, as a PSD layer's whose PNG came
    // already is: kept in a draft.
    await drawer(page).getByTestId('designer-upload-input').setInputFiles(pngUpload('mine.png', casePng(200, 100)));
    await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.length === 4)).toBe(true);

    await importTwoLayers(page, 4);
    await page.goBack();
    await page.waitForURL(/\/app\/setting/);
    await drawer(page).waitFor({ state: 'detached' });
    await encodes.release();
    await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.length === 6)).toBe(true);

    // Opened again in a fresh page, as after Forward and a while: nothing of the images is left in memory.
    await page.goto(`${server.url}/app/design_template`);
    await openFromGrid(page);
    await page.locator('.designer-restore-modal').getByRole('button', { name: '恢复' }).click();
    // Each layer drawn, with its own image or the red outline of one that cannot be read: none of the latter.
    await expect.poll(async () => Object.keys(JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}')).length).toBe(6);
    expect((await shown(page)).filter((node) => node.placeholder)).toEqual([]);
    const toasts = await recordToasts(page);
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(toasts).toContain('保存成功');
    const saved = await savedTemplate(server);
    expect(saved.layers).toHaveLength(6);
    expect(new Set(saved.layers.map((layer) => layer.imageFileId)).size).toBe(6);
  });

  it.runIf(withPsds)('不保存 while the PNGs are being made stays discarded: no draft comes back once they are made', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplate(page, server);
    await importTwoLayers(page);
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await page.locator('.designer-close-modal').getByRole('button', { name: '不保存' }).click();
    await drawer(page).waitFor({ state: 'hidden' });

    await encodes.release();
    // The PNGs reached the page (nothing left to warn about): a draft write waiting for them has been sent.
    await expect.poll(() => unloadWarns(page)).toBe(false);
    expect(await storedDrafts(page)).toEqual([]);
    await page.locator('.template-card', { hasText: TEMPLATE }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    expect(await page.locator('.designer-restore-modal').count()).toBe(0);
  });

  it.runIf(withPsds)('a save waiting for the PNGs can be stopped with 取消: nothing is sent, the designer is free, and a later save sends every layer', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplate(page, server);
    await importTwoLayers(page);
    const save = drawer(page).getByRole('button', { name: '保存', exact: true });
    await save.click();
    const waiting = message(page, '正在生成图层图片 0/2');
    await waiting.getByRole('button', { name: '取消' }).click();
    await waiting.waitFor({ state: 'detached' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await rows(page).first().click();
    await page.keyboard.press('ArrowRight');
    expect(arrived(server, 'PUT', /\/api\/design_templates\//)).toBe(0);

    await encodes.release();
    await save.click();
    await message(page, '保存成功').waitFor();
    expect(new Set((await savedTemplate(server)).layers.map((layer) => layer.imageFileId)).size).toBe(5);
  });
});
