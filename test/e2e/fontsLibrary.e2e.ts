import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request as PwRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShopFont } from '../../contract/library';
import { inspectImage } from '../../contract/imageHeader';
import { orderFromLinks } from '../../src/lib/ordering';
import { casePng } from '../support/pngFile';
import { networkSettled, openSignedIn, useConsole, recordStatusTexts } from './fixtures';
import { hold, releaseHeld, untilArrived } from './held';
import { callDevApi } from '../support/devApiCalls';
import { FONT_NAME_LIMIT } from '../../contract/names';
import { fetchThrough } from './routeFetch';

const e2e = useConsole();
const POLL = { timeout: 10_000 };
const FONTS_API = '/api/shop_fonts';
const FONT_DIR = join(__dirname, '../../fixtures/fonts');
const sansOtf = readFileSync(join(FONT_DIR, 'NotoSansCJKsc-subset.otf'));
const serifOtf = readFileSync(join(FONT_DIR, 'NotoSerifCJKsc-subset.otf'));
const fontUpload = (name: string, buffer: Buffer) => ({ name, mimeType: 'font/otf', buffer });

async function openFonts(): Promise<Page> {
  const { page, server } = e2e;
  await openSignedIn(page, server.url, '/app/fonts');
  await fontRow('思源黑体').waitFor();
  return page;
}

function fontRow(name: string): Locator {
  return e2e.page.locator('.font-tab tbody tr', { has: e2e.page.locator('td.font-name-cell', { hasText: new RegExp(`^${name}$`) }) });
}

const shownNames = () => e2e.page.locator('.font-tab tbody td.font-name-cell').allInnerTexts();

/** The fonts as the dev API holds them, in linked-list order, read with the page's own token. */
async function storedFonts(): Promise<ShopFont[]> {
  const token = (await e2e.context.cookies()).find((c) => c.name === '_token_')?.value;
  const reply = await e2e.server.devApi.handle(new Request(`http://x${FONTS_API}`, { headers: { authorization: `Bearer ${token}` } }));
  return orderFromLinks((await reply.json()) as ShopFont[]);
}

const writes = () => e2e.server.requests.filter((r) => !r.startsWith('GET ') && r.includes(FONTS_API));
const uploads = () => e2e.server.requests.filter((r) => r.startsWith('POST /api/files/upload_form'));

/** Whether an <img> finished loading with real pixels. */
const imageLoaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalHeight > 0);

/** The next create reaches the API and is done; its reply is lost on the way back (a dropped connection). */
async function loseNextCreateReply(page: Page): Promise<void> {
  await page.route(
    `**${FONTS_API}`,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await fetchThrough(route);
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
}

async function openAddForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '新增字体' }).click();
  const modal = page.locator('.font-form-modal');
  await modal.getByPlaceholder('字体名称').waitFor();
  return modal;
}

/**
 * The settle signal after a refused save: 保存 stops spinning once the save handler has returned, and
 * the traffic is quiet. A save that went on past its message would still be spinning, or uploading.
 */
async function saveEnded(modal: Locator): Promise<void> {
  await expect.poll(() => modal.locator('.arco-btn-loading').count(), POLL).toBe(0);
  await networkSettled(e2e);
}

async function fillForm(modal: Locator, name: string, file: { name: string; mimeType: string; buffer: Buffer } | null, license: boolean) {
  await modal.getByPlaceholder('字体名称').fill(name);
  if (file) await modal.locator('input[type=file]').setInputFiles(file);
  if (license) await modal.getByText('我已确认拥有该字体的商用授权，并同意在店铺中使用').click();
}

describe('字体库', () => {
  it('lists the seeded fonts with their preview images and a drag handle', async () => {
    const page = await openFonts();
    await expect(shownNames()).resolves.toEqual(['思源黑体', '思源宋体']);
    for (const name of ['思源黑体', '思源宋体']) {
      const preview = fontRow(name).getByRole('img', { name });
      await expect.poll(() => imageLoaded(preview), POLL).toBe(true);
    }
    expect(await page.locator('.font-tab tbody tr .drag-handle').count()).toBe(2);
  });

  it('adds a font from an OTF: both previews drawn from the font, three FONT uploads, then 操作成功', async () => {
    const page = await openFonts();
    const created: PwRequest[] = [];
    const forms: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(FONTS_API)) created.push(request);
      if (request.url().endsWith('/api/files/upload_form')) forms.push(request.postDataJSON());
    });
    const modal = await openAddForm(page);
    await fillForm(modal, '  快乐宋体  ', fontUpload('NotoSerifCJKsc-subset.otf', serifOtf), true);
    await modal.getByText('NotoSerifCJKsc-subset.otf').waitFor();
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await fontRow('快乐宋体').waitFor();
    await expect.poll(() => imageLoaded(fontRow('快乐宋体').getByRole('img', { name: '快乐宋体' })), POLL).toBe(true);

    // Three uploads of kind 6 (FONT): the font, then the two previews.
    expect(forms).toEqual([
      { fileName: 'NotoSerifCJKsc-subset.otf', type: 6 },
      { fileName: 'NotoSerifCJKsc-subset-preview.png', type: 6 },
      { fileName: 'NotoSerifCJKsc-subset-preview-active.png', type: 6 },
    ]);
    expect(created).toHaveLength(1);
    const body = created[0]!.postDataJSON() as { name: string; fontFileId: string; previewImageFileId: string; activePreviewImageFileId: string };
    expect(body.name).toBe('快乐宋体');
    const files = e2e.server.devApi.files;
    expect(Buffer.from(files.get(body.fontFileId)!.bytes).equals(serifOtf)).toBe(true);
    for (const id of [body.fontFileId, body.previewImageFileId, body.activePreviewImageFileId]) {
      expect(files.get(id)).toMatchObject({ kind: 6, status: 'uploaded' });
    }
    for (const id of [body.previewImageFileId, body.activePreviewImageFileId]) {
      const png = inspectImage(files.get(id)!.bytes, 'preview.png');
      expect(png).toMatchObject({ ok: true, format: 'png' });
      // 4 characters at 32 px: wider than three glyphs, about a line high (spec 2 §9).
      if (png.ok) {
        expect(png.width).toBeGreaterThan(32 * 3);
        expect(png.height).toBeGreaterThanOrEqual(32);
        expect(png.height).toBeLessThan(80);
      }
    }
    const stored = (await storedFonts()).find((font) => font.name === '快乐宋体');
    expect(stored).toMatchObject({ enabled: true });

    // The previews carry the spec's two colours, drawn on transparency.
    const inks = await page.evaluate(async (urls: string[]) => {
      const inkOf = async (url: string) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let transparent = 0;
        let solid: number[] | null = null;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] === 0) transparent += 1;
          else if (data[i + 3] === 255 && !solid) solid = [data[i]!, data[i + 1]!, data[i + 2]!];
        }
        return { solid, transparent: transparent / (data.length / 4) };
      };
      return Promise.all(urls.map(inkOf));
    }, [stored!.previewImageUrl, stored!.activePreviewImageUrl]);
    expect(inks[0]).toMatchObject({ solid: [51, 51, 51] });
    expect(inks[1]).toMatchObject({ solid: [253, 116, 85] });
    expect(inks[0]!.transparent).toBeGreaterThan(0.3);
  });

  it('saved again after the reply of the create was lost, uploads nothing again and makes the font once', async () => {
    const page = await openFonts();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === FONTS_API) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // The names are drawn from the test font's subset.
    await loseNextCreateReply(page);
    const modal = await openAddForm(page);
    await fillForm(modal, '快乐体', fontUpload('NotoSerifCJKsc-subset.otf', serifOtf), true);
    await modal.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByText('请检查您的网络设置，请求发送失败！').waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await saveEnded(modal);
    expect(uploads()).toHaveLength(3);

    // The merchant saves again: the same three files, the same create, answered with the font the first made.
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await fontRow('快乐体').waitFor();
    expect(await fontRow('快乐体').count()).toBe(1);
    expect((await storedFonts()).filter((font) => font.name === '快乐体')).toHaveLength(1);
    expect(uploads()).toHaveLength(3);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a lost reply, shows the font it made in the list, and says so rather than make it again under another name', async () => {
    const page = await openFonts();
    await loseNextCreateReply(page);
    const modal = await openAddForm(page);
    await fillForm(modal, '快乐', fontUpload('NotoSerifCJKsc-subset.otf', serifOtf), true);
    await modal.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await saveEnded(modal);
    // The list behind the form is read again: the font the lost reply made is there.
    await fontRow('快乐').waitFor();

    await modal.getByPlaceholder('字体名称').fill('宋体乐');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('该字体已保存为「快乐」，字体名称保存后不能修改').waitFor();
    await saveEnded(modal);
    expect((await storedFonts()).map((font) => font.name).filter((name) => name === '快乐' || name === '宋体乐')).toEqual(['快乐']);
    expect(writes()).toHaveLength(1);

    // The same file picked again, under the first name: the font is there, and nothing is made twice.
    await modal.locator('input[type=file]').setInputFiles(fontUpload('NotoSerifCJKsc-subset.otf', serifOtf));
    await modal.getByPlaceholder('字体名称').fill('快乐');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect((await storedFonts()).filter((font) => font.name === '快乐')).toHaveLength(1);
    expect(writes()).toHaveLength(1);
  });

  it('saved again under another name after a lost reply, draws and uploads only the previews again', async () => {
    const page = await openFonts();
    const created: { name: string; fontFileId: string; previewImageFileId: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === FONTS_API) created.push(request.postDataJSON());
    });
    await page.route(`**${FONTS_API}`, (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()), { times: 1 });
    const modal = await openAddForm(page);
    await fillForm(modal, '快乐', fontUpload('NotoSerifCJKsc-subset.otf', serifOtf), true);
    await modal.getByRole('button', { name: '保存' }).click();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await saveEnded(modal);

    await modal.getByPlaceholder('字体名称').fill('宋体乐');
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await fontRow('宋体乐').waitFor();
    // The font's file once; the previews twice, drawn from each name.
    expect(uploads()).toHaveLength(5);
    expect(created.map((body) => body.name)).toEqual(['快乐', '宋体乐']);
    expect(created[1]!.fontFileId).toBe(created[0]!.fontFileId);
    expect(created[1]!.previewImageFileId).not.toBe(created[0]!.previewImageFileId);
    expect((await storedFonts()).map((font) => font.name).filter((name) => name === '快乐' || name === '宋体乐')).toEqual(['宋体乐']);
  });

  it('draws a different preview for a different font of the same name', async () => {
    const page = await openFonts();
    for (const [file, buffer] of [['NotoSansCJKsc-subset.otf', sansOtf], ['NotoSerifCJKsc-subset.otf', serifOtf]] as const) {
      const modal = await openAddForm(page);
      await fillForm(modal, '同名字体', fontUpload(file, buffer), true);
      await modal.getByRole('button', { name: '保存' }).click();
      await expect.poll(async () => (await storedFonts()).filter((font) => font.name === '同名字体').length, POLL).toBeGreaterThan(0);
      await page.locator('.font-form-modal').waitFor({ state: 'hidden' });
    }
    await expect.poll(async () => (await storedFonts()).filter((font) => font.name === '同名字体').length, POLL).toBe(2);
    const [a, b] = (await storedFonts()).filter((font) => font.name === '同名字体');
    const bytesOf = async (url: string) => Buffer.from(await (await fetch(new URL(url, e2e.server.url))).arrayBuffer());
    expect((await bytesOf(a!.previewImageUrl)).equals(await bytesOf(b!.previewImageUrl))).toBe(false);
  });

  it('refuses an empty name, an 11-character name and an unticked licence, uploading nothing', async () => {
    const page = await openFonts();
    const modal = await openAddForm(page);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请输入字体名称').waitFor();
    await modal.getByText('请上传ttf、otf格式的字体文件').waitFor();
    await modal.getByText('请仔细阅读后勾选').waitFor();

    await fillForm(modal, '一二三四五六七八九十壹', fontUpload('NotoSansCJKsc-subset.otf', sansOtf), false);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText(FONT_NAME_LIMIT.tooLong).waitFor();
    await modal.getByText('请仔细阅读后勾选').waitFor();
    expect(await modal.getByText('请上传ttf、otf格式的字体文件').count()).toBe(0);

    // The counter (Arco draws it in a zero-height suffix, so it is read, not waited for as visible).
    const counter = modal.locator('.arco-input-word-limit');
    await expect.poll(() => counter.textContent()).toBe('11/10');

    // Ten characters, padded with spaces, are fine, and counted as ten; the licence is still missing.
    await modal.getByPlaceholder('字体名称').fill('  一二三四五六七八九十  ');
    await expect.poll(() => counter.textContent()).toBe('10/10');
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请仔细阅读后勾选').waitFor();
    expect(await modal.getByText(FONT_NAME_LIMIT.tooLong).count()).toBe(0);
    await networkSettled(e2e);
    expect(uploads()).toHaveLength(0);
    expect(writes()).toHaveLength(0);
  });

  it('refuses a PNG renamed .ttf as soon as it is chosen, and on save', async () => {
    const page = await openFonts();
    const modal = await openAddForm(page);
    await fillForm(modal, '手写体', { name: 'handwriting.ttf', mimeType: 'font/ttf', buffer: casePng(40, 40) }, true);
    await modal.getByText('请上传ttf、otf格式的字体文件').waitFor();
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('请上传ttf、otf格式的字体文件').waitFor();
    await networkSettled(e2e);
    expect(uploads()).toHaveLength(0);
    expect(writes()).toHaveLength(0);

    // Choosing a real font clears the message.
    await modal.locator('input[type=file]').setInputFiles(fontUpload('NotoSansCJKsc-subset.otf', sansOtf));
    await modal.getByText('请上传ttf、otf格式的字体文件').waitFor({ state: 'detached' });
  });

  it.each([
    ['the first 200 bytes of a real font', sansOtf.subarray(0, 200), 'cut.otf'],
    ["'OTTO' and junk", Buffer.concat([Buffer.from('OTTO'), Buffer.alloc(3000, 0x5a)]), 'junk.otf'],
    ['a TrueType signature and junk', Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(3000, 0x11)]), 'junk.ttf'],
  ])('says 生成字体预览图失败，请检查字体文件 for %s and uploads nothing', async (_name, buffer, fileName) => {
    const page = await openFonts();
    const modal = await openAddForm(page);
    await fillForm(modal, '坏字体', { name: fileName, mimeType: 'font/otf', buffer }, true);
    // The signature is fine, so the chooser takes it.
    await modal.getByText(fileName).waitFor();
    expect(await modal.getByText('请上传ttf、otf格式的字体文件').count()).toBe(0);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('生成字体预览图失败，请检查字体文件').waitFor();
    await saveEnded(modal);
    expect(uploads()).toHaveLength(0);
    expect(writes()).toHaveLength(0);
    expect(await page.getByText('操作成功').count()).toBe(0);
  });

  it('says 填入的字体没有找到对应的字形 at the name when a valid font has no glyph for it, then saves a name it can draw', async () => {
    const page = await openFonts();
    const modal = await openAddForm(page);
    // 龘 is not in fixtures/fonts/subset-chars.txt: the preview would show a system font under this font's name.
    await fillForm(modal, '龘字体', fontUpload('NotoSansCJKsc-subset.otf', sansOtf), true);
    await modal.getByRole('button', { name: '保存' }).click();
    const nameItem = modal.locator('.arco-form-item', { has: page.getByPlaceholder('字体名称') });
    await nameItem.getByText('填入的字体没有找到对应的字形').waitFor();
    expect(await modal.getByText('生成字体预览图失败，请检查字体文件').count()).toBe(0);
    await saveEnded(modal);
    expect(uploads()).toHaveLength(0);
    expect(writes()).toHaveLength(0);

    // The name is what to change; the file stays chosen.
    await modal.getByPlaceholder('字体名称').fill('快乐字体');
    await nameItem.getByText('填入的字体没有找到对应的字形').waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: '保存' }).click();
    await page.getByText('操作成功').waitFor();
    await fontRow('快乐字体').waitFor();
  });

  it('starts each opening of the form afresh: no name, file, licence or message from the last one', async () => {
    const page = await openFonts();
    let modal = await openAddForm(page);
    await fillForm(modal, '龘字体', fontUpload('NotoSansCJKsc-subset.otf', sansOtf), true);
    await modal.getByRole('button', { name: '保存' }).click();
    await modal.getByText('填入的字体没有找到对应的字形').waitFor();
    await modal.getByRole('button', { name: '取消' }).click();
    await modal.waitFor({ state: 'hidden' });

    modal = await openAddForm(page);
    await expect(modal.getByPlaceholder('字体名称').inputValue()).resolves.toBe('');
    expect(await modal.getByText('NotoSansCJKsc-subset.otf').count()).toBe(0);
    expect(await modal.locator('.arco-checkbox-checked').count()).toBe(0);
    expect(await modal.getByText('填入的字体没有找到对应的字形').count()).toBe(0);
  });

  it('disables and enables one font with 操作成功', async () => {
    const page = await openFonts();
    const toggle = fontRow('思源宋体').getByRole('switch');
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await toggle.click();
    await page.getByText('操作成功').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('false');
    expect((await storedFonts()).find((f) => f.name === '思源宋体')?.enabled).toBe(false);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), POLL).toBe('true');
    expect((await storedFonts()).find((f) => f.name === '思源宋体')?.enabled).toBe(true);
    expect(writes().filter((r) => r.startsWith('PATCH'))).toHaveLength(2);
  });

  it('deletes a font only after 确认删除字体?, with 删除成功', async () => {
    const page = await openFonts();
    await fontRow('思源黑体').getByRole('button', { name: '删除' }).click();
    await page.getByText('确认删除字体?').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('确认删除字体?').waitFor({ state: 'detached' });
    await networkSettled(e2e);
    expect(writes()).toHaveLength(0);

    await fontRow('思源黑体').getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await fontRow('思源黑体').waitFor({ state: 'detached' });
    expect((await storedFonts()).map((f) => f.name)).toEqual(['思源宋体']);
  });

  it('a font deleted in another tab: its switch says so and its row goes; deleting it is simply done', async () => {
    const { page, server } = e2e;
    await openFonts();
    const [sans, serif] = await storedFonts();
    await callDevApi(server, 'DELETE', `${FONTS_API}/${sans!.id}`);
    await fontRow(sans!.name).getByRole('switch').click();
    await page.locator('.network-error-modal').getByText(`字体不存在: ${sans!.id}`).waitFor();
    await page.locator('.network-error-modal').getByRole('button', { name: '知道了' }).click();
    await fontRow(sans!.name).waitFor({ state: 'detached' });
    expect(await shownNames()).toEqual([serif!.name]);

    await callDevApi(server, 'DELETE', `${FONTS_API}/${serif!.id}`);
    await fontRow(serif!.name).getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await fontRow(serif!.name).waitFor({ state: 'detached' });
    expect(await page.locator('.network-error-modal').count()).toBe(0);
  });

  it('warns 请选择至少一个字体 for a batch with nothing selected', async () => {
    const page = await openFonts();
    for (const action of ['批量启用', '批量停用', '批量删除']) {
      await page.getByRole('button', { name: action }).click();
      await page.getByText('请选择至少一个字体').first().waitFor();
    }
    await networkSettled(e2e);
    expect(await page.getByText('确认删除选中的').count()).toBe(0);
    expect(writes()).toHaveLength(0);
  });

  it('batch-disables two fonts one after another, showing the progress', async () => {
    const { page, server } = await openFonts().then((page) => ({ page, server: e2e.server }));
    hold(server, { method: 'PATCH', path: `${FONTS_API}/*` });
    await fontRow('思源黑体').locator('.arco-checkbox').click();
    await fontRow('思源宋体').locator('.arco-checkbox').click();
    const statusTexts = await recordStatusTexts(page);
    await page.getByRole('button', { name: '批量停用' }).click();
    // One after another: the second call goes only once the first is answered.
    await page.getByRole('status').getByText('正在处理 0/2').waitFor();
    await untilArrived(server, 'PATCH', /^\/api\/shop_fonts\//);
    await releaseHeld(server, { keepRules: true });
    await page.getByRole('status').getByText('正在处理 1/2').waitFor();
    await untilArrived(server, 'PATCH', /^\/api\/shop_fonts\//, 2);
    await releaseHeld(server);
    await page.getByText('操作成功').waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await statusTexts()).toEqual(['正在处理 0/2', '正在处理 1/2']);
    expect((await storedFonts()).map((f) => f.enabled)).toEqual([false, false]);
    expect(writes()).toEqual([expect.stringMatching(/^PATCH \/api\/shop_fonts\/\w+$/), expect.stringMatching(/^PATCH \/api\/shop_fonts\/\w+$/)]);
    for (const name of ['思源黑体', '思源宋体']) {
      await expect.poll(() => fontRow(name).getByRole('switch').getAttribute('aria-checked'), POLL).toBe('false');
    }
    // Selection is cleared after a batch.
    expect(await page.locator('.font-tab tbody .arco-checkbox-checked').count()).toBe(0);
  });

  it('goes on past a failed font in a batch, ends with 1 个操作失败 and keeps only the failed one selected', async () => {
    const page = await openFonts();
    await fontRow('思源黑体').locator('.arco-checkbox').click();
    await fontRow('思源宋体').locator('.arco-checkbox').click();
    e2e.server.devApi.faults.add({ method: 'PATCH', path: `${FONTS_API}/*`, status: 500, times: 1 });
    await page.getByRole('button', { name: '批量停用' }).click();
    await page.getByText('1 个操作失败').waitFor();
    expect(writes().filter((r) => r.startsWith('PATCH'))).toHaveLength(2);
    // The first one failed; the second was still sent.
    await expect.poll(async () => (await storedFonts()).map((f) => f.enabled), POLL).toEqual([true, false]);
    await expect.poll(() => page.locator('.font-tab tbody .arco-checkbox-checked').count(), POLL).toBe(1);
    expect(await fontRow('思源黑体').locator('.arco-checkbox-checked').count()).toBe(1);
    expect(await page.getByText('操作成功').count()).toBe(0);
  });

  it('skips fonts already in the target state when batch-enabling', async () => {
    const page = await openFonts();
    await fontRow('思源宋体').getByRole('switch').click();
    await expect.poll(() => fontRow('思源宋体').getByRole('switch').getAttribute('aria-checked'), POLL).toBe('false');
    const before = writes().length;
    await fontRow('思源黑体').locator('.arco-checkbox').click();
    await fontRow('思源宋体').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量启用' }).click();
    await expect.poll(() => fontRow('思源宋体').getByRole('switch').getAttribute('aria-checked'), POLL).toBe('true');
    // Only 思源宋体 needed it.
    expect(writes().slice(before)).toHaveLength(1);
    expect((await storedFonts()).map((f) => f.enabled)).toEqual([true, true]);
  });

  it('batch-deletes the selected fonts after confirmBatchDeleteFonts', async () => {
    const page = await openFonts();
    await fontRow('思源黑体').locator('.arco-checkbox').click();
    await fontRow('思源宋体').locator('.arco-checkbox').click();
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.getByText('确认删除选中的 2 个字体?').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => shownNames(), POLL).toEqual([]);
    expect(await storedFonts()).toEqual([]);
    expect(writes().filter((r) => r.startsWith('DELETE'))).toHaveLength(2);
  });

  it('drag-sorts the fonts with 排序成功, and the order holds after a reload', async () => {
    const page = await openFonts();
    await fontRow('思源宋体').locator('.drag-handle').dragTo(fontRow('思源黑体'));
    await page.getByText('排序成功').waitFor();
    await expect.poll(() => shownNames(), POLL).toEqual(['思源宋体', '思源黑体']);
    expect((await storedFonts()).map((f) => f.name)).toEqual(['思源宋体', '思源黑体']);
    // One ordering call per font whose position changed (spec 2 §4): here both.
    expect(writes()).toEqual(['PATCH /api/shop_fonts/ordering', 'PATCH /api/shop_fonts/ordering']);
    await page.reload();
    await fontRow('思源黑体').waitFor();
    await expect.poll(() => shownNames(), POLL).toEqual(['思源宋体', '思源黑体']);
  });

  it('switches between the tabs by replacing the route', async () => {
    const page = await openFonts();
    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.arco-tabs-header-title', { hasText: '文字颜色' }).click();
    await page.waitForURL(/\/app\/fonts\/colors$/);
    await page.locator('.text-color-tab tbody tr').first().waitFor();
    await page.locator('.arco-tabs-header-title', { hasText: '字体库' }).click();
    await page.waitForURL(/\/app\/fonts$/);
    await fontRow('思源黑体').waitFor();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});
