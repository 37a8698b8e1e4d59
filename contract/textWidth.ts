/**
 * Display width of a name, as spec 1 §5 measures a collection name: "at most 12 characters, where a
 * double-width character counts as 2". Double width follows Unicode's East Asian Width (W and F): CJK
 * ideographs, kana, hangul, bopomofo, CJK and full-width punctuation, full-width letters and digits.
 * Everything else (ASCII, accented Latin, Greek, Cyrillic, half-width katakana) counts 1.
 *
 * Our decisions where the spec says nothing:
 * - Counted per code point, not per UTF-16 unit: 𠀀 (an ideograph outside the BMP) is 2, not 4.
 * - An emoji counts 2: it takes the room of a Chinese character in the mini app's lists. A variation
 *   selector or a skin-tone modifier right after a character counts 0, and so does a joiner inside a
 *   sequence, so 👍 and 👍🏽 are both 2; a narrow symbol turned into an emoji by U+FE0F counts 2 (❤️),
 *   bare it counts 1 (❤); a ZWJ sequence counts each member (👨‍👩‍👧 is 6), which errs on the side of
 *   refusing a name that might not fit.
 * - Only one such mark per character is free: a mark alone, or a run of them, counts like a character
 *   (a lone skin-tone modifier is a visible swatch, 2), so no name can be made arbitrarily long, or
 *   invisible, out of characters that count nothing.
 */

/** Spec 1 §5, §9: collection names are at most 12 wide. */
export const COLLECTION_NAME_MAX = 12;

/** [first, last] code points, sorted, that are two columns wide. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo leading consonants
  [0x231a, 0x231b], // ⌚⌛
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705], // ✅
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e], // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation (、。「」)
  [0x3041, 0x33ff], // kana, bopomofo, hangul compatibility jamo, kanbun, CJK strokes, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff01, 0xff60], // full-width ASCII variants (Ａ１！，：) and full-width brackets
  [0xffe0, 0xffe6], // full-width ￠￡￥ and friends
  [0x16fe0, 0x18cff], // Tangut and ideographic symbols
  [0x1b000, 0x1b2ff], // kana supplement and extensions
  [0x1f004, 0x1f004], // 🀄
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f2ff], // enclosed ideographic supplement (🈚)
  [0x1f300, 0x1f64f], // pictographs and emoticons (skin-tone modifiers are taken out before this table)
  [0x1f680, 0x1f6ff], // transport and map symbols
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff], // supplemental symbols and pictographs
  [0x1fa70, 0x1faff], // symbols and pictographs extended A
  [0x20000, 0x3fffd], // CJK extensions B and later, planes 2 and 3
];

const ZWJ = 0x200d;

/** Marks that change how the character before them looks, not how much room it takes. */
function isModifier(code: number): boolean {
  return (
    (code >= 0xfe00 && code <= 0xfe0f) || // variation selectors
    (code >= 0x1f3fb && code <= 0x1f3ff) || // emoji skin-tone modifiers
    (code >= 0xe0100 && code <= 0xe01ef) // variation selectors supplement
  );
}

function isWide(code: number): boolean {
  let low = 0;
  let high = WIDE.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = WIDE[middle]!;
    if (code < first) high = middle - 1;
    else if (code > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** The width of `text`: 2 per double-width character, 1 per other character (see the rules above). */
export function textWidth(text: string): number {
  let width = 0;
  // What the last character was: a counted one (its width), one that took its free mark, or nothing.
  let previous = 0;
  let marked = false;
  // for...of walks code points, so a surrogate pair is one character.
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const follows = previous > 0 && !marked;
    if (isModifier(code) && follows) {
      // U+FE0F asks for emoji presentation: a narrow symbol before it (❤ → ❤️) is drawn as a wide emoji.
      if (code === 0xfe0f && previous === 1) width += 1;
      marked = true;
      continue;
    }
    if (code === ZWJ && previous > 0) {
      // Joins the character before to the next one, which counts as itself.
      previous = 0;
      marked = false;
      continue;
    }
    previous = isWide(code) ? 2 : 1;
    // A mark that counted is no character another mark could be free on.
    marked = isModifier(code);
    width += previous;
  }
  return width;
}

/** Characters that change the direction of the text after them: in a name they would reverse the sentence it is shown in. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Characters that draw nothing inside a name, or nothing a reader can tell apart: U+200B and the word joiner
 * hide in it, so that 「华\u200b为」 shows as a second 华为; so do the tag characters (U+E0000–E007F), the
 * Hangul fillers, the Braille blank and the combining grapheme joiner (U+034F). Control characters (NUL, a
 * line break, a tab) and half of a surrogate pair are no part of a name a list shows on one line, nor are
 * the line and paragraph separators (U+2028, U+2029), which break it all the same; nor are the object and
 * replacement characters (U+FFFC, U+FFFD), which stand for something lost. Format characters that draw
 * nothing also go: the whole U+2060–206F block (the invisible operators, the deprecated format characters
 * U+206A–206F), the interlinear annotation marks (U+FFF9–FFFB), the Egyptian hieroglyph format controls
 * (U+13430–1343F), the shorthand format controls (U+1BCA0–1BCA3), the musical beam and phrase controls
 * (U+1D173–1D17A) and the Khmer inherent vowels Unicode advises against (U+17B4, U+17B5). So do code points
 * that are no character: the noncharacters (U+FDD0–FDEF and the last two of every plane) and the unassigned
 * ones Unicode reserves as ignorable (U+2065, U+FFF0–FFF8, U+E0080–E0FFF), which Chromium draws as nothing.
 * Anything else Unicode calls default-ignorable (\p{Default_Ignorable_Code_Point}) goes too.
 *
 * Unassigned code points are not refused as a whole (\p{Cn}): which ones are unassigned depends on the
 * engine's Unicode version, so Chromium 87 (Unicode 13) would refuse, and strip from a synced title, an
 * emoji a phone of today types (🫶, Unicode 14) that Node takes; and an unassigned code point outside the
 * ignorable ranges draws a box, no look-alike.
 *
 * Kept: the joiners emoji and some scripts need (U+200C, U+200D); U+FE0E and U+FE0F right after an emoji
 * (❤️, ☺︎), a digit, # or * taking one only in a keycap (1️⃣); the Mongolian free variation selectors
 * (U+180B–180D, U+180F) right after a Mongolian letter (U+1820–18AF). Any other variation selector, standing
 * after a character that takes none, draws nothing: 「华\ufe0f为」 shows as 华为 (the ideographic variation
 * selectors U+E0100–E01EF included: the fonts the console and the mini app draw with have no variants).
 * Written out rather than left to the engine's tables, so Chromium 87 and Node refuse the same.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u200b\u2028\u2029\u2060-\u2065\u206a-\u206f\u2800\u3164\ufeff\uffa0\ufff0-\ufffd\u{13430}-\u{1343f}\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0000}-\u{e00ff}\u{e01f0}-\u{e0fff}\ufe00-\ufe0d\u{e0100}-\u{e01ef}]|(?!\u180b|\u180c|\u180d|\u180f|\u200c|\u200d|\ufe0e|\ufe0f)\p{Default_Ignorable_Code_Point}|(?<!\p{Emoji})[\ufe0e\ufe0f]|(?<=[#*0-9])[\ufe0e\ufe0f](?!\u20e3)|(?<![\u1820-\u18af])[\u180b-\u180d\u180f]/u;

export function hasInvisibleCharacter(name: string): boolean {
  return INVISIBLE.test(name);
}

/**
 * The most combining marks one character of a name carries. Written languages stack few (Vietnamese 2,
 * Thai 3); more pile above and below the line, over the rows of the list around the name.
 */
export const MARKS_PER_CHARACTER_MAX = 4;

const MARK = /\p{M}/u;

/**
 * What draws nothing where it stands (controls, format characters such as the joiners, anything
 * default-ignorable, noncharacters): marks on either side of one sit on the same character, so it splits
 * no pile of them.
 */
const DRAWS_NOTHING = /[\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\u2065\u{13430}-\u{1343f}]/u;

/** How many marks the character being drawn carries once `char` follows the `marks` it had. */
function marksAfter(char: string, marks: number): number {
  if (MARK.test(char)) return marks + 1;
  return DRAWS_NOTHING.test(char) ? marks : 0;
}

/** Whether one character of `name` carries more than MARKS_PER_CHARACTER_MAX combining marks. */
export function hasStackedMarks(name: string): boolean {
  // Most names have no mark at all: one scan says so, however long the name.
  if (!MARK.test(name)) return false;
  let marks = 0;
  for (const char of name) {
    marks = marksAfter(char, marks);
    if (marks > MARKS_PER_CHARACTER_MAX) return true;
  }
  return false;
}

/** `name` with the marks past MARKS_PER_CHARACTER_MAX on each character dropped. */
function withoutStackedMarks(name: string): string {
  if (!hasStackedMarks(name)) return name;
  let kept = '';
  let marks = 0;
  for (const char of name) {
    marks = marksAfter(char, marks);
    if (marks <= MARKS_PER_CHARACTER_MAX || !MARK.test(char)) kept += char;
  }
  return kept;
}

/** Whether `name` holds a character the names rule refuses, whatever its text (hasBidiControl, hasInvisibleCharacter, hasStackedMarks). */
export function hasRefusedCharacter(name: string): boolean {
  return hasBidiControl(name) || hasInvisibleCharacter(name) || hasStackedMarks(name);
}

const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
const BIDI_CONTROL_ALL = new RegExp(BIDI_CONTROL.source, 'gu');

/**
 * `name` with what the names rule refuses taken out (hasInvisibleCharacter, hasBidiControl, the marks past
 * hasStackedMarks' bound), a tab or a line break as a space: for a name that comes from a file (a PSD
 * artboard's) or from the marketplace (a synced title), not typed where the rule can say so.
 */
export function withoutRefusedCharacters(name: string): string {
  const spaced = name.replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ');
  // One pass is enough: what stays never depends on what goes (a kept selector needs the emoji, keycap or
  // Mongolian letter beside it, none of which is taken out).
  return withoutStackedMarks(spaced.replace(INVISIBLE_ALL, '').replace(BIDI_CONTROL_ALL, ''));
}

const DRAWS_NOTHING_ALL = new RegExp(DRAWS_NOTHING.source, 'gu');

/**
 * `text` without anything that draws nothing where it stands, the selectors and joiners a name may keep and
 * the Hangul fillers included: what is left is what a reader tells two names apart by (❤️ and ❤ read as one).
 */
export function withoutWhatDrawsNothing(text: string): string {
  return text.replace(DRAWS_NOTHING_ALL, '').replace(/[\u115f\u1160\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/gu, '');
}

export function hasBidiControl(name: string): boolean {
  return BIDI_CONTROL.test(name);
}

// Hangul fillers and the Braille blank are letters and symbols that draw nothing.
const SHOWS_SOMETHING = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0\u2800]/u;

/** Whether a name shows nothing: only spaces, control and format characters (joiners, direction marks) and marks. */
export function isBlankName(name: string): boolean {
  // Looks for one character that draws: it stops there, so a long name costs no more than its first letter.
  return !SHOWS_SOMETHING.test(name);
}

