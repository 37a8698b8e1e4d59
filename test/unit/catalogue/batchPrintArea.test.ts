import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WIREFRAME_CONFLICT, type PhoneCaseMaterial, type PhoneModel, type Sku, type Wireframe } from '../../../contract/catalogue';

vi.mock('../../../src/api/wireframes', () => ({ updateWireframe: vi.fn() }));

const { updateWireframe } = await import('../../../src/api/wireframes');
const { ApiError } = await import('../../../src/api/client');
const { buildWireframeRows } = await import('../../../src/features/catalogue/wireframes/wireframeRows');
const { printAreaTargets, printAreaUpdate, savePrintArea } = await import('../../../src/features/catalogue/wireframes/batchPrintArea');

const model: PhoneModel = { id: 'm1', phoneBrandId: 'b1', name: 'iPhone 15', favorited: false, next: null };
const color = (id: string, name: string, next: string | null) => ({ id, name, defaultBackgroundColor: null, enabled: true, next });
const materials: PhoneCaseMaterial[] = [
  { id: 'mat1', name: '透明软壳', needBackground: false, next: null, colors: [color('c1', '透明', 'c2'), color('c2', '磨砂黑', 'c3'), color('c3', '白色', null)] },
];
const sku = (colorId: string, wireframeId: string | null): Sku => ({
  id: `m1-${colorId}`,
  phoneBrandId: 'b1',
  phoneModelId: 'm1',
  materialId: 'mat1',
  materialColorId: colorId,
  wireframeId,
  enabled: true,
});
const wireframe = (id: string, revision: number): Wireframe => ({
  id,
  width: 500,
  height: 1044,
  layers: [{ imageUrl: 'x', index: 1, fileId: `${id}-fg` }],
  printArea: null,
  revision,
});

describe('the wireframes a batch print-area edit writes', () => {
  it('takes each wireframe once with the revision and size loaded, naming every row that shows it', () => {
    const rows = buildWireframeRows(model, materials, [sku('c1', 'w1'), sku('c2', 'w2'), sku('c3', 'w1')], [wireframe('w1', 3), wireframe('w2', 1)]);
    expect(printAreaTargets(rows)).toEqual([
      { id: 'w1', revision: 3, width: 500, height: 1044, names: ['透明软壳 透明', '透明软壳 白色'] },
      { id: 'w2', revision: 1, width: 500, height: 1044, names: ['透明软壳 磨砂黑'] },
    ]);
  });

  it('skips rows without a wireframe', () => {
    const rows = buildWireframeRows(model, materials, [sku('c1', null)], []);
    expect(printAreaTargets(rows)).toEqual([]);
  });
});

describe('the PATCH of one wireframe', () => {
  // Only the margins and the revision: images and size left out keep what is stored, whoever changed them.
  it.each([
    ['a print area', { left: 1, right: 2, top: 3, bottom: 4 }, { printAreaLeft: 1, printAreaTop: 3, printAreaRight: 2, printAreaBottom: 4, baseRevision: 7 }],
    ['no print area (all four null)', null, { printAreaLeft: null, printAreaTop: null, printAreaRight: null, printAreaBottom: null, baseRevision: 7 }],
  ] as const)('sends %s and the revision loaded, nothing else', (_label, area, body) => {
    expect(printAreaUpdate(area, 7)).toEqual(body);
  });
});

describe('savePrintArea', () => {
  const target = { id: 'w1', revision: 2, width: 500, height: 1044, names: ['透明软壳 透明'] };
  const area = { left: 20, right: 20, top: 20, bottom: 20 };
  beforeEach(() => {
    vi.mocked(updateWireframe).mockReset();
  });

  it('saves from the revision loaded', async () => {
    vi.mocked(updateWireframe).mockResolvedValue(wireframe('w1', 3));
    expect(await savePrintArea(target, area)).toBe('saved');
    expect(updateWireframe).toHaveBeenCalledWith('w1', printAreaUpdate(area, 2));
  });

  it('says changedElsewhere for the 409 of a stale revision', async () => {
    vi.mocked(updateWireframe).mockRejectedValue(new ApiError('该线框图已在其他页面修改，请重新加载', '/api/phone_case_wireframes/w1', 409, WIREFRAME_CONFLICT));
    expect(await savePrintArea(target, area)).toBe('changedElsewhere');
  });

  it.each([
    ['another failure', new ApiError('网络请求错误', '/api/phone_case_wireframes/w1', 500)],
    ['a 409 of another kind', new ApiError('冲突', '/api/phone_case_wireframes/w1', 409, 'OTHER')],
  ])('rejects with %s as it came', async (_label, failure) => {
    vi.mocked(updateWireframe).mockRejectedValue(failure);
    await expect(savePrintArea(target, area)).rejects.toBe(failure);
  });
});
