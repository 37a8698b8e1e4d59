/**
 * Names in the order a person expects: runs of digits compare as numbers (iPhone 2 before iPhone 10),
 * case and width do not count, Chinese by pinyin. A file picker hands over names in code-point order,
 * where 10 comes before 2.
 */
const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

export function compareNatural(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Compares part by part: the first part that differs decides. */
export function compareNaturalParts(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareNatural(a[i]!, b[i]!);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}
