/**
 * Small things that trip a merchant who knows Canva or Polotno, each in Chromium with the real mouse and
 * keyboard: a cut pasted back where it was, a duplicate of a layer at 0,0, Alt held before a drag, the layer
 * menu from the keyboard and layer rows that take the focus, the stroke sliders' names, and the shortcut
 * list's Alt and menu keys, a canvas of an extreme shape saved. Each checks what the canvas shows and, where the template changes, what the dev
 * API stored: spec 2 §3's fields, all the mini-program draws.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTemplate } from '../../contract/templates';
import { callDevApi, uploadThroughDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { lStickerPng } from '../support/stickerPng';
import { useConsole } from './fixtures';
import { canvas, openDesigner, rows, saveDesign, screenPoint, shown, savedLayersOf, type ShownNode } from './designerPage';

const e2e = useConsole();

const selected = (page: Page) => canvas(page).getAttribute('data-selected');
const layerCount = async (page: Page) => Number(await canvas(page).getAttribute('data-layer-count'));
const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;
const menu = (page: Page) => page.getByRole('menu', { name: '图层菜单' });
const focusedItem = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The layer a paste or a duplicate just added: the one selected once the count is reached. */
async function added(page: Page, count: number): Promise<ShownNode> {
  await expect.poll(() => layerCount(page)).toBe(count);
  return nodeOf(page, (await selected(page))!);
}

/** 蜜桃爱心's heart (the sticker over the background), selected from its row. */
async function selectHeart(page: Page): Promise<ShownNode> {
  await openDesigner(page, e2e.server, '蜜桃爱心', 3);
  const heart = (await shown(page))[1]!;
  await rows(page).nth(1).click();
  await expect.poll(() => selected(page)).toBe(heart.uuid);
  return heart;
}

describe('设计器: paste and duplicate land where a merchant expects', () => {
  it('Ctrl+X then Ctrl+V puts the layer back where it was, and the saved template has it there; a second Ctrl+V is offset', async () => {
    const { page, server } = e2e;
    const heart = await selectHeart(page);
    await page.keyboard.press('Control+x');
    await expect.poll(() => layerCount(page)).toBe(2);
    await page.keyboard.press('Control+v');
    const back = await added(page, 3);
    expect([back.left, back.top, back.width, back.height, back.rotation]).toEqual([heart.left, heart.top, heart.width, heart.height, heart.rotation]);
    await saveDesign(page);
    const saved = (await savedLayersOf(server, '蜜桃爱心')).find((layer) => layer.uuid === back.uuid)!;
    expect(saved.left).toBeCloseTo(heart.left, 1);
    expect(saved.top).toBeCloseTo(heart.top, 1);

    // Now the first paste lies on the spot: the next one moves by spec 2 §4's copy offset.
    await page.keyboard.press('Control+v');
    const again = await added(page, 4);
    expect(again.left).toBeCloseTo(heart.left * 1.1, 1);
    expect(again.top).toBeCloseTo(heart.top * 1.1, 1);
  });

  it('Ctrl+D on a layer near 0,0 (the background) puts the copy 10 % of its size away, never on itself, and it is saved there', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const background = (await shown(page))[0]!;
    // Covering the canvas from -11, 0: 10 % of that position would move a copy by 1 px.
    expect([background.left, background.top]).toEqual([-11, 0]);
    await rows(page).nth(2).click();
    await expect.poll(() => selected(page)).toBe(background.uuid);
    await page.keyboard.press('Control+d');
    const copy = await added(page, 4);
    expect(copy.left).toBeCloseTo(background.left + background.width * 0.1, 1);
    expect(copy.top).toBeCloseTo(background.height * 0.1, 1);
    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    const savedCopy = saved.find((layer) => layer.uuid === copy.uuid)!;
    expect(savedCopy).toMatchObject({ isBackground: false, width: background.width, height: background.height });
    expect(savedCopy.left).toBeCloseTo(background.left + background.width * 0.1, 1);
    expect(savedCopy.top).toBeCloseTo(background.height * 0.1, 1);
    expect(saved.find((layer) => layer.uuid === background.uuid)).toMatchObject({ left: -11, top: 0, isBackground: true });
  });
});

describe('设计器: Alt held before the press', () => {
  it('drags the layer pressed (a plain press’s), and the saved template has it moved; Alt+click without a drag still cycles', async () => {
    const { page, server } = e2e;
    const heart = await selectHeart(page);
    const start = await screenPoint(page, heart.left + heart.width / 2, heart.top + heart.height / 2);
    const end = await screenPoint(page, heart.left + heart.width / 2 + 60, heart.top + heart.height / 2 + 40);
    await page.mouse.move(start.x, start.y);
    await page.keyboard.down('Alt');
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(start.x + ((end.x - start.x) * step) / 8, start.y + ((end.y - start.y) * step) / 8);
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBeGreaterThan(heart.left + 40);
    const moved = await nodeOf(page, heart.uuid);
    expect(moved.top).toBeGreaterThan(heart.top + 25);
    expect(await selected(page)).toBe(heart.uuid);
    await saveDesign(page);
    const saved = (await savedLayersOf(server, '蜜桃爱心')).find((layer) => layer.uuid === heart.uuid)!;
    expect(saved.left).toBeCloseTo(moved.left, 1);
    expect(saved.top).toBeCloseTo(moved.top, 1);

    // A click with Alt, no drag: the next layer down under the pointer (the background), nothing moved.
    const at = await screenPoint(page, moved.left + moved.width / 2, moved.top + moved.height / 2);
    await page.keyboard.down('Alt');
    await page.mouse.click(at.x, at.y);
    await page.keyboard.up('Alt');
    await expect.poll(() => selected(page)).toBe((await shown(page))[0]!.uuid);
    expect(await nodeOf(page, heart.uuid)).toEqual(moved);
  });
});

describe('设计器: the layer menu from the keyboard', () => {
  it('Shift+F10 and the menu key open the layer menu at the selection, and its entries act on it', async () => {
    const { page } = e2e;
    const heart = await selectHeart(page);
    // The focus nowhere, as after a click on the canvas.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+F10');
    await menu(page).waitFor();
    await expect.poll(() => focusedItem(page)).toContain('复制');
    const box = (await menu(page).boundingBox())!;
    const centre = await screenPoint(page, heart.left + heart.width / 2, heart.top + heart.height / 2);
    // At the heart's centre, moved up only as far as the window needs.
    expect(Math.abs(box.x - centre.x)).toBeLessThan(2);
    expect(box.y).toBeLessThanOrEqual(centre.y + 2);
    expect(box.y + box.height).toBeGreaterThan(centre.y);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });

    await page.keyboard.press('ContextMenu');
    await menu(page).waitFor();
    await menu(page).getByRole('menuitem', { name: '上移一层' }).focus();
    await page.keyboard.press('Enter');
    await menu(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await shown(page)).findIndex((node) => node.uuid === heart.uuid)).toBe(2);
  });

});

describe('设计器: names, the shortcut list and the rows from the keyboard', () => {
  it('the shortcut list names Alt+click, Alt while dragging and the menu key; a layer row takes the focus with Tab, Enter selects it, Shift+F10 opens its menu beside it; each stroke slider has its name, the second line’s saying which line', async () => {
    const { page } = e2e;
    await openDesigner(page, e2e.server, '蜜桃爱心', 3);
    const list = page.locator('.designer-shortcuts li');
    const keysOf = (label: string) => list.filter({ hasText: label }).locator('kbd').textContent();
    expect(await keysOf('选择下方的图层')).toBe('Alt/⌥ + 单击');
    expect(await keysOf('拖动时不吸附')).toBe('Alt/⌥ + 拖动');
    expect(await keysOf('打开图层菜单')).toBe('Shift + F10');

    // The rows from the keyboard.
    {
      const [background, heart] = await shown(page);
      const heartRow = rows(page).nth(1);
      await rows(page).nth(0).click();
      await expect.poll(() => rows(page).nth(0).evaluate((row) => row === document.activeElement)).toBe(true);
      // Past the row's eye, the next row.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => heartRow.evaluate((row) => row === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => selected(page)).toBe(heart!.uuid);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => rows(page).nth(2).evaluate((row) => row === document.activeElement)).toBe(true);
      await page.keyboard.press('Shift+F10');
      await menu(page).waitFor();
      // The menu is the focused row's: its layer is selected, and the menu opens at the row.
      expect(await selected(page)).toBe(background!.uuid);
      const [menuBox, rowBox] = [(await menu(page).boundingBox())!, (await rows(page).nth(2).boundingBox())!];
      expect(menuBox.y).toBeGreaterThanOrEqual(rowBox.y);
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'detached' });
      await expect.poll(() => rows(page).nth(2).evaluate((row) => row === document.activeElement)).toBe(true);
    }

    // The stroke sliders’ names, on an uploaded sticker.
    {
      const section = page.getByTestId('stroke-section');
      await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('l-sticker.png', lStickerPng()));
      await expect.poll(() => layerCount(page)).toBe(4);
      await section.getByRole('button', { name: '添加描边' }).click();
      await section.getByTestId('stroke-style').click();
      await page.locator('.arco-select-option', { hasText: '双实线' }).click();
      const names = () => section.getByRole('slider').evaluateAll((sliders) => sliders.map((slider) => slider.getAttribute('aria-label')));
      await expect.poll(names).toEqual(['粗细', '透明度', '间距', '外侧线条粗细', '外侧线条透明度']);
      expect(await section.getByRole('slider', { name: '外侧线条粗细', exact: true }).getAttribute('aria-valuenow')).toBe('10');
      expect(await section.locator('input[type="color"]').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')))).toEqual([
        '颜色',
        '外侧线条颜色',
      ]);
    }
  });
});

describe('设计器: equal spacing while dragging', () => {
  const field = (page: Page, label: string) => page.locator('.designer-properties').getByRole('textbox', { name: label, exact: true });
  const shownAs = { 旋转: 'rotation', 宽: 'width', X: 'left', Y: 'top' } as const;
  async function place(page: Page, row: number, values: Record<keyof typeof shownAs, number>): Promise<ShownNode> {
    const layers = await shown(page);
    const node = layers[layers.length - 1 - row]!;
    await rows(page).nth(row).click();
    await expect.poll(() => selected(page)).toBe(node.uuid);
    // Each value is in the layer before the next is typed: the field's own text says nothing of that, and a
    // field typed into while the last Enter still re-renders the panel could lose its keys to the canvas.
    for (const label of Object.keys(values) as (keyof typeof shownAs)[]) {
      const value = values[label];
      await field(page, label).fill(String(value));
      await field(page, label).press('Enter');
      await expect.poll(async () => (await nodeOf(page, node.uuid))[shownAs[label]]).toBeCloseTo(value, 1);
    }
    return nodeOf(page, node.uuid);
  }

  it('a layer dragged next to a row at the gap its neighbours keep snaps to it, the gaps are shown, and it is saved there', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '萌猫贴贴', 4);
    // Three layers, unturned, 80 × 80: two in a row 40 apart, the third below to be dragged up beside them.
    const first = await place(page, 3, { 旋转: 0, 宽: 80, X: 30, Y: 500 });
    const second = await place(page, 2, { 旋转: 0, 宽: 80, X: 150, Y: 500 });
    const third = await place(page, 1, { 旋转: 0, 宽: 80, X: 200, Y: 800 });
    expect([first.height, second.height, third.height].every((height) => height > 0)).toBe(true);
    const guides = async () => JSON.parse((await canvas(page).getAttribute('data-snap-guides')) ?? '[]') as { axis: string; at: number; gap?: [number, number] }[];

    // Its left 2 px past where the row's 40 px gap would put it (270), its top 10 px below the row's. No
    // edge or centre of the other layers is there to snap to (the fourth's edges are at 90, 175 and 260).
    const grip = { x: third.left + third.width / 2, y: third.top + third.height / 2 };
    const [start, end] = [await screenPoint(page, grip.x, grip.y), await screenPoint(page, grip.x + 272 - third.left, grip.y + 510 - third.top)];
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(start.x + ((end.x - start.x) * step) / 8, start.y + ((end.y - start.y) * step) / 8);
    await expect.poll(async () => (await nodeOf(page, third.uuid)).left).toBeCloseTo(270, 1);
    const gaps = (await guides()).filter((guide) => guide.gap).map((guide) => guide.gap!.map(Math.round));
    expect(gaps).toEqual([
      [110, 150],
      [230, 270],
    ]);
    await page.mouse.up();
    await expect.poll(guides).toEqual([]);
    await saveDesign(page);
    const saved = (await savedLayersOf(server, '萌猫贴贴')).find((layer) => layer.uuid === third.uuid)!;
    expect(saved.left).toBeCloseTo(270, 1);
  });
});


describe('设计器: a canvas of any shape the service takes', () => {
  it('saves a 30000 × 20 canvas (保存成功) with a thumbnail at most 8 times as wide as high, which a browser can draw', async () => {
    const { page, server } = e2e;
    const group = (await callDevApi<{ id: string }[]>(server, 'GET', '/api/design_template_collections'))[0]!;
    const image = await uploadThroughDevApi(server, 'strip.png', casePng(40, 40), 'image/png', 3);
    const layer = {
      ...{ id: null, uuid: 'strip', type: 'IMAGE', rotation: 0, width: 20, height: 20, originalWidth: 40, originalHeight: 40, left: 0, top: 0, index: 0 },
      ...{ locked: false, isBackground: false, isUserUploadImage: true, horizontalFlip: false, verticalFlip: false, aiCutoutType: null },
      ...{ aiCutoutPlaceholderImageType: null, stroke: null, strokeSvgData: null, imageFileId: image },
    };
    const created = await callDevApi<DesignTemplate>(server, 'POST', '/api/design_templates', {
      ...{ collectionId: group.id, name: '长条画布', width: 30000, height: 20, layers: [layer], thumbnailFileId: null },
      ...{ boundDesignAssetCollectionIds: [], previewPhoneModelId: null, previewMaterialColorId: null },
    });
    await openDesigner(page, server, '长条画布', 1);
    await saveDesign(page);
    const saved = await callDevApi<DesignTemplate>(server, 'GET', `/api/design_templates/${created.id}`);
    expect(saved.thumbnail).toMatchObject({ width: 4800, height: 3 });
    const picture = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return { width: bitmap.width, height: bitmap.height };
    }, saved.thumbnail!.url);
    expect(picture.width).toBeLessThanOrEqual(4800);
    expect(picture.width / picture.height).toBeGreaterThan(1000);
  });
});
