import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../adapters/mock/devApi/http/http';
import { appendItem, moveBefore, relink, removeWhere, type Linked } from '../../../adapters/mock/devApi/linkedList';
import { parseOr400 } from '../../../adapters/mock/devApi/http/parse';
import { INVALID_ORDERING, OrderingBodySchema } from '../../../contract/ordering';
import type { PhoneBrand } from '../../../contract/catalogue';
import { freshApi } from './helpers';
import { client, expectChained } from './catalogueHelpers';

const list = (ids: string[]): Linked[] => relink(ids.map((id) => ({ id, next: null })));
const idsOf = (items: Linked[]) => items.map((item) => item.id);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const result: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) result.push([item, ...rest]);
  });
  return result;
}

/**
 * What the console sends for a drag-sort (spec 1 §4, DESIGN "Ordering"): one call per item whose
 * position changed, from the last changed index to the first, each putting the item before its new
 * successor.
 */
function orderingCalls(oldOrder: string[], newOrder: string[]): Array<{ id: string; next: string | null }> {
  const changed = newOrder.map((id, k) => (id !== oldOrder[k] ? k : -1)).filter((k) => k >= 0);
  return changed.reverse().map((k) => ({ id: newOrder[k]!, next: newOrder[k + 1] ?? null }));
}

function statusOf(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return undefined;
}

describe('linked list', () => {
  it('keeps next in step with the order through append, move and remove', () => {
    const items = list(['a', 'b', 'c']);
    expect(items.map((item) => item.next)).toEqual(['b', 'c', null]);
    appendItem(items, { id: 'd', next: 'garbage' });
    expect(idsOf(items)).toEqual(['a', 'b', 'c', 'd']);
    expectChained(items);
    moveBefore(items, 'd', 'a');
    expect(idsOf(items)).toEqual(['d', 'a', 'b', 'c']);
    expectChained(items);
    moveBefore(items, 'a', null);
    expect(idsOf(items)).toEqual(['d', 'b', 'c', 'a']);
    expectChained(items);
    expect(idsOf(removeWhere(items, (item) => item.id === 'b' || item.id === 'a'))).toEqual(['b', 'a']);
    expect(idsOf(items)).toEqual(['d', 'c']);
    expectChained(items);
  });

  it('puts the item immediately before next, from either side', () => {
    const forward = list(['a', 'b', 'c', 'd']);
    moveBefore(forward, 'a', 'd');
    expect(idsOf(forward)).toEqual(['b', 'c', 'a', 'd']);
    const backward = list(['a', 'b', 'c', 'd']);
    moveBefore(backward, 'd', 'b');
    expect(idsOf(backward)).toEqual(['a', 'd', 'b', 'c']);
    const inPlace = list(['a', 'b', 'c']);
    moveBefore(inPlace, 'a', 'b');
    expect(idsOf(inPlace)).toEqual(['a', 'b', 'c']);
  });

  it('refuses next = the item itself or an id of another list (400), and an unknown item (404)', () => {
    const items = list(['a', 'b', 'c']);
    expect(statusOf(() => moveBefore(items, 'b', 'b'))).toBe(400);
    expect(statusOf(() => moveBefore(items, 'b', 'z'))).toBe(400);
    expect(statusOf(() => moveBefore(items, 'z', 'a'))).toBe(404);
    expect(idsOf(items)).toEqual(['a', 'b', 'c']);
  });

  it('reads next: required, null allowed, numbers as strings', () => {
    const readNext = (body: Record<string, unknown>) => parseOr400(OrderingBodySchema, body, INVALID_ORDERING).next;
    expect(readNext({ next: null })).toBeNull();
    expect(readNext({ next: 12 })).toBe('12');
    expect(readNext({ next: '12' })).toBe('12');
    expect(statusOf(() => readNext({}))).toBe(400);
    expect(statusOf(() => readNext({ next: '' }))).toBe(400);
    expect(statusOf(() => readNext({ next: {} }))).toBe(400);
  });

  it("reaches every reorder of up to 6 items with the client's calls (exhaustive)", () => {
    let checked = 0;
    for (let n = 1; n <= 6; n++) {
      const oldOrder = 'abcdef'.slice(0, n).split('');
      for (const newOrder of permutations(oldOrder)) {
        const items = list(oldOrder);
        const calls = orderingCalls(oldOrder, newOrder);
        for (const { id, next } of calls) moveBefore(items, id, next);
        expect(idsOf(items), `${oldOrder.join('')} → ${newOrder.join('')}`).toEqual(newOrder);
        expectChained(items);
        // One call per moved item, none for an unchanged order.
        expect(calls.length).toBe(newOrder.filter((id, k) => id !== oldOrder[k]).length);
        checked++;
      }
    }
    expect(checked).toBe(1 + 2 + 6 + 24 + 120 + 720);
  });

  it('applies the same calls over HTTP to the seeded brands', async () => {
    const api = freshApi();
    const c = client(api);
    const seeded = await c.get<PhoneBrand[]>('/api/phone_brands');
    const oldOrder = seeded.map((brand) => brand.id);
    expect(oldOrder).toHaveLength(6);
    const reorders = [
      oldOrder.slice().reverse(),
      [...oldOrder.slice(1), oldOrder[0]!],
      [oldOrder[5]!, ...oldOrder.slice(0, 5)],
      [oldOrder[0]!, oldOrder[2]!, oldOrder[1]!, oldOrder[3]!, oldOrder[5]!, oldOrder[4]!],
    ];
    for (const newOrder of reorders) {
      api.reset();
      for (const { id, next } of orderingCalls(oldOrder, newOrder)) {
        await c.ok('PATCH', `/api/phone_brands/${id}/ordering`, { next });
      }
      const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
      expect(brands.map((brand) => brand.id)).toEqual(newOrder);
      expectChained(brands);
    }
  });
});
