/** Each model read once, before any pair is scored: every step of the rule up to the score. */
import { extraBrands, identifyBrand, type CompiledBrand } from './brand';
import { guardKey } from './guard';
import { normaliseName } from './normalise';
import { guardFeatures, numbersOf, squeeze, tokenize, type GuardFeatures } from './tokens';

export interface PreparedModel {
  /** Brand key, or null when no brand could be told (then it matches nothing). */
  brand: string | null;
  /** The squeezed model text the edit distance reads. */
  text: string;
  numbers: string[];
  /** The numbers as one key, for the index. */
  numberKey: string;
  guard: GuardFeatures;
  guardKey: string;
}

export function prepareModel(name: string, catalogueBrand?: string, extra: CompiledBrand[] = []): PreparedModel {
  const branded = identifyBrand(normaliseName(name), catalogueBrand === undefined ? undefined : normaliseName(catalogueBrand), extra);
  const text = squeeze(branded.rest);
  const tokens = tokenize(text);
  const numbers = numbersOf(tokens);
  const guard = guardFeatures(tokens);
  return { brand: branded.brand, text, numbers, numberKey: numbers.join(','), guard, guardKey: guardKey(guard) };
}

/** Catalogue brands the brand lists do not know become brands of their own on both sides. */
export function catalogueExtraBrands(brands: string[]): CompiledBrand[] {
  return extraBrands(brands.map(normaliseName));
}
