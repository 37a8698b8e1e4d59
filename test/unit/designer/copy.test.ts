import { describe, expect, it } from 'vitest';
import { copyLayers } from '../../../src/features/designer/model/copy';
import { uuidV4 } from '../../../src/features/designer/model/uuid';
import { counter, layer, order, state } from './fixtures';

describe('copy layer (spec 2 §4, §9)', () => {
  const offsets: [string, { left: number; top: number }, { left: number; top: number }][] = [
    ['offsets by 10 percent of its position', { left: 200, top: 100 }, { left: 220, top: 110 }],
    ['a layer at the origin moves by 10 percent of its size instead of landing on itself', { left: 0, top: 0 }, { left: 10, top: 5 }],
    ['so does one too near it to be seen apart (a background at -11, 0)', { left: -11, top: 0 }, { left: -1, top: 5 }],
    ['one on an edge moves along the other axis', { left: 0, top: 300 }, { left: 0, top: 330 }],
    ['a negative position moves further out', { left: -200, top: -100 }, { left: -220, top: -110 }],
  ];
  it.each(offsets)('%s', (_label, at, expected) => {
    const after = copyLayers(state([layer('a', at)]), ['a'], counter());
    expect(after.layers[1].left).toBeCloseTo(expected.left, 9);
    expect(after.layers[1].top).toBeCloseTo(expected.top, 9);
  });

  it('gives the copy a new uuid and a null id, and keeps the rest', () => {
    const original = layer('a', { id: '42', rotation: 12.5, width: 70, locked: true });
    const copy = copyLayers(state([original]), ['a'], counter()).layers[1];
    expect(copy).toMatchObject({ uuid: 'new-1', id: null, rotation: 12.5, width: 70, locked: true, imageUrl: original.imageUrl });
  });

  it('places each copy just above its original and selects the copies', () => {
    const after = copyLayers(state([layer('a'), layer('b'), layer('c')], ['a']), ['a', 'c'], counter());
    expect(order(after)).toBe('anew-1bcnew-2');
    expect(after.selectedUuids).toEqual(['new-1', 'new-2']);
  });

  it('a copy of the background is an ordinary layer', () => {
    const after = copyLayers(state([layer('B', { isBackground: true })]), ['B'], counter());
    expect(after.layers.map((l) => l.isBackground)).toEqual([true, false]);
  });

  it('copies nothing for unknown layers', () => {
    const before = state([layer('a')]);
    expect(copyLayers(before, ['zz'])).toBe(before);
  });

  it('makes random version 4 uuids without crypto.randomUUID (Chrome 87)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => uuidV4()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
