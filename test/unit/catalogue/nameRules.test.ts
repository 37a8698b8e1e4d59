// The console's name validators read the names rule (contract/names.ts) with each form's own texts.
import { describe, expect, it } from 'vitest';
import { collectionNameError } from '../../../src/features/assets/CollectionFormModal';
import { fontNameRule } from '../../../src/features/fonts/fontFormRules';
import { formFieldProblem, type ProductFormValues } from '../../../src/features/products/productForm';
import { shopNameError } from '../../../src/features/shops/ShopFormModal';
import { groupNameError } from '../../../src/features/templates/GroupFormModal';
import { catalogueNameRule } from '../../../src/lib/formRules';
import { planWireframeImport } from '../../../src/lib/wireframeImport/plan';
import { ACCEPTED, REFUSED } from '../contract/nameCharacters';
import { CATALOGUE_NAME_LIMITS, COLLECTION_NAME_LIMIT, FONT_NAME_LIMIT } from '../../../contract/names';

/** What a Form.Item validator answers for `value`. */
function answer(validator: (value: unknown, callback: (error?: string) => void) => void, value: unknown): string | undefined {
  let result: string | undefined;
  validator(value, (error) => (result = error));
  return result;
}

describe('catalogueNameRule', () => {
  const brand = catalogueNameRule('brand', '品牌名称必填', '请填写品牌');
  it('keeps spec 1 §5 texts for an empty field and for one that shows nothing', () => {
    expect(answer(brand, '')).toBe('品牌名称必填');
    expect(answer(brand, undefined)).toBe('品牌名称必填');
    expect(answer(brand, '   ')).toBe('请填写品牌');
    expect(answer(brand, '\u200b')).toBe('请填写品牌');
  });

  it('refuses direction controls and more characters than the bound', () => {
    expect(answer(brand, 'iPhone 15 \u202exaM orP')).toBe('名称不能包含改变文字方向的控制字符');
    expect(answer(brand, 'a'.repeat(CATALOGUE_NAME_LIMITS.brand.max + 1))).toBe(CATALOGUE_NAME_LIMITS.brand.tooLong);
    expect(answer(brand, ` ${'a'.repeat(CATALOGUE_NAME_LIMITS.brand.max)} `)).toBeUndefined();
    expect(answer(catalogueNameRule('model', '型号必填'), '   ')).toBe('型号必填');
  });
});

describe('font and collection names', () => {
  it('refuse direction controls as the other names do', () => {
    expect(answer(fontNameRule, '\u202e体黑')).toBe('名称不能包含改变文字方向的控制字符');
    expect(answer(fontNameRule, '一二三四五六七八九十壹')).toBe(FONT_NAME_LIMIT.tooLong);
    expect(answer(fontNameRule, ' ')).toBe('请输入字体名称');
    expect(collectionNameError('\u2067贴纸')).toBe('名称不能包含改变文字方向的控制字符');
    expect(collectionNameError('七个汉字的名称')).toBe(COLLECTION_NAME_LIMIT.tooLong);
  });

  it('a blank collection name says spec 1 §5’s default (spec 2’s 请输入分组名称 is the template group’s)', () => {
    expect(collectionNameError('')).toBe('此项必须填写');
    expect(collectionNameError('   ')).toBe('此项必须填写');
  });
});

/** A product whose title and SKU property name are `title` and `skuName`, as the add-product form holds it. */
const product = (title: string, skuName = '颜色分类:透明'): ProductFormValues => ({ originalId: '3601', title, skus: [{ originalId: 's1', propertiesName: skuName }] });

/** What the bulk wireframe import says of a file group whose new brand is `brand` (undefined: it would create it). */
function wireframeImportBrand(brand: string): string | undefined {
  const plan = planWireframeImport({
    catalogue: { brands: [], modelsByBrandId: {}, materials: [], skus: [], wireframesById: {} },
    groups: [{ key: 'k', brand, model: 'X1', material: 'TPU', color: '黑色', foreground: { file: { name: 'a.png' }, image: { ok: true, width: 500, height: 1044, format: 'png' } } }],
  });
  return plan.rejected[0]?.reason;
}

/** Every names rule of the console, as a function from the typed name to the text under the field. */
const RULES: [string, (name: string) => string | undefined][] = [
  ['brand, model, material and colour forms', (name) => answer(catalogueNameRule('brand', '品牌名称必填', '请填写品牌'), name)],
  ['asset collection form', collectionNameError],
  ['template group form', groupNameError],
  ['font form', (name) => answer(fontNameRule, name)],
  ['shop form', shopNameError],
  ['add-product form, title', (name) => formFieldProblem(product(name), 'title') ?? undefined],
  ['add-product form, SKU property name', (name) => formFieldProblem(product('壳', name), { skuIndex: 0, field: 'propertiesName' }) ?? undefined],
  ['bulk wireframe import, a new brand', wireframeImportBrand],
];

describe.each(RULES)('the names rule in the %s', (_, rule) => {
  it.each(REFUSED)('refuses $what with the rule’s text', ({ name, message }) => {
    expect(rule(name)).toBe(message);
  });

  it.each(ACCEPTED)('takes $what', ({ name }) => {
    expect(rule(` ${name} `)).toBeUndefined();
  });
});
