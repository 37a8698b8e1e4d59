/**
 * Step 4 of the auto-match rule (spec 3 §5): the numeric part counts 70 % (equal 1, different 0.2, missing
 * on one side 0.5), the text's edit distance 30 %; a match needs 0.9.
 *
 * The text compared is the whole squeezed model text, digits included: the spec's own example ('iPhone 15'
 * vs 'iPhone 15 Plus' scores 0.9) holds only so ('iphone15' vs 'iphone15plus': 0.7 + 0.3 × (1 − 4/12)).
 * Two names without any number count as equal numbers ('荣耀 Magic' vs 'HONOR Magic').
 */

export const MATCH_THRESHOLD = 0.9;
export const NUMERIC_WEIGHT = 0.7;
export const TEXT_WEIGHT = 0.3;

/** Scores are kept to four decimals so 0.7 + 0.3 × 2/3 is 0.9, not 0.8999999999999999. */
export const roundScore = (score: number) => Math.round(score * 10_000) / 10_000;

export function numericScore(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0.5;
  return a.join(',') === b.join(',') ? 1 : 0.2;
}

let row = new Int32Array(64);

/** Levenshtein distance (insert, delete, substitute: 1 each), in one row. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (row.length <= b.length) row = new Int32Array(b.length * 2);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function textScore(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

export function modelScore(a: { numbers: string[]; text: string }, b: { numbers: string[]; text: string }): number {
  return roundScore(NUMERIC_WEIGHT * numericScore(a.numbers, b.numbers) + TEXT_WEIGHT * textScore(a.text, b.text));
}

/**
 * The most two texts of these lengths can score with equal numbers (the edit distance is at least the
 * difference of the lengths): below the threshold, the pair need not be scored.
 */
export function bestPossibleScore(lengthA: number, lengthB: number): number {
  const longest = Math.max(lengthA, lengthB);
  return roundScore(NUMERIC_WEIGHT + TEXT_WEIGHT * (longest === 0 ? 1 : 1 - Math.abs(lengthA - lengthB) / longest));
}
