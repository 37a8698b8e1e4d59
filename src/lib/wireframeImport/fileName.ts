/**
 * Spec 1 §5: a wireframe file is named brand-model-material-color-前景图.ext or ...-背景图.ext: five parts,
 * no hyphen inside a part, an extension among gif, jpg, jpeg, png, bmp, svg.
 */
import { IMAGE_EXTENSIONS } from '../imageHeader';

export type WireframeLayerKind = 'foreground' | 'background';

export interface WireframeFileName {
  brand: string;
  model: string;
  material: string;
  color: string;
  layer: WireframeLayerKind;
  /** Lower case, without the dot. */
  ext: string;
}

export type WireframeFileNameResult = ({ ok: true } & WireframeFileName) | { ok: false };

export const LAYER_WORDS: Readonly<Record<string, WireframeLayerKind>> = { 前景图: 'foreground', 背景图: 'background' };

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * Parts are trimmed (a space typed around a hyphen is not part of a name) and must not be empty. The
 * extension is matched in any case (Windows cameras and exporters write .PNG / .JPG). Names are
 * NFC-normalised: macOS can hand over decomposed names, which would not match the catalogue's.
 */
export function parseWireframeFileName(fileName: string): WireframeFileNameResult {
  const name = fileName.normalize('NFC');
  const dot = name.lastIndexOf('.');
  if (dot < 0) return { ok: false };
  const ext = name.slice(dot + 1).trim().toLowerCase();
  if (!has(IMAGE_EXTENSIONS, ext)) return { ok: false };
  const parts = name.slice(0, dot).split('-').map((part) => part.trim());
  if (parts.length !== 5 || parts.some((part) => part === '')) return { ok: false };
  const [brand, model, material, color, layerWord] = parts as [string, string, string, string, string];
  if (!has(LAYER_WORDS, layerWord)) return { ok: false };
  return { ok: true, brand, model, material, color, layer: LAYER_WORDS[layerWord]!, ext };
}

/** How names are compared, with each other and with the catalogue: trimmed, case-insensitive. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** One key per brand-model-material-color. Parts hold no hyphen, so joining with one is unambiguous. */
export function wireframeKey(names: Pick<WireframeFileName, 'brand' | 'model' | 'material' | 'color'>): string {
  return [names.brand, names.model, names.material, names.color].map(nameKey).join('-');
}
