// How far a PSD file's goal ratios move between the two halves of its compared rounds, editable's floor, and a first import's end-to-end floor.
import { describe, expect, it } from 'vitest';
import type { PsdRun } from '../../bench/psdImport.entry';
import { coldEndToEndFloor, editableFloor, halvesRatio } from '../../bench/psdImport';

const run = (ms: number, editableMs = ms): PsdRun => ({ ms, previewsMs: ms, editableMs, layersReadyMs: editableMs, longestTaskMs: 0, longTasks: 0, error: null, layers: 1, copyMs: 0 });

describe('a ratio on each half of the compared rounds', () => {
  it('leaves the first, cold round out and takes each half its own median', () => {
    const ours = [run(0, 500), run(0, 12), run(0, 13), run(0, 11), run(0, 30), run(0, 20), run(0, 25)];
    const agpsd = [run(200), run(10), run(10), run(10), run(10), run(10), run(10)];
    expect(halvesRatio(ours, agpsd, (r) => r.editableMs)).toEqual([1.2, 2.5]);
  });
});

describe("editable's floor", () => {
  it('is the parse and the copy into bitmaps split over both cores', () => {
    expect(editableFloor(20, 10)).toBe(25);
  });
});

describe("a first import's end-to-end floor", () => {
  it("is ag-psd's first parse, then the PNGs' encoding (the PNG run less its parse) split over both cores", () => {
    expect(coldEndToEndFloor(550, 500, 1900)).toBe(1250);
  });
  it('never takes a PNG run quicker than its parse as a negative encoding time', () => {
    expect(coldEndToEndFloor(80, 20, 18)).toBe(80);
  });
});
