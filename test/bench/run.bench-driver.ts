import { afterAll, beforeAll, expect, it } from 'vitest';
import { BenchRun, selectedParts, type BenchSections } from './run';

/**
 * `npm run bench`: one test per part, in the bench's order, each printing its figures as it ends; at the end
 * results.json and the whole table. `BENCH_PARTS=psdImport,bulkDownload npm run bench` runs those parts
 * alone (docs/performance.md). Never asserts on speed: only that each part measured something.
 */
const parts = selectedParts();
let run: BenchRun;

beforeAll(async () => {
  run = new BenchRun(parts);
  await run.start();
});

afterAll(async () => {
  await run.finish();
});

/** Every number in a report: a part whose shape changes is still checked for NaN and for having measured. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Figures a part must have measured, by part: each greater than zero. */
const MEASURED: { [K in keyof BenchSections]?: (r: BenchSections[K]) => number[] } = {
  bundleSize: (r) => [r.initial.bytesGzip, r.loginPageInBrowser.bytesGzip, r.firstScreenInBrowser.bytesGzip, r.firstScreenInBrowser.files.length],
  bridgeMemory: (r) => [r.sequential.roundTripsPerSecond, r.concurrent.roundTripsPerSecond],
  bridgeWindow: (r) => [r.ours.sequential.roundTripsPerSecond, r.ours.concurrent.roundTripsPerSecond, r.penpal.sequential.roundTripsPerSecond, r.penpal.concurrent.roundTripsPerSecond, r.port.sequential.roundTripsPerSecond, r.port.concurrent.roundTripsPerSecond],
  productPaging: (r) => r.runs.map((run) => run.pageChange.medianMs),
  productSync: (r) => r.runs.map((run) => run.runMs),
  textRender: (r) => [r.redraw.medianMs, r.firstDraw.medianMs],
  stroke: (r) => r.styles.map((style) => style.strokeMedianMs),
  batchPreview: (r) => [r.lazy.firstScreenMs, r.eager.firstScreenMs],
  modelMatch: (r) => [r.indexedPairingMs, r.naivePairingMs, r.worker.ms, r.quality.precision.guarded],
  sheets: (r) => [
    ...r.runs.filter((run) => run.way === 'banded').map((run) => run.bytes),
    r.making.makingMs,
    r.making.baselineMs,
    r.making.pdfBytes,
    r.making.preview.clicks,
  ],
  bridgeTransfer: (r) => r.sizes.flatMap((size) => [size.upload.mbPerSecond, size.save.mbPerSecond]),
};

for (const part of parts) {
  it(part.name, async () => {
    const report = await run.measure(part);
    const numbers = numbersIn(report);
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(Number.isNaN(n)).toBe(false);
    const measured = MEASURED[part.name] as ((r: typeof report) => number[]) | undefined;
    for (const n of measured?.(report) ?? []) expect(n).toBeGreaterThan(0);
    // The indexed auto-match must give what the every-pair one gives (the speed is never asserted).
    if (part.name === 'modelMatch') expect((report as BenchSections['modelMatch']).sameResult).toBe(true);
  });
}
