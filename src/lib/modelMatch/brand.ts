/**
 * Step 2 of the auto-match rule: the brand, identified through synonym lists on a normalised name
 * (normalise.ts), and the name with the brand's words taken out.
 *
 * Decisions (precision first):
 * - A sub-brand is a brand of its own: Redmi and POCO are not 小米, iQOO is not vivo, 荣耀 is not 华为.
 *   'Redmi K70' and 'Xiaomi K70' never match. Where a name carries both ('小米 Redmi K70', '华为荣耀 9',
 *   'vivo iQOO 12') the sub-brand wins.
 * - A product's catalogue brand is the brand unless its name says better: a brand word in the name wins
 *   ('Redmi K70' listed under 小米 is Redmi), and so does a series word of a sub-brand of the catalogue
 *   brand ('K70' under 小米 is Redmi).
 * - A name without a brand word takes the brand its series words imply (SERIES), when exactly one brand
 *   claims them ('iPhone 15' is Apple, 'Mate 60' is HUAWEI, 'Reno 11' is OPPO).
 * - A name with no brand at all (no word, no series) matches nothing: guessing would pair phones of two
 *   brands. A catalogue brand the lists do not know is a brand of its own, spelt as normalised; a factory
 *   name carrying that same word has it too (see `extraBrands`).
 */

export interface BrandDefinition {
  key: string;
  /** Words that name the brand; removed from the model text. */
  words: string[];
  /** The brand this one is a sub-brand of. */
  parent?: string;
  /** Words that imply the brand when no brand word is given; kept in the model text unless in `lineWords`. */
  series?: RegExp[];
  /** Series words every model of the brand carries but factories often leave out: removed from the model text. */
  lineWords?: string[];
  /**
   * The line every phone of the brand belongs to, put in front of every model text that lacks it, so
   * '苹果15ProMax' reads as 'iPhone 15 Pro Max'. Apple's is kept rather than removed: the spec's own
   * example ('iPhone 15' vs 'iPhone 15 Plus' scores 0.9) counts it in the text.
   */
  line?: string;
}

export const BRANDS: BrandDefinition[] = [
  { key: 'apple', words: ['苹果', 'apple'], series: [/(?<![a-z])iphone/], line: 'iphone' },
  { key: 'huawei', words: ['华为', 'huawei', 'hw'], series: [/(?<![a-z])(?:mate|pura|nova|enjoy|ascend)(?![a-z])/, /麦芒/, /(?<![a-z])p\s?\d{2}(?!\d)/] },
  { key: 'honor', words: ['荣耀', 'honor'], parent: 'huawei', series: [/(?<![a-z]|red\s?)magic(?![a-z])/] },
  { key: 'xiaomi', words: ['小米', 'xiaomi', 'mi'], series: [/(?<![a-z])civi(?![a-z])/] },
  { key: 'redmi', words: ['红米', 'redmi'], parent: 'xiaomi', series: [/(?<![a-z])k\s?\d{2}(?!\d)/] },
  { key: 'poco', words: ['poco'], parent: 'xiaomi' },
  { key: 'oppo', words: ['oppo'], series: [/(?<![a-z])(?:reno|find)(?![a-z])/] },
  { key: 'oneplus', words: ['一加', 'oneplus', 'one plus'], series: [/(?<![a-z])nord(?![a-z])/] },
  { key: 'realme', words: ['真我', 'realme'], series: [/(?<![a-z])narzo(?![a-z])/] },
  { key: 'vivo', words: ['vivo'] },
  { key: 'iqoo', words: ['iqoo'], parent: 'vivo' },
  { key: 'samsung', words: ['三星', 'samsung'], series: [/(?<![a-z])galaxy(?![a-z])/], lineWords: ['galaxy'] },
  { key: 'meizu', words: ['魅族', 'meizu'] },
  { key: 'zte', words: ['中兴', 'zte'] },
  { key: 'nubia', words: ['努比亚', 'nubia'], series: [/红魔/, /(?<![a-z])red\s?magic(?![a-z])/] },
  { key: 'motorola', words: ['摩托罗拉', 'motorola', 'moto'] },
  { key: 'google', words: ['谷歌', 'google'], series: [/(?<![a-z])pixel(?![a-z])/], lineWords: ['pixel'] },
  { key: 'sony', words: ['索尼', 'sony'], series: [/(?<![a-z])xperia(?![a-z])/] },
  { key: 'nokia', words: ['诺基亚', 'nokia'] },
  { key: 'lenovo', words: ['联想', 'lenovo'] },
  { key: 'asus', words: ['华硕', 'asus'], series: [/(?<![a-z])rog(?![a-z])/] },
  { key: 'coolpad', words: ['酷派', 'coolpad'] },
  { key: 'tecno', words: ['传音', 'tecno'] },
  { key: 'infinix', words: ['infinix'] },
];

const BY_KEY = new Map(BRANDS.map((b) => [b.key, b]));

/** Latin words stand between non-letters (digits may touch: 'iphone15', 'mi10'); Chinese words anywhere. */
function wordPattern(word: string): RegExp {
  const escaped = word.replace(/ /g, '\\s?');
  return /[a-z]/.test(word) ? new RegExp(`(?<![a-z])${escaped}(?![a-z])`, 'g') : new RegExp(escaped, 'g');
}

export interface CompiledBrand {
  key: string;
  /** Global patterns, to remove the words. */
  words: RegExp[];
  /** The same without the global flag, to test (a global pattern's test() moves on from its last match). */
  tests: RegExp[];
}

function compile(definitions: { key: string; words: string[] }[]): CompiledBrand[] {
  return definitions.map((d) => {
    const words = d.words.map(wordPattern);
    return { key: d.key, words, tests: words.map((w) => new RegExp(w.source)) };
  });
}

const LINE_WORDS = new Map(BRANDS.filter((b) => b.lineWords).map((b) => [b.key, b.lineWords!.map(wordPattern)]));

/** Every listed brand word in one pattern, read in one pass (a name is prepared once, but there are thousands). */
const ALL_WORDS = new RegExp(BRANDS.flatMap((b) => b.words.map((w) => wordPattern(w).source)).join('|'), 'g');
const KEY_OF_WORD = new Map(BRANDS.flatMap((b) => b.words.map((w) => [w.replace(/ /g, ''), b.key] as const)));
const keyOfMatch = (match: string) => KEY_OF_WORD.get(match.replace(/\s/g, ''))!;

/** Is `child` the same brand as `ancestor` or a sub-brand of it? */
export function isWithin(child: string, ancestor: string): boolean {
  for (let key: string | undefined = child; key; key = BY_KEY.get(key)?.parent) if (key === ancestor) return true;
  return false;
}

/** The brands whose words occur in the text, the most specific first (a sub-brand before its parent). */
export function brandWordsIn(text: string, extra: CompiledBrand[] = []): string[] {
  const found = new Set<string>();
  for (const match of text.match(ALL_WORDS) ?? []) found.add(keyOfMatch(match));
  for (const brand of extra) if (brand.tests.some((w) => w.test(text))) found.add(brand.key);
  const listed = [...BRANDS.map((b) => b.key), ...extra.map((b) => b.key)].filter((key) => found.has(key));
  return listed.sort((a, b) => Number(isWithin(b, a)) - Number(isWithin(a, b)));
}

/** The brand the series words imply, when exactly one brand claims the text. */
export function brandFromSeries(text: string): string | null {
  const claimed = BRANDS.filter((b) => b.series?.some((s) => s.test(text))).map((b) => b.key);
  return claimed.length === 1 ? claimed[0]! : null;
}

function withoutBrandWords(text: string, keys: string[], extra: CompiledBrand[]): string {
  let out = text.replace(ALL_WORDS, (match) => (keys.includes(keyOfMatch(match)) ? ' ' : match));
  for (const brand of extra) if (keys.includes(brand.key)) for (const w of brand.words) out = out.replace(w, ' ');
  let withoutLine = out;
  for (const key of keys) for (const w of LINE_WORDS.get(key) ?? []) withoutLine = withoutLine.replace(w, ' ');
  // The line alone is a model of its own ('Galaxy', 'Pixel': the first ones).
  return withoutLine.replace(/\s+/g, ' ').trim() || out.replace(/\s+/g, ' ').trim();
}

export interface BrandedName {
  /** The brand's key ('apple', 'redmi', or 'x:<name>' for a catalogue brand the lists do not know); null when none. */
  brand: string | null;
  /** The name without the brand's words. */
  rest: string;
}

/** Catalogue brands the lists do not know, as brand definitions, so factory names carrying them are found. */
export function extraBrands(normalisedCatalogueBrands: string[]): CompiledBrand[] {
  const unknown = [...new Set(normalisedCatalogueBrands)].filter((b) => b && brandWordsIn(b).length === 0);
  return compile(unknown.map((b) => ({ key: `x:${b}`, words: [b] })));
}

/**
 * The brand of a normalised name; `catalogueBrand` is the product's brand name, normalised (absent for a
 * factory model).
 */
export function identifyBrand(name: string, catalogueBrand?: string, extra: CompiledBrand[] = []): BrandedName {
  const inName = brandWordsIn(name, extra);
  // A catalogue brand may name two ('华为/荣耀'): a series of either decides between them.
  const fromCatalogue = catalogueBrand ? brandWordsIn(catalogueBrand, extra) : [];
  const removeKeys = [...inName];
  let brand: string | null = inName[0] ?? null;
  if (!brand) {
    const series = brandFromSeries(name);
    if (fromCatalogue.length === 0) brand = series;
    else brand = series && fromCatalogue.some((b) => isWithin(series, b)) ? series : fromCatalogue[0]!;
  }
  if (brand) removeKeys.push(brand);
  // 手机 ('phone') says nothing ('一加手机 2' is 'OnePlus 2'), unless it is all there is: '一加手机' and
  // '红米手机' are the first phones' names.
  const withPhone = withoutBrandWords(name, removeKeys, extra);
  const rest = withPhone.replace(/手机/g, ' ').replace(/\s+/g, ' ').trim() || withPhone;
  const line = brand ? BY_KEY.get(brand)?.line : undefined;
  // A bare brand keeps an empty text: 'iQOO' and '荣耀 Honor' are the first phones, and they match each other only.
  return { brand, rest: line && rest && !rest.startsWith(line) ? `${line} ${rest}` : rest };
}
