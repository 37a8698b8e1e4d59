import { describe, expect, it } from 'vitest';
import { machinePaceLine, measureMachinePace } from '../../bench/machinePace';

describe('the machine pace printed at the bench run start', () => {
  it('measures a memory copy, one into fresh memory and a loopback transfer, each a rate above zero', async () => {
    const pace = await measureMachinePace({ copyMB: 8, loopbackMB: 8 });
    expect(pace.memoryCopyGBps).toBeGreaterThan(0);
    expect(pace.freshMemoryGBps).toBeGreaterThan(0);
    expect(pace.loopbackMBps).toBeGreaterThan(0);
    expect(Number.isFinite(pace.memoryCopyGBps) && Number.isFinite(pace.loopbackMBps)).toBe(true);
  });

  it('names each figure by the API it used', () => {
    const line = machinePaceLine({ memoryCopyGBps: 14.2, freshMemoryGBps: 1.1, loopbackMBps: 677 });
    expect(line).toContain('memory copy 14.2 GB/s (Buffer.copy, one core), into fresh memory 1.1 GB/s');
    expect(line).toContain('loopback TCP 677 MB/s (node:net, one connection)');
  });
});
