/**
 * What a merchant counts as one character, for every rule that bounds a text by characters (names,
 * contract/names.ts; a text layer, contract/textLayer.ts): a grapheme cluster (Unicode UAX #29), the unit
 * the cursor steps over. 𠀀, 😀, a joined emoji such as 👨‍👩‍👧 (five code points) and é written as e and a
 * combining accent are one each.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Past this many UTF-16 units a text is far past every bound these rules set (30 or 50 characters of a
 * few units each), and it is split by code points, never fewer than its graphemes: V8's segmenter takes
 * time quadratic in the length (a 100,000-unit name took 7 s, 2,000 units about 5 ms).
 */
const SEGMENTED_MAX_UNITS = 2_000;

export function userCharacters(text: string): string[] {
  if (text.length > SEGMENTED_MAX_UNITS) return Array.from(text);
  return Array.from(graphemes.segment(text), (part) => part.segment);
}
