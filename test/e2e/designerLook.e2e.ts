/**
 * A layer's opacity and an image layer's crop in Chromium, through the mouse and keyboard: what the canvas
 * draws, what the saved template holds (the dev API's stored template), and what the buyers' mini-program
 * draws from it, reading spec 2 §3's fields only (miniProgramView.ts). The image is 200 × 200 in four
 * colours, fitted to the 500 px canvas width, so each quadrant is 250 × 250 on the canvas.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { pngUpload, quadrantPng } from '../support/pngFile';
import { networkSettled, useConsole } from './fixtures';
import { canvas, canvasPixel, drawer, imagePixel, openDesigner, panelField, saveDesign, screenPoint, shown, typeInPanel, type ShownNode } from './designerPage';
import { miniProgramPixels, type MiniProgramLayer, type Rgba } from './miniProgramView';

const e2e = useConsole();

const RED: [number, number, number] = [230, 20, 20];
const YELLOW: [number, number, number] = [240, 220, 10];

const look = (page: Page) => page.getByTestId('look-section');
const opacityField = (page: Page) => look(page).getByRole('textbox', { name: '不透明度', exact: true });
const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });

interface SavedLayer extends MiniProgramLayer {
  uuid: string;
  imageFileId: string;
  originalWidth: number;
  originalHeight: number;
  opacity?: number;
  crop?: { x: number; y: number; width: number; height: number } | null;
  sourceImage?: { imageUrl: string; imageFileId: string; width: number; height: number } | null;
}

/** Opens 蜜桃爱心 (3 layers) and adds the four-colour image on top, selected; answers its node. */
async function addQuadrants(page: Page, server: ConsoleServer): Promise<ShownNode> {
  await openDesigner(page, server, '蜜桃爱心', 3);
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('quadrants.png', quadrantPng(200, 200, [RED, [20, 200, 20], [20, 20, 230], YELLOW])));
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
  await expect.poll(() => canvas(page).getAttribute('data-selected')).not.toBe('');
  const uuid = (await canvas(page).getAttribute('data-selected'))!;
  return (await node(page, uuid))!;
}

async function node(page: Page, uuid: string): Promise<ShownNode | undefined> {
  return (await shown(page)).find((candidate) => candidate.uuid === uuid);
}

async function savedTemplate(server: ConsoleServer): Promise<{ width: number; height: number; layers: SavedLayer[] }> {
  const groups = await callDevApi<{ id: string }[]>(server, 'GET', '/api/design_template_collections');
  for (const group of groups) {
    const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((template) => template.name === '蜜桃爱心');
    if (found) return callDevApi(server, 'GET', `/api/design_templates/${found.id}`);
  }
  throw new Error('template 蜜桃爱心 not found');
}

const near = (actual: Rgba, expected: readonly number[], tolerance = 4) => expected.every((value, i) => Math.abs(actual[i]! - value) <= tolerance);

/** A colour at `opacity` % over what lies under it, as the canvas shows it. */
const blend = (rgb: readonly number[], under: Rgba, opacity: number) => rgb.map((value, i) => Math.round(under[i]! + (value - under[i]!) * (opacity / 100)));

/** Drags the mouse from the centre of `handle` by (dx, dy) screen pixels, in steps, as a hand does. */
async function dragBy(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const box = (await handle.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + (dx * step) / 5, from.y + (dy * step) / 5);
  await page.mouse.up();
}

describe('opacity', () => {
  it('is typed or slid, drawn at once, one undo step a drag, and saved baked into the image with the original kept', async () => {
    const { page, server } = e2e;
    const added = await addQuadrants(page, server);
    const redAt = { x: added.left + 125, y: added.top + 125 };
    await expect.poll(async () => near(await canvasPixel(page, redAt.x, redAt.y), [...RED, 255])).toBe(true);

    // At 0 the layer is not seen: what shows is what lies under it.
    await opacityField(page).fill('0');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await node(page, added.uuid))?.opacity).toBe(0);
    await expect.poll(async () => near(await canvasPixel(page, redAt.x, redAt.y), [...RED, 255])).toBe(false);
    const under = await canvasPixel(page, redAt.x, redAt.y);
    await opacityField(page).fill('40');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await node(page, added.uuid))?.opacity).toBe(0.4);
    await expect.poll(async () => near(await canvasPixel(page, redAt.x, redAt.y), [...blend(RED, under, 40), 255], 6)).toBe(true);

    // A drag of the slider moves the opacity with it, and one 撤销 takes the whole drag back to 40.
    const handle = look(page).getByTestId('opacity-slider').locator('.arco-slider-button');
    await handle.scrollIntoViewIfNeeded();
    await dragBy(page, handle, 48, 0);
    await expect.poll(async () => Number(await opacityField(page).inputValue())).toBeGreaterThan(45);
    await undoButton(page).click();
    await expect.poll(() => opacityField(page).inputValue()).toBe('40');
    await expect.poll(async () => (await node(page, added.uuid))?.opacity).toBe(0.4);

    await saveDesign(page);
    const template = await savedTemplate(server);
    const saved = template.layers.find((layer) => layer.uuid === added.uuid)!;
    expect(saved.opacity).toBe(40);
    expect(saved.sourceImage).toMatchObject({ width: 200, height: 200 });
    expect(saved.sourceImage!.imageFileId).not.toBe(saved.imageFileId);
    // The saved image is faded itself; the original beside it is not.
    expect(near(await imagePixel(page, saved.imageUrl, 50, 50), [...RED, Math.round(255 * 0.4)], 2)).toBe(true);
    expect(near(await imagePixel(page, saved.sourceImage!.imageUrl, 50, 50), [...RED, 255], 0)).toBe(true);
    // The mini-program, knowing nothing of `opacity`, draws the layer faded.
    const [pixel] = await miniProgramPixels(page, template, [saved], [[saved.left + 125, saved.top + 125]]);
    expect(near(pixel!, [...RED, Math.round(255 * 0.4)], 2)).toBe(true);

    // Reopened, the designer edits the original at 40 %: 100 makes it opaque again, not 40 % of 40 %.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await expect.poll(async () => (await node(page, added.uuid))?.opacity).toBe(0.4);
    await canvas(page).click({ position: await relative(page, redAt.x, redAt.y) });
    await expect.poll(() => opacityField(page).inputValue()).toBe('40');
    await opacityField(page).fill('100');
    await page.keyboard.press('Enter');
    await expect.poll(async () => near(await canvasPixel(page, redAt.x, redAt.y), [...RED, 255])).toBe(true);
  });

});

/** A canvas point as a position inside the canvas element (for a click on it). */
async function relative(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const point = await screenPoint(page, x, y);
  const box = (await canvas(page).boundingBox())!;
  return { x: point.x - box.x, y: point.y - box.y };
}

describe('crop', () => {
  it('applied by a press on 不透明度, lets the first Enter in that field apply the opacity typed; a multi-selection at different opacities then shows 混合 in 不透明度, as 旋转 does for different angles, and a press on the slider that moves nothing keeps it so', async () => {
    const { page, server } = e2e;
    const added = await addQuadrants(page, server);
    await look(page).getByRole('button', { name: '裁剪' }).click();
    await page.getByTestId('crop-overlay').waitFor();
    const frame = (await page.getByTestId('crop-kept').boundingBox())!;
    await dragBy(page, page.getByTestId('crop-handle-w'), frame.width / 4, 0);
    await opacityField(page).click();
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await node(page, added.uuid))?.opacity).toBe(0.5);
    await expect(page.getByTestId('opacity-slider').getByRole('slider').getAttribute('aria-valuenow')).resolves.toBe('50');

    // Turned and at 40 %, beside the template’s layers at 0° and 100 %: 混合.
    {
      await typeInPanel(page, '旋转', '30');
      await expect.poll(async () => (await node(page, added.uuid))?.rotation).toBe(30);
      await opacityField(page).fill('40');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await node(page, added.uuid))?.opacity).toBe(0.4);

      // The focus off the field, then Ctrl+A: the upload at 40 % and 30° with the template's layers at 100 % and 0°.
      await drawer(page).locator('.designer-section-title').first().click();
      await page.keyboard.press('ControlOrMeta+a');
      await expect.poll(async () => ((await canvas(page).getAttribute('data-selected')) ?? '').split(',').length).toBeGreaterThan(1);
      for (const label of ['旋转', '不透明度']) {
        await expect.poll(() => panelField(page, label).inputValue()).toBe('');
        expect(await panelField(page, label).getAttribute('placeholder')).toBe('混合');
      }
      // A press on the slider's handle that moves nothing changes nothing: each layer keeps its own opacity.
      const before = (await shown(page)).map((layer) => [layer.uuid, layer.opacity]);
      const handle = (await page.getByTestId('opacity-slider').getByRole('slider').boundingBox())!;
      await page.mouse.click(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('slider');
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      expect((await shown(page)).map((layer) => [layer.uuid, layer.opacity])).toEqual(before);
      expect(await panelField(page, '不透明度').getAttribute('placeholder')).toBe('混合');

      // The handle says 混合 too; its arrow keys move each layer by a step from its own opacity, never all to the
      // value the handle shows, each key one undo step. So does ↓ in the field.
      const sliderHandle = page.getByTestId('opacity-slider').getByRole('slider');
      expect(await sliderHandle.getAttribute('aria-valuetext')).toBe('混合');
      const selected = new Set(((await canvas(page).getAttribute('data-selected')) ?? '').split(','));
      const stepped = (by: number) =>
        before.map(([uuid, opacity]) => [uuid, Math.round(((opacity as number | undefined) ?? 1) * 100 + (selected.has(uuid as string) ? by : 0)) / 100]);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await shown(page)).map((layer) => [layer.uuid, layer.opacity ?? 1])).toEqual(stepped(-1));
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await shown(page)).map((layer) => [layer.uuid, layer.opacity ?? 1])).toEqual(stepped(-2));
      expect(await panelField(page, '不透明度').getAttribute('placeholder')).toBe('混合');
      await page.keyboard.press('ControlOrMeta+z');
      await expect.poll(async () => (await shown(page)).map((layer) => [layer.uuid, layer.opacity ?? 1])).toEqual(stepped(-1));
      await opacityField(page).click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await shown(page)).map((layer) => [layer.uuid, layer.opacity ?? 1])).toEqual(stepped(-3));
      await expect.poll(() => panelField(page, '不透明度').inputValue()).toBe('');
    }
  });

  it('with 裁剪 focused from the keyboard, Enter there applies the crop and Esc there cancels it', async () => {
    const { page, server } = e2e;
    const added = await addQuadrants(page, server);
    const cropButton = look(page).getByRole('button', { name: '裁剪' });
    /** Opens the crop with 裁剪, drags the top left corner to the middle, and Tabs on to 裁剪 again. */
    const cropToMiddleFromButton = async () => {
      await cropButton.click();
      await page.getByTestId('crop-overlay').waitFor();
      const frame = (await page.getByTestId('crop-kept').boundingBox())!;
      await dragBy(page, page.getByTestId('crop-handle-nw'), frame.width / 2, frame.height / 2);
      // The panel's fields lie between the frame and 裁剪 in the tab order.
      for (let presses = 0; presses < 30 && !(await cropButton.evaluate((button) => button === document.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      await expect(cropButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    };

    await cropToMiddleFromButton();
    await page.keyboard.press('Escape');
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await expect(drawer(page).isVisible()).resolves.toBe(true);
    expect(await node(page, added.uuid)).toMatchObject({ left: added.left, top: added.top, width: 500, height: 500 });

    await cropToMiddleFromButton();
    await page.keyboard.press('Enter');
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBeCloseTo(250, -0.5);
    const cropped = (await node(page, added.uuid))!;
    await expect.poll(async () => near(await canvasPixel(page, cropped.left + 20, cropped.top + 20), [...YELLOW, 255])).toBe(true);

    await saveDesign(page);
    const saved = (await savedTemplate(server)).layers.find((layer) => layer.uuid === added.uuid)!;
    expect(saved.crop!.x).toBeCloseTo(100, -0.5);
    expect(saved.crop!.y).toBeCloseTo(100, -0.5);
    expect(saved.width).toBeCloseTo(250, -0.5);
  });

  it('applied with Enter or 完成, gives the focus back to the canvas, where a second Enter mirrors nothing', async () => {
    const { page, server } = e2e;
    const added = await addQuadrants(page, server);
    const canvasFocused = () => canvas(page).evaluate((view) => view === document.activeElement);

    // Enter applies the crop; the next Enter lands on the canvas.
    await canvas(page).dblclick({ position: await relative(page, added.left + added.width / 2, added.top + added.height / 2) });
    await page.getByTestId('crop-overlay').waitFor();
    const frame = (await page.getByTestId('crop-kept').boundingBox())!;
    await dragBy(page, page.getByTestId('crop-handle-w'), frame.width / 4, 0);
    await page.keyboard.press('Enter');
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBeCloseTo(375, -0.5);
    await expect.poll(canvasFocused).toBe(true);
    await page.keyboard.press('Enter');

    // 完成 clicked: the same.
    await look(page).getByRole('button', { name: '裁剪' }).click();
    await page.getByTestId('crop-overlay').waitFor();
    await dragBy(page, page.getByTestId('crop-handle-e'), -frame.width / 4, 0);
    await page.getByTestId('crop-overlay').getByRole('button', { name: '完成' }).click();
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBeCloseTo(250, -0.5);
    await expect.poll(canvasFocused).toBe(true);
    await page.keyboard.press('Enter');
    await networkSettled(e2e);
    expect((await node(page, added.uuid))?.scaleX).toBe(1);

    await saveDesign(page);
    const saved = (await savedTemplate(server)).layers.find((layer) => layer.uuid === added.uuid)!;
    expect(saved).toMatchObject({ horizontalFlip: false, verticalFlip: false });
    expect(saved.width).toBeCloseTo(250, -0.5);
  });

  it('opens on a double-click on one layer, never on two quick clicks on two different layers', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '萌猫贴贴', 4);
    const [, heart, flower] = await shown(page);
    const middle = async (layer: ShownNode) => relative(page, layer.left + layer.width / 2, layer.top + layer.height / 2);
    const [onHeart, onFlower] = [await middle(heart!), await middle(flower!)];
    // One click on each, straight after each other: each selects its layer, and no crop frame opens.
    await canvas(page).click({ position: onHeart });
    await canvas(page).click({ position: onFlower });
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(flower!.uuid);
    await networkSettled(e2e);
    await expect(page.getByTestId('crop-overlay').count()).resolves.toBe(0);

    // Two clicks on the flower are a double-click: its crop frame opens.
    await canvas(page).dblclick({ position: onFlower });
    await page.getByTestId('crop-overlay').waitFor();
  });

  it('drags the edges over the image, applies on Enter, cancels on Esc, undoes, saves the cropped image and re-crops from the original', async () => {
    const { page, server } = e2e;
    const added = await addQuadrants(page, server);
    const centre = await relative(page, added.left + added.width / 2, added.top + added.height / 2);

    // Esc leaves the layer as it was.
    await canvas(page).dblclick({ position: centre });
    await page.getByTestId('crop-overlay').waitFor();
    const frame = (await page.getByTestId('crop-kept').boundingBox())!;
    await dragBy(page, page.getByTestId('crop-handle-w'), frame.width / 2, 0);
    await page.keyboard.press('Escape');
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await expect(drawer(page).isVisible()).resolves.toBe(true);
    expect(await node(page, added.uuid)).toMatchObject({ left: added.left, top: added.top, width: 500, height: 500 });

    // The top left corner dragged to the middle keeps the bottom right quadrant, where it was drawn.
    await look(page).getByRole('button', { name: '裁剪' }).click();
    await page.getByTestId('crop-overlay').waitFor();
    await dragBy(page, page.getByTestId('crop-handle-nw'), frame.width / 2, frame.height / 2);
    await page.keyboard.press('Enter');
    await page.getByTestId('crop-overlay').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBeCloseTo(250, -0.5);
    const cropped = (await node(page, added.uuid))!;
    expect(cropped.left).toBeCloseTo(added.left + 250, -0.5);
    expect(cropped.top).toBeCloseTo(added.top + 250, -0.5);
    const inside = { x: cropped.left + 20, y: cropped.top + 20 };
    await expect.poll(async () => near(await canvasPixel(page, inside.x, inside.y), [...YELLOW, 255])).toBe(true);

    // One undo step each way.
    await undoButton(page).click();
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBe(500);
    await expect.poll(async () => near(await canvasPixel(page, added.left + 20, added.top + 20), [...RED, 255])).toBe(true);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBeCloseTo(250, -0.5);

    await saveDesign(page);
    const template = await savedTemplate(server);
    const saved = template.layers.find((layer) => layer.uuid === added.uuid)!;
    expect(saved.crop!.x).toBeCloseTo(100, -0.5);
    expect(saved.crop!.y).toBeCloseTo(100, -0.5);
    expect(saved).toMatchObject({ originalWidth: saved.crop!.width, originalHeight: saved.crop!.height });
    expect(saved.sourceImage).toMatchObject({ width: 200, height: 200 });
    // The stored image is the kept quadrant alone.
    expect(near(await imagePixel(page, saved.imageUrl, 2, 2), [...YELLOW, 255], 0)).toBe(true);
    // The mini-program draws yellow in the box and nothing where the cut parts were.
    const [inBox, cutAway] = await miniProgramPixels(page, template, [saved], [
      [saved.left + 5, saved.top + 5],
      [saved.left - 20, saved.top - 20],
    ]);
    expect(near(inBox!, [...YELLOW, 255], 0)).toBe(true);
    expect(cutAway![3]).toBe(0);

    // Reopened, a new crop starts from the whole original: the corner dragged back out shows all of it.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await canvas(page).dblclick({ position: await relative(page, cropped.left + cropped.width / 2, cropped.top + cropped.height / 2) });
    await page.getByTestId('crop-overlay').waitFor();
    const kept = (await page.getByTestId('crop-kept').boundingBox())!;
    await dragBy(page, page.getByTestId('crop-handle-nw'), -kept.width * 1.5, -kept.height * 1.5);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await node(page, added.uuid))?.width).toBe(500);
    expect(await node(page, added.uuid)).toMatchObject({ left: added.left, top: added.top, height: 500 });
    await expect.poll(async () => near(await canvasPixel(page, added.left + 20, added.top + 20), [...RED, 255])).toBe(true);
  });
});
