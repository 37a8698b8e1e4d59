/**
 * Keys pressed while a drag or a resize on the canvas is still held do nothing (docs/designer.md, "Keys"): a
 * drop must leave one undo step for the drag, the layers as the drag left them, and Esc must still put them
 * back where the press found them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './fixtures';
import { canvas, openDesigner, rows, screenPoint, shown, type ShownNode } from './designerPage';

const e2e = useConsole();

type Place = { uuid: string; left: number; top: number; width: number };
const places = (nodes: ShownNode[]): Place[] => nodes.map(({ uuid, left, top, width }) => ({ uuid, left, top, width }));

/** What the canvas shows once the view has drawn the last change (two frames). */
async function drawnPlaces(page: Page): Promise<Place[]> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return places(await shown(page));
}

/**
 * 萌猫贴贴 opened at 1024 × 640, its cat and flower selected from the list and nudged down once with S (an
 * undo step before the drag); returns the layers then.
 */
async function catAndFlowerNudged(page: Page): Promise<Place[]> {
  await page.setViewportSize({ width: 1024, height: 640 });
  await openDesigner(page, e2e.server, '萌猫贴贴', 4);
  await rows(page).nth(1).click();
  await rows(page).nth(2).click({ modifiers: ['Shift'] });
  await expect.poll(async () => (await canvas(page).getAttribute('data-selected'))?.split(',').length).toBe(2);
  const before = await drawnPlaces(page);
  await page.keyboard.press('s');
  await expect.poll(async () => (await drawnPlaces(page))[1]!.top).toBe(before[1]!.top + 1);
  return drawnPlaces(page);
}

/** Presses on the cat's centre and drags it in 8 steps by 64 × 40 screen pixels; `key` is pressed after the 4th, the button still down. */
async function dragWithKey(page: Page, key: string): Promise<{ mid: Place[] }> {
  const cat = (await shown(page))[1]!;
  const start = await screenPoint(page, cat.left + cat.width / 2, cat.top + cat.height / 2);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step++) await page.mouse.move(start.x + step * 8, start.y + step * 5);
  await page.keyboard.press(key);
  const mid = await drawnPlaces(page);
  for (let step = 5; step <= 8; step++) await page.mouse.move(start.x + step * 8, start.y + step * 5);
  await page.mouse.up();
  return { mid };
}

describe('设计器 keys pressed while a drag is held', () => {
  it('Ctrl+Z mid-drag: after the drop, Ctrl+Z then Ctrl+Shift+Z comes back to the dropped layers (the drop is not thrown away by a redo)', async () => {
    const { page } = e2e;
    await catAndFlowerNudged(page);
    await dragWithKey(page, 'ControlOrMeta+z');
    const dropped = await drawnPlaces(page);
    await page.keyboard.press('ControlOrMeta+z');
    await drawnPlaces(page);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    expect(await drawnPlaces(page)).toEqual(dropped);
  });

  it.each([
    ['ControlOrMeta+d', '创建副本'],
    ['e', '放大图层'],
  ])('%s (%s) mid-drag does nothing while dragging: no copies, no scale, before or after the drop', async (key) => {
    const { page } = e2e;
    const before = await catAndFlowerNudged(page);
    const { mid } = await dragWithKey(page, key);
    const dropped = await drawnPlaces(page);
    // The same layers, the same sizes, as before the press: only their places differ (the drag).
    const sizes = (layers: Place[]) => layers.map(({ uuid, width }) => ({ uuid, width }));
    expect(sizes(mid)).toEqual(sizes(before));
    expect(sizes(dropped)).toEqual(sizes(before));
  });

  it('→ mid-drag: one Ctrl+Z after the drop puts the layers back where the drag began, never at a mid-drag place', async () => {
    const { page } = e2e;
    const start = await catAndFlowerNudged(page);
    await dragWithKey(page, 'ArrowRight');
    await page.keyboard.press('ControlOrMeta+z');
    const undone = await drawnPlaces(page);
    const cat = undone.find((layer) => layer.uuid === start[1]!.uuid)!;
    expect(cat.left).toBe(start[1]!.left);
    expect(cat.top).toBe(start[1]!.top);
  });

  it('Ctrl+Z while a side handle is held (a resize): after the let-go, Ctrl+Z then Ctrl+Shift+Z comes back to the resized layer', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, e2e.server, '萌猫贴贴', 4);
    const flower = (await shown(page))[2]!;
    const centre = await screenPoint(page, flower.left + flower.width / 2, flower.top + flower.height / 2);
    await page.mouse.click(centre.x, centre.y);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(flower.uuid);
    await page.keyboard.press('s');
    await expect.poll(async () => (await drawnPlaces(page))[2]!.top).toBe(flower.top + 1);
    // The right side's handle dragged 60 canvas px to the right, Ctrl+Z pressed half-way.
    const from = await screenPoint(page, flower.left + flower.width, flower.top + 1 + flower.height / 2);
    const to = await screenPoint(page, flower.left + flower.width + 60, flower.top + 1 + flower.height / 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 4; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y);
    await page.keyboard.press('ControlOrMeta+z');
    for (let step = 5; step <= 8; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y);
    await page.mouse.up();
    const resized = await drawnPlaces(page);
    expect(resized[2]!.width).toBeGreaterThan(flower.width + 40);
    await page.keyboard.press('ControlOrMeta+z');
    await drawnPlaces(page);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    expect(await drawnPlaces(page)).toEqual(resized);
  });

  it('→ then Esc mid-drag: Esc puts the layers back where the press found them (docs/designer.md: Escape while dragging)', async () => {
    const { page } = e2e;
    const start = (await catAndFlowerNudged(page))[1]!;
    const cat = (await shown(page))[1]!;
    const at = await screenPoint(page, cat.left + cat.width / 2, cat.top + cat.height / 2);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    for (let step = 1; step <= 4; step++) await page.mouse.move(at.x + step * 8, at.y + step * 5);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    for (let step = 5; step <= 8; step++) await page.mouse.move(at.x + step * 8, at.y + step * 5);
    await page.mouse.up();
    const after = (await drawnPlaces(page))[1]!;
    expect(after.left).toBe(start.left);
    expect(after.top).toBe(start.top);
  });
});
