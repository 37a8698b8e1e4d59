import { describe, expect, it } from 'vitest';
import { cheapestCut, vocabularyOf } from '../../../src/lib/modelMatch/wordCut';

const words = vocabularyOf(['pro', 'max', 'iphone', 'promax', 'note']);
const texts = (run: string, markMax: number) => cheapestCut(run, words, markMax)?.map((piece) => `${piece.listed ? '' : '?'}${piece.text}`);

describe('cheapestCut', () => {
  it.each([
    ['promax', 1, ['promax']],
    ['iphonexsmax', 1, ['iphone', '?x', '?s', 'max']],
    ['iphonexsmax', 2, ['iphone', '?xs', 'max']],
    ['notepro', 2, ['note', 'pro']],
    ['xyz', 2, ['?x', '?yz']],
  ])('cuts %s with marks of up to %i letters into %j', (run, markMax, expected) => {
    expect(texts(run, markMax)).toEqual(expected);
  });

  it('finds no cut where marks are not allowed and no word fits', () => {
    expect(cheapestCut('prox', words, 0)).toBeNull();
    expect(texts('promax', 0)).toEqual(['promax']);
  });

  it('reads an empty run as no pieces', () => {
    expect(cheapestCut('', words, 2)).toEqual([]);
  });
});
