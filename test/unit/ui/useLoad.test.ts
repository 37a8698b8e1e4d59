// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoad, type Loaded } from '../../../src/ui/useLoad';

/** Loads the test answers one by one, remembering how each was asked for. */
function controlledLoads() {
  const calls: { options: { skipErrorModal: boolean }; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (options: { skipErrorModal: boolean }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ options, resolve, reject });
    });
  return { calls, load };
}

let container: HTMLDivElement;
let root: Root;
let seen: Loaded<string>[];

function Probe({ load }: { load: (options: { skipErrorModal: boolean }) => Promise<string> }) {
  seen.push(useLoad((options) => load(options), [load]));
  return null;
}

const latest = () => seen.at(-1)!;

async function mount(load: (options: { skipErrorModal: boolean }) => Promise<string>): Promise<void> {
  await act(async () => root.render(createElement(Probe, { load })));
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  root = createRoot(container);
  seen = [];
});

afterEach(() => {
  act(() => root.unmount());
});

describe('useLoad refresh', () => {
  it('loads quietly: the data is replaced without a loading state in between', async () => {
    const { calls, load } = controlledLoads();
    await mount(load);
    await act(async () => calls[0]!.resolve('first'));
    expect(calls[0]!.options).toEqual({ skipErrorModal: false });
    const before = seen.length;
    let refreshing!: Promise<void>;
    await act(async () => {
      refreshing = latest().refresh();
    });
    expect(calls[1]!.options).toEqual({ skipErrorModal: true });
    await act(async () => {
      calls[1]!.resolve('second');
      await refreshing;
    });
    expect(latest()).toMatchObject({ data: 'second', loading: false, error: null });
    expect(seen.slice(before).every((state) => !state.loading)).toBe(true);
  });

  it('a failed refresh keeps what is shown, with no error', async () => {
    const { calls, load } = controlledLoads();
    await mount(load);
    await act(async () => calls[0]!.resolve('first'));
    let refreshing!: Promise<void>;
    await act(async () => {
      refreshing = latest().refresh();
    });
    await act(async () => {
      calls[1]!.reject(new Error('offline'));
      await refreshing;
    });
    expect(latest()).toMatchObject({ data: 'first', loading: false, error: null });
  });

  it('waits out a load under way: no second call, and that load’s answer is shown', async () => {
    const { calls, load } = controlledLoads();
    await mount(load);
    await act(async () => {
      await latest().refresh();
    });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve('first'));
    expect(latest()).toMatchObject({ data: 'first', loading: false });
  });
});
