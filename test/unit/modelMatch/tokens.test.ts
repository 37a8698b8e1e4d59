import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../../src/lib/modelMatch/normalise';
import { modelPreparer } from '../../../src/lib/modelMatch/prepare';
import { guardFeatures, numbersOf, segmentLetters, squeeze, tokenize } from '../../../src/lib/modelMatch/tokens';

/** One model read as the auto-match reads it, against a catalogue with no brands of its own. */
const prepareModel = modelPreparer([]);

describe('model text: synonyms, squeezing and tokens', () => {
  it.each([
    ['promax', ['pro', 'max']],
    ['iphonese', ['iphone', 'se']],
    ['iphonexsmax', ['iphone', 'xs', 'max']],
    ['zfold', ['z', 'fold']],
    ['note', ['note']],
    ['axon', ['axon']],
  ])('cuts a squeezed run of letters into words: %s', (run, words) => expect(segmentLetters(run)).toEqual(words));

  it.each([
    ['iphone15promax', ['iphone', '15', 'pro', 'max']],
    ['y73t', ['y', '73', 't']],
    ['mate20x', ['mate', '20', 'x']],
    ['v10尊享版', ['v', '10', '尊享版']],
  ])('tokenizes %s', (text, tokens) => expect(tokenize(text)).toEqual(tokens));

  it.each([
    ['iPhone15ProMax', 'iPhone 15 Pro Max'],
    ['iPhone 15 ProMax', 'iphone 15 pro max'],
    ['Mate 60 Pro+', 'Mate 60 Pro Plus'],
    ['Redmi Note 12 Pro+', 'Redmi Note 12 Pro Plus'],
    ['荣耀 9 青春版', 'HONOR 9 Lite'],
    ['Redmi K60 至尊版', 'Redmi K60 Ultra'],
    ['Redmi Note 12 探索版', 'Redmi Note 12 Discovery Edition'],
    ['一加 Ace 竞速版', 'OnePlus Ace Race'],
    ['iPhone SE (第 3 代)', 'iPhone SE (3rd generation)'],
    ['iPhone SE 第二代', 'iPhone SE 2'],
    ['Galaxy S21 FE', 'Galaxy S21 Fan Edition'],
    ['Galaxy S24', '三星 S24'],
    ['iPhone 15 Pro Max', '苹果15ProMax'],
    ['iPhone XR', 'Apple XR'],
    ['iPhone 15 Pro Max', 'IP15ProMax'],
    ['iPhone XR', 'IPXR'],
    ['HUAWEI P60', 'HW P60'],
    ['华为畅享 9', 'HUAWEI Enjoy 9'],
    ['Redmi Note 13 Pro 5G', 'Redmi Note 13 Pro'],
    ['vivo X23 全网通版', 'vivo X23'],
    ['荣耀 10 移动 4G+ 标配版', '荣耀 10'],
  ])('%s and %s read as the same model text', (a, b) => {
    const [left, right] = [prepareModel(a), prepareModel(b)];
    expect(left.text).toBe(right.text);
    expect(left.brand).toBe(right.brand);
  });

  it.each([
    ['iPhone 15 Pro Max', ['15']],
    ['Galaxy Z Fold5', ['5']],
    ['iPhone SE (第 3 代)', ['3']],
    ['Redmi Note 13 Pro 5G', ['13']],
    ['Galaxy J7 (2016)', ['7', '2016']],
    ['荣耀 Magic', []],
  ])('the numeric part of %s is %j', (name, numbers) => expect(prepareModel(name).numbers).toEqual(numbers));

  it('squeezes spaces away, but between two numbers', () => {
    expect(squeeze(normaliseName('Redmi Note 13 Pro'))).toBe('redminote13pro');
    expect(squeeze(normaliseName('Galaxy J7 (2016)'))).toBe('galaxyj7 2016');
  });

  it('numbers and guard features come from the tokens', () => {
    const tokens = tokenize('note13proplus');
    expect(numbersOf(tokens)).toEqual(['13']);
    expect(guardFeatures(tokens)).toEqual({ variants: ['plus', 'pro'], affixed: ['note13'] });
    expect(guardFeatures(tokenize('iphone15e'))).toEqual({ variants: ['e'], affixed: ['iphone15e'] });
  });
});
