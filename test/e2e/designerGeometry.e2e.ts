/**
 * The property panel's typed numbers and its align and distribute buttons in Chromium, with the mouse and
 * keyboard: a typed X is one undo step, the ratio lock, Shift+↑ in a field, a multi-selection's box, the
 * align buttons and their Alt keys, distributing, and locked layers staying where they are (spec 2 §4).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, pngUpload } from '../support/pngFile';
import { seriousViolations } from './axe';
import { networkSettled, useConsole } from './fixtures';
import { clickCanvas, drawer, message, openDesigner, rows, shown, type ShownNode } from './designerPage';

const e2e = useConsole();

const panel = (page: Page) => drawer(page).locator('.designer-properties');
const field = (page: Page, label: string) => panel(page).getByRole('textbox', { name: label, exact: true });
const button = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });
const undo = (page: Page) => drawer(page).getByRole('button', { name: '撤销', exact: true });

async function nodeOf(page: Page, uuid: string): Promise<ShownNode> {
  return (await shown(page)).find((node) => node.uuid === uuid)!;
}

/** The box a node is drawn in, rotation included (the model's rotatedBounds). */
function drawnBox(node: ShownNode): { left: number; top: number; right: number; bottom: number } {
  const radians = (node.rotation * Math.PI) / 180;
  const width = node.width * Math.abs(Math.cos(radians)) + node.height * Math.abs(Math.sin(radians));
  const height = node.width * Math.abs(Math.sin(radians)) + node.height * Math.abs(Math.cos(radians));
  const cx = node.left + node.width / 2;
  const cy = node.top + node.height / 2;
  return { left: cx - width / 2, top: cy - height / 2, right: cx + width / 2, bottom: cy + height / 2 };
}

/** Selects the layer in the list's row `index` (0 is the top row) and returns it. */
async function selectRow(page: Page, index: number, shift = false): Promise<ShownNode> {
  const layers = await shown(page);
  const layer = layers[layers.length - 1 - index]!;
  await rows(page).nth(index).click({ modifiers: shift ? ['Shift'] : [] });
  await expect.poll(async () => (await drawer(page).locator('.designer-canvas').getAttribute('data-selected'))?.split(',')).toContain(layer.uuid);
  return layer;
}

/** Types into a field as a merchant does: click it, select what it holds, type, then Enter. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

describe('设计器 typed numbers', () => {
  it('X typed and Enter moves the layer, one 撤销 puts it back; in a field with nothing typed since Enter, Ctrl+Z and Ctrl+Shift+Z or Ctrl+Y undo and redo the design, adding no step; ↑ and Shift+↑ step by 1 and 10 at once, a run of them one undo step; with a number typed and not applied, Ctrl+Z is the text’s own undo', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectRow(page, 1);
    expect(await field(page, 'X').inputValue()).toBe(String(heart.left));
    await typeInto(page, 'X', '150');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(150);
    expect((await nodeOf(page, heart.uuid)).top).toBe(heart.top);
    // Leaving the field with nothing new typed is no second step.
    await undo(page).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left);
    expect(await undo(page).isDisabled()).toBe(true);
    expect(await field(page, 'X').inputValue()).toBe(String(heart.left));

    // Back where it opened: Ctrl+Z and Ctrl+Shift+Z or Ctrl+Y in the field.
    {
      const heart = await selectRow(page, 1);
      const typed = heart.left + 20;
      await typeInto(page, 'X', String(typed));
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(typed);
      // The focus is still in the field: the keys are the designer's, and the field shows the layer.
      await page.keyboard.press('ControlOrMeta+z');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left);
      expect(await field(page, 'X').inputValue()).toBe(String(heart.left));
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(typed);
      expect(await field(page, 'X').inputValue()).toBe(String(typed));
      await page.keyboard.press('ControlOrMeta+z');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left);
      await page.keyboard.press('ControlOrMeta+y');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(typed);
      expect(await field(page, 'X').inputValue()).toBe(String(typed));
      // Leaving the field is no new step: one 撤销 goes back to the start, and there is nothing before it.
      await page.keyboard.press('Tab');
      await undo(page).click();
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left);
      expect(await undo(page).isDisabled()).toBe(true);
    }

    // Back again: the arrows in a field.
    {
      const heart = await selectRow(page, 1);
      await field(page, 'Y').click();
      await page.keyboard.press('Shift+ArrowUp');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(heart.top + 10);
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(heart.top + 19);
      expect(await field(page, 'Y').inputValue()).toBe(String(heart.top + 19));
      // The arrows in a field are the field's: they did not nudge the layer sideways.
      expect((await nodeOf(page, heart.uuid)).left).toBe(heart.left);
      await undo(page).click();
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(heart.top);
      expect(await undo(page).isDisabled()).toBe(true);
    }

    // Back again: Ctrl+Z with a number typed and not applied.
    {
      const heart = await selectRow(page, 1);
      await typeInto(page, 'X', String(heart.left + 20));
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(heart.left + 20);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('7');
      await page.keyboard.press('ControlOrMeta+z');
      // Two frames: the view writes what it shows on the canvas in the frame after a change.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      expect((await nodeOf(page, heart.uuid)).left).toBe(heart.left + 20);
      expect(await undo(page).isDisabled()).toBe(false);
    }
  });

  it('leaving the field applies what was typed; a number typed for one layer stays its own when a click on the canvas picks another; the ratio lock is on at first (the height follows the width, unlocked it does not); the background’s fields are disabled with its reason', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectRow(page, 1);
    await field(page, 'Y').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(40);
    expect((await nodeOf(page, heart.uuid)).left).toBe(heart.left);

    // A number typed, then a click on the canvas that picks another layer.
    {
      const heart = await selectRow(page, 1);
      const star = (await shown(page))[2]!;
      await field(page, 'X').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('20');
      // The star's centre: the press selects it, and the field loses the focus.
      await clickCanvas(page, star.left + star.width / 2, star.top + star.height / 2);
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(20);
      await expect.poll(() => drawer(page).locator('.designer-canvas').getAttribute('data-selected')).toBe(star.uuid);
      expect((await nodeOf(page, star.uuid)).left).toBe(star.left);
    }

    // The ratio lock, on since the designer opened.
    {
      const heart = await selectRow(page, 1);
      const ratio = heart.height / heart.width;
      expect(await button(page, '锁定比例').getAttribute('aria-pressed')).toBe('true');
      await typeInto(page, '宽', '150');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).width).toBe(150);
      expect((await nodeOf(page, heart.uuid)).height).toBeCloseTo(150 * ratio, 1);
      // Resized from its top-left corner: X and Y stay.
      expect((await nodeOf(page, heart.uuid)).left).toBe(heart.left);

      await button(page, '锁定比例').click();
      expect(await button(page, '锁定比例').getAttribute('aria-pressed')).toBe('false');
      const before = await nodeOf(page, heart.uuid);
      await typeInto(page, '宽', '200');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).width).toBe(200);
      expect((await nodeOf(page, heart.uuid)).height).toBe(before.height);
    }

    // The background.
    {
      await selectRow(page, 2);
      await panel(page).getByText('背景图层不能移动、缩放或旋转').waitFor();
      expect(await field(page, '宽').isDisabled()).toBe(true);
      expect(await button(page, '顶对齐').isDisabled()).toBe(true);
    }
  });

  it('a size or position beyond the range is applied at its limit, shown in the field and said', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectRow(page, 1);

    await typeInto(page, '宽', '99999');
    await message(page, '宽不能大于 8192，已调整为 8192').waitFor();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).width).toBe(8192);
    expect(await field(page, '宽').inputValue()).toBe('8192');
    // The ratio was kept: the height is not over the limit either.
    expect((await nodeOf(page, heart.uuid)).height).toBeLessThanOrEqual(8192);

    await button(page, '锁定比例').click();
    await typeInto(page, '高', '-5');
    await message(page, '高不能小于 40，已调整为 40').waitFor();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).height).toBe(40);
    expect(await field(page, '高').inputValue()).toBe('40');

    // X stops at the canvas's right edge (within the background that covers it), where a drag reaches it.
    const background = (await shown(page))[0]!;
    await typeInto(page, 'X', '99999');
    // The notice is read first: it goes away after a few seconds, and a loaded machine may take that long to poll.
    const said = page.locator('.arco-message', { hasText: /X不能大于 [\d.]+，已调整为 [\d.]+/ });
    await said.waitFor();
    const [, limit, applied] = /X不能大于 ([\d.]+)，已调整为 ([\d.]+)/.exec((await said.textContent())!)!;
    expect(applied).toBe(limit);
    const left = Number(limit);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(background.left + background.width);
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(left);
    expect(await field(page, 'X').inputValue()).toBe(String(left));
  });

  it('at 1024 × 640 every field and button is inside the panel, and axe finds nothing serious', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    await selectRow(page, 1);
    const area = (await panel(page).boundingBox())!;
    for (const control of [field(page, 'Y'), button(page, '锁定比例'), button(page, '底对齐'), button(page, '垂直分布')]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('at 1024 × 640 with no layer selected, each menu open and a long upload list, axe finds nothing serious: what scrolls takes the focus', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    // Nothing selected: the property panel holds texts and the shortcut list, taller than the window.
    await panel(page).getByText('快捷键').waitFor();
    const found = (await seriousViolations(page)).map((violation) => `nothing selected: ${violation}`);
    // Each menu's panel beside it, once its lists have loaded.
    for (const menu of ['添加文字', '素材库', 'AI人像', '设置']) {
      const item = drawer(page).locator('.designer-menu-item', { hasText: menu });
      await item.click();
      await drawer(page).locator('.designer-menu-panel').waitFor();
      await networkSettled(e2e);
      found.push(...(await seriousViolations(page)).map((violation) => `${menu}: ${violation}`));
      await item.click();
      await drawer(page).locator('.designer-menu-panel').waitFor({ state: 'detached' });
    }
    // Twenty files added at once: their list scrolls inside its notice.
    const files = Array.from({ length: 20 }, (_, i) => pngUpload(`贴纸-${i}.png`, casePng(40, 40)));
    await page.getByTestId('designer-upload-input').setInputFiles(files);
    await page.locator('.designer-upload-notice', { hasText: '已添加 20 张图片' }).waitFor();
    found.push(...(await seriousViolations(page)).map((violation) => `upload list: ${violation}`));
    expect(found).toEqual([]);
    // Reached by Tab: the property panel scrolls with the arrow keys.
    await panel(page).focus();
    const before = await panel(page).evaluate((element) => element.scrollTop);
    await page.keyboard.press('PageDown');
    await expect.poll(() => panel(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(before);
  });
});

describe('设计器 align and distribute', () => {
  it('one layer aligns to the canvas with the buttons, each one undo step, and with the Alt keys, which are in the shortcut table; Alt+A does not nudge', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectRow(page, 1);
    await button(page, '左对齐').click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(0);
    await button(page, '底对齐').click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(1044 - heart.height);
    await button(page, '水平居中').click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe((500 - heart.width) / 2);
    // Already centred: the button has nothing to do.
    expect(await button(page, '水平居中').isDisabled()).toBe(true);
    await undo(page).click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(0);
    expect((await nodeOf(page, heart.uuid)).top).toBe(1044 - heart.height);

    // The Alt keys.
    {
      const heart = await selectRow(page, 1);
      await page.keyboard.press('Alt+d');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(500 - heart.width);
      await page.keyboard.press('Alt+a');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(0);
      await page.keyboard.press('Alt+w');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe(0);
      // Plain a still nudges by 1 (spec 2 §9), and only plain a does.
      await page.keyboard.press('d');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(1);
      await page.keyboard.press('Alt+v');
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBe((1044 - heart.height) / 2);
      expect((await nodeOf(page, heart.uuid)).left).toBe(1);

      const table = panel(page).locator('.designer-shortcuts li', { hasText: '左对齐' });
      expect(await table.locator('kbd').textContent()).toBe('Alt/⌥ + A');
      expect(await panel(page).locator('.designer-shortcuts li', { hasText: '水平分布' }).locator('kbd').textContent()).toBe('Alt/⌥ + Shift + H');
    }
  });

  it('several layers align to their box by what is drawn (a turned one by its turned box), three or more distribute with equal gaps (button and Alt+Shift+V), and the fields show and move the box around several', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '萌猫贴贴', 4);
    const cat = await selectRow(page, 3);
    const heart = await selectRow(page, 2, true);
    expect(heart.rotation).not.toBe(0);
    const top = Math.min(drawnBox(cat).top, drawnBox(heart).top);
    await button(page, '顶对齐').click();
    await expect.poll(async () => drawnBox(await nodeOf(page, cat.uuid)).top).toBeCloseTo(top, 1);
    expect(drawnBox(await nodeOf(page, heart.uuid)).top).toBeCloseTo(top, 1);
    expect((await nodeOf(page, heart.uuid)).rotation).toBe(heart.rotation);

    // Distributed.
    {
      // Fewer than three: nothing to distribute.
      await selectRow(page, 3);
      expect(await button(page, '水平分布').isDisabled()).toBe(true);
      await page.keyboard.press('ControlOrMeta+a');
      await expect.poll(async () => (await drawer(page).locator('.designer-canvas').getAttribute('data-selected'))?.split(',').length).toBe(4);
      const gaps = async (axis: 'horizontal' | 'vertical') => {
        const boxes = (await shown(page)).map(drawnBox);
        const [start, end] = axis === 'horizontal' ? (['left', 'right'] as const) : (['top', 'bottom'] as const);
        boxes.sort((a, b) => a[start] + a[end] - (b[start] + b[end]));
        return boxes.slice(1).map((box, i) => Math.round((box[start] - boxes[i]![end]) * 10) / 10);
      };
      await button(page, '水平分布').click();
      await expect.poll(async () => new Set(await gaps('horizontal')).size).toBe(1);
      await page.keyboard.press('Alt+Shift+v');
      await expect.poll(async () => new Set(await gaps('vertical')).size).toBe(1);
      expect(new Set(await gaps('horizontal')).size).toBe(1);
    }

    // The fields of several selected.
    {
      const cat = await selectRow(page, 3);
      const heart = await selectRow(page, 2, true);
      const box = [cat, heart].map(drawnBox);
      const left = Math.min(...box.map((b) => b.left));
      const right = Math.max(...box.map((b) => b.right));
      await expect.poll(async () => Number(await field(page, 'X').inputValue())).toBeCloseTo(left, 1);
      expect(Number(await field(page, '宽').inputValue())).toBeCloseTo(right - left, 1);
      // The two are turned differently: no one rotation to show.
      expect(await field(page, '旋转').inputValue()).toBe('');

      await typeInto(page, 'X', '0');
      await expect.poll(async () => (await nodeOf(page, cat.uuid)).left).toBeCloseTo(cat.left - left, 1);
      expect((await nodeOf(page, heart.uuid)).left).toBeCloseTo(heart.left - left, 1);
      expect((await nodeOf(page, heart.uuid)).rotation).toBe(heart.rotation);
    }
  });

});

describe('设计器 locked layers', () => {
  it('a locked layer: fields disabled with the reason, align buttons disabled, Alt+A leaves it', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '星空物语', 3);
    const locked = await selectRow(page, 0);
    await panel(page).getByText('图层已锁定，不能移动、缩放或旋转').waitFor();
    expect(await field(page, 'X').isDisabled()).toBe(true);
    expect(await button(page, '左对齐').isDisabled()).toBe(true);
    await page.keyboard.press('Alt+a');
    // The next layer's Alt+A lands after the first one was handled: the locked one has had its chance to move.
    const cloud = await selectRow(page, 1);
    await page.keyboard.press('Alt+a');
    await expect.poll(async () => (await nodeOf(page, cloud.uuid)).left).toBe(0);
    expect((await nodeOf(page, locked.uuid)).left).toBe(locked.left);
    expect(await undo(page).isDisabled()).toBe(false);
    await undo(page).click();
    await expect.poll(async () => (await nodeOf(page, cloud.uuid)).left).toBe(cloud.left);
    // Only the cloud's move was a step.
    expect(await undo(page).isDisabled()).toBe(true);
  });

});
