/**
 * Images that would taint the canvas (an SVG with <foreignObject>, as draw.io exports its text, under any
 * prefix) or point outside the file (a linked picture, a web font): refused at the asset library's and the
 * designer's upload, each with one message; a template that already holds one still saves where the browser
 * can export it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsoleServer } from '../support/consoleServer';
import { callDevApi, uploadThroughDevApi } from '../support/devApiCalls';
import { casePng, pngUpload } from '../support/pngFile';
import { openSignedIn, useConsole } from './fixtures';
import { canvas, drawer, message, nextMessage, openDesigner, rows } from './designerPage';

const e2e = useConsole();

const REFUSED = 'SVG 含有网页内容（如 draw.io 导出的文字），画布无法使用，请另存为 PNG 后上传';

/** What draw.io writes for a box with a label: the text as HTML inside <foreignObject>. */
const DRAWIO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100">
  <rect x="1" y="1" width="198" height="98" fill="#dae8fc" stroke="#6c8ebf"/>
  <foreignObject x="10" y="30" width="180" height="40"><div xmlns="http://www.w3.org/1999/xhtml" style="font-size:20px">草稿标签</div></foreignObject>
</svg>`;
const drawioUpload = () => ({ name: 'diagram.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(DRAWIO_SVG) });
/** The same drawing behind an editor's comment longer than the first 4 KB a sniffer reads. */
const commentedUpload = () => ({
  name: 'commented.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(DRAWIO_SVG.replace('<svg', `<!-- ${'导出说明 '.repeat(1200)} -->\n<svg`)),
});

const OUTSIDE = 'SVG 引用了文件以外的图片或资源，保存后显示会不一样，请把图片嵌入文件或另存为 PNG 后上传';

/** An Illustrator-style export whose picture is linked, not embedded: the canvas draws it without the picture. */
const LINKED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">
  <rect width="200" height="100" fill="#fde"/><image xlink:href="https://cdn.example/cat.png" width="200" height="100"/>
</svg>`;
/** A style sheet's web font: drawn with a fallback font here, with the font wherever it is followed. */
const WEB_FONT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
  <style>@font-face { font-family: Brand; src: url(https://fonts.example/brand.woff2) } text { font-family: Brand }</style><text y="50">店铺</text>
</svg>`;
/** draw.io's text under a prefix bound to the SVG namespace: still web content, not a damaged image. */
const PREFIXED_SVG = `<s:svg xmlns:s="http://www.w3.org/2000/svg" width="200" height="100">
  <s:rect width="200" height="100" fill="#dae8fc"/><s:foreignObject width="180" height="40"><div xmlns="http://www.w3.org/1999/xhtml">草稿标签</div></s:foreignObject>
</s:svg>`;
/** A picture embedded as a data: URL is inside the file: taken. */
const EMBEDDED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><image href="data:image/png;base64,${casePng(4, 4).toString('base64')}" width="200" height="100"/></svg>`;
const OTHERWISE = 'SVG 含有动画、链接或非 SVG 内容，保存后显示会不一样，请另存为静态 SVG 或 PNG 后上传';

/** Blue wherever it is drawn from the file, red once the dev API's sanitiser has taken the <set> out. */
const SET_FILL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
  <rect width="200" height="100" fill="red"><set attributeName="fill" to="blue"/></rect>
</svg>`;
const svgUpload = (name: string, text: string) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) });

async function openLibraryUpload(page: Page, server: ConsoleServer): Promise<void> {
  await openSignedIn(page, server.url, '/app/design_assets/images');
  await page.locator('.asset-card img').first().waitFor();
  await page.getByRole('button', { name: '上传素材' }).click();
}

describe('images that would taint the canvas', () => {
  it('素材库 refuses a draw.io SVG and says why, and uploads the other files', async () => {
    const { page, server } = e2e;
    await openLibraryUpload(page, server);
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([drawioUpload(), commentedUpload(), pngUpload('fine.png', casePng(100, 200))]);
    await wizard.getByText('成功 1 个，失败 2 个').waitFor();
    await wizard.locator('tr', { hasText: 'diagram.svg' }).getByText(REFUSED).waitFor();
    await wizard.locator('tr', { hasText: 'commented.svg' }).getByText(REFUSED).waitFor();
    // Not offered again: retrying cannot make it drawable.
    expect(await wizard.locator('tr', { hasText: 'diagram.svg' }).getByRole('button', { name: '重试' }).count()).toBe(0);
  });

  it('the designer’s upload refuses it with the same words and adds no layer', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await page.getByTestId('designer-upload-input').setInputFiles(drawioUpload());
    await message(page, REFUSED).waitFor();
    expect(await rows(page).count()).toBe(3);
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
  });

  it('the designer’s upload finds one behind a comment longer than 4 KB, and refuses it the same way', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    await page.getByTestId('designer-upload-input').setInputFiles(commentedUpload());
    await message(page, REFUSED).waitFor();
    expect(await rows(page).count()).toBe(3);
  });

  it('素材库 refuses SVGs pointing outside the file and a prefixed <s:foreignObject>, each with its reason, and takes an embedded picture', async () => {
    const { page, server } = e2e;
    await openLibraryUpload(page, server);
    const wizard = page.locator('.upload-wizard');
    await wizard
      .getByTestId('asset-files')
      .setInputFiles([svgUpload('linked.svg', LINKED_SVG), svgUpload('font.svg', WEB_FONT_SVG), svgUpload('prefixed.svg', PREFIXED_SVG), svgUpload('embedded.svg', EMBEDDED_SVG)]);
    await wizard.getByText('成功 1 个，失败 3 个').waitFor();
    await wizard.locator('tr', { hasText: 'linked.svg' }).getByText(OUTSIDE).waitFor();
    await wizard.locator('tr', { hasText: 'font.svg' }).getByText(OUTSIDE).waitFor();
    await wizard.locator('tr', { hasText: 'prefixed.svg' }).getByText(REFUSED).waitFor();
    await wizard.locator('tr', { hasText: 'embedded.svg' }).getByText('成功').waitFor();
  });

  it('the designer’s upload refuses them with the same words and adds no layer; an embedded picture is added', async () => {
    const { page, server } = e2e;
    await openDesigner(page, server, '蜜桃爱心', 3);
    const input = page.getByTestId('designer-upload-input');
    for (const [name, text, reason] of [
      ['linked.svg', LINKED_SVG, OUTSIDE],
      ['font.svg', WEB_FONT_SVG, OUTSIDE],
      ['prefixed.svg', PREFIXED_SVG, REFUSED],
    ] as const) {
      const refused = await nextMessage(page, reason);
      await input.setInputFiles(svgUpload(name, text));
      await refused.waitFor();
      expect(await rows(page).count()).toBe(3);
    }
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
    await input.setInputFiles(svgUpload('embedded.svg', EMBEDDED_SVG));
    await expect.poll(() => rows(page).count()).toBe(4);
  });

  it('an SVG its stored copy would draw otherwise (a <set> of its fill) is refused with the same words in 素材库 and the designer', async () => {
    const { page, server } = e2e;
    await openLibraryUpload(page, server);
    const wizard = page.locator('.upload-wizard');
    await wizard.getByTestId('asset-files').setInputFiles([svgUpload('animated.svg', SET_FILL_SVG), svgUpload('embedded.svg', EMBEDDED_SVG)]);
    await wizard.getByText('成功 1 个，失败 1 个').waitFor();
    await wizard.locator('tr', { hasText: 'animated.svg' }).getByText(OTHERWISE).waitFor();

    await openDesigner(page, server, '蜜桃爱心', 3);
    await page.getByTestId('designer-upload-input').setInputFiles(svgUpload('animated.svg', SET_FILL_SVG));
    await message(page, OTHERWISE).waitFor();
    expect(await rows(page).count()).toBe(3);
    expect(await canvas(page).getAttribute('data-node-count')).toBe('3');
  });

  it('a template holding one (an asset put in before the check) is not blocked: Chromium here exports it', async () => {
    const { page, server } = e2e;
    const fileId = await uploadThroughDevApi(server, 'diagram.svg', DRAWIO_SVG, 'image/svg+xml', 1);
    const collection = await callDevApi<{ id: string }>(server, 'POST', '/api/design_asset_collections', { type: 2, name: '流程图' });
    const asset = await callDevApi<{ id: string }>(server, 'POST', '/api/design_assets', { type: 2, collectionId: collection.id, fileId, thumbnailFileId: null });
    await openDesigner(page, server, '蜜桃爱心', 3);
    // 素材库 is the menu the designer opens on.
    await page.locator('.designer-material-collection').click();
    await page.locator('.arco-select-option', { hasText: '流程图' }).click();
    await page.locator(`.designer-material[data-asset-id="${asset.id}"]`).click();
    await expect.poll(() => canvas(page).getAttribute('data-node-count')).toBe('4');
    // Where a browser refuses to export it (older ones taint a canvas for <foreignObject>), 保存 names the
    // layer instead (saveDesign.test.ts); this one draws it and saves.
    await drawer(page).getByRole('button', { name: '保存', exact: true }).click();
    await message(page, '保存成功').waitFor();
  });
});
