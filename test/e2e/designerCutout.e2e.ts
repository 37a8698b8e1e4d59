/** The AI portrait menu's placeholders, cutout layers, and the AI cutout task in Chromium. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_TOO_LARGE } from '../../contract/aiCutout';
import { encodeRgbaPng } from '../../adapters/mock/devApi/cutout/pngEncode';
import { decodePng } from '../../adapters/mock/devApi/cutout/pngReader';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { pngUpload } from '../support/pngFile';
import { recordToasts, useConsole } from './fixtures';
import { canvas, drawer, message, nextMessage, openDesigner, saveDesign } from './designerPage';

const e2e = useConsole();

const TASKS = '/api/cutout_host/api/image_cutout_tasks';
const section = (page: Page) => page.getByTestId('cutout-section');
const cutoutButton = (page: Page) => section(page).getByRole('button', { name: 'AI抠图', exact: true });
const cancelButton = (page: Page) => section(page).getByRole('button', { name: '取消抠图', exact: true });
const progress = (page: Page) => section(page).locator('.cutout-progress');

/** A `size` square PNG: white, with a red square subject in its middle half. */
function subjectPng(size = 120): Buffer {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = x >= size / 4 && x < (size * 3) / 4 && y >= size / 4 && y < (size * 3) / 4;
      data.set(inside ? [220, 30, 50, 255] : [255, 255, 255, 255], (y * size + x) * 4);
    }
  }
  return Buffer.from(encodeRgbaPng({ width: size, height: size, data }));
}

/** The same picture as a JPEG, encoded by the page's own canvas (Node has no JPEG encoder). */
async function subjectJpeg(page: Page, size = 120): Promise<Buffer> {
  const base64 = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
    context.fillStyle = '#dc1e32';
    context.fillRect(side / 4, side / 4, side / 2, side / 2);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  }, size);
  return Buffer.from(base64, 'base64');
}

/** QA's cutout host settings (POST /api/__dev/cutout_host), on the server's dev API the console talks to. */
async function setHost(server: ConsoleServer, body: unknown): Promise<void> {
  const reply = await server.devApi.handle(
    new Request('http://x/api/__dev/cutout_host', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(reply.status).toBe(200);
}

const taskCreates = (server: ConsoleServer) => server.requests.filter((request) => request === `POST ${TASKS}`).length;
const taskPolls = (server: ConsoleServer) => server.requests.filter((request) => request.startsWith(`GET ${TASKS}/`)).length;

/** Puts the subject picture in as a new layer (selected) and waits for it on the canvas. */
async function addSubject(page: Page): Promise<string> {
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('subject.png', subjectPng()));
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
  await expect.poll(() => canvas(page).getAttribute('data-selected')).not.toBe('');
  return (await canvas(page).getAttribute('data-selected'))!;
}

interface SavedLayer {
  uuid: string;
  imageFileId: string;
  type: string;
  width: number;
  height: number;
  aiCutoutType: string | null;
  aiCutoutPlaceholderImageType: string | null;
}

async function savedLayers(server: ConsoleServer): Promise<SavedLayer[]> {
  const groups = await callDevApi<{ id: string }[]>(server, 'GET', '/api/design_template_collections');
  for (const group of groups) {
    const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((template) => template.name === '蜜桃爱心');
    if (found) return (await callDevApi<{ layers: SavedLayer[] }>(server, 'GET', `/api/design_templates/${found.id}`)).layers;
  }
  throw new Error('template 蜜桃爱心 not found');
}

/** The saved layer image's alpha at a corner, at the middle of its right edge and at its centre (120 × 120 png). */
async function savedAlpha(server: ConsoleServer, uuid: string): Promise<{ corner: number; edge: number; centre: number }> {
  const layer = (await savedLayers(server)).find((candidate) => candidate.uuid === uuid)!;
  // The merchant's own file: read at the address the dev API signs for it (no session here).
  const reply = await server.devApi.handle(new Request(new URL(server.devApi.files.url(layer.imageFileId), 'http://x')));
  const image = await decodePng(new Uint8Array(await reply.arrayBuffer()));
  expect([image.width, image.height]).toEqual([120, 120]);
  const alpha = (x: number, y: number) => image.data[(y * 120 + x) * 4 + 3]!;
  return { corner: alpha(2, 2), edge: alpha(117, 60), centre: alpha(60, 60) };
}

const drawnOf = async (page: Page, uuid: string) =>
  (JSON.parse((await canvas(page).getAttribute('data-drawn')) ?? '{}') as Record<string, [number, number]>)[uuid];

describe('AI cutout task', () => {
  it('cuts the background out of an image layer: progress, 抠图成功, and the saved layer image is a png with transparency', async () => {
    const { page, server } = e2e;
    await setHost(server, { delayMs: 1000 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    const uuid = await addSubject(page);
    // A double click starts one task.
    await cutoutButton(page).dblclick();
    await expect.poll(() => progress(page).textContent()).toMatch(/正在上传图片|正在提交抠图任务|抠图中/);
    await message(page, '抠图成功').waitFor({ timeout: 15_000 });
    expect(taskCreates(server)).toBe(1);
    await expect.poll(() => drawnOf(page, uuid)).toEqual([120, 120]);
    // Undo brings the picture before the cutout back, in one step.
    await drawer(page).getByRole('button', { name: '撤销' }).click();
    await saveDesign(page);
    expect(await savedAlpha(server, uuid)).toEqual({ corner: 255, edge: 255, centre: 255 });
    const again = await nextMessage(page, '抠图成功');
    await cutoutButton(page).click();
    await again.waitFor({ timeout: 15_000 });
    expect(taskCreates(server)).toBe(2);
    await expect.poll(() => cutoutButton(page).isEnabled()).toBe(true);
    await saveDesign(page);
    expect(await savedAlpha(server, uuid)).toEqual({ corner: 0, edge: 0, centre: 255 });
  });

  it('FAILED shows the task error message, or 抠图任务失败 without one; an empty result 抠图发生错误; an unknown status 抠图失败，未知错误; a failed call its reason', async () => {
    const { page, server } = e2e;
    await setHost(server, {
      delayMs: 0,
      next: [{ outcome: 'failed', errorMessage: '未检测到人像，请换一张图片' }, { outcome: 'failed' }, { outcome: 'empty' }, { outcome: 'unknown', status: 'QUEUING' }],
    });
    await openDesigner(page, server, '蜜桃爱心', 3);
    const uuid = await addSubject(page);
    const toasts = await recordToasts(page);
    for (const text of ['未检测到人像，请换一张图片', '抠图任务失败', '抠图发生错误', '抠图失败，未知错误']) {
      await cutoutButton(page).click();
      await expect.poll(async () => (await toasts()).includes(text), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => cutoutButton(page).isEnabled()).toBe(true);
    }
    expect(await toasts()).not.toContain('抠图成功');
    expect(taskCreates(server)).toBe(4);
    // A refused token call and a host that stops answering end the task with the reason.
    server.devApi.faults.add({ method: 'POST', path: '/api/image_cutout_task/token', status: 500, body: { message: '令牌服务繁忙' }, times: 1 });
    await cutoutButton(page).click();
    await expect.poll(async () => (await toasts()).includes('抠图任务失败：令牌服务繁忙'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => cutoutButton(page).isEnabled()).toBe(true);
    await setHost(server, { delayMs: 60_000 });
    server.devApi.faults.add({ method: 'GET', path: `${TASKS}/*`, status: 500, body: { message: '抠图服务不可用' }, times: 1 });
    await cutoutButton(page).click();
    await expect.poll(async () => (await toasts()).includes('抠图任务失败：抠图服务不可用'), { timeout: 15_000 }).toBe(true);
    expect(taskCreates(server)).toBe(5);
    // No error modal on top of the section's own message.
    expect(await page.locator('.arco-modal:visible').count()).toBe(0);
    // The layer still shows its own picture.
    expect(await drawnOf(page, uuid)).toEqual([120, 120]);
  });

  it('cancel stops the polling, keeps the picture, and lets a new task start', async () => {
    const { page, server } = e2e;
    await setHost(server, { delayMs: 60_000 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    await addSubject(page);
    await cutoutButton(page).click();
    await expect.poll(() => taskPolls(server), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => progress(page).textContent()).toContain('抠图中');
    await cancelButton(page).click();
    await message(page, '已取消抠图').waitFor();
    const polled = taskPolls(server);
    await expect.poll(() => cutoutButton(page).isEnabled()).toBe(true);
    // Two more poll periods pass with no further poll: watch a new task's first poll arrive instead.
    await setHost(server, { delayMs: 0, next: [{ outcome: 'failed', errorMessage: '第二个任务' }] });
    await cutoutButton(page).click();
    await message(page, '第二个任务').waitFor({ timeout: 15_000 });
    expect(taskPolls(server)).toBe(polled + 1);
  });

  it('closing the designer stops a running task', async () => {
    const { page, server } = e2e;
    await setHost(server, { delayMs: 60_000 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    await addSubject(page);
    await cutoutButton(page).click();
    await expect.poll(() => taskPolls(server), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await page.keyboard.press('Escape');
    const leave = page.getByRole('button', { name: '不保存' });
    await leave.or(page.locator('.template-card').first()).first().waitFor();
    if (await leave.isVisible()) await leave.click();
    await drawer(page).waitFor({ state: 'detached' });
    const polled = taskPolls(server);
    // A poll was due every 1.5 s: after the next template opens and a fresh task answers, none came for the old one.
    await setHost(server, { delayMs: 0, next: [{ outcome: 'empty' }] });
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await canvas(page).waitFor();
    const restore = page.locator('.designer-restore-modal');
    if (await restore.isVisible()) await restore.getByRole('button', { name: '不恢复' }).click();
    await addSubject(page);
    await cutoutButton(page).click();
    await message(page, '抠图发生错误').waitFor({ timeout: 15_000 });
    expect(taskPolls(server)).toBe(polled + 1);
  });

  it('under the mock adapter the in-page dev API plays the cutout host', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3, '?adapter=mock');
    const uuid = await addSubject(page);
    await cutoutButton(page).click();
    await message(page, '抠图成功').waitFor({ timeout: 15_000 });
    await expect.poll(() => drawnOf(page, uuid)).toEqual([120, 120]);
    expect(taskCreates(server)).toBe(0);
    // A JPEG too: in the page the stand-in decodes it with the browser's decoder.
    await page.getByTestId('designer-upload-input').setInputFiles({ name: 'subject.jpg', mimeType: 'image/jpeg', buffer: await subjectJpeg(page) });
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('5');
    const again = await nextMessage(page, '抠图成功');
    await cutoutButton(page).click();
    await again.waitFor({ timeout: 15_000 });
  });

  it('the dev server cannot decode a JPEG: the task fails with the stand-in host\'s reason', async () => {
    const { page, server } = e2e;
    await setHost(server, { delayMs: 0 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    await page.getByTestId('designer-upload-input').setInputFiles({ name: 'subject.jpg', mimeType: 'image/jpeg', buffer: await subjectJpeg(page) });
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await cutoutButton(page).click();
    await message(page, '开发服务器的抠图只支持 PNG 图片，请上传 PNG 图片后重试').waitFor({ timeout: 15_000 });
  });
});

describe('AI portrait placeholders', () => {
  const panel = (page: Page) => page.getByTestId('ai-portrait-panel');
  const items = (page: Page) => panel(page).locator('.placeholder-item');

  async function openMenu(page: Page): Promise<void> {
    await drawer(page).getByText('AI人像', { exact: true }).click();
    await expect.poll(() => items(page).count()).toBe(2);
  }

  it('uploads PNGs (several at once) and refuses a file over 3M and a file that is not an image', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await openMenu(page);
    const input = page.getByTestId('placeholder-upload-input');
    await input.setInputFiles([pngUpload('a.png', subjectPng(40)), pngUpload('b.png', subjectPng(60))]);
    await message(page, '上传成功').waitFor();
    await expect.poll(() => items(page).count()).toBe(4);
    const uploadedAgain = await nextMessage(page, '上传成功');
    await input.setInputFiles({ name: 'c.jpg', mimeType: 'image/jpeg', buffer: await subjectJpeg(page, 50) });
    await uploadedAgain.waitFor();
    await expect.poll(() => items(page).count()).toBe(5);
    const big = Buffer.concat([subjectPng(40), Buffer.alloc(3_145_728)]);
    await input.setInputFiles(pngUpload('big.png', big));
    await message(page, PLACEHOLDER_TOO_LARGE).waitFor();
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await message(page, 'notes.png 不是 PNG 或 JPEG 图片').waitFor();
    await input.setInputFiles({ name: 'readme.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await message(page, 'readme.txt 不是 PNG 或 JPEG 图片').waitFor();
    expect(await items(page).count()).toBe(5);
    const heads = await callDevApi<unknown[]>(server, 'GET', '/api/ai_cutout_placeholder_images?aiCutoutType=head');
    expect(heads).toHaveLength(5);
    // Another tab lists its own type.
    await panel(page).getByRole('tab', { name: '半身' }).click();
    await expect.poll(() => items(page).count()).toBe(2);
  });

  it('deletes a placeholder after 确定删除占位图像吗? with its warning; cancelling keeps it', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await openMenu(page);
    const first = items(page).first();
    const id = await first.getAttribute('data-placeholder-id');
    await first.getByRole('button', { name: '删除占位图像' }).click();
    const dialog = page.locator('.arco-modal', { hasText: '确定删除占位图像吗?' });
    await dialog.getByText('使用该占位图像的模板可能无法正常显示').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await items(page).count()).toBe(2);
    await first.getByRole('button', { name: '删除占位图像' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await message(page, '删除成功').waitFor();
    await expect.poll(() => items(page).count()).toBe(1);
    const heads = await callDevApi<{ id: string }[]>(server, 'GET', '/api/ai_cutout_placeholder_images?aiCutoutType=head');
    expect(heads.map((image) => image.id)).not.toContain(id);
  });
});

describe('a cutout layer shows its placeholder', () => {
  it('choosing a type and a placeholder draws it on the canvas; another type clears it; undo and save keep what was chosen', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const uuid = await addSubject(page);
    await page.locator('.designer-layer-actions').getByRole('button', { name: '标记为抠图图层', exact: true }).click();
    await section(page).locator('.arco-select').waitFor();
    const placeholders = section(page).locator('button.placeholder-item');
    await expect.poll(() => placeholders.count()).toBe(2);
    // The head placeholders are 200 × 200 and 200 × 240.
    await placeholders.nth(1).click();
    await expect.poll(() => drawnOf(page, uuid)).toEqual([200, 240]);
    expect(await placeholders.nth(1).getAttribute('aria-pressed')).toBe('true');
    // Same width, the placeholder's proportions.
    const node = async () => (JSON.parse((await canvas(page).getAttribute('data-nodes')) ?? '[]') as { uuid: string; width: number; height: number }[]).find((n) => n.uuid === uuid)!;
    await expect.poll(async () => Math.round(((await node()).height / (await node()).width) * 100)).toBe(120);

    await section(page).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option').getByText('半身', { exact: true }).click();
    await expect.poll(() => drawnOf(page, uuid)).toEqual([120, 120]);
    await expect.poll(() => placeholders.count()).toBe(2);
    await placeholders.nth(1).click();
    await expect.poll(() => drawnOf(page, uuid)).toEqual([180, 260]);
    await drawer(page).getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => drawnOf(page, uuid)).toEqual([120, 120]);
    await drawer(page).getByRole('button', { name: '重做' }).click();
    await expect.poll(() => drawnOf(page, uuid)).toEqual([180, 260]);

    await saveDesign(page);
    const saved = (await savedLayers(server)).find((layer) => layer.type === 'AI_CUTOUT')!;
    const bodies = await callDevApi<{ id: string }[]>(server, 'GET', '/api/ai_cutout_placeholder_images?aiCutoutType=body');
    expect(saved).toMatchObject({ aiCutoutType: 'body', aiCutoutPlaceholderImageType: bodies[1]!.id });

    // Reopened in a fresh page, the layer shows its placeholder again, known by its id alone.
    await page.reload();
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    await expect.poll(() => drawnOf(page, uuid)).toEqual([180, 260]);
  });
});
