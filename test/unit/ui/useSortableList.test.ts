// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSortableList, type SortableList } from '../../../src/ui/useSortableList';

// The toasts a save shows (排序成功) are not what is tested here, and Arco's toast keeps timers that would
// fire after this file's DOM is gone.
vi.mock('@arco-design/web-react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@arco-design/web-react')>()),
  Message: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

interface Item {
  id: string;
}

const items = (ids: string[]): Item[] => ids.map((id) => ({ id }));
const ids = (list: readonly Item[]) => list.map((item) => item.id);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Ordering calls that settle when the test says so, to look at the list while one is held. */
function heldCalls() {
  const calls: { id: string; next: string | null; answer: () => void }[] = [];
  const order = (id: string, next: string | null) =>
    new Promise<void>((resolve) => {
      calls.push({ id, next, answer: resolve });
    });
  return { calls, order };
}

/** Answers the held calls one by one (the sort sends the next after the last is answered). */
async function answerAll(calls: { answer: () => void }[]): Promise<void> {
  for (let index = 0; index < calls.length; index += 1) {
    await act(async () => {
      calls[index]!.answer();
      await tick();
    });
  }
}

let root: Root;
let container: HTMLElement;
let latest: SortableList<Item>;

function Harness(props: { items: Item[]; order: (id: string, next: string | null) => Promise<unknown>; reload: () => Promise<void> }) {
  latest = useSortableList(props);
  return null;
}

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
});

describe('useSortableList', () => {
  it('shows the drop at once and keeps it while the ordering call is held, then shows the reloaded order', async () => {
    const { calls, order } = heldCalls();
    let server = items(['a', 'b', 'c']);
    const render = () => act(() => root.render(createElement(Harness, { items: server, order, reload })));
    async function reload() {
      server = items(['c', 'a', 'b']);
      render();
    }
    render();
    act(() => latest.drop(2, 0));
    expect(ids(latest.shown)).toEqual(['c', 'a', 'b']);
    expect(latest.saving).toBe(true);
    await act(tick);
    expect(calls).toHaveLength(1);
    // A reload of the old order landing meanwhile (another change on the screen) does not undo the drop.
    server = items(['a', 'b', 'c']);
    render();
    expect(ids(latest.shown)).toEqual(['c', 'a', 'b']);

    await answerAll(calls);
    expect(latest.saving).toBe(false);
    expect(ids(latest.shown)).toEqual(['c', 'a', 'b']);
  });

  it('takes no second drop while one is saved (one sort at a time)', async () => {
    const { calls, order } = heldCalls();
    const list = items(['a', 'b', 'c']);
    act(() => root.render(createElement(Harness, { items: list, order, reload: async () => undefined })));
    act(() => latest.drop(0, 2));
    act(() => latest.drop(0, 1));
    expect(ids(latest.shown)).toEqual(['b', 'c', 'a']);
    await act(tick);
    expect(calls).toHaveLength(1);
    await answerAll(calls);
    expect(calls.length).toBeGreaterThan(0);
    expect(ids(latest.shown)).toEqual(['a', 'b', 'c']);
    expect(latest.saving).toBe(false);
  });

  it('ignores a drop onto itself: nothing sent, nothing saving', async () => {
    const { calls, order } = heldCalls();
    act(() => root.render(createElement(Harness, { items: items(['a', 'b']), order, reload: async () => undefined })));
    act(() => latest.drop(1, 1));
    await act(tick);
    expect(calls).toHaveLength(0);
    expect(latest.saving).toBe(false);
  });
});
