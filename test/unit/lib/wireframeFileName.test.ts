import { describe, expect, it } from 'vitest';
import { nameKey, parseWireframeFileName, wireframeKey, type WireframeFileNameResult } from '../../../src/lib/wireframeImport/fileName';

const parsed = (brand: string, model: string, material: string, color: string, layer: 'foreground' | 'background', ext: string): WireframeFileNameResult => ({
  ok: true,
  brand,
  model,
  material,
  color,
  layer,
  ext,
});

describe('parseWireframeFileName (spec 1 §5)', () => {
  const accepted: [string, string, WireframeFileNameResult][] = [
    ['reads a foreground file name', 'Apple-iPhone 15-硅胶-黑色-前景图.png', parsed('Apple', 'iPhone 15', '硅胶', '黑色', 'foreground', 'png')],
    ['reads a background file name', 'Apple-iPhone 15-硅胶-黑色-背景图.jpg', parsed('Apple', 'iPhone 15', '硅胶', '黑色', 'background', 'jpg')],
    ['reads Chinese names in every part', '华为-Mate 60 Pro-液态硅胶-远峰蓝-前景图.jpeg', parsed('华为', 'Mate 60 Pro', '液态硅胶', '远峰蓝', 'foreground', 'jpeg')],
    ['accepts an upper-case extension', 'Apple-iPhone 15-硅胶-黑色-前景图.PNG', parsed('Apple', 'iPhone 15', '硅胶', '黑色', 'foreground', 'png')],
    ['accepts a mixed-case extension', 'Apple-iPhone 15-硅胶-黑色-背景图.Svg', parsed('Apple', 'iPhone 15', '硅胶', '黑色', 'background', 'svg')],
    ['trims spaces around parts', ' Apple - iPhone 15 -硅胶 - 黑色 - 前景图 .gif', parsed('Apple', 'iPhone 15', '硅胶', '黑色', 'foreground', 'gif')],
    ['keeps dots inside a part', 'Xiaomi-Mi 10.5-TPU-透明-前景图.bmp', parsed('Xiaomi', 'Mi 10.5', 'TPU', '透明', 'foreground', 'bmp')],
    ['keeps the case of the names', 'APPLE-iphone 15-Tpu-Black-前景图.png', parsed('APPLE', 'iphone 15', 'Tpu', 'Black', 'foreground', 'png')],
  ];
  it.each(accepted)('%s', (_label, name, expected) => {
    expect(parseWireframeFileName(name)).toEqual(expected);
  });

  const refused: [string, string][] = [
    ['rejects a sixth part in a wireframe file name', 'Apple-iPhone 15-硅胶-黑色-前景图-2.png'],
    ['rejects a hyphen inside a part ("Redmi-K70" makes six parts)', 'Xiaomi-Redmi-K70-硅胶-黑色-前景图.png'],
    ['rejects a missing part', 'Apple-iPhone 15-硅胶-前景图.png'],
    ['rejects an empty part', 'Apple--硅胶-黑色-前景图.png'],
    ['rejects a part of only spaces', 'Apple-  -硅胶-黑色-前景图.png'],
    ['rejects a wrong layer word', 'Apple-iPhone 15-硅胶-黑色-前景.png'],
    ['rejects an English layer word', 'Apple-iPhone 15-硅胶-黑色-foreground.png'],
    ['rejects a wrong extension', 'Apple-iPhone 15-硅胶-黑色-前景图.webp'],
    ['rejects a missing extension', 'Apple-iPhone 15-硅胶-黑色-前景图'],
    ['rejects a trailing dot', 'Apple-iPhone 15-硅胶-黑色-前景图.'],
    ['rejects an empty name', ''],
  ];
  it.each(refused)('%s', (_label, name) => {
    expect(parseWireframeFileName(name)).toEqual({ ok: false });
  });

  it('reads a decomposed (NFD) name as its composed form', () => {
    const nfd = 'Café-X-TPU-黑色-前景图.png'.normalize('NFD');
    const result = parseWireframeFileName(nfd);
    expect(result.ok && result.brand).toBe('Café');
  });
});

describe('wireframe keys', () => {
  it('match names trimmed and case-insensitively', () => {
    expect(nameKey('  iPhone 15 ')).toBe(nameKey('IPHONE 15'));
    expect(wireframeKey({ brand: 'Apple', model: 'iPhone 15', material: 'TPU', color: 'Black' })).toBe(
      wireframeKey({ brand: ' apple', model: 'IPHONE 15', material: 'tpu ', color: 'black' }),
    );
  });
});
