import { describe, expect, it } from 'vitest';
import { keepChunks } from '../../../src/lib/sheets/keptChunks';
import { sheetPdf } from '../../../src/lib/sheets/sheetPdf';
import { a3Sheet, collect, framedDesign, sheetItem } from '../../support/sheetFixtures';

describe('keepChunks', () => {
  it('gives the PDF’s size before its bytes, then the same bytes in order, once', async () => {
    const input = {
      sheet: a3Sheet([{ item: sheetItem('a') }]),
      widthMm: 297,
      cutLines: true,
      cropMarks: false,
      design: () => ({ pixels: () => framedDesign(30, 60, { transparent: true }) }),
    };
    const whole = await collect(sheetPdf(input));
    const kept = await keepChunks(sheetPdf(input));
    expect(kept.size).toBe(whole.byteLength);
    expect(Buffer.from(await collect(kept.chunks())).equals(Buffer.from(whole))).toBe(true);
    await expect(collect(kept.chunks())).rejects.toThrow('read already');
  });
});
