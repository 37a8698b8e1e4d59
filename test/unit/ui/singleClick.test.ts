import { describe, expect, it, vi } from 'vitest';
import { singleClick } from '../../../src/ui/singleClick';

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
