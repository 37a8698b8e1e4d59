/**
 * The order a round runs its alternatives in, ABBA across rounds: as listed in even rounds, reversed in odd
 * ones, so that over each pair of rounds every alternative holds the same mean place and a load that drifts
 * evenly through the pair falls on all of them alike (two rounds compare as fairly as the rotation over as
 * many rounds as there are alternatives did).
 */
export function abbaOrder<T>(alternatives: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...alternatives] : [...alternatives].reverse();
}

/** The median; of an even count the mean of the middle two, so that neither of two rounds decides alone. */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
