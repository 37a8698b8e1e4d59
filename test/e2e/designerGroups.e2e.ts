/**
 * Layer names and groups in Chromium, with the real keyboard and mouse: names shown in the layer list (an
 * upload's file name, a PSD layer's), renamed by double-click and F2, kept through undo, copy and paste and
 * save; groups made with Ctrl+G and the menu, selected, dragged, aligned, duplicated and deleted as one,
 * undone in one step, a PSD's folder arriving as one. What is saved is read from the dev API, with the
 * fields of spec 2 §3 that the mini-program draws from, which the extra fields leave as they were.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { foldersPsd } from '../support/psdFiles';
import { casePng, pngUpload } from '../support/pngFile';
import { canvas, clickCanvas, drawer, nextMessage, openDesigner, panelField, rows, saveDesign, savedLayersOf, screenPoint, shown, typeInPanel, type SavedLayer, type ShownNode } from './designerPage';
import { networkSettled, useConsole } from './fixtures';
import { miniProgramLayers } from './miniProgramView';
import { LAYER_NAME_LIMIT } from '../../contract/names';

const e2e = useConsole();

const selected = async (page: Page) => ((await canvas(page).getAttribute('data-selected')) ?? '').split(',').filter(Boolean);
const nodeCount = async (page: Page) => Number(await canvas(page).getAttribute('data-node-count'));
const names = (page: Page) => page.locator('.designer-layer-list .designer-layer-name').allInnerTexts();
const nameField = (page: Page) => page.getByRole('textbox', { name: '图层名称' });
const menu = (page: Page) => page.getByRole('menu', { name: '图层菜单' });
const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;

/**
 * What the mini-program draws a layer from (spec 2 §3), without the extra fields; less its index, which
 * gathering a group's members in the stack may change (docs/designer.md, "Names and groups").
 */
const drawnFields = (layer: SavedLayer) => {
  const { index: _index, ...fields } = miniProgramLayers([layer])[0]!;
  return fields;
};

/** Where a layer's centre is on the screen. */
const centreOnScreen = (page: Page, node: ShownNode) => screenPoint(page, node.left + node.width / 2, node.top + node.height / 2);

/** 蜜桃爱心's heart and star (over its background) grouped with the keyboard: shift-clicked on the canvas, then Ctrl+G. */
async function groupHeartAndStar(page: Page): Promise<[ShownNode, ShownNode]> {
  const [, heart, star] = await shown(page);
  await clickCanvas(page, heart!.left + heart!.width / 2, heart!.top + heart!.height / 2);
  await clickCanvas(page, star!.left + star!.width / 2, star!.top + star!.height / 2, true);
  await expect.poll(() => selected(page)).toHaveLength(2);
  await page.keyboard.press('Control+g');
  await expect.poll(() => names(page)).toEqual(['编组 1', '图层 1']);
  return [heart!, star!];
}

/** The uuids of the layers, bottom first, as the canvas shows them. */
const stack = async (page: Page) => (await shown(page)).map((node) => node.uuid);

/** 蜜桃爱心's heart and star grouped, and an upload (Logo 小猫) above them: the stack is background, heart, star, logo. */
async function groupWithLogoAbove(page: Page): Promise<{ heart: ShownNode; star: ShownNode; logo: ShownNode; background: string }> {
  const [heart, star] = await groupHeartAndStar(page);
  await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('Logo 小猫.png', casePng(120, 80)));
  await expect.poll(() => names(page)).toEqual(['Logo 小猫', '编组 1', '图层 1']);
  await expect.poll(async () => (await stack(page)).length).toBe(4);
  const [background, , , logo] = await shown(page);
  expect(await stack(page)).toEqual([background!.uuid, heart.uuid, star.uuid, logo!.uuid]);
  return { heart, star, logo: logo!, background: background!.uuid };
}

describe('设计器 layer names', () => {
  it('shows an upload by its file name, renames by double-click and F2 within the names rule (a joined emoji one character), one undo step, kept by copy, paste and save', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    expect(await names(page)).toEqual(['图层 3', '图层 2', '图层 1']);
    await page.getByTestId('designer-upload-input').setInputFiles(pngUpload('Logo 小猫.png', casePng(120, 80)));
    await expect.poll(() => names(page)).toEqual(['Logo 小猫', '图层 3', '图层 2', '图层 1']);
    const heart = (await shown(page))[1]!;

    await rows(page).nth(2).locator('.designer-layer-name').dblclick();
    await nameField(page).fill('爱心主图');
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual(['Logo 小猫', '图层 3', '爱心主图', '图层 1']);
    // Renaming changes no drawn field.
    expect(await nodeOf(page, heart.uuid)).toEqual(heart);

    // F2 on the selected layer; a name past 30 characters says the rule and stays open; Escape keeps the old name.
    await rows(page).nth(1).click();
    await page.keyboard.press('F2');
    await nameField(page).fill('星'.repeat(31));
    const tooLong = await nextMessage(page, LAYER_NAME_LIMIT.tooLong);
    await page.keyboard.press('Enter');
    await tooLong.waitFor();
    await expect.poll(() => nameField(page).inputValue()).toBe('星'.repeat(31));
    await page.keyboard.press('Escape');
    await nameField(page).waitFor({ state: 'detached' });
    expect(await names(page)).toEqual(['Logo 小猫', '图层 3', '爱心主图', '图层 1']);
    // Escape closed the field, not the designer.
    await canvas(page).waitFor();
    // Characters as the merchant counts them: ten joined emoji (five code points each) are ten, within the rule.
    const family = '👨‍👩‍👧'.repeat(10);
    await page.keyboard.press('F2');
    await nameField(page).fill(family);
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual(['Logo 小猫', family, '爱心主图', '图层 1']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(page)).toEqual(['Logo 小猫', '图层 3', '爱心主图', '图层 1']);

    await page.keyboard.press('Control+z');
    await expect.poll(() => names(page)).toEqual(['Logo 小猫', '图层 3', '图层 2', '图层 1']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => names(page)).toEqual(['Logo 小猫', '图层 3', '爱心主图', '图层 1']);

    await rows(page).nth(2).click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => nodeCount(page)).toBe(5);
    await expect.poll(() => names(page)).toEqual(['爱心主图', 'Logo 小猫', '图层 3', '爱心主图', '图层 1']);

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.map((layer) => layer.name)).toEqual([undefined, '爱心主图', undefined, 'Logo 小猫', '爱心主图']);
    // The mini-program draws the renamed layer from the same fields as before.
    const savedHeart = saved.find((layer) => layer.uuid === heart.uuid)!;
    expect(drawnFields(savedHeart)).toMatchObject({ left: heart.left, top: heart.top, width: heart.width, height: heart.height, rotation: 0 });
    expect(savedHeart.index).toBe(1);

    // Reopened, the list shows the saved names.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await drawer(page).waitFor({ state: 'hidden' });
    await page.locator('.template-card', { hasText: '蜜桃爱心' }).locator('.template-thumb').click();
    await expect.poll(() => names(page)).toEqual(['爱心主图', 'Logo 小猫', '图层 3', '爱心主图', '图层 1']);
  });

  it('F2 and Enter give the focus back to the row, where Enter hides nothing; a blank or invisible name says why and stays open; Esc closes the field alone', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heartRow = rows(page).nth(1);
    const rowFocused = () => heartRow.evaluate((row) => row === document.activeElement);
    await heartRow.click();
    await page.keyboard.press('F2');
    await nameField(page).fill('爱心');
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual(['图层 3', '爱心', '图层 1']);
    await expect.poll(rowFocused).toBe(true);
    // Enter on the row selects it, as a click does: the layer stays shown.
    await page.keyboard.press('Enter');
    await networkSettled(e2e);
    expect((await shown(page)).every((node) => node.visible)).toBe(true);

    // Blank, then only a zero-width space: each says the names rule's text, and the field stays open.
    await page.keyboard.press('F2');
    await nameField(page).fill('   ');
    const required = await nextMessage(page, '此项必须填写');
    await page.keyboard.press('Enter');
    await required.waitFor();
    expect(await nameField(page).inputValue()).toBe('   ');
    await nameField(page).fill('爱\u200b心');
    const invisible = await nextMessage(page, '名称不能包含不可见字符');
    await page.keyboard.press('Enter');
    await invisible.waitFor();
    await nameField(page).fill('\u200b');
    const blank = await nextMessage(page, '此项必须填写');
    await page.keyboard.press('Enter');
    await blank.waitFor();
    expect(await nameField(page).inputValue()).toBe('\u200b');

    // Escape closes the field alone, the old name kept: no question about closing the designer.
    await page.keyboard.press('Escape');
    await nameField(page).waitFor({ state: 'detached' });
    await expect.poll(rowFocused).toBe(true);
    await networkSettled(e2e);
    expect(await names(page)).toEqual(['图层 3', '爱心', '图层 1']);
    await expect(page.getByText('保存修改').count()).resolves.toBe(0);
    expect(await drawer(page).isVisible()).toBe(true);

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.map((layer) => layer.name)).toEqual([undefined, '爱心', undefined]);
  });
});

describe('设计器 groups', () => {
  it('Ctrl+G makes one row that opens to its layers; a click on a member selects the group, a drag moves it as one, one undo step each', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const before = await savedLayersOf(server, '蜜桃爱心');
    const [heart, star] = await groupHeartAndStar(page);
    await page.getByRole('button', { name: '展开编组' }).click();
    await expect.poll(() => names(page)).toEqual(['编组 1', '图层 3', '图层 2', '图层 1']);

    // A click on the empty canvas lets go; a click on one member takes the group.
    await clickCanvas(page, 20, 20);
    await clickCanvas(page, 20, 20);
    await clickCanvas(page, heart.left + heart.width / 2, heart.top + heart.height / 2);
    await expect.poll(async () => (await selected(page)).sort()).toEqual([heart.uuid, star.uuid].sort());

    const from = await centreOnScreen(page, heart);
    const to = await screenPoint(page, heart.left + heart.width / 2 + 40, heart.top + heart.height / 2 + 60);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
    await page.mouse.move(to.x, to.y);
    await page.mouse.up();
    await expect.poll(async () => Math.round((await nodeOf(page, heart.uuid)).left - heart.left)).not.toBe(0);
    const movedHeart = await nodeOf(page, heart.uuid);
    const movedStar = await nodeOf(page, star.uuid);
    expect(movedStar.left - star.left).toBeCloseTo(movedHeart.left - heart.left, 3);
    expect(movedStar.top - star.top).toBeCloseTo(movedHeart.top - heart.top, 3);

    await page.keyboard.press('Control+z');
    await expect.poll(() => nodeOf(page, star.uuid)).toEqual(star);
    expect(await nodeOf(page, heart.uuid)).toEqual(heart);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(page)).toEqual(['图层 3', '图层 2', '图层 1']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => names(page)).toEqual(['编组 1', '图层 3', '图层 2', '图层 1']);

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    const members = saved.filter((layer) => layer.groupId !== undefined);
    expect(members.map((layer) => [layer.uuid, layer.groupName])).toEqual([
      [heart.uuid, '编组 1'],
      [star.uuid, '编组 1'],
    ]);
    expect(members[0]!.groupId).toBe(members[1]!.groupId);
    // The mini-program, ignoring the group, draws every layer as before it was made.
    expect(saved.map(drawnFields)).toEqual(before.map(drawnFields));
    expect(saved.map((layer) => layer.index)).toEqual([0, 1, 2]);
  });

  it('turns from outside a corner of its frame as one: its members turn alike about its centre, one undo step', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [heart, star] = await groupHeartAndStar(page);
    const centreOf = (node: ShownNode) => ({ x: node.left + node.width / 2, y: node.top + node.height / 2 });
    const apart = (a: ShownNode, b: ShownNode) => Math.hypot(centreOf(a).x - centreOf(b).x, centreOf(a).y - centreOf(b).y);
    // The frame is the box around both drawn layers (the panel's X, Y, 宽, 高: 100, 300, 366.86 × 526.86).
    const frame = { left: 100, top: 300, right: 466.86, bottom: 826.86 };
    const corner = await screenPoint(page, frame.right, frame.bottom);
    const centre = await screenPoint(page, (frame.left + frame.right) / 2, (frame.top + frame.bottom) / 2);
    const start = { x: corner.x + 12, y: corner.y + 12 };
    const radius = Math.hypot(start.x - centre.x, start.y - centre.y);
    const from = Math.atan2(start.y - centre.y, start.x - centre.x);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 11; step++) {
      const angle = from + ((40 * Math.PI) / 180) * (step / 11);
      await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
    }
    await page.mouse.up();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).rotation).not.toBe(0);
    const [turnedHeart, turnedStar] = [await nodeOf(page, heart.uuid), await nodeOf(page, star.uuid)];
    expect(turnedStar.rotation - star.rotation).toBeCloseTo(turnedHeart.rotation - heart.rotation, 0);
    expect(apart(turnedHeart, turnedStar)).toBeCloseTo(apart(heart, star), 0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => nodeOf(page, heart.uuid)).toEqual(heart);
    expect(await nodeOf(page, star.uuid)).toEqual(star);
  });

  it('aligns, duplicates and deletes as one from the keys and the menu, and Ctrl+Shift+G ungroups', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [heart, star] = await groupHeartAndStar(page);

    // 左对齐 of a group alone: its box meets the canvas's left edge, its members keep their places in it.
    await page.keyboard.press('Alt+a');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBe(0);
    const star2 = await nodeOf(page, star.uuid);
    expect(star2.left - 0).toBeCloseTo(star.left - heart.left, 3);
    expect(star2.top).toBeCloseTo(star.top, 3);

    // The menu offers 取消编组 with its key, 编组 disabled for a group alone.
    const point = await centreOnScreen(page, await nodeOf(page, heart.uuid));
    await page.mouse.click(point.x, point.y, { button: 'right' });
    await expect.poll(() => menu(page).getByRole('menuitem', { name: /^编组/ }).isDisabled()).toBe(true);
    await expect.poll(() => menu(page).getByRole('menuitem', { name: /取消编组/ }).innerText()).toContain('Ctrl/⌘ + Shift + G');
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });

    await page.keyboard.press('Control+d');
    await expect.poll(() => nodeCount(page)).toBe(5);
    expect(await names(page)).toEqual(['编组 1', '编组 1', '图层 1']);
    const copies = await selected(page);
    expect(copies).toHaveLength(2);
    expect(copies).not.toContain(heart.uuid);
    await page.keyboard.press('Delete');
    await expect.poll(() => nodeCount(page)).toBe(3);
    expect(await names(page)).toEqual(['编组 1', '图层 1']);

    // From the menu, then saved: the fields are gone.
    await page.mouse.click(point.x, point.y, { button: 'right' });
    await menu(page).getByRole('menuitem', { name: /取消编组/ }).click();
    await expect.poll(() => names(page)).toEqual(['图层 3', '图层 2', '图层 1']);
    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.map((layer) => layer.groupId)).toEqual([undefined, undefined, undefined]);
    expect(saved.find((layer) => layer.uuid === heart.uuid)!.left).toBe(0);
  });

  it("the group's row drags the whole group in the stack in one undo step, and its eye and lock act on every member", async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const { heart, star, logo, background } = await groupWithLogoAbove(page);
    const groupRow = page.locator('.designer-group-row');

    // Dragged onto the logo's row: both members go above it, together.
    await groupRow.dragTo(rows(page).filter({ hasText: 'Logo 小猫' }));
    await expect.poll(() => names(page)).toEqual(['编组 1', 'Logo 小猫', '图层 1']);
    // The list is React's, the stack the canvas's: Leafer draws the new order a frame later.
    await expect.poll(() => stack(page)).toEqual([background, logo.uuid, heart.uuid, star.uuid]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => stack(page)).toEqual([background, heart.uuid, star.uuid, logo.uuid]);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => stack(page)).toEqual([background, logo.uuid, heart.uuid, star.uuid]);

    // The eye hides both members from the canvas, and shows them again.
    await groupRow.getByRole('button', { name: '隐藏编组' }).click();
    await expect.poll(async () => (await shown(page)).filter((node) => !node.visible).map((node) => node.uuid)).toEqual([heart.uuid, star.uuid]);
    await groupRow.getByRole('button', { name: '显示编组' }).click();
    await expect.poll(async () => (await shown(page)).every((node) => node.visible)).toBe(true);

    // The lock locks both: the opened group shows each member locked, and a drag on the canvas moves neither.
    await groupRow.getByRole('button', { name: '锁定编组' }).click();
    await page.getByRole('button', { name: '展开编组' }).click();
    await expect.poll(() => rows(page).filter({ has: page.getByLabel('锁定', { exact: true }) }).allInnerTexts()).toHaveLength(2);
    const from = await centreOnScreen(page, heart);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20);
    await page.mouse.move(from.x + 40, from.y + 40);
    await page.mouse.up();
    await networkSettled(e2e);
    expect(await nodeOf(page, heart.uuid)).toEqual(heart);
    expect(await nodeOf(page, star.uuid)).toEqual(star);
    await groupRow.getByRole('button', { name: '解锁编组' }).click();
    await expect.poll(() => rows(page).filter({ has: page.getByLabel('锁定', { exact: true }) }).count()).toBe(0);

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.map((layer) => [layer.uuid, layer.index])).toEqual([
      [background, 0],
      [logo.uuid, 1],
      [heart.uuid, 2],
      [star.uuid, 3],
    ]);
    expect(saved.slice(2).map((layer) => layer.groupName)).toEqual(['编组 1', '编组 1']);
  });

  it('上移一层 and 下移一层 move a selected group as one run past the layer or group beside it, one undo step each', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const { heart, star, logo, background } = await groupWithLogoAbove(page);
    const panel = drawer(page).locator('.designer-properties');
    const up = panel.getByRole('button', { name: '上移一层' });
    const down = panel.getByRole('button', { name: '下移一层' });

    await page.locator('.designer-group-row').click();
    await panel.getByText('当前编组：编组 1').waitFor();
    await up.click();
    await expect.poll(() => names(page)).toEqual(['编组 1', 'Logo 小猫', '图层 1']);
    await expect.poll(() => stack(page)).toEqual([background, logo.uuid, heart.uuid, star.uuid]);
    await down.click();
    await expect.poll(() => stack(page)).toEqual([background, heart.uuid, star.uuid, logo.uuid]);
    // Just above the background it goes no lower.
    const bottom = await nextMessage(page, '已经是最底层');
    await down.click();
    await bottom.waitFor();
    expect(await stack(page)).toEqual([background, heart.uuid, star.uuid, logo.uuid]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => stack(page)).toEqual([background, logo.uuid, heart.uuid, star.uuid]);
    await panel.getByText('当前编组：编组 1').waitFor();

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.map((layer) => [layer.uuid, layer.index, layer.groupName])).toEqual([
      [background, 0, undefined],
      [logo.uuid, 1, undefined],
      [heart.uuid, 2, '编组 1'],
      [star.uuid, 3, '编组 1'],
    ]);
  });

  it('the property panel shows a selected group by its name, renames it, and edits its box and its members’ opacity', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const [heart, star] = await groupHeartAndStar(page);
    const panel = drawer(page).locator('.designer-properties');
    await panel.getByText('当前编组：编组 1').waitFor();
    await expect(panel.getByText('已选择多个图层').count()).resolves.toBe(0);

    await panel.getByRole('button', { name: '重命名' }).click();
    await nameField(page).fill('爱心组');
    await page.keyboard.press('Enter');
    await panel.getByText('当前编组：爱心组').waitFor();
    await expect.poll(() => names(page)).toEqual(['爱心组', '图层 1']);

    // The group's box: X moves both members alike (the frame is 100, 300, 366.86 × 526.86).
    expect(Number(await panelField(page, 'X').inputValue())).toBe(100);
    await typeInPanel(page, 'X', '130');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).left).toBeCloseTo(heart.left + 30, 3);
    expect((await nodeOf(page, star.uuid)).left).toBeCloseTo(star.left + 30, 3);
    await typeInPanel(page, '不透明度', '40');
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).opacity).toBe(0.4);
    expect((await nodeOf(page, star.uuid)).opacity).toBe(0.4);

    await saveDesign(page);
    const saved = (await savedLayersOf(server, '蜜桃爱心')).filter((layer) => layer.groupId !== undefined);
    expect(saved.map((layer) => [layer.uuid, layer.groupName, layer.opacity])).toEqual([
      [heart.uuid, '爱心组', 40],
      [star.uuid, '爱心组', 40],
    ]);
    expect(saved[0]!.left).toBeCloseTo(heart.left + 30, 3);
    expect(saved[1]!.left).toBeCloseTo(star.left + 30, 3);

    // A typed 旋转 turns the group as one piece: the top member (the star) ends at 30°, and the line from it to
    // the heart turns by as much, each member keeping its angle to the other.
    const centre = (n: { left: number; top: number; width: number; height: number }) => ({ x: n.left + n.width / 2, y: n.top + n.height / 2 });
    const bearing = (from: ShownNode | SavedLayer, to: ShownNode | SavedLayer) =>
      (Math.atan2(centre(to).y - centre(from).y, centre(to).x - centre(from).x) * 180) / Math.PI;
    const [heartBefore, starBefore] = [await nodeOf(page, heart.uuid), await nodeOf(page, star.uuid)];
    await typeInPanel(page, '旋转', '30');
    await expect.poll(async () => (await nodeOf(page, star.uuid)).rotation).toBeCloseTo(30, 2);
    await saveDesign(page);
    const [heartSaved, starSaved] = (await savedLayersOf(server, '蜜桃爱心')).filter((layer) => layer.groupId !== undefined);
    expect(starSaved!.rotation).toBeCloseTo(30, 2);
    expect(heartSaved!.rotation - starSaved!.rotation).toBeCloseTo(heartBefore.rotation - starBefore.rotation, 2);
    expect(bearing(starSaved!, heartSaved!) - bearing(starBefore, heartBefore)).toBeCloseTo(30 - starBefore.rotation, 1);
  });

  it('a PSD folder arrives as a group named after it, each layer named as in the file, and the group renames with F2', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await drawer(page).getByTestId('psd-import-input').setInputFiles(foldersPsd());
    const dialog = page.locator('.psd-import-dialog');
    // Its one canvas is chosen already.
    await dialog.getByTestId('psd-artboard').filter({ hasText: 'folders' }).waitFor();
    await dialog.getByText('图层组导入为编组', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => nodeCount(page)).toBe(7);
    expect(await names(page)).toEqual(['标题', '贴纸组', '底图', '图层 3', '图层 2', '图层 1']);
    await page.getByRole('button', { name: '展开编组' }).click();
    await expect.poll(() => names(page)).toEqual(['标题', '贴纸组', '月亮', '星星', '底图', '图层 3', '图层 2', '图层 1']);

    // The group's row selects the group; F2 renames it.
    await page.locator('.designer-group-row').click();
    await expect.poll(() => selected(page)).toHaveLength(2);
    await page.keyboard.press('F2');
    await nameField(page).fill('装饰');
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual(['标题', '装饰', '月亮', '星星', '底图', '图层 3', '图层 2', '图层 1']);

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.slice(3).map((layer) => [layer.name, layer.groupName])).toEqual([
      ['底图', undefined],
      ['星星', '装饰'],
      ['月亮', '装饰'],
      ['标题', undefined],
    ]);
    expect(saved[4]!.groupId).toBe(saved[5]!.groupId);
  });
});
