/**
 * Many image files at once (picked together, or dropped from the desktop): the designer's 上传图片 and its
 * canvas, and 素材库's upload wizard. Each file is checked alone, a bad one never stops the others, and the
 * merchant reads what happened to each.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { casePng, pngUpload } from '../support/pngFile';
import { openSignedIn, useConsole } from './fixtures';
import { canvas, openDesigner, rows, shown } from './designerPage';
import { ASSET_TOO_LARGE } from '../../contract/limits';

const e2e = useConsole();

type Upload = { name: string; mimeType: string; buffer: Buffer };

const TOO_LARGE = ASSET_TOO_LARGE;
const WRONG_FORMAT = '文件格式不支持，仅支持 jpg、jpeg、png、gif、svg、webp';

/** Two good images, a text file, and a real PNG padded past 3,145,728 bytes. */
function batch(): Upload[] {
  const png = casePng(20, 40);
  return [
    pngUpload('red.png', casePng(200, 400, [245, 63, 63])),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') },
    pngUpload('big.png', Buffer.concat([png, Buffer.alloc(3_145_729 - png.length)])),
    pngUpload('green.png', casePng(300, 300, [0, 180, 42])),
  ];
}

/**
 * Drags `uploads` as desktop files over `target` and drops them, as the browser fires it: dragenter,
 * dragover, drop, each with one DataTransfer holding File objects. `beforeDrop` looks at the page while the
 * files hover over the target.
 */
async function dropFiles(target: Locator, uploads: Upload[], beforeDrop?: () => Promise<void>): Promise<void> {
  const files = uploads.map((upload) => ({ name: upload.name, type: upload.mimeType, base64: upload.buffer.toString('base64') }));
  const data = await target.page().evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer: data });
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await beforeDrop?.();
  await target.dispatchEvent('drop', { dataTransfer: data });
}

/** A drag of text (a selection, a layer row's uuid): the drop zone must not take it. */
async function dropText(target: Locator): Promise<void> {
  const data = await target.page().evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', '贴纸');
    return transfer;
  });
  await target.dispatchEvent('dragenter', { dataTransfer: data });
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await target.dispatchEvent('drop', { dataTransfer: data });
}

const canvasArea = (page: Page) => page.locator('.designer-canvas-area');
const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });

/** The designer's list of what happened to each file (a notification in the bottom-right corner). */
const notice = (page: Page, title: string) => page.locator('.arco-notification', { hasText: title });

/** The four files' result: one notice naming each. */
async function expectDesignerResult(page: Page): Promise<void> {
  const result = notice(page, '已添加 2 张图片，2 张未添加');
  await result.waitFor();
  await result.getByText('red.png：已添加').waitFor();
  await result.getByText('green.png：已添加').waitFor();
  await result.getByText(`notes.txt：${WRONG_FORMAT}`).waitFor();
  await result.getByText(`big.png：${TOO_LARGE}`).waitFor();
}

/** Two layers added on top of the template's three, not on one spot, and one 撤销 takes both away. */
async function expectTwoLayersOneStep(page: Page): Promise<void> {
  await expect.poll(() => rows(page).count()).toBe(5);
  await expect.poll(async () => (await shown(page)).length).toBe(5);
  const [first, second] = (await shown(page)).slice(3);
  expect(first!.width).toBeCloseTo(second!.width, 3);
  expect(second!.left).toBeGreaterThan(first!.left);
  expect(second!.top).toBeGreaterThan(first!.top);
  await undoButton(page).click();
  await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('3');
  expect(await rows(page).count()).toBe(3);
}

describe('the designer takes several images at once', () => {
  it('picked together in 上传图片: the two good ones are added as one undo step, and one message names each file', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await page.getByTestId('designer-upload-input').setInputFiles(batch());
    await expectDesignerResult(page);
    await expectTwoLayersOneStep(page);
  });

  it('dropped on the canvas: a drop hint while they hover, then the same result', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await dropFiles(canvasArea(page), batch(), () => page.getByTestId('designer-drop-hint').getByText('松开鼠标，添加图片').waitFor());
    await page.getByTestId('designer-drop-hint').waitFor({ state: 'detached' });
    await expectDesignerResult(page);
    await expectTwoLayersOneStep(page);
  });

  it('a drag that carries no files (text, a layer row) shows no hint and adds nothing', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await dropText(canvasArea(page));
    expect(await page.getByTestId('designer-drop-hint').count()).toBe(0);
    // A file drop after it is taken: the text drop was seen and left alone, not queued.
    await dropFiles(canvasArea(page), [pngUpload('red.png', casePng(200, 400, [245, 63, 63]))]);
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await page.locator('.arco-message, .arco-notification').count()).toBe(0);
  });

  it.each([
    [1440, 900],
    [1024, 640],
  ])('twenty files at %i × %i: a left-aligned list that scrolls, title on top, off the canvas, the layer list and the position fields', async (width, height) => {
    const { page, server } = e2e;
    await page.setViewportSize({ width, height });
    await openDesigner(page, server, '蜜桃爱心', 3);
    const files = Array.from({ length: 20 }, (_, i) =>
      i % 5 < 2 ? { name: `说明-${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from('不是图片') } : pngUpload(`贴纸-${i}.png`, casePng(40, 40)),
    );
    await page.getByTestId('designer-upload-input').setInputFiles(files);
    const result = notice(page, '已添加 12 张图片，8 张未添加');
    await result.waitFor();
    const list = result.locator('.designer-upload-result');
    const look = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      const item = getComputedStyle(element.querySelector('li')!);
      return { align: style.textAlign, bullets: item.listStyleType, scrolls: element.scrollHeight > element.clientHeight };
    });
    expect(look).toEqual({ align: 'left', bullets: 'none', scrolls: true });
    expect(await list.locator('li').count()).toBe(20);
    // The title is above the list.
    const title = (await result.getByText('已添加 12 张图片，8 张未添加').boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual((await list.boundingBox())!.y);
    // Nothing the merchant goes on to use next is under it: the layer list's top row, the X field.
    const box = (await result.boundingBox())!;
    for (const control of [canvasArea(page), page.locator('.designer-layer-list li').first(), page.getByRole('textbox', { name: 'X', exact: true })]) {
      const other = (await control.boundingBox())!;
      const apart =
        other.x + other.width <= box.x || box.x + box.width <= other.x || other.y + other.height <= box.y || box.y + box.height <= other.y;
      expect(apart).toBe(true);
    }
    await result.locator('.arco-notification-close-btn').click();
    await result.waitFor({ state: 'detached' });
  });
});

describe('素材库’s upload wizard takes several images at once', () => {
  async function openWizard(page: Page): Promise<Locator> {
    await openSignedIn(page, e2e.server.url, '/app/design_assets/images');
    await page.locator('.asset-card img').first().waitFor();
    await page.getByRole('button', { name: '上传素材' }).click();
    const wizard = page.locator('.upload-wizard');
    await wizard.getByText('可一次选择多张图片，也可以把图片拖到这里').waitFor();
    return wizard;
  }

  async function expectWizardResult(wizard: Locator): Promise<void> {
    await wizard.getByText('成功 2 个，失败 2 个').waitFor();
    await wizard.locator('tr', { hasText: 'red.png' }).getByText('成功').waitFor();
    await wizard.locator('tr', { hasText: 'green.png' }).getByText('成功').waitFor();
    await wizard.locator('tr', { hasText: 'notes.txt' }).getByText(WRONG_FORMAT).waitFor();
    await wizard.locator('tr', { hasText: 'big.png' }).getByText(TOO_LARGE).waitFor();
  }

  it('picked together: each file has its row, the good ones uploaded', async () => {
    const { page } = e2e;
    const wizard = await openWizard(page);
    await wizard.getByTestId('asset-files').setInputFiles(batch());
    await expectWizardResult(wizard);
  });

  it('dropped on the wizard: a drop hint while they hover, then the same rows; a text drag is ignored', async () => {
    const { page } = e2e;
    const wizard = await openWizard(page);
    const zone = wizard.getByTestId('asset-upload-drop');
    await dropText(zone);
    await wizard.getByText('可一次选择多张图片，也可以把图片拖到这里').waitFor();
    await dropFiles(zone, batch(), () => zone.getByText('松开鼠标，上传这些图片').waitFor());
    await expectWizardResult(wizard);
  });
});
