/** The glyph check a text layer passes before it is drawn, on the seeded subset fonts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../../src/lib/fontFile';

const FONTS = join(__dirname, '../../../fixtures/fonts');
const read = (name: string) => new Uint8Array(readFileSync(join(FONTS, name)));
const fonts = { sans: read('NotoSansCJKsc-subset.otf'), serif: read('NotoSerifCJKsc-subset.otf') };
/** What the subsets keep besides ASCII (fixtures/fonts/README.md). */
const kept = Array.from(readFileSync(join(FONTS, 'subset-chars.txt'), 'utf8')).filter((char) => !/\s/.test(char));
const ascii = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');

describe.each(Object.entries(fonts))('the seeded %s subset', (_name, font) => {
  it('has a glyph for every character it was cut to keep, and for printable ASCII', () => {
    expect(kept.length).toBeGreaterThan(300);
    expect(missingGlyphs(font, kept.join(''))).toEqual([]);
    expect(missingGlyphs(font, ascii)).toEqual([]);
  });

  it('names each character it lacks once, in the order typed, and passes over whitespace', () => {
    expect(missingGlyphs(font, '龍 你好 鬱龍\t世界')).toEqual(['龍', '鬱']);
  });

  it('lacks emoji and accented Latin, which the full Noto CJK would draw', () => {
    expect(missingGlyphs(font, 'café😀')).toEqual(['é', '😀']);
  });

  it('a 50-character slogan of kept characters passes', () => {
    expect(missingGlyphs(font, kept.slice(0, 50).join(''))).toEqual([]);
  });
});

describe('a crafted bad font file', () => {
  it('whose cmap points past the end of the file gives null: nothing can be vouched for', () => {
    const font = fonts.sans.slice();
    const view = new DataView(font.buffer);
    const tables = view.getUint16(4);
    for (let i = 0; i < tables; i++) {
      const record = 12 + i * 16;
      if (String.fromCharCode(...font.slice(record, record + 4)) === 'cmap') view.setUint32(record + 8, font.length + 1000);
    }
    expect(missingGlyphs(font, '你好')).toBeNull();
  });

  it('with no cmap table at all gives null', () => {
    const font = fonts.sans.slice();
    const view = new DataView(font.buffer);
    for (let i = 0; i < view.getUint16(4); i++) {
      const record = 12 + i * 16;
      if (String.fromCharCode(...font.slice(record, record + 4)) === 'cmap') font.set([0x78, 0x78, 0x78, 0x78], record);
    }
    expect(missingGlyphs(font, '你好')).toBeNull();
  });

  it('cut short gives null rather than a wrong answer', () => {
    expect(missingGlyphs(fonts.serif.slice(0, 64), '你好')).toBeNull();
  });
});
