/**
 * Stroking an image layer in Chromium. The sticker is an L on transparency, uploaded as
 * 200 × 200 and fitted to the 500 px canvas width, so its stroke image is worked at 1000 × 1000 plus the
 * stroke's reach on every side (5 working pixels a sticker pixel), and every expectation below is a pixel
 * of that image or of the saved thumbnail.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callDevApi } from '../support/devApiCalls';
import { pngUpload } from '../support/pngFile';
import { lStickerPng } from '../support/stickerPng';
import { useConsole } from './fixtures';
import { canvas, clickCanvas, drawer, message, openDesigner, rows, selectedCoordinate, shown } from './designerPage';

const e2e = useConsole();

const section = (page: Page) => page.getByTestId('stroke-section');
const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });

async function uploadSticker(page: Page, layersAfter: number): Promise<void> {
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('l-sticker.png', lStickerPng()));
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(layersAfter));
  await section(page).getByRole('button', { name: '添加描边' }).waitFor();
}

/** The stroke image once computed (status idle, an image other than `previous`). */
async function strokeImage(page: Page, previous = ''): Promise<string> {
  await expect.poll(async () => (await section(page).getAttribute('data-status')) === 'idle' && (await section(page).getAttribute('data-image-url')) !== previous).toBe(true);
  return (await section(page).getAttribute('data-image-url'))!;
}

/**
 * From a keyboard burst that left the width at 16 (on 10): a mouse drag of the width handle is an undo step of its
 * own, so 撤销 goes back to 16 and then to 10, never past the burst.
 */
async function dragWidthFromSixteenThenUndo(page: Page): Promise<void> {
  const handle = section(page).getByTestId('stroke-width').locator('.arco-slider-button');
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(box.x + box.width / 2 + step * 6, box.y + box.height / 2);
  await page.mouse.up();
  await expect.poll(async () => (await settings(page)).width).toBeGreaterThan(16);
  await undoButton(page).click();
  await expect.poll(async () => (await settings(page)).width).toBe(16);
  await undoButton(page).click();
  await expect.poll(async () => (await settings(page)).width).toBe(10);
}

const settings = async (page: Page) => JSON.parse((await section(page).getAttribute('data-settings')) ?? '{}') as Record<string, unknown>;

type Rgba = [number, number, number, number];

/**
 * Pixels of the stroke image at points given in working pixels of the sticker's own box (the pad that
 * the stroke's reach adds is worked out from the image's size: the box is 1000 wide, centred).
 */
async function strokePixels(page: Page, url: string, points: readonly [number, number][]): Promise<Rgba[]> {
  return page.evaluate(
    async ({ url, points }) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const pad = (bitmap.width - 1000) / 2;
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => Array.from(context.getImageData(Math.round(x + pad), Math.round(y + pad), 1, 1).data) as Rgba);
    },
    { url, points },
  );
}

const alpha = (pixels: Rgba[]) => pixels.map((p) => p[3]);
/** A column of points down the right side of the L's lower arm (x = 900 is its edge), `out` pixels out. */
const column = (out: number) => Array.from({ length: 90 }, (_, i) => [900 + out, 560 + i * 2] as [number, number]);

async function chooseStyle(page: Page, label: string): Promise<void> {
  await section(page).getByTestId('stroke-style').click();
  await page.locator('.arco-select-option', { hasText: label }).click();
}

describe('设计器 描边', () => {
  it('strokes an uploaded sticker along its outline in each style', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    let url = await strokeImage(page);
    // Spec 1 §5's defaults: white, 10 px, no offset, opaque; the second line black, 10 px, opaque.
    expect(await settings(page)).toEqual({ style: 'SOLID', color: '#ffffff', width: 10, opacity: 1, color2: '#000000', width2: 10, opacity2: 1, offset: 0 });

    // SOLID, 10 px wide with no offset: working pixels 0–20 beyond the edge.
    const [right, hugging, notch, corner, image, beyondLine] = await strokePixels(page, url, [
      [912, 700], // right of the lower arm
      [902, 700], // right at the edge: no gap with offset 0
      [512, 300], // inside the notch, along the upper arm's right side: the outline goes in
      [850, 150], // the notch's far corner: the bounding box's corner, not the sticker's
      [300, 700], // on the sticker
      [925, 700], // past the line
    ]);
    expect(right).toEqual([255, 255, 255, 255]);
    expect(hugging).toEqual([255, 255, 255, 255]);
    expect(notch![3]).toBe(255);
    expect(corner![3]).toBe(0);
    expect(image![3]).toBe(0);
    expect(beyondLine![3]).toBe(0);
    expect(alpha(await strokePixels(page, url, column(12))).every((a) => a === 255)).toBe(true);

    await chooseStyle(page, '双实线');
    url = await strokeImage(page, url);
    // The second line (black, 10 px) right outside the first: 20–40 working pixels out.
    const [first, second, beyond] = await strokePixels(page, url, [
      [910, 700],
      [930, 700],
      [946, 700],
    ]);
    expect(first).toEqual([255, 255, 255, 255]);
    expect(second).toEqual([0, 0, 0, 255]);
    expect(beyond![3]).toBe(0);

    await chooseStyle(page, '虚线');
    url = await strokeImage(page, url);
    const dashes = alpha(await strokePixels(page, url, column(12)));
    expect(dashes.filter((a) => a === 255).length).toBeGreaterThan(20);
    expect(dashes.filter((a) => a === 0).length).toBeGreaterThan(10);

    await chooseStyle(page, '锯齿线');
    url = await strokeImage(page, url);
    // Tips swing 20 working pixels either side of a path 30 out (styles.ts): the inner tips' line runs at
    // 10 out, the outer tips' at 50, each 20 wide; between the tips nothing is drawn at those distances.
    for (const out of [5, 55]) {
      const swing = alpha(await strokePixels(page, url, column(out)));
      expect(swing.some((a) => a > 200)).toBe(true);
      expect(swing.some((a) => a === 0)).toBe(true);
    }
    expect(alpha(await strokePixels(page, url, column(64))).every((a) => a === 0)).toBe(true);
  });

  it('a slider drag is one undo step, and removing is another', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    const before = await strokeImage(page);

    const handle = section(page).getByTestId('stroke-width').locator('.arco-slider-button');
    // Below the position, size and alignment fields the slider may be under the fold: the merchant scrolls to it.
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 + step * 8, box.y + box.height / 2);
    await page.mouse.up();
    const after = await strokeImage(page, before);
    const width = (await settings(page)).width as number;
    expect(width).toBeGreaterThan(10);
    // The wider line reaches farther: the image grew.
    const size = (url: string) => page.evaluate(async (u) => (await createImageBitmap(await (await fetch(u)).blob())).width, url);
    expect(await size(after)).toBeGreaterThan(await size(before));

    await undoButton(page).click();
    await expect.poll(async () => (await settings(page)).width).toBe(10);
    expect(await section(page).getAttribute('data-image-url')).toBe(before);
    await undoButton(page).click();
    await section(page).getByRole('button', { name: '添加描边' }).waitFor();

    await page.getByRole('button', { name: '重做' }).click();
    await strokeImage(page);
    await section(page).getByRole('button', { name: '移除描边' }).click();
    await section(page).getByRole('button', { name: '添加描边' }).waitFor();
    await undoButton(page).click();
    expect(await strokeImage(page)).toBe(before);
  });

  it('each slider stops at spec 1 §5’s limits: width 1–100, offset 0 or 1–100, opacity 0–100', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    await chooseStyle(page, '双实线');
    await strokeImage(page);
    const clickEnd = async (testId: string, end: 'start' | 'end') => {
      const road = section(page).getByTestId(testId).locator('.arco-slider-road');
      await road.scrollIntoViewIfNeeded();
      const box = (await road.boundingBox())!;
      // Past the road's end: the slider clamps to its limit.
      await road.click({ position: { x: end === 'start' ? 0 : box.width - 1, y: box.height / 2 } });
    };
    const cases: [string, keyof Record<string, unknown>, number, number][] = [
      ['stroke-width', 'width', 1, 100],
      ['stroke-offset', 'offset', 0, 100],
      ['stroke-opacity', 'opacity', 0, 1],
      ['stroke2-width', 'width2', 1, 100],
      ['stroke2-opacity', 'opacity2', 0, 1],
    ];
    for (const [testId, field, least, most] of cases) {
      await clickEnd(testId, 'end');
      await expect.poll(async () => (await settings(page))[field]).toBe(most);
      await clickEnd(testId, 'start');
      await expect.poll(async () => (await settings(page))[field]).toBe(least);
    }
  });

  it('after a click on a slider’s handle the arrow keys step its value and move no layer; a drag right after a keyboard burst is a step of its own', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    await strokeImage(page);
    const left = await selectedCoordinate(page, 'left');
    await section(page).getByTestId('stroke-width').getByRole('slider').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await settings(page)).width).toBe(12);
    expect(await selectedCoordinate(page, 'left')).toBe(left);

    // That burst undone, another, and a drag right after it.
    await undoButton(page).click();
    await expect.poll(async () => (await settings(page)).width).toBe(10);
    await section(page).getByTestId('stroke-width').getByRole('slider').focus();
    for (let tap = 0; tap < 6; tap++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await settings(page)).width).toBe(16);
    await dragWidthFromSixteenThenUndo(page);
  });

  it('arrow keys on a slider are one undo step per burst, taps and a held key alike', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    await strokeImage(page);
    const width = section(page).getByTestId('stroke-width').getByRole('slider');
    const offset = section(page).getByTestId('stroke-offset').getByRole('slider');

    // Three taps, then the key held (auto-repeat): one burst.
    await width.click();
    for (let tap = 0; tap < 3; tap++) await page.keyboard.press('ArrowRight');
    for (let repeat = 0; repeat < 3; repeat++) await page.keyboard.down('ArrowRight');
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => (await settings(page)).width).toBe(16);
    // A burst on another slider, then one more on the first: three steps in all.
    await offset.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await width.click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await settings(page)).width).toBe(15);
    expect((await settings(page)).offset).toBe(2);

    // Ctrl + Z from the slider itself undoes the whole last burst, 撤销 the ones before.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await settings(page)).width).toBe(16);
    expect((await settings(page)).offset).toBe(2);
    await undoButton(page).click();
    await expect.poll(async () => (await settings(page)).offset).toBe(0);
    expect((await settings(page)).width).toBe(16);
    await undoButton(page).click();
    await expect.poll(async () => (await settings(page)).width).toBe(10);
    // The step before the bursts is the stroke's adding.
    await undoButton(page).click();
    await section(page).getByRole('button', { name: '添加描边' }).waitFor();
    await page.getByRole('button', { name: '重做' }).click();
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(async () => (await settings(page)).width).toBe(16);
  });

  it('a keyboard burst survives picking another layer and coming back, and a drag after it is its own step', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    await strokeImage(page);
    const redo = page.getByRole('button', { name: '重做' });
    const width = section(page).getByTestId('stroke-width').getByRole('slider');
    await width.focus();
    for (let tap = 0; tap < 6; tap++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await settings(page)).width).toBe(16);

    // Another layer in the list (an image, then the background, which has no stroke section), then the
    // sticker again (the topmost row): the width is kept.
    const sticker = rows(page).first();
    for (const other of [rows(page).nth(1), rows(page).last()]) {
      await other.click();
      await expect.poll(async () => (await other.getAttribute('class'))?.includes('selected')).toBe(true);
      await sticker.click();
      await expect.poll(async () => (await settings(page)).width).toBe(16);
    }

    // The burst is one step: 撤销 gives 10, 重做 16, and 撤销 twice no stroke.
    await undoButton(page).click();
    await expect.poll(async () => (await settings(page)).width).toBe(10);
    await redo.click();
    await expect.poll(async () => (await settings(page)).width).toBe(16);
    await undoButton(page).click();
    await undoButton(page).click();
    await section(page).getByRole('button', { name: '添加描边' }).waitFor();
    await redo.click();
    await redo.click();
    await expect.poll(async () => (await settings(page)).width).toBe(16);

    // A drag after the keys is a step of its own: 撤销 goes back to 16, not to no stroke.
    await dragWidthFromSixteenThenUndo(page);
  });

  it('an AI cutout layer asks for an image; the background has no stroke section; a stroke that cannot read its image says 当前图片描边失败，请尝试重试 and keeps the settings for a retry', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [background, heart] = await shown(page);
    await clickCanvas(page, heart!.left + heart!.width / 2, heart!.top + heart!.height / 2);
    await drawer(page).locator('.designer-layer-actions').getByRole('button', { name: '标记为抠图图层', exact: true }).click();
    await section(page).getByText('请上传图片再使用描边功能').waitFor();
    // It says why and the way on: unmarked, the layer is an image again and takes a stroke.
    await section(page).getByText('抠图图层的图片是买家上传的照片，设计时还没有，所以不能描边。要给这张图片描边，请先点“取消抠图标记”。').waitFor();
    await drawer(page).locator('.designer-layer-actions').getByRole('button', { name: '取消抠图标记', exact: true }).click();
    await section(page).getByRole('button', { name: '添加描边' }).waitFor();
    await clickCanvas(page, background!.left + 10, background!.top + 10);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(background!.uuid);
    expect(await section(page).count()).toBe(0);

    // The heart, an image again: a stroke that cannot read it.
    {
      const heart = (await shown(page))[1]!;
      await clickCanvas(page, heart.left + heart.width / 2, heart.top + heart.height / 2);
      await section(page).getByRole('button', { name: '添加描边' }).waitFor();
      // Every file read fails until the retry (the material panel's pictures would use up a one-time fault).
      server.devApi.faults.add({ method: 'GET', path: '/api/files/*', status: 500 });
      await section(page).getByRole('button', { name: '添加描边' }).click();
      await section(page).getByText('当前图片描边失败，请尝试重试').waitFor();
      expect(await section(page).getAttribute('data-status')).toBe('failed');
      expect(await settings(page)).toMatchObject({ style: 'SOLID', width: 10 });
      // The seeded heart is an SVG: the retry draws it on the page before the worker strokes it.
      server.devApi.faults.clear();
      await section(page).getByRole('button', { name: '重试' }).click();
      const url = await strokeImage(page);
      expect(url).toMatch(/^blob:/);
      expect(await section(page).getByText('当前图片描边失败，请尝试重试').count()).toBe(0);
    }
  });

  it('in a 1024 × 640 window every stroke control can be reached and used', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    await chooseStyle(page, '双实线');
    await strokeImage(page);
    const width2 = section(page).getByTestId('stroke2-width');
    await width2.scrollIntoViewIfNeeded();
    await width2.locator('.arco-slider-road').click({ position: { x: 0, y: 2 } });
    await expect.poll(async () => (await settings(page)).width2).toBe(1);
    const remove = section(page).getByRole('button', { name: '移除描边' });
    await remove.scrollIntoViewIfNeeded();
    await remove.click();
    await section(page).getByRole('button', { name: '添加描边' }).waitFor();
  });

  it('保存 clicked while the stroke is still computing saves the stroke with its image', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    // No wait for the stroke: the save waits for it.
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    const groups = await callDevApi<{ id: string; name: string }[]>(server, 'GET', '/api/design_template_collections');
    let saved: { layers: { index: number; stroke: { imageFileId?: string | null } | null }[] } | null = null;
    for (const group of groups) {
      const found = (await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`)).find((t) => t.name === '蜜桃爱心');
      if (found) saved = await callDevApi(server, 'GET', `/api/design_templates/${found.id}`);
    }
    const sticker = saved!.layers.find((layer) => layer.index === 3)!;
    expect(sticker.stroke?.imageFileId).toBeTruthy();
    // Nothing left to save: the stroke's answer came before the save, not after it, so closing asks nothing.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await page.getByText('当前设计有未保存的修改，是否保存？').count()).toBe(0);
  });

  it('saved and reopened, the stroke is drawn again from the uploaded image, and the thumbnail shows it', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await uploadSticker(page, 4);
    await section(page).getByRole('button', { name: '添加描边' }).click();
    let url = await strokeImage(page);
    await section(page).getByTestId('stroke-color').fill('#ff0000');
    url = await strokeImage(page, url);
    expect((await settings(page)).color).toBe('#ff0000');
    const sticker = (await shown(page))[3]!;

    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });

    // The thumbnail (600 high) has the red outline.
    const thumb = page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb img');
    await expect.poll(async () => (await thumb.getAttribute('src')) ?? '').toContain('/api/files/');
    const red = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = c.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) count++;
      return count;
    }, (await thumb.getAttribute('src'))!);
    expect(red).toBeGreaterThan(300);

    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await clickCanvas(page, sticker.left + 100, sticker.top + 400);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(sticker.uuid);
    const reopened = await strokeImage(page);
    expect(reopened).toContain('/api/files/');
    expect(await settings(page)).toMatchObject({ style: 'SOLID', color: '#ff0000' });
    const [right, corner] = await strokePixels(page, reopened, [
      [912, 700],
      [850, 150],
    ]);
    expect(right).toEqual([255, 0, 0, 255]);
    expect(corner![3]).toBe(0);
  });
});
