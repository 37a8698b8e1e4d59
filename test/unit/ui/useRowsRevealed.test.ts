// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowsRevealed } from '../../../src/ui/useRowsRevealed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let drawn: number[];

function Rows({ list }: { list: readonly number[] | null }) {
  drawn.push(useRowsRevealed(list, 100));
  return null;
}

const show = (list: readonly number[] | null) => act(() => root.render(createElement(Rows, { list })));
const nextTask = () => act(() => vi.advanceTimersToNextTimer());
const last = () => drawn[drawn.length - 1];

describe('rows of a long list drawn a batch per task', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    drawn = [];
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('draws the first batch at once and one more each task until every row is drawn', async () => {
    const list = Array.from({ length: 250 }, (_, i) => i);
    await show(list);
    expect(last()).toBe(100);
    await nextTask();
    expect(last()).toBe(200);
    await nextTask();
    expect(last()).toBe(250);
    await nextTask();
    expect(last()).toBe(250);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a short list whole, and nothing for no list', async () => {
    await show(null);
    expect(last()).toBe(0);
    await show([1, 2, 3]);
    expect(last()).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over for a new list, and a list that goes stops the batches', async () => {
    const first = Array.from({ length: 300 }, (_, i) => i);
    await show(first);
    await nextTask();
    expect(last()).toBe(200);
    const second = Array.from({ length: 300 }, (_, i) => i);
    await show(second);
    expect(last()).toBe(100);
    await show(null);
    expect(last()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
