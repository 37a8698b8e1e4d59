import { expect, it } from 'vitest';
import { measureModelMatchQuality } from '../../bench/modelMatchQuality';
import { hasTestdata } from '../../support/testdata';

// The bench's own measure, as a floor: a squeezed spelling of a real name ('iPhone 15ProMax', 'HUAWEIMate9',
// 'RedmiNote12Turbo', and every space gone, numbers glued: 'Redmi125G', 'redmi125g') is read as its spaced
// form, and reading it so lets no near-miss through.
it.runIf(hasTestdata('the squeezed spellings of real model names'))('matches squeezed spellings of the real names as it matches them spaced', () => {
  const { squeezed } = measureModelMatchQuality();
  expect(squeezed.map((s) => s.spelling)).toEqual(['model part', 'everything', 'every space', 'every space, lower case', 'brand in capitals']);
  for (const spelling of squeezed) {
    expect(spelling.recall.accepted / spelling.recall.pairs, spelling.spelling).toBeGreaterThanOrEqual(0.97);
    expect(spelling.precision, spelling.spelling).toBeGreaterThanOrEqual(99.8);
  }
  // The glued numbers of the data read one way only against its catalogue: none held back, nearly all matched.
  const glued = squeezed.find((s) => s.spelling === 'every space')!.glued;
  expect(glued.accepted / glued.pairs).toBeGreaterThanOrEqual(0.97);
});
