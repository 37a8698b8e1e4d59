// The character classes of the names rule (contract/names.ts), as tables every names test walks: each refused
// class with the text it is refused with, and names a merchant writes that must stay accepted. Every sample
// fits the tightest bound (a font name's 10 characters, a collection name's width of 12).
import { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER } from '../../../contract/names';

export interface RefusedSample {
  /** What the class is, for the test's message. */
  what: string;
  name: string;
  message: string;
}

/** A character inside 华为: it would make a second 华为, turn the text, or break the line. */
const inside = (what: string, char: string, message = NAME_INVISIBLE_CHARACTER): RefusedSample => ({ what, name: `华${char}为`, message });

const codePoints = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const REFUSED: readonly RefusedSample[] = [
  inside('U+202E (right-to-left override)', '\u202e', NAME_DIRECTION_CONTROL),
  inside('U+200B (zero width space)', '\u200b'),
  inside('NUL', '\u0000'),
  inside('U+2028 (line separator)', '\u2028'),
  inside('U+2029 (paragraph separator)', '\u2029'),
  ...codePoints(0xfff9, 0xfffb).map((char) => inside(`${hex(char)} (interlinear annotation)`, char)),
  ...codePoints(0x1d173, 0x1d17a).map((char) => inside(`${hex(char)} (musical format control)`, char)),
  ...codePoints(0x17b4, 0x17b5).map((char) => inside(`${hex(char)} (Khmer inherent vowel)`, char)),
  { what: '5 combining marks on one character', name: 'a\u0301\u0302\u0303\u0304\u0308壳', message: NAME_INVISIBLE_CHARACTER },
  { what: '5 combining marks on one character, a joiner among them', name: '壳e\u0301\u0300\u200d\u0302\u0303\u0323', message: NAME_INVISIBLE_CHARACTER },
];

export const ACCEPTED: readonly { what: string; name: string }[] = [
  { what: 'CJK', name: '华为旗舰' },
  { what: 'CJK outside the BMP', name: '𠀀𠀁壳' },
  { what: 'an emoji ZWJ sequence', name: '👩‍💻设计' },
  { what: 'a family ZWJ sequence with skin tones', name: '👨🏻‍👩🏽‍👧🏿' },
  { what: 'a skin tone', name: '👍🏽好评' },
  { what: 'a flag made with a joiner and a variation selector', name: '🏳️‍🌈壳' },
  { what: 'a keycap', name: '1️⃣号壳' },
  { what: 'Vietnamese, two marks on a letter (decomposed)', name: 'Vie\u0323\u0302t' },
  { what: 'Thai, marks on a consonant', name: 'น้ำเงิน' },
  { what: '4 combining marks on one character', name: 'a\u0301\u0302\u0303\u0304壳' },
  { what: 'a Persian word with a non-joiner', name: 'می\u200cخواهم' },
];
