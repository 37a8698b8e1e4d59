import { describe, expect, it } from 'vitest';
import {
  ProductMode,
  choiceOf,
  customizationLink,
  customizationProblems,
  defaultCustomizationFields,
  isProductMode,
  modeOf,
  summaryNames,
  type CustomizationFields,
  type ModeChoice,
} from '../../../contract/customization';

const fields = (change: Partial<CustomizationFields>): CustomizationFields => ({ ...defaultCustomizationFields(), ...change });

describe('the product mode of a setting', () => {
  it('numbers the modes as spec 2 §3 does', () => {
    expect(ProductMode).toEqual({ DEFAULT: 1, DIY: 2, SINGLE_TEMPLATE: 3, TEMPLATE_COLLECTIONS: 4, TEMPLATE_COLLECTIONS_AND_DIY: 5 });
    expect([0, 1, 5, 6, '1', null].map(isProductMode)).toEqual([false, true, true, false, false, false]);
  });

  it.each<[ModeChoice, boolean, ProductMode]>([
    ['default', false, ProductMode.DEFAULT],
    ['diy', true, ProductMode.DIY],
    ['diy', false, ProductMode.DIY],
    ['single', false, ProductMode.SINGLE_TEMPLATE],
    ['single', true, ProductMode.SINGLE_TEMPLATE],
    ['collections', false, ProductMode.TEMPLATE_COLLECTIONS],
    ['collections', true, ProductMode.TEMPLATE_COLLECTIONS_AND_DIY],
  ])('%s with the own page switch %s gives mode %i', (choice, ownPage, mode) => {
    expect(modeOf(choice, ownPage)).toBe(mode);
  });

  it('reads every mode back as the choice and switch that give it', () => {
    for (const mode of Object.values(ProductMode)) {
      const { choice, ownPageEnabled } = choiceOf(mode);
      expect(modeOf(choice, ownPageEnabled)).toBe(mode);
    }
    expect(choiceOf(ProductMode.TEMPLATE_COLLECTIONS_AND_DIY)).toEqual({ choice: 'collections', ownPageEnabled: true });
    expect(choiceOf(ProductMode.TEMPLATE_COLLECTIONS)).toEqual({ choice: 'collections', ownPageEnabled: false });
  });

  it('starts a new setting in the default mode with all five switches on and nothing bound', () => {
    expect(defaultCustomizationFields()).toEqual({
      mode: ProductMode.DEFAULT,
      bindingMaterialIds: [],
      bindingPhoneBrands: [],
      bindingTemplateCollectionIds: [],
      bindingTemplateId: null,
      imageUploadEnabled: true,
      stickerAssetEnabled: true,
      imageAssetEnabled: true,
      textEnabled: true,
      backgroundEnabled: true,
    });
    // Each call is a fresh object: one form's edits never reach the next.
    expect(defaultCustomizationFields().bindingMaterialIds).not.toBe(defaultCustomizationFields().bindingMaterialIds);
  });
});

describe('summary names', () => {
  it.each([
    [[], [], 0, false],
    [['硅胶'], ['硅胶'], 1, false],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 3, false],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], 4, true],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 5, true],
  ])('%j shows %j of %i (more: %s)', (names, shown, total, more) => {
    expect(summaryNames(names)).toEqual({ shown, total, more });
  });
});

describe('customization links', () => {
  it('is the bare origin for the default setting and carries ?s= otherwise', () => {
    expect(customizationLink('https://m.example.com', { id: '7', isDefault: true })).toBe('https://m.example.com');
    expect(customizationLink('https://m.example.com', { id: '7', isDefault: false })).toBe('https://m.example.com/?s=7');
  });

  it('does not double the slash of an origin given with one, and escapes the id', () => {
    expect(customizationLink('https://m.example.com/', { id: '7', isDefault: false })).toBe('https://m.example.com/?s=7');
    expect(customizationLink('https://m.example.com//', { id: '7', isDefault: true })).toBe('https://m.example.com');
    expect(customizationLink('https://m.example.com', { id: 'a b&c', isDefault: false })).toBe('https://m.example.com/?s=a%20b%26c');
  });
});

describe('what must be chosen before a setting saves', () => {
  it('asks nothing of the default and free modes, whatever is bound', () => {
    expect(customizationProblems(fields({}))).toEqual([]);
    expect(customizationProblems(fields({ mode: ProductMode.DIY }))).toEqual([]);
  });

  it('asks for a template group in both group modes (请选择模板分组)', () => {
    for (const mode of [ProductMode.TEMPLATE_COLLECTIONS, ProductMode.TEMPLATE_COLLECTIONS_AND_DIY]) {
      expect(customizationProblems(fields({ mode }))).toEqual([{ problem: 'templateGroupRequired' }]);
      expect(customizationProblems(fields({ mode, bindingTemplateCollectionIds: ['g1'] }))).toEqual([]);
    }
  });

  it('asks a single template for its group and then the template (请选择一个定制模板)', () => {
    const mode = ProductMode.SINGLE_TEMPLATE;
    expect(customizationProblems(fields({ mode }))).toEqual([{ problem: 'templateGroupRequired' }, { problem: 'templateRequired' }]);
    expect(customizationProblems(fields({ mode, bindingTemplateCollectionIds: ['g1'] }))).toEqual([{ problem: 'templateRequired' }]);
    expect(customizationProblems(fields({ mode, bindingTemplateCollectionIds: ['g1'], bindingTemplateId: 't1' }))).toEqual([]);
  });

  it('asks every brand row for its brand (必须选择一个品牌) and names the row; an empty list is every brand', () => {
    expect(customizationProblems(fields({ bindingPhoneBrands: [] }))).toEqual([]);
    const rows = [
      { id: 'b1', modelIds: [] },
      { id: '', modelIds: [] },
      { id: 'b2', modelIds: ['m1'] },
      { id: '', modelIds: [] },
    ];
    expect(customizationProblems(fields({ bindingPhoneBrands: rows }))).toEqual([
      { problem: 'brandRequired', row: 1 },
      { problem: 'brandRequired', row: 3 },
    ]);
  });

  it('lists the problems in form order', () => {
    const problems = customizationProblems(fields({ mode: ProductMode.SINGLE_TEMPLATE, bindingPhoneBrands: [{ id: '', modelIds: [] }] }));
    expect(problems.map((entry) => entry.problem)).toEqual(['templateGroupRequired', 'templateRequired', 'brandRequired']);
  });
});
