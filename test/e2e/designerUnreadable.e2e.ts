/**
 * A layer whose image cannot be read (its file gone: a 404 from the service): a placeholder on the canvas,
 * a mark in the layer list, 替换图片 or 删除图层 in the property panel, and 保存 asks first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { useConsole } from './fixtures';
import { canvas, drawer, message, openDesigner, rows, shown } from './designerPage';

const e2e = useConsole();

interface SavedTemplate {
  id: string;
  name: string;
  revision: number;
  layers: { uuid: string; index: number; imageUrl: string; imageFileId: string | null; left: number; top: number; width: number; height: number }[];
}

async function templateNamed(server: ConsoleServer, name: string): Promise<SavedTemplate> {
  for (const group of await callDevApi<{ id: string }[]>(server, 'GET', '/api/design_template_collections')) {
    const found = (await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`)).find((t) => t.name === name);
    if (found) return callDevApi<SavedTemplate>(server, 'GET', `/api/design_templates/${found.id}`);
  }
  throw new Error(`no template ${name}`);
}

/** The heart's file answers 404 from now on: gone from storage. */
async function loseTheHeart(server: ConsoleServer): Promise<SavedTemplate['layers'][number]> {
  const heart = (await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.index === 1)!;
  server.devApi.faults.add({ method: 'GET', path: new URL(heart.imageUrl, server.url).pathname, status: 404 });
  return heart;
}

const section = (page: Page) => drawer(page).locator('.designer-unreadable');
const unreadableRows = (page: Page) => rows(page).filter({ has: page.locator('.designer-layer-unreadable') });

describe('设计器 a layer whose image cannot be read', () => {
  it('shows a placeholder and a mark, asks before saving, and 替换图片 puts a new picture in the same box', async () => {
    const { page, server } = e2e;
    const heart = await loseTheHeart(server);
    await openDesigner(page, server, '蜜桃爱心', 3);
    await expect.poll(async () => (await shown(page)).find((node) => node.uuid === heart.uuid)?.placeholder).toBe(true);
    await expect.poll(() => unreadableRows(page).count()).toBe(1);
    expect(await unreadableRows(page).locator('.designer-layer-name').textContent()).toBe('图层 2');
    // Its thumbnail is a plain picture of a missing image, not the browser's broken one.
    expect(await unreadableRows(page).locator('.designer-layer-thumb img').count()).toBe(0);
    await unreadableRows(page).locator('.designer-layer-thumb-unreadable').waitFor();

    await unreadableRows(page).click();
    await section(page).getByText('这个图层的图片无法读取（文件可能已被删除或已损坏）。请替换图片，或删除这个图层。').waitFor();

    // 保存 asks first; 取消 saves nothing.
    const revision = (await templateNamed(server, '蜜桃爱心')).revision;
    const question = page.locator('.arco-modal').filter({ hasText: '有图层的图片无法读取' });
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await question.getByText('图层 2 的图片无法读取，保存后模板里仍无法显示。要修复，请取消，再替换图片或删除图层。').waitFor();
    await question.getByRole('button', { name: '取消' }).click();
    await question.waitFor({ state: 'hidden' });
    expect((await templateNamed(server, '蜜桃爱心')).revision).toBe(revision);

    // 替换图片: a 400 × 200 picture fitted into the heart's box, centred; the marks go.
    const before = (await shown(page)).find((node) => node.uuid === heart.uuid)!;
    await section(page).getByTestId('designer-replace-input').setInputFiles(pngUpload('new.png', casePng(400, 200)));
    await expect.poll(async () => (await shown(page)).find((node) => node.uuid === heart.uuid)?.placeholder).toBe(false);
    await expect.poll(() => unreadableRows(page).count()).toBe(0);
    const after = (await shown(page)).find((node) => node.uuid === heart.uuid)!;
    expect(after.width).toBeCloseTo(before.width, 0);
    expect(after.left + after.width / 2).toBeCloseTo(before.left + before.width / 2, 0);
    expect(after.top + after.height / 2).toBeCloseTo(before.top + before.height / 2, 0);
    expect(await section(page).count()).toBe(0);

    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    const saved = (await templateNamed(server, '蜜桃爱心')).layers.find((layer) => layer.uuid === heart.uuid)!;
    expect(saved.imageFileId).not.toBe(heart.imageFileId);
  });

  it('删除图层 takes the layer away, and the save asks nothing', async () => {
    const { page, server } = e2e;
    const heart = await loseTheHeart(server);
    await openDesigner(page, server, '蜜桃爱心', 3);
    await expect.poll(() => unreadableRows(page).count()).toBe(1);
    await unreadableRows(page).click();
    await section(page).getByRole('button', { name: '删除图层' }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    // The canvas takes the change on its next frame, not with the list: on a loaded machine that comes later.
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('2');
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
    expect((await templateNamed(server, '蜜桃爱心')).layers.map((layer) => layer.uuid)).not.toContain(heart.uuid);
  });
});
