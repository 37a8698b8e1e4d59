// The character classes of the names rule (contract/names.ts), as tables every names test walks: each refused
// class with the text it is refused with, and names a merchant writes that must stay accepted. Every sample
// fits the tightest bound (a font name's 10 characters, a collection name's width of 12).
import { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER } from '../../../contract/nameTexts';

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
  // The whole U+2060–206F block: the word joiner and invisible operators, the direction isolates, U+2065
  // (unassigned, drawn as nothing) and the deprecated format characters U+206A–206F.
  ...codePoints(0x2060, 0x206f).map((char) =>
    inside(`${hex(char)} (general punctuation format block)`, char, char >= '\u2066' && char <= '\u2069' ? NAME_DIRECTION_CONTROL : NAME_INVISIBLE_CHARACTER),
  ),
  ...codePoints(0x1bca0, 0x1bca3).map((char) => inside(`${hex(char)} (shorthand format control)`, char)),
  ...codePoints(0x13430, 0x1343f).map((char) => inside(`${hex(char)} (Egyptian hieroglyph format control)`, char)),
  // A variation selector after a character that takes none draws nothing: 华\ufe0f为 is a second 华为.
  ...['\ufe00', '\ufe0d', '\ufe0e', '\ufe0f', '\u{e0100}', '\u{e01ef}'].map((char) => inside(`${hex(char)} (variation selector) after a CJK character`, char)),
  { what: 'U+FE0F after a digit that starts no keycap', name: '华1\ufe0f为', message: NAME_INVISIBLE_CHARACTER },
  { what: 'a second U+FE0F after an emoji', name: '❤\ufe0f\ufe0f壳', message: NAME_INVISIBLE_CHARACTER },
  ...['\u180b', '\u180c', '\u180d', '\u180f'].map((char) => inside(`${hex(char)} (Mongolian free variation selector) after a CJK character`, char)),
  // Code points that are no character: unassigned ones Chromium draws as nothing, and the noncharacters.
  ...['\ufff0', '\ufff8', '\u{e0080}', '\u{e01f0}', '\u{e0fff}'].map((char) => inside(`${hex(char)} (unassigned, ignorable)`, char)),
  ...['\ufdd0', '\ufdef', '\ufffe', '\uffff', '\u{1fffe}', '\u{2ffff}', '\u{effff}', '\u{10ffff}'].map((char) => inside(`${hex(char)} (noncharacter)`, char)),
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
  { what: 'an emoji made by U+FE0F', name: '❤️壳美' },
  { what: 'a symbol kept as text by U+FE0E', name: '☺︎笑脸' },
  { what: 'a keycap made of #', name: '#️⃣号壳' },
  { what: 'a ZWJ sequence of emoji made by U+FE0F', name: '👁️‍🗨️🏃‍♀️' },
  { what: 'a Mongolian word with free variation selectors', name: 'ᠮᠣ\u180bᠩᠭᠣ\u180cᠯ' },
];
