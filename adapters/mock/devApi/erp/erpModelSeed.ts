// The phone models the simulated factories hand out (spec 3 §3: code + the factory's own name). Every model
// of the seeded catalogue is there in the main factory's own spelling (the mixed styles sellers really meet:
// a Chinese brand prefix, an English one, none, squeezed), plus a few hundred more generated from per-brand
// series × numbers × tiers, near misses included (the factory has iPhone 16 Plus, Pro, Pro Max and 16e but no
// iPhone 16). Generated, not listed, and deterministic: the same list on every start and reset().
import type { FactoryPhoneModel } from '../../../../contract/erp';

interface Brand {
  /** The code's brand part: KM-AP-15PM. */
  code: string;
  zh: string;
  en: string;
}

interface Series {
  brand: Brand;
  /** The code's series part ('' where the number alone names the phone). */
  code: string;
  /** How the series is written before its number: 'iPhone ' (spaced), 'Galaxy S' (joined). */
  label: string;
  /** number → the tiers the factory has of it ('' = the base model). */
  models: ReadonlyArray<readonly [number: string, tiers: readonly string[]]>;
}

const APPLE: Brand = { code: 'AP', zh: '苹果', en: 'Apple' };
const SAMSUNG: Brand = { code: 'SS', zh: '三星', en: 'Samsung' };
const HUAWEI: Brand = { code: 'HW', zh: '华为', en: 'HUAWEI' };
const XIAOMI: Brand = { code: 'MI', zh: '小米', en: 'Xiaomi' };
const REDMI: Brand = { code: 'RM', zh: '红米', en: 'Redmi' };
const OPPO: Brand = { code: 'OP', zh: 'OPPO', en: 'OPPO' };
const VIVO: Brand = { code: 'VV', zh: 'vivo', en: 'vivo' };
const HONOR: Brand = { code: 'HN', zh: '荣耀', en: 'HONOR' };

const TIER_CODES: Record<string, string> = {
  '': '',
  Pro: 'P',
  'Pro Max': 'PM',
  'Pro+': 'PP',
  Plus: 'PL',
  '+': 'PL',
  mini: 'MN',
  e: 'E',
  Ultra: 'U',
  FE: 'FE',
  SE: 'SE',
  RS: 'RS',
  Air: 'AIR',
  Art: 'ART',
  RSR: 'RSR',
};

const each = (numbers: readonly (string | number)[], tiers: readonly string[]) =>
  numbers.map((number) => [String(number), tiers] as const);

const SERIES: readonly Series[] = [
  {
    brand: APPLE,
    code: '',
    label: 'iPhone ',
    models: [
      ['11', ['', 'Pro', 'Pro Max']],
      ['12', ['', 'mini', 'Pro', 'Pro Max']],
      ['13', ['', 'mini', 'Pro', 'Pro Max']],
      ['14', ['', 'Plus', 'Pro', 'Pro Max']],
      ['15', ['', 'Plus', 'Pro', 'Pro Max']],
      // No base iPhone 16: the near miss the auto-match must not pair with 16 Plus or 16e.
      ['16', ['Plus', 'Pro', 'Pro Max', 'e']],
      ['17', ['', 'Air', 'Pro', 'Pro Max']],
    ],
  },
  { brand: APPLE, code: 'SE', label: 'iPhone SE', models: each([2, 3], ['']) },
  { brand: SAMSUNG, code: 'S', label: 'Galaxy S', models: each([21, 22, 23, 24, 25], ['', '+', 'Ultra', 'FE']) },
  { brand: SAMSUNG, code: 'A', label: 'Galaxy A', models: each([14, 15, 24, 25, 34, 35, 54, 55], ['']) },
  { brand: SAMSUNG, code: 'ZF', label: 'Galaxy Z Fold', models: each([3, 4, 5, 6], ['']) },
  { brand: SAMSUNG, code: 'ZP', label: 'Galaxy Z Flip', models: each([3, 4, 5, 6], ['']) },
  { brand: HUAWEI, code: 'M', label: 'Mate ', models: each([20, 30, 40, 50, 60, 70], ['', 'Pro', 'Pro+', 'RS']) },
  { brand: HUAWEI, code: 'MX', label: 'Mate X', models: each([3, 5, 6], ['']) },
  { brand: HUAWEI, code: 'P', label: 'P', models: each([30, 40, 50, 60], ['', 'Pro', 'Art']) },
  { brand: HUAWEI, code: 'PU', label: 'Pura ', models: each([70, 80], ['', 'Pro', 'Pro+', 'Ultra']) },
  { brand: HUAWEI, code: 'N', label: 'nova ', models: each([7, 8, 9, 10, 11, 12, 13], ['', 'Pro', 'SE']) },
  { brand: XIAOMI, code: '', label: '', models: each([11, 12, 13, 14, 15], ['', 'Pro', 'Ultra']) },
  { brand: XIAOMI, code: 'CV', label: 'Civi ', models: each([3, 4], ['', 'Pro']) },
  { brand: REDMI, code: 'N', label: 'Note ', models: each([11, 12, 13, 14], ['', 'Pro', 'Pro+']) },
  { brand: REDMI, code: 'K', label: 'K', models: each([40, 50, 60, 70, 80], ['', 'Pro', 'Ultra']) },
  { brand: OPPO, code: 'R', label: 'Reno', models: each([6, 7, 8, 9, 10, 11, 12, 13], ['', 'Pro', 'Pro+']) },
  { brand: OPPO, code: 'FX', label: 'Find X', models: each([3, 5, 6, 7, 8], ['', 'Pro', 'Ultra']) },
  { brand: OPPO, code: 'A', label: 'A', models: each([1, 2, 3], ['', 'Pro']) },
  { brand: VIVO, code: 'X', label: 'X', models: each([60, 70, 80, 90, 100, 200], ['', 'Pro', 'Pro+']) },
  { brand: VIVO, code: 'S', label: 'S', models: each([15, 16, 17, 18, 19], ['', 'Pro', 'e']) },
  { brand: VIVO, code: 'Y', label: 'Y', models: each([35, 36, 77, 78], ['']) },
  { brand: VIVO, code: 'IQ', label: 'iQOO ', models: each([9, 10, 11, 12, 13], ['', 'Pro']) },
  { brand: HONOR, code: 'MG', label: 'Magic', models: each([3, 4, 5, 6, 7], ['', 'Pro', 'RSR']) },
  { brand: HONOR, code: '', label: '', models: each([50, 60, 70, 80, 90, 100, 200], ['', 'Pro', 'SE']) },
  { brand: HONOR, code: 'X', label: 'X', models: each([40, 50], ['']) },
];

/** One phone, before a factory spells it. */
export interface ModelSpec {
  series: Series;
  number: string;
  tier: string;
}

export const modelCode = ({ series, number, tier }: ModelSpec): string => `${series.brand.code}-${series.code}${number}${TIER_CODES[tier]}`;

const spaced = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
const squeezed = (text: string) => text.replace(/\s+/g, '');
const body = ({ series, number, tier }: ModelSpec) => spaced(`${series.label}${number}`, tier);

/** The spellings the main factory mixes: a Chinese brand, an English one, squeezed, or the series alone. */
const MAIN_STYLES: ReadonlyArray<(spec: ModelSpec) => string> = [
  (spec) => spaced(spec.series.brand.zh, body(spec)),
  (spec) => spaced(spec.series.brand.en, body(spec)),
  (spec) => squeezed(`${spec.series.brand.zh}${body(spec)}`),
  (spec) => (spec.series.label === '' ? spaced(spec.series.brand.zh, body(spec)) : body(spec)),
];

/**
 * The seeded catalogue's models (fixtures/seed/catalogue.ts) as the main factory writes them: the pairs the
 * auto-match is tried on first (tests read them: `mainFactorySpellings()`). Each names its phone (series,
 * number, tier), so the generated rest skips it.
 */
const CATALOGUE_SPELLINGS: ReadonlyArray<
  readonly [catalogueBrand: string, catalogueModel: string, series: Series, number: string, tier: string, name: string]
> = [
  ['苹果', 'iPhone 15 Pro Max', series(APPLE, ''), '15', 'Pro Max', '苹果 iPhone15ProMax'],
  ['苹果', 'iPhone 15 Pro', series(APPLE, ''), '15', 'Pro', 'Apple iPhone 15 Pro'],
  ['苹果', 'iPhone 15', series(APPLE, ''), '15', '', '苹果15'],
  ['苹果', 'iPhone 15 Plus', series(APPLE, ''), '15', 'Plus', 'iPhone15 Plus'],
  ['苹果', 'iPhone 14 Pro Max', series(APPLE, ''), '14', 'Pro Max', '苹果14 Pro Max'],
  ['苹果', 'iPhone 14 Pro', series(APPLE, ''), '14', 'Pro', 'APPLE IPHONE 14 PRO'],
  ['苹果', 'iPhone 14', series(APPLE, ''), '14', '', 'iPhone 14'],
  ['苹果', 'iPhone 13', series(APPLE, ''), '13', '', '苹果 iPhone 13'],
  ['苹果', 'iPhone 13 mini', series(APPLE, ''), '13', 'mini', 'iPhone13 Mini'],
  ['苹果', 'iPhone SE (第三代)', series(APPLE, 'SE'), '3', '', 'Apple iPhone SE3'],
  ['华为', 'Mate 60 Pro', series(HUAWEI, 'M'), '60', 'Pro', '华为 Mate60 Pro'],
  ['华为', 'Mate 60 Pro+', series(HUAWEI, 'M'), '60', 'Pro+', '华为Mate60Pro+'],
  ['华为', 'Mate 60', series(HUAWEI, 'M'), '60', '', 'HUAWEI Mate 60'],
  ['华为', 'Pura 70 Pro', series(HUAWEI, 'PU'), '70', 'Pro', '华为 Pura70 Pro'],
  ['华为', 'P60 Pro', series(HUAWEI, 'P'), '60', 'Pro', 'HUAWEI P60Pro'],
  ['华为', 'nova 12 Pro', series(HUAWEI, 'N'), '12', 'Pro', '华为nova12 Pro'],
  ['华为', 'nova 12', series(HUAWEI, 'N'), '12', '', 'Huawei Nova 12'],
  ['华为', 'Mate X5', series(HUAWEI, 'MX'), '5', '', 'HUAWEI MateX5'],
  ['小米', 'Xiaomi 14 Pro', series(XIAOMI, ''), '14', 'Pro', '小米14 Pro'],
  ['小米', 'Xiaomi 14', series(XIAOMI, ''), '14', '', '小米 14'],
  ['小米', 'Xiaomi 14 Ultra', series(XIAOMI, ''), '14', 'Ultra', 'Xiaomi 14Ultra'],
  ['小米', 'Redmi K70 Pro', series(REDMI, 'K'), '70', 'Pro', '红米K70 Pro'],
  ['小米', 'Redmi K70', series(REDMI, 'K'), '70', '', 'Redmi K70'],
  ['小米', 'Redmi Note 13 Pro', series(REDMI, 'N'), '13', 'Pro', '红米Note13 Pro'],
  ['OPPO', 'Find X7 Ultra', series(OPPO, 'FX'), '7', 'Ultra', 'OPPO Find X7 Ultra'],
  ['OPPO', 'Find X7', series(OPPO, 'FX'), '7', '', 'OPPO FindX7'],
  ['OPPO', 'Reno11 Pro', series(OPPO, 'R'), '11', 'Pro', 'OPPO Reno 11 Pro'],
  ['OPPO', 'Reno11', series(OPPO, 'R'), '11', '', 'oppo reno11'],
  ['OPPO', 'A2 Pro', series(OPPO, 'A'), '2', 'Pro', 'OPPO A2Pro'],
  ['vivo', 'X100 Pro', series(VIVO, 'X'), '100', 'Pro', 'vivo X100 Pro'],
  ['vivo', 'X100', series(VIVO, 'X'), '100', '', 'VIVO X100'],
  ['vivo', 'S18 Pro', series(VIVO, 'S'), '18', 'Pro', 'vivo S18Pro'],
  ['vivo', 'S18', series(VIVO, 'S'), '18', '', 'vivo S18'],
  ['vivo', 'iQOO 12', series(VIVO, 'IQ'), '12', '', 'vivo iQOO 12'],
  ['荣耀', 'Magic6 Pro', series(HONOR, 'MG'), '6', 'Pro', '荣耀Magic6 Pro'],
  ['荣耀', 'Magic6', series(HONOR, 'MG'), '6', '', 'HONOR Magic 6'],
  ['荣耀', '荣耀100 Pro', series(HONOR, ''), '100', 'Pro', 'HONOR 100 Pro'],
  ['荣耀', '荣耀100', series(HONOR, ''), '100', '', '荣耀 100'],
];

function series(brand: Brand, code: string): Series {
  const found = SERIES.find((candidate) => candidate.brand === brand && candidate.code === code);
  if (!found) throw new Error(`erp model seed: no series ${brand.code}/${code}`);
  return found;
}

/** Every phone the factories know, in series order. */
export function allModelSpecs(): ModelSpec[] {
  return SERIES.flatMap((entry) => entry.models.flatMap(([number, tiers]) => tiers.map((tier) => ({ series: entry, number, tier }))));
}

/** The main factory: the catalogue's models in its spellings first, then every other phone, codes KM-…. */
export function mainFactoryModels(): FactoryPhoneModel[] {
  const models: FactoryPhoneModel[] = [];
  const codes = new Set<string>();
  const add = (spec: ModelSpec, name: string) => {
    const code = `KM-${modelCode(spec)}`;
    if (codes.has(code)) return;
    codes.add(code);
    models.push({ code, name });
  };
  for (const [, , entry, number, tier, name] of CATALOGUE_SPELLINGS) add({ series: entry, number, tier }, name);
  allModelSpecs().forEach((spec, index) => add(spec, MAIN_STYLES[index % MAIN_STYLES.length]!(spec)));
  models.push(...GLUED_NUMBER_SPELLINGS);
  return models;
}

/**
 * Phones the main factory writes with every space squeezed out, two numbers glued together: '红米125G' is the
 * Redmi 12 5G. The auto-match reads such a number against the catalogue (lib/modelMatch/gluedNumbers.ts).
 */
const GLUED_NUMBER_SPELLINGS: readonly FactoryPhoneModel[] = [{ code: 'KM-RM-125G', name: '红米125G' }];

/**
 * The smaller factory: Apple, Huawei and Samsung only, every name upper-case English with the brand squeezed
 * on, and codes that are a running number: the same phones, spelled and coded differently.
 */
export function secondFactoryModels(): FactoryPhoneModel[] {
  const brands = new Set([APPLE, HUAWEI, SAMSUNG]);
  return allModelSpecs()
    .filter((spec) => brands.has(spec.series.brand))
    .map((spec, index) => ({
      code: `YB${String(index + 1).padStart(4, '0')}`,
      name: `${spec.series.brand.en.toUpperCase()}-${body(spec).toUpperCase()}`,
    }));
}

/** @internal The catalogue's models with the main factory's code and name for each: what a right auto-match proposes, which the tests hold the matcher to. */
export function mainFactorySpellings(): Array<{ brand: string; model: string; code: string; name: string }> {
  return CATALOGUE_SPELLINGS.map(([brand, model, entry, number, tier, name]) => ({
    brand,
    model,
    code: `KM-${modelCode({ series: entry, number, tier })}`,
    name,
  }));
}
