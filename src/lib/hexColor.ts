/**
 * Hex colours as the console stores them: `#` and six lower-case hex digits. Used by the material
 * colours' default background (spec 1 §5) and by the shop's text colours (spec 2 §5); both forms ask
 * for `#rrggbb` and both take what merchants paste from design tools (no `#`, upper case, the 3-digit
 * shorthand, spaces around it), stored in the one form.
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

/**
 * A form rule: `required` when empty (null: empty is allowed), `invalid` when the text is not a hex
 * colour. The texts are the caller's: each form has its own wording (spec 1 §8, spec 2 §5).
 */
export function hexColorRule({ required, invalid }: { required: string | null; invalid: string }) {
  return (value: unknown, callback: (error?: string) => void) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return callback(required ?? undefined);
    callback(parseHexColor(text) ? undefined : invalid);
  };
}
