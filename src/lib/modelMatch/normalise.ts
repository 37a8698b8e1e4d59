import { BRANDS } from './brand';
import { cheapestCut, vocabularyOf } from './wordCut';
/**
 * Step 1 of the auto-match rule (spec 3 §5): a model name lowercased and stripped of version words and
 * punctuation, with the edition words that DO name another phone rewritten to one spelling. The result is
 * lowercase words separated by single spaces; the brand is taken from it afterwards (brand.ts).
 */

/**
 * Brand words a factory glues to the model: the Latin ones of three letters or more in capitals
 * ('HUAWEIG9Plus', 'OPPOA5', 'REDMINOTE12', and before a lowercase word: 'HUAWEInova3i'), longest first
 * ('MOTOROLA' before 'MOTO'), and the two-letter ones as a name is spelt ('MiA1', 'MiMIX2'), never before a
 * lowercase word ('Mint' is no Mi). A two-letter one in capitals stays out: 'MIX4' is a Mix.
 */
const BRAND_LATIN_WORDS = [...new Set(BRANDS.flatMap((brand) => brand.words).filter((word) => /^[a-z]+$/.test(word)))];
const alternatives = (words: string[]) => words.sort((a, b) => b.length - a.length).join('|');
const GLUED_BRAND = new RegExp(
  `(?<![A-Za-z])(?:(${alternatives(BRAND_LATIN_WORDS.filter((word) => word.length >= 3).map((word) => word.toUpperCase()))})(?=[A-Z0-9]|i[A-Z]|[a-z]{2})` +
    `|(${alternatives(BRAND_LATIN_WORDS.filter((word) => word.length === 2).map((word) => word[0]!.toUpperCase() + word[1]))})(?=[A-Z0-9]|i[A-Z]))`,
  'g',
);

/**
 * Camel case is how factories squeeze names ('iPhone15ProMax', 'RedmiNote13', 'HUAWEIMate9'), and each
 * squeezed spelling is read as its spaced form:
 * - a run of two or more lowercase letters followed by a capital ends a word; a single leading lowercase
 *   letter is a prefix ('iPhone', 'iQOO'), not a word;
 * - a capitalised word (a capital and two lowercase letters or more) starts a new word after any letter or
 *   digit but the prefix 'i' ('HONORView20', '15ProMax', 'XSMax', 'iQOONeo', '13sIndia', 'GoGlobal');
 * - a brand glued to the model is a word of its own ('HUAWEIG9Plus', 'APPLEiPhone15', 'MiA1', 'HUAWEInova3i').
 */
export function splitCamelCase(text: string): string {
  // Twice: a brand may follow another it was glued to ('XIAOMIMiA1'), which the first pass took apart.
  return text
    .replace(GLUED_BRAND, '$1$2 ')
    .replace(GLUED_BRAND, '$1$2 ')
    .replace(/([a-z]{2,})(?=[A-Z])/g, '$1 ')
    .replace(/(?<=[A-Za-z0-9])(?<!(?<![A-Za-z0-9])i)(?=[A-Z][a-z]{2,})/g, ' ');
}

/** NFKC folds full-width letters, digits, brackets and the ideographic space to their ASCII forms. */
export function foldWidthAndCase(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const CHINESE_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

function chineseNumber(text: string): string {
  if (/^\d+$/.test(text)) return String(Number(text));
  // 十一 … 十九 and 二十 … 九十九 are enough for generations.
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text];
  const value = (text.includes('十') ? (tens ? CHINESE_DIGITS[tens]! : 1) * 10 : 0) + (ones ? (CHINESE_DIGITS[ones] ?? 0) : 0);
  return String(value);
}

/** '(第 3 代)', '第三代', '(3rd generation)', '3rd gen' all become the bare number: the generation IS the model number. */
export function generationsToNumbers(text: string): string {
  if (!/代|gen/.test(text)) return text;
  return text
    .replace(/[([]?\s*第\s*([一二三四五六七八九十]+|\d+)\s*代\s*[)\]]?/g, (_, n: string) => ` ${chineseNumber(n)} `)
    .replace(/[([]?\s*(\d+)\s*(?:st|nd|rd|th)\s*gen(?:eration)?\s*[)\]]?/g, ' $1 ');
}

/**
 * Memory sizes are editions of one phone: '(6gb+64gb)', '8+256g', '12g+512g', '256gb', '1tb'. The second
 * number of a '+' pair has two digits at least, so '8t+' and 'pro+ 5g' are never taken for one.
 */
export function stripMemorySizes(text: string): string {
  return text
    .replace(/\d+\s*(?:gb|g)?\s*\+\s*\d{2,4}\s*(?:gb|g|tb|t)?(?![a-z0-9])/g, ' ')
    .replace(/(?<![a-z0-9])(?:16|32|64|128|256|512)\s*gb?(?![a-z0-9])/g, ' ')
    .replace(/(?<![a-z0-9])\d{1,2}\s*gb\s*ram(?![a-z])/g, ' ')
    .replace(/(?<![a-z0-9])[124]\s*tb(?![a-z0-9])/g, ' ');
}

/**
 * Whatever stands in brackets after the generations were taken out is a region, a carrier, a memory size
 * or a sales channel ('(北美)', '(China Mobile)', '(NTT Docomo)', '(4GB+64GB)', '(Special Edition)'): never
 * the model.
 */
export function stripBracketed(text: string): string {
  // A year is the exception: 'Galaxy J7 (2016)' and 'Galaxy J7 (2017)' are two phones.
  return text.replace(/[([【{]\s*((?:19|20)\d{2})\s*[)\]】}]/g, ' $1 ').replace(/[([【{][^)\]】}]*[)\]】}]/g, ' ');
}

/**
 * Chinese edition words for regions, carriers, channels and memory configurations, which may be chained
 * ('移动全网通版', '联通电信定制版', '全网通高配版', '台湾特制版'). Tier editions (青春版, 至尊版, 探索版 …)
 * are not in this list: they are other phones (see CHINESE_SYNONYMS).
 */
export const CHINESE_EDITION_PARTS = [
  ...'运营商|移动|联通|电信|全网通|双网通|三网通|国行|国际|海外|全球|港|台|日|美|欧|韩|韩国|印度|欧洲|拉美|日本|泰国|沙特|巴西|北美|印尼|俄罗斯|越南|马来西亚|中东|非洲|台湾|香港|澳门|大陆|标准|公开|双卡|单卡|双|定制|合约|渠道|标配|高配|顶配|低配|特制|官方|零售|卫星通信|卫星通讯|北斗卫星消息|卫星消息|卫星|5g|4g|3g'.split('|'),
  // Finishes, materials and memory of one phone: the case fits them all.
  ...'典藏|尊享|臻享|臻逸|优享|星耀|纪念|冠军|限量|真皮|全陶瓷|陶瓷|钛金属|增强'.split('|'),
];
// No part may be two others run together (双卫星 is 双 + 卫星): a run of such words could then be read in
// exponentially many ways, and a name of a few dozen of them would hold the worker for minutes. The test of
// this module checks the list.
const CHINESE_EDITION_PART = CHINESE_EDITION_PARTS.join('|');
/** Parts may stand apart ('移动 3G 版', '移动 4G+ 版' once the network word is gone); a 版 left alone goes too. */
const CHINESE_EDITION = new RegExp(`(?:(?:${CHINESE_EDITION_PART})\\s*)+版|(?<![\\u3400-\\u9fff])版`, 'g');
/** The same words standing without 版. */
const CHINESE_REGION_WORDS = /折叠屏|中国移动|中国联通|中国电信|中国大陆|全网通|双网通|国行|双卡双待|双\s*4g|双卡|单卡|港澳台?|合约机/g;

/**
 * Chinese tier words rewritten to the English word the same phone carries abroad, so both spellings meet
 * ('荣耀 9 青春版' is 'HONOR 9 Lite', '至尊版' is 'Ultra'); the rest keep a word of their own so the guard
 * can tell them apart. Longest first. (手机, 'phone', is taken out with the brand: brand.ts.)
 */
const CHINESE_SYNONYMS: [RegExp, string][] = [
  [/青春版|青春/g, ' lite '],
  [/天玑版/g, ' dimensity '],
  [/游戏增强版|游戏版/g, ' gaming '],
  [/变焦版/g, ' zoom '],
  [/至尊(?:纪念)?版|至尊/g, ' ultra '],
  [/探索版/g, ' discovery '],
  [/活力版/g, ' vitality '],
  [/极速版/g, ' speed '],
  [/竞速版/g, ' race '],
  [/电竞版/g, ' gaming '],
  [/畅玩版|畅玩/g, ' play '],
  [/畅享/g, ' enjoy '],
  [/迷你版|迷你/g, ' mini '],
  // 折叠屏 ('folding screen') describes a foldable, as 'Mate X5 折叠屏' does; it is no model word (CHINESE_REGION_WORDS).
  [/折叠(?!屏)/g, ' fold '],
];

/**
 * English edition words: regions, carriers, networks, channels. Multi-word ones first; matched between
 * non-letters so 'us' never eats the middle of a word. 'Edition' and 'version' go last, after the tier
 * editions were rewritten (ENGLISH_SYNONYMS).
 */
const ENGLISH_EDITION_WORDS = [
  'rest of the world', 'latin america', 'north america', 'south america', 'middle east', 'united states', 'united kingdom',
  'hong kong', 'china mobile', 'china unicom', 'china telecom', 'ntt docomo', 'dual sim', 'single sim', 't mobile', 'at t',
  'td scdma', 'cdma2000', 'wcdma', 'cdma', 'gsm', 'lte', 'global', 'china', 'chinese', 'india', 'indian', 'indonesia', 'europe',
  'european', 'eu', 'eea', 'japan', 'korea', 'taiwan', 'thailand', 'vietnam', 'russia', 'brazil', 'mexico', 'canada', 'africa',
  'latam', 'usa', 'us', 'uk', 'international', 'intl', 'unlocked', 'carrier', 'verizon', 'sprint', 'docomo', 'softbank', 'au',
  'rakuten', 'kddi', 'tracfone', 'metro', 'south korea', 'southeast asia', 'australia', 'new zealand', 'hk', 'tw', 'mea',
  'mainland', 'saudi arabia', 'philippines', 'malaysia', 'singapore', 'cricket', 'trac fone', 'uw', 'satellite',
  'standard', 'dual', 'edition', 'version',
];
const ENGLISH_EDITION = new RegExp(`(?<![a-z])(?:${ENGLISH_EDITION_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})(?![a-z])`, 'g');

/** English tier spellings to one word each: 'pro+' and 'pro plus' alike, 'Fan Edition' is 'FE'. */
const ENGLISH_SYNONYMS: [RegExp, string][] = [
  [/\+/g, ' plus '],
  [/(?<![a-z])fan\s+edition(?![a-z])/g, ' fe '],
  [/(?<![a-z])youth\s+edition(?![a-z])/g, ' lite '],
  [/(?<![a-z])(?:discovery|explorer)\s+edition(?![a-z])/g, ' discovery '],
  // Case factories shorten iPhone to IP: 'IP15ProMax', 'IPXR', 'IP SE'.
  [/(?<![a-z])ip(?=\s*(?:\d|x[rs]?(?![a-z])|se(?![a-z])))/g, ' iphone '],
  // HONOR sells its V line abroad as View: 'View20' is 'V20'.
  [/(?<![a-z])view(?=\s*\d)/g, ' v'],
  [/(?<![a-z])speed\s+edition(?![a-z])/g, ' speed '],
  [/(?<![a-z])rac(?:e|ing)\s+edition(?![a-z])/g, ' race '],
  [/(?<![a-z])special\s+edition(?![a-z])/g, ' '],
];

const HAS_CHINESE = /[\u3400-\u9fff]/;

/** 4G, 4G+ and 5G are network editions of one phone; 3G stays ('iPhone 3G' is a model). */
export function stripNetworkWords(text: string): string {
  return text.replace(/(?<!\d)[45]g\+?(?![a-z0-9])/g, ' ');
}

export function stripEditionWords(text: string): string {
  // Tier words first: '游戏增强版' is Gaming, though 增强版 alone is an edition; '至尊纪念版' is Ultra.
  let out = text;
  // Most factory names are latin only: the Chinese lists need not run over them.
  if (HAS_CHINESE.test(out)) {
    for (const [pattern, word] of CHINESE_SYNONYMS) out = out.replace(pattern, word);
    out = out.replace(CHINESE_EDITION, ' ').replace(CHINESE_REGION_WORDS, ' ');
  }
  for (const [pattern, word] of ENGLISH_SYNONYMS) out = out.replace(pattern, word);
  // Punctuation first, so 'T-Mobile', 'AT&T' and 'TD-SCDMA' read as the words listed.
  out = stripPunctuation(out);
  return out.replace(ENGLISH_EDITION, ' ');
}

/** Everything but latin letters, digits and Chinese characters is a separator. */
export function stripPunctuation(text: string): string {
  return text.replace(/[^a-z0-9\u3400-\u9fff]+/g, ' ');
}

/**
 * No phone's name is longer (the longest in the test data has 48 characters, a factory's with its brand a few
 * more); what is past it is not read, so a name pasted by mistake, or sent on purpose, costs no more than this.
 */
export const MODEL_NAME_MAX = 80;

/**
 * Words a name squeezed in lower case ('huaweimate30', 'pocox6neoindia', 'redmis2chinaunicom') is cut into:
 * the brands, the series and line words, the variant words and the edition words of three letters or more.
 * The two-letter edition words ('us', 'au', 'hk') are left out: glued, they are as likely part of a word.
 */
const GLUED_WORDS = [
  ...BRANDS.flatMap((brand) => brand.words).filter((word) => /^[a-z]+$/.test(word) && word !== 'hw'),
  'oneplus', 'iphone', 'galaxy', 'note', 'mate', 'pura', 'nova', 'reno', 'find', 'magic', 'nord', 'ace', 'mix', 'civi', 'narzo',
  'enjoy', 'ascend', 'xperia', 'pixel', 'view',
  'pro', 'max', 'plus', 'ultra', 'lite', 'mini', 'se', 'neo', 'turbo', 'prime', 'fe', 'edge', 'fold', 'flip', 'discovery',
  'vitality', 'speed', 'race', 'gaming', 'zoom', 'power', 'play', 'smart', 'go', 'dimensity', 'youth', 'explorer', 'racing', 'fan',
  'special', 'porsche', 'design',
  // The edition words of several words glued ('chinamobile', 'tmobile'), given back spaced as the edition list spells them.
  ...ENGLISH_EDITION_WORDS.map((word) => word.replace(/ /g, '')).filter((word) => word.length >= 3 && word !== 'att'),
];
const SPACED_EDITION = new Map(ENGLISH_EDITION_WORDS.filter((word) => word.includes(' ')).map((word) => [word.replace(/ /g, ''), word]));
const GLUED_VOCABULARY = vocabularyOf(GLUED_WORDS);
const GLUED_KNOWN = new Set(GLUED_WORDS);
/** Letters no listed word covers, at most two in a row: a model's mark ('x' of pocox7, 'ce' of nordce3). */
const MARK_MAX = 2;

/**
 * A run of letters cut into listed words and marks of one or two letters, fewest pieces first; null when
 * no such cut exists. A word every name carries alone ('nova', 'note') comes back whole.
 */
export function cutGluedWords(run: string): string[] | null {
  const cut = cheapestCut(run, GLUED_VOCABULARY, MARK_MAX);
  if (!cut) return null;
  const pieces = cut.map((piece) => piece.text);
  // Two marks in a row are one unknown word of four letters or fewer, which the cut cannot tell from a mark.
  for (let i = 1; i < pieces.length; i++) if (!GLUED_KNOWN.has(pieces[i]!) && !GLUED_KNOWN.has(pieces[i - 1]!)) return null;
  return pieces;
}

/** Brand and line words a squeezed name starts a run with, longest first: 'vivonex', 'huaweipocket'. */
const LEADING_WORDS = [...BRAND_LATIN_WORDS.filter((word) => word.length >= 3), 'oneplus', 'galaxy'].sort((a, b) => b.length - a.length);
/** Edition words a squeezed name ends a run with: 'nfcglobal', 'hyperchargeindia', 'meituedition'. */
const TRAILING_WORDS = [...new Set(ENGLISH_EDITION_WORDS.map((word) => word.replace(/ /g, '')).filter((word) => word.length >= 4))].sort((a, b) => b.length - a.length);

/** A run cut into listed words and marks, or else its leading brand and trailing edition word taken off. */
function cutRun(run: string, touchesNumber: boolean): string[] | null {
  const pieces = cutGluedWords(run);
  if (pieces && pieces.length >= 2 && (touchesNumber || pieces.some((piece) => piece.length >= 3 && GLUED_KNOWN.has(piece)))) return pieces;
  const lead = LEADING_WORDS.find((word) => run.length >= word.length + 2 && run.startsWith(word));
  const trail = TRAILING_WORDS.find((word) => run.length >= word.length + 2 && run.endsWith(word));
  if (!lead && !trail) return null;
  const middle = run.slice(lead?.length ?? 0, trail ? run.length - trail.length : run.length);
  if (!middle) return null;
  const inner = middle.length >= 3 ? cutGluedWords(middle) : null;
  return [...(lead ? [lead] : []), ...(inner && inner.length >= 2 ? inner : [middle]), ...(trail ? [trail] : [])];
}

/**
 * Lower case hides where a squeezed name's words meet ('redminote12turbo', 'galaxyzfold4', '7tindia'); each
 * run of letters is cut into listed words and marks when it can be, so brand, line and edition words are
 * found as in the spaced name. A run is cut only when a listed word of three letters or more is in it, or it
 * touches a number: 'sense' and 'mint' stay words ('se' and 'mi' are listed, and are not in them). Failing
 * that, a brand at its start and an edition word at its end are taken off ('vivonex', 'nfcglobal'). A dash,
 * an ampersand or an apostrophe inside a run joins it ('t-mobile', 'chinaunicom&chinatelecom'); a run that
 * cannot be cut keeps them.
 */
export function splitGluedWords(text: string): string {
  return text.replace(/[a-z]+(?:[-&'][a-z]+)*/g, (spelt, at: number, whole: string) => {
    if (spelt.length < 3) return spelt;
    const touchesNumber = /\d/.test(whole[at - 1] ?? '') || /\d/.test(whole[at + spelt.length] ?? '');
    // The same runs come back in name after name ('pro', 'galaxy', 'redminote'): each is cut once.
    const key = touchesNumber ? `${spelt}0` : spelt;
    let cut = CUT_RUNS.get(key);
    if (cut === undefined) {
      if (CUT_RUNS.size >= CUT_RUNS_MAX) CUT_RUNS.clear();
      CUT_RUNS.set(key, (cut = spacedRun(spelt, touchesNumber)));
    }
    return cut;
  });
}

const CUT_RUNS = new Map<string, string>();
const CUT_RUNS_MAX = 20_000;

function spacedRun(spelt: string, touchesNumber: boolean): string {
  const run = spelt.replace(/[-&']/g, '');
  if (GLUED_KNOWN.has(run)) return SPACED_EDITION.has(run) ? ` ${SPACED_EDITION.get(run)} ` : spelt;
  const pieces = cutRun(run, touchesNumber);
  if (!pieces) return spelt;
  const spaced = pieces.map((piece) => SPACED_EDITION.get(piece) ?? piece).join(' ');
  // A mark stays on the number it touches: '5g' of 'pro5gglobal' is still the network word, 'c' of '12cglobal' the 12c.
  const known = (piece: string) => GLUED_KNOWN.has(piece) || piece.length > MARK_MAX;
  return `${known(pieces[0]!) ? ' ' : ''}${spaced}${known(pieces[pieces.length - 1]!) ? ' ' : ''}`;
}

/** The whole of step 1: lowercase words separated by single spaces. */
export function normaliseName(name: string): string {
  let text = splitGluedWords(foldWidthAndCase(splitCamelCase(name.slice(0, MODEL_NAME_MAX))));
  text = generationsToNumbers(text);
  text = stripMemorySizes(text);
  text = stripBracketed(text);
  // Before the edition words: '4G+' is a network, not a Plus.
  text = stripNetworkWords(text);
  text = stripEditionWords(text);
  return text.replace(/\s+/g, ' ').trim();
}
