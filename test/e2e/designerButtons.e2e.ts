/**
 * The designer's buttons in Chromium: a double click does one thing (each button that creates, copies or
 * toggles acts once per click sequence, ui/singleClick.ts), and 保存 shows its work over the whole designer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useConsole } from './fixtures';
import { canvas, drawer, nextMessage, openDesigner, rows, shown } from './designerPage';

const e2e = useConsole();

const actions = (page: Page) => drawer(page).locator('.designer-layer-actions');
const nodeCount = async (page: Page) => Number(await canvas(page).getAttribute('data-node-count'));

async function selectHeart(page: Page): Promise<string> {
  const heart = (await shown(page))[1]!;
  await rows(page).nth(1).click();
  await expect.poll(() => canvas(page).getAttribute('data-selected')).toBe(heart.uuid);
  return heart.uuid;
}

describe('设计器 double clicks', () => {
  it('复制图层 double-clicked makes one copy, one click after it another; 水平翻转 flips once; 锁定 locks and does not unlock again', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await selectHeart(page);
    await actions(page).getByRole('button', { name: '复制图层' }).dblclick();
    await expect.poll(() => nodeCount(page)).toBe(4);
    expect(await rows(page).count()).toBe(4);
    // A click is still a click: the copy (now selected) is copied once more.
    await actions(page).getByRole('button', { name: '复制图层' }).click();
    await expect.poll(() => nodeCount(page)).toBe(5);

    // The newest copy is selected, as drawn (not flipped): a double click flips it once.
    const copy = (await canvas(page).getAttribute('data-selected'))!;
    expect((await shown(page)).find((node) => node.uuid === copy)!.scaleX).toBe(1);
    await page.getByRole('button', { name: '水平翻转' }).dblclick();
    await expect.poll(async () => (await shown(page)).find((node) => node.uuid === copy)!.scaleX).toBe(-1);

    await actions(page).getByRole('button', { name: '锁定', exact: true }).dblclick();
    await actions(page).getByRole('button', { name: '解锁', exact: true }).waitFor();
    expect(await actions(page).getByRole('button', { name: '锁定', exact: true }).count()).toBe(0);
  });
});

describe('设计器 while saving', () => {
  it('shows 正在保存模板… centred over the designer at 1024 × 640 and at 1280 × 800', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    await selectHeart(page);
    // Every save's PUT is held until the test lets it go.
    server.devApi.faults.add({ method: 'PUT', path: '/api/design_templates/*', hang: true });
    for (const [width, height, toggle] of [
      [1024, 640, '锁定'],
      [1280, 800, '解锁'],
    ] as const) {
      await page.setViewportSize({ width, height });
      // A change to save: the heart locked, then unlocked.
      await actions(page).getByRole('button', { name: toggle, exact: true }).click();
      const saved = await nextMessage(page, '保存成功');
      await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
      const tip = drawer(page).getByText('正在保存模板…');
      await tip.waitFor();
      const body = (await drawer(page).locator('.arco-drawer-content').boundingBox())!;
      const spinner = (await drawer(page).locator('.designer-saving .arco-spin-icon').boundingBox())!;
      expect(body.width, `${width} × ${height}`).toBe(width);
      expect(Math.abs(spinner.x + spinner.width / 2 - (body.x + body.width / 2)), `${width} × ${height}`).toBeLessThan(2);
      expect(Math.abs(spinner.y + spinner.height / 2 - (body.y + body.height / 2)), `${width} × ${height}`).toBeLessThan(40);
      // The save uploads the thumbnail before its PUT: release the PUT once the server holds it.
      await expect.poll(() => server.devApi.faults.holding()).toBe(1);
      expect(server.devApi.faults.release()).toBe(1);
      await tip.waitFor({ state: 'detached' });
      await saved.waitFor();
    }
  });
});
