// @vitest-environment happy-dom
import { Button, Modal } from '@arco-design/web-react';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSingleFlight } from '../../../src/ui/useSingleFlight';

/** Runs of the action, each settled when the test says so. */
function controlledRuns() {
  const runs: { arg: string; resolve: () => void }[] = [];
  const action = (arg: string) =>
    new Promise<void>((resolve) => {
      runs.push({ arg, resolve });
    });
  return { runs, action };
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

/** A click as the browser sends it: `detail` counts the clicks of one sequence, 0 for a key press. */
async function click(target: Element, detail: number): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  });
}

function CopyButton({ action }: { action: (arg: string) => Promise<void> }) {
  const copy = useSingleFlight(action);
  return createElement(Button, { onClick: copy.click('模板') }, '复制');
}

/** 复制 wired to a single flight whose runs the test settles. */
async function mountCopyButton() {
  const { runs, action } = controlledRuns();
  await act(async () => root.render(createElement(CopyButton, { action })));
  return { runs, button: container.querySelector('button')! };
}

function OkModal({ action }: { action: (arg: string) => Promise<void> }) {
  const save = useSingleFlight(action);
  return createElement(Modal, { visible: true, title: '新增', onOk: save.click('表单') }, '内容');
}

describe('useSingleFlight click', () => {
  it('ignores the second click of a double click that arrives after the first run has finished', async () => {
    const { runs, button } = await mountCopyButton();
    await click(button, 1);
    expect(runs.map((run) => run.arg)).toEqual(['模板']);
    // A fast reply: the first copy is done before the double click's second click comes.
    await act(async () => runs[0]!.resolve());
    await click(button, 2);
    await click(button, 3);
    expect(runs).toHaveLength(1);
  });

  it('acts on the next click sequence and on a key press (detail 0)', async () => {
    const { runs, button } = await mountCopyButton();
    await click(button, 1);
    await act(async () => runs[0]!.resolve());
    await click(button, 0);
    expect(runs).toHaveLength(2);
    await act(async () => runs[1]!.resolve());
    await click(button, 1);
    expect(runs).toHaveLength(3);
  });

  it('refuses a first click while a run is still in flight', async () => {
    const { runs, button } = await mountCopyButton();
    await click(button, 1);
    await click(button, 0);
    expect(runs).toHaveLength(1);
  });

  it("works as a Modal's onOk: Arco hands its OK button's click to onOk", async () => {
    const { runs, action } = controlledRuns();
    await act(async () => root.render(createElement(OkModal, { action })));
    const ok = document.querySelector('.arco-modal-footer .arco-btn-primary')!;
    await click(ok, 1);
    expect(runs.map((run) => run.arg)).toEqual(['表单']);
    await act(async () => runs[0]!.resolve());
    await click(ok, 2);
    expect(runs).toHaveLength(1);
  });
});
