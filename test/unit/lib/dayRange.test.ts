import { describe, expect, it } from 'vitest';
import { createdAtRange, dayOf, lastDays, readDay } from '../../../src/lib/dayRange';

describe('whole local days (the order filter, the credit records)', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['2024-02-30', null],
    ['2024-13-01', null],
    ['2024-5-1', null],
    ['yesterday', null],
    ['', null],
    [null, null],
  ])('reads the day %s as %s', (raw, day) => {
    expect(readDay(raw)).toBe(day);
  });

  it('names a moment’s local day', () => {
    expect(dayOf(new Date(2024, 2, 3, 23, 59))).toBe('2024-03-03');
    expect(dayOf(new Date(2024, 2, 4, 0, 0).getTime())).toBe('2024-03-04');
  });

  it('works out the shortcuts from today: 今天, 近7天 (spec 3 §9), 近30天, across a month end in a leap year', () => {
    const now = new Date(2024, 2, 5, 15, 30);
    expect(lastDays(1, now)).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(lastDays(7, now.getTime())).toEqual({ from: '2024-02-28', to: '2024-03-05' });
    expect(lastDays(30, now)).toEqual({ from: '2024-02-05', to: '2024-03-05' });
  });

  it('asks from the first midnight to the last millisecond of the last day, local time', () => {
    expect(createdAtRange({ from: '2024-02-26', to: '2024-03-03' })).toEqual({
      createdAtStart: new Date(2024, 1, 26).getTime(),
      createdAtEnd: new Date(2024, 2, 4).getTime() - 1,
    });
  });

  it('reads a backwards range as the days between', () => {
    expect(createdAtRange({ from: '2024-03-03', to: '2024-03-01' })).toEqual(createdAtRange({ from: '2024-03-01', to: '2024-03-03' }));
  });

  it('asks for everything with no range, or one that is no date', () => {
    expect(createdAtRange(null)).toEqual({});
    expect(createdAtRange({ from: '2024-02-30', to: '2024-03-01' })).toEqual({});
    expect(createdAtRange({ from: 'yesterday', to: '2024-03-01' })).toEqual({});
  });
});
