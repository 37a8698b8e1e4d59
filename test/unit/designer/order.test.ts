import { describe, expect, it } from 'vitest';
import { moveDown, moveLayerTo, moveUp, type OrderMessage } from '../../../src/features/designer/model/order';
import { order, stack, state } from './fixtures';

const bg = { B: { isBackground: true } };

describe('move up and move down (spec 2 §4)', () => {
  const cases: [string, string, 'up' | 'down', string, string, OrderMessage | undefined][] = [
    ['move up swaps with the layer above', 'abc', 'up', 'a', 'bac', undefined],
    ['move down swaps with the layer below', 'abc', 'down', 'c', 'acb', undefined],
    ['move up at the top says it is at the top', 'abc', 'up', 'c', 'abc', 'top'],
    ['move down at the bottom says it is at the bottom', 'abc', 'down', 'a', 'abc', 'bottom'],
    ['move down just above a background says it is at the bottom', 'Bab', 'down', 'a', 'Bab', 'bottom'],
    ['move down two above a background still swaps', 'Bab', 'down', 'b', 'Bba', undefined],
    ['move down on the background says it is at the bottom', 'Bab', 'down', 'B', 'Bab', 'bottom'],
    ['move up on the background does nothing (it stays at the bottom)', 'Bab', 'up', 'B', 'Bab', undefined],
    ['a single layer is at the top', 'a', 'up', 'a', 'a', 'top'],
    ['a locked layer may change order', 'abc', 'up', 'b', 'acb', undefined],
  ];
  it.each(cases)('%s', (_label, names, direction, uuid, expected, message) => {
    const before = state(stack(names, { ...bg, b: { locked: true } }));
    const result = direction === 'up' ? moveUp(before, uuid) : moveDown(before, uuid);
    expect(order(result.state)).toBe(expected);
    expect(result.message).toBe(message);
    if (message === 'top' || message === 'bottom') expect(result.state).toBe(before);
  });
});

describe('moveLayerTo: drag-sort in the layer list (spec 2 §4)', () => {
  const cases: [string, string, string, number, string, OrderMessage | undefined][] = [
    ['moves a layer up to a position and says 移动图层成功~', 'abcd', 'a', 2, 'bcad', 'moved'],
    ['moves a layer down to a position', 'abcd', 'd', 0, 'dabc', 'moved'],
    ['a drop past the top lands at the top', 'abcd', 'a', 99, 'bcda', 'moved'],
    ['a drop below the background lands just above it', 'Babc', 'c', 0, 'Bcab', 'moved'],
    ['a drop where the layer already is does nothing', 'abcd', 'b', 1, 'abcd', undefined],
    ['a drop below the background by the layer just above it says bottom', 'Babc', 'a', 0, 'Babc', 'bottom'],
    ['the background itself cannot be dragged', 'Babc', 'B', 2, 'Babc', undefined],
    ['an unknown layer does nothing', 'abc', 'zz', 0, 'abc', undefined],
  ];
  it.each(cases)('%s', (_label, names, uuid, toIndex, expected, message) => {
    const result = moveLayerTo(state(stack(names, bg)), uuid, toIndex);
    expect(order(result.state)).toBe(expected);
    expect(result.message).toBe(message);
  });
});
