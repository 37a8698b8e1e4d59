import { readFileSync } from 'node:fs';
import { writePsd, type Psd } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { readLayerSection } from '../../../../src/lib/psd/psdSections';
import { TESTDATA_PSD_DIR, hasTestdata } from '../../../support/testdata';

const textEngineBytes = (bytes: Uint8Array) => readLayerSection(bytes).textBytes;

const textLayer = (text: string) => ({ name: 'text', left: 0, top: 0, right: 10, bottom: 10, text: { text, transform: [1, 0, 0, 1, 0, 0] } });
const written = (psd: Psd) => new Uint8Array(writePsd(psd));

describe('the text engine data a PSD holds', () => {
  it('is none in a file without text, and grows with a text layer’s text', () => {
    expect(textEngineBytes(written({ width: 10, height: 10, children: [{ name: 'empty', left: 0, top: 0, right: 1, bottom: 1 }] }))).toBe(0);
    const short = textEngineBytes(written({ width: 10, height: 10, children: [textLayer('短')] }))!;
    const long = textEngineBytes(written({ width: 10, height: 10, children: [textLayer('长'.repeat(100_000))] }))!;
    expect(short).toBeGreaterThan(0);
    // Each character at least twice over (UTF-16 in the layer's descriptor and in its engine data).
    expect(long - short).toBeGreaterThan(200_000);
  });

  it('adds up every text layer', () => {
    const one = textEngineBytes(written({ width: 10, height: 10, children: [textLayer('x'.repeat(10_000))] }))!;
    const three = textEngineBytes(written({ width: 10, height: 10, children: [textLayer('x'.repeat(10_000)), textLayer('x'.repeat(10_000)), textLayer('x'.repeat(10_000))] }))!;
    expect(three).toBeGreaterThanOrEqual(3 * one - 100);
  });

  it('cannot be told for a file cut inside its layers', () => {
    const bytes = written({ width: 10, height: 10, children: [textLayer('x'.repeat(10_000))] });
    expect(textEngineBytes(bytes.subarray(0, 200))).toBeNull();
  });

  it.runIf(hasTestdata('text engine data of real PSDs'))('is read from real files with text layers', () => {
    for (const file of ['webtoon-CJK.psd', 'psdjs-example.psd', 'agpsd-artboards.psd']) {
      const bytes = textEngineBytes(new Uint8Array(readFileSync(TESTDATA_PSD_DIR + file)));
      expect(bytes, file).not.toBeNull();
      expect(bytes!, file).toBeLessThan(1024 * 1024);
    }
  });
});
