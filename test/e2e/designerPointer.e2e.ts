/**
 * The designer's pointer in Chromium, real mouse and keyboard: snapping with guides while dragging and
 * resizing (Alt suspends it), Shift nudges and bursts of nudges, and picking the layer the merchant sees.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, pngUpload } from '../support/pngFile';
import { useConsole } from './fixtures';
import { type Point, type ShownNode, canvas, openDesigner, screenPoint, shown } from './designerPage';

const e2e = useConsole();

const selected = (page: Page) => canvas(page).getAttribute('data-selected');
const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;
const centreOf = (node: ShownNode): Point => ({ x: node.left + node.width / 2, y: node.top + node.height / 2 });

/** The snap guides the view shows now (view/snapGuides.ts writes them on the canvas). */
async function guides(page: Page): Promise<string[]> {
  const written = JSON.parse((await canvas(page).getAttribute('data-snap-guides')) ?? '[]') as { axis: string; at: number }[];
  return written.map((guide) => `${guide.axis}=${guide.at}`);
}

/** The layers whose images have loaded (their pixels can be read): the view lists them in `data-drawn`. */
async function drawn(page: Page): Promise<string[]> {
  return Object.keys(JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}') as Record<string, unknown>);
}

/** Screen pixels per canvas pixel. */
async function zoom(page: Page): Promise<number> {
  const [a, b] = [await screenPoint(page, 0, 0), await screenPoint(page, 100, 0)];
  return (b.x - a.x) / 100;
}

/** A press at canvas point `from` moved in small steps to `to` (canvas points), left held down. */
async function pressAndMove(page: Page, from: Point, to: Point): Promise<void> {
  const [start, end] = [await screenPoint(page, from.x, from.y), await screenPoint(page, to.x, to.y)];
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(start.x + ((end.x - start.x) * step) / 8, start.y + ((end.y - start.y) * step) / 8);
}

async function clickAt(page: Page, at: Point, alt = false): Promise<void> {
  const point = await screenPoint(page, at.x, at.y);
  if (alt) await page.keyboard.down('Alt');
  await page.mouse.click(point.x, point.y);
  if (alt) await page.keyboard.up('Alt');
}

/** 萌猫贴贴's cat (left 100, top 380, 300 wide) and flower (left 330, top 760, 130 wide), drawn. */
async function catAndFlower(page: Page): Promise<{ cat: ShownNode; flower: ShownNode }> {
  await openDesigner(page, e2e.server, '萌猫贴贴', 4);
  const [cat, , flower] = await shown(page);
  return { cat: cat!, flower: flower! };
}

describe('设计器 snapping', () => {
  it('a drag snaps to another layer’s edge with its guide shown; Alt suspends it at once; the guide goes at the end', async () => {
    const { page } = e2e;
    const { cat, flower } = await catAndFlower(page);
    // The flower's left edge brought to 2 canvas px right of the cat's left edge, within 5 screen px.
    expect(2 * (await zoom(page))).toBeLessThan(5);
    const grip = centreOf(flower);
    await pressAndMove(page, grip, { x: grip.x - (flower.left - cat.left) + 2, y: grip.y });
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).left).toBe(cat.left);
    await expect.poll(() => guides(page)).toContain(`x=${cat.left}`);

    await page.keyboard.down('Alt');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).left).toBeGreaterThan(cat.left + 1);
    await expect.poll(() => guides(page)).toEqual([]);
    await page.keyboard.up('Alt');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).left).toBe(cat.left);
    await expect.poll(() => guides(page)).toContain(`x=${cat.left}`);

    await page.mouse.up();
    await expect.poll(() => guides(page)).toEqual([]);
    expect((await nodeOf(page, flower.uuid)).left).toBe(cat.left);
    expect(await selected(page)).toBe(flower.uuid);
  });

});

describe('设计器 nudges and a snapped resize', () => {
  it('Shift+arrow moves 10 px, and a burst of presses is one undo step; a resize snaps the dragged edge, and a side handle stretches one way', async () => {
    const { page } = e2e;
    const { cat, flower } = await catAndFlower(page);
    await clickAt(page, centreOf(flower));
    await expect.poll(() => selected(page)).toBe(flower.uuid);
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).left).toBe(flower.left + 10);
    await page.keyboard.press('Shift+S');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).top).toBe(flower.top + 10);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await nodeOf(page, flower.uuid)).left).toBe(flower.left + 15);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => {
      const node = await nodeOf(page, flower.uuid);
      return [node.left, node.top];
    }).toEqual([flower.left, flower.top]);
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);

    // Undone: a resize from a side handle, snapping.
    {
      await clickAt(page, centreOf(flower));
      await expect.poll(() => selected(page)).toBe(flower.uuid);
      // The right edge's middle handle, dragged to 2 canvas px right of the cat's right edge.
      const right = flower.left + flower.width;
      const middle = flower.top + flower.height / 2;
      await pressAndMove(page, { x: right, y: middle }, { x: cat.left + cat.width + 2, y: middle });
      await expect.poll(async () => {
        const node = await nodeOf(page, flower.uuid);
        return Math.round((node.left + node.width) * 100) / 100;
      }).toBe(cat.left + cat.width);
      await expect.poll(() => guides(page)).toContain(`x=${cat.left + cat.width}`);
      await page.mouse.up();
      await expect.poll(() => guides(page)).toEqual([]);
      const resized = await nodeOf(page, flower.uuid);
      expect([resized.left, resized.top, resized.height]).toEqual([flower.left, flower.top, flower.height]);
    }
  });
});

describe('设计器 picking what the merchant sees', () => {
  /** 蜜桃爱心 with a frame over the whole canvas on top: a PNG opaque only in its 4 px border. */
  async function heartUnderFrame(page: Page): Promise<{ background: ShownNode; heart: ShownNode; frame: ShownNode }> {
    const { server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [background, heart] = await shown(page);
    await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('frame.png', casePng(500, 1044)));
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    const frame = (await shown(page))[3]!;
    // The pixels are read once the images are loaded.
    await expect.poll(async () => (await drawn(page)).sort()).toEqual((await shown(page)).map((node) => node.uuid).sort());
    return { background: background!, heart: heart!, frame };
  }

  it('a click on a transparent part of an SVG or a PNG selects the layer under it; Alt+click cycles through the layers under the pointer, top to bottom and round again; a press inside the selected layer’s box drags that layer, even under another layer’s box', async () => {
    const { page } = e2e;
    const { background, heart, frame } = await heartUnderFrame(page);
    expect([frame.left, frame.top, frame.width, frame.height]).toEqual([0, 0, 500, 1044]);
    // The frame's transparent middle, over the heart: the heart.
    await clickAt(page, centreOf(heart));
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    // The heart's transparent bottom left corner (clear of the frame's handles): the background under it.
    await clickAt(page, { x: heart.left + heart.width * 0.12, y: heart.top + heart.height * 0.88 });
    await expect.poll(() => selected(page)).toBe(background.uuid);
    // The frame's opaque border: the frame.
    await clickAt(page, { x: 2, y: 500 });
    await expect.poll(() => selected(page)).toBe(frame.uuid);

    // Alt+click.
    {
      const point = centreOf(heart);
      await clickAt(page, point);
      await expect.poll(() => selected(page)).toBe(heart.uuid);
      await clickAt(page, point, true);
      await expect.poll(() => selected(page)).toBe(background.uuid);
      await clickAt(page, point, true);
      await expect.poll(() => selected(page)).toBe(frame.uuid);
      await clickAt(page, point, true);
      await expect.poll(() => selected(page)).toBe(heart.uuid);
    }

    // A press inside the selected layer’s box.
    {
      await page.locator(`.designer-layer-row[data-uuid="${heart.uuid}"]`).click();
      await expect.poll(() => selected(page)).toBe(heart.uuid);
      const grip = centreOf(heart);
      await pressAndMove(page, grip, { x: grip.x + 37, y: grip.y + 53 });
      await page.mouse.up();
      await expect.poll(async () => (await nodeOf(page, heart.uuid)).top).toBeGreaterThan(heart.top + 40);
      expect(await selected(page)).toBe(heart.uuid);
      expect(await nodeOf(page, frame.uuid)).toEqual(frame);
    }
  });

});
