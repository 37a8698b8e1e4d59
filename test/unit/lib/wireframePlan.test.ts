import { describe, expect, it } from 'vitest';
import type { Wireframe } from '../../../contract/catalogue';
import type { ImageInspection } from '../../../src/lib/imageHeader';
import { relevantModelIds, type PlannedWireframe, type WireframeImportCatalogue } from '../../../src/lib/wireframeImport';
import { wireframeKey } from '../../../src/lib/wireframeImport/fileName';
import { planWireframeImport, type InspectedWireframeGroup } from '../../../src/lib/wireframeImport/plan';
import { CATALOGUE_NAME_LIMIT } from '../../../contract/names';

type TestFile = { name: string };
type Image = [number, number] | 'corrupt' | 'unsupported';

const fg = (index = 1) => ({ imageUrl: 'u', index, fileId: `fg-${index}` });
const bg = (index = -1) => ({ imageUrl: 'u', index, fileId: `bg-${index}` });
const wireframe = (id: string, width: number, height: number, layers: Wireframe['layers'], printArea: Wireframe['printArea'] = null): Wireframe => ({
  id,
  width,
  height,
  layers,
  printArea,
  revision: 1,
});

/**
 * Apple: iPhone 15 (m1), iPhone 14 (m2); 华为: Mate 60 (m3). TPU: 黑色 (c1), 透明 (c2); 硅胶: 红色 (c3).
 * SKUs and their wireframes, 500×1044 unless said:
 * - iPhone 15 TPU 黑色: two layers, with a print area;  iPhone 15 TPU 透明: a foreground only;
 * - iPhone 14 TPU 黑色: a background only;              iPhone 14 TPU 透明: a SKU without a wireframe;
 * - Mate 60 TPU 黑色: a wireframe the fetch did not return;  Mate 60 硅胶 红色: a wireframe without layers (100×100);
 * - Mate 60 TPU 透明: a foreground with a print area 200+200 wide.
 */
const catalogue: WireframeImportCatalogue = {
  brands: [
    { id: 'b1', name: 'Apple' },
    { id: 'b2', name: '华为' },
  ],
  modelsByBrandId: {
    b1: [
      { id: 'm1', name: 'iPhone 15' },
      { id: 'm2', name: 'iPhone 14' },
    ],
    b2: [{ id: 'm3', name: 'Mate 60' }],
  },
  materials: [
    { id: 't1', name: 'TPU', colors: [{ id: 'c1', name: '黑色' }, { id: 'c2', name: '透明' }] },
    { id: 't2', name: '硅胶', colors: [{ id: 'c3', name: '红色' }] },
  ],
  skus: [
    { id: 'm1-c1', phoneModelId: 'm1', materialColorId: 'c1', wireframeId: 'two' },
    { id: 'm1-c2', phoneModelId: 'm1', materialColorId: 'c2', wireframeId: 'fgOnly' },
    { id: 'm2-c1', phoneModelId: 'm2', materialColorId: 'c1', wireframeId: 'bgOnly' },
    { id: 'm2-c2', phoneModelId: 'm2', materialColorId: 'c2', wireframeId: null },
    { id: 'm3-c1', phoneModelId: 'm3', materialColorId: 'c1', wireframeId: 'notFetched' },
    { id: 'm3-c3', phoneModelId: 'm3', materialColorId: 'c3', wireframeId: 'empty' },
    { id: 'm3-c2', phoneModelId: 'm3', materialColorId: 'c2', wireframeId: 'wideMargins' },
  ],
  wireframesById: {
    two: wireframe('two', 500, 1044, [fg(), bg()], { left: 10, right: 10, top: 20, bottom: 20 }),
    fgOnly: wireframe('fgOnly', 500, 1044, [fg(2)]),
    bgOnly: wireframe('bgOnly', 500, 1044, [bg(-3)]),
    empty: wireframe('empty', 100, 100, []),
    wideMargins: wireframe('wideMargins', 500, 1044, [fg()], { left: 200, right: 200, top: 0, bottom: 0 }),
  },
};

const inspection = (image: Image): ImageInspection =>
  typeof image === 'string' ? { ok: false, reason: image } : { ok: true, width: image[0], height: image[1], format: 'png' };

/** A group from `brand-model-material-color` and its images. */
function group(names: string, images: { fg?: Image; bg?: Image }): InspectedWireframeGroup<TestFile> {
  const [brand, model, material, color] = names.split('-') as [string, string, string, string];
  const result: InspectedWireframeGroup<TestFile> = { key: wireframeKey({ brand, model, material, color }), brand, model, material, color };
  if (images.fg) result.foreground = { file: { name: `${names}-前景图.png` }, image: inspection(images.fg) };
  if (images.bg) result.background = { file: { name: `${names}-背景图.png` }, image: inspection(images.bg) };
  return result;
}

const SIZE = [500, 1044] as [number, number];
const OTHER = [600, 1200] as [number, number];
const T = {
  sizeMismatch: '当前添加的线框图前后景图片大小不一致或图片有问题，请检查，谢谢~',
  badImage: '当前添加的线框图图片有问题，请检查，谢谢~',
  fetchFailed: '获取数据发生错误',
  existingSizeDiffers: '已有线框图的宽高与当前图片不一致，请检查，谢谢~',
  tooWide: '打印区域不能超过背景图宽度',
};

type Outcome =
  | { action: 'create' | 'update'; wireframeId?: string; keep?: PlannedWireframe<TestFile>['keep']; size?: [number, number] }
  | { reason: string };

describe('planWireframeImport: one group at a time (spec 1 §4, §5)', () => {
  const cases: [string, InspectedWireframeGroup<TestFile>, Outcome][] = [
    ['creates a wireframe where the combination has no SKU yet', group('Apple-iPhone 15-硅胶-红色', { fg: SIZE, bg: SIZE }), { action: 'create' }],
    ['creates a wireframe for a SKU without one', group('Apple-iPhone 14-TPU-透明', { fg: SIZE }), { action: 'create' }],
    ['rejects a pair of different sizes', group('Apple-iPhone 15-硅胶-红色', { fg: SIZE, bg: OTHER }), { reason: T.sizeMismatch }],
    ['rejects a pair of the same area but swapped sides', group('Apple-iPhone 15-硅胶-红色', { fg: [500, 1044], bg: [1044, 500] }), { reason: T.sizeMismatch }],
    ['rejects a single damaged image with the one-image text', group('Apple-iPhone 15-硅胶-红色', { bg: 'corrupt' }), { reason: T.badImage }],
    ['rejects a single image of an unsupported format the same way', group('Apple-iPhone 15-硅胶-红色', { fg: 'unsupported' }), { reason: T.badImage }],
    ['rejects a pair with one damaged image with the pair text', group('Apple-iPhone 15-硅胶-红色', { fg: SIZE, bg: 'corrupt' }), { reason: T.sizeMismatch }],
    [
      'updates a two-layer wireframe of the same size, keeping the layer not sent and the print area',
      group('Apple-iPhone 15-TPU-黑色', { fg: SIZE }),
      { action: 'update', wireframeId: 'two', keep: { foregroundFileId: null, backgroundFileId: 'bg--1', printArea: { left: 10, right: 10, top: 20, bottom: 20 } } },
    ],
    [
      'updates both layers of a two-layer wireframe of the same size',
      group('Apple-iPhone 15-TPU-黑色', { fg: SIZE, bg: SIZE }),
      { action: 'update', wireframeId: 'two', keep: { foregroundFileId: null, backgroundFileId: null, printArea: { left: 10, right: 10, top: 20, bottom: 20 } } },
    ],
    ['rejects a two-layer wireframe in another size, even with both layers sent', group('Apple-iPhone 15-TPU-黑色', { fg: OTHER, bg: OTHER }), { reason: T.existingSizeDiffers }],
    [
      'updates a one-layer wireframe with the same layer in another size',
      group('Apple-iPhone 15-TPU-透明', { fg: OTHER }),
      { action: 'update', wireframeId: 'fgOnly', keep: { foregroundFileId: null, backgroundFileId: null, printArea: null }, size: OTHER },
    ],
    [
      'updates a one-layer wireframe with the other layer of the same size, keeping its layer',
      group('Apple-iPhone 15-TPU-透明', { bg: SIZE }),
      { action: 'update', wireframeId: 'fgOnly', keep: { foregroundFileId: 'fg-2', backgroundFileId: null, printArea: null } },
    ],
    ['rejects the other layer in another size for a one-layer wireframe', group('Apple-iPhone 15-TPU-透明', { bg: OTHER }), { reason: T.existingSizeDiffers }],
    [
      'updates a background-only wireframe when both layers come in another size',
      group('Apple-iPhone 14-TPU-黑色', { fg: OTHER, bg: OTHER }),
      { action: 'update', wireframeId: 'bgOnly', keep: { foregroundFileId: null, backgroundFileId: null, printArea: null }, size: OTHER },
    ],
    ['updates a wireframe without layers whatever its size', group('华为-Mate 60-硅胶-红色', { fg: SIZE }), { action: 'update', wireframeId: 'empty' }],
    ['rejects a SKU whose wireframe was not fetched', group('华为-Mate 60-TPU-黑色', { fg: SIZE }), { reason: T.fetchFailed }],
    ['rejects an update whose new size no longer holds the print area', group('华为-Mate 60-TPU-透明', { fg: [300, 1044] }), { reason: T.tooWide }],
    ['updates when the new size still holds the print area', group('华为-Mate 60-TPU-透明', { fg: [400, 1044] }), { action: 'update', wireframeId: 'wideMargins', size: [400, 1044] }],
    ['matches the catalogue trimmed and case-insensitively', group('apple-IPHONE 15-tpu-黑色', { fg: SIZE }), { action: 'update', wireframeId: 'two' }],
  ];

  it.each(cases)('%s', (_label, input, outcome) => {
    const plan = planWireframeImport({ groups: [input], catalogue });
    if ('reason' in outcome) {
      expect(plan.wireframes).toEqual([]);
      expect(plan.rejected).toEqual([{ key: input.key, fileNames: [input.foreground?.file.name, input.background?.file.name].filter(Boolean), reason: outcome.reason }]);
      expect(plan.create).toEqual({ brands: [], models: [], materials: [], colors: [] });
      return;
    }
    expect(plan.rejected).toEqual([]);
    expect(plan.wireframes).toHaveLength(1);
    const [planned] = plan.wireframes;
    const [width, height] = outcome.size ?? SIZE;
    expect(planned).toMatchObject({ action: outcome.action, width, height });
    expect(planned!.wireframeId).toBe(outcome.wireframeId);
    if (outcome.keep) expect(planned!.keep).toEqual(outcome.keep);
    if (outcome.action === 'create') expect(planned!.keep).toBeUndefined();
    expect(planned!.foreground).toBe(input.foreground?.file);
    expect(planned!.background).toBe(input.background?.file);
  });

  it('names what exists as the catalogue spells it and gives its ids', () => {
    const plan = planWireframeImport({ groups: [group('apple-IPHONE 15-tpu-黑色', { fg: SIZE })], catalogue });
    expect(plan.wireframes[0]).toMatchObject({
      brand: 'Apple',
      model: 'iPhone 15',
      material: 'TPU',
      color: '黑色',
      existing: { brandId: 'b1', modelId: 'm1', materialId: 't1', colorId: 'c1', skuId: 'm1-c1' },
    });
  });
});

describe('planWireframeImport: what it creates first (spec 1 §4)', () => {
  it('refuses a group whose new brand, model, material or colour the names rule refuses, as the forms would', () => {
    const spoof = 'iPhone 15 \u202exaM orP';
    const long = 'a'.repeat(31);
    const plan = planWireframeImport({
      catalogue,
      groups: [
        group(`Apple-${spoof}-TPU-黑色`, { fg: SIZE }),
        group(`${long}-X-TPU-黑色`, { fg: SIZE }),
        group(`Apple-iPhone 15-TPU-黑\u2067`, { fg: SIZE }),
        group('Apple-iPhone 16-TPU-黑色', { fg: SIZE }),
      ],
    });
    expect(plan.rejected.map((rejection) => rejection.reason)).toEqual([
      '名称不能包含改变文字方向的控制字符',
      CATALOGUE_NAME_LIMIT.tooLong,
      '名称不能包含改变文字方向的控制字符',
    ]);
    expect(plan.create).toEqual({ brands: [], models: [{ brand: 'Apple', model: 'iPhone 16' }], materials: [], colors: [] });
  });

  it('creates missing brands, models, materials and colours once each, for accepted groups only', () => {
    const plan = planWireframeImport({
      catalogue,
      groups: [
        group('OPPO-Find X7-皮革-棕色', { fg: SIZE }),
        group('oppo-Find X7-皮革-棕色', { bg: SIZE }), // the same names again (grouping would have merged them)
        group('OPPO-Reno 11-皮革-黑色', { fg: SIZE, bg: SIZE }),
        group('Apple-iPhone 16-TPU-黑色', { fg: SIZE }),
        group('Apple-iPhone 15-TPU-薄荷绿', { bg: SIZE }),
        group('vivo-X100-TPU-黑色', { fg: SIZE, bg: OTHER }),
      ],
    });
    expect(plan.create).toEqual({
      brands: ['OPPO'],
      models: [
        { brand: 'OPPO', model: 'Find X7' },
        { brand: 'OPPO', model: 'Reno 11' },
        { brand: 'Apple', model: 'iPhone 16' },
      ],
      materials: ['皮革'],
      colors: [
        { material: '皮革', color: '棕色' },
        { material: '皮革', color: '黑色' },
        { material: 'TPU', color: '薄荷绿' },
      ],
    });
    expect(plan.wireframes.map((w) => [w.brand, w.model, w.action])).toEqual([
      ['OPPO', 'Find X7', 'create'],
      ['oppo', 'Find X7', 'create'],
      ['OPPO', 'Reno 11', 'create'],
      ['Apple', 'iPhone 16', 'create'],
      ['Apple', 'iPhone 15', 'create'],
    ]);
    expect(plan.wireframes[3]!.existing).toEqual({ brandId: 'b1', modelId: null, materialId: 't1', colorId: 'c1', skuId: null });
    expect(plan.rejected.map((r) => r.key)).toEqual(['vivo-x100-tpu-黑色']);
  });

  it('carries the grouping’s rejections first', () => {
    const earlier = [{ key: null, fileNames: ['a.png'], reason: '图片命名不符合规则' }];
    const plan = planWireframeImport({ catalogue, rejected: earlier, groups: [group('A-B-C-D', { fg: 'corrupt' })] });
    expect(plan.rejected.map((r) => r.reason)).toEqual(['图片命名不符合规则', T.badImage]);
  });
});

describe('relevantModelIds', () => {
  it('lists the existing models the groups name, once each, for the SKU fetch', () => {
    const groups = [
      group('Apple-iPhone 15-TPU-黑色', {}),
      group('apple-iphone 15-硅胶-红色', {}),
      group('华为-Mate 60-TPU-黑色', {}),
      group('OPPO-Find X7-TPU-黑色', {}),
      group('Apple-iPhone 99-TPU-黑色', {}),
    ];
    expect(relevantModelIds(groups, catalogue)).toEqual(['m1', 'm3']);
  });
});
