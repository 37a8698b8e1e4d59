import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../../src/lib/safeStorage';
import { startSortNote, takeInterruptedSort, type SortNoteDeps } from '../../../src/lib/sortNote';

function memoryStorage(): SafeStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

/** A browser's storage and locks; `tabs` hold locks until released (a closed tab releases its own). */
function browser() {
  const storage = memoryStorage();
  const held = new Set<string>();
  let ids = 0;
  let clock = 0;
  const deps: SortNoteDeps = {
    storage,
    holdLock: (name) => {
      held.add(name);
      return () => held.delete(name);
    },
    heldLocks: async (prefix) => new Set([...held].filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length))),
    newId: () => `n${++ids}`,
    now: () => ++clock,
  };
  return { deps, storage, held, closeTabs: () => held.clear() };
}

const sort = { account: 'demo', list: 'colors:7', before: ['a', 'b', 'c'], target: ['c', 'a', 'b'] };

describe('the note of a running sort', () => {
  it('is left while the sort runs and gone once it finished', async () => {
    const { deps, storage } = browser();
    const note = startSortNote(deps, sort);
    expect(storage.map.size).toBe(1);
    note.finish();
    note.finish();
    expect(storage.map.size).toBe(0);
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toBeNull();
  });

  it('is not taken while its tab lives (a sort running in another tab), and is once that tab is gone', async () => {
    const { deps, closeTabs } = browser();
    startSortNote(deps, sort);
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toBeNull();
    closeTabs();
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toMatchObject({ before: sort.before, target: sort.target });
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toBeNull();
  });

  it("leaves another account's and another list's notes, and drops what cannot be read", async () => {
    const { deps, storage, closeTabs } = browser();
    startSortNote(deps, { ...sort, account: 'other' });
    startSortNote(deps, { ...sort, list: 'brands' });
    storage.setItem('pcc.sortNote.broken', '{"id":');
    closeTabs();
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toBeNull();
    expect(storage.map.size).toBe(2);
    expect(await takeInterruptedSort(deps, 'demo', 'brands')).toMatchObject({ list: 'brands' });
    expect(await takeInterruptedSort(deps, 'other', 'colors:7')).toMatchObject({ account: 'other' });
  });

  // Two orders that are not one list reordered would crash the list screen's plan (orderingCalls refuses them).
  const notPermutations: [string, string[], string[]][] = [
    ['an id only in the dropped order', ['a', 'b', 'c'], ['a', 'b', 'x']],
    ['an id dropped from the dropped order', ['a', 'b', 'c'], ['b', 'a']],
    ['an id twice', ['a', 'b', 'b'], ['b', 'a', 'b']],
  ];
  it.each(notPermutations)('drops a note with %s', async (_label, before, target) => {
    const { deps, storage } = browser();
    storage.setItem('pcc.sortNote.odd', JSON.stringify({ id: 'odd', account: 'demo', list: 'colors:7', before, target, startedAt: 1 }));
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('gives the later of two notes of one list and takes both', async () => {
    const { deps, storage, closeTabs } = browser();
    startSortNote(deps, sort);
    startSortNote(deps, { ...sort, target: ['b', 'c', 'a'] });
    closeTabs();
    expect(await takeInterruptedSort(deps, 'demo', 'colors:7')).toMatchObject({ target: ['b', 'c', 'a'] });
    expect(storage.map.size).toBe(0);
  });
});
