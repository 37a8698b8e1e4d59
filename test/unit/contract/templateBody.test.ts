// A template body as the dev API reads it (contract/templateBody.ts): the layers' presence first, then the
// group, the name and the canvas, each layer in field order, the layers together, and the rest.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_IN_GROUP, BACKGROUND_NOT_BOTTOM, BACKGROUND_NOT_IMAGE, LAYERS_REQUIRED, ONE_BACKGROUND, TEXT_REQUIRED, TemplateBodySchema } from '../../../contract/templateBody';
import { TEMPLATE_NAME_LIMIT } from '../../../contract/names';
import { messageOf } from '../../../contract/wire';

function firstMessage(body: unknown): string | undefined {
  const result = v.safeParse(TemplateBodySchema, body, { abortEarly: true });
  return result.success ? undefined : messageOf(result.issues[0]);
}

const layer = (uuid: string, over: Record<string, unknown> = {}) => ({
  type: 'IMAGE',
  uuid,
  imageFileId: 7,
  rotation: '12.5',
  width: 10,
  height: 10,
  originalWidth: 10,
  originalHeight: 10,
  left: 0,
  top: 0,
  index: 0,
  ...over,
});
const body = (layers: unknown[], over: Record<string, unknown> = {}) => ({ collectionId: '1', width: 500, height: 1044, layers, ...over });

describe('TemplateBodySchema', () => {
  it('reads numbers as a Java-style backend binds them, fills left-out flags and keeps text fields only when sent', () => {
    const read = v.parse(TemplateBodySchema, body([layer('a'), layer('b', { type: 'TEXT', text: '你好', verticalText: null })], { name: ' 夏日 ' }));
    expect(read).toMatchObject({ collectionId: '1', name: '夏日', thumbnailFileId: null, boundDesignAssetCollectionIds: [], previewPhoneModelId: null });
    expect(read.productMode).toBeUndefined();
    expect(read.layers[0]).toMatchObject({ imageFileId: '7', id: null, rotation: 12.5, locked: false, stroke: null, strokeSvgData: null });
    expect(read.layers[0]).not.toHaveProperty('text');
    expect(read.layers[1]).toMatchObject({ type: 'TEXT', text: '你好', verticalText: false });
  });

  it('refuses a layer side too small to divide by (a denormal), and keeps a small one an import makes', () => {
    expect(firstMessage(body([layer('a', { width: 5e-324 })]))).toBe('layers[0].width 必须不小于 0.000001');
    expect(firstMessage(body([layer('a', { originalHeight: 1e-320 })]))).toBe('layers[0].originalHeight 必须不小于 0.000001');
    expect(firstMessage(body([layer('a', { width: 0.017 })]))).toBeUndefined();
  });

  it('answers the layers first: the spec’s text for none, before a missing group', () => {
    expect(firstMessage({ layers: [] })).toBe(LAYERS_REQUIRED);
    expect(firstMessage({ width: 0 })).toBe(LAYERS_REQUIRED);
    expect(firstMessage({ layers: 'x' })).toBe('layers 必须是数组');
    expect(firstMessage({ layers: [layer('a')] })).toBe('collectionId 必填');
  });

  it('then the name, the canvas and each layer, naming the field', () => {
    expect(firstMessage(body([layer('a')], { name: '模'.repeat(31), width: 0 }))).toBe(TEMPLATE_NAME_LIMIT.tooLong);
    expect(firstMessage(body([layer('a')], { width: 30_001 }))).toBe('width 必须在 1 到 30000 之间');
    expect(firstMessage(body([layer('a'), layer('b', { uuid: '<b>' })]))).toBe('layers[1].uuid 只能包含字母、数字、- 和 _，最多 64 个字符');
    expect(firstMessage(body([layer('a', { imageFileId: null })]))).toBe('layers[0].imageFileId 必填');
    expect(firstMessage(body([layer('a', { left: 2e6 })]))).toBe('layers[0].left 超出范围');
    expect(firstMessage(body([layer('a', { type: 'TEXT' })]))).toBe(TEXT_REQUIRED);
  });

  it('checks a stroke’s colours and style, then spec 1 §5’s limits', () => {
    const stroke = { color: '#ffffff', width: 10, style: 'SOLID', opacity: 1, color2: '#000000', width2: 10, opacity2: 1, offset: 0 };
    expect(firstMessage(body([layer('a', { stroke })]))).toBeUndefined();
    expect(firstMessage(body([layer('a', { stroke: [] })]))).toBe('layers[0].stroke 必须是对象或 null');
    expect(firstMessage(body([layer('a', { stroke: { ...stroke, color2: 'red' } })]))).toBe('layers[0].stroke.color2 必须是 #rrggbb 或 #rgb 颜色');
    expect(firstMessage(body([layer('a', { type: 'TEXT', text: 'hi', fontId: `<img src=x>${'A'.repeat(100)}` })]))).toBe('layers[0].fontId 必须是 id');
    expect(firstMessage(body([layer('a', { type: 'TEXT', text: 'hi', fontId: '12' })]))).toBeUndefined();
    expect(firstMessage(body([layer('a', { stroke: { ...stroke, width: 101 } })]))).toBe('layers[0].stroke.width 超出描边范围');
  });

  it('checks the layers together after each one: one background, an image, at the bottom and in no group, each uuid once', () => {
    expect(firstMessage(body([layer('a', { isBackground: true }), layer('b', { isBackground: true })]))).toBe(ONE_BACKGROUND);
    expect(firstMessage(body([layer('a', { type: 'TEXT', text: 't', isBackground: true })]))).toBe(BACKGROUND_NOT_IMAGE);
    // Spec 2 §4: at the bottom, alone; a renderer drawing by index would otherwise cover the design with it.
    expect(firstMessage(body([layer('a', { index: 0 }), layer('b', { index: 1, isBackground: true })]))).toBe(BACKGROUND_NOT_BOTTOM);
    expect(firstMessage(body([layer('b', { index: 0, isBackground: true }), layer('a', { index: 0 })]))).toBe(BACKGROUND_NOT_BOTTOM);
    expect(firstMessage(body([layer('b', { index: 0, isBackground: true, groupId: 'g', groupName: '编组 1' }), layer('a', { index: 1, groupId: 'g', groupName: '编组 1' })]))).toBe(BACKGROUND_IN_GROUP);
    expect(firstMessage(body([layer('a', { index: 1 }), layer('b', { index: 0, isBackground: true })]))).toBeUndefined();
    expect(firstMessage(body([layer('a'), layer('a')]))).toBe('图层 uuid 重复: a');
    expect(firstMessage(body([layer('a')], { productMode: 6 }))).toBe('productMode 必须是 1 到 5 之间的整数');
  });
});
