import { describe, expect, it } from 'vitest';
import { formFieldProblem, type ProductFormValues } from '../../../src/features/products/productForm';
import { PRODUCT_TEXT_LIMIT } from '../../../contract/products';

const valid: ProductFormValues = { originalId: ' 123 ', title: ' 壳 ', imageUrl: '', skus: [{ originalId: 's1', propertiesName: '颜色:黑' }] };

describe('add-product form, field by field (spec 3 §5)', () => {
  it('passes a complete product, with blank padding that trimming removes', () => {
    for (const field of ['originalId', 'title', 'imageUrl', 'skus'] as const) expect(formFieldProblem(valid, field)).toBeNull();
  });

  it.each([
    ['originalId', { originalId: '   ' }, '必须填写商品的平台ID'],
    ['title', { title: '' }, '必须填写商品的标题'],
    ['imageUrl', { imageUrl: 'ftp://x' }, '必须以http://或者https://开头'],
    ['skus', { skus: [] }, '请新增至少一个商品规格'],
  ] as const)('says %s: %j', (field, change, text) => {
    expect(formFieldProblem({ ...valid, ...change } as ProductFormValues, field)).toBe(text);
  });

  it('accepts an https image URL and no image at all', () => {
    expect(formFieldProblem({ ...valid, imageUrl: ' https://img/x.png ' }, 'imageUrl')).toBeNull();
    expect(formFieldProblem({ ...valid, imageUrl: undefined }, 'imageUrl')).toBeNull();
  });

  it('puts SKU problems under the right row and field', () => {
    const values: ProductFormValues = {
      ...valid,
      skus: [
        { originalId: 's1', propertiesName: '颜色:黑' },
        { originalId: ' ', propertiesName: '' },
        { originalId: 's1', propertiesName: 'x' },
      ],
    };
    expect(formFieldProblem(values, { skuIndex: 0, field: 'originalId' })).toBeNull();
    expect(formFieldProblem(values, { skuIndex: 1, field: 'originalId' })).toBe('必须填写商品规格的平台ID');
    expect(formFieldProblem(values, { skuIndex: 1, field: 'propertiesName' })).toBe('必须填写商品规格的属性名称');
    expect(formFieldProblem(values, { skuIndex: 2, field: 'originalId' })).toBe('商品规格的平台ID不能重复');
  });

  it('puts a too-long text under the field that holds it', () => {
    const long = 'x'.repeat(201);
    expect(formFieldProblem({ ...valid, title: long }, 'title')).toBe(PRODUCT_TEXT_LIMIT.tooLong);
    expect(formFieldProblem({ ...valid, title: long }, 'originalId')).toBeNull();
    const sku = { ...valid, skus: [{ originalId: 's', propertiesName: long }] };
    expect(formFieldProblem(sku, { skuIndex: 0, field: 'propertiesName' })).toBe(PRODUCT_TEXT_LIMIT.tooLong);
    expect(formFieldProblem(sku, { skuIndex: 0, field: 'originalId' })).toBeNull();
  });

  it('marks every too-long text at once, not only the first', () => {
    const long = '1'.repeat(201);
    const both = { ...valid, originalId: long, title: long, skus: [{ originalId: long, propertiesName: long }] };
    for (const field of ['originalId', 'title', { skuIndex: 0, field: 'originalId' }, { skuIndex: 0, field: 'propertiesName' }] as const) {
      expect(formFieldProblem(both, field)).toBe(PRODUCT_TEXT_LIMIT.tooLong);
    }
  });

  it('copes with a row the form has not filled yet', () => {
    const values = { ...valid, skus: [undefined as unknown as { originalId: string; propertiesName: string }] };
    expect(formFieldProblem(values, { skuIndex: 0, field: 'originalId' })).toBe('必须填写商品规格的平台ID');
  });
});
