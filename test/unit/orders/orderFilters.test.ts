import { describe, expect, it } from 'vitest';
import { testOrder } from '../../support/orderFixtures';
import { filtersKey, inResult, orderQuery, readFilters } from '../../../src/features/orders/orderFilters';

const none = { shopId: null, from: null, to: null, q: null };

describe('order list filters kept in the address', () => {
  it('reads nothing as no filter', () => {
    expect(readFilters(none)).toEqual({ shopId: null, from: null, to: null, orderNumber: '' });
  });

  it('trims the order number', () => {
    expect(readFilters({ ...none, q: '  3001234567890123456 ' }).orderNumber).toBe('3001234567890123456');
  });

  it('keeps a range only when both days are real and in order', () => {
    expect(readFilters({ ...none, from: '2024-05-01', to: '2024-05-07' })).toMatchObject({ from: '2024-05-01', to: '2024-05-07' });
    expect(readFilters({ ...none, from: '2024-05-07', to: '2024-05-01' })).toMatchObject({ from: null, to: null });
    expect(readFilters({ ...none, from: '2024-05-01', to: null })).toMatchObject({ from: null, to: null });
    expect(readFilters({ ...none, from: '2024-02-30', to: '2024-03-01' })).toMatchObject({ from: null, to: null });
  });

  it('changes the key exactly when a filter changes', () => {
    const base = readFilters({ shopId: 's1', from: '2024-05-01', to: '2024-05-02', q: '1' });
    expect(filtersKey(base)).toBe(filtersKey({ ...base }));
    for (const change of [{ shopId: null }, { from: '2024-04-30' }, { to: '2024-05-03' }, { orderNumber: '2' }]) {
      expect(filtersKey({ ...base, ...change })).not.toBe(filtersKey(base));
    }
  });
});

describe('the order list call', () => {
  it('asks for the page alone when nothing is filtered', () => {
    expect(orderQuery(readFilters(none), 2, 50)).toEqual({ pageNo: 2, pageSize: 50 });
  });

  it('runs a range from the first day’s midnight to the last moment of the last day, local time', () => {
    const query = orderQuery(readFilters({ shopId: 's1', from: '2024-05-01', to: '2024-05-07', q: ' 42 ' }), 1, 20);
    expect(query).toEqual({
      pageNo: 1,
      pageSize: 20,
      shopId: 's1',
      createdAtStart: new Date(2024, 4, 1).getTime(),
      createdAtEnd: new Date(2024, 4, 8).getTime() - 1,
      originalId: '42',
    });
  });
});

describe('whether a ticked item’s order is in the current result', () => {
  const may1 = new Date(2024, 4, 1, 0, 0).getTime();
  const may7End = new Date(2024, 4, 8).getTime() - 1;
  const child = testOrder('c', { originalId: '777123' });
  const top = testOrder('t', { originalId: '555001', shopId: 's1', createdAt: may1, childOrders: [child] });
  const filters = (over: { shopId?: string; from?: string; to?: string; q?: string }) => readFilters({ ...none, ...over });

  it.each([
    ['no filter', {}, top, true],
    ['its shop', { shopId: 's1' }, top, true],
    ['another shop', { shopId: 's2' }, top, false],
    ['a range starting at its first moment', { from: '2024-05-01', to: '2024-05-07' }, top, true],
    ['a range ending at its last moment', { from: '2024-04-01', to: '2024-05-07' }, { ...top, createdAt: may7End }, true],
    ['a range ending the day before', { from: '2024-04-01', to: '2024-04-30' }, top, false],
    ['a range starting the day after', { from: '2024-05-02', to: '2024-05-07' }, top, false],
    ['its own number', { q: '555001' }, top, true],
    ['part of its number', { q: '5500' }, top, true],
    ['a child’s number', { q: '777123' }, top, true],
    ['a number of another order', { q: '999' }, top, false],
    ['its shop and number, another range', { shopId: 's1', q: '555001', from: '2024-06-01', to: '2024-06-02' }, top, false],
  ] as const)('%s', (_name, over, order, expected) => {
    expect(inResult(order, filters(over))).toBe(expected);
  });
});
