// Which parts `npm run bench` runs: every one by default, those BENCH_PARTS names in the bench order; and what it says of their last times.
import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, lastDurationsLine, ownSettings, selectedParts, updatedDurations } from '../../bench/run';

describe('the bench parts', () => {
  it('runs every part when BENCH_PARTS is unset or empty, the bridge in Node first', () => {
    expect(selectedParts(undefined)).toEqual([...BENCH_PARTS]);
    expect(selectedParts(' ')).toEqual([...BENCH_PARTS]);
    expect(BENCH_PARTS[0]!.name).toBe('bridgeMemory');
  });

  it('runs the named parts alone, in the bench order whatever the order named', () => {
    expect(selectedParts('bulkDownload, psdImport').map((part) => part.name)).toEqual(['bulkDownload', 'psdImport']);
  });

  it('names each part once', () => {
    const names = BENCH_PARTS.map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a name it does not know, listing the parts', () => {
    expect(() => selectedParts('psdImport,psd')).toThrow(/no part named psd; the parts are bridgeMemory, bundleSize/);
  });
});

describe('what a run says at its start', () => {
  const parts = selectedParts('bridgeWindow,bulkDownload,sheets');
  const record = {
    bridgeWindow: { before: 1.3, after: 1.3, seconds: 15.8, cpuSeconds: 20.1, date: '2026-11-26T20:37:10.000Z' },
    bulkDownload: { before: 2, after: 3.2, seconds: 132.5, cpuSeconds: 250.4, date: '2026-11-26T20:40:00.000Z' },
  };

  it('gives each part the time it took last, the whole, and names the parts never timed', () => {
    expect(lastDurationsLine(parts, record)).toBe(
      'Last time (the builds before these not counted): bridgeWindow 15.8 s (CPU 20.1 s) at load 1.3–1.3, 2026-11-26 20:37; ' +
        'bulkDownload 132.5 s (CPU 250.4 s) at load 2–3.2, 2026-11-26 20:40. 2 min 28 s in all; no time recorded yet for sheets.',
    );
    expect(lastDurationsLine(parts, {})).toBe('Last time: no part of these has a recorded time yet.');
  });

  it('keeps the times of the parts a run of some parts did not run', () => {
    const updated = updatedDurations(record, { sheets: { before: 9.3, after: 8.2, seconds: 91.1, cpuSeconds: 150 } }, '2026-11-27T15:34:20.099Z');
    expect(updated.bulkDownload).toEqual(record.bulkDownload);
    expect(updated.sheets).toEqual({ before: 9.3, after: 8.2, seconds: 91.1, cpuSeconds: 150, date: '2026-11-27T15:34:20.099Z' });
  });

  it('keeps every recorded time after a run with settings of its own: its time is not the part\'s', () => {
    const settings = ownSettings({ BENCH_PARTS: 'psdImport', BENCH_PSD_ONLY: 'emoji', BENCH_PSD_SHORT_ROUNDS: '25', HOME: '/root' });
    expect(settings).toEqual(['BENCH_PSD_ONLY', 'BENCH_PSD_SHORT_ROUNDS']);
    expect(updatedDurations(record, { psdImport: { before: 9, after: 9, seconds: 87.2 } }, '2026-11-29T05:07:00.000Z', settings)).toEqual(record);
    expect(ownSettings({ BENCH_PARTS: 'psdImport' })).toEqual([]);
  });
});
