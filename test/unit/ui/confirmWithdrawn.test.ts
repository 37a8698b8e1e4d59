import { beforeEach, describe, expect, it, vi } from 'vitest';

interface ConfirmConfig {
  onOk: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

// The dialogs Arco was asked to open, and whether each was closed from outside.
const opened: { config: ConfirmConfig; closed: boolean }[] = [];
vi.mock('@arco-design/web-react', () => ({
  Message: { success: vi.fn() },
  Modal: {
    confirm: (config: ConfirmConfig) => {
      const dialog = { config, closed: false };
      opened.push(dialog);
      return { close: () => (dialog.closed = true), update: vi.fn() };
    },
  },
}));

const { askToStop, confirm } = await import('../../../src/ui/confirm');

describe('a confirmation withdrawn from outside (its signal aborted)', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('closes the dialog and settles as cancelled', async () => {
    const withdrawn = new AbortController();
    const answer = confirm({ title: '任务仍在进行', content: '已完成 0 个', signal: withdrawn.signal });
    withdrawn.abort();
    await expect(answer).rejects.toThrow('取消操作');
    expect(opened[0]!.closed).toBe(true);
  });

  it('frees the single confirmation at once, so the next one opens', async () => {
    const withdrawn = new AbortController();
    const answer = confirm({ title: 'a', content: 'a', signal: withdrawn.signal });
    withdrawn.abort();
    await answer.catch(() => undefined);
    const next = confirm({ title: 'b', content: 'b' });
    expect(opened).toHaveLength(2);
    opened[1]!.config.onOk();
    await expect(next).resolves.toBeUndefined();
  });

  it('opens nothing for a signal already aborted', async () => {
    const withdrawn = new AbortController();
    withdrawn.abort();
    await expect(confirm({ title: 'a', content: 'a', signal: withdrawn.signal })).rejects.toThrow('取消操作');
    expect(opened).toHaveLength(0);
  });

  it('keeps the answer given before the signal aborts', async () => {
    const withdrawn = new AbortController();
    const answer = confirm({ title: 'a', content: 'a', signal: withdrawn.signal });
    opened[0]!.config.onOk();
    withdrawn.abort();
    await expect(answer).resolves.toBeUndefined();
    expect(opened[0]!.closed).toBe(false);
  });

  it('makes askToStop answer false (继续): the work ended, nothing to stop', async () => {
    const withdrawn = new AbortController();
    const answer = askToStop('已完成 1 个', withdrawn.signal);
    withdrawn.abort();
    await expect(answer).resolves.toBe(false);
  });
});
