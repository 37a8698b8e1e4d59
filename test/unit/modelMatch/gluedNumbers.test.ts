import { describe, expect, it } from 'vitest';
import { gluedSpellings } from '../../../src/lib/modelMatch/gluedNumbers';
import { matchModels, naiveMatchModels } from '../../../src/lib/modelMatch/match';
import { normaliseName } from '../../../src/lib/modelMatch/normalise';
import { modelPreparer } from '../../../src/lib/modelMatch/prepare';
import type { FactoryModel, MatchResult, ProductModel } from '../../../src/lib/modelMatch/types';

/** One model read as the auto-match reads it, against a catalogue with no brands of its own. */
const prepareModel = modelPreparer([]);

const products = (brand: string, ...names: string[]): ProductModel[] => names.map((name) => ({ id: name, brand, name }));
const factory = (...names: string[]): FactoryModel[] => names.map((name, i) => ({ code: `C${i + 1}`, name }));

/** What each product got: the code proposed, 'held C1 (12 5g / 125g)' for a held-back glued number, or '—'. */
function outcome(result: MatchResult, list: FactoryModel[]): Record<string, string> {
  const byCode = new Map(list.map((model) => [model.code, model.name]));
  const out: Record<string, string> = {};
  for (const p of result.proposals) out[p.productId] = byCode.get(p.code)!;
  for (const h of result.heldBack) out[h.productId] = `held ${byCode.get(h.code)}${h.readings ? ` (${h.readings.join(' / ')})` : ' (guard)'}`;
  for (const id of result.unmatched) out[id] = '—';
  return out;
}

function match(catalogue: ProductModel[], list: FactoryModel[]) {
  const result = matchModels(catalogue, list);
  // The indexed search gives what the every-pair one gives, glued numbers included.
  expect(result).toEqual(naiveMatchModels(catalogue, list));
  return outcome(result, list);
}

describe('gluedSpellings: every cut of a run of digits', () => {
  it.each([
    ['125g', ['1 25g', '12 5g', '1 2 5g']],
    ['note 11', ['note 1 1']],
    // No number but the first of a run starts with 0.
    ['105', ['10 5']],
    ['a05', ['a0 5']],
    ['x', []],
    ['8', []],
    // Two runs: every cut of one with every cut of the other.
    ['12 34', ['1 2 34', '12 3 4', '1 2 3 4']],
  ])('%s → %j', (rest, spellings) => expect(gluedSpellings(rest).sort()).toEqual(spellings.sort()));

  it('reads a run longer than a glued year as written only', () => expect(gluedSpellings('1234567')).toEqual([]));

  it('cuts only where the number a cut ends is known: the other side has a 12, no 1', () =>
    expect(gluedSpellings('125g', (number) => number === '12')).toEqual(['12 5g']));
});

describe('matchModels: a glued number against the catalogue', () => {
  it.each<[string, ProductModel[], string[], Record<string, string>]>([
    // One reading held: it matches through it.
    ['one reading: 12 5G', products('小米', 'Redmi 12 5G'), ['Redmi125G'], { 'Redmi 12 5G': 'Redmi125G' }],
    ['one reading, lower case', products('小米', 'Redmi 12 5G'), ['redmi125g'], { 'Redmi 12 5G': 'redmi125g' }],
    ['one reading: a year', products('三星', 'Galaxy J7 (2016)', 'Galaxy J7 (2017)'), ['GalaxyJ72016', 'galaxyj72017'], {
      'Galaxy J7 (2016)': 'GalaxyJ72016',
      'Galaxy J7 (2017)': 'galaxyj72017',
    }],
    ['one reading: 12 with 5G is the 12 (5G is an edition)', products('小米', 'Redmi 12', 'Redmi 12 5G'), ['Redmi125G'], {
      'Redmi 12': 'Redmi125G',
      'Redmi 12 5G': 'Redmi125G',
    }],
    ['one reading: a memory size glued', products('小米', 'Redmi Note 12'), ['RedmiNote12128GB'], { 'Redmi Note 12': 'RedmiNote12128GB' }],
    // Two readings held: both pairs held back for the seller, with the readings.
    ['two readings: 12 5G and 125G', products('小米', 'Redmi 12 5G', 'Redmi 125G'), ['Redmi125G'], {
      'Redmi 12 5G': 'held Redmi125G (125g / 12 5g)',
      'Redmi 125G': 'held Redmi125G (125g / 12 5g)',
    }],
    ['two readings: Redmi 12 (+ 5G) and Redmi 125G', products('小米', 'Redmi 12', 'Redmi 125G'), ['redmi125g'], {
      'Redmi 12': 'held redmi125g (125g / 12 5g)',
      'Redmi 125G': 'held redmi125g (125g / 12 5g)',
    }],
    ['two readings, and the spaced spelling listed too', products('小米', 'Redmi 12 5G', 'Redmi 125G'), ['Redmi125G', 'Redmi 12 5G'], {
      'Redmi 12 5G': 'Redmi 12 5G',
      'Redmi 125G': 'held Redmi125G (125g / 12 5g)',
    }],
    // No reading held: no match.
    ['no reading', products('小米', 'Redmi 13C', 'Redmi 1'), ['Redmi125G'], { 'Redmi 13C': '—', 'Redmi 1': '—' }],
    // Glued alike on both sides: the same text.
    ['glued on both sides', products('小米', 'Redmi125G'), ['redmi125g'], { Redmi125G: 'redmi125g' }],
    // A glued pair the guard refuses is held back for the guard, as a spaced one is.
    ['the guard still reads a glued name', products('小米', 'Redmi Note 12 Pro 5G'), ['RedmiNote125G'], { 'Redmi Note 12 Pro 5G': 'held RedmiNote125G (guard)' }],
  ])('%s', (_, catalogue, names, expected) => expect(match(catalogue, factory(...names))).toEqual(expected));
});

describe('matchModels: the guard on a glued number', () => {
  it('tells what differs from the reading it refused, not from the glued spelling', () => {
    const [held] = matchModels(products('小米', 'Redmi Note 12 Pro 5G'), factory('RedmiNote125G')).heldBack;
    expect(held!.reason).toEqual({ productOnly: ['pro'], factoryOnly: [] });
  });
});

describe('matchModels: the catalogue a glued number is read against', () => {
  it('reads it against the whole catalogue given, not only the models picked', () => {
    const catalogue = products('小米', 'Redmi 12 5G', 'Redmi 125G');
    const picked = catalogue.slice(0, 1);
    const list = factory('Redmi125G');
    expect(outcome(matchModels(picked, list), list)).toEqual({ 'Redmi 12 5G': 'Redmi125G' });
    const result = matchModels(picked, list, { catalogue });
    expect(result).toEqual(naiveMatchModels(picked, list, { catalogue }));
    expect(outcome(result, list)).toEqual({ 'Redmi 12 5G': 'held Redmi125G (125g / 12 5g)' });
  });
});

describe('matchModels: glued numbers never pair two phones', () => {
  it.each<[string, ProductModel[], string[], Record<string, string>]>([
    ['iPhone 11 vs iPhone 12, squeezed', products('苹果', 'iPhone 11', 'iPhone 12'), ['iPhone12', 'iphone11'], { 'iPhone 11': 'iphone11', 'iPhone 12': 'iPhone12' }],
    ['iPhone 11 alone vs iPhone12', products('苹果', 'iPhone 11'), ['iPhone12', 'iphone12', 'APPLEiPhone12'], { 'iPhone 11': '—' }],
    ['Galaxy S2 vs GalaxyS21', products('三星', 'Galaxy S2'), ['GalaxyS21', 'galaxys215g'], { 'Galaxy S2': '—' }],
    ['Galaxy A5 (2016) vs a squeezed 2017', products('三星', 'Galaxy A5 (2016)'), ['GalaxyA52017', 'galaxya52017'], { 'Galaxy A5 (2016)': '—' }],
    ['Redmi Note 11 vs RedmiNote125G', products('小米', 'Redmi Note 11'), ['RedmiNote125G', 'redminote115g'], { 'Redmi Note 11': 'redminote115g' }],
    // The guard holds it back as it does 'Redmi 12C 5G' spaced: 12 vs 12c.
    ['Redmi 12 vs Redmi 12C glued', products('小米', 'Redmi 12'), ['Redmi12C5G'], { 'Redmi 12': 'held Redmi12C5G (guard)' }],
  ])('%s', (_, catalogue, names, expected) => expect(match(catalogue, factory(...names))).toEqual(expected));
});

describe('prepareModel: names squeezed in lower case read as spaced', () => {
  const read = (name: string) => {
    const { brand, text, guardKey } = prepareModel(name);
    return { brand, text, guardKey };
  };
  it.each([
    ['huaweimate30', 'HUAWEI Mate 30'],
    ['HUAWEInova3i', 'HUAWEI nova 3i'],
    ['pocox6neoindia', 'POCO X6 Neo India'],
    ['galaxyzfold4', 'Galaxy Z Fold4'],
    ['redminote12pro5gglobal', 'Redmi Note 12 Pro 5G Global'],
    ['redmi12cglobal(nfc)', 'Redmi 12C Global (NFC)'],
    ['oneplus10tt-mobile', 'OnePlus 10T T-Mobile'],
    ['redmi7achinaunicom&chinatelecom', 'Redmi 7A China Unicom & China Telecom'],
    ['vivonex3', 'vivo NEX 3'],
    ['xiaomi11ihyperchargeindia', 'Xiaomi 11i HyperCharge India'],
    ['iphone15promax', 'iPhone 15 Pro Max'],
    ['porschedesignhuaweimate30rs', 'PORSCHE DESIGN HUAWEI Mate 30 RS'],
  ])('%s reads as %s', (squeezed, spaced) => expect(read(squeezed)).toEqual(read(spaced)));

  it.each([
    // Runs that only hold short listed words stay words: 'sense' is not se n se, 'mint' not Mi nt.
    ['sense', 'sense'],
    ['mint', 'mint'],
    ['Galaxy Mint', 'galaxy mint'],
    // Spellings the edition list knows with their dash read as before.
    ['Redmi 1S TD-SCDMA', 'redmi 1s'],
    ['OnePlus 7T T-Mobile', 'one plus 7t'],
  ])('%s → %s', (name, words) => expect(normaliseName(name)).toBe(words));
});
