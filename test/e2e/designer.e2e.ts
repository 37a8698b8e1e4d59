import { crc32 as zlibCrc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { bmpBytes } from '../support/imageFixtures';
import { casePng, pngUpload, truncatedPng } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole } from './fixtures';
import { callDevApi } from '../support/devApiCalls';
import { type Point, canvas, clickCanvas, drawer, message, rows, saveDesign, screenPoint, selectedCoordinate, shown, storedDrafts } from './designerPage';
import { hold, releaseHeld } from './held';
import { ASSET_TOO_LARGE } from '../../contract/limits';

const e2e = useConsole();

const selectedLeft = (page: Page) => selectedCoordinate(page, 'left');
const selectedTop = (page: Page) => selectedCoordinate(page, 'top');

/** Signs in, accepts the service agreement beforehand unless told not to, and opens the template screen. */
async function openTemplates(page: Page, server: ConsoleServer, acceptAgreement = true): Promise<void> {
  if (acceptAgreement) await page.addInitScript(() => localStorage.setItem('pcc.serviceAgreementAccepted', '1'));
  await openSignedIn(page, server.url, '/app/design_template');
  await page.locator('.template-card').first().waitFor();
}

/** Opens a template from its card and waits until Leafer shows all its layers. */
async function openTemplate(page: Page, name: string, layers: number): Promise<void> {
  await page.locator('.template-card', { hasText: name }).locator('.template-thumb').click();
  await canvas(page).waitFor();
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(layers));
}

/**
 * Opens a template and waits until the designer has looked for a draft, then says whether it offered to
 * restore one. The canvas only shows once that lookup has answered and nothing is to be asked, so one of
 * the two appears; with no question, waits until Leafer shows all the layers.
 */
async function openTemplateAskingRestore(page: Page, name: string, layers: number): Promise<boolean> {
  await page.locator('.template-card', { hasText: name }).locator('.template-thumb').click();
  const question = page.locator('.designer-restore-modal').getByText('检测到上次未保存的设计修改，是否恢复？');
  await question.or(canvas(page)).first().waitFor();
  if (await question.isVisible()) return true;
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(layers));
  return false;
}

/**
 * The settle signal after input that must change nothing on the canvas: the view writes what Leafer shows
 * on the canvas's data attributes in the next animation frame after a change, so two frames after the
 * input was handled the attributes show its outcome, whatever it was.
 */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Presses at the first screen point, moves through the others, releases at the last. */
async function dragThrough(page: Page, points: readonly Point[]): Promise<void> {
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}

/** A straight drag between two canvas points, in `steps` moves. */
async function dragOnCanvas(page: Page, from: Point, to: Point, steps = 10): Promise<void> {
  const start = await screenPoint(page, from.x, from.y);
  const end = await screenPoint(page, to.x, to.y);
  const points = [start];
  for (let step = 1; step <= steps; step++) {
    points.push({ x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps });
  }
  await dragThrough(page, points);
}

async function uploadImage(page: Page, width = 200, height = 100): Promise<void> {
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('mine.png', casePng(width, height)));
}

/** Calls the dev API in-process, as the merchant's token sees it. */
const api = <T>(server: ConsoleServer, path: string, method = 'GET', body?: unknown) => callDevApi<T>(server, method, path, body);

interface SavedTemplate {
  id: string;
  name: string;
  updatedAt: number;
  thumbnail: { url: string } | null;
  layers: { uuid: string; imageFileId: string; left: number; top: number; width: number; height: number; index: number; isBackground: boolean }[];
}

async function templateNamed(server: ConsoleServer, groupName: string, name: string): Promise<SavedTemplate> {
  const groups = await api<{ id: string; name: string }[]>(server, '/api/design_template_collections');
  const group = groups.find((g) => g.name === groupName)!;
  const list = await api<{ id: string; name: string }[]>(server, `/api/design_templates?collectionId=${group.id}`);
  return api<SavedTemplate>(server, `/api/design_templates/${list.find((t) => t.name === name)!.id}`);
}

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(server: ConsoleServer, url: string): Promise<[number, number]> {
  const reply = await server.devApi.handle(new Request(new URL(url, 'http://x').toString()));
  const bytes = Buffer.from(await reply.arrayBuffer());
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Picks an option of one of the header's preview selects. */
async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.locator(`.designer-preview-${select}`).click();
  await page.locator('.arco-select-popup:visible .arco-select-option').getByText(option, { exact: true }).click();
  await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
}
const disabledOptions = async (page: Page, select: string) => {
  await page.locator(`.designer-preview-${select}`).click();
  const texts = await page.locator('.arco-select-popup:visible .arco-select-option-disabled').allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.arco-select-popup:visible').count()).toBe(0);
  return texts;
};
const wireframe = async (page: Page) => [await canvas(page).getAttribute('data-wireframe-under'), await canvas(page).getAttribute('data-wireframe-over')];

const action = (page: Page, name: string) => page.locator('.designer-layer-actions').getByRole('button', { name, exact: true });

describe('设计器', () => {
  it('opens a seeded template (its layers in the list, top first, and on the Leafer canvas) and refuses bad files with the asset library’s words, adding no layer: a damaged image (图片加载失败…), a wrong format, over the asset limit (ASSET_TOO_LARGE); one of exactly the limit is taken', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await expect.poll(() => rows(page).count()).toBe(3);
    // The bottom row is the background; the canvas is 500 × 1044 and the background covers it.
    await expect.poll(() => rows(page).last().textContent()).toContain('背景');
    const nodes = await shown(page);
    expect(nodes).toHaveLength(3);
    expect(nodes[0]!.top).toBe(0);
    expect(nodes[0]!.height).toBe(1044);
    expect(await page.locator('.designer-drawer .designer-title').textContent()).toBe('蜜桃爱心');
    // The five menus of spec 2 §2, in its order.
    expect(await page.locator('.designer-menu-item').allTextContents()).toEqual(['上传图片', '添加文字', '素材库', 'AI人像', '设置']);
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: '重做' }).isDisabled()).toBe(true);

    // Bad files add no layer, each refused in the asset library’s words.
    {
      const input = page.getByTestId('designer-upload-input');
      const damaged = '图片加载失败，请检查图片是否损坏';
      const wrongFormat = '文件格式不支持，仅支持 jpg、jpeg、png、gif、svg、webp';
      await input.setInputFiles(pngUpload('cut.png', truncatedPng(300, 300)));
      await message(page, damaged).waitFor();
      await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
      await expect.poll(() => message(page, damaged).count()).toBe(2);
      await input.setInputFiles({ name: 'flower.png', mimeType: 'image/png', buffer: Buffer.from(bmpBytes(20, 40)) });
      await message(page, wrongFormat).waitFor();
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect.poll(() => message(page, wrongFormat).count()).toBe(2);
      expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
      expect(await rows(page).count()).toBe(3);
      expect(await page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
    }

    // Over 3 MB is refused; exactly 3 MB is taken.
    {
      const input = page.getByTestId('designer-upload-input');
      // A real PNG padded with a private chunk to the byte: decoders skip it, the size is what counts.
      const padded = (bytes: number) => {
        const png = casePng(300, 300);
        const filler = bytes - png.length - 12;
        const chunk = Buffer.alloc(12 + filler);
        chunk.writeUInt32BE(filler, 0);
        chunk.write('prIv', 4, 'latin1');
        chunk.writeUInt32BE(zlibCrc32(chunk.subarray(4, 8 + filler)), 8 + filler);
        return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
      };
      await input.setInputFiles(pngUpload('big.png', padded(3_145_729)));
      await message(page, ASSET_TOO_LARGE).waitFor();
      expect(await rows(page).count()).toBe(3);
      await input.setInputFiles(pngUpload('exact.png', padded(3_145_728)));
      await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    }
  });

  it('adds an uploaded image fitted to the canvas width, nudges it with the keyboard, undoes and redoes', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await uploadImage(page, 200, 100);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    const added = (await shown(page))[3]!;
    // Spec 2 §9: an image other than a sticker is fitted to the canvas width, centred.
    expect([added.left, added.width, added.height, added.top]).toEqual([0, 500, 250, (1044 - 250) / 2]);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(added.uuid);

    await page.keyboard.press('d');
    await expect.poll(() => selectedLeft(page)).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selectedTop(page)).toBe(added.top + 1);
    await page.keyboard.press('a');
    await expect.poll(() => selectedLeft(page)).toBe(0);
    // The property panel reads the same position.
    await expect.poll(() => page.locator('.designer-geometry').getAttribute('data-left')).toBe('0');

    // Three presses in a row are one burst: one undo takes them all back, one redo puts them all back.
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => selectedTop(page)).toBe(added.top);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => selectedTop(page)).toBe(added.top + 1);
    await page.keyboard.press('Control+z');
    await expect.poll(() => selectedTop(page)).toBe(added.top);
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(() => selectedTop(page)).toBe(added.top + 1);
    expect(await selectedLeft(page)).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: '重做' }).isDisabled()).toBe(true);
    // e scales by 1.05 about the centre.
    await page.keyboard.press('e');
    await expect.poll(async () => (await shown(page))[3]!.width).toBe(525);
  });

  it('a drag moves the layer and snaps to the centre; a corner handle resizes keeping the ratio, outside it rotates snapping to 90°, each one undo step; Escape during a drag puts the layer back and leaves the drawer open, with nothing to undo', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    const centre = { x: heart.left + heart.width / 2, y: heart.top + heart.height / 2 };
    await clickCanvas(page, centre.x, centre.y);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(heart.uuid);
    // Drag so that the centre lands 2 px from the canvas centre (250, 522): it snaps (spec 2 §9, 3 px).
    await dragOnCanvas(page, centre, { x: 248, y: 540 });
    await expect.poll(() => selectedLeft(page)).toBe(250 - heart.width / 2);
    const moved = (await shown(page))[1]!;
    expect(Math.abs(moved.top + moved.height / 2 - 540)).toBeLessThan(3);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => selectedLeft(page)).toBe(heart.left);
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);

    // Each step undone, the heart is as it opened: resized and rotated by its handles.
    {
      const heart = (await shown(page))[1]!;
      await clickCanvas(page, heart.left + heart.width / 2, heart.top + heart.height / 2);
      await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(heart.uuid);

      // Leafer's resize point sits on the corner; pulling the bottom-right one out grows the layer.
      const corner = await screenPoint(page, heart.left + heart.width, heart.top + heart.height);
      await dragThrough(page, Array.from({ length: 9 }, (_, step) => ({ x: corner.x + step * 5, y: corner.y + step * 5 })));
      await expect.poll(async () => (await shown(page))[1]!.width).toBeGreaterThan(heart.width + 10);
      const grown = (await shown(page))[1]!;
      // lockRatio: the proportions hold.
      expect(grown.height / grown.width).toBeCloseTo(heart.height / heart.width, 2);
      await page.getByRole('button', { name: '撤销' }).click();
      await expect.poll(async () => (await shown(page))[1]!.width).toBe(heart.width);
      expect((await shown(page))[1]!.height).toBe(heart.height);

      // Its rotate point is a 15 px square just outside the corner, past the resize point's reach: turn it by
      // 88° around the centre; it snaps to 90° (spec 2 §9, 3°).
      const centre = await screenPoint(page, heart.left + heart.width / 2, heart.top + heart.height / 2);
      const start = { x: corner.x + 12, y: corner.y + 12 };
      const radius = Math.hypot(start.x - centre.x, start.y - centre.y);
      const from = Math.atan2(start.y - centre.y, start.x - centre.x);
      await dragThrough(
        page,
        Array.from({ length: 12 }, (_, step) => {
          const angle = from + ((88 * Math.PI) / 180) * (step / 11);
          return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
        }),
      );
      await expect.poll(async () => (await shown(page))[1]!.rotation).toBe(90);
      await page.getByRole('button', { name: '撤销' }).click();
      await expect.poll(async () => (await shown(page))[1]!.rotation).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
    }

    // Undone again: Escape during a drag.
    {
      const heart = (await shown(page))[1]!;
      const centre = { x: heart.left + heart.width / 2, y: heart.top + heart.height / 2 };
      await clickCanvas(page, centre.x, centre.y);
      await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(heart.uuid);
      const from = await screenPoint(page, centre.x, centre.y);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + step * 10, from.y + step * 10);
      await expect.poll(() => selectedLeft(page)).toBeGreaterThan(heart.left);
      await page.keyboard.press('Escape');
      await expect.poll(() => selectedLeft(page)).toBe(heart.left);
      // The rest of that press moves nothing.
      for (let step = 6; step <= 8; step++) await page.mouse.move(from.x + step * 10, from.y + step * 10);
      await page.mouse.up();
      await painted(page);
      expect((await shown(page))[1]).toEqual(heart);
      expect(await page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
      expect(await page.getByText('当前设计有未保存的修改，是否保存？').count()).toBe(0);
      expect(await drawer(page).isVisible()).toBe(true);
      // Without a drag, Escape is the drawer's again: nothing changed, so it closes.
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'hidden' });
    }
  });

  it('selects by click and shift-click (the background kept out of a multi-selection, and unmoved), by a shift-click on the selection frame’s edge (toggling the layer whose outline it is, resizing nothing), and by a drag box from the margin or the background (not the background; they move as one step)', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const [background, heart, star] = await shown(page);
    await clickCanvas(page, heart!.left + heart!.width / 2, heart!.top + heart!.height / 2);
    await clickCanvas(page, star!.left + star!.width / 2, star!.top + star!.height / 2, true);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(`${heart!.uuid},${star!.uuid}`);
    await expect.poll(() => page.locator('.designer-layer-row.selected').count()).toBe(2);
    // Shift-clicking the background drops it from the multi-selection (spec 2 §4).
    await clickCanvas(page, 20, 20, true);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(`${heart!.uuid},${star!.uuid}`);
    // A click selects it alone; the keyboard cannot move it.
    await clickCanvas(page, 20, 20);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(background!.uuid);
    await page.keyboard.press('d');
    await page.keyboard.press('s');
    await painted(page);
    expect((await shown(page))[0]).toEqual(background);
    expect(await page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);

    // A shift-click on the edge of the selection frame.
    {
      const [, heart, star] = await shown(page);
      const selected = () => canvas(page).getAttribute('data-selected');
      await clickCanvas(page, heart!.left + heart!.width / 2, heart!.top + heart!.height / 2);
      await clickCanvas(page, star!.left + star!.width / 2, star!.top + star!.height / 2, true);
      await expect.poll(selected).toBe(`${heart!.uuid},${star!.uuid}`);
      // The heart's left edge is the multi-selection frame's left edge: the shift-click lets the heart go.
      await clickCanvas(page, heart!.left, heart!.top + heart!.height / 2, true);
      await expect.poll(selected).toBe(star!.uuid);
      await expect.poll(() => page.locator('.designer-layer-row.selected').count()).toBe(1);
      // The star alone is framed along its turned outline (15°): a shift-click on its right edge's middle lets it go too.
      const turn = (star!.rotation * Math.PI) / 180;
      const centre = { x: star!.left + star!.width / 2, y: star!.top + star!.height / 2 };
      await clickCanvas(page, centre.x + (star!.width / 2) * Math.cos(turn), centre.y + (star!.width / 2) * Math.sin(turn), true);
      await expect.poll(selected).toBe('');
      await painted(page);
      const [, heartAfter, starAfter] = await shown(page);
      expect(heartAfter).toEqual(heart);
      expect(starAfter).toEqual(star);
      expect(await page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);
    }

    // A drag box.
    {
      const [background, heart, star] = await shown(page);
      const boxSelect = (from: Point, to: Point) => dragOnCanvas(page, from, to, 8);
      // From the grey margin left of the canvas down across the heart and the star (spec 2 §4).
      await boxSelect({ x: -30, y: heart!.top - 20 }, { x: star!.left + star!.width / 2, y: star!.top + star!.height / 2 });
      await expect.poll(async () => (await canvas(page).getAttribute('data-selected'))?.split(',').sort()).toEqual([heart!.uuid, star!.uuid].sort());
      expect((await canvas(page).getAttribute('data-selected'))?.split(',')).not.toContain(background!.uuid);
      await expect.poll(() => page.locator('.designer-layer-row.selected').count()).toBe(2);

      await page.keyboard.press('d');
      await expect.poll(async () => (await shown(page)).map((node) => node.left)).toEqual([background!.left, heart!.left + 1, star!.left + 1]);
      await page.getByRole('button', { name: '撤销' }).click();
      await expect.poll(async () => (await shown(page)).map((node) => node.left)).toEqual([background!.left, heart!.left, star!.left]);
      await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(true);

      // A click on the background selects it alone; a drag starting on it draws a box, as from the margin.
      await clickCanvas(page, 20, 20);
      await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(background!.uuid);
      await boxSelect({ x: 20, y: heart!.top - 20 }, { x: star!.left + star!.width / 2, y: star!.top + star!.height / 2 });
      await expect.poll(async () => (await canvas(page).getAttribute('data-selected'))?.split(',').sort()).toEqual([heart!.uuid, star!.uuid].sort());
      expect((await shown(page))[0]).toEqual(background);
      // And while other layers are selected: a box from the background over the heart alone.
      await boxSelect({ x: 20, y: heart!.top - 20 }, { x: heart!.left + heart!.width / 2, y: heart!.top + heart!.height / 2 });
      await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(heart!.uuid);
      expect((await shown(page))[0]).toEqual(background);
    }
  });

  it('sets a background, and says when a layer is already at the top or the bottom', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await uploadImage(page, 100, 300);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    const added = (await shown(page))[3]!;

    await action(page, '上移一层').click();
    await message(page, '已经是最顶层了').waitFor();

    await action(page, '设为背景').click();
    // The new background is at the bottom, covers the 500 × 1044 canvas, and the old one lost its flag.
    await expect.poll(async () => (await shown(page))[0]!.uuid).toBe(added.uuid);
    const background = (await shown(page))[0]!;
    expect(background.height).toBeGreaterThanOrEqual(1044);
    expect(background.width).toBeGreaterThanOrEqual(500);
    await expect.poll(() => rows(page).locator('.arco-tag', { hasText: '背景' }).count()).toBe(1);
    expect(await rows(page).last().textContent()).toContain('背景');
    await action(page, '下移一层').click();
    await message(page, '已经是最底层了').waitFor();

    // The layer just above the background is at the bottom too.
    await rows(page).nth(2).click();
    await action(page, '下移一层').click();
    await expect.poll(() => page.locator('.arco-message', { hasText: '已经是最底层了' }).count()).toBeGreaterThan(0);
  });

  it('copies a layer 10 % further along, and drag-sorts in the layer list', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    await rows(page).nth(1).click();
    await action(page, '复制图层').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    const copy = (await shown(page))[2]!;
    expect(copy.uuid).not.toBe(heart.uuid);
    expect([copy.left, copy.top]).toEqual([Math.round(heart.left * 1.1 * 100) / 100, Math.round(heart.top * 1.1 * 100) / 100]);
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(copy.uuid);

    // Drag the top row (the star) onto the row of the heart: the star goes where the heart is.
    const star = (await shown(page))[3]!;
    await rows(page).first().dragTo(rows(page).nth(2));
    await message(page, '移动图层成功~').waitFor();
    await expect.poll(async () => (await shown(page)).map((node) => node.uuid)).toEqual([
      (await shown(page))[0]!.uuid,
      star.uuid,
      heart.uuid,
      copy.uuid,
    ]);
  });

  it('places library assets: stickers 90 wide, shows the loading and failure texts', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '萌猫贴贴', 4);
    await page.locator('.designer-material').first().waitFor();
    expect(await page.locator('.designer-material').count()).toBeLessThanOrEqual(12);
    await page.locator('.designer-material').first().click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('5');
    expect((await shown(page))[4]!.width).toBe(90);
    await page.getByRole('tab', { name: '图库' }).click();
    // A hurried double click places one picture, not two on top of each other.
    await page.locator('.designer-material').first().dblclick();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('6');
    expect((await shown(page))[5]!.width).toBe(500);
    await page.locator('.designer-material').first().click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('7');
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('6');

    hold(server, { method: 'GET', path: '/api/design_assets', times: 1 });
    await page.getByRole('tab', { name: '贴纸' }).click();
    await page.getByText('正在加载素材中...').waitFor();
    await releaseHeld(server);
    await page.locator('.designer-material').first().waitFor();
    server.devApi.faults.add({ method: 'GET', path: '/api/design_asset_collections', status: 500, times: 1 });
    await page.getByRole('tab', { name: '图库' }).click();
    await page.getByText('素材加载失败').waitFor();
  });

  it('a sticker added again, or another one, goes a step right and down of one still at the centre', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '萌猫贴贴', 4);
    const stickers = page.locator('.designer-menu-panel .designer-material');
    await stickers.nth(1).waitFor();
    const centreOf = async (index: number) => {
      await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe(String(index + 1));
      const node = (await shown(page))[index]!;
      return [node.left + node.width / 2, node.top + node.height / 2].map((value) => Math.round(value));
    };
    await stickers.nth(0).click();
    // The canvas centre (500 × 1044), then steps of 10 % of the canvas width.
    expect(await centreOf(4)).toEqual([250, 522]);
    await stickers.nth(0).click();
    expect(await centreOf(5)).toEqual([300, 572]);
    await stickers.nth(1).click();
    expect(await centreOf(6)).toEqual([350, 622]);
    expect((await shown(page))[6]!.width).toBe(90);

    // The one at the centre deleted, the centre is free again; the others still hold their spots.
    await rows(page).nth(2).click();
    await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe((await shown(page))[4]!.uuid);
    await page.keyboard.press('Delete');
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('6');
    await stickers.nth(1).click();
    expect(await centreOf(6)).toEqual([250, 522]);
    await stickers.nth(1).click();
    expect(await centreOf(7)).toEqual([400, 672]);
  });

  it('saves (保存成功): layer images uploaded, a thumbnail 600 high; reopening shows the same layers', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await uploadImage(page, 120, 60);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await page.keyboard.press('w');
    await rows(page).nth(1).click();
    await action(page, '复制图层').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('5');
    const before = await shown(page);
    server.requests.length = 0;
    await saveDesign(page);
    // Two files: the uploaded image (kind 3) and the thumbnail (kind 2); the copy shares a library file.
    expect(server.requests.filter((line) => line.startsWith('POST /api/files/upload_form'))).toHaveLength(2);
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(false);

    const saved = await templateNamed(server, '热门模板', '蜜桃爱心');
    expect(saved.layers.map((layer) => layer.uuid)).toEqual(before.map((node) => node.uuid));
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(saved.layers.map((layer) => [layer.left, layer.top, layer.width, layer.height].map(round))).toEqual(
      before.map((node) => [node.left, node.top, node.width, node.height]),
    );
    expect(saved.layers.map((layer) => layer.index)).toEqual([0, 1, 2, 3, 4]);
    expect(await pngSize(server, saved.thumbnail!.url)).toEqual([Math.round((500 * 600) / 1044), 600]);

    // Clean after the save: closing asks nothing, and the grid reopens the same layers.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await openTemplate(page, '蜜桃爱心', 5);
    expect(await shown(page)).toEqual(before);
    // A second save uploads nothing again: every layer already has its file.
    server.requests.length = 0;
    await page.keyboard.press('Control+a');
    await page.keyboard.press('s');
    await saveDesign(page);
    expect(server.requests.filter((line) => line.startsWith('POST /api/files/upload_form'))).toHaveLength(1);
  });

  it('asks for the service agreement before the first save, and needs at least one layer', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server, false);
    await page.getByRole('button', { name: '新增模板' }).first().click();
    await canvas(page).waitFor();
    expect(await page.locator('.designer-drawer .designer-title').textContent()).toBe('新建设计模板');
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    const agreement = page.locator('.designer-agreement-modal');
    await agreement.getByText('我已阅读并同意《服务协议》').waitFor();
    await agreement.getByRole('button', { name: '保存' }).click();
    await message(page, '请先勾选同意服务协议').waitFor();
    await agreement.getByText('我已阅读并同意《服务协议》').click();
    await agreement.getByRole('button', { name: '保存' }).click();
    await message(page, '请上传至少一个图层').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pcc.serviceAgreementAccepted'))).toBe('1');

    await uploadImage(page);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('1');
    await saveDesign(page);
    await expect.poll(() => page.locator('.designer-drawer .designer-title').textContent()).toMatch(/^模板 \d+$/);
  });

  it('closing with unsaved changes asks whether to save: 不保存 closes and keeps nothing', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await rows(page).first().click();
    await page.keyboard.press('d');
    await drawer(page).locator('.arco-drawer-close-icon').click();
    const ask = page.locator('.designer-close-modal');
    await ask.getByText('当前设计有未保存的修改，是否保存？').waitFor();
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'hidden' });
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await ask.getByRole('button', { name: '不保存' }).click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await openTemplateAskingRestore(page, '蜜桃爱心', 3)).toBe(false);
  });

  it('closing with unsaved changes and choosing 保存 saves, then closes', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '星空物语', 3);
    await uploadImage(page);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await page.keyboard.press('s');
    await expect.poll(async () => (await shown(page))[3]!.top).toBe((1044 - 250) / 2 + 1);
    const moved = await shown(page);
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await page.locator('.designer-close-modal').getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    await drawer(page).waitFor({ state: 'hidden' });
    const saved = await templateNamed(server, '热门模板', '星空物语');
    expect(saved.layers.map((layer) => Math.round(layer.top * 100) / 100)).toEqual(moved.map((node) => node.top));
  });

  it('cannot be closed while a save runs (no close icon, Escape ignored); closes normally once it is saved', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '星空物语', 3);
    await page.locator('.designer-layer-row').first().click();
    await page.keyboard.press('s');
    hold(server, { method: 'PUT', path: '/api/design_templates/*', times: 1 });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => drawer(page).locator('.arco-drawer-close-icon').count()).toBe(0);
    await page.keyboard.press('Escape');
    await painted(page);
    expect(await page.getByText('当前设计有未保存的修改，是否保存？').count()).toBe(0);
    expect(await drawer(page).isVisible()).toBe(true);
    await releaseHeld(server);
    await message(page, '保存成功').waitFor();
    expect(await drawer(page).isVisible()).toBe(true);
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
  });

  it('restores the unsaved state after a reload (IndexedDB draft)', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await uploadImage(page, 80, 80);
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    await expect.poll(() => selectedLeft(page)).toBe(2);
    const before = await shown(page);
    // The draft is written a moment after the last change: wait until it holds the moved upload.
    await expect.poll(async () => (await storedDrafts(page)).some((draft) => draft.length === 4 && draft.some((layer) => layer.left === 2))).toBe(true);
    await page.reload();
    await page.locator('.template-card').first().waitFor();
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    const ask = page.locator('.designer-restore-modal');
    await ask.getByText('检测到上次未保存的设计修改，是否恢复？').waitFor();
    await ask.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    expect(await shown(page)).toEqual(before);
    // Restored is unsaved: undo goes back to the template as saved, and the restored upload saves.
    await expect.poll(() => page.getByRole('button', { name: '撤销' }).isDisabled()).toBe(false);
    await saveDesign(page);
    const saved = await templateNamed(server, '热门模板', '蜜桃爱心');
    expect(saved.layers).toHaveLength(4);
    // Saved: the draft is gone, so the next opening asks nothing.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await page.reload();
    expect(await openTemplateAskingRestore(page, '蜜桃爱心', 4)).toBe(false);
  });

  it('reports 图片导出失败 when the thumbnail cannot be exported, and saves nothing', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '萌猫贴贴', 4);
    const before = await templateNamed(server, '热门模板', '萌猫贴贴');
    // The browser refuses to encode the canvas (what a tainted or oversized canvas does).
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
        callback(null);
      };
    });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '图片导出失败').waitFor();
    await networkSettled(e2e);
    expect((await templateNamed(server, '热门模板', '萌猫贴贴')).updatedAt).toBe(before.updatedAt);
  });

  it('previews on a phone: the saved model\'s wireframe under and over the canvas, SKU-less options disabled', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await expect.poll(() => wireframe(page)).toEqual(['1', '1']);
    expect(await page.locator('.designer-preview .arco-select-view-value').allTextContents()).toEqual([
      '苹果',
      'iPhone 15 Pro Max',
      '液态硅胶',
      '白色',
    ]);
    expect(await disabledOptions(page, 'material')).toEqual(['钢化玻璃']);
    expect(await disabledOptions(page, 'color')).toEqual(['薰衣草紫', '浅粉']);
    // A foreground-only wireframe: nothing under the canvas.
    await choose(page, 'material', '透明软壳');
    await expect.poll(() => wireframe(page)).toEqual(['0', '1']);

    // A model without any SKU has no wireframe (spec 2 §8), and nothing to choose in material or colour.
    await choose(page, 'model', 'iPhone 15 Plus');
    await message(page, '当前机型没有线框图').waitFor();
    await expect.poll(() => wireframe(page)).toEqual(['0', '0']);
    expect(await disabledOptions(page, 'material')).toEqual(['透明软壳', '液态硅胶', '钢化玻璃']);

    // The preview is the template's: saved with it.
    await choose(page, 'brand', '华为');
    await choose(page, 'model', 'Mate 60 Pro');
    await expect.poll(() => wireframe(page)).toEqual(['0', '1']);
    await saveDesign(page);
    const saved = await api<{ previewPhoneModelId: string; previewMaterialColorId: string }>(
      server,
      `/api/design_templates/${(await templateNamed(server, '热门模板', '蜜桃爱心')).id}`,
    );
    const brands = await api<{ id: string; name: string }[]>(server, '/api/phone_brands');
    const huawei = brands.find((brand) => brand.name === '华为')!;
    const models = await api<{ id: string; name: string }[]>(server, `/api/phone_brands/${huawei.id}/phone_models`);
    expect(saved.previewPhoneModelId).toBe(models.find((model) => model.name === 'Mate 60 Pro')!.id);
  });

  it('a new brand in the preview clears the model, material, colour and wireframe, and saves no model', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '蜜桃爱心', 3);
    await expect.poll(() => wireframe(page)).toEqual(['1', '1']);
    await choose(page, 'brand', '华为');
    await expect.poll(() => wireframe(page)).toEqual(['0', '0']);
    for (const part of ['model', 'material', 'color']) {
      expect(await page.locator(`.designer-preview-${part} .arco-select-view-value`).textContent()).toBe(
        { model: '型号', material: '材质', color: '颜色' }[part],
      );
    }
    await saveDesign(page);
    const saved = await api<{ previewPhoneModelId: string | null; previewMaterialColorId: string | null }>(
      server,
      `/api/design_templates/${(await templateNamed(server, '热门模板', '蜜桃爱心')).id}`,
    );
    expect([saved.previewPhoneModelId, saved.previewMaterialColorId]).toEqual([null, null]);
  });

  it('keeps the 3 latest models as quick picks per user, and a gone one says 当前数据过期，请手动选择', async () => {
    const { page, server } = e2e;
    await openTemplates(page, server);
    await openTemplate(page, '萌猫贴贴', 4);
    for (const model of ['iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Plus', 'iPhone 14']) {
      await choose(page, 'brand', '苹果');
      await choose(page, 'model', model);
      await expect.poll(() => page.locator('.designer-recent-pick').first().textContent()).toBe(model);
    }
    expect(await page.locator('.designer-recent-pick').allTextContents()).toEqual(['iPhone 14', 'iPhone 15 Plus', 'iPhone 15 Pro']);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('designer:recentModels:demo') ?? '[]').length);
    expect(kept).toBe(3);

    // The model goes away elsewhere; its quick pick is stale.
    const brands = await api<{ id: string; name: string }[]>(server, '/api/phone_brands');
    const apple = brands.find((brand) => brand.name === '苹果')!;
    const models = await api<{ id: string; name: string }[]>(server, `/api/phone_brands/${apple.id}/phone_models`);
    await api(server, `/api/phone_brands/${apple.id}/phone_models`, 'DELETE', { ids: [models.find((m) => m.name === 'iPhone 15 Plus')!.id] });
    await page.locator('.designer-recent-pick', { hasText: 'iPhone 15 Plus' }).click();
    await message(page, '当前数据过期，请手动选择').waitFor();
    await expect.poll(() => page.locator('.designer-recent-pick').allTextContents()).toEqual(['iPhone 14', 'iPhone 15 Pro']);
    // A quick pick that still exists shows it.
    await page.locator('.designer-recent-pick', { hasText: 'iPhone 15 Pro' }).click();
    await expect.poll(() => page.locator('.designer-preview-model .arco-select-view-value').textContent()).toBe('iPhone 15 Pro');
  });
});
