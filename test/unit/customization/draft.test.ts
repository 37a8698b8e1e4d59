import { describe, expect, it } from 'vitest';
import { ProductMode, defaultCustomizationFields, type CustomizationFields } from '../../../contract/customization';
import {
  draftOf,
  draftProblems,
  fieldsOf,
  withAllMaterials,
  withChoice,
  withRowBrand,
  withSingleGroup,
  type CustomizationDraft,
} from '../../../src/features/customization/draft';
import { withMissing } from '../../../src/features/customization/options';

const fields = (change: Partial<CustomizationFields>): CustomizationFields => ({ ...defaultCustomizationFields(), ...change });

describe('the setting form draft', () => {
  it('reads a setting and gives it back unchanged, for every mode', () => {
    const settings = [
      fields({}),
      fields({ mode: ProductMode.DIY, textEnabled: false }),
      fields({ mode: ProductMode.TEMPLATE_COLLECTIONS, bindingTemplateCollectionIds: ['g1', 'g2'] }),
      fields({ mode: ProductMode.TEMPLATE_COLLECTIONS_AND_DIY, bindingTemplateCollectionIds: ['g2'] }),
      fields({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: ['g1'], bindingTemplateId: 't1' }),
      fields({ bindingMaterialIds: ['m1', 'gone'], bindingPhoneBrands: [{ id: 'b1', modelIds: ['p1'] }, { id: 'b2', modelIds: [] }] }),
    ];
    for (const setting of settings) expect(fieldsOf(draftOf(setting))).toEqual(setting);
  });

  it('turns the own page switch into mode 5 and off into mode 4', () => {
    const draft = draftOf(fields({ mode: ProductMode.TEMPLATE_COLLECTIONS, bindingTemplateCollectionIds: ['g1'] }));
    expect(fieldsOf({ ...draft, ownPageEnabled: true }).mode).toBe(ProductMode.TEMPLATE_COLLECTIONS_AND_DIY);
    expect(fieldsOf({ ...draft, ownPageEnabled: false }).mode).toBe(ProductMode.TEMPLATE_COLLECTIONS);
  });

  it('sends only the template fields the chosen mode uses, and keeps the others for a change of mind', () => {
    const draft: CustomizationDraft = {
      ...draftOf(fields({ mode: ProductMode.TEMPLATE_COLLECTIONS, bindingTemplateCollectionIds: ['g1', 'g2'] })),
      singleGroupId: 'g3',
      templateId: 't3',
    };
    expect(fieldsOf({ ...draft, choice: 'single' })).toMatchObject({ bindingTemplateCollectionIds: ['g3'], bindingTemplateId: 't3' });
    expect(fieldsOf({ ...draft, choice: 'default' })).toMatchObject({ bindingTemplateCollectionIds: [], bindingTemplateId: null });
    expect(fieldsOf({ ...draft, choice: 'collections' })).toMatchObject({ bindingTemplateCollectionIds: ['g1', 'g2'], bindingTemplateId: null });
  });

  it('empties a row’s models when its brand changes, and only that row’s', () => {
    const draft = draftOf(fields({ bindingPhoneBrands: [{ id: 'b1', modelIds: ['p1', 'p2'] }, { id: 'b2', modelIds: ['p9'] }] }));
    const [first, second] = draft.brands;
    const changed = withRowBrand(draft, first!.key, 'b3');
    expect(changed.brands.map(({ id, modelIds }) => ({ id, modelIds }))).toEqual([
      { id: 'b3', modelIds: [] },
      { id: 'b2', modelIds: ['p9'] },
    ]);
    expect(withRowBrand(draft, second!.key, 'b2').brands[1]!.modelIds).toEqual(['p9']);
  });

  it('starts 单个模板 from the first group picked for 模板分组, and keeps those groups for the way back', () => {
    const draft = draftOf(fields({ mode: ProductMode.TEMPLATE_COLLECTIONS, bindingTemplateCollectionIds: ['g1', 'g2'] }));
    const single = withChoice(draft, 'single');
    expect(fieldsOf(single)).toMatchObject({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: ['g1'], bindingTemplateId: null });
    expect(fieldsOf(withChoice(single, 'collections')).bindingTemplateCollectionIds).toEqual(['g1', 'g2']);
    // A group already chosen for the single template stays; so do groups through another mode.
    const other = withChoice(withSingleGroup(single, 'g3'), 'default');
    expect(withChoice(other, 'single').singleGroupId).toBe('g3');
    expect(withChoice(other, 'collections').groupIds).toEqual(['g1', 'g2']);
    // The other way: a single template's group starts 模板分组 when no group was picked there.
    const fromSingle = draftOf(fields({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: ['g4'], bindingTemplateId: 't4' }));
    expect(withChoice(fromSingle, 'collections').groupIds).toEqual(['g4']);
    expect(withChoice(draftOf(fields({})), 'single').singleGroupId).toBeNull();
  });

  it('empties the single template when its group changes', () => {
    const draft = draftOf(fields({ mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: ['g1'], bindingTemplateId: 't1' }));
    expect(withSingleGroup(draft, 'g1').templateId).toBe('t1');
    expect(withSingleGroup(draft, 'g2')).toMatchObject({ singleGroupId: 'g2', templateId: null });
  });

  it('全选 takes every material and keeps a deleted one that is bound', () => {
    const draft = draftOf(fields({ bindingMaterialIds: ['gone', 'm2'] }));
    expect(withAllMaterials(draft, ['m1', 'm2', 'm3']).materialIds).toEqual(['m1', 'm2', 'm3', 'gone']);
  });

  it('places the contract’s problems on the fields and brand rows', () => {
    const draft = draftOf(fields({ mode: ProductMode.SINGLE_TEMPLATE, bindingPhoneBrands: [{ id: 'b1', modelIds: [] }, { id: '', modelIds: [] }] }));
    const problems = draftProblems(draft);
    expect(problems).toMatchObject({ templateGroup: true, template: true, any: true });
    expect([...problems.brandRows]).toEqual([draft.brands[1]!.key]);
    expect(draftProblems(draftOf(fields({}))).any).toBe(false);
  });
});

describe('options of a select', () => {
  it('adds the chosen ids that are gone, labelled as deleted, after the existing ones', () => {
    const options = [
      { value: 'm1', label: '硅胶' },
      { value: 'm2', label: '玻璃' },
    ];
    expect(withMissing(options, ['m2', 'gone'], '已删除材质')).toEqual([...options, { value: 'gone', label: '已删除材质' }]);
    expect(withMissing(options, [], '已删除材质')).toEqual(options);
  });
});
