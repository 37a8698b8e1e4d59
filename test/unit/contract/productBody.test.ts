// POST /api/products as the dev API reads it (contract/products.ts ProductBodySchema): the shape first, then
// the console form's rules in form order, the first broken one answering with its text.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductBodySchema } from '../../../contract/products';
import { messageOf } from '../../../contract/wire';

function firstMessage(body: unknown): string | undefined {
  const result = v.safeParse(ProductBodySchema, body, { abortEarly: true });
  return result.success ? undefined : messageOf(result.issues[0]);
}

const sku = (originalId: string, propertiesName = '颜色:透明') => ({ originalId, propertiesName });

describe('ProductBodySchema', () => {
  it('reads texts leniently and trims them; an empty image address is none', () => {
    const body = { shopId: 7, originalId: ' 123 ', title: ' 手机壳 ', imageUrl: '  ', skus: [sku(' 9 ', ' 颜色:黑 ')] };
    expect(v.parse(ProductBodySchema, body)).toEqual({
      shopId: '7',
      originalId: '123',
      title: '手机壳',
      imageUrl: null,
      skus: [{ originalId: '9', propertiesName: '颜色:黑' }],
    });
  });

  it('refuses a SKU list that is no list before it reads the shop', () => {
    expect(firstMessage({ skus: 'x' })).toBe('skus 必须是数组');
    expect(firstMessage({ skus: [] })).toBe('shopId 必填');
  });

  it('answers the first problem in form order', () => {
    expect(firstMessage({ shopId: '1', title: 5, skus: null })).toBe('必须填写商品的平台ID');
    expect(firstMessage({ shopId: '1', originalId: '1', skus: [] })).toBe('必须填写商品的标题');
    expect(firstMessage({ shopId: '1', originalId: '1', title: 't', skus: [] })).toBe('请新增至少一个商品规格');
    expect(firstMessage({ shopId: '1', originalId: '1', title: 't', skus: [7] })).toBe('必须填写商品规格的平台ID');
    // A repeated SKU id is told before the same SKU's missing properties.
    expect(firstMessage({ shopId: '1', originalId: '1', title: 't', skus: [sku('9'), sku('9', '')] })).toBe('商品规格的平台ID不能重复');
  });
});
