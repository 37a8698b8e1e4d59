import { describe, expect, it } from 'vitest';
import { isHttpUrl, isPlatformId, productInputProblems, splitProductIds, trimProductInput } from '../../../contract/products';

describe('splitProductIds (spec 3 §5)', () => {
  it('splits on comma, Chinese comma, newline and any whitespace, trims, drops blanks, keeps each id once in first-seen order', () => {
    expect(splitProductIds('1,2，3\n4\r\n5\t6 7\u30008')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(splitProductIds('  3 ,, 1，，\n\n3\n 2 ,1 ')).toEqual(['3', '1', '2']);
    expect(splitProductIds('')).toEqual([]);
    expect(splitProductIds(' ,，\n ')).toEqual([]);
  });

  it('does not enforce the 50 of the hint', () => {
    expect(splitProductIds(Array.from({ length: 200 }, (_, i) => String(i)).join(','))).toHaveLength(200);
  });
});

describe('isPlatformId', () => {
  it('takes letters, digits and ASCII signs', () => {
    for (const id of ['712345678901', 'KS-1_a.b', 'a#b', '../x', '99%2C12']) expect(isPlatformId(id), id).toBe(true);
  });

  it('refuses the separators a sync splits on, and characters that are invisible or turn the text', () => {
    for (const id of ['a,b', 'a，b', 'a b', 'a\nb', 'a\u3000b', '99\u200b1', '99\u202e12', '99\u00001', '商品1', ''])
      expect(isPlatformId(id), JSON.stringify(id)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('takes an absolute http(s) address with a host', () => {
    for (const url of ['http://img.example.com/a.jpg', 'https://x.cn/a b'.replace(' ', '%20'), 'HTTPS://X.CN/a']) expect(isHttpUrl(url), url).toBe(true);
  });

  it('refuses other schemes, no host, and spaces or quotes that could leave an attribute', () => {
    for (const url of [
      'ftp://x/a',
      'javascript:alert(1)',
      '//x/a',
      'img.alicdn.com/a.jpg',
      'http://',
      'https:///a',
      'http://x" onerror="a',
      "http://x'y",
      'http://x/a b',
      'http://x<y',
      'http://x/\u0007a',
      'http://x/\u202ea.png',
      'https://evil.example/x`y.png',
      'https://a:b@evil.example/x.png',
    ])
      expect(isHttpUrl(url), url).toBe(false);
  });
});

describe('productInputProblems (spec 3 §5)', () => {
  const good = { originalId: '1', title: '壳', imageUrl: null, skus: [{ originalId: 'A', propertiesName: '颜色:红' }] };

  it('finds nothing in a good product, and every problem of a bad one in form order', () => {
    expect(productInputProblems(good)).toEqual([]);
    expect(
      productInputProblems({ originalId: ' ', title: '', imageUrl: 'ftp://x', skus: [{ originalId: '', propertiesName: ' ' }, { originalId: 'a,b', propertiesName: 'x' }] }),
    ).toEqual([
      { field: 'originalId' },
      { field: 'title' },
      { field: 'imageUrl' },
      { field: 'skuOriginalId', skuIndex: 0 },
      { field: 'skuPropertiesName', skuIndex: 0 },
      { field: 'skuIdInvalid', skuIndex: 1 },
    ]);
  });

  it('wants at least one SKU and at most 600, each id once', () => {
    expect(productInputProblems({ ...good, skus: [] })).toEqual([{ field: 'skus' }]);
    const many = Array.from({ length: 601 }, (_, i) => ({ originalId: `S${i}`, propertiesName: 'x' }));
    expect(productInputProblems({ ...good, skus: many })).toEqual([{ field: 'skusTooMany' }]);
    const twice = [
      { originalId: 'A', propertiesName: 'x' },
      { originalId: ' A ', propertiesName: 'y' },
    ];
    expect(productInputProblems({ ...good, skus: twice })).toEqual([{ field: 'skuDuplicate', skuIndex: 1 }]);
  });

  it('trims every text and makes an empty image address null', () => {
    expect(trimProductInput({ shopId: 's', originalId: ' 1 ', title: ' 壳 ', imageUrl: '  ', skus: [{ originalId: ' A ', propertiesName: ' x ' }] })).toEqual({
      shopId: 's',
      originalId: '1',
      title: '壳',
      imageUrl: null,
      skus: [{ originalId: 'A', propertiesName: 'x' }],
    });
  });
});
