import { describe, expect, it } from 'vitest';
import {
  applyOrderingCall,
  createSortLock,
  moveItem,
  orderFromLinks,
  orderingCalls,
  planInterruptedSort,
  sortLock,
  type OrderingCall,
} from '../../../src/lib/ordering';

/** Items from `a>b>c` notation: each id points at the one after it. */
const linked = (order: string) => {
  const ids = order.split('>');
  return ids.map((id, i) => ({ id, next: ids[i + 1] ?? null }));
};
const ids = (items: { id: string }[]) => items.map((item) => item.id).join(',');

/** The server of spec 1 §7 (as adapters/mock/devApi/linkedList.ts does it): take out, insert before next. */
function applyOnServer(list: readonly string[], calls: readonly OrderingCall[]): string[] {
  const items = list.slice();
  for (const { id, next } of calls) {
    if (id === next) throw new Error('next is the item itself');
    items.splice(items.indexOf(id), 1);
    items.splice(next === null ? items.length : items.indexOf(next), 0, id);
  }
  return items;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('orderFromLinks', () => {
  const cases: [string, { id: string; next: string | null }[], string][] = [
    ['follows next from the head', linked('a>b>c>d'), 'a,b,c,d'],
    ['follows next whatever the input order', [linked('a>b>c')[2]!, linked('a>b>c')[0]!, linked('a>b>c')[1]!], 'a,b,c'],
    ['keeps a single item', linked('a'), 'a'],
    ['gives nothing for no items', [], ''],
    [
      'appends an item cut off by a dangling next, in input order',
      [{ id: 'a', next: 'x' }, { id: 'c', next: null }, { id: 'b', next: 'c' }],
      'a,c,b',
    ],
    [
      'shows every item of a cycle once',
      [{ id: 'a', next: 'b' }, { id: 'b', next: 'c' }, { id: 'c', next: 'a' }],
      'a,b,c',
    ],
    [
      'appends a second chain after the first head’s chain',
      [{ id: 'x', next: 'y' }, { id: 'a', next: 'b' }, { id: 'y', next: null }, { id: 'b', next: null }],
      'x,y,a,b',
    ],
    ['survives an item pointing at itself', [{ id: 'a', next: 'a' }, { id: 'b', next: null }], 'a,b'],
  ];
  it.each(cases)('%s', (_label, items, expected) => {
    expect(ids(orderFromLinks(items))).toBe(expected);
  });

  it('returns the items themselves', () => {
    const items = linked('a>b');
    expect(orderFromLinks(items)[0]).toBe(items[0]);
  });
});

describe('orderingCalls', () => {
  const cases: [string, string, string, OrderingCall[]][] = [
    ['sends nothing when nothing moved', 'a,b,c', 'a,b,c', []],
    ['moves the last item to the front', 'a,b,c', 'c,a,b', [{ id: 'b', next: null }, { id: 'a', next: 'b' }, { id: 'c', next: 'a' }]],
    ['moves the first item to the end', 'a,b,c', 'b,c,a', [{ id: 'a', next: null }, { id: 'c', next: 'a' }, { id: 'b', next: 'c' }]],
    ['swaps two neighbours', 'a,b,c,d', 'a,c,b,d', [{ id: 'b', next: 'd' }, { id: 'c', next: 'b' }]],
    ['leaves untouched items alone around a swap at the end', 'a,b,c,d', 'a,b,d,c', [{ id: 'c', next: null }, { id: 'd', next: 'c' }]],
  ];
  it.each(cases)('%s', (_label, before, after, expected) => {
    expect(orderingCalls(before.split(','), after.split(','))).toEqual(expected);
  });

  it('sends one call per item whose position changed, and reaches every permutation of up to 6 items', () => {
    let checked = 0;
    for (let n = 0; n <= 6; n++) {
      const start = Array.from({ length: n }, (_, i) => `i${i}`);
      for (const target of permutations(start)) {
        const calls = orderingCalls(start, target);
        expect(calls.length).toBe(target.filter((id, i) => start[i] !== id).length);
        expect(new Set(calls.map((call) => call.id)).size).toBe(calls.length);
        expect(applyOnServer(start, calls)).toEqual(target);
        checked++;
      }
    }
    expect(checked).toBe(1 + 1 + 2 + 6 + 24 + 120 + 720);
  });

  it('works from any starting order, not only the sorted one', () => {
    const start = ['e', 'c', 'a', 'f', 'b', 'd'];
    for (const target of permutations(start)) expect(applyOnServer(start, orderingCalls(start, target))).toEqual(target);
  });

  it('refuses orders that do not hold the same items', () => {
    expect(() => orderingCalls(['a', 'b'], ['a', 'c'])).toThrow();
    expect(() => orderingCalls(['a', 'b'], ['a'])).toThrow();
    expect(() => orderingCalls(['a', 'a'], ['a', 'a'])).toThrow();
  });
});

describe('moveItem', () => {
  const cases: [string, number, number, string][] = [
    ['moves an item down', 0, 2, 'b,c,a,d'],
    ['moves an item up', 3, 1, 'a,d,b,c'],
    ['moves to the end', 1, 3, 'a,c,d,b'],
    ['keeps the order when dropped in place', 2, 2, 'a,b,c,d'],
    ['clamps a drop past the end', 0, 9, 'b,c,d,a'],
    ['ignores a drag from outside the list', 7, 0, 'a,b,c,d'],
  ];
  it.each(cases)('%s', (_label, from, to, expected) => {
    const before = ['a', 'b', 'c', 'd'];
    expect(moveItem(before, from, to).join(',')).toBe(expected);
    expect(before.join(',')).toBe('a,b,c,d');
  });

  it('feeds orderingCalls a drag result', () => {
    const before = ['a', 'b', 'c', 'd'];
    const after = moveItem(before, 3, 0);
    expect(applyOnServer(before, orderingCalls(before, after))).toEqual(after);
  });
});

describe('applyOrderingCall', () => {
  it('is the server of spec 1 §7 for every call of every permutation of 5 items', () => {
    const start = ['a', 'b', 'c', 'd', 'e'];
    for (const target of permutations(start)) {
      let state = start;
      for (const call of orderingCalls(start, target)) {
        const next = applyOrderingCall(state, call);
        expect(next).toEqual(applyOnServer(state, [call]));
        state = next;
      }
      expect(state).toEqual(target);
    }
  });
});

describe('planInterruptedSort', () => {
  // The last item dropped first: every index changes, 4 calls.
  const before = ['a', 'b', 'c', 'd'];
  const target = ['d', 'a', 'b', 'c'];
  const afterCalls = (count: number) => orderingCalls(before, target).slice(0, count).reduce(applyOrderingCall, before);
  const cases: [string, string[], 'finish' | 'changed'][] = [
    ['finishes a sort none of whose calls landed', before, 'finish'],
    ['finishes a sort cut after its first call', afterCalls(1), 'finish'],
    ['finishes a sort cut after its third call', afterCalls(3), 'finish'],
    ['finishes a sort whose last call landed unanswered (nothing left to send)', target, 'finish'],
    ['leaves a list sorted otherwise since', ['b', 'a', 'c', 'd'], 'changed'],
    ['leaves a list that lost an item', ['a', 'b', 'd'], 'changed'],
    ['leaves a list that gained an item', ['a', 'b', 'c', 'd', 'e'], 'changed'],
  ];
  it.each(cases)('%s', (_label, current, kind) => {
    const plan = planInterruptedSort(before, target, current);
    expect(plan.kind).toBe(kind);
    if (plan.kind === 'finish') expect(applyOnServer(current, plan.calls)).toEqual(target);
  });

  // A note from storage is not trusted: whatever its orders hold, the plan says `changed` rather than throw.
  const odd: [string, string[], string[], string[]][] = [
    ['a dropped order with an id the start lacks', before, ['d', 'a', 'b', 'x'], before],
    ['a dropped order missing an id', before, ['d', 'a', 'b'], before],
    ['an id twice in the start', ['a', 'a', 'c', 'd'], ['d', 'a', 'a', 'c'], ['a', 'a', 'c', 'd']],
    ['an id twice in the list now', before, target, ['a', 'a', 'c', 'd']],
    ['empty orders and a list', [], [], ['a']],
  ];
  it.each(odd)('never throws: %s is changed', (_label, start, dropped, current) => {
    expect(planInterruptedSort(start, dropped, current)).toEqual({ kind: 'changed' });
  });

  it('sends only what is left', () => {
    const plan = planInterruptedSort(before, target, afterCalls(1));
    expect(plan).toEqual({ kind: 'finish', calls: orderingCalls(afterCalls(1), target) });
    expect(planInterruptedSort(before, target, target)).toEqual({ kind: 'finish', calls: [] });
  });
});

describe('the sort lock', () => {
  it('refuses a second sort while one runs, with the text of spec 1 §4', async () => {
    const lock = createSortLock();
    let finish!: () => void;
    const first = lock.run(() => new Promise<string>((resolve) => (finish = () => resolve('sorted'))));
    expect(lock.busy).toBe(true);
    await expect(lock.run(async () => 'second')).rejects.toThrow(new Error('正在排序中，请稍后重试'));
    finish();
    await expect(first).resolves.toBe('sorted');
    expect(lock.busy).toBe(false);
  });

  it('lets the next sort run after one fails', async () => {
    const lock = createSortLock();
    await expect(lock.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    await expect(lock.run(async () => 2)).resolves.toBe(2);
  });

  it('releases when the task throws before returning a promise', async () => {
    const lock = createSortLock();
    const throwing = (): Promise<never> => {
      throw new Error('sync');
    };
    await expect(lock.run(throwing)).rejects.toThrow('sync');
    expect(lock.busy).toBe(false);
  });

  it('is one lock for every list', async () => {
    let finish!: () => void;
    const brands = sortLock.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(sortLock.run(async () => 'models')).rejects.toThrow('正在排序中，请稍后重试');
    finish();
    await brands;
  });
});
