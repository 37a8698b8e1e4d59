/**
 * The selection frame's handles in Chromium with a real mouse, as Canva and Polotno users expect them: a
 * rotate handle one can see and drag, side handles that stretch one way (Shift keeps the ratio), corner
 * handles that keep it, for one layer and for a multi-selection holding a turned layer; and 宽 typed for a multi-selection holding a turned layer with the ratio unlocked,
 * which scales the selection's box and never squashes the turned layer. Each checks the canvas and the
 * saved template (spec 2 §3's fields, all a mini-program renders: none is added).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../adapters/mock/devApi/cutout/pngReader';
import { useConsole } from './fixtures';
import { type Point, type ShownNode, canvas, drawer, openDesigner, panelField, rows, saveDesign, savedLayersOf, screenPoint, shown, typeInPanel } from './designerPage';

const e2e = useConsole();

const TEMPLATE = '萌猫贴贴';
const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;
const centreOf = (node: ShownNode): Point => ({ x: node.left + node.width / 2, y: node.top + node.height / 2 });
type Box = { left: number; top: number; width: number; height: number };
/** The upright box around a node as drawn (turned about its centre). */
function drawnBox(node: ShownNode): Box {
  const radians = (node.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const [width, height] = [node.width * cos + node.height * sin, node.width * sin + node.height * cos];
  return { left: centreOf(node).x - width / 2, top: centreOf(node).y - height / 2, width, height };
}
function unionOf(boxes: Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width));
  const bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** 萌猫贴贴's flower (left 330, top 760, 130 wide), selected by a click on its middle. */
async function selectedFlower(page: Page): Promise<{ cat: ShownNode; flower: ShownNode }> {
  await openDesigner(page, e2e.server, TEMPLATE, 4);
  const [cat, , flower] = await shown(page);
  const at = await screenPoint(page, centreOf(flower!).x, centreOf(flower!).y);
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(flower!.uuid);
  return { cat: cat!, flower: flower! };
}

/**
 * A press at screen point `from`, moved in small steps to `to` and let go there; `shift` is held once the
 * drag is under way (a Shift-press on the frame would add to the selection instead).
 */
async function drag(page: Page, from: Point, to: Point, shift = false): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y + ((to.y - from.y) * step) / 8);
    if (step === 1 && shift) await page.keyboard.down('Shift');
  }
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
}

/**
 * Where the handles' outline colour (the editor's #836DFF) is drawn in a screen rectangle, read from a
 * screenshot: the centre of those pixels and how many there are.
 */
async function handleInk(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<{ count: number; centre: Point }> {
  const image = await decodePng(new Uint8Array(await page.screenshot({ clip })));
  let count = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      if (Math.abs(r - 0x83) < 40 && Math.abs(g - 0x6d) < 40 && b > 0xd0) {
        count++;
        sx += x;
        sy += y;
      }
    }
  }
  const scale = image.width / clip.width;
  return { count, centre: { x: clip.x + sx / count / scale, y: clip.y + sy / count / scale } };
}

describe('设计器 handles', () => {
  it('a rotate handle shows under the selected layer, and dragging it round turns the layer', async () => {
    const { page, server } = e2e;
    const { flower } = await selectedFlower(page);
    const bottom = await screenPoint(page, centreOf(flower).x, flower.top + flower.height);
    // Below the frame's bottom edge (and its side handle), in the middle: a round handle.
    const ink = await handleInk(page, { x: bottom.x - 20, y: bottom.y + 12, width: 40, height: 50 });
    expect(ink.count).toBeGreaterThan(20);
    expect(Math.abs(ink.centre.x - bottom.x)).toBeLessThan(2);

    // The handle follows the pointer round the layer's centre: from below it to its left is a quarter turn clockwise.
    const centre = await screenPoint(page, centreOf(flower).x, centreOf(flower).y);
    const reach = ink.centre.y - centre.y;
    await drag(page, ink.centre, { x: centre.x - reach, y: centre.y });
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).rotation).toBe(90);
    const turned = await nodeOf(page, flower.uuid);
    expect([turned.width, turned.height]).toEqual([flower.width, flower.height]);
    expect(centreOf(turned)).toEqual(centreOf(flower));

    await saveDesign(page);
    const saved = (await savedLayersOf(server, TEMPLATE)).find((layer) => layer.uuid === flower.uuid)!;
    const round = (n: number) => Math.round(n * 1000) / 1000;
    expect([saved.rotation, saved.left, saved.top, saved.width, saved.height].map(round)).toEqual([90, flower.left, flower.top, flower.width, flower.height]);
  });

  it('the rotate handle turns a multi-selection as one piece, by the angle dragged, like a single layer', async () => {
    const { page } = e2e;
    await openDesigner(page, e2e.server, TEMPLATE, 4);
    const [, heart, flower] = await shown(page);
    // Picked in the layer list (the top layer first), so that no two canvas clicks make a double-click.
    await rows(page).nth(2).click();
    await rows(page).nth(1).click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await canvas(page).getAttribute('data-selected'))?.split(',').sort()).toEqual([heart!.uuid, flower!.uuid].sort());
    // The frame is the box around both drawn layers; the round handle sits under its middle.
    const frame = unionOf([drawnBox(heart!), drawnBox(flower!)]);
    const centre = await screenPoint(page, frame.left + frame.width / 2, frame.top + frame.height / 2);
    const bottom = await screenPoint(page, frame.left + frame.width / 2, frame.top + frame.height);
    const ink = await handleInk(page, { x: bottom.x - 20, y: bottom.y + 12, width: 40, height: 50 });
    expect(ink.count).toBeGreaterThan(20);

    // 20° clockwise round the frame's centre, in 10 moves of 2°.
    const radius = Math.hypot(ink.centre.x - centre.x, ink.centre.y - centre.y);
    const from = Math.atan2(ink.centre.y - centre.y, ink.centre.x - centre.x);
    await page.mouse.move(ink.centre.x, ink.centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      const angle = from + ((2 * step * Math.PI) / 180);
      await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
    }
    await page.mouse.up();

    await expect.poll(async () => Math.round((await nodeOf(page, flower!.uuid)).rotation)).not.toBe(flower!.rotation);
    const [turnedHeart, turnedFlower] = [await nodeOf(page, heart!.uuid), await nodeOf(page, flower!.uuid)];
    expect(turnedHeart.rotation - heart!.rotation).toBeCloseTo(20, 0);
    expect(turnedFlower.rotation - flower!.rotation).toBeCloseTo(20, 0);
    // Rigid: the members' centres keep their distance, and the line between them turned by 20° too.
    const line = (a: ShownNode, b: ShownNode) => ({ x: centreOf(b).x - centreOf(a).x, y: centreOf(b).y - centreOf(a).y });
    const [before, after] = [line(heart!, flower!), line(turnedHeart, turnedFlower)];
    expect(Math.hypot(after.x, after.y)).toBeCloseTo(Math.hypot(before.x, before.y), 0);
    expect(((Math.atan2(after.y, after.x) - Math.atan2(before.y, before.x)) * 180) / Math.PI).toBeCloseTo(20, 0);
  });

  it('a side handle stretches one way, Shift keeps the ratio, and a corner handle keeps it', async () => {
    const { page, server } = e2e;
    const { flower } = await selectedFlower(page);
    const middle = flower.top + flower.height / 2;
    const right = flower.left + flower.width;
    // The right side's handle, 40 canvas px to the right: only the width grows, the left edge stays.
    await drag(page, await screenPoint(page, right, middle), await screenPoint(page, right + 40, middle));
    await expect.poll(async () => Math.round((await nodeOf(page, flower.uuid)).width)).toBe(flower.width + 40);
    let now = await nodeOf(page, flower.uuid);
    expect([now.left, now.top, now.height]).toEqual([flower.left, flower.top, flower.height]);

    // Back with Shift held: the ratio is kept while the side is dragged.
    const stretched = now;
    const bottom = stretched.top + stretched.height;
    await drag(page, await screenPoint(page, stretched.left + stretched.width / 2, bottom), await screenPoint(page, stretched.left + stretched.width / 2, bottom + 30), true);
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).height).toBeGreaterThan(stretched.height + 25);
    now = await nodeOf(page, flower.uuid);
    expect(now.width / now.height).toBeCloseTo(stretched.width / stretched.height, 2);

    // The bottom-right corner moved only to the right: the height follows at the same ratio.
    const shaped = now;
    await drag(page, await screenPoint(page, shaped.left + shaped.width, shaped.top + shaped.height), await screenPoint(page, shaped.left + shaped.width + 50, shaped.top + shaped.height));
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).width).toBeGreaterThan(shaped.width + 10);
    now = await nodeOf(page, flower.uuid);
    expect(now.width / now.height).toBeCloseTo(shaped.width / shaped.height, 2);
    expect([now.left, now.top]).toEqual([shaped.left, shaped.top]);

    await saveDesign(page);
    const saved = (await savedLayersOf(server, TEMPLATE)).find((layer) => layer.uuid === flower.uuid)!;
    expect([saved.left, saved.top, saved.width, saved.height].map((n) => Math.round(n * 100) / 100)).toEqual([now.left, now.top, now.width, now.height]);
  });

  it('a multi-selection holding a turned layer: a side handle stretches its box one way without squashing the turned one, Shift and a corner keep the ratio', async () => {
    const { page, server } = e2e;
    const { cat, flower } = await selectedFlower(page);
    await typeInPanel(page, '旋转', '30');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).rotation).toBe(30);
    const catRow = (await shown(page)).length - 1 - (await shown(page)).findIndex((node) => node.uuid === cat.uuid);
    await rows(page).nth(catRow).click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await canvas(page).getAttribute('data-selected'))?.split(',').sort()).toEqual([cat.uuid, flower.uuid].sort());
    const frameNow = async () => unionOf([drawnBox(await nodeOf(page, cat.uuid)), drawnBox(await nodeOf(page, flower.uuid))]);
    const turned = await nodeOf(page, flower.uuid);

    // The right side's handle, 60 canvas px to the right: the box widens, its height and left edge stay.
    const before = await frameNow();
    const right = before.left + before.width;
    await drag(page, await screenPoint(page, right, before.top + before.height / 2), await screenPoint(page, right + 60, before.top + before.height / 2));
    await expect.poll(async () => Math.round((await frameNow()).width)).toBe(Math.round(before.width + 60));
    const stretched = await frameNow();
    expect(stretched.height).toBeCloseTo(before.height, 1);
    expect(stretched.left).toBeCloseTo(before.left, 1);
    // The turned flower keeps its shape and angle; the upright cat stretches one way.
    const flowerNow = await nodeOf(page, flower.uuid);
    expect([flowerNow.width, flowerNow.height, flowerNow.rotation]).toEqual([turned.width, turned.height, 30]);
    const catNow = await nodeOf(page, cat.uuid);
    expect(catNow.height).toBeCloseTo(cat.height, 3);
    expect(catNow.width).toBeGreaterThan(cat.width + 10);

    // The bottom side's handle with Shift: the box keeps its ratio.
    const bottom = stretched.top + stretched.height;
    await drag(page, await screenPoint(page, stretched.left + stretched.width / 2, bottom), await screenPoint(page, stretched.left + stretched.width / 2, bottom + 40), true);
    await expect.poll(async () => (await frameNow()).height).toBeGreaterThan(stretched.height + 20);
    const shifted = await frameNow();
    expect(shifted.width / shifted.height).toBeCloseTo(stretched.width / stretched.height, 2);
    expect(shifted.top).toBeCloseTo(stretched.top, 1);

    // The bottom-right corner moved only to the right: the height follows at the same ratio.
    await drag(page, await screenPoint(page, shifted.left + shifted.width, shifted.top + shifted.height), await screenPoint(page, shifted.left + shifted.width + 40, shifted.top + shifted.height));
    await expect.poll(async () => (await frameNow()).width).toBeGreaterThan(shifted.width + 10);
    const cornered = await frameNow();
    expect(cornered.width / cornered.height).toBeCloseTo(shifted.width / shifted.height, 2);
    expect([cornered.left, cornered.top].map(Math.round)).toEqual([shifted.left, shifted.top].map(Math.round));
    expect((await nodeOf(page, flower.uuid)).rotation).toBe(30);

    // Each drag is one undo step.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await frameNow()).width)).toBe(Math.round(shifted.width));

    await saveDesign(page);
    const saved = await savedLayersOf(server, TEMPLATE);
    const [flowerShown, catShown] = [await nodeOf(page, flower.uuid), await nodeOf(page, cat.uuid)];
    const savedFlower = saved.find((layer) => layer.uuid === flower.uuid)!;
    expect(savedFlower.rotation).toBe(30);
    expect(savedFlower.width / savedFlower.height).toBeCloseTo(flower.width / flower.height, 3);
    expect(savedFlower.width).toBeCloseTo(flowerShown.width, 1);
    const savedCat = saved.find((layer) => layer.uuid === cat.uuid)!;
    expect([savedCat.left, savedCat.top, savedCat.width, savedCat.height].map(Math.round)).toEqual([catShown.left, catShown.top, catShown.width, catShown.height].map(Math.round));
  });

  it('宽 typed for two layers, one turned, with the ratio unlocked scales their box and keeps the turned one’s shape', async () => {
    const { page, server } = e2e;
    const { cat, flower } = await selectedFlower(page);
    const panel = drawer(page).locator('.designer-properties');
    const field = (label: string) => panelField(page, label);
    const type = (label: string, text: string) => typeInPanel(page, label, text);
    await type('旋转', '30');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).rotation).toBe(30);
    // The cat's row, Shift-clicked: both selected (the list shows the top layer first).
    const catRow = (await shown(page)).length - 1 - (await shown(page)).findIndex((node) => node.uuid === cat.uuid);
    await rows(page).nth(catRow).click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await canvas(page).getAttribute('data-selected'))?.split(',').sort()).toEqual([cat.uuid, flower.uuid].sort());
    const boxBefore = { width: Number(await field('宽').inputValue()), height: Number(await field('高').inputValue()) };
    await panel.getByRole('button', { name: '锁定比例' }).click();
    await type('宽', String(Math.round(boxBefore.width + 100)));

    await expect.poll(async () => Number(await field('宽').inputValue())).toBe(Math.round(boxBefore.width + 100));
    expect(Number(await field('高').inputValue())).toBe(boxBefore.height);
    // The fields are React's, the nodes the canvas's: Leafer draws the new box a frame later.
    await expect.poll(async () => (await nodeOf(page, cat.uuid)).width).toBeGreaterThan(cat.width);
    const turned = await nodeOf(page, flower.uuid);
    // The turned flower is not squashed: same size, same angle.
    expect([turned.width, turned.height, turned.rotation]).toEqual([flower.width, flower.height, 30]);
    const catAfter = await nodeOf(page, cat.uuid);
    expect(catAfter.height).toBe(cat.height);
    expect(catAfter.width).toBeGreaterThan(cat.width);

    await saveDesign(page);
    const saved = await savedLayersOf(server, TEMPLATE);
    const savedFlower = saved.find((layer) => layer.uuid === flower.uuid)!;
    expect([savedFlower.width, savedFlower.height, savedFlower.rotation]).toEqual([flower.width, flower.height, 30]);
    expect(saved.find((layer) => layer.uuid === cat.uuid)!.width).toBeCloseTo(catAfter.width, 1);
  });
});
