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
import { otherReadings, type Reading } from './gluedNumbers';
import { guardPasses, guardVerdict } from './guard';
import { modelPreparer, type PreparedModel } from './prepare';
import { bestPossibleScore, MATCH_THRESHOLD, modelScore } from './score';
import type { FactoryModel, HeldBackPair, MatchOptions, MatchProposal, MatchResult, ProductModel } from './types';

export interface PreparedSides {
  products: PreparedModel[];
  factory: PreparedModel[];
  /** Each product's readings: itself, then the other readings of its glued numbers (gluedNumbers.ts). */
  productReadings: PreparedModel[][];
  factoryReadings: PreparedModel[][];
  /** For a model whose glued number the other side holds in two readings or more, their spellings; else null. */
  productGlued: (string[] | null)[];
  factoryGlued: (string[] | null)[];
}

const numberKeyOf = (model: PreparedModel) => `${model.brand}\u0000${model.numberKey}`;

/** A model's readings against the other side, and when it is ambiguous there, the spellings held. */
export interface ReadModel {
  readings: PreparedModel[];
  glued: string[] | null;
}

/**
 * Reads models of one side against the other side's (gluedNumbers.ts): a model's readings are itself and the
 * other readings of its glued numbers, and it is ambiguous (`glued`) when the other side holds two of them
 * or more. Held means accepted by a model of the other side as written: a glued number on both sides of a
 * pair is not read twice.
 */
export function readerAgainst(other: PreparedModel[]): (model: PreparedModel) => ReadModel {
  const numberKeys = new Set<string>();
  const numbers = new Set<string>();
  for (const model of other) {
    if (!model.brand) continue;
    numberKeys.add(numberKeyOf(model));
    for (const number of model.numbers) numbers.add(`${model.brand}\u0000${number}`);
  }
  let byKey: Map<string, number[]> | null = null;
  const held = (reading: PreparedModel) => {
    byKey ??= indexFactory(other, byNumbersAndGuard);
    return (byKey.get(byNumbersAndGuard(reading)) ?? []).some((i) => pairScore(reading, other[i]!) >= MATCH_THRESHOLD);
  };
  return (model) => {
    const others = otherReadings(model, numberKeys, numbers);
    if (others.length === 0) return { readings: [model], glued: null };
    const readings = [model, ...others];
    const spellings = readings.filter(held).map((reading) => (reading as Reading).spelling ?? model.rest);
    return { readings, glued: spellings.length >= 2 ? spellings : null };
  };
}

function readSide(side: PreparedModel[], other: PreparedModel[]): { readings: PreparedModel[][]; glued: (string[] | null)[] } {
  const read = side.map(readerAgainst(other));
  return { readings: read.map((r) => r.readings), glued: read.map((r) => r.glued) };
}

/**
 * Both sides read once (prepare.ts); the benchmark times this apart from the pairing. The factory's glued
 * numbers are read against the whole catalogue when given (MatchOptions.catalogue).
 */
export function prepareSides(products: ProductModel[], factory: FactoryModel[], catalogue: ProductModel[] = []): PreparedSides {
  const picked = new Set(products.map((p) => p.id));
  const rest = catalogue.filter((p) => !picked.has(p.id));
  const prepare = modelPreparer([...products, ...rest].map((p) => p.brand));
  const preparedProducts = products.map((p) => prepare(p.name, p.brand));
  const preparedFactory = factory.map((f) => prepare(f.name));
  const productSide = readSide(preparedProducts, preparedFactory);
  const factorySide = readSide(preparedFactory, rest.length ? [...preparedProducts, ...rest.map((p) => prepare(p.name, p.brand))] : preparedProducts);
  return {
    products: preparedProducts,
    factory: preparedFactory,
    productReadings: productSide.readings,
    factoryReadings: factorySide.readings,
    productGlued: productSide.glued,
    factoryGlued: factorySide.glued,
  };
}

/** The score of a pair under the rule: 0 across brands or without a brand. */
export function pairScore(product: PreparedModel, factory: PreparedModel): number {
  if (!product.brand || product.brand !== factory.brand) return 0;
  return modelScore(product, factory);
}

interface Found {
  index: number;
  score: number;
}

/** A refused pair with the readings it was refused in: the guard's reason is told from those. */
interface Refused extends Found {
  product: PreparedModel;
  factory: PreparedModel;
}

interface Search {
  best: Found | null;
  /** The best pair the rule and the guard accept but a glued number makes ambiguous (gluedNumbers.ts). */
  glued: Found | null;
  refused: Refused | null;
}

/** One reading of a product against one reading of a factory model. */
interface Candidate {
  product: PreparedModel;
  index: number;
  factory: PreparedModel;
}

const better = (found: Found | null, score: number) => !found || score > found.score;

/**
 * Hands each pair to `consider` in ascending factory order, and stops when it answers false. A callback
 * rather than a list: the every-pair search would otherwise make millions of pairs.
 */
type Pairs = (consider: (product: PreparedModel, index: number, factory: PreparedModel) => boolean) => void;

/**
 * The best candidate by score, then by factory order. A pair with an ambiguous glued number on either side
 * is never the proposal.
 */
function search(pairs: Pairs, productGlued: boolean, factoryGlued: (string[] | null)[], guard: boolean): Search {
  const found: Search = { best: null, glued: null, refused: null };
  pairs((product, index, factory) => {
    const score = pairScore(product, factory);
    if (score < MATCH_THRESHOLD) return true;
    if (!guard || guardPasses(product, factory)) {
      if (productGlued || factoryGlued[index]) {
        if (better(found.glued, score)) found.glued = { index, score };
        return true;
      }
      if (better(found.best, score)) found.best = { index, score };
      return score !== 1;
    }
    if (better(found.refused, score)) found.refused = { index, score, product, factory };
    return true;
  });
  return found;
}

/** Pairs from a list of candidates. */
const listed =
  (candidates: readonly Candidate[]): Pairs =>
  (consider) => {
    for (const { product, index, factory } of candidates) if (!consider(product, index, factory)) return;
  };

function collect(
  products: ProductModel[],
  factory: FactoryModel[],
  prepared: PreparedSides,
  options: MatchOptions,
  searchFor: (productIndex: number, guard: boolean) => Search,
): MatchResult {
  const guard = options.guard ?? true;
  const result: MatchResult = { proposals: [], heldBack: [], unmatched: [] };
  const step = Math.max(1, Math.ceil(products.length / 100));
  products.forEach((product, i) => {
    const { best, glued, refused } = searchFor(i, guard);
    const pair = (found: Found): MatchProposal => ({ productId: product.id, code: factory[found.index]!.code, factoryName: factory[found.index]!.name, score: found.score });
    if (best) {
      result.proposals.push(pair(best));
    } else if (glued) {
      const readings = prepared.productGlued[i] ?? prepared.factoryGlued[glued.index]!;
      const held: HeldBackPair = { ...pair(glued), reason: { productOnly: [], factoryOnly: [] }, readings };
      result.heldBack.push(held);
    } else if (refused) {
      const verdict = guardVerdict(refused.product.guard, refused.factory.guard);
      const held: HeldBackPair = { ...pair(refused), reason: { productOnly: verdict.productOnly, factoryOnly: verdict.factoryOnly } };
      result.heldBack.push(held);
    } else {
      result.unmatched.push(product.id);
    }
    if ((i + 1) % step === 0 || i + 1 === products.length) options.onProgress?.(i + 1, products.length);
  });
  return result;
}

/**
 * Every pair scored: the reference.
 * @internal The tests and the benchmark hold matchModels to it; it shares search and collect with it.
 */
export function naiveMatchModels(products: ProductModel[], factory: FactoryModel[], options: MatchOptions = {}): MatchResult {
  return naiveMatchPrepared(products, factory, prepareSides(products, factory, options.catalogue), options);
}

/** @internal naiveMatchModels on sides prepared once (the benchmark times the two searches alone). */
export function naiveMatchPrepared(products: ProductModel[], factory: FactoryModel[], prepared: PreparedSides, options: MatchOptions = {}): MatchResult {
  const every =
    (productIndex: number): Pairs =>
    (consider) => {
      const readings = prepared.productReadings[productIndex]!;
      for (let index = 0; index < prepared.factory.length; index++)
        for (const product of readings) for (const model of prepared.factoryReadings[index]!) if (!consider(product, index, model)) return;
    };
  return collect(products, factory, prepared, options, (i, guard) => search(every(i), prepared.productGlued[i] !== null, prepared.factoryGlued, guard));
}

/** Models by a key, each bucket in the models' order. */
function indexFactory(models: PreparedModel[], keyOf: (model: PreparedModel) => string): Map<string, number[]> {
  const index = new Map<string, number[]>();
  models.forEach((model, i) => {
    if (!model.brand) return;
    const key = keyOf(model);
    const bucket = index.get(key);
    if (bucket) bucket.push(i);
    else index.set(key, [i]);
  });
  return index;
}

const byNumbersAndGuard = (model: PreparedModel) => `${numberKeyOf(model)}\u0000${model.guardKey}`;

/** Every reading of every factory model by a key, as (model, reading) pairs in factory order. */
function indexReadings(readings: PreparedModel[][], keyOf: (model: PreparedModel) => string): Map<string, Candidate[]> {
  const index = new Map<string, Candidate[]>();
  readings.forEach((models, i) => {
    for (const model of models) {
      if (!model.brand) continue;
      const key = keyOf(model);
      const entry: Candidate = { product: model, index: i, factory: model };
      const bucket = index.get(key);
      if (bucket) bucket.push(entry);
      else index.set(key, [entry]);
    }
  });
  return index;
}

export function matchModels(products: ProductModel[], factory: FactoryModel[], options: MatchOptions = {}): MatchResult {
  return matchPrepared(products, factory, prepareSides(products, factory, options.catalogue), options);
}

/**
 * The candidates of a product: its brand's factory models with the same numbers whose length still allows
 * 0.9, over the readings of glued numbers on either side. With the guard, those the guard lets pass come
 * first; the others only matter (for the held-back pair) when none of those reaches 0.9, so they are scored
 * only then. Either way the answer is the one the every-pair search gives.
 */
export function matchPrepared(products: ProductModel[], factory: FactoryModel[], prepared: PreparedSides, options: MatchOptions = {}): MatchResult {
  const numbered = indexReadings(prepared.factoryReadings, numberKeyOf);
  const guarded = indexReadings(prepared.factoryReadings, byNumbersAndGuard);
  const candidates = (productIndex: number, index: Map<string, Candidate[]>, keyOf: (model: PreparedModel) => string, keep: (a: PreparedModel, b: PreparedModel) => boolean) => {
    const found: Candidate[] = [];
    for (const product of prepared.productReadings[productIndex]!) {
      if (!product.brand) continue;
      for (const entry of index.get(keyOf(product)) ?? []) {
        if (bestPossibleScore(product.text.length, entry.factory.text.length) >= MATCH_THRESHOLD && keep(product, entry.factory)) found.push({ product, index: entry.index, factory: entry.factory });
      }
    }
    // Readings of the product come one after the other: back into factory order (a stable sort).
    return prepared.productReadings[productIndex]!.length > 1 ? found.sort((a, b) => a.index - b.index) : found;
  };
  const all = () => true;
  return collect(products, factory, prepared, options, (i, guard) => {
    const productGlued = prepared.productGlued[i] !== null;
    if (!guard) return search(listed(candidates(i, numbered, numberKeyOf, all)), productGlued, prepared.factoryGlued, false);
    const found = search(listed(candidates(i, guarded, byNumbersAndGuard, all)), productGlued, prepared.factoryGlued, true);
    if (found.best || found.glued) return found;
    const refused = candidates(i, numbered, numberKeyOf, (product, model) => !guardPasses(product, model));
    return { ...found, refused: search(listed(refused), productGlued, prepared.factoryGlued, true).refused };
  });
}
