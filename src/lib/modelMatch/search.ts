/**
 * Searching a factory's models by hand (机型绑定's select): what the seller types found however it is
 * spaced, cased or written in full width, the closest first, and the near misses marked so the wrong code
 * is not bound by accident. It reads names with the auto-match's own steps (normalise.ts, prepare.ts,
 * tokens.ts) and its rule (spec 3 §5, score.ts), so the two never disagree on what a model is.
 */
import { pairScore } from './match';
import { foldWidthAndCase, stripPunctuation } from './normalise';
import { guardPasses } from './guard';
import { modelPreparer, type PreparedModel } from './prepare';
import { MATCH_THRESHOLD } from './score';
import { isVariant, tokenize } from './tokens';
import type { FactoryModel } from './types';

/**
 * The text as the search compares it: full width folded, lowercase, '+' read as plus (as normalise.ts does,
 * so 'Pro+' and 'Pro Plus' meet), and nothing but latin letters, digits and Chinese: no spaces, no dashes.
 */
export function searchKey(text: string): string {
  return stripPunctuation(foldWidthAndCase(text).replace(/\+/g, ' plus ')).replace(/ /g, '');
}

/** A model read once for the search: its keys and what the near-miss mark compares. */
export interface SearchableModel<T extends FactoryModel = FactoryModel> {
  model: T;
  /** The keys of its code, its name, and its model text without the brand ('mate60pro'). */
  keys: string[];
  prepared: PreparedModel;
  shape: ModelShape;
}

/** The model text apart from its variant words: 'mate60' with ['plus', 'pro'] for 华为Mate60Pro+. */
interface ModelShape {
  base: string;
  variants: string[];
}

function shapeOf(prepared: PreparedModel): ModelShape {
  const tokens = tokenize(prepared.text);
  return {
    base: tokens.filter((token) => !isVariant(token)).join(''),
    variants: [...new Set(tokens.filter(isVariant))].sort(),
  };
}

const prepare = modelPreparer([]);

/** Reads the factory's models once (per list, not per keystroke). */
export function searchIndex<T extends FactoryModel>(models: readonly T[]): SearchableModel<T>[] {
  return models.map((model) => {
    const prepared = prepare(model.name);
    return { model, keys: [searchKey(model.code), searchKey(model.name), prepared.text], prepared, shape: shapeOf(prepared) };
  });
}

/** The catalogue model a code is being chosen for: its brand's name and its own ('华为', 'Mate 60 Pro'). */
export interface SearchReference {
  brand: string;
  name: string;
}

/** What tells a near miss from the model sought: variant words only the factory model has, or lacks. */
export interface NearMiss {
  extra: string[];
  missing: string[];
}

export interface RankedModel<T extends FactoryModel = FactoryModel> {
  model: T;
  nearMiss: NearMiss | null;
}

/** How the typed text meets a model: equal to one of its keys, the start of one, inside one, or word by word. */
function queryTier(keys: string[], query: string, words: string[]): number | null {
  if (!query) return 0;
  if (keys.some((key) => key === query)) return 0;
  if (keys.some((key) => key.startsWith(query))) return 1;
  if (keys.some((key) => key.includes(query))) return 2;
  // Words in another order ('pro 60' finds Mate60 Pro), as the list searched before.
  if (words.length > 1 && words.every((word) => keys.some((key) => key.includes(word)))) return 3;
  return null;
}

/**
 * The same phone but for its variant words (Pro, Plus, Max, mini …; tokens.ts): same brand where both have
 * one, same numbers, same text once the variant words are out, and not the same variant words. These are the
 * codes the guard keeps the auto-match from (guard.ts); here they are shown, with a mark.
 */
export function nearMiss(sought: PreparedModel, soughtShape: ModelShape, candidate: SearchableModel): NearMiss | null {
  if (sought.numbers.length === 0 || sought.numberKey !== candidate.prepared.numberKey) return null;
  if (sought.brand && candidate.prepared.brand && sought.brand !== candidate.prepared.brand) return null;
  if (soughtShape.base !== candidate.shape.base) return null;
  const extra = candidate.shape.variants.filter((word) => !soughtShape.variants.includes(word));
  const missing = soughtShape.variants.filter((word) => !candidate.shape.variants.includes(word));
  return extra.length || missing.length ? { extra, missing } : null;
}

interface Scored<T extends FactoryModel> {
  entry: SearchableModel<T>;
  order: number;
  tier: number;
  /** 0 the model sought (the rule's match, best score first), 1 a near miss, 2 anything else. */
  likeness: number;
  score: number;
  nearMiss: NearMiss | null;
}

/**
 * The models the typed text finds, best first: those equal to it, then those starting with it, then those
 * holding it; within each, the model sought (the catalogue model's best match by the auto-match's rule and
 * guard, or without one the models with the typed variant words), then its near misses, then the rest in the
 * factory's order. With nothing typed every model is listed, the catalogue model's best match first. Near
 * misses are measured against the catalogue model, or without one against the typed text.
 */
export function rankFactoryModels<T extends FactoryModel>(
  index: readonly SearchableModel<T>[],
  typed: string,
  reference?: SearchReference | null,
): RankedModel<T>[] {
  const query = searchKey(typed);
  const words = typed.split(/\s+/).map(searchKey).filter(Boolean);
  const sought = reference ? prepare(reference.name, reference.brand) : query ? prepare(typed) : null;
  const soughtShape = sought ? shapeOf(sought) : null;
  const scored: Scored<T>[] = [];
  index.forEach((entry, order) => {
    // The brandless model text counts only within the catalogue model's brand: bound for 华为, '60pro' is
    // not 荣耀 60 Pro exactly.
    const otherBrand = sought && reference && entry.prepared.brand !== sought.brand;
    const tier = queryTier(otherBrand ? entry.keys.slice(0, 2) : entry.keys, query, words);
    if (tier === null) return;
    const miss = sought && soughtShape ? nearMiss(sought, soughtShape, entry) : null;
    let likeness = 2;
    let score = 0;
    if (reference && sought) {
      score = pairScore(sought, entry.prepared);
      if (score >= MATCH_THRESHOLD && guardPasses(sought, entry.prepared)) likeness = 0;
      else if (miss) likeness = 1;
    } else if (soughtShape) {
      likeness = entry.shape.variants.join() === soughtShape.variants.join() ? 0 : miss ? 1 : 2;
    }
    scored.push({ entry, order, tier, likeness, score, nearMiss: miss });
  });
  scored.sort((a, b) => a.tier - b.tier || a.likeness - b.likeness || b.score - a.score || a.order - b.order);
  return scored.map(({ entry, nearMiss: miss }) => ({ model: entry.model, nearMiss: miss }));
}

const VARIANT_LABELS: Record<string, string> = { plus: '+/Plus', se: 'SE', fe: 'FE', mini: 'mini', go: 'Go' };

/** A variant word as sellers write it: 'plus' is '+/Plus', 'pro' is 'Pro', '青春版' stays. */
export function variantLabel(word: string): string {
  return VARIANT_LABELS[word] ?? (/^[a-z]/.test(word) ? word[0]!.toUpperCase() + word.slice(1) : word);
}
