/** The designer's editing model in Chromium — saves, held keys, clicks, locks, sizes, large images, a text being typed when the merchant moves on. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, declaredOnlyPng, pngUpload } from '../support/pngFile';
import { useConsole } from './fixtures';
import { type Point, type ShownNode, canvas, clickCanvas, drawer, message, openDesigner, rows, saveDesign, savedLayersOf, screenPoint, shown } from './designerPage';
import { hold, releaseHeld } from './held';
import { MAX_IMAGE_SIDE } from '../../contract/imageUpload';
import { imageTooLarge } from '../../contract/imageUploadTexts';

const e2e = useConsole();

const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });
const redoButton = (page: Page) => page.getByRole('button', { name: '重做' });
const action = (page: Page, name: string) => page.locator('.designer-layer-actions').getByRole('button', { name, exact: true });
const selected = (page: Page) => canvas(page).getAttribute('data-selected');

const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;

/** Two animation frames: the view has written what Leafer shows after the input just handled. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** A press at `from` that moves `dx`, `dy` screen pixels in small steps and releases there. */
async function nudgeDrag(page: Page, from: Point, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step++) await page.mouse.move(from.x + (dx * step) / 4, from.y + (dy * step) / 4);
  await page.mouse.up();
}

const centreOf = (node: ShownNode) => ({ x: node.left + node.width / 2, y: node.top + node.height / 2 });

describe('设计器 editing', () => {
  it('undo and redo are disabled while a save runs, so an undo cannot be taken for saved', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await rows(page).nth(1).click();
    await page.keyboard.press('s');
    await expect.poll(() => undoButton(page).isDisabled()).toBe(false);
    hold(server, { method: 'PUT', path: '/api/design_templates/*', times: 1 });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => undoButton(page).isDisabled()).toBe(true);
    expect(await redoButton(page).isDisabled()).toBe(true);
    await releaseHeld(server);
    await message(page, '保存成功').waitFor();
    await expect.poll(() => undoButton(page).isDisabled()).toBe(false);
    // Saved and clean: closing asks nothing.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
  });

  it('holding → is one undo step: the steps before it stay reachable', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    await clickCanvas(page, centreOf(heart).x, centreOf(heart).y);
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(heart.top + i + 1);
      // A press on the canvas ends the burst: each of these nudges is a step of its own.
      await clickCanvas(page, centreOf(heart).x, centreOf(heart).y);
    }
    // The first down is a press, each further one the key's auto-repeat (KeyboardEvent.repeat).
    for (let i = 0; i < 30; i++) await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left + 30);
    await undoButton(page).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left);
    for (let i = 0; i < 3; i++) await undoButton(page).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(heart.top);
    await expect.poll(() => undoButton(page).isDisabled()).toBe(true);
  });

  it('a press that moves less than 10 px is a click (on the background it selects it, on the margin it clears); a click on one layer of a multi-selection selects it alone, so Backspace deletes only it', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [background, heart] = await shown(page);
    await clickCanvas(page, centreOf(heart!).x, centreOf(heart!).y);
    await expect.poll(() => selected(page)).toBe(heart!.uuid);
    await nudgeDrag(page, await screenPoint(page, 20, 20), 6, 4);
    await expect.poll(() => selected(page)).toBe(background!.uuid);
    expect((await shown(page))[0]).toEqual(background);

    await clickCanvas(page, centreOf(heart!).x, centreOf(heart!).y);
    await expect.poll(() => selected(page)).toBe(heart!.uuid);
    await nudgeDrag(page, await screenPoint(page, -40, 500), 5, 5);
    await expect.poll(() => selected(page)).toBe('');

    // A click on one layer of a multi-selection.
    {
      const [, heart, star] = await shown(page);
      await clickCanvas(page, centreOf(heart!).x, centreOf(heart!).y);
      await clickCanvas(page, centreOf(star!).x, centreOf(star!).y, true);
      await expect.poll(() => selected(page)).toBe(`${heart!.uuid},${star!.uuid}`);
      await clickCanvas(page, centreOf(star!).x, centreOf(star!).y);
      await expect.poll(() => selected(page)).toBe(star!.uuid);
      await page.keyboard.press('Backspace');
      await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('2');
      expect((await shown(page)).map((node) => node.uuid)).toContain(heart!.uuid);
    }
  });

  it('a locked layer cannot be deleted or flipped, from the key or the panel, and each says 图层已锁定', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await rows(page).nth(1).click();
    await action(page, '锁定').click();
    const locked = page.locator('.arco-message', { hasText: '图层已锁定' });
    await page.keyboard.press('Delete');
    await locked.waitFor();
    await locked.waitFor({ state: 'detached' });
    await page.keyboard.press('Shift+H');
    await locked.waitFor();
    await locked.waitFor({ state: 'detached' });
    await page.keyboard.press('Backspace');
    await locked.waitFor();
    await action(page, '删除图层').click();
    await painted(page);
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
    expect(await rows(page).count()).toBe(3);
    // The refusals were no steps: one undo takes back the lock itself.
    await page.getByRole('button', { name: '撤销' }).click();
    await action(page, '锁定').waitFor();
    expect(await page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
  });

  it('a corner dragged past the opposite corner stops at a minimum size, and it is one undo step', async () => {
    const { page, server } = e2e;
    // The narrow window a seller shrinks Qianniu to: the canvas at its smallest, the handles closest.
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    await clickCanvas(page, centreOf(heart).x, centreOf(heart).y);
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    const corner = await screenPoint(page, heart.left + heart.width, heart.top + heart.height);
    const past = await screenPoint(page, heart.left - 60, heart.top - 60);
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(corner.x + ((past.x - corner.x) * step) / 12, corner.y + ((past.y - corner.y) * step) / 12);
    }
    await page.mouse.up();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).width).toBeLessThan(heart.width);
    const shrunk = await nodeOf(page, heart.uuid);
    expect(Math.min(shrunk.width, shrunk.height)).toBeGreaterThanOrEqual(39.99);
    // Still there to grab: a click on it selects it, and its corner resizes it back out (not moves it).
    await clickCanvas(page, 250, 1000);
    await clickCanvas(page, shrunk.left + shrunk.width / 2, shrunk.top + shrunk.height / 2);
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    const small = await screenPoint(page, shrunk.left + shrunk.width, shrunk.top + shrunk.height);
    const out = await screenPoint(page, shrunk.left + shrunk.width + 60, shrunk.top + shrunk.height + 60);
    await page.mouse.move(small.x, small.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(small.x + ((out.x - small.x) * step) / 8, small.y + ((out.y - small.y) * step) / 8);
    await page.mouse.up();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).width).toBeGreaterThan(shrunk.width + 20);
    expect((await nodeOf(page, heart.uuid)).left).toBeCloseTo(shrunk.left, 0);
    await undoButton(page).click();
    await undoButton(page).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).width).toBe(heart.width);
    await expect.poll(() => undoButton(page).isDisabled()).toBe(true);
  });

  it('an 8000 × 8000 PNG is drawn from a reduced copy; the layer keeps its natural size', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const huge = casePng(8000, 8000);
    await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('huge.png', huge));
    await expect.poll(() => canvas(page).getAttribute('data-node-count'), { timeout: 60_000 }).toBe('4');
    const added = (await shown(page))[3]!;
    const drawnOf = async () => (JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}') as Record<string, [number, number]>)[added.uuid];
    await expect.poll(drawnOf, { timeout: 60_000 }).toBeDefined();
    await painted(page);
    // A nudge redraws it from the same copy. How long drawing takes is measured in `npm run bench`.
    await page.keyboard.press('d');
    await expect.poll(async () => (await nodeOf(page, added.uuid)).left).toBe(1);
    await painted(page);
    const [width, height] = (await drawnOf())!;
    expect(width * height).toBeLessThanOrEqual(2560 * 1600);
    expect(width).toBe(height);
    expect([added.width, added.height]).toEqual([500, 500]);
    // What is saved is the merchant's image at its natural size.
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor({ timeout: 60_000 });
  });

  it('refuses an image that declares more than 8192 px a side before decoding it, and adds no layer', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('bomb.png', declaredOnlyPng(20000, 20000)));
    await message(page, imageTooLarge(MAX_IMAGE_SIDE)).waitFor();
    await painted(page);
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
  });
});

describe('设计器: a text being typed when 保存, 撤销 or × is pressed', () => {
  /** 蜜桃爱心 with a text 你好 added and saved: nothing is unsaved. Its text layer. */
  async function savedWithText(page: Page): Promise<ShownNode> {
    await openDesigner(page, e2e.server, '蜜桃爱心', 3);
    await page.locator('.designer-menu-item', { hasText: '添加文字' }).click();
    await page.locator('.designer-text-menu').getByPlaceholder('请输入文字').fill('你好');
    await page.locator('.designer-text-menu').getByRole('button', { name: '添加' }).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await saveDesign(page);
    return (await shown(page)).at(-1)!;
  }
  const savedText = async (uuid: string) => (await savedLayersOf(e2e.server, '蜜桃爱心')).find((layer) => layer.uuid === uuid)?.text;
  const closeButton = (page: Page) => drawer(page).locator('.arco-drawer-close-icon').first();
  const saveQuestion = (page: Page) => page.locator('.arco-modal', { hasText: '当前设计有未保存的修改，是否保存？' });

  it('on the canvas: 保存 saves what was typed, 撤销 undoes the typing (not the text), and × asks whether to save it', async () => {
    const { page } = e2e;
    const text = await savedWithText(page);
    const editor = page.locator('textarea.designer-text-canvas-editor');
    const openEditor = async () => {
      const centre = await screenPoint(page, text.left + text.width / 2, text.top + text.height / 2);
      await page.mouse.dblclick(centre.x, centre.y);
      await editor.waitFor();
      await page.keyboard.press('End');
    };
    await openEditor();
    await page.keyboard.type('世界');
    await saveDesign(page);
    expect(await savedText(text.uuid)).toBe('你好世界');

    await openEditor();
    await page.keyboard.type('好');
    await undoButton(page).click();
    await editor.waitFor({ state: 'detached' });
    // The typing was committed as the press took the focus, then undone: the layer stays, with the saved text.
    await expect.poll(async () => (await shown(page)).map((node) => node.uuid)).toContain(text.uuid);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');

    await openEditor();
    await page.keyboard.type('好');
    await closeButton(page).click();
    await saveQuestion(page).waitFor();
  });

  it('in the property panel: 保存 saves what was typed in its text field, and × asks whether to save it', async () => {
    const { page } = e2e;
    const text = await savedWithText(page);
    const field = page.locator('.designer-text-section .designer-text-section-input');
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.type('世界');
    await saveDesign(page);
    expect(await savedText(text.uuid)).toBe('你好世界');

    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.type('好');
    await closeButton(page).click();
    await saveQuestion(page).waitFor();
  });
});
