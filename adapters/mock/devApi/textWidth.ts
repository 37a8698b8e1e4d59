// Display width of a name, as spec 1 §5 measures a collection name: "at most 12 characters, where a
// double-width character counts as 2". A mirror of src/lib/textWidth.ts, which the console's form uses
// (nothing outside src/ may import src/); test/unit/devApi/libraryCollections.test.ts checks that the two
// agree. The rules, in short: Unicode East Asian Width W and F count 2 (CJK ideographs, kana, hangul,
// CJK and full-width punctuation, full-width letters and digits, emoji), everything else 1; counted per
// code point; joiners, variation selectors and skin-tone modifiers count 0, except that U+FE0F after a
// narrow symbol makes it a wide emoji (❤ is 1, ❤️ is 2).

/** [first, last] code points, sorted, that are two columns wide. */
const WIDE: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
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
  [0x2705, 0x2705],
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
  [0x2e80, 0x303e], // CJK radicals, CJK symbols and punctuation (、。「」)
  [0x3041, 0x33ff], // kana, bopomofo, hangul compatibility jamo, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff01, 0xff60], // full-width forms (Ａ１！，：)
  [0xffe0, 0xffe6], // full-width ￠￡￥
  [0x16fe0, 0x18cff],
  [0x1b000, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f2ff],
  [0x1f300, 0x1f64f], // pictographs and emoticons
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd], // CJK extensions B and later
];

function isZeroWidth(code: number): boolean {
  return (
    code === 0x200d ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0100 && code <= 0xe01ef)
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

export function textWidth(text: string): number {
  let width = 0;
  let previous = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 0xfe0f && previous === 1) width += 1;
    if (isZeroWidth(code)) {
      previous = 0;
      continue;
    }
    previous = isWide(code) ? 2 : 1;
    width += previous;
  }
  return width;
}
