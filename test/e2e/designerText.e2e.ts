/** Text layers in Chromium — drawn with the shop's font, edited on the canvas, saved as text. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { decodePng } from '../../adapters/mock/devApi/cutout/pngReader';
import { networkSettled, useConsole } from './fixtures';
import { type ShownNode, canvas, drawer, message, onScreen, openDesigner, panelField, rows, saveDesign, shown, storedDrafts, typeInPanel, viewport } from './designerPage';
import { hold, releaseHeld } from './held';

const e2e = useConsole();

interface SavedLayer {
  uuid: string;
  type: string;
  text?: string;
  fontId?: string | null;
  fontColor?: string;
  verticalText?: boolean;
  fontFamilyUrl?: string | null;
  imageUrl: string;
}

const menu = (page: Page) => page.locator('.designer-text-menu');
const section = (page: Page) => page.locator('.designer-text-section');
const sectionInput = (page: Page) => section(page).locator('.designer-text-section-input');
const canvasEditor = (page: Page) => page.locator('.designer-text-canvas-editor');

const centre = (node: ShownNode) => ({ x: node.left + node.width / 2, y: node.top + node.height / 2 });

async function openTextMenu(page: Page): Promise<void> {
  await page.locator('.designer-menu-item', { hasText: '添加文字' }).click();
  await menu(page).or(page.getByText('请先在店铺上传字体')).first().waitFor();
}

async function chooseFont(page: Page, scope: ReturnType<typeof menu>, name: string): Promise<void> {
  await scope.locator('.designer-text-font').click();
  await page.locator('.arco-select-popup .arco-select-option', { hasText: name }).click();
  await expect.poll(() => scope.locator('.designer-text-font').textContent()).toContain(name);
}

/** Adds a text through the 添加文字 menu and waits until Leafer draws its picture. */
async function addText(page: Page, text: string, options: { font?: string; color?: string } = {}): Promise<ShownNode> {
  const before = Number(await canvas(page).getAttribute('data-node-count'));
  await menu(page).getByPlaceholder('请输入文字').fill(text);
  if (options.font) await chooseFont(page, menu(page), options.font);
  if (options.color) await menu(page).getByRole('radio', { name: options.color }).click();
  await menu(page).getByRole('button', { name: '添加' }).click();
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(before + 1));
  const added = (await shown(page)).at(-1)!;
  await expect.poll(async () => JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}')[added.uuid]).toBeTruthy();
  return added;
}

/**
 * How many screen pixels inside a canvas box are of `hex` (within antialiasing), read from Leafer's own
 * canvases: the text is really drawn there, in that colour.
 */
async function ink(page: Page, box: ShownNode, hex: string): Promise<number> {
  const from = await onScreen(page, { x: box.left, y: box.top });
  const to = await onScreen(page, { x: box.left + box.width, y: box.top + box.height });
  return page.evaluate(
    ({ from, to, hex }) => {
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let count = 0;
      for (const element of Array.from(document.querySelectorAll<HTMLCanvasElement>('.designer-drawer .designer-canvas canvas'))) {
        const rect = element.getBoundingClientRect();
        const ratio = element.width / rect.width;
        const x = Math.max(0, Math.floor((from.x - rect.left) * ratio));
        const y = Math.max(0, Math.floor((from.y - rect.top) * ratio));
        const w = Math.min(element.width - x, Math.ceil((to.x - from.x) * ratio));
        const h = Math.min(element.height - y, Math.ceil((to.y - from.y) * ratio));
        if (w <= 0 || h <= 0) continue;
        const data = element.getContext('2d')!.getImageData(x, y, w, h).data;
        // Small glyphs are mostly antialiased edges over the white canvas: a pixel counts when it is that
        // colour blended with white, at least 40 % of it.
        const channel = [0, 1, 2].reduce((best, c) => (255 - want[c]! > 255 - want[best]! ? c : best), 0);
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3]! < 250) continue;
          const share = (255 - data[i + channel]!) / (255 - want[channel]!);
          if (share < 0.4 || share > 1.1) continue;
          const off = [0, 1, 2].reduce((sum, c) => sum + Math.abs(data[i + c]! - (255 - share * (255 - want[c]!))), 0);
          if (off < 30) count++;
        }
      }
      return count;
    },
    { from, to, hex },
  );
}

async function templateNamed(server: ConsoleServer, name: string): Promise<{ id: string; layers: SavedLayer[] }> {
  const groups = await callDevApi<{ id: string; name: string }[]>(server, 'GET', '/api/design_template_collections');
  for (const group of groups) {
    const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((t) => t.name === name);
    if (found) return callDevApi(server, 'GET', `/api/design_templates/${found.id}`);
  }
  throw new Error(`no template ${name}`);
}

async function fontsByName(server: ConsoleServer): Promise<Map<string, { id: string; fontUrl: string }>> {
  const fonts = await callDevApi<{ id: string; name: string; fontUrl: string }[]>(server, 'GET', '/api/shop_fonts');
  return new Map(fonts.map((font) => [font.name, font]));
}

/**
 * Double-clicks the middle of a layer on the canvas and waits for the text editor over it. The stage takes
 * the browser's double-click, counted from the input's own times, so a loaded machine does not lose it.
 */
async function doubleClickLayer(page: Page, node: ShownNode): Promise<void> {
  const point = await onScreen(page, centre(node));
  await page.mouse.dblclick(point.x, point.y);
  await canvasEditor(page).waitFor();
}

describe('设计器 text layers', () => {
  it('adds a text in a shop font: centred, selected, drawn in #646464 by default, then in a library colour', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    // The default colour is #646464 even though the library has it disabled.
    expect(await menu(page).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('#646464');
    const node = await addText(page, '你好世界', { font: '思源宋体' });
    expect(centre(node).x).toBeCloseTo(250, 0);
    expect(centre(node).y).toBeCloseTo(522, 0);
    expect(await canvas(page).getAttribute('data-selected')).toBe(node.uuid);
    expect(await rows(page).count()).toBe(1);
    await expect.poll(() => ink(page, node, '#646464')).toBeGreaterThan(50);
    // The property panel shows it as text, in that font.
    expect(await sectionInput(page).inputValue()).toBe('你好世界');
    expect(await section(page).locator('.designer-text-font').textContent()).toContain('思源宋体');

    // A colour of the library: the picture is drawn again in it, around the same centre.
    await section(page).getByRole('radio', { name: '#fd7455' }).click();
    await expect.poll(() => ink(page, node, '#fd7455')).toBeGreaterThan(50);
    expect(await ink(page, node, '#646464')).toBeLessThan(5);
    const recoloured = (await shown(page))[0]!;
    expect(centre(recoloured).x).toBeCloseTo(centre(node).x, 1);
    expect(centre(recoloured).y).toBeCloseTo(centre(node).y, 1);

    // The default stays on offer, in the panel and the 添加文字 menu: picked again, the text is #646464 again.
    await section(page).getByRole('radio', { name: '#646464' }).click();
    await expect.poll(() => ink(page, node, '#646464')).toBeGreaterThan(50);
    await menu(page).getByRole('radio', { name: '#fd7455' }).click();
    await menu(page).getByRole('radio', { name: '#646464' }).click();
    expect(await menu(page).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('#646464');
  });

  it('keeps the lines of a multi-line text: drawn one under the other, saved with its line breaks', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await openTextMenu(page);
    const single = await addText(page, '你好世界', { font: '思源宋体' });
    const node = await addText(page, '你好世界\n再见', { font: '思源宋体' });
    // Two lines: as wide as the longer, about twice as tall as one line, with ink in each half.
    expect(node.width).toBeCloseTo(single.width, 0);
    expect(node.height / single.height).toBeGreaterThan(1.7);
    const top = { ...node, height: node.height / 2 };
    const bottom = { ...node, top: node.top + node.height / 2, height: node.height / 2 };
    await expect.poll(() => ink(page, top, '#646464')).toBeGreaterThan(50);
    expect(await ink(page, bottom, '#646464')).toBeGreaterThan(20);
    // The panel's field keeps the break; Shift+Enter there adds a line, Enter commits it.
    expect(await sectionInput(page).inputValue()).toBe('你好世界\n再见');
    await sectionInput(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('三');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shown(page)).find((shownNode) => shownNode.uuid === node.uuid)!.height / single.height).toBeGreaterThan(2.5);
    // The canvas editor keeps the lines too, and Shift+Enter there adds one.
    await doubleClickLayer(page, (await shown(page)).find((shownNode) => shownNode.uuid === node.uuid)!);
    expect(await canvasEditor(page).inputValue()).toBe('你好世界\n再见\n三');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('四');
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界\n再见\n三\n四');
    await saveDesign(page);
    const saved = (await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === node.uuid)!;
    expect(saved.text).toBe('你好世界\n再见\n三\n四');
  });

  it('refuses an empty text (请输入文字), drops invisible controls, names the characters the font has no glyph for, and counts characters, not UTF-16 units, up to 50', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const field = menu(page).getByPlaceholder('请输入文字');
    await menu(page).getByRole('button', { name: '添加' }).click();
    await menu(page).getByRole('alert').filter({ hasText: '请输入文字' }).waitFor();
    await field.fill('   ');
    await menu(page).getByRole('button', { name: '添加' }).click();
    await menu(page).getByRole('alert').filter({ hasText: '请输入文字' }).waitFor();
    expect(await canvas(page).getAttribute('data-layer-count')).toBe('0');

    // Invisible direction and zero-width controls are dropped: nothing to name, nothing turned around.
    await addText(page, '\u202E你\u200F好\u2066');
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好');
    expect(await message(page, '填入的字体没有找到对应的字形').count()).toBe(0);

    // Characters the font has no glyph for are named, and nothing is added.
    await field.fill('你好龍 鬱龍');
    await menu(page).getByRole('button', { name: '添加' }).click();
    await message(page, '填入的字体没有找到对应的字形：龍、鬱').waitFor();
    expect(await canvas(page).getAttribute('data-layer-count')).toBe('1');

    // Characters, not UTF-16 units, are counted: 30 rare CJK characters or emoji fit, 50 at most.
    await field.fill('一'.repeat(60));
    expect(await field.inputValue()).toBe('一'.repeat(50));
    await field.fill('𠀀'.repeat(30));
    expect(await field.inputValue()).toBe('𠀀'.repeat(30));
    await menu(page).getByText('30/50').waitFor();
    await field.fill('😀'.repeat(60));
    expect(await field.inputValue()).toBe('😀'.repeat(50));
    await menu(page).getByText('50/50').waitFor();
    const long = await addText(page, '一'.repeat(50));
    // 50 characters are scaled down to 80 % of the 500 px canvas.
    expect(long.width).toBeLessThanOrEqual(400.5);
    expect(long.width).toBeGreaterThan(390);

    // The same count in the property panel's section and in the canvas editor.
    const node = await addText(page, '你好');
    await sectionInput(page).fill('😀'.repeat(30));
    expect(await sectionInput(page).inputValue()).toBe('😀'.repeat(30));
    await sectionInput(page).fill('𠀀'.repeat(60));
    expect(await sectionInput(page).inputValue()).toBe('𠀀'.repeat(50));
    await sectionInput(page).fill('你好');
    await doubleClickLayer(page, node);
    await canvasEditor(page).fill('𠀀'.repeat(30));
    expect(await canvasEditor(page).inputValue()).toBe('𠀀'.repeat(30));
    await canvasEditor(page).fill('😀'.repeat(60));
    expect(await canvasEditor(page).inputValue()).toBe('😀'.repeat(50));
    await page.keyboard.press('Escape');
    await canvasEditor(page).waitFor({ state: 'detached' });
  });

  it('fonts that fail to load say 字体和颜色加载失败 with 重试, which loads them; a font file that will not load gives 生成字体发生错误, and the next try loads it again', async () => {
    const { page, server } = e2e;
    const fontUrl = (await fontsByName(server)).get('思源黑体')!.fontUrl;
    let broken = true;
    await page.route(
      (url) => url.pathname === new URL(fontUrl, server.url).pathname,
      (route) => (broken ? route.fulfill({ status: 200, contentType: 'font/otf', body: Buffer.from('OTTO not really a font') }) : route.continue()),
    );
    await openDesigner(page, server, null);
    server.devApi.faults.add({ method: 'GET', path: '/api/shop_fonts', status: 500, body: { message: '服务异常' }, times: 1 });
    await page.locator('.designer-menu-item', { hasText: '添加文字' }).click();
    await page.getByText('字体和颜色加载失败').waitFor();
    await page.locator('.network-error-modal').getByRole('button').last().click();
    await page.locator('.network-error-modal').waitFor({ state: 'hidden' });
    await page.locator('.designer-menu-panel').getByRole('button', { name: '重试' }).click();
    await menu(page).waitFor();
    // (Not in 思源黑体, the first font, whose file this test breaks below.)
    await addText(page, '你好', { font: '思源宋体' });

    // A shop font whose file is not a font.
    await chooseFont(page, menu(page), '思源黑体');
    await menu(page).getByPlaceholder('请输入文字').fill('你好');
    await menu(page).getByRole('button', { name: '添加' }).click();
    await message(page, '生成字体发生错误').waitFor();
    expect(await canvas(page).getAttribute('data-layer-count')).toBe('1');
    broken = false;
    await addText(page, '你好');
  });

  it('with no enabled shop font the menu says 请先在店铺上传字体', async () => {
    const { page, server } = e2e;
    for (const font of (await fontsByName(server)).values()) await callDevApi(server, 'PATCH', `/api/shop_fonts/${font.id}`, { enabled: false });
    await openDesigner(page, server, null);
    await openTextMenu(page);
    await page.getByText('请先在店铺上传字体').waitFor();
    expect(await page.getByRole('button', { name: '添加', exact: true }).count()).toBe(0);
  });

  it('double-click edits on the canvas: Enter and blur commit around the same centre, Escape and empty keep the text, undo goes back', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const node = await addText(page, '你好');

    await doubleClickLayer(page, node);
    expect(await canvasEditor(page).inputValue()).toBe('你好');
    await canvasEditor(page).fill('定制手机壳');
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    await expect.poll(() => sectionInput(page).inputValue()).toBe('定制手机壳');
    // The editor may wait for the shop's fonts before it draws: the picture is redrawn once it is no longer busy.
    await expect.poll(() => section(page).getAttribute('data-busy')).toBeNull();
    const wider = (await shown(page))[0]!;
    expect(wider.width).toBeGreaterThan(node.width * 2);
    expect(centre(wider).x).toBeCloseTo(centre(node).x, 1);
    expect(centre(wider).y).toBeCloseTo(centre(node).y, 1);

    // Escape leaves the text as it was; so does an empty text, with 请输入文字.
    await doubleClickLayer(page, wider);
    await canvasEditor(page).fill('不要了');
    await page.keyboard.press('Escape');
    await canvasEditor(page).waitFor({ state: 'detached' });
    await expect(drawer(page).isVisible()).resolves.toBe(true);
    await doubleClickLayer(page, wider);
    await canvasEditor(page).fill('');
    await page.keyboard.press('Enter');
    await message(page, '请输入文字').waitFor();
    expect(await sectionInput(page).inputValue()).toBe('定制手机壳');

    // Blur commits too (a click on the layer list).
    await doubleClickLayer(page, wider);
    await canvasEditor(page).fill('你好世界');
    await page.locator('.designer-layers').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界');
    await expect.poll(() => section(page).getAttribute('data-busy')).toBeNull();

    // Each commit is one undo step.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => sectionInput(page).inputValue()).toBe('定制手机壳');
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好');
    expect((await shown(page))[0]!.width).toBeCloseTo(node.width, 1);
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(() => sectionInput(page).inputValue()).toBe('定制手机壳');
  });

  it('a double-click opens the editor on a page slowed 20 times, as on a merchant’s busy machine', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const node = await addText(page, '你好');
    const point = await onScreen(page, centre(node));
    const cdp = await page.context().newCDPSession(page);
    // Each press now selects the layer and redraws the panels 20 times slower: a double tap timed as the
    // page handles the presses (Leafer's) is missed, the browser's double-click is not.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    try {
      await page.mouse.dblclick(point.x, point.y);
      await canvasEditor(page).waitFor({ timeout: 40_000 });
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
    expect(await canvasEditor(page).inputValue()).toBe('你好');
  });

  it('font, colour and direction change in the property panel; saved and reopened, the layer is still text and edits again', async () => {
    const { page, server } = e2e;
    const fonts = await fontsByName(server);
    await openDesigner(page, server, '蜜桃爱心');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await openTextMenu(page);
    const node = await addText(page, '你好', { font: '思源宋体', color: '#165dff' });
    await chooseFont(page, section(page), '思源黑体');
    await section(page).getByRole('switch').click();
    await expect.poll(async () => (await shown(page)).at(-1)!.height > (await shown(page)).at(-1)!.width).toBe(true);
    const vertical = (await shown(page)).at(-1)!;
    expect(centre(vertical).x).toBeCloseTo(centre(node).x, 1);
    expect(centre(vertical).y).toBeCloseTo(centre(node).y, 1);
    await saveDesign(page);

    const saved = (await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === node.uuid)!;
    expect(saved).toMatchObject({
      type: 'TEXT',
      text: '你好',
      fontId: fonts.get('思源黑体')!.id,
      fontColor: '#165dff',
      verticalText: true,
      fontFamilyUrl: fonts.get('思源黑体')!.fontUrl,
    });
    expect(saved.imageUrl.startsWith('blob:')).toBe(false);

    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await rows(page).first().click();
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好');
    expect(await section(page).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    const reopened = (await shown(page)).at(-1)!;
    await doubleClickLayer(page, reopened);
    await canvasEditor(page).fill('你好世界');
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界');
    await expect.poll(async () => (await shown(page)).at(-1)!.height).toBeGreaterThan(reopened.height * 1.5);
    await saveDesign(page);
    const again = (await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === node.uuid)!;
    expect(again).toMatchObject({ type: 'TEXT', text: '你好世界', verticalText: true, fontColor: '#165dff' });
    expect(again.imageUrl).not.toBe(saved.imageUrl);
  });

  it('a layer whose font was deleted from the shop says 字体不存在 and can take another font', async () => {
    const { page, server } = e2e;
    const fonts = await fontsByName(server);
    await openDesigner(page, server, '蜜桃爱心');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await openTextMenu(page);
    const node = await addText(page, '你好', { font: '思源宋体' });
    await saveDesign(page);
    await callDevApi(server, 'DELETE', `/api/shop_fonts/${fonts.get('思源宋体')!.id}`);
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await rows(page).first().click();
    await section(page).getByText('字体不存在').waitFor();
    // Nothing is drawn from the address the layer kept: a change is refused and the picture stays.
    const before = (await shown(page)).at(-1)!;
    await section(page).getByRole('radio', { name: '#165dff' }).click();
    await message(page, '字体不存在').waitFor();
    await sectionInput(page).fill('再见再见');
    await sectionInput(page).press('Enter');
    expect(await section(page).getAttribute('data-busy')).toBeNull();
    expect(await section(page).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('#646464');
    expect((await shown(page)).at(-1)).toEqual(before);
    await chooseFont(page, section(page), '思源黑体');
    await section(page).getByText('字体不存在').waitFor({ state: 'detached' });
    await saveDesign(page);
    const saved = (await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === node.uuid)!;
    expect(saved.fontId).toBe(fonts.get('思源黑体')!.id);
  });

  it('a slow font: 添加 clicked twice while it loads adds one layer', async () => {
    const { page, server } = e2e;
    const fontUrl = (await fontsByName(server)).get('思源黑体')!.fontUrl;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(
      (url) => url.pathname === new URL(fontUrl, server.url).pathname,
      async (route) => {
        asked();
        await held;
        await route.continue();
      },
    );
    await openDesigner(page, server, null);
    await openTextMenu(page);
    await chooseFont(page, menu(page), '思源黑体');
    await menu(page).getByPlaceholder('请输入文字').fill('你好');
    await menu(page).getByRole('button', { name: '添加' }).dblclick();
    await requested;
    await menu(page).getByRole('button', { name: '添加' }).click();
    release();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('1');
    await expect.poll(() => menu(page).getByPlaceholder('请输入文字').inputValue()).toBe('');
    expect(await canvas(page).getAttribute('data-layer-count')).toBe('1');
  });

  it('unsaved text comes back from the draft as text, and edits again', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await openTextMenu(page);
    const node = await addText(page, '你好', { font: '思源宋体', color: '#00b42a' });
    await expect.poll(async () => (await storedDrafts(page)).some((layers) => layers.some((layer) => layer.uuid === node.uuid))).toBe(true);
    await page.reload();
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await page.locator('.designer-restore-modal').getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await rows(page).first().click();
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好');
    // After the reload the shop's fonts are asked again; until they answer the select shows its placeholder.
    await expect.poll(() => section(page).locator('.designer-text-font').textContent()).toContain('思源宋体');
    expect(await section(page).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('#00b42a');
    await doubleClickLayer(page, (await shown(page)).at(-1)!);
    await canvasEditor(page).fill('你好世界');
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界');
    await expect.poll(async () => ink(page, (await shown(page)).at(-1)!, '#00b42a')).toBeGreaterThan(50);
  });

  it('a colour changed while a slow save runs is kept, after the save answers', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
    await openTextMenu(page);
    const node = await addText(page, '你好');
    hold(server, { method: 'PUT', path: '/api/design_templates/*', times: 1 });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
    // The save's spinner covers the panel; the keyboard still reaches the swatch, and the edit waits for the save.
    await section(page).getByRole('radio', { name: '#165dff' }).press('Enter');
    await expect.poll(() => section(page).getAttribute('data-busy')).toBe('true');
    await releaseHeld(server);
    await message(page, '保存成功').waitFor();
    await expect.poll(() => section(page).getAttribute('data-busy')).toBeNull();
    expect(await section(page).getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('#165dff');
    // Not part of what was saved: closing asks, and 保存 there saves it.
    expect((await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === node.uuid)!.fontColor).toBe('#646464');
    await drawer(page).locator('.arco-drawer-close-icon').click();
    const ask = page.locator('.designer-close-modal');
    await ask.getByText('当前设计有未保存的修改，是否保存？').waitFor();
    await ask.getByRole('button', { name: '保存', exact: true }).click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect((await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === node.uuid)!.fontColor).toBe('#165dff');
  });

});

interface InkBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** The ink's centre of mass, each pixel weighed by how much of the colour it holds. */
  x: number;
  y: number;
}

/**
 * Where the pixels of `hex` (blended with white, as ink's edges are) lie around a layer, read from a
 * screenshot: what the merchant sees of the text, whether the canvas draws it or the editor over it does.
 */
async function inkBox(page: Page, node: ShownNode, hex: string): Promise<InkBox> {
  // Around the layer's drawn box whichever way it is turned: its diagonal, both ways from its centre.
  const reach = Math.hypot(node.width, node.height) / 2 + 10;
  const from = await onScreen(page, { x: centre(node).x - reach, y: centre(node).y - reach });
  const to = await onScreen(page, { x: centre(node).x + reach, y: centre(node).y + reach });
  // Within the canvas's view: the panels beside it hold grey text of their own.
  const view = (await canvas(page).boundingBox())!;
  const [left, top] = [Math.max(Math.floor(from.x), Math.ceil(view.x)), Math.max(Math.floor(from.y), Math.ceil(view.y))];
  const [right, bottom] = [Math.min(Math.ceil(to.x), Math.floor(view.x + view.width)), Math.min(Math.ceil(to.y), Math.floor(view.y + view.height))];
  const clip = { x: left, y: top, width: right - left, height: bottom - top };
  const image = await decodePng(new Uint8Array(await page.screenshot({ clip })));
  const scale = image.width / clip.width;
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  // How much of the colour a pixel holds is read on the channel the colour darkens most (#fd7455's red
  // barely moves from white's, its blue the most), as ink() reads it.
  const channel = [0, 1, 2].reduce((best, c) => (255 - want[c]! > 255 - want[best]! ? c : best), 0);
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  let [mass, sx, sy] = [0, 0, 0];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const share = (255 - image.data[i + channel]!) / (255 - want[channel]!);
      if (share < 0.1 || share > 1.1) continue;
      const off = [0, 1, 2].reduce((sum, c) => sum + Math.abs(image.data[i + c]! - (255 - share * (255 - want[c]!))), 0);
      if (off >= 30) continue;
      [mass, sx, sy] = [mass + share, sx + share * (x + 0.5), sy + share * (y + 0.5)];
      if (share < 0.4) continue;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x + 1);
      box.bottom = Math.max(box.bottom, y + 1);
    }
  }
  const at = (n: number, origin: number) => origin + n / scale;
  return {
    left: at(box.left, clip.x),
    top: at(box.top, clip.y),
    right: at(box.right, clip.x),
    bottom: at(box.bottom, clip.y),
    x: at(sx / mass, clip.x),
    y: at(sy / mass, clip.y),
  };
}

/**
 * The same text in the same place: its centre within `centre` screen pixels, each edge of its ink within
 * `edge` (the canvas draws a picture made at twice the size and scaled down, the editor draws the glyphs at
 * the size shown, so their edges differ by antialiasing).
 */
function expectSameInk(actual: InkBox, expected: InkBox, { centre = 1, edge = 2 } = {}): void {
  const say = JSON.stringify({ actual, expected });
  for (const at of ['x', 'y'] as const) expect(Math.abs(actual[at] - expected[at]), `${at}: ${say}`).toBeLessThanOrEqual(centre);
  for (const side of ['left', 'top', 'right', 'bottom'] as const) expect(Math.abs(actual[side] - expected[side]), `${side}: ${say}`).toBeLessThanOrEqual(edge);
}

/** The open template's name: a new one is named by its first save. */
const savedTitle = async (page: Page) => (await page.locator('.designer-drawer .designer-title').textContent()) ?? '';

/** Whether the canvas draws the layer (the editor hides it while its own text is there). */
const drawnOnCanvas = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!.visible;

/** Escape leaves the editor with the text unchanged: the canvas draws it where `expected` was. */
async function leaveUnchanged(page: Page, node: ShownNode, hex: string, expected: InkBox): Promise<void> {
  await page.keyboard.press('Escape');
  await canvasEditor(page).waitFor({ state: 'detached' });
  expectSameInk(await drawnInk(page, node, hex), expected);
}

/** Double-clicks the layer and waits for its editor to show the text in its place (the caret at the end, nothing selected). */
async function editInPlace(page: Page, node: ShownNode): Promise<void> {
  await doubleClickLayer(page, node);
  await expect.poll(() => drawnOnCanvas(page, node.uuid)).toBe(false);
  await page.keyboard.press('End');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

describe('设计器 text edited where it is drawn', () => {
  it('the editor sits exactly over the drawn text, and neither opening nor committing it moves the text', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const node = await addText(page, '你好世界', { font: '思源宋体' });
    await expect.poll(() => ink(page, node, '#646464')).toBeGreaterThan(50);
    await actualSize(page);
    const drawn = await drawnInk(page, node, '#646464');

    await editInPlace(page, node);
    expectSameInk(await inkBox(page, node, '#646464'), drawn);

    // Two more characters: the editor grows about the centre, as the picture will.
    await page.keyboard.type('定制');
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const wider = { ...node, left: node.left - node.width / 2, width: node.width * 2 };
    const typed = await inkBox(page, wider, '#646464');
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    expect(await drawnOnCanvas(page, node.uuid)).toBe(true);
    expect(await sectionInput(page).inputValue()).toBe('你好世界定制');
    expectSameInk(await inkBox(page, wider, '#646464'), typed);

    await saveDesign(page);
    const saved = (await templateNamed(server, await savedTitle(page))).layers.find((layer) => layer.uuid === node.uuid)!;
    expect(saved).toMatchObject({ type: 'TEXT', text: '你好世界定制', verticalText: false });
  });

  it('vertical and turned text: the editor stands in its columns, turned as the layer is', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    // Two lines across (taller than wide) become two columns (wider than tall).
    await addText(page, '你好\n世界', { font: '思源宋体', color: '#fd7455' });
    await section(page).getByRole('switch').click();
    await expect.poll(async () => (await shown(page)).at(-1)!.width > (await shown(page)).at(-1)!.height).toBe(true);
    const rotation = drawer(page).locator('.designer-properties').getByRole('textbox', { name: '旋转', exact: true });
    await rotation.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shown(page)).at(-1)!.rotation).toBe(30);
    const node = (await shown(page)).at(-1)!;
    await expect.poll(async () => JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}')[node.uuid]).toBeTruthy();
    await expect.poll(() => ink(page, node, '#fd7455')).toBeGreaterThan(50);
    await actualSize(page);
    const drawn = await drawnInk(page, node, '#fd7455');

    await editInPlace(page, node);
    expectSameInk(await inkBox(page, node, '#fd7455'), drawn);
    // Escape: the text was not changed, and the canvas draws it where it was.
    await leaveUnchanged(page, node, '#fd7455', drawn);
    expect(centre((await shown(page)).at(-1)!)).toEqual(centre(node));
  });

  it('Enter commits and gives the focus back to the canvas, across, in columns and turned: a second Enter mirrors nothing', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const added = await addText(page, '你好', { font: '思源宋体' });
    /** Edits the text on the canvas, adds `typed`, commits with Enter, then presses Enter once more. */
    const commitAndPressEnterAgain = async (typed: string) => {
      await editInPlace(page, (await shown(page)).at(-1)!);
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
      await canvasEditor(page).waitFor({ state: 'detached' });
      await expect.poll(() => canvas(page).evaluate((view) => view === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
    };

    await commitAndPressEnterAgain('世界');
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界');
    await section(page).getByRole('switch').click();
    await expect.poll(async () => (await shown(page)).at(-1)!.height > (await shown(page)).at(-1)!.width).toBe(true);
    await commitAndPressEnterAgain('定');
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界定');
    await typeInPanel(page, '旋转', '30');
    await expect.poll(async () => (await shown(page)).at(-1)!.rotation).toBe(30);
    await commitAndPressEnterAgain('制');
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界定制');
    await networkSettled(e2e);
    expect((await shown(page)).at(-1)).toMatchObject({ uuid: added.uuid, scaleX: 1, scaleY: 1 });

    await saveDesign(page);
    const saved = (await templateNamed(server, await savedTitle(page))).layers.find((layer) => layer.uuid === added.uuid)!;
    expect(saved).toMatchObject({ text: '你好世界定制', verticalText: true, horizontalFlip: false, verticalFlip: false });
  });

  it('a character deleted and typed again, then Enter, leaves the text and the layer as they were; a character the font lacks is named under the editor as it is typed, and not applied until changed', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const added = await addText(page, '新年快乐');
    const [x, width] = [panelField(page, 'X'), panelField(page, '宽')];
    const [shownX, shownWidth] = [await x.inputValue(), await width.inputValue()];

    await editInPlace(page, added);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('乐');
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect((await shown(page)).at(-1)).toEqual(added);
    expect([await x.inputValue(), await width.inputValue()]).toEqual([shownX, shownWidth]);

    // Another text, over the first: a character its font lacks, typed in the editor.
    const node = await addText(page, '你好', { font: '思源宋体' });
    await editInPlace(page, node);
    await page.keyboard.type('龍');
    const problem = page.getByRole('alert').filter({ hasText: '填入的字体没有找到对应的字形：龍' });
    await problem.waitFor();
    expect(await canvasEditor(page).getAttribute('aria-invalid')).toBe('true');
    // Enter keeps the editor open with the text typed: nothing is applied.
    await page.keyboard.press('Enter');
    expect(await canvasEditor(page).inputValue()).toBe('你好龍');
    expect(await problem.isVisible()).toBe(true);
    expect(await sectionInput(page).inputValue()).toBe('你好');

    await page.keyboard.press('Backspace');
    await problem.waitFor({ state: 'detached' });
    await page.keyboard.type('世界');
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    await expect.poll(() => sectionInput(page).inputValue()).toBe('你好世界');

    await saveDesign(page);
    const layers = (await templateNamed(server, await savedTitle(page))).layers;
    expect(layers.find((layer) => layer.uuid === added.uuid)).toMatchObject({ text: '新年快乐', left: added.left, top: added.top, width: added.width, height: added.height });
    expect(layers.find((layer) => layer.uuid === node.uuid)!.text).toBe('你好世界');
  });
});

/** Two animation frames: the page has drawn what the input just handled. */
const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * The text as the canvas draws it, without the selection frame, whose handles' shadows would count as ink:
 * a click on the canvas above the layer selects nothing.
 */
async function drawnInk(page: Page, node: ShownNode, hex: string): Promise<InkBox> {
  const away = await onScreen(page, { x: centre(node).x, y: centre(node).y - Math.hypot(node.width, node.height) / 2 - 40 });
  await page.mouse.click(away.x, away.y);
  await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe('');
  await painted(page);
  return inkBox(page, node, hex);
}

/**
 * Shows the canvas at 100 %: small text drawn from a picture twice its size and scaled to a fifth is sampled
 * differently by the canvas and by the browser, which the ink's weight would read as a shift.
 */
async function actualSize(page: Page): Promise<void> {
  await page.getByRole('toolbar', { name: '画布视图' }).getByRole('button', { name: '100%', exact: true }).click();
  await expect.poll(async () => (await viewport(page)).scale).toBe(1);
  await painted(page);
}

/** Adds `text` standing in columns (竖排), in `color`, and waits for its picture. */
async function addVerticalText(page: Page, text: string, color: string): Promise<ShownNode> {
  const added = await addText(page, text, { font: '思源宋体', color });
  await section(page).getByRole('switch').click();
  await expect.poll(async () => (await shown(page)).at(-1)!.width !== added.width).toBe(true);
  const node = (await shown(page)).at(-1)!;
  await expect.poll(async () => JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}')[node.uuid]?.[0]).toBeGreaterThan(0);
  await expect.poll(() => ink(page, node, color)).toBeGreaterThan(50);
  return node;
}

/** Ctrl + wheel over the canvas at a design point, away from the text: the view zooms, the editor keeps the focus. */
async function wheelZoomAt(page: Page, design: { x: number; y: number }, deltaY: number): Promise<void> {
  const before = await viewport(page);
  const at = await onScreen(page, design);
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, deltaY);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await viewport(page)).scale).not.toBe(before.scale);
  await painted(page);
}

describe('设计器 the text editor lies over its text', () => {
  it('vertical text: the editor\'s columns line up with the drawn ones within a pixel, brackets and dashes turned as drawn', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const node = await addVerticalText(page, '你好（世界）\n定制—手机壳', '#fd7455');
    const drawn = await drawnInk(page, node, '#fd7455');

    await editInPlace(page, node);
    expectSameInk(await inkBox(page, node, '#fd7455'), drawn);
    await leaveUnchanged(page, node, '#fd7455', drawn);
  });

  it('follows the zoom: zoomed in before editing, and zoomed with Ctrl + wheel while editing', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    const node = await addText(page, '你好世界', { font: '思源宋体' });
    const fitted = (await viewport(page)).scale;
    await page.getByRole('toolbar', { name: '画布视图' }).getByRole('button', { name: '放大', exact: true }).click();
    await expect.poll(async () => (await viewport(page)).scale).toBeGreaterThan(fitted);
    await painted(page);
    await expect.poll(() => ink(page, node, '#646464')).toBeGreaterThan(50);
    const zoomedIn = await drawnInk(page, node, '#646464');

    await editInPlace(page, node);
    expectSameInk(await inkBox(page, node, '#646464'), zoomedIn);

    // Zoomed out by the wheel while the editor is open: it shrinks about the text with the canvas, its focus kept.
    await wheelZoomAt(page, { x: 60, y: 60 }, 300);
    expect(await canvasEditor(page).evaluate((field) => field === document.activeElement)).toBe(true);
    const editing = await inkBox(page, node, '#646464');
    // Left unchanged: the canvas draws the text where the editor showed it.
    await leaveUnchanged(page, node, '#646464', editing);
  });

  it('a text fitted into 80 % of the canvas: committed unchanged nothing moves; changed, it lands where the editor showed it', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, null);
    await openTextMenu(page);
    // Wider than 80 % of the 500 px canvas at the default size: drawn smaller to fit.
    const node = await addText(page, '手机壳定制个性图样手机壳定制个性图样', { font: '思源宋体' });
    expect(node.width).toBeGreaterThan(500 * 0.8 - 2);
    await actualSize(page);
    const drawn = await drawnInk(page, node, '#646464');

    await editInPlace(page, node);
    expectSameInk(await inkBox(page, node, '#646464'), drawn);
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    expect((await shown(page)).at(-1)).toEqual(node);
    expectSameInk(await drawnInk(page, node, '#646464'), drawn);
    // Blur too.
    await editInPlace(page, node);
    await canvasEditor(page).evaluate((field: HTMLTextAreaElement) => field.blur());
    await canvasEditor(page).waitFor({ state: 'detached' });
    expect((await shown(page)).at(-1)).toEqual(node);
    expect(await page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(false);

    // Longer: drawn smaller still to fit, and the editor already shows it at that size.
    await editInPlace(page, node);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('好看好看');
    await painted(page);
    const typed = await inkBox(page, node, '#646464');
    await page.keyboard.press('Enter');
    await canvasEditor(page).waitFor({ state: 'detached' });
    await expect.poll(() => sectionInput(page).inputValue()).toBe('手机壳定制个性图样手机壳定制个性好看好看');
    expectSameInk(await drawnInk(page, node, '#646464'), typed);
  });

  it('in a 1024 × 640 window: vertical text turned 30° lines up, opened and left', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, null);
    await page.locator('.designer-menu-item', { hasText: '添加文字' }).click();
    await menu(page).waitFor();
    const added = await addVerticalText(page, '你好\n世界', '#fd7455');
    const rotation = drawer(page).locator('.designer-properties').getByRole('textbox', { name: '旋转', exact: true });
    await rotation.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await shown(page)).at(-1)!.rotation).toBe(30);
    const node = (await shown(page)).at(-1)!;
    expect(centre(node)).toEqual(centre(added));
    // The text menu floats over the canvas in this window: closed, so the canvas is seen whole.
    await page.locator('.designer-menu-item', { hasText: '添加文字' }).click();
    await menu(page).waitFor({ state: 'detached' });
    await actualSize(page);
    const drawn = await drawnInk(page, node, '#fd7455');

    await editInPlace(page, node);
    expectSameInk(await inkBox(page, node, '#fd7455'), drawn);
    await leaveUnchanged(page, node, '#fd7455', drawn);
  });
});
