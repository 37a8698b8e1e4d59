/**
 * Step 3 of the auto-match rule: the model text (normalised, brand taken out) squeezed to one string and
 * read back as tokens. Spaces are dropped altogether, so 'iPhone15ProMax', 'iphone 15 pro max' and
 * 'iPhone 15 ProMax' are the same text; the tokens are read from that text alone, so the same text always
 * gives the same tokens (and the guard never refuses two equal texts).
 */
import { cheapestCut, vocabularyOf } from './wordCut';

/** Words that make another phone of the same number: the guard wants them to agree (guard.ts). */
export const VARIANT_WORDS = [
  'pro', 'max', 'plus', 'ultra', 'lite', 'mini', 'se', 'neo', 'turbo', 'prime', 'fe', 'edge', 'fold', 'flip',
  'discovery', 'vitality', 'speed', 'race', 'gaming', 'zoom', 'power', 'play', 'smart', 'go', 'dimensity',
] as const;
const VARIANTS = new Set<string>(VARIANT_WORDS);

/** Series words, known only so a squeezed run like 'iphonese' or 'note13pro' reads as its words. */
const SERIES_WORDS = ['iphone', 'note', 'mate', 'pura', 'nova', 'reno', 'find', 'magic', 'nord', 'ace', 'mix', 'civi', 'narzo', 'enjoy', 'ascend', 'xperia', 'pixel'];
const VOCABULARY = vocabularyOf([...VARIANT_WORDS, ...SERIES_WORDS]);

/**
 * The model text: the normalised words without the brand, squeezed. Spaces go, except one between two
 * numbers, which are two numbers ('Galaxy J7 (2016)' is 7 and 2016, not 72016).
 */
export function squeeze(words: string): string {
  return words.replace(/\s+/g, ' ').replace(/(?<!\d) | (?!\d)/g, '');
}

/**
 * A run of letters cut into known words with the fewest unknown letters left ('promax' → pro max,
 * 'iphonexsmax' → iphone xs max); unknown letters next to each other stay one token ('xs').
 */
export function segmentLetters(run: string): string[] {
  // One letter at a time, each unknown letter costing two: known words win wherever they fit.
  const pieces: string[] = [];
  let unknown = '';
  for (const piece of cheapestCut(run, VOCABULARY, 1)!) {
    if (!piece.listed) {
      unknown += piece.text;
      continue;
    }
    if (unknown) pieces.push(unknown);
    unknown = '';
    pieces.push(piece.text);
  }
  if (unknown) pieces.push(unknown);
  return pieces;
}

/** Letters, digits and Chinese characters each make their own tokens; letter runs are cut into words. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const run of text.match(/[a-z]+|\d+|[\u3400-\u9fff]+/g) ?? []) {
    if (/^[a-z]/.test(run)) tokens.push(...segmentLetters(run));
    else tokens.push(run);
  }
  return tokens;
}

export const isNumber = (token: string) => /^\d+$/.test(token);

/**
 * A variant word, or a Chinese edition word still standing after normalise.ts took out the region and
 * carrier editions ('至臻版', '典藏版'): an edition nobody listed names another phone, precision first.
 */
export const isVariant = (token: string) => VARIANTS.has(token) || /^[\u3400-\u9fff]*版$/.test(token);

/**
 * One or two letters standing apart from a number are a model's mark as much as a variant word ('iPhone'
 * vs 'iPhone X', 'P smart' vs 'P smart S', 'Reno' vs 'Reno A', 'P40 lite' vs 'P40 lite E').
 */
export const isMark = (token: string) => /^[a-z]{1,2}$/.test(token);

/** The numbers of the model text, in order: the numeric part of the score. */
export function numbersOf(tokens: string[]): string[] {
  return tokens.filter(isNumber);
}

export interface GuardFeatures {
  /** Variant words and marks (isMark), sorted, each once. */
  variants: string[];
  /**
   * Each number with the word glued before and after it when that is not a variant word ('y73t', 'a04s',
   * '15e', 'note13', 'mate20x'): a letter more or less on the number is another phone.
   */
  affixed: string[];
}

export function guardFeatures(tokens: string[]): GuardFeatures {
  const variants = [...new Set(tokens.filter((t) => isVariant(t) || isMark(t)))].sort();
  const plain = (token: string | undefined) => (token !== undefined && !isNumber(token) && !isVariant(token) ? token : '');
  const affixed = tokens.flatMap((token, i) => (isNumber(token) ? [`${plain(tokens[i - 1])}${token}${plain(tokens[i + 1])}`] : []));
  return { variants, affixed };
}
