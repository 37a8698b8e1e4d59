import { describe, expect, it } from 'vitest';
import { modelPreparer } from '../../../src/lib/modelMatch/prepare';
import { bestPossibleScore, editDistance, MATCH_THRESHOLD, modelScore, numericScore, roundScore, textScore } from '../../../src/lib/modelMatch/score';

/** One model read as the auto-match reads it, against a catalogue with no brands of its own. */
const prepareModel = modelPreparer([]);

describe('score: numeric part 70 %, edit distance 30 %', () => {
  it.each([
    [['15'], ['15'], 1],
    [['15'], ['14'], 0.2],
    [['15'], [], 0.5],
    [[], ['15'], 0.5],
    [[], [], 1],
    [['7', '2016'], ['7', '2017'], 0.2],
  ])('numeric part of %j vs %j is %s', (a, b, score) => expect(numericScore(a, b)).toBe(score));

  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['iphone15', 'iphone15plus', 4],
    ['荣耀9', '荣耀9lite', 4],
  ])('edit distance %s → %s is %s', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('text score is 1 − distance / longer length', () => {
    expect(textScore('iphone15', 'iphone15plus')).toBeCloseTo(2 / 3, 10);
    expect(textScore('', '')).toBe(1);
  });

  it.each([
    ['iPhone 15', 'iPhone 15', 1],
    ['iPhone 15', 'iPhone 15 Plus', 0.9],
    ['iPhone 15', 'iPhone 14', 0.4025],
    ['iPhone 15', 'iPhone', 0.575],
    ['Galaxy S24', 'Galaxy S24 Ultra', 0.8125],
  ])('%s vs %s scores %s', (a, b, score) => expect(modelScore(prepareModel(a), prepareModel(b))).toBe(score));

  it('rounds to four decimals, so 0.7 + 0.3 × 2/3 reaches the threshold', () => {
    expect(0.7 + 0.3 * (2 / 3)).toBeLessThan(MATCH_THRESHOLD);
    expect(roundScore(0.7 + 0.3 * (2 / 3))).toBe(MATCH_THRESHOLD);
  });

  it('the best possible score bounds every real score of texts of those lengths', () => {
    const texts = ['', 'a', 'iphone15', 'iphone15plus', 'mate60proplus', 'k70', 'note13pro'];
    for (const a of texts) for (const b of texts) {
      expect(modelScore({ numbers: ['1'], text: a }, { numbers: ['1'], text: b })).toBeLessThanOrEqual(bestPossibleScore(a.length, b.length));
    }
  });
});
