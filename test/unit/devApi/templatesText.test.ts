// Node, as on the dev server. A text layer's fields are checked as the console checks them
// (contract/textLayer.ts) before anything is stored: 1 to 50 characters counted as code points, no
// invisible controls, controls or half characters, a #rrggbb colour, a font file address of ours; a deleted font still saves.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import type { ShopFont } from '../../../contract/library';
import type { DesignTemplate, TemplateGroup, TemplateSummary } from '../../../contract/templates';
import type { LayerInput } from '../../../contract/templateBody';
import { client, type Client } from './catalogueHelpers';
import { BASE as ORIGIN } from './helpers';
import { GROUPS, TEMPLATES, layerInput, listOf, templateInput, uploadLayerImage } from './templateHelpers';
import { TEXT_TOO_LONG } from '../../../contract/templateBody';

const FONTS = '/api/shop_fonts';

describe('dev API: text layer fields', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  let image: string;
  let font: ShopFont;
  beforeEach(async () => {
    api = createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk });
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '文字分组' });
    image = await uploadLayerImage(api, 'text.png');
    font = (await c.get<ShopFont[]>(FONTS))[0]!;
  });

  const textLayer = (over: Partial<LayerInput> = {}) =>
    layerInput(image, 'txt', { type: 'TEXT', text: '你好', fontId: font.id, fontColor: '#646464', verticalText: false, fontFamilyUrl: font.fontUrl, ...over });
  const create = (over: Partial<LayerInput>) => c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [textLayer(over)]));

  /** Refused with 400 and `message`, on create and on update, and nothing stored either way. */
  async function refused(over: Record<string, unknown>, message: string | RegExp): Promise<void> {
    const existing = await create({});
    const before = await listOf(c, group.id);
    const layers = [{ ...textLayer(), ...over }] as LayerInput[];
    const onCreate = await c.fails('POST', TEMPLATES, templateInput(group.id, layers), 400);
    const onUpdate = await c.fails('PUT', `${TEMPLATES}/${existing.id}`, { ...templateInput(group.id, layers), id: existing.id }, 400);
    for (const error of [onCreate, onUpdate]) expect(error.message).toMatch(message);
    expect(await listOf(c, group.id)).toEqual<TemplateSummary[]>(before);
    expect(await c.get<DesignTemplate>(`${TEMPLATES}/${existing.id}`)).toEqual(existing);
  }

  it('keeps a text of 50 characters, each a rare CJK character, an emoji or a character of any script', async () => {
    for (const text of ['𠀀'.repeat(50), '😀'.repeat(50), '<b>&amp;</b>'.padEnd(50, '字')]) {
      const created = await create({ text });
      expect(created.layers[0]!.text).toBe(text);
    }
  });

  it('refuses a text layer without text, or with nothing but spaces: 请输入文字', async () => {
    await refused({ text: '' }, '请输入文字');
    await refused({ text: '   ' }, '请输入文字');
    await refused({ text: undefined }, '请输入文字');
    await refused({ text: null }, '请输入文字');
  });

  it('refuses more than 50 characters, counted as the console counts them', async () => {
    await refused({ text: '𠀀'.repeat(51) }, TEXT_TOO_LONG);
    await refused({ text: `<img src=x onerror=alert(1)>\u202E${'😀'.repeat(60)}` }, TEXT_TOO_LONG);
  });

  it('refuses invisible direction and zero-width controls (the console drops them)', async () => {
    await refused({ text: '你\u202E好' }, /layers\[0\]\.text/);
    await refused({ text: '你\u200B好' }, /layers\[0\]\.text/);
  });

  it('refuses half of a surrogate pair and control characters other than the line break (the console drops them)', async () => {
    for (const text of ['你好\uD83D', '\uDE00你好', '你\u0000好', '你\u001B[31m\u0007好', '你\r好', '你\u0085好']) await refused({ text }, /layers\[0\]\.text/);
    expect((await create({ text: '你好\n再见 😀' })).layers[0]!.text).toBe('你好\n再见 😀');
  });

  it('refuses a colour that is not #rrggbb', async () => {
    for (const fontColor of ['red;background:url(https://attacker.example/x)', 'red', '#fff', 42]) {
      await refused({ fontColor }, /layers\[0\]\.fontColor/);
    }
  });

  it('refuses a font address that is not one of our font files', async () => {
    const otherFile = `${ORIGIN}/api/files/${image}/content`;
    const forged = `/api/files/${font.fileKey}/content?owner=demo&sig=${'0'.repeat(64)}`;
    for (const fontFamilyUrl of ['javascript:alert(1)', 'http://attacker.example/evil.ttf', 'data:font/ttf;base64,AAAA', otherFile, '/api/files/424242/content', forged, 7]) {
      await refused({ fontFamilyUrl }, /layers\[0\]\.fontFamilyUrl/);
    }
  });

  it('takes a shop font\'s address as the font list gives it, its same-origin path, unsigned or signed, or null', async () => {
    const path = font.fontUrl.slice(ORIGIN.length);
    expect(path).toBe(api.files.url(font.fileKey).slice(ORIGIN.length));
    const unsigned = `/api/files/${font.fileKey}/content`;
    for (const fontFamilyUrl of [font.fontUrl, path, unsigned, null]) {
      expect((await create({ fontFamilyUrl })).layers[0]!.fontFamilyUrl).toBe(fontFamilyUrl);
    }
  });

  it('refuses a fontId that is not an id', async () => {
    await refused({ fontId: { $ne: 1 } }, /fontId/);
    await refused({ fontId: true }, /fontId/);
  });

  it('still saves a template whose font was deleted (the console shows 字体不存在)', async () => {
    const created = await create({});
    await c.ok('DELETE', `${FONTS}/${font.id}`, undefined);
    expect((await c.get<ShopFont[]>(FONTS)).some((f) => f.id === font.id)).toBe(false);
    const saved = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${created.id}`, { ...templateInput(group.id, [textLayer({ text: '再见' })]), id: created.id });
    expect(saved.layers[0]).toMatchObject({ text: '再见', fontId: font.id, fontFamilyUrl: font.fontUrl });
  });
});

describe('dev API: text layer fonts behind another file address (the mock adapter\'s blob URLs)', () => {
  it('takes the address the font list gives', async () => {
    const api = createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk, fileUrl: (file) => `blob:${ORIGIN}/file-${file.id}` });
    const c = client(api);
    const group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '文字分组' });
    const image = await uploadLayerImage(api, 'text.png');
    const uploaded = await c.ok<ShopFont[]>('GET', FONTS, undefined);
    const font = uploaded[0]!;
    const layer = layerInput(image, 'txt', { type: 'TEXT', text: '你好', fontId: font.id, fontColor: '#646464', fontFamilyUrl: font.fontUrl });
    expect((await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layer]))).layers[0]!.fontFamilyUrl).toBe(font.fontUrl);
    const forged = { ...layer, fontFamilyUrl: `blob:${ORIGIN}/file-${image}` };
    expect((await c.fails('POST', TEMPLATES, templateInput(group.id, [forged]), 400)).message).toMatch(/fontFamilyUrl/);
  });
});
