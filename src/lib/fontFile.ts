import { fontSignature, type FontFormat } from '../../contract/fontSignature';

/** The file chooser's `accept`; the signature check is what actually decides. */
export const FONT_FILE_ACCEPT = '.ttf,.otf';

const tag = (b: ArrayLike<number>) => String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!);

/**
 * The signature of a chosen file, reading only its first 4 bytes (fonts run to tens of MB). A file the
 * browser can no longer read (moved or changed on disk since it was picked) has no signature.
 */
export async function readFontSignature(file: Blob): Promise<FontFormat | null> {
  try {
    const head = await file.slice(0, 4).arrayBuffer();
    return fontSignature(new Uint8Array(head));
  } catch {
    return null;
  }
}

/**
 * The characters of `text` the font has no glyph for, read from its cmap (Unicode subtables, formats 4
 * and 12). Whitespace is ignored: it draws nothing either way. Null when the file has no readable
 * Unicode cmap, so the caller cannot tell and must not refuse on this ground alone.
 *
 * Why: a browser draws a missing glyph with a system fallback font, so a preview of a Latin-only font
 * named in Chinese would show a system font under this font's name (spec 2 §5: the preview must come
 * from the font; the designer refuses such text with 填入的字体没有找到对应的字形).
 */
export function missingGlyphs(font: ArrayBuffer | Uint8Array, text: string): string[] | null {
  const bytes = font instanceof Uint8Array ? font : new Uint8Array(font);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let lookups: GlyphLookup[];
  try {
    lookups = unicodeLookups(view);
  } catch {
    return null; // a table directory that points outside the file
  }
  if (lookups.length === 0) return null;
  const missing: string[] = [];
  for (const char of Array.from(text)) {
    if (/\s/.test(char) || missing.indexOf(char) >= 0) continue;
    const code = char.codePointAt(0)!;
    if (!lookups.some((lookup) => safeGlyph(lookup, code) > 0)) missing.push(char);
  }
  return missing;
}

type GlyphLookup = (code: number) => number;

function safeGlyph(lookup: GlyphLookup, code: number): number {
  try {
    return lookup(code);
  } catch {
    return 0; // a subtable cut short: this code has no glyph we can vouch for
  }
}

/** The Unicode cmap subtables we read: platform 0 (Unicode), or 3 (Windows) with encoding 1 or 10. */
function unicodeLookups(view: DataView): GlyphLookup[] {
  const cmap = findTable(view, 'cmap');
  if (cmap === null) return [];
  const count = view.getUint16(cmap + 2);
  const lookups: GlyphLookup[] = [];
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const at = cmap + view.getUint32(record + 4);
    const format = view.getUint16(at);
    if (format === 4) lookups.push((code) => format4Glyph(view, at, code));
    else if (format === 12) lookups.push((code) => format12Glyph(view, at, code));
  }
  return lookups;
}

/** The offset of a table from the sfnt table directory, or null when the font has none. */
function findTable(view: DataView, name: string): number | null {
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    if (tag([view.getUint8(record), view.getUint8(record + 1), view.getUint8(record + 2), view.getUint8(record + 3)]) === name) {
      return view.getUint32(record + 8);
    }
  }
  return null;
}

/** Format 4 (the Basic Multilingual Plane): segments of start/end codes with a delta or a glyph array. */
function format4Glyph(view: DataView, at: number, code: number): number {
  if (code > 0xffff) return 0;
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let i = 0; i < segments; i++) {
    if (view.getUint16(ends + i * 2) < code) continue;
    const start = view.getUint16(starts + i * 2);
    if (start > code) return 0;
    const delta = view.getUint16(deltas + i * 2);
    const rangeOffsetAt = rangeOffsets + i * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    if (rangeOffset === 0) return (code + delta) & 0xffff;
    const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  }
  return 0;
}

/** Format 12 (all planes): sequential groups of codes mapped to consecutive glyphs. */
function format12Glyph(view: DataView, at: number, code: number): number {
  const groups = view.getUint32(at + 12);
  for (let i = 0; i < groups; i++) {
    const group = at + 16 + i * 12;
    const start = view.getUint32(group);
    if (code >= start && code <= view.getUint32(group + 4)) return view.getUint32(group + 8) + (code - start);
  }
  return 0;
}
