// Which parts `npm run bench` runs: every one by default, those BENCH_PARTS names in the bench's order.
import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, selectedParts } from '../../bench/run';

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
