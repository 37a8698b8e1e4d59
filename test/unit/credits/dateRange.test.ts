import { describe, expect, it } from 'vitest';
import { lastDays, rangeQuery, today } from '../../../src/features/credits/dateRange';

describe('record date ranges (spec 3 §9: the recharge records open on the last 7 days)', () => {
  const now = new Date(2024, 2, 3, 15, 30); // 3 March 2024, a leap year

  it('the last 7 days are today and the 6 days before, across a month end', () => {
    expect(lastDays(7, now)).toEqual({ from: '2024-02-26', to: '2024-03-03' });
  });

  it('today is one day', () => {
    expect(today(now)).toEqual({ from: '2024-03-03', to: '2024-03-03' });
  });

  it('asks from the first midnight to the last millisecond of the last day, local time', () => {
    expect(rangeQuery({ from: '2024-02-26', to: '2024-03-03' })).toEqual({
      createdAtStart: new Date(2024, 1, 26).getTime(),
      createdAtEnd: new Date(2024, 2, 4).getTime() - 1,
    });
  });

  it('reads a backwards range as the days between', () => {
    expect(rangeQuery({ from: '2024-03-03', to: '2024-03-01' })).toEqual(rangeQuery({ from: '2024-03-01', to: '2024-03-03' }));
  });

  it('asks for everything with no range, or one that is no date', () => {
    expect(rangeQuery(null)).toEqual({});
    expect(rangeQuery({ from: '2024-02-30', to: '2024-03-01' })).toEqual({});
    expect(rangeQuery({ from: 'yesterday', to: '2024-03-01' })).toEqual({});
  });
});
