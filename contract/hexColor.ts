/**
 * Hex colours as they are stored: `#` and six lower-case hex digits. The console's forms (a material colour's
 * default background, spec 1 §5; the shop's text colours, spec 2 §5) and the dev API's schemas read a colour
 * with this one function, so what the console would store and what the API stores are the same: both take
 * what merchants paste from design tools (no `#`, upper case, the 3-digit shorthand, spaces around it) and
 * keep the one form.
 */

/** The one form a colour is stored in. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** Accepts `FFF`, `#ABCDEF`, ` #abc ` and returns `#rrggbb`; anything else comes back trimmed and lower-cased. */
export function normalizeHex(input: string): string {
  const text = input.trim().toLowerCase();
  const digits = text.startsWith('#') ? text.slice(1) : text;
  if (/^[0-9a-f]{3}$/.test(digits)) return `#${[...digits].map((d) => d + d).join('')}`;
  if (/^[0-9a-f]{6}$/.test(digits)) return `#${digits}`;
  return text;
}

/** `#rrggbb`, or null when the text is not a hex colour. */
export function parseHexColor(input: string): string | null {
  const hex = normalizeHex(input);
  return HEX_COLOR.test(hex) ? hex : null;
}
