/**
 * Precision and recall of the auto-match on real model names, with and without the
 * guard. Pairwise: a pair counts as accepted when the rule scores name_b (as a factory's name) at 0.9 or
 * more for name_a (a product of the brand's catalogue) and, with the guard, the guard lets it pass. A
 * retrieval view beside it: per brand, each product name_a against the pool of every name_b of the brand,
 * is the best-scoring one a right one?
 */
import { guardPasses } from '../../src/lib/modelMatch/guard';
import { pairScore, readerAgainst } from '../../src/lib/modelMatch/match';
import { modelPreparer, type PreparedModel } from '../../src/lib/modelMatch/prepare';
import { MATCH_THRESHOLD } from '../../src/lib/modelMatch/score';
import { CATALOGUE_BRAND, readPairs, type NamePair } from './modelMatchData';

/** Relations where both sides are names; code~name and identifier~name pair a code with a name. */
export const NAME_RELATIONS = ['variant~base', 'zh~en', 'line_zh~line_en'];

export interface RelationCount {
  relation: string;
  pairs: number;
  accepted: { rule: number; guarded: number };
}

/** A factory's way of squeezing a name (from the spaced name_b of the pairs) and how the rule reads it. */
export interface SqueezedSpelling {
  spelling: string;
  example: string;
  /** The name-vs-name positives whose name_b has a space to squeeze, accepted with the guard. */
  recall: { accepted: number; pairs: number };
  /** The near-misses with name_b squeezed the same way, accepted with the guard. */
  falseAccepts: { accepted: number; pairs: number };
  /** Over both, as the precision above. */
  precision: number;
  /**
   * The positives whose squeezed name_b glues two numbers ('Redmi125G'), accepted; and those of them, and
   * of the near-misses, held back because the catalogue holds two readings of the glued number.
   */
  glued: { accepted: number; pairs: number; heldBack: number; negativesHeldBack: number };
}

export interface ModelMatchQuality {
  squeezed: SqueezedSpelling[];
  positives: RelationCount[];
  negatives: RelationCount[];
  /** Over the name-vs-name positives and all negatives. */
  precision: { rule: number; guarded: number };
  recall: { rule: number; guarded: number };
  retrieval: { products: number; bestIsRight: { rule: number; guarded: number }; noneAccepted: { rule: number; guarded: number } };
}

/** 'pro' → 'Pro': a factory capitalises the words it glues; mixed-case words ('iPhone', 'iQOO') stay. */
const capitalised = (word: string) => (/^[a-z]+$/.test(word) ? word[0]!.toUpperCase() + word.slice(1) : word);
/** Spaces between Latin words and numbers go, except between two numbers (two numbers are two); the rest stays. */
const squeezeWords = (words: string[]) =>
  words.map(capitalised).join(' ').replace(/(?<=[A-Za-z0-9]) (?=[A-Za-z0-9])/g, (space, at: number, text: string) => (/\d/.test(text[at - 1]!) && /\d/.test(text[at + 1]!) ? space : ''));

/** How factories squeeze names: the model part ('iPhone 15ProMax'), everything, and behind the brand in capitals. */
export const SQUEEZED_SPELLINGS: Record<string, { example: string; spell: (brand: string, name: string) => string }> = {
  'model part': {
    example: 'iPhone 15ProMax',
    spell: (_brand, name) => {
      const [first, ...rest] = name.split(/\s+/);
      return rest.length ? `${first} ${squeezeWords(rest)}` : name;
    },
  },
  everything: { example: 'RedmiNote12Turbo', spell: (_brand, name) => squeezeWords(name.split(/\s+/)) },
  // The outsider's: every space removed, between two numbers too ('Redmi 12 5G' → 'Redmi125G'), then in lower case.
  'every space': { example: 'Redmi125G', spell: (_brand, name) => name.replace(/\s+/g, '') },
  'every space, lower case': { example: 'redmi125g', spell: (_brand, name) => name.replace(/\s+/g, '').toLowerCase() },
  'brand in capitals': {
    example: 'HUAWEIMate9',
    spell: (brand, name) => {
      const squeezed = squeezeWords(name.split(/\s+/));
      return `${brand.toUpperCase()}${squeezed.toLowerCase().startsWith(brand.toLowerCase()) ? squeezed.slice(brand.length) : squeezed}`;
    },
  },
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

function count(pairs: NamePair[], prepare: (p: NamePair) => [PreparedModel, PreparedModel]): RelationCount[] {
  const byRelation = new Map<string, RelationCount>();
  for (const pair of pairs) {
    const row = byRelation.get(pair.relation) ?? { relation: pair.relation, pairs: 0, accepted: { rule: 0, guarded: 0 } };
    byRelation.set(pair.relation, row);
    row.pairs++;
    const [product, factory] = prepare(pair);
    if (pairScore(product, factory) < MATCH_THRESHOLD) continue;
    row.accepted.rule++;
    if (guardPasses(product, factory)) row.accepted.guarded++;
  }
  return [...byRelation.values()];
}

export function measureModelMatchQuality(): ModelMatchQuality {
  const positives = readPairs('pairs.tsv');
  const negatives = readPairs('negatives.tsv');
  const prepareModel = modelPreparer(Object.values(CATALOGUE_BRAND));
  const cache = new Map<string, PreparedModel>();
  const prepared = (name: string, brand?: string) => {
    const key = `${brand ?? ''}\u0000${name}`;
    let model = cache.get(key);
    if (!model) cache.set(key, (model = prepareModel(name, brand)));
    return model;
  };
  const prepare = (p: NamePair): [PreparedModel, PreparedModel] => [prepared(p.nameA, CATALOGUE_BRAND[p.brand] ?? p.brand), prepared(p.nameB)];
  const accepts = (product: PreparedModel, factory: PreparedModel) => pairScore(product, factory) >= MATCH_THRESHOLD && guardPasses(product, factory);
  const squeezable = positives.filter((p) => NAME_RELATIONS.includes(p.relation) && /[a-z]/i.test(p.nameB) && /\s/.test(p.nameB));
  // The seller's catalogue a factory name is read against (gluedNumbers.ts): every name_a of the data that is a name (not a
  // code nor an identifier such as 'iPhone1,1'), under its catalogue brand.
  const names = [...positives.filter((p) => NAME_RELATIONS.includes(p.relation)), ...negatives];
  const catalogue = [...new Map(names.map((p) => [`${p.brand}\u0000${p.nameA}`, p])).values()].map((p) =>
    prepared(p.nameA, CATALOGUE_BRAND[p.brand] ?? p.brand),
  );
  const read = readerAgainst(catalogue);
  const gluesNumbers = (p: NamePair) => /\d\s+\d/.test(p.nameB);
  const squeezed = Object.entries(SQUEEZED_SPELLINGS).map(([spelling, { example, spell }]): SqueezedSpelling => {
    /** Pairs accepted, and pairs held back for review because the factory name's glued number reads two ways. */
    const factoryNames = new Map<string, ReturnType<typeof read>>();
    const judge = (pairs: NamePair[]) => {
      const counts = { accepted: 0, heldBack: 0, gluedPairs: 0, gluedAccepted: 0 };
      for (const p of pairs) {
        const product = prepared(p.nameA, CATALOGUE_BRAND[p.brand] ?? p.brand);
        const name = spell(p.brand, p.nameB);
        let factory = factoryNames.get(name);
        if (!factory) factoryNames.set(name, (factory = read(prepareModel(name))));
        const glues = gluesNumbers(p);
        if (glues) counts.gluedPairs++;
        if (!factory.readings.some((reading) => accepts(product, reading))) continue;
        if (factory.glued) counts.heldBack++;
        else {
          counts.accepted++;
          if (glues) counts.gluedAccepted++;
        }
      }
      return counts;
    };
    const positive = judge(squeezable);
    const negative = judge(negatives);
    const recall = { accepted: positive.accepted, pairs: squeezable.length };
    const falseAccepts = { accepted: negative.accepted, pairs: negatives.length };
    return {
      spelling,
      example,
      recall,
      falseAccepts,
      precision: percent(recall.accepted, recall.accepted + falseAccepts.accepted),
      glued: { accepted: positive.gluedAccepted, pairs: positive.gluedPairs, heldBack: positive.heldBack, negativesHeldBack: negative.heldBack },
    };
  });
  const positiveRows = count(positives, prepare);
  const negativeRows = count(negatives, prepare);
  const named = positiveRows.filter((r) => NAME_RELATIONS.includes(r.relation));
  const sum = (rows: RelationCount[], key: 'rule' | 'guarded') => rows.reduce((s, r) => s + r.accepted[key], 0);
  const namedPairs = named.reduce((s, r) => s + r.pairs, 0);
  const precision = (key: 'rule' | 'guarded') => percent(sum(named, key), sum(named, key) + sum(negativeRows, key));

  // Retrieval: the pool is every name_b of the brand (positives and negatives alike).
  const pools = new Map<string, string[]>();
  for (const p of [...positives, ...negatives]) {
    if (!NAME_RELATIONS.includes(p.relation) && negatives.indexOf(p) < 0) continue;
    const pool = pools.get(p.brand) ?? [];
    if (!pool.includes(p.nameB)) pool.push(p.nameB);
    pools.set(p.brand, pool);
  }
  const right = new Map<string, Set<string>>();
  for (const p of positives) {
    if (!NAME_RELATIONS.includes(p.relation)) continue;
    const key = `${p.brand}\u0000${p.nameA}`;
    const set = right.get(key) ?? new Set<string>();
    set.add(p.nameB);
    right.set(key, set);
  }
  const retrieval = { products: right.size, bestIsRight: { rule: 0, guarded: 0 }, noneAccepted: { rule: 0, guarded: 0 } };
  for (const [key, names] of right) {
    const [brand, nameA] = key.split('\u0000') as [string, string];
    const product = prepared(nameA, CATALOGUE_BRAND[brand] ?? brand);
    for (const guarded of [false, true]) {
      // The pool holds several spellings of one phone that read the same: a right one among the best counts.
      let best = -1;
      let rightAtBest = false;
      for (const name of pools.get(brand) ?? []) {
        const factory = prepared(name);
        const score = pairScore(product, factory);
        if (score < MATCH_THRESHOLD || (guarded && !guardPasses(product, factory))) continue;
        if (score > best) [best, rightAtBest] = [score, names.has(name)];
        else if (score === best && names.has(name)) rightAtBest = true;
      }
      const slot = guarded ? 'guarded' : 'rule';
      if (best < 0) retrieval.noneAccepted[slot]++;
      else if (rightAtBest) retrieval.bestIsRight[slot]++;
    }
  }
  return {
    squeezed,
    positives: positiveRows,
    negatives: negativeRows,
    precision: { rule: precision('rule'), guarded: precision('guarded') },
    recall: { rule: percent(sum(named, 'rule'), namedPairs), guarded: percent(sum(named, 'guarded'), namedPairs) },
    retrieval,
  };
}

export function modelMatchQualityRows(q: ModelMatchQuality): [string, string][] {
  const rate = (r: RelationCount, key: 'rule' | 'guarded') => `${r.accepted[key]}/${r.pairs} (${percent(r.accepted[key], r.pairs)} %)`;
  const codes = (relation: string) => (NAME_RELATIONS.includes(relation) ? '' : ' (a code vs a name: not expected to match)');
  return [
    ...q.positives.map((r): [string, string] => [`Auto-match recall, ${r.relation}: rule | with guard`, `${rate(r, 'rule')} | ${rate(r, 'guarded')}${codes(r.relation)}`]),
    ...q.negatives.map((r): [string, string] => [`Auto-match false accepts, ${r.relation}: rule | with guard`, `${rate(r, 'rule')} | ${rate(r, 'guarded')}`]),
    ...q.squeezed.map((sq): [string, string] => [
      `Auto-match with guard, name_b squeezed (${sq.spelling}: ${sq.example})`,
      `recall ${sq.recall.accepted}/${sq.recall.pairs} (${percent(sq.recall.accepted, sq.recall.pairs)} %, goal ≥ 97 %); false accepts ${sq.falseAccepts.accepted}/${sq.falseAccepts.pairs}; precision ${sq.precision} % (goal ≥ 99.8 %); ` +
        `two numbers side by side in name_b ('Redmi 12 5G'): ${sq.glued.accepted}/${sq.glued.pairs} (${percent(sq.glued.accepted, sq.glued.pairs)} %); held back for review, a glued number read two ways: ${sq.glued.heldBack} right pairs, ${sq.glued.negativesHeldBack} near misses`,
    ]),
    ['Auto-match precision (names): rule | with guard', `${q.precision.rule} % | ${q.precision.guarded} % (goal with guard ≥ 99 %); recall over names ${q.recall.rule} % | ${q.recall.guarded} %`],
    [
      `Auto-match retrieval, ${q.retrieval.products} names vs their brand's pool: a right one is the best`,
      `rule ${percent(q.retrieval.bestIsRight.rule, q.retrieval.products)} % | with guard ${percent(q.retrieval.bestIsRight.guarded, q.retrieval.products)} % (none accepted: ${q.retrieval.noneAccepted.rule} | ${q.retrieval.noneAccepted.guarded})`,
    ],
  ];
}
