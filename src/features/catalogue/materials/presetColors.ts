/**
 * Spec 1 §5, §9: the colour form offers 15 preset default background colours. Chosen for phone cases:
 * white, black and three greys (the usual solid backs), five pastels (the popular soft-touch tones) and
 * five brights. Lower-case, so a preset and a typed hex compare equal.
 */
export const PRESET_BACKGROUND_COLORS: readonly string[] = [
  '#ffffff',
  '#000000',
  '#e5e6eb',
  '#86909c',
  '#4e5969',
  '#f9d5e5',
  '#dcd0f5',
  '#c6e2f7',
  '#cdeedd',
  '#fff1c1',
  '#f53f3f',
  '#ff7d00',
  '#fadc19',
  '#00b42a',
  '#165dff',
];

/** The one form a default background colour is stored in: `#` and six hex digits. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Accepts what merchants paste (`FFF`, `#ABCDEF`, spaces) and returns `#rrggbb`, or the input unchanged. */
export function normalizeHex(input: string): string {
  const text = input.trim().toLowerCase();
  const digits = text.startsWith('#') ? text.slice(1) : text;
  if (/^[0-9a-f]{3}$/.test(digits)) return `#${[...digits].map((d) => d + d).join('')}`;
  if (/^[0-9a-f]{6}$/.test(digits)) return `#${digits}`;
  return text;
}
