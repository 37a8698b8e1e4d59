/**
 * The guard over the spec's rule: the rule alone pairs different phones that share their number and most
 * of their text ('iPhone 15' and 'iPhone 15 Plus' score 0.9). A pair passes only when both sides carry the
 * same variant words (Pro, Max, Plus, Ultra, Lite, mini, SE, Neo, Turbo, Prime, FE, Edge, Fold, Flip,
 * 青春版 → lite, 探索版 → discovery …) and the same letters glued to each number (15 vs 15e, Y73 vs Y73t,
 * Note 13 vs 13).
 */
import type { GuardFeatures } from './tokens';

/** What only one side carries; both empty when the guard lets the pair pass. */
export interface GuardVerdict {
  pass: boolean;
  /** Variant words and affixed numbers ('15e') only the product has. */
  productOnly: string[];
  /** The same for the factory model. */
  factoryOnly: string[];
}

const only = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));

export function guardVerdict(product: GuardFeatures, factory: GuardFeatures): GuardVerdict {
  const productOnly = [...only(product.variants, factory.variants), ...only(product.affixed, factory.affixed)];
  const factoryOnly = [...only(factory.variants, product.variants), ...only(factory.affixed, product.affixed)];
  const sameAffixes = product.affixed.join(',') === factory.affixed.join(',');
  return { pass: productOnly.length === 0 && factoryOnly.length === 0 && sameAffixes, productOnly, factoryOnly };
}

/** Does the guard let the pair pass? The cheap form, for the search. */
export function guardPasses(product: { guardKey: string }, factory: { guardKey: string }): boolean {
  return product.guardKey === factory.guardKey;
}

/** One string that is equal exactly when guardVerdict passes. */
export function guardKey(features: GuardFeatures): string {
  return `${features.variants.join(' ')}|${features.affixed.join(',')}`;
}
