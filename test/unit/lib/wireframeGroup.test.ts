import { describe, expect, it } from 'vitest';
import { groupWireframeFiles } from '../../../src/lib/wireframeImport';

const files = (...names: string[]) => names.map((name) => ({ name }));
const TOO_MANY = '同一品牌型号材质颜色线框图最多只能上传2张哦~';

describe('groupWireframeFiles (spec 1 §5)', () => {
  it('pairs a foreground with its background', () => {
    const result = groupWireframeFiles(files('Apple-iPhone 15-TPU-黑色-前景图.png', 'Apple-iPhone 15-TPU-黑色-背景图.png'));
    expect(result.rejected).toEqual([]);
    expect(result.groups).toEqual([
      {
        key: 'apple-iphone 15-tpu-黑色',
        brand: 'Apple',
        model: 'iPhone 15',
        material: 'TPU',
        color: '黑色',
        foreground: { name: 'Apple-iPhone 15-TPU-黑色-前景图.png' },
        background: { name: 'Apple-iPhone 15-TPU-黑色-背景图.png' },
      },
    ]);
  });

  it('groups names that differ only in case and spaces, spelled as the first file spells them', () => {
    const result = groupWireframeFiles(files('apple-iphone 15-tpu-黑色-背景图.png', 'Apple - iPhone 15-TPU-黑色-前景图.PNG'));
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]).toMatchObject({ brand: 'apple', model: 'iphone 15', foreground: { name: 'Apple - iPhone 15-TPU-黑色-前景图.PNG' } });
  });

  it('keeps a group of one image', () => {
    const result = groupWireframeFiles(files('Apple-iPhone 15-TPU-黑色-背景图.png'));
    expect(result.groups[0]!.background).toEqual({ name: 'Apple-iPhone 15-TPU-黑色-背景图.png' });
    expect(result.groups[0]!.foreground).toBeUndefined();
  });

  const refusedGroups: [string, string[]][] = [
    ['rejects a whole group of three images', ['A-B-C-D-前景图.png', 'A-B-C-D-背景图.png', 'A-B-C-D-背景图.jpg']],
    ['rejects two foregrounds in a group', ['A-B-C-D-前景图.png', 'A-B-C-D-前景图.jpg']],
    ['rejects two backgrounds in a group, even differently cased', ['A-B-C-D-背景图.png', 'a-b-c-d-背景图.png']],
  ];
  it.each(refusedGroups)('%s', (_label, names) => {
    const result = groupWireframeFiles(files(...names, 'A-B-C-E-前景图.png'));
    expect(result.rejected).toEqual([{ key: 'a-b-c-d', fileNames: names, reason: TOO_MANY }]);
    expect(result.groups.map((group) => group.key)).toEqual(['a-b-c-e']);
  });

  it('collects misnamed files into one rejection that lists them all', () => {
    const result = groupWireframeFiles(files('a.png', 'A-B-C-D-前景图.png', 'Xiaomi-Redmi-K70-TPU-黑色-前景图.png', 'A-B-C-D-背景图.webp'));
    expect(result.misnamed).toEqual(['a.png', 'Xiaomi-Redmi-K70-TPU-黑色-前景图.png', 'A-B-C-D-背景图.webp']);
    expect(result.rejected).toEqual([{ key: null, fileNames: result.misnamed, reason: '图片命名不符合规则' }]);
    expect(result.groups).toHaveLength(1);
  });

  it('sorts groups by brand, model, material and colour, numbers as numbers (2 before 10)', () => {
    const result = groupWireframeFiles(
      files(
        'B-1-C-D-前景图.png',
        'Apple-iPhone 10-TPU-黑色-前景图.png',
        'Apple-iPhone 2-TPU-黑色-前景图.png',
        'apple-iPhone 2-TPU-白色-前景图.png',
        'Apple-iPhone 11-TPU-黑色-前景图.png',
        'B-1-C-D-背景图.png',
      ),
    );
    expect(result.groups.map((group) => `${group.brand} ${group.model} ${group.color}`)).toEqual([
      'apple iPhone 2 白色',
      'Apple iPhone 2 黑色',
      'Apple iPhone 10 黑色',
      'Apple iPhone 11 黑色',
      'B 1 D',
    ]);
  });

  it('sorts refused groups the same way, after the misnamed files', () => {
    const result = groupWireframeFiles(files('A-10-C-D-前景图.png', 'A-10-C-D-前景图.gif', 'x.png', 'A-9-C-D-背景图.png', 'A-9-C-D-背景图.jpg'));
    expect(result.rejected.map((item) => item.key)).toEqual([null, 'a-9-c-d', 'a-10-c-d']);
  });
});
