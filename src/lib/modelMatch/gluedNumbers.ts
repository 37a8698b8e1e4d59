/**
 * Numbers a squeezed name glues together: 'Redmi 12 5G' squeezed to 'Redmi125G' reads as Redmi 125 with a
 * G, 'Galaxy J7 (2016)' squeezed to 'GalaxyJ72016' as J72016. Such a run of digits is read every way it can
 * be cut ('125g': 125g, 12 5g, 1 25g, 1 2 5g), each reading going through the steps that depend on where a
 * number ends (4G/5G and memory sizes are editions: '12 5g' is the 12). Which reading is right only the
 * other catalogue can tell:
 * - a reading is HELD by the other side when one of its models of the same brand would accept it (score
 *   ≥ 0.9 and the guard lets it pass, spec 3 §5);
 * - no reading held: the model matches nothing; one held: the model matches through it, as if the factory
 *   had spelt it so ('Redmi125G' is the 'Redmi 12 5G' of a catalogue without any Redmi 125);
 * - two held or more: the name is ambiguous ('Redmi125G' against a catalogue holding both 'Redmi 12 5G' and
 *   a 'Redmi 125G'), and its pairs are held back for the seller to check, never accepted nor dropped.
 * The reading as written counts as one of them, so a catalogue holding a spaced 'Redmi 125G' and a 'Redmi
 * 12' makes 'Redmi125G' ambiguous too, and 'Redmi 12' alone makes it the 12.
 */
import { stripMemorySizes, stripNetworkWords } from './normalise';
import { readModel, type PreparedModel } from './prepare';

/** The longest run of digits read again: a one-digit number glued to a year ('72016') is five digits. */
const RUN_MAX = 6;
/** A name with more ways than this is read as written only: no phone's name glues that many numbers. */
export const READINGS_MAX = 31;

/**
 * The ways of putting spaces into the digit runs of a model's words, the spelling as written left out. No
 * number but the first of a run may start with 0 ('A05' stays 05, '1 05' is not read); a number a cut ends
 * inside a run must be `known` (the cheap cut: a number the other side never has cannot be held).
 */
export function gluedSpellings(rest: string, known: (number: string) => boolean = () => true): string[] {
  const runs: { at: number; cuts: string[] }[] = [];
  let anotherWay = false;
  for (const run of rest.matchAll(/\d{2,}/g)) {
    const digits = run[0];
    if (digits.length > RUN_MAX) continue;
    const cuts = cutsOf(digits, known);
    runs.push({ at: run.index, cuts });
    anotherWay ||= cuts.length > 1;
  }
  // Most names: no run can be cut in a way worth reading, and nothing is built.
  if (!anotherWay) return [];
  let spellings = [''];
  let from = 0;
  for (const { at, cuts } of runs) {
    const between = rest.slice(from, at);
    spellings = spellings.flatMap((spelling) => cuts.map((cut) => `${spelling}${between}${cut}`));
    if (spellings.length > READINGS_MAX + 1) return [];
    from = at + cuts[0]!.length;
  }
  return spellings.map((spelling) => `${spelling}${rest.slice(from)}`).filter((spelling) => spelling !== rest);
}

/** A run of digits as written first, then every valid cut of it. */
function cutsOf(digits: string, known: (number: string) => boolean): string[] {
  const cuts = [digits];
  for (let mask = 1; mask < 1 << (digits.length - 1); mask++) {
    let cut = digits[0]!;
    let valid = true;
    for (let i = 1; i < digits.length && valid; i++) {
      const apart = (mask >> (i - 1)) & 1;
      // No number but the first starts with 0; a number that ends before the run does stays a number (only
      // the last may be an edition, '5g'), and must be known.
      if (apart && (digits[i] === '0' || !known(cut.slice(cut.lastIndexOf(' ') + 1)))) valid = false;
      cut += apart ? ` ${digits[i]}` : digits[i];
    }
    if (valid) cuts.push(cut);
  }
  return cuts;
}

/** A spelling's words once the editions its new number ends make are gone ('12 5g' → '12'). */
const wordsOf = (spelling: string) => stripNetworkWords(stripMemorySizes(spelling)).replace(/\s+/g, ' ').trim();

/** A model read another way, with the spelling it was read from (shown to the seller: '12 5g'). */
export interface Reading extends PreparedModel {
  spelling: string;
}

/**
 * The other readings of a model's glued numbers whose numbers the other side has at all under the model's
 * brand (`numberKeys`: brand and numbers, as match.ts indexes them; `numbers`: brand and each number alone):
 * the cheap cuts before any is scored.
 */
export function otherReadings(model: PreparedModel, numberKeys: ReadonlySet<string>, numbers: ReadonlySet<string>): Reading[] {
  if (!model.brand || !/\d\d/.test(model.rest)) return [];
  const readings: Reading[] = [];
  const held = (found: string[]) => numberKeys.has(`${model.brand}\u0000${found.join(',')}`);
  for (const spelling of gluedSpellings(model.rest, (number) => numbers.has(`${model.brand}\u0000${number}`))) {
    // Before the editions are taken out: only a number a G or T follows can go ('5g', '128gb', '1tb'), so
    // with one such, the reading's numbers are all of them or all but that one.
    const found = [...spelling.matchAll(/(\d+)([gt]?)/g)];
    const editions = found.filter((piece) => piece[2]).length;
    if (editions <= 1 && !held(found.map((piece) => piece[1]!)) && !held(found.filter((piece) => !piece[2]).map((piece) => piece[1]!))) continue;
    const words = wordsOf(spelling);
    if (!held(words.match(/\d+/g) ?? [])) continue;
    const reading = readModel(model.brand, words);
    if (reading.numberKey !== model.numberKey || reading.text !== model.text) readings.push({ ...reading, spelling });
  }
  return readings;
}
