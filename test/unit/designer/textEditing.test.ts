// @vitest-environment happy-dom
/** The text editor's ordering: each edit builds on the one asked before it, and only the last reaches the model. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopFont } from '../../../contract/library';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { textLayer } from '../../../src/features/designer/model/textActions';
import { LocalImages } from '../../../src/features/designer/session/localImages';
import { TextLayerEditor } from '../../../src/features/designer/session/textEditing';
import type { TextToDraw } from '../../../src/features/designer/session/textRenderer';
import { counter, state } from './fixtures';

const shown = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('@arco-design/web-react', () => ({ Message: { error: (config: { content: string }) => shown.errors.push(config.content) } }));

/** Each drawing waits until the test finishes it, so the order the drawings end in is the test's choice. */
const drawings = vi.hoisted(() => [] as { style: TextToDraw; finish: () => void; fail: (error: unknown) => void }[]);
vi.mock('../../../src/features/designer/session/textRenderer', async (original) => {
  const real = await original<typeof import('../../../src/features/designer/session/textRenderer')>();
  return {
    ...real,
    renderText: (style: TextToDraw) =>
      new Promise((resolve, reject) => {
        drawings.push({ style, finish: () => resolve({ png: new Blob(['png']), width: 200, height: 100 }), fail: reject });
      }),
  };
});

const { TextRenderError } = await import('../../../src/features/designer/session/textRenderer');

const canvas = { width: 500, height: 1000 };
const style = { text: '你好', fontId: 'f1', fontFamilyUrl: '/f1.otf', fontColor: '#646464', verticalText: false };
/** The shop's fonts: the only addresses a font may be loaded from. */
const FONTS: ShopFont[] = [
  { id: 'f1', name: '一号', fontUrl: '/shop/f1.otf' } as ShopFont,
  { id: 'f2', name: '二号', fontUrl: '/shop/f2.otf' } as ShopFont,
];
/** Lets every promise callback already queued run (the drawing has finished; only the save holds the edit). */
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(over: Partial<typeof style> = {}) {
  const layer = textLayer({ ...style, ...over, image: { imageUrl: 'blob:first', width: 200, height: 100 }, canvas, newUuid: counter('t') });
  const store = createDesignerStore(state([layer], [layer.uuid], canvas));
  const editor = new TextLayerEditor(store, new LocalImages());
  return { store, editor, uuid: layer.uuid };
}

beforeEach(() => {
  drawings.length = 0;
  shown.errors.length = 0;
});

describe('TextLayerEditor', () => {
  it('a font change followed at once by a colour change keeps both, in one undo step each', async () => {
    const { store, editor, uuid } = setup();
    const font = editor.edit(uuid, { fontId: 'f2' }, FONTS);
    const colour = editor.edit(uuid, { fontColor: '#165dff' }, FONTS);
    expect(editor.styleOf(uuid)).toMatchObject({ fontId: 'f2', fontColor: '#165dff' });
    expect(drawings[1]!.style).toMatchObject({ fontFamilyUrl: '/shop/f2.otf', fontColor: '#165dff' });
    // The later drawing finishes first; the earlier one, finishing after, must not undo it.
    drawings[1]!.finish();
    expect(await colour).toBe(true);
    drawings[0]!.finish();
    expect(await font).toBe(false);
    expect(store.getState().layers[0]).toMatchObject({ fontId: 'f2', fontFamilyUrl: '/shop/f2.otf', fontColor: '#165dff' });
    expect(editor.busy(uuid)).toBe(false);
    store.dispatch('undo');
    expect(store.getState().layers[0]).toMatchObject({ fontId: 'f1', fontColor: '#646464' });
  });

  it('names the missing characters, and the layer keeps its text', async () => {
    const { store, editor, uuid } = setup();
    const edit = editor.edit(uuid, { text: '龍鬱' }, FONTS);
    drawings[0]!.fail(new TextRenderError('missingGlyphs', ['龍', '鬱']));
    expect(await edit).toBe(false);
    expect(shown.errors).toEqual(['填入的字体没有找到对应的字形：龍、鬱']);
    expect(store.getState().layers[0]!.text).toBe('你好');
    expect(editor.styleOf(uuid)!.text).toBe('你好');
  });

  it('any other failure is 生成字体发生错误', async () => {
    const { editor, uuid } = setup();
    const edit = editor.edit(uuid, { fontColor: '#000000' }, FONTS);
    drawings[0]!.fail(new TextRenderError('failed'));
    await edit;
    expect(shown.errors).toEqual(['生成字体发生错误']);
  });

  it('refuses an empty text with 请输入文字 and draws nothing', async () => {
    const { store, editor, uuid } = setup();
    expect(await editor.edit(uuid, { text: '  ' }, FONTS)).toBe(false);
    expect(shown.errors).toEqual(['请输入文字']);
    expect(drawings).toHaveLength(0);
    expect(store.canUndo()).toBe(false);
  });

  it('an edit drawn while a save runs lands after the save answers', async () => {
    const { store, editor, uuid } = setup();
    store.setSaving(true);
    const edit = editor.edit(uuid, { fontColor: '#00b42a' }, FONTS);
    drawings[0]!.finish();
    await flushPromises();
    expect(store.getState().layers[0]!.fontColor).toBe('#646464');
    store.setSaving(false);
    expect(await edit).toBe(true);
    expect(store.getState().layers[0]!.fontColor).toBe('#00b42a');
  });

  it('draws only from the shop\'s record of the font, never from the address the layer kept', async () => {
    const { store, editor, uuid } = setup({ fontFamilyUrl: 'http://attacker.example/evil.ttf' });
    const edit = editor.edit(uuid, { fontColor: '#165dff' }, FONTS);
    expect(drawings[0]!.style.fontFamilyUrl).toBe('/shop/f1.otf');
    drawings[0]!.finish();
    expect(await edit).toBe(true);
    expect(store.getState().layers[0]!.fontFamilyUrl).toBe('/shop/f1.otf');
  });

  it('a layer whose font the shop no longer has is refused with 字体不存在 until a font is picked', async () => {
    const { store, editor, uuid } = setup({ fontId: 'gone', fontFamilyUrl: 'http://attacker.example/evil.ttf' });
    for (const change of [{ text: '再见' }, { fontColor: '#165dff' }, { verticalText: true }]) {
      expect(await editor.edit(uuid, change, FONTS)).toBe(false);
    }
    expect(shown.errors).toEqual(['字体不存在', '字体不存在', '字体不存在']);
    expect(drawings).toHaveLength(0);
    // The layer keeps the picture it has.
    expect(store.getState().layers[0]).toMatchObject({ imageUrl: 'blob:first', text: '你好', fontId: 'gone' });
    expect(store.canUndo()).toBe(false);

    const picked = editor.edit(uuid, { fontId: 'f2' }, FONTS);
    expect(drawings[0]!.style.fontFamilyUrl).toBe('/shop/f2.otf');
    drawings[0]!.finish();
    expect(await picked).toBe(true);
    expect(store.getState().layers[0]).toMatchObject({ fontId: 'f2', fontFamilyUrl: '/shop/f2.otf' });
  });

  it('draws nothing while the shop\'s fonts are not known', async () => {
    const { editor, uuid } = setup();
    expect(await editor.edit(uuid, { fontColor: '#165dff' }, undefined)).toBe(false);
    expect(drawings).toHaveLength(0);
  });

  it('drops direction and zero-width controls before checking and drawing the text', async () => {
    const { store, editor, uuid } = setup();
    const edit = editor.edit(uuid, { text: '\u202E你\u200F好\u2066\u200B' }, FONTS);
    expect(drawings[0]!.style.text).toBe('你好');
    drawings[0]!.finish();
    expect(await edit).toBe(true);
    expect(store.getState().layers[0]!.text).toBe('你好');
    expect(await editor.edit(uuid, { text: '\u202E\u200F' }, FONTS)).toBe(false);
    expect(shown.errors).toEqual(['请输入文字']);
  });

  it('waits for the shop\'s fonts when they are still on their way, and draws from their record', async () => {
    const { store, editor, uuid } = setup({ fontFamilyUrl: 'http://attacker.example/evil.ttf' });
    let arrive!: (fonts: ShopFont[]) => void;
    const edit = editor.edit(uuid, { text: '再见' }, new Promise<ShopFont[]>((resolve) => (arrive = resolve)));
    expect(editor.styleOf(uuid)!.text).toBe('再见');
    expect(drawings).toHaveLength(0);
    arrive(FONTS);
    await flushPromises();
    expect(drawings[0]!.style).toMatchObject({ text: '再见', fontFamilyUrl: '/shop/f1.otf' });
    drawings[0]!.finish();
    expect(await edit).toBe(true);
    expect(store.getState().layers[0]).toMatchObject({ text: '再见', fontFamilyUrl: '/shop/f1.otf' });
  });
});
