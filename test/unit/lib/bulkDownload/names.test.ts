import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_RULES, effectiveDownloadRules, writesOrderIdFile } from '../../../../contract/downloadRules';
import type { DownloadRuleToken } from '../../../../contract/downloadRules';
import {
  archivePartName,
  FILE_NAME_MAX_BYTES,
  FOLDER_NAME_MAX_BYTES,
  orderIdFileText,
  orderIdListName,
  planArchive,
  safeSegment,
  tokenText,
  utf8Length,
} from '../../../../src/lib/bulkDownload/names';
import type { DownloadSource, NamingFields } from '../../../../src/lib/bulkDownload/types';

const fields = (over: Partial<NamingFields> = {}): NamingFields => ({
  orderId: '9001',
  orderOriginalId: '4012345678901234567',
  customizationInfo: '苹果 iPhone 15 液态硅胶 黑色',
  orderItemIndex: 2,
  skuIndex: 3,
  quantity: 4,
  ...over,
});
let nextKey = 0;
const source = (over: Partial<DownloadSource> = {}, naming: Partial<NamingFields> = {}): DownloadSource => ({
  key: `k${nextKey++}`,
  url: 'https://img.test/a.png',
  shopName: '壳美定制旗舰店',
  naming: fields(naming),
  ...over,
});
const plan = (sources: DownloadSource[], rules: readonly DownloadRuleToken[] = DEFAULT_DOWNLOAD_RULES, withOrderIdFile = false) =>
  planArchive(sources, { rules, withOrderIdFile, extension: 'png' });
const paths = (sources: DownloadSource[], rules?: readonly DownloadRuleToken[]) => plan(sources, rules).images.map((i) => i.path);

describe('file name tokens', () => {
  it.each([
    ['ORDER_ID', '9001'],
    ['ORIGINAL_ID', '4012345678901234567'],
    ['CUSTOMIZATION_INFO', '苹果 iPhone 15 液态硅胶 黑色'],
    ['ORDER_ITEM_INDEX', '2'],
    ['SKU_INDEX', '03'],
    ['QUANTITY', '定制4张'],
  ] as const)('%s renders as %s', (token, text) => {
    expect(tokenText(token, fields())).toBe(text);
    expect(paths([source()], [token])).toEqual([`壳美定制旗舰店/${text}.png`]);
  });

  it('pads SKU_INDEX to two digits but keeps three', () => {
    expect(tokenText('SKU_INDEX', fields({ skuIndex: 1 }))).toBe('01');
    expect(tokenText('SKU_INDEX', fields({ skuIndex: 12 }))).toBe('12');
    expect(tokenText('SKU_INDEX', fields({ skuIndex: 123 }))).toBe('123');
  });

  it('joins the tokens in the rule order with _', () => {
    expect(paths([source()], ['QUANTITY', 'ORDER_ID', 'SKU_INDEX', 'ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'CUSTOMIZATION_INFO'])).toEqual([
      '壳美定制旗舰店/定制4张_9001_03_4012345678901234567_2_苹果 iPhone 15 液态硅胶 黑色.png',
    ]);
  });

  it('uses the default rule when the saved one lacks a token', () => {
    const { rules } = effectiveDownloadRules({ rules: ['ORDER_ID', 'QUANTITY'], withOrderIdFile: true });
    expect(paths([source()], rules)).toEqual(['壳美定制旗舰店/4012345678901234567_2_03_苹果 iPhone 15 液态硅胶 黑色_定制4张_9001.png']);
  });

  it('leaves out a token with no text instead of doubling the separator', () => {
    expect(paths([source({}, { customizationInfo: ' ' })])).toEqual(['壳美定制旗舰店/4012345678901234567_2_03_定制4张_9001.png']);
  });

  it('keeps the extension it is asked for', () => {
    expect(planArchive([source()], { rules: ['ORDER_ID'], withOrderIdFile: false, extension: 'tif' }).images[0]!.path).toBe(
      '壳美定制旗舰店/9001.tif',
    );
  });
});

describe('unsafe characters', () => {
  it.each(['/', '\\', ':', '*', '?', '"', '<', '>', '|'])('replaces %s with _', (char) => {
    expect(paths([source({ shopName: `店${char}铺` }, { customizationInfo: `a${char}b` })], ['CUSTOMIZATION_INFO'])).toEqual([
      '店_铺/a_b.png',
    ]);
  });

  it.each([
    ['a control character', '\u0007'],
    ['a NUL', '\u0000'],
    ['a tab', '\t'],
    ['a newline', '\n'],
    ['DEL', '\u007f'],
    ['a right-to-left override', '\u202e'],
    ['a bidi isolate', '\u2066'],
    ['a zero-width space', '\u200b'],
    ['a zero-width joiner', '\u200d'],
    ['a byte order mark', '\ufeff'],
    ['a line separator', '\u2028'],
    ['a lone surrogate', '\ud800'],
  ])('drops %s', (_what, char) => {
    expect(safeSegment(`黑${char}色`, 100)).toMatch(/^黑 ?色$/u);
  });

  it('turns .. and dots-only names into nothing, and never leaves a leading or trailing dot or space', () => {
    expect(safeSegment('..', 100)).toBe('');
    expect(safeSegment(' . ', 100)).toBe('');
    expect(safeSegment('..abc.. ', 100)).toBe('abc');
    expect(paths([source({ shopName: '..' }, { customizationInfo: '../../etc/passwd' })], ['CUSTOMIZATION_INFO'])).toEqual([
      '未命名店铺/_.._etc_passwd.png',
    ]);
  });

  it('names an image with nothing printable 未命名图片', () => {
    expect(paths([source({}, { customizationInfo: '\u200b' })], ['CUSTOMIZATION_INFO'])).toEqual(['壳美定制旗舰店/未命名图片.png']);
  });

  it.each(['CON', 'prn', 'Aux', 'nul', 'COM1', 'com9', 'LPT1', 'lpt9', 'COM¹', 'con.txt', 'NUL .x', 'CONIN$', 'conout$.png', 'COM0', 'lpt0'])('prefixes the device name %s', (name) => {
    const safe = safeSegment(name, 100);
    expect(safe.startsWith('_')).toBe(true);
    expect(paths([source({ shopName: name }, { customizationInfo: name })], ['CUSTOMIZATION_INFO'])[0]).toBe(`${safe}/${safe}.png`);
  });

  it('leaves names that only start like a device name alone', () => {
    expect(safeSegment('CONSOLE', 100)).toBe('CONSOLE');
    expect(safeSegment('COM10', 100)).toBe('COM10');
    expect(safeSegment('LPT00', 100)).toBe('LPT00');
    expect(safeSegment('CONIN', 100)).toBe('CONIN');
  });
});

describe('long names', () => {
  it('bounds file names and folders in UTF-8 bytes and keeps the extension', () => {
    const long = '超长的定制信息'.repeat(40);
    const [path] = paths([source({ shopName: long }, { customizationInfo: long })], ['CUSTOMIZATION_INFO']);
    const [folder, file] = path!.split('/');
    expect(utf8Length(folder!)).toBeLessThanOrEqual(FOLDER_NAME_MAX_BYTES);
    expect(utf8Length(file!)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(file!.endsWith('.png')).toBe(true);
    expect(file!.startsWith('超长的定制信息')).toBe(true);
  });

  it('does not split a character or a character from its marks', () => {
    // q with an acute accent has no precomposed form: 3 bytes a character.
    const cut = safeSegment('q\u0301'.repeat(100), 11);
    expect(cut).toBe('q\u0301'.repeat(3));
    const emoji = safeSegment('😀'.repeat(10), 7);
    expect(emoji).toBe('😀');
  });

  it('shortens the case description, never the order numbers, when the name is too long', () => {
    const long = '超长的机型名称'.repeat(20);
    const rules: DownloadRuleToken[] = ['CUSTOMIZATION_INFO', 'ORIGINAL_ID', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'QUANTITY', 'ORDER_ID'];
    const files = paths([source({}, { customizationInfo: long }), source({}, { customizationInfo: long, orderId: '9002', orderOriginalId: '4012345678901234568' })], rules);
    expect(files[0]).toMatch(/^壳美定制旗舰店\/超长的机型名称.*_4012345678901234567_2_03_定制4张_9001\.png$/);
    expect(files[1]).toMatch(/_4012345678901234568_2_03_定制4张_9002\.png$/);
    for (const path of files) expect(utf8Length(path.split('/')[1]!)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
  });

  it('keeps the suffix and the extension when a long name clashes', () => {
    const long = 'x'.repeat(400);
    const files = paths([source({}, { customizationInfo: long }), source({}, { customizationInfo: long })], ['CUSTOMIZATION_INFO']);
    expect(files[1]!.endsWith('(2).png')).toBe(true);
    for (const path of files) expect(utf8Length(path.split('/')[1]!)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
  });
});

describe('clashes', () => {
  it('suffixes a repeated name before the extension, never overwriting', () => {
    const files = paths([source(), source(), source()], ['ORIGINAL_ID']);
    expect(files).toEqual([
      '壳美定制旗舰店/4012345678901234567.png',
      '壳美定制旗舰店/4012345678901234567(2).png',
      '壳美定制旗舰店/4012345678901234567(3).png',
    ]);
  });

  it('treats names differing only in case or normalisation as a clash', () => {
    const files = paths(
      [source({}, { customizationInfo: 'Black' }), source({}, { customizationInfo: 'BLACK' }), source({}, { customizationInfo: 'é' }), source({}, { customizationInfo: 'e\u0301' })],
      ['CUSTOMIZATION_INFO'],
    );
    expect(files).toEqual(['壳美定制旗舰店/Black.png', '壳美定制旗舰店/BLACK(2).png', '壳美定制旗舰店/é.png', '壳美定制旗舰店/é(2).png']);
  });

  it('skips a suffix another name already took', () => {
    const files = paths([source({}, { customizationInfo: 'a(2)' }), source({}, { customizationInfo: 'a' }), source({}, { customizationInfo: 'a' })], ['CUSTOMIZATION_INFO']);
    expect(files).toEqual(['壳美定制旗舰店/a(2).png', '壳美定制旗舰店/a.png', '壳美定制旗舰店/a(3).png']);
  });

  it('allows the same name in two shop folders', () => {
    expect(paths([source({ shopName: 'A店' }), source({ shopName: 'B店' })], ['ORIGINAL_ID'])).toEqual([
      'A店/4012345678901234567.png',
      'B店/4012345678901234567.png',
    ]);
  });

  it('gives shops whose safe names clash their own folders', () => {
    const files = paths([source({ shopName: 'Shop:1' }), source({ shopName: 'shop_1' }), source({ shopName: 'Shop:1' })], ['ORDER_ID']);
    expect(files).toEqual(['Shop_1/9001.png', 'shop_1(2)/9001.png', 'Shop_1/9001(2).png']);
  });

  it('makes every path unique case-insensitively across a large plan', () => {
    const sources = Array.from({ length: 300 }, (_, i) => source({ shopName: i % 2 ? 'ab' : 'AB' }, { orderId: String(i % 7), customizationInfo: i % 3 ? 'X' : 'x' }));
    const all = paths(sources, ['ORDER_ID', 'CUSTOMIZATION_INFO']).map((p) => p.toLowerCase());
    expect(new Set(all).size).toBe(300);
  });
});

describe('the order-number file', () => {
  it('lists platform order numbers sorted and de-duplicated, one a line with CRLF', () => {
    expect(orderIdFileText(['4000000000000000002', '400000000000000001', '4000000000000000002', '4000000000000000001'])).toBe(
      '400000000000000001\r\n4000000000000000001\r\n4000000000000000002\r\n',
    );
  });

  it('marks an order with a note after its number, on its own line, still sorted', () => {
    const notes = { '4000000000000000002': '不完整：3 张定制中 1 张没有定制图' };
    expect(orderIdFileText(['4000000000000000002', '400000000000000001'], notes)).toBe('400000000000000001\r\n4000000000000000002 不完整：3 张定制中 1 张没有定制图\r\n');
  });

  it('is named in the plan when asked for (the runner writes it per part), and absent when not', () => {
    expect(plan([source()], DEFAULT_DOWNLOAD_RULES, true)).toMatchObject({ extraFiles: [], orderIdFileName: '订单号.txt' });
    expect(plan([source()], DEFAULT_DOWNLOAD_RULES, false)).toMatchObject({ extraFiles: [], orderIdFileName: null });
  });

  it('keeps a listed order with no image for its shop folder (one made for it if need be), and drops the listed orders that have images', () => {
    const withImage = source({}, { orderOriginalId: '908455038678817871' });
    const listedOrders = [
      { orderOriginalId: '908455038678817871', shopName: '壳美定制旗舰店' },
      { orderOriginalId: '1929664130750274446', shopName: '壳美定制旗舰店' },
      { orderOriginalId: '1929664130750274447', shopName: '壳美/抖音小店' },
    ];
    const planned = planArchive([withImage], { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: true, extension: 'png', listedOrders });
    expect(planned.unfiledOrders).toEqual([
      { folder: '壳美定制旗舰店', orderOriginalId: '1929664130750274446' },
      { folder: '壳美_抖音小店', orderOriginalId: '1929664130750274447' },
    ]);
    expect(planArchive([withImage], { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: false, extension: 'png', listedOrders }).unfiledOrders).toBeUndefined();
  });

  it('is asked for only when configured and the names start with the platform order number', () => {
    expect(writesOrderIdFile({ rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: true })).toBe(true);
    expect(writesOrderIdFile({ rules: ['ORDER_ID', 'ORIGINAL_ID', 'CUSTOMIZATION_INFO', 'ORDER_ITEM_INDEX', 'SKU_INDEX', 'QUANTITY'], withOrderIdFile: true })).toBe(false);
    expect(writesOrderIdFile({ rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: false })).toBe(false);
  });

  it('is named after its archive, so no other part, retry or download extracted beside it overwrites it', () => {
    expect(orderIdListName('订单号.txt', '定制图_20261122_190512_2.zip')).toBe('订单号_定制图_20261122_190512_2.txt');
    expect(orderIdListName('订单号.txt', '定制图_20261122_190512_1.zip')).not.toBe(orderIdListName('订单号.txt', '定制图_20261122_190513_1.zip'));
  });

  it('never shares a name with an image: images are .png or .tif, the lists .txt', () => {
    const result = planArchive([source({}, { customizationInfo: '订单号_定制图_20261122_190512_1' })], { rules: ['CUSTOMIZATION_INFO'], withOrderIdFile: true, extension: 'png' });
    expect(result.images[0]!.path).toBe('壳美定制旗舰店/订单号_定制图_20261122_190512_1.png');
  });
});

describe('the effect-image archive', () => {
  it('puts its shop folders under its own top folder, so it never overwrites a print file of the same name', () => {
    const sources = [source(), source({ shopName: '壳美抖音小店' })];
    const prints = planArchive(sources, { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: false, extension: 'png' });
    const effects = planArchive(sources, { rules: DEFAULT_DOWNLOAD_RULES, withOrderIdFile: false, extension: 'png', topFolder: '效果图' });
    expect(effects.images.map((image) => image.path)).toEqual(prints.images.map((image) => `效果图/${image.path}`));
    const printPaths = new Set(prints.images.map((image) => image.path.toLowerCase()));
    expect(effects.images.some((image) => printPaths.has(image.path.toLowerCase()))).toBe(false);
  });
});

describe('archive part names', () => {
  it('are the download type, the local start time and the part number', () => {
    expect(archivePartName('定制图', new Date(2026, 10, 22, 19, 5, 12), 3)).toBe('定制图_20261122_190512_3.zip');
  });
});
