// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Message } from '@arco-design/web-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyOrderingCall, orderingCalls } from '../../../src/lib/ordering';
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

interface HarnessProps {
  items: Item[];
  order: (id: string, next: string | null) => Promise<unknown>;
  reload: () => Promise<void>;
  list?: string;
  ready?: boolean;
  /** The server's order now; by default the first items rendered, with each answered ordering call applied. */
  current?: () => Promise<readonly Item[]>;
}

/** The default server of a test: its order, once the harness is first rendered. */
let server: string[] | null = null;

function Harness({ list = 'harness', ready = true, order, current, ...props }: HarnessProps) {
  server ??= ids(props.items);
  const applied = async (id: string, next: string | null) => {
    const answer = await order(id, next);
    server = applyOrderingCall(server ?? [], { id, next });
    return answer;
  };
  const read = current ?? (async () => items(server ?? []));
  latest = useSortableList({ ...props, order: current ? order : applied, current: read, list, ready });
  return null;
}

/** What a tab reloaded mid-sort leaves in this browser (lib/sortNote.ts), for the signed-out test account ''. */
function leaveNote(list: string, before: string[], target: string[]) {
  localStorage.setItem(`pcc.sortNote.${list}-note`, JSON.stringify({ id: `${list}-note`, account: '', list, before, target, startedAt: 1 }));
}

beforeEach(() => {
  server = null;
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

  it("says 正在排序中，请稍后重试 to a drag or a drop while one is saved", async () => {
    const { calls, order } = heldCalls();
    act(() => root.render(createElement(Harness, { items: items(['a', 'b', 'c']), order, reload: async () => undefined })));
    expect(latest.startDrag()).toBe(true);
    act(() => latest.drop(0, 2));
    vi.mocked(Message.warning).mockClear();
    expect(latest.startDrag()).toBe(false);
    act(() => latest.drop(0, 1));
    expect(vi.mocked(Message.warning).mock.calls).toEqual([
      [{ id: 'sort-in-progress', content: '正在排序中，请稍后重试' }],
      [{ id: 'sort-in-progress', content: '正在排序中，请稍后重试' }],
    ]);
    await act(tick);
    await answerAll(calls);
    expect(latest.startDrag()).toBe(true);
  });

  it('leaves a note while the calls are on their way, and none once they are answered', async () => {
    const { calls, order } = heldCalls();
    act(() => root.render(createElement(Harness, { items: items(['a', 'b', 'c']), order, reload: async () => undefined, list: 'noted' })));
    act(() => latest.drop(2, 0));
    await act(tick);
    const notes = Object.keys(localStorage).filter((key) => key.startsWith('pcc.sortNote.'));
    expect(notes.map((key) => JSON.parse(localStorage.getItem(key)!))).toEqual([
      expect.objectContaining({ list: 'noted', before: ['a', 'b', 'c'], target: ['c', 'a', 'b'] }),
    ]);
    await answerAll(calls);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('pcc.sortNote.'))).toEqual([]);
  });

  it('finishes a sort a reload cut short once the list is loaded, and says so', async () => {
    const before = ['a', 'b', 'c', 'd'];
    const target = ['d', 'a', 'b', 'c'];
    const halfway = ['a', 'b', 'd', 'c'];
    leaveNote('resumed', before, target);
    // A server that applies each call when it is answered; the screen shows what it last read.
    let stored = halfway;
    const calls: { id: string; next: string | null; answer: () => void }[] = [];
    const order = (id: string, next: string | null) =>
      new Promise<void>((resolve) => {
        calls.push({ id, next, answer: () => ((stored = applyOrderingCall(stored, { id, next })), resolve()) });
      });
    let ready = false;
    const render = () => act(() => root.render(createElement(Harness, { items: items(stored), order, reload, list: 'resumed', ready })));
    async function reload() {
      render();
    }
    render();
    await act(tick);
    expect(calls).toHaveLength(0);
    ready = true;
    render();
    await act(tick);
    await act(tick);
    expect(ids(latest.shown)).toEqual(target);
    await answerAll(calls);
    expect(calls.map(({ id, next }) => ({ id, next }))).toEqual(orderingCalls(halfway, target));
    expect(ids(latest.shown)).toEqual(target);
    expect(Message.success).toHaveBeenCalledWith('上次的排序没有完成，已继续完成');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('pcc.sortNote.'))).toEqual([]);
  });

  it('sends nothing for a sort a reload cut short when the list changed since, and says so', async () => {
    leaveNote('changed', ['a', 'b', 'c'], ['c', 'a', 'b']);
    const { calls, order } = heldCalls();
    vi.mocked(Message.warning).mockClear();
    act(() => root.render(createElement(Harness, { items: items(['b', 'a', 'c']), order, reload: async () => undefined, list: 'changed' })));
    await act(tick);
    await act(tick);
    expect(calls).toHaveLength(0);
    expect(latest.saving).toBe(false);
    expect(vi.mocked(Message.warning).mock.calls).toEqual([[{ content: '上次的排序没有完成，期间列表已被修改，未继续排序，请核对当前顺序', duration: 8000 }]]);
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

  it('sends nothing on an order another tab changed: reloads the server\'s and says so, never 排序成功', async () => {
    const { calls, order } = heldCalls();
    const reload = vi.fn(async () => undefined);
    vi.mocked(Message.success).mockClear();
    vi.mocked(Message.warning).mockClear();
    // This tab shows a, b, c; the other tab sorted c to the top since.
    const current = async () => items(['c', 'a', 'b']);
    act(() => root.render(createElement(Harness, { items: items(['a', 'b', 'c']), order, reload, current })));
    act(() => latest.drop(0, 2));
    await act(tick);
    expect(calls).toHaveLength(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(latest.saving).toBe(false);
    expect(Message.success).not.toHaveBeenCalled();
    expect(vi.mocked(Message.warning).mock.calls).toEqual([[{ content: '列表顺序已在其他页面修改，已显示最新顺序，请核对后重新排序', duration: 8000 }]]);
  });

  it('says the order changed elsewhere, not 排序成功, when a sort elsewhere crossed its calls', async () => {
    const { calls, order } = heldCalls();
    const reads = [items(['a', 'b', 'c']), items(['b', 'c', 'a'])];
    const current = async () => reads.shift() ?? [];
    vi.mocked(Message.success).mockClear();
    vi.mocked(Message.warning).mockClear();
    act(() => root.render(createElement(Harness, { items: items(['a', 'b', 'c']), order, reload: async () => undefined, current })));
    act(() => latest.drop(2, 0));
    await act(tick);
    await answerAll(calls);
    expect(calls.length).toBeGreaterThan(0);
    expect(Message.success).not.toHaveBeenCalled();
    expect(vi.mocked(Message.warning).mock.calls).toEqual([[{ content: '列表顺序已在其他页面修改，已显示最新顺序，请核对后重新排序', duration: 8000 }]]);
  });

  it('says 排序成功 when the server ends on the order dropped', async () => {
    const { calls, order } = heldCalls();
    vi.mocked(Message.success).mockClear();
    act(() => root.render(createElement(Harness, { items: items(['a', 'b', 'c']), order, reload: async () => undefined })));
    act(() => latest.drop(2, 0));
    await act(tick);
    await answerAll(calls);
    expect(vi.mocked(Message.success).mock.calls).toEqual([['排序成功']]);
  });
});
