import { describe, expect, it } from 'vitest';
import { TEMPLATE_MAX_LAYERS, type Layer } from '../../../contract/templates';
import type { DesignDraft } from '../../../src/features/designer/drafts/designDraft';
import { isSoundDraft } from '../../../src/features/designer/drafts/draftCheck';
import { isOwnImageAddress } from '../../../src/features/designer/model/imageAddress';
import { layerInput } from '../../../src/features/designer/save/saveDesign';
import type { TemplateInput } from '../../../contract/templateBody';
import { CONSOLE_ORIGIN as ORIGIN } from './saveFakes';
import { layer } from './fixtures';

const FILE = `${ORIGIN}/api/files/f1/content?owner=demo&sig=${'a'.repeat(64)}`;
const own = (uuid: string, over: Partial<Layer> = {}) => layer(uuid, { imageUrl: FILE, ...over });
/** The body of a create as the designer's save sends it (save/saveDesign.ts). */
const lostCreate = (): TemplateInput => ({
  collectionId: 'g',
  name: '蜜桃爱心',
  width: 500,
  height: 1000,
  layers: [layerInput(own('a'), 'f1')],
  thumbnailFileId: 'f2',
  boundDesignAssetCollectionIds: [],
  previewPhoneModelId: null,
  previewMaterialColorId: null,
  productMode: null,
});
const draft = (layers: unknown[], over: Partial<DesignDraft> = {}): DesignDraft =>
  ({ savedAt: 1, templateId: 't1', groupId: 'g', name: '蜜桃爱心', canvas: { width: 500, height: 1000 }, layers, images: {}, ...over }) as DesignDraft;

describe('the designer requests only its own image addresses (docs/designer.md, "Drafts")', () => {
  it.each([
    [FILE, true],
    ['/api/files/f1/content', true],
    [`blob:${ORIGIN}/5b0c`, true],
    ['data:image/png;base64,iVBOR', true],
    ['data:image/jpeg;base64,/9j/', true],
    ['data:image/webp;base64,UklG', true],
    ['data:image/svg+xml,<svg onload="alert(1)"/>', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['http://console.test:9/x.png', false],
    ['https://evil.example/api/files/f1/content', false],
    ['blob:https://evil.example/5b0c', false],
    ['javascript:alert(1)', false],
    ['/api/users/logout', false],
    ['/api/files/f1/content/../../users/logout', false],
    [`http://demo:pw@console.test/api/files/f1/content`, false],
  ])('%s: %s', (address, allowed) => {
    expect(isOwnImageAddress(address, ORIGIN)).toBe(allowed);
  });
});

describe('a draft is checked as it is read', () => {
  it.each<[string, Partial<Record<keyof DesignDraft, unknown>>]>([
    ['a base revision that is not a whole number', { baseRevision: 1.5 }],
    ['a base revision of NaN', { baseRevision: Number.NaN }],
    ['bound collections that are not a list of ids', { boundDesignAssetCollectionIds: 'abc' }],
    ['a bound collection that is no id', { boundDesignAssetCollectionIds: ['c1', { a: 1 }] }],
    ['a product mode that is no mode', { productMode: 'x' }],
    ['a preview model that is not an id', { previewPhoneModelId: { a: 1 } }],
    ['a preview colour that is not an id', { previewMaterialColorId: 7 }],
    ['a time that is no time', { savedAt: Number.NaN }],
    ['a canvas that carries more than its size', { canvas: { width: 500, height: 1000, fill: { type: 'image', url: 'https://evil.example/bg.png' } } }],
    ['a canvas with a place and a turn', { canvas: { width: 500, height: 1000, x: 5000, rotation: 90 } }],
    ['a lost create that is no template body', { lostCreate: { layers: 'a' } }],
    ['a lost create whose layer the API refuses', { lostCreate: { ...lostCreate(), layers: [{ ...layerInput(own('a'), 'f1'), uuid: '<img src=x>' }] } }],
  ])('refuses a draft with %s: a restore hands each field to the designer and its save', (_what, over) => {
    expect(isSoundDraft(draft([own('a')], over as Partial<DesignDraft>), ORIGIN)).toBe(false);
  });

  it('offers a draft with every field a restore reads, as the designer writes them, and one written before they were kept', () => {
    const full: Partial<DesignDraft> = { previewPhoneModelId: 'm1', previewMaterialColorId: null, productMode: 3, boundDesignAssetCollectionIds: ['c1'], baseRevision: 4 };
    expect(isSoundDraft(draft([own('a')], full), ORIGIN)).toBe(true);
    expect(isSoundDraft(draft([own('a')], { productMode: null, baseRevision: null }), ORIGIN)).toBe(true);
    expect(isSoundDraft(draft([own('a')]), ORIGIN)).toBe(true);
  });

  it('offers a draft that keeps a lost create as the save sent it', () => {
    expect(isSoundDraft(draft([own('a')], { templateId: null, lostCreate: lostCreate() }), ORIGIN)).toBe(true);
  });

  it('offers a draft whose layers a save could send, a local image among them', () => {
    const local = `blob:${ORIGIN}/local-1`;
    const kept = draft([own('a'), own('b', { imageUrl: local, imageFileId: null, crop: { x: 0, y: 0, width: 100, height: 50 } })], {
      images: { [local]: new Blob(['png']) },
    });
    expect(isSoundDraft(kept, ORIGIN)).toBe(true);
  });

  it('offers a draft whose background was loaded at index 0 and a layer added since has index 0 too: a save numbers them by their place', () => {
    const layers = [own('bg', { isBackground: true, index: 0 }), own('added', { index: 0 }), own('top', { index: 1 })];
    expect(isSoundDraft(draft(layers), ORIGIN)).toBe(true);
  });

  it.each([
    ['another port of the same host', own('a', { imageUrl: 'http://console.test:9/x.png', imageFileId: null })],
    ['a javascript: address', own('a', { imageUrl: 'javascript:alert(1)' })],
    ['an API call of the console', own('a', { imageUrl: '/api/users/logout' })],
    ['an SVG data URL', own('a', { imageUrl: 'data:image/svg+xml,<svg/>' })],
    ['an outside stroke image', own('a', { stroke: { color: '#fff', width: 1, style: 'SOLID', opacity: 1, color2: '#fff', width2: 0, opacity2: 1, offset: 0, imageUrl: 'https://evil.example/s.png' } })],
  ])('refuses a layer with %s', (_what, bad) => {
    expect(isSoundDraft(draft([own('ok'), bad]), ORIGIN)).toBe(false);
  });

  it('offers a layer whose stored file the API serves from another host, and refuses that address for a picture with no file', () => {
    const stored = 'https://files.example/shop/f1.png?Expires=1&Signature=x';
    expect(isSoundDraft(draft([own('a', { imageUrl: stored })]), ORIGIN)).toBe(true);
    expect(isSoundDraft(draft([own('a', { imageUrl: stored, imageFileId: null })]), ORIGIN)).toBe(false);
    expect(isSoundDraft(draft([own('a', { imageUrl: 'https://demo:pw@files.example/f1.png' })]), ORIGIN)).toBe(false);
  });

  it('refuses layers the API refuses: two backgrounds, a uuid that is markup, a number out of range', () => {
    expect(isSoundDraft(draft([own('a', { isBackground: true }), own('b', { isBackground: true })]), ORIGIN)).toBe(false);
    expect(isSoundDraft(draft([own('<img>')]), ORIGIN)).toBe(false);
    expect(isSoundDraft(draft([own('a', { width: Infinity })]), ORIGIN)).toBe(false);
    expect(isSoundDraft(draft([own('a', { type: 'SCRIPT' as Layer['type'] })]), ORIGIN)).toBe(false);
  });

  it('refuses what is no draft: no layers, a canvas past the limit, kept images that are not bytes', () => {
    expect(isSoundDraft('designer', ORIGIN)).toBe(false);
    expect(isSoundDraft({ ...draft([own('a')]), layers: 'a' }, ORIGIN)).toBe(false);
    expect(isSoundDraft(draft([own('a')], { canvas: { width: 500, height: 1e9 } }), ORIGIN)).toBe(false);
    expect(isSoundDraft(draft([own('a')], { images: { [FILE]: 'x' as unknown as Blob } }), ORIGIN)).toBe(false);
  });

  it('refuses a draft over the template layer limit on its count, without reading a layer', () => {
    let read = 0;
    const counted = new Proxy(own('a'), {
      get(target, key, receiver) {
        read += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(isSoundDraft(draft(new Array<unknown>(TEMPLATE_MAX_LAYERS + 1).fill(counted)), ORIGIN)).toBe(false);
    expect(read).toBe(0);
    expect(isSoundDraft(draft(Array.from({ length: TEMPLATE_MAX_LAYERS }, (_, at) => own(`l${at}`))), ORIGIN)).toBe(true);
  });
});
