/**
 * Spec 1 §5, §9: the colour form offers 15 preset default background colours. Chosen for phone cases:
 * white, black and three greys (the usual solid backs), five pastels (the popular soft-touch tones) and
 * five brights. Lower-case, as normalizeHex (contract/hexColor.ts) stores a typed one, so the two compare equal.
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
