import { describe, expect, it } from 'vitest';
import { moveGroupStep, moveGroupTo } from '../../../src/features/designer/model/groupRow';
import { layer, state } from './fixtures';

// Bottom first: a background, a layer, a group of two, another group of two, a layer on top.
const stacked = () =>
  state([
    layer('bg', { isBackground: true }),
    layer('a'),
    layer('g1', { groupId: 'G', groupName: '编组 1' }),
    layer('g2', { groupId: 'G', groupName: '编组 1' }),
    layer('h1', { groupId: 'H', groupName: '编组 2' }),
    layer('h2', { groupId: 'H', groupName: '编组 2' }),
    layer('top'),
  ]);
const order = (uuid: string, target: string) => {
  const result = moveGroupTo(stacked(), uuid, target);
  return [result.state.layers.map((l) => l.uuid).join(' '), result.message];
};

describe("a group's row dropped on another row", () => {
  it('moves every member as one run above a row higher up, below one lower down, never splitting another group', () => {
    expect(order('g1', 'top')).toEqual(['bg a h1 h2 top g1 g2', 'moved']);
    expect(order('g2', 'h2')).toEqual(['bg a h1 h2 g1 g2 top', 'moved']);
    expect(order('h1', 'g2')).toEqual(['bg a h1 h2 g1 g2 top', 'moved']);
    expect(order('h2', 'a')).toEqual(['bg h1 h2 a g1 g2 top', 'moved']);
  });

  it('stays above the background, and onto itself moves nothing', () => {
    expect(order('g1', 'bg')).toEqual(['bg g1 g2 a h1 h2 top', 'moved']);
    expect(order('g1', 'g2')).toEqual(['bg a g1 g2 h1 h2 top', undefined]);
  });
});

describe('上移一层 and 下移一层 with a group selected', () => {
  const step = (uuid: string, direction: 'up' | 'down') => {
    const result = moveGroupStep(stacked(), uuid, direction);
    return [result.state.layers.map((l) => l.uuid).join(' '), result.message];
  };

  it('moves the group as one run past the layer or the whole group beside it, saying nothing', () => {
    expect(step('g1', 'up')).toEqual(['bg a h1 h2 g1 g2 top', undefined]);
    expect(step('g2', 'down')).toEqual(['bg g1 g2 a h1 h2 top', undefined]);
    expect(step('h2', 'up')).toEqual(['bg a g1 g2 top h1 h2', undefined]);
    expect(step('h1', 'down')).toEqual(['bg a h1 h2 g1 g2 top', undefined]);
  });

  it('at the top, or just above the background, moves nothing and says so', () => {
    const atTop = state([layer('bg', { isBackground: true }), layer('a'), layer('g1', { groupId: 'G' }), layer('g2', { groupId: 'G' })]);
    expect(moveGroupStep(atTop, 'g1', 'up')).toEqual({ state: atTop, message: 'top' });
    const onBackground = state([layer('bg', { isBackground: true }), layer('g1', { groupId: 'G' }), layer('g2', { groupId: 'G' })]);
    expect(moveGroupStep(onBackground, 'g2', 'down')).toEqual({ state: onBackground, message: 'bottom' });
  });
});
