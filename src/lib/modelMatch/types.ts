/** The matcher's inputs and result; plain data, so they cross to the worker as they are. */

/** A model of the seller's catalogue: `brand` is the catalogue's brand name ('苹果'), `name` the model's ('iPhone 15 Pro Max'). */
export interface ProductModel {
  id: string;
  brand: string;
  name: string;
}

/** A factory's model: its code and its own full spelling, brand usually included ('苹果 iPhone15ProMax'). */
export interface FactoryModel {
  code: string;
  name: string;
}

export interface MatchOptions {
  /** The guard over the spec's rule (guard.ts); default true. */
  guard?: boolean;
  /** Called now and then with the products done so far. */
  onProgress?(done: number, total: number): void;
  /**
   * The seller's whole catalogue the products were picked from: a factory name's glued number is read against
   * it (gluedNumbers.ts), so a reading held by a model not picked still makes the name ambiguous. Default: the
   * products.
   */
  catalogue?: ProductModel[];
}

export interface MatchProposal {
  productId: string;
  code: string;
  factoryName: string;
  /** 0.9 … 1, four decimals. */
  score: number;
}

export interface HeldBackPair extends MatchProposal {
  /** What only one side carries: variant words ('plus') and numbers with their letters ('15e'). */
  reason: { productOnly: string[]; factoryOnly: string[] };
  /**
   * Set when the pair is held back because a glued number reads two ways the other catalogue both holds
   * ('125g' as '12 5g' and as '125g', gluedNumbers.ts): those readings. The reason's lists are empty then.
   */
  readings?: string[];
}

export interface MatchResult {
  /** One per product that found a factory model, in product order. */
  proposals: MatchProposal[];
  /**
   * For a product without a proposal: the best pair the spec's rule accepts (score ≥ 0.9) but a glued number
   * makes ambiguous, or else the best the guard refuses. Only the glued ones without the guard.
   */
  heldBack: HeldBackPair[];
  /** Products with neither a proposal nor a held-back pair. */
  unmatched: string[];
}
