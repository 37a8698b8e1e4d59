import { describe, expect, it } from 'vitest';
import {
  MergeSplitStatus,
  ordersOf,
  parseCustomizationContent,
  thumbnailUrl,
  type Order,
} from '../../../contract/orders';

const info = {
  phoneBrandId: 1,
  phoneBrandName: '苹果',
  phoneModelId: '11',
  phoneModelName: 'iPhone 15',
  phoneCaseMaterialId: 3,
  phoneCaseMaterialName: '磨砂硬壳',
  phoneCaseMaterialColorId: 31,
  phoneCaseMaterialColorName: '黑色',
  customizedImageUrl: 'https://img.example.com/c/1.png',
  previewImageUrl: '/api/order_images/1/2/0/preview.png',
  creditDeducted: true,
};

describe('parseCustomizationContent (spec 3 §3)', () => {
  it('reads the infos of version 1 content, ids as strings', () => {
    const infos = parseCustomizationContent(JSON.stringify({ v: 1, phoneCaseCustomizationInfos: [info, { ...info, creditDeducted: false }] }));
    expect(infos).toHaveLength(2);
    expect(infos![0]).toEqual({ ...info, phoneBrandId: '1', phoneCaseMaterialId: '3', phoneCaseMaterialColorId: '31', index: 0 });
    expect(infos![1]!.creditDeducted).toBe(false);
  });

  it('ignores what it cannot read: not JSON, another version, no infos, not a string', () => {
    for (const content of ['', 'not json', '{"v":2,"phoneCaseCustomizationInfos":[]}', '{"v":"1","phoneCaseCustomizationInfos":[]}', '{"v":1}', '[1]', 'null', '1'])
      expect(parseCustomizationContent(content), content).toBeNull();
    expect(parseCustomizationContent(undefined)).toBeNull();
    expect(parseCustomizationContent({ v: 1 })).toBeNull();
  });

  it('drops an unreadable info but keeps its siblings, and fills what an info lacks', () => {
    const infos = parseCustomizationContent(JSON.stringify({ v: 1, phoneCaseCustomizationInfos: [null, 'x', { ...info, phoneModelName: 5 }, {}, info] }));
    expect(infos).toHaveLength(2);
    expect(infos![0]).toMatchObject({ phoneBrandName: '', customizedImageUrl: '', creditDeducted: false, index: 3 });
    // Positions are the content's: the server charges and releases the image at 4, not at 1.
    expect(infos![1]!.index).toBe(4);
  });

  it('takes only http(s) or same-origin paths as image sources', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '/\\evil.example', 'https://a.example/x".png', 'blob:https://x/1'])
      expect(parseCustomizationContent(JSON.stringify({ v: 1, phoneCaseCustomizationInfos: [{ ...info, customizedImageUrl: url }] }))![0]!.customizedImageUrl, url).toBe('');
  });
});

describe('orders', () => {
  it('knows the seven merge/split states', () => {
    expect(Object.values(MergeSplitStatus)).toHaveLength(7);
  });

  it('lists a family parent first, then its children depth first', () => {
    const order = (id: string, childOrders: Order[] = []): Order => ({
      id,
      originalId: id,
      shopId: '1',
      isPlatformOrder: true,
      mergeSplitStatus: 1,
      orderItems: [],
      childOrders,
      createdAt: 0,
      push: null,
    });
    expect(ordersOf(order('a', [order('b', [order('c')]), order('d')])).map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('asks the image host for a small rendition', () => {
    expect(thumbnailUrl('https://x.example/a.png')).toBe('https://x.example/a.png?x-oss-process=image/resize,m_lfit,w_160,h_160');
    expect(thumbnailUrl('/api/a.png?v=1')).toBe('/api/a.png?v=1&x-oss-process=image/resize,m_lfit,w_160,h_160');
    expect(thumbnailUrl('')).toBe('');
  });
});
