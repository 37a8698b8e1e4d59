import { describe, expect, it } from 'vitest';
import { filteredRows } from '../../../src/lib/sheets/pdfImage';
import { framedDesign, photoDesign } from '../../support/sheetFixtures';

/** What a PDF reader does with /Predictor 15 rows tagged "Up": each byte plus the one above it. */
function unfiltered(bands: Iterable<Uint8Array>, width: number, channels: number): number[] {
  const rowBytes = 1 + width * channels;
  const rows = Buffer.concat([...bands]);
  const out: number[] = [];
  for (let at = 0; at < rows.length; at += rowBytes) {
    expect(rows[at]).toBe(2);
    for (let i = 1; i < rowBytes; i++) out.push((rows[at + i]! + (out.length >= width * channels ? out[out.length - width * channels]! : 0)) & 0xff);
  }
  return out;
}

describe('filteredRows', () => {
  it('gives back each pixel’s colour and alpha once a reader undoes the filter, in bands of whole rows', () => {
    for (const pixels of [framedDesign(37, 150, { transparent: true }), photoDesign(20, 70, 3)]) {
      const colour = [...pixels.data].filter((_, i) => i % 4 !== 3);
      const alpha = [...pixels.data].filter((_, i) => i % 4 === 3);
      expect(unfiltered(filteredRows(pixels, 'colour'), pixels.width, 3)).toEqual(colour);
      expect(unfiltered(filteredRows(pixels, 'alpha'), pixels.width, 1)).toEqual(alpha);
      for (const band of filteredRows(pixels, 'colour')) expect(band.byteLength % (1 + pixels.width * 3)).toBe(0);
    }
  });
});
