import { describe, expect, it } from 'vitest';
import { ProductMode, defaultCustomizationFields, type CustomizationFields } from '../../../contract/customization';
import { summaryLines, type SummaryNames } from '../../../src/features/customization/summary';

const fields = (change: Partial<CustomizationFields>): CustomizationFields => ({ ...defaultCustomizationFields(), ...change });

const names: SummaryNames = {
  materials: new Map([
    ['m1', '硅胶'],
    ['m2', '玻璃'],
    ['m3', '皮革'],
    ['m4', '磨砂'],
  ]),
  brands: new Map([
    ['b1', '苹果'],
    ['b2', '华为'],
    ['b3', '小米'],
    ['b4', 'OPPO'],
  ]),
  groups: new Map([
    ['g1', '卡通'],
    ['g2', '国潮'],
  ]),
};

describe('the configuration summary', () => {
  it('says what an empty list allows: every material, every brand and model', () => {
    expect(summaryLines(fields({}), names)).toEqual({ mode: '默认', groups: null, materials: '材质：全部材质', brands: '品牌：全部品牌和型号' });
  });

  it('names up to 3 then says 等N个 with the whole count', () => {
    const lines = summaryLines(
      fields({
        bindingMaterialIds: ['m1', 'm2', 'm3', 'm4', 'gone'],
        bindingPhoneBrands: ['b1', 'b2', 'b3', 'b4'].map((id) => ({ id, modelIds: [] })),
      }),
      names,
    );
    expect(lines.materials).toBe('材质：硅胶、玻璃、皮革 等5个');
    expect(lines.brands).toBe('品牌：苹果、华为、小米 等4个');
  });

  it('lists three or fewer in full', () => {
    const lines = summaryLines(fields({ bindingMaterialIds: ['m1', 'm2', 'm3'], bindingPhoneBrands: [{ id: 'b2', modelIds: ['p1'] }] }), names);
    expect(lines.materials).toBe('材质：硅胶、玻璃、皮革');
    expect(lines.brands).toBe('品牌：华为');
  });

  it('reads a deleted material as 已删除材质 and a deleted brand as 已删除品牌', () => {
    const lines = summaryLines(fields({ bindingMaterialIds: ['gone', 'm1'], bindingPhoneBrands: [{ id: 'gone', modelIds: [] }] }), names);
    expect(lines.materials).toBe('材质：已删除材质、硅胶');
    expect(lines.brands).toBe('品牌：已删除品牌');
  });

  it.each([
    [ProductMode.DEFAULT, '默认', null],
    [ProductMode.DIY, '自由定制', null],
    [ProductMode.SINGLE_TEMPLATE, '单个模板', '分组：卡通'],
    [ProductMode.TEMPLATE_COLLECTIONS, '模板分组', '分组：卡通'],
    [ProductMode.TEMPLATE_COLLECTIONS_AND_DIY, '模板分组 + 自由定制', '分组：卡通'],
  ])('labels mode %i as %s, with its groups where the mode has them', (mode, label, groups) => {
    const lines = summaryLines(fields({ mode, bindingTemplateCollectionIds: ['g1'] }), names);
    expect(lines.mode).toBe(label);
    expect(lines.groups).toBe(groups);
  });

  it('counts instead of naming while the names are not in hand (their lookup failed)', () => {
    const lines = summaryLines(fields({ bindingMaterialIds: ['m1', 'gone'], bindingPhoneBrands: [{ id: 'b1', modelIds: [] }] }), null);
    expect(lines).toMatchObject({ materials: '材质：2个', brands: '品牌：1个' });
  });
});
