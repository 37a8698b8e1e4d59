/** The designer's canvas navigation (zoom, pan), the layer list's eye and scrolling, and the flips, in Chromium. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { networkSettled, useConsole } from './fixtures';
import { type Point, type ShownNode, canvas, drawer, message, onScreen, openDesigner, rows, saveDesign, shown, viewport } from './designerPage';

const e2e = useConsole();

const toolbar = (page: Page) => page.getByRole('toolbar', { name: '画布视图' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });
const zoomLevel = (page: Page) => page.getByTestId('designer-zoom-level').textContent();
const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });
const selected = (page: Page) => canvas(page).getAttribute('data-selected');

const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;

/** The design point under a page point now. */
async function underPointer(page: Page, at: Point): Promise<Point> {
  const box = (await canvas(page).boundingBox())!;
  const vp = await viewport(page);
  return { x: (at.x - box.x - vp.x) / vp.scale, y: (at.y - box.y - vp.y) / vp.scale };
}

const centreOf = (node: ShownNode) => ({ x: node.left + node.width / 2, y: node.top + node.height / 2 });

/** Two animation frames: the view has written what Leafer shows after the input just handled. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function drag(page: Page, from: Point, dx: number, dy: number, button: 'left' | 'middle' = 'left'): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button });
  for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + (dx * step) / 5, from.y + (dy * step) / 5);
  await page.mouse.up({ button });
}

interface SavedLayer {
  uuid: string;
  index: number;
  left: number;
  top: number;
  width: number;
  height: number;
  horizontalFlip: boolean;
  verticalFlip: boolean;
}

async function savedTemplate(server: ConsoleServer, name: string): Promise<Record<string, unknown> & { layers: SavedLayer[] }> {
  const groups = await callDevApi<{ id: string; name: string }[]>(server, 'GET', '/api/design_template_collections');
  for (const group of groups) {
    const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((template) => template.name === name);
    if (found) return callDevApi(server, 'GET', `/api/design_templates/${found.id}`);
  }
  throw new Error(`no template ${name}`);
}

describe('设计器 canvas navigation', () => {
  it('zooms with the toolbar and Ctrl + wheel about the pointer; zoom is no edit and is not saved', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const before = await savedTemplate(server, '蜜桃爱心');
    const fitted = await zoomLevel(page);
    expect(Number(fitted!.replace('%', ''))).toBeLessThan(100);

    await tool(page, '100%').click();
    await expect.poll(() => zoomLevel(page)).toBe('100%');
    expect((await viewport(page)).scale).toBe(1);
    await tool(page, '放大').click();
    await expect.poll(() => zoomLevel(page)).toBe('150%');
    await tool(page, '缩小').click();
    await expect.poll(() => zoomLevel(page)).toBe('100%');

    // Ctrl + wheel: one notch in, and the design point under the pointer stays under it.
    const box = (await canvas(page).boundingBox())!;
    const pointer = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.4 };
    const designBefore = await underPointer(page, pointer);
    await page.mouse.move(pointer.x, pointer.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(() => zoomLevel(page)).toBe('125%');
    const designAfter = await underPointer(page, pointer);
    expect(Math.abs(designAfter.x - designBefore.x)).toBeLessThan(0.5);
    expect(Math.abs(designAfter.y - designBefore.y)).toBeLessThan(0.5);

    await tool(page, '适应窗口').click();
    await expect.poll(() => zoomLevel(page)).toBe(fitted);

    // No undo step, nothing to save: the layers are where they were, and a save writes the same geometry.
    expect(await undoButton(page).isDisabled()).toBe(true);
    await saveDesign(page);
    const after = await savedTemplate(server, '蜜桃爱心');
    const geometry = (t: { layers: SavedLayer[] }) => t.layers.map(({ uuid, left, top, width, height }) => ({ uuid, left, top, width, height }));
    expect(geometry(after)).toEqual(geometry(before));
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
  });

  it('Ctrl + 0 fits the canvas again, in place of the page zoom; typed in a field it is left to the field; listed in the help', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const fitted = await zoomLevel(page);
    // Whether the page behind would also have reset its zoom: the key's default, seen after every listener.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { fitKeys: boolean[] }).fitKeys = seen;
      window.addEventListener('keydown', (event) => event.key === '0' && seen.push(event.defaultPrevented));
    });
    const fitKeys = () => page.evaluate(() => (window as unknown as { fitKeys: boolean[] }).fitKeys);

    await tool(page, '放大').click();
    await tool(page, '放大').click();
    await expect.poll(() => zoomLevel(page)).not.toBe(fitted);
    await page.keyboard.press('Control+0');
    await expect.poll(() => zoomLevel(page)).toBe(fitted);
    expect(await fitKeys()).toEqual([true]);

    // After a pan too, from the canvas (the focus on the page, not on a toolbar button).
    await tool(page, '100%').click();
    const box = (await canvas(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => zoomLevel(page)).toBe('100%');
    await page.mouse.click(box.x + 5, box.y + 5);
    await page.keyboard.press('Control+0');
    await expect.poll(() => zoomLevel(page)).toBe(fitted);
    expect(await fitKeys()).toEqual([true, true]);

    // In the text menu's field the key is the field's: the zoom stays.
    await tool(page, '放大').click();
    await expect.poll(() => zoomLevel(page)).not.toBe(fitted);
    const zoomed = await zoomLevel(page);
    await page.locator('.designer-menu-item', { hasText: '添加文字' }).click();
    await page.getByPlaceholder('请输入文字').click();
    await page.keyboard.press('Control+0');
    await expect.poll(fitKeys).toEqual([true, true, false]);
    expect(await zoomLevel(page)).toBe(zoomed);

    expect(await page.locator('.designer-shortcuts li', { hasText: '适应窗口' }).locator('kbd').textContent()).toBe('Ctrl/⌘ + 0');
    // No undo step: zoom is the view's alone.
    expect(await undoButton(page).isDisabled()).toBe(true);
  });

  it('the wheel, Space + drag and the middle button pan, moving no layer; a zoom or a scroll drops the hover outline, which the pointer no longer points at', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const layers = await shown(page);
    await tool(page, '100%').click();
    await expect.poll(() => zoomLevel(page)).toBe('100%');
    const start = await viewport(page);

    // The wheel alone scrolls (the 1044 px canvas is taller than the view at 100%).
    const box = (await canvas(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await viewport(page)).y).toBe(start.y - 120);
    expect((await viewport(page)).scale).toBe(1);

    // Space + drag from on top of a layer pans; the layer neither moves nor gets selected.
    const heart = centreOf(layers[1]!);
    const heartAt = await onScreen(page, heart);
    await page.mouse.move(heartAt.x, heartAt.y);
    await page.keyboard.down(' ');
    await drag(page, heartAt, 0, 80);
    await page.keyboard.up(' ');
    await expect.poll(async () => (await viewport(page)).y).toBe(start.y - 120 + 80);
    // And the middle button.
    await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 0, -50, 'middle');
    await expect.poll(async () => (await viewport(page)).y).toBe(start.y - 120 + 80 - 50);

    await painted(page);
    expect(await selected(page)).toBe('');
    expect((await shown(page)).map(({ uuid, left, top }) => ({ uuid, left, top }))).toEqual(layers.map(({ uuid, left, top }) => ({ uuid, left, top })));
    expect(await undoButton(page).isDisabled()).toBe(true);

    // The hover outline.
    {
      const heart = (await shown(page))[1]!;
      const over = await onScreen(page, { x: heart.left + heart.width / 2, y: heart.top + heart.height / 2 });
      const hovering = () => canvas(page).getAttribute('data-hovering');
      await page.mouse.move(over.x - 5, over.y - 5);
      await page.mouse.move(over.x, over.y);
      await expect.poll(hovering).toBe('true');
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, -300);
      await page.keyboard.up('Control');
      await expect.poll(hovering).toBe('false');
      await page.mouse.move(over.x + 1, over.y + 1);
      await page.mouse.move(over.x, over.y);
      await expect.poll(hovering).toBe('true');
      await page.mouse.wheel(0, 200);
      await expect.poll(hovering).toBe('false');
    }
  });

  it('a drag at 200% moves the layer by half the screen pixels', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    await tool(page, '100%').click();
    await tool(page, '放大').click();
    await tool(page, '放大').click();
    await expect.poll(() => zoomLevel(page)).toBe('200%');
    const at = await onScreen(page, centreOf(heart));
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    await drag(page, at, 100, 60);
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left + 50);
    expect((await nodeOf(page, heart.uuid)).top).toBe(heart.top + 30);
    await expect.poll(() => page.locator('.designer-geometry').getAttribute('data-left')).toBe(String(heart.left + 50));
  });

  it('at 1024 × 640 the toolbar is on screen and zooms; selecting on the canvas scrolls the layer list to the row', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    for (const name of ['缩小', '放大', '适应窗口', '100%', '水平翻转', '垂直翻转']) {
      const button = (await tool(page, name).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(1024);
      expect(button.y + button.height).toBeLessThanOrEqual(640);
    }
    const fitted = (await viewport(page)).scale;
    await tool(page, '放大').click();
    await expect.poll(async () => (await viewport(page)).scale).toBeGreaterThan(fitted);
    await tool(page, '适应窗口').click();
    await expect.poll(async () => (await viewport(page)).scale).toBe(fitted);

    // Enough layers that the list scrolls: copies of the heart, on top of the stack.
    await rows(page).nth(1).click();
    for (let i = 0; i < 12; i++) await drawer(page).getByRole('button', { name: '复制图层', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(15);
    const list = page.locator('.designer-layer-list');
    await list.evaluate((element) => (element.scrollTop = 0));
    const background = rows(page).last();
    const inList = async () => {
      const outer = (await list.boundingBox())!;
      const row = (await background.boundingBox())!;
      return row.y >= outer.y - 0.5 && row.y + row.height <= outer.y + outer.height + 0.5;
    };
    expect(await inList()).toBe(false);
    // A click on the background alone, above every sticker.
    const at = await onScreen(page, { x: 450, y: 60 });
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => background.getAttribute('class')).toContain('selected');
    await expect.poll(inList).toBe(true);
    await expect.poll(() => page.locator('.designer-selected-name').textContent()).toBe('当前图层：图层 1');
    // The list scrolled away, a click on the layer already selected shows its row again.
    await list.evaluate((element) => (element.scrollTop = 0));
    expect(await inList()).toBe(false);
    await page.mouse.click(at.x, at.y);
    await expect.poll(inList).toBe(true);
  });
});

describe('设计器 layer visibility and flips', () => {
  it('the eye hides a layer: not drawn, left out of the save, and undone like an edit', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [background, heart, star] = await shown(page);
    const eye = rows(page).nth(0).getByRole('button', { name: '隐藏图层' });
    await eye.click();
    await expect.poll(async () => (await nodeOf(page, star!.uuid)).visible).toBe(false);
    await expect.poll(() => rows(page).nth(0).getByRole('button', { name: '显示图层' }).getAttribute('aria-pressed')).toBe('true');
    expect(await selected(page)).toBe('');

    // 保存 asks first: 取消 saves nothing and keeps the layer; 仍然保存 saves without it.
    const question = page.locator('.arco-modal').filter({ hasText: '隐藏的图层不会保存' });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => question.textContent()).toContain('有 1 个隐藏的图层，保存后将从模板中移除');
    await question.getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'hidden' });
    await networkSettled(e2e);
    expect((await savedTemplate(server, '蜜桃爱心')).layers.map(({ uuid }) => uuid)).toContain(star!.uuid);
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await question.getByRole('button', { name: '仍然保存' }).click();
    await message(page, '保存成功').waitFor();
    const saved = await savedTemplate(server, '蜜桃爱心');
    expect(saved.layers.map(({ uuid, index }) => ({ uuid, index }))).toEqual([
      { uuid: background!.uuid, index: 0 },
      { uuid: heart!.uuid, index: 1 },
    ]);
    expect(saved.layers.every((layer) => !('hidden' in layer))).toBe(true);

    await undoButton(page).click();
    await expect.poll(async () => (await nodeOf(page, star!.uuid)).visible).toBe(true);
    await expect.poll(() => rows(page).nth(0).getByRole('button', { name: '隐藏图层' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('Shift+H and Shift+V flip the selected layer, the toolbar too; undo, redo, and the flags are saved', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    await rows(page).nth(1).click();
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    await expect.poll(() => page.locator('.designer-selected-name').textContent()).toBe('当前图层：图层 2');
    // A wide window keeps 素材库 beside the canvas, not over it: picking a layer leaves it open.
    expect(await page.locator('.designer-menu-panel .designer-materials').isVisible()).toBe(true);

    await page.keyboard.press('Shift+H');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleX).toBe(-1);
    await page.keyboard.press('Shift+V');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleY).toBe(-1);
    // The box stays where it was: a flip mirrors the image in place.
    expect((await nodeOf(page, heart.uuid)).left).toBe(heart.left);

    await undoButton(page).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleY).toBe(1);
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleY).toBe(-1);
    await tool(page, '水平翻转').click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleX).toBe(1);

    const help = page.locator('.designer-shortcuts li', { hasText: '水平翻转' });
    expect(await help.locator('kbd').textContent()).toBe('Shift + H');

    await saveDesign(page);
    const saved = (await savedTemplate(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === heart.uuid)!;
    expect({ horizontalFlip: saved.horizontalFlip, verticalFlip: saved.verticalFlip }).toEqual({ horizontalFlip: false, verticalFlip: true });
  });
});
