/**
 * The designer's clipboard in Chromium, with the real keyboard and mouse: Ctrl+C / Ctrl+V within a template
 * and into another (another opening, another tab), Ctrl+D and Ctrl+X, locked layers, an image from the
 * system clipboard, and the right-click menu of the canvas and the layer list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/messages';
import { casePng, pngUpload } from '../support/pngFile';
import { useConsole } from './fixtures';
import { canvas, drawer, message, openDesigner, rows, screenPoint, shown, type ShownNode } from './designerPage';

const e2e = useConsole();
/** The console's scripts, as the page asks for them. */
const SCRIPTS = /\/assets\/[^/?]+\.js(\?.*)?$/;

const nodeCount = async (page: Page) => Number(await canvas(page).getAttribute('data-node-count'));
const layerCount = async (page: Page) => Number(await canvas(page).getAttribute('data-layer-count'));
const selected = (page: Page) => canvas(page).getAttribute('data-selected');
const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });
const menu = (page: Page) => page.getByRole('menu', { name: '图层菜单' });
const entry = (page: Page, name: string) => menu(page).getByRole('menuitem', { name });
const action = (page: Page, name: string) => page.locator('.designer-layer-actions').getByRole('button', { name, exact: true });
const nodeOf = async (page: Page, uuid: string) => (await shown(page)).find((node) => node.uuid === uuid)!;

/** Two animation frames: the view has written what it shows after the input just handled (describeOnView). */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The middle layer of 蜜桃爱心 (a sticker over the background), selected from its row. */
async function selectHeart(page: Page): Promise<ShownNode> {
  const heart = (await shown(page))[1]!;
  await rows(page).nth(1).click();
  await expect.poll(() => selected(page)).toBe(heart.uuid);
  return heart;
}

/** The layer just pasted or duplicated: the one selected, once it is drawn. */
async function pastedNode(page: Page, count: number): Promise<ShownNode> {
  await expect.poll(() => nodeCount(page)).toBe(count);
  const uuid = (await selected(page))!;
  return nodeOf(page, uuid);
}

/** Where a layer's centre is on the screen. */
async function centreOnScreen(page: Page, node: ShownNode) {
  return screenPoint(page, node.left + node.width / 2, node.top + node.height / 2);
}

/** How many undo steps there are: pressed until 撤销 is disabled, then redone back. */
async function undoSteps(page: Page): Promise<number> {
  // What an undo shows: the drawn layers, or the list (a lock is drawn only there).
  const seen = async () => `${await canvas(page).getAttribute('data-nodes')}${await page.locator('.designer-layer-list').innerHTML()}`;
  let steps = 0;
  while (!(await undoButton(page).isDisabled())) {
    const before = await seen();
    await undoButton(page).click();
    await expect.poll(seen).not.toBe(before);
    steps++;
  }
  for (let i = 0; i < steps; i++) await page.getByRole('button', { name: '重做' }).click();
  return steps;
}

/** Dispatches the paste event Ctrl+V would, carrying `files` (a file the system clipboard cannot be given from a page). */
async function pasteFiles(page: Page, files: { name: string; type: string; size: number; png?: boolean }[]): Promise<void> {
  await page.evaluate((list) => {
    const data = new DataTransfer();
    for (const { name, type, size, png } of list) {
      const bytes = new Uint8Array(size);
      if (png) bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      data.items.add(new File([bytes], name, { type }));
    }
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, files);
}

/** The designer clipboard's keys in IndexedDB (idb-keyval's store), read as the page sees them. */
async function keptClipboards(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('keyval-store');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String).filter((key) => key.startsWith('designer:clipboard:')));
          };
        };
      }),
  );
}

/** Puts a real PNG on the system clipboard (the page may: the context was granted clipboard access). */
async function copyImageInAnotherProgram(page: Page, width: number, height: number): Promise<void> {
  const png = casePng(width, height).toString('base64');
  await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) })]);
  }, png);
}

describe('设计器 clipboard keys', () => {
  it('Ctrl+C then Ctrl+V pastes the layer offset by 10 % and selected; a second paste offsets again; each is one undo step', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectHeart(page);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    const first = await pastedNode(page, 4);
    expect(first.uuid).not.toBe(heart.uuid);
    expect(first.left).toBeCloseTo(heart.left * 1.1, 1);
    expect(first.top).toBeCloseTo(heart.top * 1.1, 1);
    expect([first.width, first.height]).toEqual([heart.width, heart.height]);
    await page.keyboard.press('Control+v');
    const second = await pastedNode(page, 5);
    expect(second.left).toBeCloseTo(heart.left * 1.21, 1);
    expect(second.top).toBeCloseTo(heart.top * 1.21, 1);
    expect(await undoSteps(page)).toBe(2);
    // The new layers are on top of the list.
    expect(await rows(page).first().getAttribute('data-uuid')).toBe(second.uuid);
  });

  it('is forgotten at 退出登录 with no script reachable: the browser keeps no copy, nothing fails, and after signing in again Ctrl+V has nothing to paste', async () => {
    const { page, server } = e2e;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openDesigner(page, server, '蜜桃爱心', 3);
    await selectHeart(page);
    await page.keyboard.press('Control+c');
    await expect.poll(() => keptClipboards(page)).toEqual(['designer:clipboard:demo']);

    // A new page load (a reload, the next day): the designer's code is not in this tab. The copy holds the bytes
    // of the merchant's images, so it must go at 退出登录 even where nothing more can be fetched then (offline, a
    // deploy that replaced the chunks): every script asked for from here on fails.
    await page.goto(`${server.url}/app/design_template`);
    await page.locator('.template-card').first().waitFor();
    await page.route(SCRIPTS, (route) => route.abort('internetdisconnected'));
    await page.locator('.shell-user').hover();
    await page.getByText('退出登录', { exact: true }).last().click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/login(\?next=[^&]*)?$/);
    await expect.poll(() => keptClipboards(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.unroute(SCRIPTS);

    await openDesigner(page, server, '蜜桃爱心', 3);
    await selectHeart(page);
    await page.keyboard.press('Control+v');
    await message(page, '剪贴板中没有图层，请先选择图层并复制').waitFor();
    expect(await nodeCount(page)).toBe(3);
  });

  it('pastes into another template, in another opening of the designer and in another tab, with a local upload drawn there', async () => {
    const { page, server, context } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    // A fresh upload lives at an object URL of this page until it is saved: its bytes go with the copy.
    await page.locator('[data-testid="designer-upload-input"]').setInputFiles(pngUpload('case.png', casePng(120, 80)));
    await expect.poll(() => nodeCount(page)).toBe(4);
    const upload = await nodeOf(page, (await selected(page))!);
    await rows(page).nth(2).click({ modifiers: ['Shift'] });
    await expect.poll(async () => (await selected(page))!.split(',').length).toBe(2);
    await page.keyboard.press('Control+c');
    // Closed without saving: the upload's object URL is revoked with the designer.
    await drawer(page).locator('.arco-drawer-close-icon').click();
    await page.getByRole('button', { name: '不保存' }).click();
    await drawer(page).waitFor({ state: 'hidden' });

    await page.locator('.template-card', { hasText: '星空物语' }).locator('.template-thumb').click();
    await expect.poll(() => nodeCount(page)).toBe(3);
    await page.keyboard.press('Control+v');
    await expect.poll(() => nodeCount(page)).toBe(5);
    const pasted = (await selected(page))!.split(',');
    expect(pasted).toHaveLength(2);
    const drawn = JSON.parse((await canvas(page).getAttribute('data-drawn'))!) as Record<string, [number, number]>;
    await expect.poll(async () => (JSON.parse((await canvas(page).getAttribute('data-drawn'))!) as typeof drawn)[pasted[1]!]).toEqual([120, 80]);
    // Nothing lies where it was in the first template: it lands there, as Canva pastes into another design.
    expect((await nodeOf(page, pasted[1]!)).left).toBeCloseTo(upload.left, 1);

    const other = await context.newPage();
    await openDesigner(other, server, '萌猫贴贴', 4);
    await other.keyboard.press('Control+v');
    await expect.poll(() => nodeCount(other)).toBe(6);
    const there = (await selected(other))!.split(',');
    expect((await nodeOf(other, there[1]!)).left).toBeCloseTo(upload.left, 1);
    await expect.poll(async () => (JSON.parse((await canvas(other).getAttribute('data-drawn'))!) as typeof drawn)[there[1]!]).toEqual([120, 80]);
    await other.close();
  });

  it('Ctrl+D duplicates offset by 10 % without reaching the browser (no bookmark dialog), one undo step', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectHeart(page);
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        if (event.key === 'd' && event.ctrlKey) document.body.dataset.ctrlD = String(event.defaultPrevented);
      });
    });
    await page.keyboard.press('Control+d');
    const copy = await pastedNode(page, 4);
    expect(await page.evaluate(() => document.body.dataset.ctrlD)).toBe('true');
    expect(copy.left).toBeCloseTo(heart.left * 1.1, 1);
    // Just above its original, as spec 2's copy layer puts it.
    expect(await rows(page).nth(1).getAttribute('data-uuid')).toBe(copy.uuid);
    expect(await undoSteps(page)).toBe(1);
    // Spec 2's own keys keep their meaning: d alone nudges right.
    await page.keyboard.press('d');
    await expect.poll(async () => (await nodeOf(page, copy.uuid)).left).toBeCloseTo(copy.left + 1, 1);
  });

  it('Ctrl+X cuts (one undo step) and Ctrl+V puts it back where it was; a locked layer is not cut and says 图层已锁定', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectHeart(page);
    await page.keyboard.press('Control+x');
    await expect.poll(() => layerCount(page)).toBe(2);
    expect(await undoSteps(page)).toBe(1);
    await page.keyboard.press('Control+v');
    const back = await pastedNode(page, 3);
    expect([back.left, back.top]).toEqual([heart.left, heart.top]);
    expect(await undoSteps(page)).toBe(2);

    await action(page, '锁定').click();
    await page.keyboard.press('Control+x');
    await message(page, '图层已锁定').waitFor();
    expect(await layerCount(page)).toBe(3);
    // The refusal is no step: cut, paste and lock.
    expect(await undoSteps(page)).toBe(3);
  });

});

describe('设计器 system clipboard images', () => {
  it('an image copied elsewhere pastes as an image layer (one undo step); after a copy of layers, the layers paste', async () => {
    const { page, server, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectHeart(page);
    await copyImageInAnotherProgram(page, 160, 100);
    await page.keyboard.press('Control+v');
    const image = await pastedNode(page, 4);
    await expect.poll(async () => (JSON.parse((await canvas(page).getAttribute('data-drawn'))!) as Record<string, unknown>)[image.uuid]).toEqual([160, 100]);
    expect(await undoSteps(page)).toBe(1);

    // Our copy is the newer one now: it replaced the image on the system clipboard.
    await rows(page).nth(2).click();
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    const layer = await pastedNode(page, 5);
    expect([layer.width, layer.height]).toEqual([heart.width, heart.height]);

    // And an image copied after it wins again.
    await copyImageInAnotherProgram(page, 90, 60);
    await page.keyboard.press('Control+v');
    const again = await pastedNode(page, 6);
    await expect.poll(async () => (JSON.parse((await canvas(page).getAttribute('data-drawn'))!) as Record<string, unknown>)[again.uuid]).toEqual([90, 60]);
  });

  it('refuses a pasted file over 3 MB and one that is not an image with the upload\'s words, adding no layer; in a text field Ctrl+C and Ctrl+V are the field\'s: no layer is copied or pasted', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await pasteFiles(page, [{ name: 'big.png', type: 'image/png', size: 3 * 1024 * 1024 + 1, png: true }]);
    await message(page, MSG.common.imageFileTooLarge).waitFor();
    await pasteFiles(page, [{ name: 'notes.txt', type: 'text/plain', size: 20 }]);
    await message(page, MSG.common.imageWrongFormat).waitFor();
    expect(await layerCount(page)).toBe(3);
    expect(await undoButton(page).isDisabled()).toBe(true);

    // In a text field the keys are the field’s.
    {
      await selectHeart(page);
      await drawer(page).getByRole('button', { name: '设置' }).click();
      const name = drawer(page).getByPlaceholder('不填则自动命名');
      await name.fill('新名字');
      await name.press('Control+a');
      await name.press('Control+c');
      await name.press('End');
      await name.press('Control+v');
      await expect.poll(() => name.inputValue()).toBe('新名字新名字');
      expect(await layerCount(page)).toBe(3);
    }
  });
});

describe('设计器 right-click menu', () => {
  it('on a canvas layer selects it and runs each entry, each the action of its key or button', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = (await shown(page))[1]!;
    const at = await centreOnScreen(page, heart);
    const open = async () => {
      await page.mouse.click(at.x, at.y, { button: 'right' });
      await menu(page).waitFor();
    };
    await open();
    await expect.poll(() => selected(page)).toBe(heart.uuid);
    const shortcuts = Object.fromEntries(
      await menu(page).getByRole('menuitem').evaluateAll((items) => items.map((item) => [item.querySelector('span')!.textContent, item.querySelector('kbd')?.textContent ?? ''])),
    );
    expect(shortcuts).toMatchObject({ 复制: 'Ctrl/⌘ + C', 剪切: 'Ctrl/⌘ + X', 粘贴: 'Ctrl/⌘ + V', 创建副本: 'Ctrl/⌘ + D', 删除图层: 'Delete', 水平翻转: 'Shift + H' });
    expect(Object.keys(shortcuts)).toEqual(['复制', '剪切', '粘贴', '创建副本', '删除图层', '编组', '取消编组', '重命名', '锁定', '隐藏图层', '水平翻转', '垂直翻转', '上移一层', '下移一层', '设为背景']);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });

    await open();
    await entry(page, '水平翻转').click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleX).toBe(-1);
    await open();
    await entry(page, '垂直翻转').click();
    await expect.poll(async () => (await nodeOf(page, heart.uuid)).scaleY).toBe(-1);

    const lockIcon = page.locator(`.designer-layer-row[data-uuid="${heart.uuid}"]`).getByLabel('锁定');
    await open();
    await entry(page, '锁定').click();
    await lockIcon.waitFor();
    await open();
    await entry(page, '删除图层').click();
    await message(page, '图层已锁定').waitFor();
    expect(await layerCount(page)).toBe(3);
    await open();
    await entry(page, '解锁').click();
    await lockIcon.waitFor({ state: 'detached' });

    await open();
    await entry(page, '复制').click();
    await menu(page).waitFor({ state: 'detached' });
    await open();
    await entry(page, '粘贴').click();
    const pasted = await pastedNode(page, 4);
    expect(pasted.left).toBeCloseTo(heart.left * 1.1, 1);

    // The paste is on top: a right-click on it acts on it.
    const onPasted = await centreOnScreen(page, pasted);
    await page.mouse.click(onPasted.x, onPasted.y, { button: 'right' });
    await entry(page, '创建副本').click();
    const duplicate = await pastedNode(page, 5);
    const onDuplicate = await centreOnScreen(page, duplicate);
    await page.mouse.click(onDuplicate.x, onDuplicate.y, { button: 'right' });
    await entry(page, '剪切').click();
    await expect.poll(() => layerCount(page)).toBe(4);
    // Flips, lock, unlock, paste, duplicate, cut: the refused delete and the copy are none.
    expect(await undoSteps(page)).toBe(7);
  });

  it('on a layer row runs hide, order and background, and on the empty canvas offers only 粘贴 and 全选', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '萌猫贴贴', 4);
    const row = (uuid: string) => page.locator(`.designer-layer-row[data-uuid="${uuid}"]`);
    const before = await shown(page);
    const second = before[1]!;
    const open = async () => {
      await row(second.uuid).click({ button: 'right' });
      await menu(page).waitFor();
    };
    await open();
    await expect.poll(() => selected(page)).toBe(second.uuid);
    await entry(page, '上移一层').click();
    await expect.poll(async () => (await shown(page)).findIndex((node) => node.uuid === second.uuid)).toBe(2);
    await open();
    await entry(page, '下移一层').click();
    await expect.poll(async () => (await shown(page)).findIndex((node) => node.uuid === second.uuid)).toBe(1);
    await open();
    await entry(page, '隐藏图层').click();
    await expect.poll(async () => (await nodeOf(page, second.uuid)).visible).toBe(false);
    await open();
    await entry(page, '显示图层').click();
    await expect.poll(async () => (await nodeOf(page, second.uuid)).visible).toBe(true);
    await open();
    await entry(page, '设为背景').click();
    await row(second.uuid).getByText('背景', { exact: true }).waitFor();
    expect(await undoSteps(page)).toBe(5);

    // A right-click on a member of a multi-selection keeps it: the menu acts on all of it.
    await page.keyboard.press('Control+a');
    await expect.poll(async () => (await selected(page))!.split(',').length).toBeGreaterThan(1);
    const all = (await selected(page))!;
    const member = all.split(',')[0]!;
    await row(member).click({ button: 'right' });
    await menu(page).waitFor();
    await painted(page);
    expect(await selected(page)).toBe(all);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });

    const margin = await screenPoint(page, -40, 500);
    await page.mouse.click(margin.x, margin.y, { button: 'right' });
    await menu(page).waitFor();
    expect(await menu(page).getByRole('menuitem').allTextContents()).toEqual(['粘贴Ctrl/⌘ + V', '全选Ctrl/⌘ + A']);
    await expect.poll(() => selected(page)).toBe('');
    await entry(page, '全选').click();
    await expect.poll(() => selected(page)).toBe(all);
  });

  it('is worked by the keyboard: arrows move, Enter runs, Escape closes it and not the designer; it stays inside a 1024 × 640 window', async () => {
    const { page, server } = e2e;
    await page.setViewportSize({ width: 1024, height: 640 });
    await openDesigner(page, server, '蜜桃爱心', 3);
    const heart = await selectHeart(page);
    const area = (await page.locator('.designer-canvas-area').boundingBox())!;
    const focused = () => page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.className ?? ''));
    // The focus off the row just clicked (rows take it), where a press on the canvas leaves it.
    await page.mouse.click(area.x + area.width - 5, area.y + area.height - 5);
    const focusBefore = await focused();
    await page.mouse.click(area.x + area.width - 5, area.y + area.height - 5, { button: 'right' });
    await menu(page).waitFor();
    const box = (await menu(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(await focused()).toContain('designer-context-menu-item');
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    expect(await drawer(page).isVisible()).toBe(true);
    expect(await focused()).toBe(focusBefore);

    const at = await centreOnScreen(page, heart);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await menu(page).waitFor();
    await expect.poll(() => entry(page, '复制').evaluate((item) => item === document.activeElement)).toBe(true);
    // 复制, 剪切, 粘贴 (maybe disabled), 创建副本: End then up to 设为背景's neighbours, down wraps to the first.
    await page.keyboard.press('End');
    await expect.poll(() => entry(page, '设为背景').evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => entry(page, '复制').evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => entry(page, '上移一层').evaluate((item) => item === document.activeElement)).toBe(true);
    // A key meant for the menu never reaches the layers behind it: Delete deletes nothing.
    await page.keyboard.press('Delete');
    expect(await layerCount(page)).toBe(3);
    await page.keyboard.press('Enter');
    await menu(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await shown(page)).findIndex((node) => node.uuid === heart.uuid)).toBe(2);
  });
});
