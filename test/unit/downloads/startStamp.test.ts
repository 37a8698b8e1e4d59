// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimStartStamp, claimStartStampAcrossTabs } from '../../../src/features/downloads/startStamp';
import { archivePartName } from '../../../src/lib/bulkDownload/names';
import { safeStorage } from '../../../src/lib/safeStorage';

const storage = safeStorage(() => window.localStorage);
const at = (seconds: number, ms = 0) => new Date(2026, 10, 22, 19, 5, seconds, ms);
const name = (date: Date) => archivePartName('定制图', date, 1);

describe('the second a download names its archives after', () => {
  beforeEach(() => window.localStorage.clear());

  it('is the clock second for the first download, and the next free one for each started in a second taken', () => {
    expect(name(claimStartStamp(storage, at(12, 300)))).toBe('定制图_20261122_190512_1.zip');
    expect(name(claimStartStamp(storage, at(12, 900)))).toBe('定制图_20261122_190513_1.zip');
    expect(name(claimStartStamp(storage, at(12, 950)))).toBe('定制图_20261122_190514_1.zip');
    // A download started in a second already handed on is moved past it too.
    expect(name(claimStartStamp(storage, at(13, 100)))).toBe('定制图_20261122_190515_1.zip');
    expect(name(claimStartStamp(storage, at(20)))).toBe('定制图_20261122_190520_1.zip');
  });

  it('is shared by every tab of the browser (they share the storage) and forgets seconds long past', () => {
    const otherTab = safeStorage(() => window.localStorage);
    claimStartStamp(otherTab, at(12));
    expect(claimStartStamp(storage, at(12)).getTime()).toBe(at(13).getTime());
    const later = new Date(at(12).getTime() + 11 * 60 * 1000);
    claimStartStamp(storage, later);
    expect(JSON.parse(window.localStorage.getItem('pcc.downloadStamps')!)).toEqual([later.getTime() / 1000]);
  });

  it('keeps no second far from the clock: a list written by hand neither holds the page nor moves the name far', () => {
    const from = Math.floor(at(12).getTime() / 1000);
    const flood = Array.from({ length: 200_000 }, (_, i) => from + i);
    window.localStorage.setItem('pcc.downloadStamps', JSON.stringify(flood));
    const stamp = claimStartStamp(storage, at(12));
    // Only the seconds within ten minutes of the clock count: the stamp moves at most that far.
    expect(stamp.getTime() - at(12).getTime()).toBe(10 * 60 * 1000);
    expect(JSON.parse(window.localStorage.getItem('pcc.downloadStamps')!).length).toBeLessThanOrEqual(1201);
  });

  it('reads a stored value it cannot use as nothing taken', () => {
    window.localStorage.setItem('pcc.downloadStamps', '{not json');
    expect(claimStartStamp(storage, at(12)).getTime()).toBe(at(12).getTime());
    window.localStorage.setItem('pcc.downloadStamps', JSON.stringify({ taken: 1 }));
    expect(claimStartStamp(storage, at(12)).getTime()).toBe(at(12).getTime());
  });

  describe('across tabs', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('claims under one Web Lock, reading the clock and the taken seconds only once it holds it', async () => {
      const held: string[] = [];
      let release = () => {};
      const granted = new Promise<void>((resolve) => (release = resolve));
      vi.stubGlobal('navigator', {
        locks: { request: async (name: string, work: () => unknown) => (held.push(name), await granted, work()) },
      });
      claimStartStamp(storage, at(12));
      let clockRead = false;
      const claim = claimStartStampAcrossTabs(storage, () => ((clockRead = true), at(12)));
      await Promise.resolve();
      // Another tab holds the lock: nothing is read until it lets go, so both never see the same list.
      expect(held).toEqual(['pcc-download-stamp']);
      expect(clockRead).toBe(false);
      release();
      expect((await claim).getTime()).toBe(at(13).getTime());
    });

    it('claims at once where the browser has no Web Locks', async () => {
      vi.stubGlobal('navigator', {});
      expect((await claimStartStampAcrossTabs(storage, () => at(12))).getTime()).toBe(at(12).getTime());
    });
  });
});
