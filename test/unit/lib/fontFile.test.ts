import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fontSignature } from '../../../contract/fontSignature';
import { missingGlyphs, readFontSignature } from '../../../src/lib/fontFile';

const FONTS = join(__dirname, '../../../fixtures/fonts');
const sans = new Uint8Array(readFileSync(join(FONTS, 'NotoSansCJKsc-subset.otf')));
const serif = new Uint8Array(readFileSync(join(FONTS, 'NotoSerifCJKsc-subset.otf')));
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => Array.from(part)));

describe('fontSignature', () => {
  const cases: [string, 'ttf' | 'otf' | null, Uint8Array][] = [
    ['a TrueType font (00 01 00 00)', 'ttf', bytes([0, 1, 0, 0, 0, 0x10])],
    ["an old Apple TrueType font ('true')", 'ttf', bytes(ascii('true'), [0, 0x10])],
    ["an OpenType font with CFF outlines ('OTTO')", 'otf', bytes(ascii('OTTO'), [0, 0x0b])],
    ['exactly the four signature bytes', 'ttf', bytes([0, 1, 0, 0])],
    ['the real Noto Sans subset', 'otf', sans],
    ['the real Noto Serif subset', 'otf', serif],
    ["a TrueType collection ('ttcf')", null, bytes(ascii('ttcf'), [0, 1, 0, 0])],
    ["a WOFF ('wOFF')", null, bytes(ascii('wOFF'), [0, 1, 0, 0])],
    ["a WOFF2 ('wOF2')", null, bytes(ascii('wOF2'), ascii('OTTO'))],
    ['a PNG', null, bytes(pngHead)],
    ['the TTF tag one byte off (00 01 00 01)', null, bytes([0, 1, 0, 1])],
    ["a lower-case 'otto'", null, bytes(ascii('otto'))],
    ['an empty file', null, bytes()],
    ['3 bytes of a TTF signature', null, bytes([0, 1, 0])],
    ["3 bytes of 'OTT'", null, bytes(ascii('OTT'))],
  ];
  it.each(cases)('%s → %s', (_name, expected, input) => {
    expect(fontSignature(input)).toBe(expected);
  });
});

describe('readFontSignature', () => {
  it('refuses a PNG renamed .ttf', async () => {
    const file = new File([bytes(pngHead)], 'handwriting.ttf', { type: 'font/ttf' });
    await expect(readFontSignature(file)).resolves.toBeNull();
  });

  it('accepts an OTF whatever its name says', async () => {
    await expect(readFontSignature(new File([sans], 'font.bin'))).resolves.toBe('otf');
  });

  it.each([
    ['an empty file', bytes()],
    ['a 3-byte file', bytes([0, 1, 0])],
  ])('refuses %s', async (_name, content) => {
    await expect(readFontSignature(new File([content], 'a.ttf'))).resolves.toBeNull();
  });

  it('reads only the first 4 bytes of a large file', async () => {
    const file = new Blob([bytes([0, 1, 0, 0]), new Uint8Array(8 * 1024 * 1024)]);
    const slice = vi.spyOn(file, 'slice');
    const whole = vi.spyOn(file, 'arrayBuffer');
    await expect(readFontSignature(file)).resolves.toBe('ttf');
    expect(slice).toHaveBeenCalledWith(0, 4);
    expect(whole).not.toHaveBeenCalled();
  });

  it('gives null for a file the browser can no longer read', async () => {
    const file = new Blob([bytes(ascii('OTTO'))]);
    vi.spyOn(file, 'slice').mockReturnValue({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob);
    await expect(readFontSignature(file)).resolves.toBeNull();
  });
});

// ------------------------------------------------------------------------ a hand-built sfnt with a cmap

const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** Format 4: segments [start, end, delta] plus the 0xFFFF end segment; `glyphArray` uses idRangeOffset. */
function format4(segments: { start: number; end: number; delta?: number; glyphs?: number[] }[]): number[] {
  const all = [...segments, { start: 0xffff, end: 0xffff, delta: 1 }];
  const n = all.length;
  const glyphArrays: number[][] = [];
  const rangeOffsets = all.map((segment, i) => {
    if (!('glyphs' in segment) || !segment.glyphs) return 0;
    const before = glyphArrays.reduce((sum, array) => sum + array.length, 0);
    glyphArrays.push(segment.glyphs);
    // From this segment's idRangeOffset entry to its first glyph in the array that follows the entries.
    return (n - i) * 2 + before * 2;
  });
  const body = [
    ...all.flatMap((s) => u16(s.end)),
    ...u16(0),
    ...all.flatMap((s) => u16(s.start)),
    ...all.flatMap((s) => u16(s.delta ?? 0)),
    ...rangeOffsets.flatMap(u16),
    ...glyphArrays.flat().flatMap(u16),
  ];
  return [...u16(4), ...u16(14 + body.length), ...u16(0), ...u16(n * 2), ...u16(0), ...u16(0), ...u16(0), ...body];
}

function format12(groups: { start: number; end: number; glyph: number }[]): number[] {
  return [...u16(12), ...u16(0), ...u32(16 + groups.length * 12), ...u32(0), ...u32(groups.length), ...groups.flatMap((g) => [...u32(g.start), ...u32(g.end), ...u32(g.glyph)])];
}

/** An sfnt holding one table, `cmap`, with the given (platform, encoding, subtable) records. */
function sfntWithCmap(subtables: [number, number, number[]][]): Uint8Array {
  let offset = 4 + subtables.length * 8;
  const records: number[] = [];
  for (const [platform, encoding, table] of subtables) {
    records.push(...u16(platform), ...u16(encoding), ...u32(offset));
    offset += table.length;
  }
  const cmap = [...u16(0), ...u16(subtables.length), ...records, ...subtables.flatMap(([, , table]) => table)];
  const header = [...u32(0x00010000), ...u16(1), ...u16(16), ...u16(0), ...u16(0)];
  const directory = [...ascii('cmap'), ...u32(0), ...u32(12 + 16), ...u32(cmap.length)];
  return bytes(header, directory, cmap);
}

describe('missingGlyphs', () => {
  it('finds every character of the seeded names in the subset fonts', () => {
    expect(missingGlyphs(sans, '思源黑体')).toEqual([]);
    expect(missingGlyphs(serif, '思源宋体')).toEqual([]);
  });

  it('lists the characters a subset lacks, once each, ignoring spaces', () => {
    expect(missingGlyphs(sans, '快乐 星')).toEqual([]);
    expect(missingGlyphs(sans.buffer.slice(0) as ArrayBuffer, '快乐龍é快龍 Ab')).toEqual(['龍', 'é']);
  });

  it('reads a format 4 cmap with deltas and with a glyph array', () => {
    const font = sfntWithCmap([
      [3, 1, format4([{ start: 0x41, end: 0x43, delta: -0x40 + 0x10000 }, { start: 0x4e00, end: 0x4e02, glyphs: [7, 0, 9] }])],
    ]);
    expect(missingGlyphs(font, 'ABC')).toEqual([]);
    expect(missingGlyphs(font, 'D')).toEqual(['D']);
    // 丁 (U+4E01) maps to glyph 0 in the array: no glyph.
    expect(missingGlyphs(font, '一丁丂')).toEqual(['丁']);
  });

  it('reads a format 12 cmap, beyond the Basic Multilingual Plane', () => {
    const font = sfntWithCmap([
      [0, 4, format12([{ start: 0x20000, end: 0x20001, glyph: 5 }])],
      [3, 1, format4([{ start: 0x61, end: 0x61, delta: 1 }])],
    ]);
    expect(missingGlyphs(font, '𠀀𠀁a')).toEqual([]);
    expect(missingGlyphs(font, '𠀂b')).toEqual(['𠀂', 'b']);
  });

  it('gives null when the font has no Unicode cmap to read', () => {
    expect(missingGlyphs(sfntWithCmap([[1, 0, [...u16(0), ...u16(262), ...u16(0), ...new Array(256).fill(1)]]]), 'a')).toBeNull();
  });

  it.each([
    ['a truncated font (its first 200 bytes)', sans.slice(0, 200)],
    ['a PNG', bytes(pngHead)],
    ['an empty file', bytes()],
  ])('gives null for %s', (_name, input) => {
    expect(missingGlyphs(input, '思源')).toBeNull();
  });
});
