/**
 * The names rule's texts, apart from the rule (names.ts, with the character tables of textWidth.ts): the texts
 * every screen shares (src/messages.ts) say them, and the login page, which loads those texts, checks no name.
 */

/** Spec 1 §5: what a required text field says when left blank, unless the spec names the field's own text. */
export const REQUIRED = '此项必须填写';

/** Ours (the spec quotes none): a direction control (U+202E and friends) inside a name. */
export const NAME_DIRECTION_CONTROL = '名称不能包含改变文字方向的控制字符';

/** Ours (the spec quotes none): a character that draws nothing (U+200B and friends) inside a name, a look-alike of another. */
export const NAME_INVISIBLE_CHARACTER = '名称不能包含不可见字符';
