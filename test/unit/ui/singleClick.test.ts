// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { singleClick, submitOnFirstClick } from '../../../src/ui/singleClick';

describe('singleClick', () => {
  it('acts on a click and on a key press, not on the second click of a double click', () => {
    const act = vi.fn();
    const handler = singleClick(act);
    handler({ detail: 1 });
    handler({ detail: 2 });
    handler({ detail: 3 });
    handler({ detail: 0 });
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('acts on an event with no click count (a plain Event)', () => {
    const act = vi.fn();
    singleClick(act)(new Event('click'));
    expect(act).toHaveBeenCalledTimes(1);
  });
});

describe('submitOnFirstClick', () => {
  /** A form whose submit button has the guard, counting its submissions. */
  function formCountingSubmits() {
    const counted = { submits: 0 };
    const form = document.createElement('form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      counted.submits++;
    });
    const button = document.createElement('button');
    button.type = 'submit';
    button.addEventListener('click', submitOnFirstClick);
    form.appendChild(button);
    document.body.appendChild(form);
    return { counted, button, remove: () => form.remove() };
  }

  /** A click as the browser sends it: `detail` counts the clicks of one sequence, 0 for a key press. */
  const click = (target: Element, detail: number) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));

  it('submits on a first click and a key press, not on the second click of a double click', () => {
    const { counted, button, remove } = formCountingSubmits();
    click(button, 1);
    expect(counted.submits).toBe(1);
    click(button, 2);
    expect(counted.submits).toBe(1);
    click(button, 0);
    expect(counted.submits).toBe(2);
    remove();
  });
});
