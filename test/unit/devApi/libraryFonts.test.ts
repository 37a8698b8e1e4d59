// Node, as on the dev server: the seeded fonts are file: fixtures, read from disk, served at /api/files.
// Shop fonts and font colours (spec 2 §3, §5, §7; the paths are ours): name and file rules, the TTF/OTF
// signature check, enable switches, ordering by {activeId, next}, lower-cased #rrggbb colours.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import type { FontColor, ShopFont } from '../../../contract/library';
import { BASE as ORIGIN } from './helpers';
import { client, expectChained, type Client } from './catalogueHelpers';
import { PNG_HEADER, fixtureBytes, pendingFile, upload } from './libraryHelpers';
import { FONT_NAME_LIMIT } from '../../../contract/names';

const FONTS = '/api/shop_fonts';
const COLORS = '/api/shop_font_colors';
const FILE_INVALID = '请上传ttf、otf格式的字体文件';

const nodeApi = () => createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk });

describe('dev API shop fonts', () => {
  let api: DevApi;
  let c: Client;
  let previews: { previewImageFileId: string; activePreviewImageFileId: string };
  beforeEach(async () => {
    api = nodeApi();
    c = client(api);
    previews = {
      previewImageFileId: await upload(api, 'x-preview.png', PNG_HEADER, 6, 'image/png'),
      activePreviewImageFileId: await upload(api, 'x-preview-active.png', PNG_HEADER, 6, 'image/png'),
    };
  });

  const uploadFont = (bytes: Uint8Array, fileName = 'font.otf') => upload(api, fileName, bytes, 6);

  it('lists the seeded fonts in order, with their files as URLs and the font file id as fileKey', async () => {
    const fonts = await c.get<ShopFont[]>(FONTS);
    expect(fonts.map((font) => [font.name, font.enabled])).toEqual([['思源黑体', true], ['思源宋体', true]]);
    expectChained(fonts);
    for (const font of fonts) {
      expect(Object.keys(font)).toEqual(['id', 'name', 'enabled', 'previewImageUrl', 'activePreviewImageUrl', 'fileKey', 'fontUrl', 'next']);
      expect(font.fontUrl).toBe(api.files.url(font.fileKey));
      expect(api.files.get(font.fileKey)).toMatchObject({ mimeType: 'font/otf', kind: 6, status: 'uploaded' });
      expect(font.previewImageUrl).toMatch(/\/api\/files\/\d+\/content\?owner=demo&sig=[0-9a-f]{64}$/);
      expect(font.activePreviewImageUrl).toMatch(/\/api\/files\/\d+\/content\?owner=demo&sig=[0-9a-f]{64}$/);
      expect(new Set([font.previewImageUrl, font.activePreviewImageUrl, font.fontUrl]).size).toBe(3);
    }
  });

  it('creates an enabled font at the end from a real OTF (the seeded subset)', async () => {
    const fontFileId = await uploadFont(fixtureBytes('fonts/NotoSerifCJKsc-subset.otf'), '思源宋体.otf');
    const created = await c.ok<ShopFont>('POST', FONTS, { name: '  我的宋体  ', fontFileId, ...previews });
    expect(created).toEqual({
      id: expect.any(String),
      name: '我的宋体',
      enabled: true,
      previewImageUrl: api.files.url(previews.previewImageFileId),
      activePreviewImageUrl: api.files.url(previews.activePreviewImageFileId),
      fileKey: fontFileId,
      fontUrl: api.files.url(fontFileId),
      next: null,
    });
    const fonts = await c.get<ShopFont[]>(FONTS);
    expect(fonts.map((font) => font.name)).toEqual(['思源黑体', '思源宋体', '我的宋体']);
    expectChained(fonts);
  });

  it('accepts the TrueType signatures 00 01 00 00 and "true", and an already seeded font file', async () => {
    const ttf = await uploadFont(new Uint8Array([0, 1, 0, 0, 0, 12, 0, 128]), 'a.ttf');
    await c.ok('POST', FONTS, { name: 'TTF', fontFileId: ttf, ...previews });
    const apple = await uploadFont(new TextEncoder().encode('true\u0000\u0010'), 'b.ttf');
    await c.ok('POST', FONTS, { name: 'Apple', fontFileId: apple, ...previews });
    // The seeded font's bytes are read from its fixture to be checked (Node: through the reader given).
    const [seeded] = await c.get<ShopFont[]>(FONTS);
    expect((await c.ok<ShopFont>('POST', FONTS, { name: '黑体副本', fontFileId: seeded!.fileKey, ...previews })).fileKey).toBe(seeded!.fileKey);
  });

  it('refuses a PNG renamed .ttf, WOFF, a collection, and files too short to have a signature', async () => {
    const cases: Array<[string, Uint8Array]> = [
      ['renamed.ttf', PNG_HEADER],
      ['web.otf', new TextEncoder().encode('wOFF\u0000\u0001\u0000\u0000')],
      ['web2.ttf', new TextEncoder().encode('wOF2\u0000\u0001\u0000\u0000')],
      ['collection.ttf', new TextEncoder().encode('ttcf\u0000\u0001\u0000\u0000')],
      ['short.otf', new TextEncoder().encode('OTT')],
      ['empty.ttf', new Uint8Array(0)],
    ];
    for (const [fileName, bytes] of cases) {
      const fontFileId = await uploadFont(bytes, fileName);
      expect((await c.fails('POST', FONTS, { name: '坏字体', fontFileId, ...previews }, 400)).message, fileName).toBe(FILE_INVALID);
    }
    expect((await c.fails('POST', FONTS, { name: '没文件', ...previews }, 400)).message).toBe(FILE_INVALID);
    for (const fontFileId of [null, '']) expect((await c.fails('POST', FONTS, { name: '没文件', fontFileId, ...previews }, 400)).message).toBe(FILE_INVALID);
    expect((await c.fails('POST', FONTS, { name: '坏 id', fontFileId: true, ...previews }, 400)).message).toBe('fontFileId 必须是 id');
    await c.fails('POST', FONTS, { name: '未上传', fontFileId: await pendingFile(api, 'p.otf', 6), ...previews }, 400);
    await c.fails('POST', FONTS, { name: '不存在', fontFileId: '424242', ...previews }, 400);
    expect(await c.get<ShopFont[]>(FONTS)).toHaveLength(2);
  });

  it('requires both preview images, uploaded', async () => {
    const fontFileId = await uploadFont(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
    expect((await c.fails('POST', FONTS, { name: '缺预览', fontFileId, previewImageFileId: previews.previewImageFileId }, 400)).message).toBe('activePreviewImageFileId 必填');
    await c.fails('POST', FONTS, { name: '缺预览', fontFileId, activePreviewImageFileId: previews.activePreviewImageFileId }, 400);
    await c.fails('POST', FONTS, { name: '缺预览', fontFileId, ...previews, previewImageFileId: await pendingFile(api, 'p.png') }, 400);
    expect(await c.get<ShopFont[]>(FONTS)).toHaveLength(2);
  });

  it('trims the name, requires it, allows 10 characters and refuses 11', async () => {
    const fontFileId = await uploadFont(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
    for (const name of ['', '   ', undefined, null, 7]) {
      expect((await c.fails('POST', FONTS, { name, fontFileId, ...previews }, 400)).message).toBe('请输入字体名称');
    }
    expect((await c.fails('POST', FONTS, { name: '一二三四五六七八九十壹', fontFileId, ...previews }, 400)).message).toBe(FONT_NAME_LIMIT.tooLong);
    expect((await c.fails('POST', FONTS, { name: 'abcdefghijk', fontFileId, ...previews }, 400)).message).toBe(FONT_NAME_LIMIT.tooLong);
    await c.ok('POST', FONTS, { name: ' 一二三四五六七八九十 ', fontFileId, ...previews });
    await c.ok('POST', FONTS, { name: 'abcdefghij', fontFileId, ...previews });
    // A character outside the BMP is one character, not two UTF-16 units.
    await c.ok('POST', FONTS, { name: '𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀', fontFileId, ...previews });
    // The name is checked before the file: an empty name with a bad file gives the name's message.
    expect((await c.fails('POST', FONTS, { name: '', fontFileId: await uploadFont(PNG_HEADER), ...previews }, 400)).message).toBe('请输入字体名称');
  });

  it('refuses a font name with a direction control, which would turn the font list around it', async () => {
    const fontFileId = await uploadFont(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
    for (const name of ['\u202e体黑源思', '黑体\u2066']) {
      expect((await c.fails('POST', FONTS, { name, fontFileId, ...previews }, 400)).message).toBe('名称不能包含改变文字方向的控制字符');
    }
    expect((await c.get<ShopFont[]>(FONTS)).map((font) => font.name)).toEqual(['思源黑体', '思源宋体']);
  });

  it('switches a font on and off; other fields are left alone', async () => {
    const [font] = await c.get<ShopFont[]>(FONTS);
    const off = await c.ok<ShopFont>('PATCH', `${FONTS}/${font!.id}`, { enabled: false, name: '改名无效' });
    expect(off).toEqual({ ...font, enabled: false });
    expect((await c.get<ShopFont[]>(FONTS))[0]!.enabled).toBe(false);
    expect(await c.ok('PATCH', `${FONTS}/${font!.id}`, {})).toEqual({ ...font, enabled: false });
    await c.fails('PATCH', `${FONTS}/${font!.id}`, { enabled: 'yes' }, 400);
    expect((await c.ok<ShopFont>('PATCH', `${FONTS}/${font!.id}`, { enabled: true })).enabled).toBe(true);
    await c.fails('PATCH', `${FONTS}/424242`, { enabled: true }, 404);
  });

  it('orders by {activeId, next}', async () => {
    const fontFileId = await uploadFont(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
    await c.ok('POST', FONTS, { name: '第三个', fontFileId, ...previews });
    const [sans, serif, third] = await c.get<ShopFont[]>(FONTS);
    const moved = await c.ok<ShopFont>('PATCH', `${FONTS}/ordering`, { activeId: third!.id, next: sans!.id });
    expect(moved).toMatchObject({ id: third!.id, name: '第三个', next: sans!.id });
    let fonts = await c.get<ShopFont[]>(FONTS);
    expect(fonts.map((font) => font.name)).toEqual(['第三个', '思源黑体', '思源宋体']);
    expectChained(fonts);
    await c.ok('PATCH', `${FONTS}/ordering`, { activeId: Number(sans!.id), next: null });
    fonts = await c.get<ShopFont[]>(FONTS);
    expect(fonts.map((font) => font.name)).toEqual(['第三个', '思源宋体', '思源黑体']);
    expectChained(fonts);
    expect(await c.fails('PATCH', `${FONTS}/ordering`, { activeId: serif!.id }, 400)).toMatchObject({ code: 'INVALID_ORDERING', message: 'next 必填（排到最后时传 null）' });
    for (const next of ['', true, { id: sans!.id }]) {
      expect(await c.fails('PATCH', `${FONTS}/ordering`, { activeId: serif!.id, next }, 400)).toMatchObject({ code: 'INVALID_ORDERING', message: 'next 必须是条目 id 或 null' });
    }
    expect((await c.fails('PATCH', `${FONTS}/ordering`, { activeId: serif!.id, next: serif!.id }, 400)).code).toBe('INVALID_ORDERING');
    expect((await c.fails('PATCH', `${FONTS}/ordering`, { activeId: serif!.id, next: '424242' }, 400)).code).toBe('INVALID_ORDERING');
    await c.fails('PATCH', `${FONTS}/ordering`, { next: null }, 400);
    await c.fails('PATCH', `${FONTS}/ordering`, { activeId: '424242', next: null }, 404);
  });

  it('deletes a font, keeping its files', async () => {
    const [sans, serif] = await c.get<ShopFont[]>(FONTS);
    expect(await c.ok('DELETE', `${FONTS}/${sans!.id}`)).toEqual({});
    const fonts = await c.get<ShopFont[]>(FONTS);
    expect(fonts).toEqual([{ ...serif, next: null }]);
    expect(api.files.get(sans!.fileKey)).toBeDefined();
    await c.fails('DELETE', `${FONTS}/${sans!.id}`, undefined, 404);
  });
});

describe('dev API font colours', () => {
  let c: Client;
  beforeEach(() => {
    c = client(nodeApi());
  });

  it('lists the six seeded colours, one disabled', async () => {
    const colors = await c.get<FontColor[]>(COLORS);
    expect(colors.map((color) => color.hexCode)).toEqual(['#000000', '#ffffff', '#fd7455', '#165dff', '#00b42a', '#646464']);
    expect(colors.filter((color) => !color.enabled).map((color) => color.hexCode)).toEqual(['#646464']);
    expectChained(colors);
    expect(Object.keys(colors[0]!)).toEqual(['id', 'hexCode', 'enabled', 'next']);
  });

  it('creates enabled colours at the end, trimmed and in lower case', async () => {
    const created = await c.ok<FontColor>('POST', COLORS, { hexCode: ' #AbCdEf ' });
    expect(created).toEqual({ id: expect.any(String), hexCode: '#abcdef', enabled: true, next: null });
    const colors = await c.get<FontColor[]>(COLORS);
    expect(colors[6]).toEqual(created);
    expectChained(colors);
  });

  it('requires a colour and takes only #rrggbb', async () => {
    for (const hexCode of ['', '  ', undefined, null]) {
      expect((await c.fails('POST', COLORS, { hexCode }, 400)).message).toBe('请输入颜色');
    }
    for (const hexCode of ['#fff', 'ffffff', '#fffffff', '#gggggg', 'red', '#ff ff ff', 123456]) {
      expect((await c.fails('POST', COLORS, { hexCode }, 400)).message, String(hexCode)).toBe(
        typeof hexCode === 'number' ? '请输入颜色' : '请填写 #rrggbb 格式的颜色值',
      );
    }
    expect(await c.get<FontColor[]>(COLORS)).toHaveLength(6);
  });

  it('switches a colour on and off, and deletes it', async () => {
    const colors = await c.get<FontColor[]>(COLORS);
    const grey = colors[5]!;
    expect(await c.ok('PATCH', `${COLORS}/${grey.id}`, { enabled: true, hexCode: '#123456' })).toEqual({ ...grey, enabled: true });
    await c.fails('PATCH', `${COLORS}/${grey.id}`, { enabled: 1 }, 400);
    await c.fails('PATCH', `${COLORS}/424242`, { enabled: true }, 404);
    expect(await c.ok('DELETE', `${COLORS}/${colors[2]!.id}`)).toEqual({});
    const after = await c.get<FontColor[]>(COLORS);
    expect(after.map((color) => color.hexCode)).toEqual(['#000000', '#ffffff', '#165dff', '#00b42a', '#646464']);
    expectChained(after);
    await c.fails('DELETE', `${COLORS}/${colors[2]!.id}`, undefined, 404);
  });

  it('orders by {activeId, next}', async () => {
    const colors = await c.get<FontColor[]>(COLORS);
    const moved = await c.ok<FontColor>('PATCH', `${COLORS}/ordering`, { activeId: colors[5]!.id, next: colors[1]!.id });
    expect(moved).toMatchObject({ id: colors[5]!.id, next: colors[1]!.id });
    let after = await c.get<FontColor[]>(COLORS);
    expect(after.map((color) => color.hexCode)).toEqual(['#000000', '#646464', '#ffffff', '#fd7455', '#165dff', '#00b42a']);
    expectChained(after);
    await c.ok('PATCH', `${COLORS}/ordering`, { activeId: colors[0]!.id, next: null });
    after = await c.get<FontColor[]>(COLORS);
    expect(after.map((color) => color.hexCode)).toEqual(['#646464', '#ffffff', '#fd7455', '#165dff', '#00b42a', '#000000']);
    expect((await c.fails('PATCH', `${COLORS}/ordering`, { activeId: colors[0]!.id }, 400)).code).toBe('INVALID_ORDERING');
    await c.fails('PATCH', `${COLORS}/ordering`, { activeId: '424242', next: null }, 404);
  });
});
