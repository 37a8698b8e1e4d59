/** Listed words by their first letter: a run is read letter by letter, trying only the words that start there. */
export type Vocabulary = ReadonlyMap<string, readonly string[]>;

export function vocabularyOf(words: Iterable<string>): Vocabulary {
  const byFirst = new Map<string, string[]>();
  for (const word of new Set(words)) byFirst.set(word[0]!, [...(byFirst.get(word[0]!) ?? []), word]);
  return byFirst;
}

export interface CutPiece {
  text: string;
  listed: boolean;
}

const NO_WORDS: readonly string[] = [];

/**
 * A run of letters cut into listed words and unlisted marks of 1 to `markMax` letters, with the fewest
 * pieces, a mark counting two: listed words win wherever they fit. Null when no cut covers the run (never
 * with `markMax` ≥ 1). Ties go to the cut found first, marks before words, left to right.
 */
export function cheapestCut(run: string, vocabulary: Vocabulary, markMax: number): CutPiece[] | null {
  const n = run.length;
  // cost[i]: the cheapest cover of run[0, i); step[i]: the length of its last piece, negative for a mark.
  const cost = new Array<number>(n + 1).fill(Infinity);
  const step = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let i = 0; i < n; i++) {
    if (cost[i] === Infinity) continue;
    for (let length = 1; length <= markMax && i + length <= n; length++) {
      if (cost[i]! + 2 < cost[i + length]!) {
        cost[i + length] = cost[i]! + 2;
        step[i + length] = -length;
      }
    }
    for (const word of vocabulary.get(run[i]!) ?? NO_WORDS) {
      const end = i + word.length;
      if (end <= n && cost[i]! + 1 < cost[end]! && run.startsWith(word, i)) {
        cost[end] = cost[i]! + 1;
        step[end] = word.length;
      }
    }
  }
  if (cost[n] === Infinity) return null;
  const pieces: CutPiece[] = [];
  for (let end = n; end > 0; end -= Math.abs(step[end]!)) {
    pieces.push({ text: run.slice(end - Math.abs(step[end]!), end), listed: step[end]! > 0 });
  }
  return pieces.reverse();
}
