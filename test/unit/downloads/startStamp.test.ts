// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { claimStartStamp } from '../../../src/features/downloads/startStamp';
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

  it('reads a stored value it cannot use as nothing taken', () => {
    window.localStorage.setItem('pcc.downloadStamps', '{not json');
    expect(claimStartStamp(storage, at(12)).getTime()).toBe(at(12).getTime());
    window.localStorage.setItem('pcc.downloadStamps', JSON.stringify({ taken: 1 }));
    expect(claimStartStamp(storage, at(12)).getTime()).toBe(at(12).getTime());
  });
});
