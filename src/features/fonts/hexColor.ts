/**
 * The text colour library stores `#rrggbb` in lower case (spec 2 §5, default #000000). Kept here rather
 * than shared with the material colours: features never import each other, and that form also takes
 * the 3-digit shorthand, which this one refuses (its message asks for #rrggbb).
 */
export const DEFAULT_TEXT_COLOR = '#000000';

/** `#` is optional when typing (colours pasted from design tools often lack it); case is not kept. */
const TYPED_HEX = /^#?([0-9a-f]{6})$/i;

/** `#rrggbb` in lower case, or null when the text is not a six-digit hex colour. */
export function parseHexColor(text: string): string | null {
  const match = TYPED_HEX.exec(text.trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

/** Form rule: 请输入颜色 when empty, the #rrggbb message when malformed. */
export function hexColorRule(required: string, invalid: string) {
  return (value: unknown, callback: (error?: string) => void) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return callback(required);
    callback(parseHexColor(text) ? undefined : invalid);
  };
}
