import { describe, expect, it } from 'vitest';
import { draftTime, draftTimes } from '../../../src/features/designer/drafts/draftTime';

/** A local time (the PC's clock, as a draft's savedAt is). */
const at = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).getTime();

describe('when the restore question says the draft was written', () => {
  const now = at(2026, 3, 1, 9, 30);

  it.each([
    ['earlier today', at(2026, 3, 1, 0, 5), '今天 00:05'],
    ['yesterday, across the end of February', at(2026, 2, 28, 23, 59), '昨天 23:59'],
    ['two days ago, as a list shows a date', at(2026, 2, 27, 14, 5), '2026-02-27 14:05'],
    ['last year', at(2025, 12, 31, 8, 0), '2025-12-31 08:00'],
  ])('%s', (_label, savedAt, said) => {
    expect(draftTime(savedAt, now)).toBe(said);
  });
});

describe('the times of several drafts offered together', () => {
  const now = at(2026, 3, 1, 9, 30);

  it('stay to the minute when the minutes tell them apart', () => {
    expect(draftTimes([at(2026, 3, 1, 9, 12), at(2026, 2, 27, 14, 5)], now)).toEqual(['今天 09:12', '2026-02-27 14:05']);
  });

  it('go to the second, all of them, when two would read the same minute (two tabs left within one)', () => {
    const twoTabs = [at(2026, 3, 1, 9, 12) + 41_000, at(2026, 3, 1, 9, 12) + 3_000, at(2026, 2, 27, 14, 5)];
    expect(draftTimes(twoTabs, now)).toEqual(['今天 09:12:41', '今天 09:12:03', '2026-02-27 14:05:00']);
  });
});
