import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { RESULTS_PATH, runBenchmarks } from './run';

// Runs the benchmarks once and checks that a report was written. Never asserts on speed.
it('measures bundle size and bridge round trips, and writes test/bench/results.json', async () => {
  await runBenchmarks();
  expect(existsSync(RESULTS_PATH)).toBe(true);
  const report = JSON.parse(readFileSync(RESULTS_PATH, 'utf8'));
  const numbers = [
    report.bundleSize.initial.bytesGzip,
    report.bundleSize.loginPageInBrowser.bytes,
    report.bridgeMemory.sequential.roundTripsPerSecond,
    report.bridgeMemory.concurrent.roundTripsPerSecond,
    report.bridgeWindow.ours.sequential.roundTripsPerSecond,
    report.bridgeWindow.ours.concurrent.roundTripsPerSecond,
    report.bridgeWindow.penpal.sequential.roundTripsPerSecond,
    report.bridgeWindow.penpal.concurrent.roundTripsPerSecond,
    ...report.productPaging.runs.map((run: { pageChange: { medianMs: number } }) => run.pageChange.medianMs),
    ...report.productSync.runs.map((run: { runMs: number }) => run.runMs),
    ...report.bulkDownload.flow.map((run: { ms: number }) => run.ms),
    ...report.bulkDownload.raw.map((run: { ms: number }) => run.ms),
    report.bulkDownload.jszip.ms,
    report.bulkDownload.tiff.medianMs,
    report.textRender.redraw.medianMs,
    report.textRender.firstDraw.medianMs,
    ...report.stroke.styles.map((style: { strokeMedianMs: number }) => style.strokeMedianMs),
    report.batchPreview.lazy.firstScreenMs,
    report.batchPreview.eager.firstScreenMs,
    ...report.psdDesignerImport.rounds.map((round: { listedMs: number }) => round.listedMs),
    ...report.psdDesignerFiles.files.map((file: { shownMs: number }) => file.shownMs),
    ...report.psdImport.files.map((file: { candidates: Record<string, { ms: number }> }) => file.candidates['import']!.ms),
    report.modelMatch.indexedPairingMs,
    report.modelMatch.naivePairingMs,
    report.modelMatch.worker.ms,
    report.modelMatch.quality.precision.guarded,
    ...report.bridgeTransfer.sizes.flatMap((size: { upload: { mbPerSecond: number }; save: { mbPerSecond: number } }) => [
      size.upload.mbPerSecond,
      size.save.mbPerSecond,
    ]),
  ];
  for (const n of numbers) expect(n).toBeGreaterThan(0);
  // The indexed auto-match must give what the every-pair one gives (the speed is never asserted).
  expect(report.modelMatch.sameResult).toBe(true);
});
