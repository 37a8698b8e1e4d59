import { describe, expect, it } from 'vitest';
import {
  CHINESE_EDITION_PARTS,
  MODEL_NAME_MAX,
  foldWidthAndCase,
  generationsToNumbers,
  normaliseName,
  splitCamelCase,
  stripBracketed,
  stripEditionWords,
  stripMemorySizes,
  stripNetworkWords,
} from '../../../src/lib/modelMatch/normalise';

/** Steps leave spaces where they took words out; the next steps collapse them. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('normalise: one step at a time', () => {
  it.each([
    ['iPhone15ProMax', 'iPhone15 Pro Max'],
    ['RedmiNote13', 'Redmi Note13'],
    ['OnePlus', 'One Plus'],
    ['iQOO', 'iQOO'],
    ['HUAWEIMate9', 'HUAWEI Mate9'],
    ['HUAWEIG9Plus', 'HUAWEI G9 Plus'],
    ['RedmiNote12Turbo', 'Redmi Note12 Turbo'],
    ['HONORView20', 'HONOR View20'],
    ['APPLEiPhone15', 'APPLE iPhone15'],
    ['XIAOMIMiA1', 'XIAOMI Mi A1'],
    ['OnePlus13sIndia', 'One Plus13s India'],
    ['iQOONeo9', 'iQOO Neo9'],
    // A two-letter brand in capitals stays glued: MIX is a series, not Mi X.
    ['MIX4', 'MIX4'],
  ])('splits camel case: %s', (input, output) => expect(splitCamelCase(input)).toBe(output));

  it.each([
    ['ＩＰＨＯＮＥ　１５', 'iphone 15'],
    ['华为（Mate６０）', '华为(mate60)'],
  ])('folds full width and case: %s', (input, output) => expect(foldWidthAndCase(input)).toBe(output));

  it.each([
    ['iphone se (第 3 代)', 'iphone se  3 '],
    ['iphone se 第二代', 'iphone se  2 '],
    ['iphone se (3rd generation)', 'iphone se  3 '],
    ['iphone se 2nd gen', 'iphone se  2 '],
  ])('turns generations into numbers: %s', (input, output) => expect(words(generationsToNumbers(input))).toBe(words(output)));

  it.each([
    ['荣耀 9i (4gb+64gb)', '荣耀 9i ( )'],
    ['mate60 8+256g', 'mate60  '],
    ['p50 12g+512g', 'p50  '],
    ['iphone 15 256gb', 'iphone 15  '],
    ['一加 8t+ 5g', '一加 8t+ 5g'],
    ['redmi note 12 pro+ 5g', 'redmi note 12 pro+ 5g'],
  ])('strips memory sizes: %s', (input, output) => expect(words(stripMemorySizes(input))).toBe(words(output)));

  it.each([
    ['iphone 12 (其他国家和地区)', 'iphone 12  '],
    ['galaxy a53 5g japan (au)', 'galaxy a53 5g japan  '],
    ['galaxy j7 (2016)', 'galaxy j7  2016 '],
  ])('strips what is bracketed, years excepted: %s', (input, output) => expect(words(stripBracketed(input))).toBe(words(output)));

  it.each([
    ['redmi note 13 5g', 'redmi note 13  '],
    ['galaxy s10 4g+', 'galaxy s10  '],
    ['iphone 3g', 'iphone 3g'],
  ])('strips 4G and 5G, not 3G: %s', (input, output) => expect(words(stripNetworkWords(input))).toBe(words(output)));

  it.each([
    ['vivo x23 全网通版', 'vivo x23 '],
    ['荣耀 10 移动  标配版', '荣耀 10 '],
    ['红米 1s 移动 3g 版', '红米 1s '],
    ['小米 6x 移动全网通版', '小米 6x '],
    ['iphone 6s 中国移动', 'iphone 6s '],
    ['redmi a3x latin america', 'redmi a3x '],
    ['galaxy a50 us carrier', 'galaxy a50 '],
    ['荣耀 9 青春版', '荣耀 9 lite '],
    ['一加 ace 竞速版', '一加 ace race '],
    ['redmi note 12 discovery edition', 'redmi note 12 discovery '],
    ['galaxy s21 fan edition', 'galaxy s21 fe '],
    ['mate60pro+', 'mate60pro plus '],
    ['华为畅享 9', '华为 enjoy 9'],
    ['huawei mate x6 典藏版', 'huawei mate x6'],
    ['红米 2a 增强版', '红米 2a'],
    ['redmi k40 游戏增强版', 'redmi k40 gaming'],
    ['redmi k30 至尊纪念版', 'redmi k30 ultra'],
    ['xiaomi 12 pro 天玑版', 'xiaomi 12 pro dimensity'],
    ['mi 8 explorer edition', 'mi 8 discovery'],
    ['honor view20', 'honor v20'],
    ['galaxy a01 trac fone', 'galaxy a01'],
  ])('strips edition words and rewrites tier words: %s', (input, output) => expect(words(stripEditionWords(input))).toBe(words(output)));
});

describe('normaliseName: the whole step', () => {
  it.each([
    ['苹果 iPhone15ProMax', '苹果 iphone15 pro max'],
    ['Apple iPhone 15 Pro Max', 'apple iphone 15 pro max'],
    ['华为Mate60Pro+', '华为mate60 pro plus'],
    ['iPhone SE (第 2 代) (北美)', 'iphone se 2'],
    ['iPhone SE (2nd generation)', 'iphone se 2'],
    ['荣耀畅玩 7X 全网通版 (4GB+64GB)', '荣耀 play 7x'],
    ['HUAWEI Mate 20 X 移动 4G+ 版', 'huawei mate 20 x'],
    ['Galaxy S21 FE 5G US Carrier', 'galaxy s21 fe'],
    ['REDMI Note 15 5G 沙特版', 'redmi note 15'],
    ['Redmi Note 3 (Special Edition) Taiwan', 'redmi note 3'],
  ])('%s → %s', (input, output) => expect(normaliseName(input)).toBe(output));
});

describe('normaliseName on hostile names', () => {
  it('lists no edition word that is two others run together, so no run of them can be read in many ways', () => {
    const parts = new Set(CHINESE_EDITION_PARTS);
    const composed = CHINESE_EDITION_PARTS.filter((word) =>
      [...word].some((_, cut) => cut > 0 && parts.has(word.slice(0, cut)) && parts.has(word.slice(cut))),
    );
    expect(composed).toEqual([]);
  });

  it('reads no further than MODEL_NAME_MAX characters', () => {
    expect(normaliseName(`iPhone 15 ${'a'.repeat(100_000)}`)).toBe(normaliseName(`iPhone 15 ${'a'.repeat(MODEL_NAME_MAX - 10)}`));
    // A hostile name: dozens of edition words and no 版 to end them.
    expect(normaliseName(`华为 ${'双卫星'.repeat(40)}`)).toMatch(/^华为 /);
  });
});
