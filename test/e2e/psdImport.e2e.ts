import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePsd } from 'ag-psd';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { backgroundsPsd, bigLayersPsd, manyArtboardsPsd, nodePixels, patternBytes, patternPsd, rawChannelPsd, rleRows, zippedZeros } from '../support/psdFiles';
import { TESTDATA_PSD_DIR, hasTestdata } from '../support/testdata';
import { canvas, drawer, rows, shown } from './designerPage';
import { openSignedIn, recordStatusTexts, recordToasts, useConsole } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { holdPsdEncodes, unloadWarns } from './psdEncodes';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();
const withPsds = hasTestdata('the PSD import tests on real files');

const GROUP = '热门模板';
const dialog = (page: Page) => page.locator('.psd-import-dialog');
const artboard = (page: Page, name: string) => dialog(page).getByTestId('psd-artboard').filter({ hasText: name });
const failureModal = (page: Page) => page.locator('.arco-modal', { hasText: '导入失败' });

interface Summary {
  id: string;
  name: string;
  thumbnail: { url: string; height: number } | null;
}
interface Template extends Summary {
  width: number;
  height: number;
  layers: { id: string | null; uuid: string; type: string; left: number; top: number; width: number; height: number; index: number; imageFileId: string; isBackground: boolean }[];
}

async function groupTemplates(server: ConsoleServer): Promise<Summary[]> {
  const groups = await callDevApi<{ id: string; name: string }[]>(server, 'GET', '/api/design_template_collections');
  return callDevApi<Summary[]>(server, 'GET', `/api/design_templates?collectionId=${groups.find((g) => g.name === GROUP)!.id}`);
}
const template = (server: ConsoleServer, id: string) => callDevApi<Template>(server, 'GET', `/api/design_templates/${id}`);

async function openTemplates(page: Page, server: ConsoleServer): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, '/app/design_template');
  await page.locator('.template-card').first().waitFor();
  await page.getByRole('tab', { name: GROUP }).click();
}

/** The seeded template 蜜桃爱心 open in the designer, its three layers drawn. */
async function openPeachTemplate(page: Page, server: ConsoleServer): Promise<void> {
  await openTemplates(page, server);
  await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
}

/** Picks a PSD through 导入PSD's file input (the template screen's, or the designer's when open). */
async function choosePsd(page: Page, path: string): Promise<void> {
  const scope = (await drawer(page).count()) > 0 ? drawer(page) : page;
  await scope.getByTestId('psd-import-input').setInputFiles(path);
}

/** A PSD made here: artboards of impossible sizes, one at the layer cap and one over it, and a plain one. */
function madeArtboardsPsd(): string {
  nodePixels();
  const pixels = () => ({ width: 8, height: 8, data: new Uint8ClampedArray(256).fill(255) }) as ImageData;
  const layers = (count: number, originLeft: number) =>
    Array.from({ length: count }, (_, i) => {
      const left = originLeft + (i % 20) * 10;
      const top = Math.floor(i / 20) * 10;
      return { name: `L${i + 1}`, left, top, right: left + 8, bottom: top + 8, imageData: pixels() };
    });
  const board = (name: string, rect: { top: number; left: number; bottom: number; right: number }, children = layers(1, rect.left)) => ({ name, artboard: { rect }, children });
  const psd = writePsd({
    width: 1000,
    height: 400,
    children: [
      board('倒置画板', { top: 1000, left: 500, bottom: 0, right: 0 }),
      board('空画板', { top: 0, left: 0, bottom: 0, right: 0 }),
      board('巨大画板', { top: -1e15, left: -1e15, bottom: 1e15, right: 1e15 }),
      board('满100层', { top: 0, left: 0, bottom: 400, right: 200 }, layers(100, 0)),
      board('超出101层', { top: 0, left: 300, bottom: 400, right: 500 }, layers(101, 300)),
      board('普通画板', { top: 0, left: 600, bottom: 400, right: 800 }),
    ],
  });
  return writtenPsd('made-artboards.psd', psd);
}

/** A PSD written here to a file of its own, named `name`, for the file input. */
function writtenPsd(name: string, psd: ArrayBuffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'psd-e2e-')), name);
  writeFileSync(path, new Uint8Array(psd));
  return path;
}

async function expectFailure(page: Page, path: string, reason: string): Promise<void> {
  await choosePsd(page, path);
  await failureModal(page).getByText(reason).waitFor();
  await failureModal(page).getByRole('button', { name: '确定' }).click();
  await failureModal(page).waitFor({ state: 'detached' });
  // The dialog closed with it: nothing was listed, nothing written.
  expect(await dialog(page).isVisible()).toBe(false);
}

describe('PSD导入', () => {
  it('导入 while a save runs says why and keeps the dialog; pressed again after the save answered, it imports once', async () => {
    const { page, server } = e2e;
    await openPeachTemplate(page, server);
    const toasts = await recordToasts(page);
    await rows(page).first().click();
    await page.keyboard.press('ArrowRight');
    hold(server, { method: 'PUT', path: '/api/design_templates/*', times: 1 });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await untilArrived(server, 'PUT', /^\/api\/design_templates\//);

    // 导入PSD's button waits for the save; a file chosen meanwhile is still read and listed.
    await choosePsd(page, backgroundsPsd());
    await artboard(page, '透明画板').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await expect.poll(toasts).toContain('模板正在保存，请保存完成后再导入');
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');

    await releaseHeld(server);
    await expect.poll(toasts).toContain('保存成功');
    await dialog(page).getByRole('button', { name: '导入', exact: true }).dblclick();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(toasts).toContain('导入成功');
    const imported = Number(await canvas(page).getAttribute('data-node-count'));
    expect(imported).toBeGreaterThan(3);
    // One import, in one undo step.
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
  });

  it.runIf(withPsds)('brings the layers of one artboard into the open template as one undo step, saved with the template', async () => {
    const { page, server } = e2e;
    await openPeachTemplate(page, server);
    const toasts = await recordToasts(page);

    await choosePsd(page, TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
    await artboard(page, 'white board').waitFor();
    // Keys reach the dialog at once and Tab stays in it; Esc closes the dialog, not the designer under it.
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('.psd-import-dialog') != null);
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await drawer(page).isVisible()).toBe(true);
    await choosePsd(page, TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
    await artboard(page, 'white board').waitFor();
    // Listed before anything is written: the three artboards (top first), with their sizes and layer counts.
    expect(await dialog(page).locator('.psd-import-name').allTextContents()).toEqual(['custom board', 'transparent board', 'white board']);
    await artboard(page, 'custom board').getByText('598 × 458').waitFor();
    await artboard(page, 'custom board').getByText('没有可导入的图层').waitFor();
    await artboard(page, 'transparent board').getByText('2个图层').waitFor();
    await artboard(page, 'white board').getByText('1个图层').waitFor();
    await dialog(page).getByText('文字图层将作为图片导入').waitFor();
    expect(await artboard(page, 'custom board').isDisabled()).toBe(true);
    // Each importable artboard's preview follows the list, into its own box.
    await artboard(page, 'transparent board').locator('.psd-import-preview canvas').waitFor();
    await artboard(page, 'white board').locator('.psd-import-preview canvas').waitFor();
    expect(await artboard(page, 'custom board').locator('.psd-import-preview canvas').count()).toBe(0);

    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await expect.poll(toasts).toContain('请选择一个画板');
    await artboard(page, 'white board').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(toasts).toContain('导入成功');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');

    // One undo step takes the whole import away; redo brings it back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');

    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(toasts).toContain('保存成功');
    const saved = await template(server, (await groupTemplates(server)).find((t) => t.name === '蜜桃爱心')!.id);
    expect(saved.layers).toHaveLength(4);
    const imported = saved.layers.find((layer) => layer.index === 3)!;
    // Layer 1 of white board (1082 × 722): at (95, 241), 469 × 233, scaled to the canvas width and centred.
    const scale = 500 / 1082;
    expect(imported.type).toBe('IMAGE');
    expect(imported.left).toBeCloseTo(95 * scale, 1);
    expect(imported.top).toBeCloseTo((1044 - 722 * scale) / 2 + 241 * scale, 1);
    expect(imported.width).toBeCloseTo(469 * scale, 1);
    expect(imported.imageFileId).toBeTruthy();
  });

  it.runIf(withPsds)('creates one template per chosen artboard in the current group, named after it, with layers and a thumbnail', async () => {
    const { page, server } = e2e;
    // The smallest window the console supports: the dialog and its buttons still fit.
    await page.setViewportSize({ width: 1024, height: 640 });
    await openTemplates(page, server);
    const before = (await groupTemplates(server)).length;
    const toasts = await recordToasts(page);
    const statuses = await recordStatusTexts(page);

    await choosePsd(page, TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
    await artboard(page, 'white board').waitFor();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await expect.poll(toasts).toContain('请选择至少一个画板');
    await artboard(page, 'white board').click();
    await artboard(page, 'transparent board').click();
    expect(await dialog(page).getByRole('button', { name: '导入', exact: true }).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: '导入', exact: true }).dblclick();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(toasts).toContain('导入成功');
    // Progress per template, in the order chosen.
    expect(await statuses()).toEqual(expect.arrayContaining(['正在创建模板 1/2：white board', '正在创建模板 2/2：transparent board']));

    // The grid reloads with both, and the admin API holds exactly two new ones (the double click made no more).
    await page.locator('.template-card', { hasText: 'white board' }).waitFor();
    await page.locator('.template-card', { hasText: 'transparent board' }).waitFor();
    const after = await groupTemplates(server);
    expect(after).toHaveLength(before + 2);
    const white = await template(server, after.find((t) => t.name === 'white board')!.id);
    const transparent = await template(server, after.find((t) => t.name === 'transparent board')!.id);
    // The white board's white comes in as the template's background; the transparent board brings none.
    expect([white.layers.length, transparent.layers.length]).toEqual([2, 2]);
    expect(white.layers.map((layer) => layer.isBackground)).toEqual([true, false]);
    expect(transparent.layers.some((layer) => layer.isBackground)).toBe(false);
    expect([white.width, white.height]).toEqual([500, 1044]);
    expect(white.thumbnail?.height).toBe(600);
    expect(transparent.layers.map((layer) => layer.index)).toEqual([0, 1]);
    // The white covers the canvas, as any background (spec 2 §4).
    const [colour] = white.layers;
    expect(colour!.left <= 0 && colour!.top <= 0 && colour!.left + colour!.width >= 500 && colour!.top + colour!.height >= 1044).toBe(true);
    // Layer 2 of the transparent board reaches far left of it: cut to the board, nothing lies off the canvas.
    for (const layer of [...white.layers.slice(1), ...transparent.layers]) {
      expect(layer.left).toBeGreaterThanOrEqual(0);
      expect(layer.top).toBeGreaterThanOrEqual(0);
      expect(layer.left + layer.width).toBeLessThanOrEqual(500.01);
      expect(layer.top + layer.height).toBeLessThanOrEqual(1044.01);
    }
  });

  it.runIf(withPsds)('a failed create says which templates were not created; 导入 again creates them, never twice', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const before = (await groupTemplates(server)).length;
    server.devApi.faults.add({ method: 'POST', path: '/api/design_templates', status: 500, times: 1 });

    await choosePsd(page, TESTDATA_PSD_DIR + 'psdtools-artboard-bgcolor.psd');
    await artboard(page, 'Artboard 1').click();
    await artboard(page, 'Artboard 2').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    const warning = page.locator('.arco-modal', { hasText: '部分模板导入失败' });
    await warning.getByText('未创建：Artboard 1、Artboard 2').waitFor();
    await warning.getByRole('button', { name: '确定' }).click();
    await warning.waitFor({ state: 'detached' });
    // The admin API's own error modal said why the call failed.
    const apiError = page.locator('.network-error-modal');
    await apiError.getByText('/api/design_templates').waitFor();
    await apiError.getByRole('button', { name: '知道了' }).click();
    await apiError.waitFor({ state: 'detached' });

    expect((await groupTemplates(server)).length).toBe(before);
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const after = await groupTemplates(server);
    expect(after.filter((t) => t.name.startsWith('Artboard')).map((t) => t.name).sort()).toEqual(['Artboard 1', 'Artboard 2']);
  });

  it.runIf(withPsds)('a create whose answer is lost is counted in the group again: 导入 again never makes it twice', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    // The service creates the first template; the connection drops before its answer.
    let first = true;
    await page.route('**/api/design_templates', async (route) => {
      if (route.request().method() !== 'POST' || !first) return route.fallback();
      first = false;
      await fetchThrough(route);
      await route.abort('connectionreset');
    });
    await choosePsd(page, TESTDATA_PSD_DIR + 'psdtools-artboard-bgcolor.psd');
    await artboard(page, 'Artboard 1').click();
    await artboard(page, 'Artboard 2').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    const warning = page.locator('.arco-modal', { hasText: '部分模板导入失败' });
    await warning.getByText('已创建：Artboard 1').waitFor();
    await warning.getByText('未创建：Artboard 2').waitFor();
    await warning.getByRole('button', { name: '确定' }).click();
    await warning.waitFor({ state: 'detached' });
    const apiError = page.locator('.network-error-modal');
    await apiError.getByRole('button', { name: '知道了' }).click();
    await apiError.waitFor({ state: 'detached' });
    await artboard(page, 'Artboard 1').getByText('已导入').waitFor();

    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const after = await groupTemplates(server);
    expect(after.filter((t) => t.name.startsWith('Artboard')).map((t) => t.name).sort()).toEqual(['Artboard 1', 'Artboard 2']);
    await page.unroute('**/api/design_templates');
  });

  it.runIf(withPsds)('reloaded in the middle of a template import, the screen says which templates were created and which not', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const before = (await groupTemplates(server)).length;
    // The templates' writes are held: the first is let go, the second is still on its way when the page reloads.
    hold(server, { method: 'POST', path: '/api/design_templates' });
    await choosePsd(page, TESTDATA_PSD_DIR + 'psdtools-artboard-bgcolor.psd');
    await artboard(page, 'Artboard 1').click();
    await artboard(page, 'Artboard 2').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await releaseHeld(server, { keepRules: true });
    await expect.poll(async () => (await groupTemplates(server)).length, { timeout: 20_000 }).toBe(before + 1);
    await untilArrived(server, 'POST', /^\/api\/design_templates$/, 2);
    // The leave-page warning is up while the import runs: the merchant reloads anyway.
    page.on('dialog', (leave) => void leave.accept());
    await page.reload();

    const notice = page.locator('.arco-modal', { hasText: '上次的PSD导入没有完成' });
    await notice.getByText('文件：psdtools-artboard-bgcolor.psd').waitFor();
    await notice.getByText('已创建：Artboard 1').waitFor();
    await notice.getByText('未创建：Artboard 2').waitFor();
    await notice.getByText('再次导入时请只选择未创建的画板').waitFor();
    await notice.getByRole('button', { name: '确定' }).click();
    await notice.waitFor({ state: 'detached' });
    const after = await groupTemplates(server);
    expect(after.filter((t) => t.name.startsWith('Artboard')).map((t) => t.name)).toEqual(['Artboard 1']);
  });

  it('reloaded while the PNGs of a template import are being made, the page asks first and says afterwards that nothing was created', async () => {
    const { page, server } = e2e;
    const encodes = await holdPsdEncodes(page);
    await openTemplates(page, server);
    const before = await groupTemplates(server);
    await choosePsd(page, backgroundsPsd());
    await artboard(page, '白色方形').click();
    await artboard(page, '透明画板').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).getByText('正在生成图层图片 0/2').waitFor();
    expect(await unloadWarns(page)).toBe(true);
    page.on('dialog', (leave) => void leave.accept());
    await page.reload();

    const notice = page.locator('.arco-modal', { hasText: '上次的PSD导入没有完成' });
    await notice.getByText('文件：backgrounds.psd').waitFor();
    await notice.getByText('未创建：白色方形、透明画板').waitFor();
    await notice.getByText('再次导入时请只选择未创建的画板').waitFor();
    expect(await notice.getByText('已创建').count()).toBe(0);
    expect(await groupTemplates(server)).toEqual(before);
    // The PNGs held for the page that went are let go: nothing is left waiting on the signal.
    await encodes.release();
  });

  it.runIf(withPsds)('reloaded while a create is answered: counted in the group again, the template it made is listed as created', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const before = (await groupTemplates(server)).length;
    // The service creates the first template; its answer is kept from the page until the page has gone.
    let createdOnServer!: () => void;
    const serviceCreated = new Promise<void>((resolve) => (createdOnServer = resolve));
    await page.route('**/api/design_templates', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const reply = await fetchThrough(route);
      createdOnServer();
      await new Promise<void>((resolve) => page.once('framenavigated', () => resolve()));
      await route.fulfill({ response: reply }).catch(() => undefined);
    });
    await choosePsd(page, TESTDATA_PSD_DIR + 'psdtools-artboard-bgcolor.psd');
    await artboard(page, 'Artboard 1').click();
    await artboard(page, 'Artboard 2').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await serviceCreated;
    expect(await groupTemplates(server)).toHaveLength(before + 1);
    page.on('dialog', (leave) => void leave.accept());
    await page.reload();

    const notice = page.locator('.arco-modal', { hasText: '上次的PSD导入没有完成' });
    await notice.getByText('已创建：Artboard 1').waitFor();
    await notice.getByText('未创建：Artboard 2').waitFor();
    expect(await notice.getByText('可能已创建').count()).toBe(0);
    await page.unroute('**/api/design_templates');
  });

  it.runIf(withPsds)('a broken PSD, a truncated one, CMYK, 16-bit and a PSB each say 导入失败 with the reason', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const dir = mkdtempSync(join(tmpdir(), 'psd-e2e-'));
    const whole = readFileSync(TESTDATA_PSD_DIR + 'agpsd-artboards.psd');
    const truncated = join(dir, 'truncated.psd');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));

    await expectFailure(page, TESTDATA_PSD_DIR + 'webtoon-err-signature.psd', '文件不是PSD格式，请选择Photoshop保存的.psd文件');
    await expectFailure(page, truncated, 'PSD文件已损坏或不完整，无法解析');
    await expectFailure(page, TESTDATA_PSD_DIR + 'agpsd-cmyk.psd', '暂不支持CMYK颜色模式，请在Photoshop中转换为RGB颜色后重试');
    await expectFailure(page, TESTDATA_PSD_DIR + 'agpsd-16bits.psd', '暂不支持16位/通道的PSD，请在Photoshop中转换为8位/通道后重试');
    await expectFailure(page, TESTDATA_PSD_DIR + 'webtoon-example.psb', '暂不支持PSB（大型文档格式），请在Photoshop中存储为PSD后重试');
  });

  it('refuses, naming the reason, a PSD with nothing visible, 12 MB of text engine data, layer data or sizes past the limits; leaves out a layer wholly outside its artboard, saying so', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    nodePixels();
    const pixels = (side: number) => ({ width: side, height: side, data: new Uint8ClampedArray(side * side * 4).fill(255) }) as ImageData;

    // Nothing visible to import.
    const hidden = writePsd({ width: 20, height: 20, children: [{ name: 'hidden', hidden: true, left: 0, top: 0, right: 4, bottom: 4, imageData: pixels(4) }] });
    await expectFailure(page, writtenPsd('hidden-only.psd', hidden), '导入失败，未找到任何画板');

    // A layer wholly outside its artboard is left out, not said to be of a wrong size alone.
    const outside = writePsd({
      width: 400,
      height: 100,
      children: [
        {
          name: '画板甲',
          artboard: { rect: { top: 0, left: 0, bottom: 100, right: 100 } },
          children: [
            { name: 'inside', left: 10, top: 10, right: 18, bottom: 18, imageData: pixels(8) },
            { name: 'outside', left: 300, top: 10, right: 308, bottom: 18, imageData: pixels(8) },
          ],
        },
      ],
    });
    await choosePsd(page, writtenPsd('outside-layer.psd', outside));
    await artboard(page, '画板甲').getByText('1个图层', { exact: true }).waitFor();
    await artboard(page, '画板甲').getByText('1个图层尺寸无效或不在画板内，已跳过').waitFor();
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // 12 MB of text engine data is refused as damaged before ag-psd parses it, which would parse it into
    // nested arrays until the tab ran out of memory (a few tens of MB did).
    const text = { text: '长'.repeat(3_000_000), transform: [1, 0, 0, 1, 0, 0] };
    const textBomb = writePsd({ width: 20, height: 20, children: [{ name: 'text', left: 0, top: 0, right: 10, bottom: 10, text }] });
    await expectFailure(page, writtenPsd('text-bomb.psd', textBomb), 'PSD文件已损坏或不完整，无法解析');

    // A layer whose ZIP or RLE data outgrows its size, or whose size outgrows the limits, naming the file and the layer.
    // 64 MB of zeros in each channel of a 100 × 100 layer: ag-psd would inflate all of it before cutting it to the layer.
    const zeros = zippedZeros(64 * 1024 * 1024);
    await expectFailure(page, rawChannelPsd('zip.psd', { compression: 2, data: zeros }), '「zip.psd」的图层「图层 1」数据超出其尺寸，无法导入');
    await expectFailure(page, rawChannelPsd('predicted.psd', { compression: 3, data: zeros }), '「predicted.psd」的图层「图层 1」数据超出其尺寸，无法导入');
    // Each row's byte count claims 1000 bytes, which make 64 000 pixels of a 100-pixel row.
    await expectFailure(page, rawChannelPsd('rle.psd', { compression: 1, data: rleRows(100, 1000) }), '「rle.psd」的图层「图层 1」数据超出其尺寸，无法导入');
    await expectFailure(
      page,
      rawChannelPsd('huge.psd', { compression: 0, data: new Uint8Array(0) }, 20000, 20000),
      '「huge.psd」的图层「图层 1」尺寸过大（宽高须在30000像素以内，解码不超过1GB内存），无法导入',
    );
  });

  it('layers and patterns out of proportion to the canvas are refused naming the file, before ag-psd allocates them', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    // A 1.6 KB file: ag-psd would allocate the pattern's 16000 × 16000 pixels (1 GB) and import the rest.
    await expectFailure(page, patternPsd('pattern.psd', patternBytes(16000, 16000)), '「pattern.psd」的图案远大于画布（面积须在画布的4倍以内），无法导入');
    // A 10 × 10 pattern whose raw channel claims 60000 × 60000: ag-psd would walk it pixel by pixel for about a minute.
    await expectFailure(page, patternPsd('walk.psd', patternBytes(10, 10, { width: 60000, height: 60000 })), '「walk.psd」的图案远大于画布（面积须在画布的4倍以内），无法导入');
    await expectFailure(page, bigLayersPsd('big.psd', 1, 16384), '「big.psd」的图层「图层 1」远大于画布（面积须在画布的4倍以内），无法导入');
    // Each 4096 × 4096 layer is 4 times a 2048 × 2048 canvas, the most one may be: 17 of them are 68 times it, and 1.1 GB decoded: both limits named.
    await expectFailure(
      page,
      bigLayersPsd('many.psd', 17, 4096, 4096, 2048),
      '「many.psd」的图层合计过大（面积合计须在画布的64倍以内，解码不超过1GB内存），请合并或缩小图层后重试',
    );
    // 4 of 8200 × 8200 in a 5000 × 5000 document: 10.8 times the canvas, within 64, but past the 1 GB the import decodes at most.
    await expectFailure(page, bigLayersPsd('big2.psd', 4, 8200, 8200, 5000), '「big2.psd」的图层合计过大（解码不超过1GB内存），请合并或缩小图层后重试');
    // 65 of 1000 × 1000 in a 1000 × 1000 document: 260 MB decoded, but 65 times the canvas.
    await expectFailure(page, bigLayersPsd('wide.psd', 65, 1000, 1000, 1000), '「wide.psd」的图层合计过大（面积合计须在画布的64倍以内），请合并或缩小图层后重试');
  });

  it('lists artboards of impossible size and over the layer cap disabled with the reason; the 100 layers of the largest allowed come in', async () => {
    const { page, server } = e2e;
    await openPeachTemplate(page, server);
    const toasts = await recordToasts(page);

    await choosePsd(page, madeArtboardsPsd());
    await artboard(page, '普通画板').waitFor();
    for (const name of ['倒置画板', '空画板', '巨大画板']) {
      await artboard(page, name).getByText('画板尺寸无效（宽高须在1–30000像素之间），不能导入').waitFor();
      expect(await artboard(page, name).isDisabled()).toBe(true);
    }
    // No impossible size is shown: no negative, zero or 16-digit dimensions.
    const sizes = await dialog(page).locator('.psd-import-meta').allTextContents();
    expect(sizes.filter((text) => text.includes('×'))).toEqual(['200 × 400', '200 × 400', '200 × 400']);
    await artboard(page, '超出101层').getByText('图层过多（101个），每个画板最多导入100个图层，请在Photoshop中合并图层后重试').waitFor();
    expect(await artboard(page, '超出101层').isDisabled()).toBe(true);
    await artboard(page, '满100层').getByText('100个图层').waitFor();

    await artboard(page, '满100层').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(toasts).toContain('导入成功');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('103');

    // The save uploads the 100 layer images first.
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(toasts, { timeout: 60_000 }).toContain('保存成功');
    const saved = await template(server, (await groupTemplates(server)).find((t) => t.name === '蜜桃爱心')!.id);
    expect(saved.layers).toHaveLength(103);
    expect(saved.layers.every((layer) => Number.isFinite(layer.width) && layer.width > 0 && layer.height > 0)).toBe(true);
  });

  it('lists artboards as Photoshop’s layers panel does; a background (its colour, a layer named Background) comes in covering the canvas', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const toasts = await recordToasts(page);
    const psd = backgroundsPsd();
    await choosePsd(page, psd);
    await artboard(page, '白色方形').waitFor();
    // Top first, as the layers panel lists them (ag-psd gives them bottom first).
    expect(await dialog(page).locator('.psd-import-name').allTextContents()).toEqual(['背景图层', '透明画板', '白色方形']);
    await dialog(page).getByText('画板的背景（背景色或名为“背景”的图层）铺满画布', { exact: false }).waitFor();
    // The square's white fills the whole preview, as it will the template: no empty strip above or below.
    const corner = await artboard(page, '白色方形')
      .locator('.psd-import-preview canvas')
      .evaluate((preview: HTMLCanvasElement) => Array.from(preview.getContext('2d')!.getImageData(1, 1, 1, 1).data));
    expect(corner).toEqual([255, 255, 255, 255]);

    await artboard(page, '白色方形').click();
    await artboard(page, '背景图层').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(toasts).toContain('导入成功');
    const made = await groupTemplates(server);
    const boxes = async (name: string) =>
      (await template(server, made.find((t) => t.name === name)!.id)).layers.map(({ isBackground, left, top, width, height }) => [isBackground, ...[left, top, width, height].map((n) => Math.round(n * 100) / 100)]);
    // 400 × 400 on 500 × 1044: the white covers it (1044 square, centred); the logo keeps the artboard's fit.
    expect(await boxes('白色方形')).toEqual([
      [true, -272, 0, 1044, 1044],
      [false, 187.5, 459.5, 125, 125],
    ]);
    // The layer named " Background " is the background, at the bottom, covering the canvas (300 × 600 at 1.74).
    const [background, ...others] = await boxes('背景图层');
    expect(background).toEqual([true, -11, 0, 522, 1044]);
    expect(others.map(([isBackground]) => isBackground)).toEqual([false, false]);

    // Into an open template with no background of its own: the same, one undo step.
    await page.locator('.template-card', { hasText: '萌猫贴贴' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await choosePsd(page, psd);
    await artboard(page, '背景图层').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('7');
    const [bottom] = await shown(page);
    expect([bottom!.left, bottom!.top, bottom!.width, bottom!.height].map((n) => Math.round(n))).toEqual([-11, 0, 522, 1044]);
  });

  it('lists 150 artboards, a hundred at once and the rest in the next task, and draws the preview of each into its own box', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await choosePsd(page, manyArtboardsPsd(150));
    await artboard(page, '画板150').waitFor();
    await expect.poll(() => dialog(page).locator('.psd-import-preview canvas').count()).toBe(150);
    expect(await dialog(page).locator('.psd-import-preview-wait').count()).toBe(0);
    // One canvas a box, in every box.
    const boxes = dialog(page).getByTestId('psd-artboard');
    expect(await boxes.count()).toBe(150);
    expect(await boxes.filter({ has: page.locator('canvas') }).count()).toBe(150);
    // Over 100 previews are drawn 200 device pixels high, and a box chosen (drawn again) keeps its picture
    // though its bitmap was let go once on the canvas.
    await artboard(page, '画板150').click();
    await expect.poll(() => artboard(page, '画板150').getAttribute('aria-pressed')).toBe('true');
    const picture = await artboard(page, '画板150')
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let opaque = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque++;
        return { height: canvas.height, opaque };
      });
    expect(picture.height).toBe(200);
    expect(picture.opaque).toBeGreaterThan(1000);

    // Closing, the dialog fades out with its list, never the reading spinner of an empty one.
    await dialog(page).evaluate((element) => {
      const seen = window as unknown as { spinnerSeen: boolean };
      seen.spinnerSeen = false;
      new MutationObserver(() => {
        if (element.querySelector('.psd-import-progress')) seen.spinnerSeen = true;
      }).observe(element, { childList: true, subtree: true });
    });
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
  });

  it('the template import offers only the artboards that can be imported', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    const before = (await groupTemplates(server)).length;
    const toasts = await recordToasts(page);
    await choosePsd(page, madeArtboardsPsd());
    await artboard(page, '普通画板').waitFor();
    // Clicking a refused one chooses nothing.
    await artboard(page, '倒置画板').click({ force: true });
    await artboard(page, '超出101层').click({ force: true });
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await expect.poll(toasts).toContain('请选择至少一个画板');
    await artboard(page, '普通画板').click();
    await dialog(page).getByRole('button', { name: '导入', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(toasts).toContain('导入成功');
    const after = await groupTemplates(server);
    expect(after).toHaveLength(before + 1);
    const made = await template(server, after.find((t) => t.name === '普通画板')!.id);
    // Its one layer, over the white Photoshop gives a new artboard as its background.
    expect(made.layers.map((layer) => layer.isBackground)).toEqual([true, false]);
    expect(made.layers[1]!.width).toBeGreaterThan(0);
  });
});
