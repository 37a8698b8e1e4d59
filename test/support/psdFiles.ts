/** PSDs written with ag-psd in Node for the tests and benches that need a shape no shared test file has. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initializeCanvas, writePsd } from 'ag-psd';

/** ag-psd in Node writes plain pixel arrays: it needs no canvas for that. */
export function nodePixels(): void {
  initializeCanvas(
    () => {
      throw new Error('no canvas in Node');
    },
    (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
  );
}

/** Artboards to a row: a PSD side stops at 30000 px. */
const PER_ROW = 200;

/** A PSD of `count` artboards named 画板1…, one 100 × 200 layer each, PER_ROW to a row; returns its path. */
export function manyArtboardsPsd(count: number): string {
  nodePixels();
  const children = Array.from({ length: count }, (_, i) => {
    const left = (i % PER_ROW) * 110;
    const top = Math.floor(i / PER_ROW) * 210;
    const imageData = { width: 100, height: 200, data: new Uint8ClampedArray(100 * 200 * 4).fill(i % 2 ? 255 : 128) } as ImageData;
    return { name: `画板${i + 1}`, artboard: { rect: { top, left, bottom: top + 200, right: left + 100 } }, children: [{ name: `L${i + 1}`, left, top, right: left + 100, bottom: top + 200, imageData }] };
  });
  const psd = writePsd({ width: Math.min(count, PER_ROW) * 110, height: Math.ceil(count / PER_ROW) * 210, children });
  const path = join(mkdtempSync(join(tmpdir(), 'psd-made-')), `many-${count}.psd`);
  writeFileSync(path, new Uint8Array(psd));
  return path;
}
