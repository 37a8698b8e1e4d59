import { describe, expect, it } from 'vitest';
import { cleanNameCharacters, isDeviceName, trimNameEnds, UPLOAD_FILE_NAME_MAX, uploadFileName } from '../../../contract/fileNames';

describe('the name rules the console and the mini-program host share', () => {
  it('cleans every character as the console did with the engine’s own Unicode categories', () => {
    // The list is written out for the host's ES2017 engine; a newer Unicode shows up here as a difference.
    const byCategory = (text: string) =>
      text.normalize('NFC').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{d800}-\u{dfff}]/gu, '').replace(/[/\\:*?"<>|]/gu, '_').replace(/\s+/gu, ' ');
    // Planes 0, 1 and 14: where Unicode puts every control and format character. A letter after each
    // code point, so that no two surrogates pair up.
    const units: number[] = [];
    for (const plane of [0, 1, 14]) {
      for (let code = plane * 0x10000; code < (plane + 1) * 0x10000; code++) {
        if (code < 0x10000) units.push(code, 0x78);
        else units.push(0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff), 0x78);
      }
    }
    const pieces: string[] = [];
    for (let start = 0; start < units.length; start += 8192) pieces.push(String.fromCharCode(...units.slice(start, start + 8192)));
    const every = pieces.join('');
    const cleaned = cleanNameCharacters(every);
    expect(cleaned === byCategory(every)).toBe(true);
    expect(cleaned).toContain('x x');
    expect(cleaned).not.toMatch(/[\u202e\u2066\u200b\ufeff]/u);
  });

  it('turns reserved characters and separators into _, and runs of white space into one space', () => {
    expect(cleanNameCharacters('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(cleanNameCharacters('a \t\u3000 b')).toBe('a b');
    expect(cleanNameCharacters('e\u0301')).toBe('\u00e9');
  });

  it('trims dots and spaces from both ends', () => {
    expect(trimNameEnds(' ..a.b.. ')).toBe('a.b');
    expect(trimNameEnds('..')).toBe('');
  });

  it.each([
    ['CON', true],
    ['con.png', true],
    ['Nul .tar.gz', true],
    ['COM0', true],
    ['lpt³.txt', true],
    ['CONOUT$', true],
    ['clock$', true],
    ['CONSOLE', false],
    ['COM10', false],
    ['_CON.png', false],
    ['a.CON', false],
  ])('%j is a device name: %s', (name, device) => {
    expect(isDeviceName(name)).toBe(device);
  });
});

describe('an upload\'s file name', () => {
  it('keeps a well-formed name up to the bound as it is', () => {
    for (const name of ['图库-1.png', '😀.png', `${'a'.repeat(UPLOAD_FILE_NAME_MAX - 4)}.png`, 'no extension']) expect(uploadFileName(name)).toBe(name);
  });

  it('writes half a surrogate pair as U+FFFD, wherever it is', () => {
    expect(uploadFileName('设计\uD83D.png')).toBe('设计\uFFFD.png');
    expect(uploadFileName('\uDE00a')).toBe('\uFFFDa');
  });

  it('cuts an overlong name from its stem, keeping the extension and whole characters', () => {
    expect(uploadFileName(`${'😀'.repeat(300)}.jpeg`)).toBe(`${'😀'.repeat(UPLOAD_FILE_NAME_MAX - 5)}.jpeg`);
    expect(Array.from(uploadFileName('x'.repeat(1_000_000)))).toHaveLength(UPLOAD_FILE_NAME_MAX);
  });
});
