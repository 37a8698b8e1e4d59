/** Each model read once, before any pair is scored: every step of the rule up to the score. */
import { extraBrands, identifyBrand, type CompiledBrand } from './brand';
import { guardKey } from './guard';
import { normaliseName } from './normalise';
import { guardFeatures, numbersOf, squeeze, tokenize, type GuardFeatures } from './tokens';

export interface PreparedModel {
  /** Brand key, or null when no brand could be told (then it matches nothing). */
  brand: string | null;
  /** The normalised words without the brand, before squeezing: what a glued number is read again from (gluedNumbers.ts). */
  rest: string;
  /** The squeezed model text the edit distance reads. */
  text: string;
  numbers: string[];
  /** The numbers as one key, for the index. */
  numberKey: string;
  guard: GuardFeatures;
  guardKey: string;
}

function prepareFrom(name: string, normalisedCatalogueBrand: string | undefined, extra: CompiledBrand[]): PreparedModel {
  const normalised = normaliseName(name);
  const branded = identifyBrand(normalised, normalisedCatalogueBrand, extra);
  // A name with nothing in it (empty, punctuation, emoji) names no phone, whatever its catalogue brand.
  const brand = normalised ? branded.brand : null;
  return readModel(brand, branded.rest);
}

/** Step 3 on the brandless words: the squeezed text, its numbers and what the guard compares. */
export function readModel(brand: string | null, rest: string): PreparedModel {
  const text = squeeze(rest);
  const tokens = tokenize(text);
  const numbers = numbersOf(tokens);
  const guard = guardFeatures(tokens);
  return { brand, rest, text, numbers, numberKey: numbers.join(','), guard, guardKey: guardKey(guard) };
}

/** Catalogue brands the brand lists do not know become brands of their own on both sides. */
export function catalogueExtraBrands(brands: string[]): CompiledBrand[] {
  return extraBrands([...new Set(brands)].map(normaliseName));
}

/**
 * prepareModel for many models of a few catalogue brands: each brand normalised once, and the unknown
 * catalogue brands known to both sides.
 */
export function modelPreparer(catalogueBrands: string[]): (name: string, catalogueBrand?: string) => PreparedModel {
  const extra = catalogueExtraBrands(catalogueBrands);
  const brands = new Map<string, string>();
  return (name, catalogueBrand) => {
    if (catalogueBrand === undefined) return prepareFrom(name, undefined, extra);
    let normalised = brands.get(catalogueBrand);
    if (normalised === undefined) brands.set(catalogueBrand, (normalised = normaliseName(catalogueBrand)));
    return prepareFrom(name, normalised, extra);
  };
}
