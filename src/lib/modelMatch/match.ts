/**
 * The auto-match (spec 3 §5 plus the guard): for each product model the best-scoring factory model of the
 * same brand at 0.9 or more; ties go to the factory model listed first; an exact match (1) stops the search.
 *
 * `matchModels` scores only the pairs that can reach 0.9: with a different number a pair scores at most
 * 0.2 × 0.7 + 0.3 = 0.44 and with a number missing on one side 0.65, so only factory models of the same
 * brand and the same numbers are candidates, and of those only texts whose length difference still allows
 * 0.9. `naiveMatchModels` scores every pair with the same function and is the reference the tests and the
 * benchmark hold it to.
 */
import { guardPasses, guardVerdict } from './guard';
import { modelPreparer, type PreparedModel } from './prepare';
import { bestPossibleScore, MATCH_THRESHOLD, modelScore } from './score';
import type { FactoryModel, HeldBackPair, MatchOptions, MatchProposal, MatchResult, ProductModel } from './types';

export interface PreparedSides {
  products: PreparedModel[];
  factory: PreparedModel[];
}

/** Both sides read once (prepare.ts); the benchmark times this apart from the pairing. */
export function prepareSides(products: ProductModel[], factory: FactoryModel[]): PreparedSides {
  const prepare = modelPreparer(products.map((p) => p.brand));
  return { products: products.map((p) => prepare(p.name, p.brand)), factory: factory.map((f) => prepare(f.name)) };
}

/** The score of a pair under the rule: 0 across brands or without a brand. */
export function pairScore(product: PreparedModel, factory: PreparedModel): number {
  if (!product.brand || product.brand !== factory.brand) return 0;
  return modelScore(product, factory);
}

interface Search {
  best: { index: number; score: number } | null;
  refused: { index: number; score: number } | null;
}

/** The best candidate by score, then by factory order; candidates come in ascending factory order. */
function search(product: PreparedModel, factory: PreparedModel[], candidates: Iterable<number>, guard: boolean): Search {
  const found: Search = { best: null, refused: null };
  for (const index of candidates) {
    const score = pairScore(product, factory[index]!);
    if (score < MATCH_THRESHOLD) continue;
    if (!guard || guardPasses(product, factory[index]!)) {
      if (!found.best || score > found.best.score) found.best = { index, score };
      if (score === 1) break;
    } else if (!found.refused || score > found.refused.score) {
      found.refused = { index, score };
    }
  }
  return found;
}

function collect(
  products: ProductModel[],
  factory: FactoryModel[],
  prepared: PreparedSides,
  options: MatchOptions,
  searchFor: (product: PreparedModel, guard: boolean) => Search,
): MatchResult {
  const guard = options.guard ?? true;
  const result: MatchResult = { proposals: [], heldBack: [], unmatched: [] };
  const step = Math.max(1, Math.ceil(products.length / 100));
  products.forEach((product, i) => {
    const { best, refused } = searchFor(prepared.products[i]!, guard);
    if (best) {
      const proposal: MatchProposal = { productId: product.id, code: factory[best.index]!.code, factoryName: factory[best.index]!.name, score: best.score };
      result.proposals.push(proposal);
    } else if (refused) {
      const verdict = guardVerdict(prepared.products[i]!.guard, prepared.factory[refused.index]!.guard);
      const held: HeldBackPair = {
        productId: product.id,
        code: factory[refused.index]!.code,
        factoryName: factory[refused.index]!.name,
        score: refused.score,
        reason: { productOnly: verdict.productOnly, factoryOnly: verdict.factoryOnly },
      };
      result.heldBack.push(held);
    } else {
      result.unmatched.push(product.id);
    }
    if ((i + 1) % step === 0 || i + 1 === products.length) options.onProgress?.(i + 1, products.length);
  });
  return result;
}

/** Every pair scored: the reference. */
export function naiveMatchModels(products: ProductModel[], factory: FactoryModel[], options: MatchOptions = {}): MatchResult {
  return naiveMatchPrepared(products, factory, prepareSides(products, factory), options);
}

export function naiveMatchPrepared(products: ProductModel[], factory: FactoryModel[], prepared: PreparedSides, options: MatchOptions = {}): MatchResult {
  const all = factory.map((_, index) => index);
  return collect(products, factory, prepared, options, (product, guard) => search(product, prepared.factory, all, guard));
}

/** Factory models by a key, each bucket in factory order. */
function indexFactory(factory: PreparedModel[], keyOf: (model: PreparedModel) => string): Map<string, number[]> {
  const index = new Map<string, number[]>();
  factory.forEach((model, i) => {
    if (!model.brand) return;
    const key = keyOf(model);
    const bucket = index.get(key);
    if (bucket) bucket.push(i);
    else index.set(key, [i]);
  });
  return index;
}

const byNumbers = (model: PreparedModel) => `${model.brand}\u0000${model.numberKey}`;
const byNumbersAndGuard = (model: PreparedModel) => `${byNumbers(model)}\u0000${model.guardKey}`;

export function matchModels(products: ProductModel[], factory: FactoryModel[], options: MatchOptions = {}): MatchResult {
  return matchPrepared(products, factory, prepareSides(products, factory), options);
}

/**
 * The candidates of a product: its brand's factory models with the same numbers whose length still allows
 * 0.9. With the guard, those the guard lets pass come first; the others only matter (for the held-back
 * pair) when none of those reaches 0.9, so they are scored only then. Either way the answer is the one
 * the every-pair search gives.
 */
export function matchPrepared(products: ProductModel[], factory: FactoryModel[], prepared: PreparedSides, options: MatchOptions = {}): MatchResult {
  const models = prepared.factory;
  const numbered = indexFactory(models, byNumbers);
  const guarded = indexFactory(models, byNumbersAndGuard);
  const reachable = (product: PreparedModel, bucket: number[] | undefined) =>
    (bucket ?? []).filter((i) => bestPossibleScore(product.text.length, models[i]!.text.length) >= MATCH_THRESHOLD);
  return collect(products, factory, prepared, options, (product, guard) => {
    if (!product.brand) return { best: null, refused: null };
    if (!guard) return search(product, models, reachable(product, numbered.get(byNumbers(product))), false);
    const found = search(product, models, reachable(product, guarded.get(byNumbersAndGuard(product))), true);
    if (found.best) return found;
    const refused = reachable(product, numbered.get(byNumbers(product))).filter((i) => !guardPasses(product, models[i]!));
    return search(product, models, refused, true);
  });
}
