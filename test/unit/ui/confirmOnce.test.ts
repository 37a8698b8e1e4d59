import { beforeEach, describe, expect, it, vi } from 'vitest';

interface ConfirmConfig {
  onOk: () => void;
  onCancel: () => void;
  maskClosable?: boolean;
}

// The dialogs Arco was asked to open; answered by calling their handlers, as its buttons would.
const opened: ConfirmConfig[] = [];
vi.mock('@arco-design/web-react', () => ({
  Message: { success: vi.fn() },
  Modal: { confirm: (config: ConfirmConfig) => void opened.push(config) },
}));

const { confirm } = await import('../../../src/ui/confirm');

describe('confirm refuses a second dialog while one is open (a double click does one thing)', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('opens one dialog for two calls and rejects the second with 取消操作', async () => {
    const first = confirm({ title: '确认删除', content: '确认删除字体?' });
    const second = confirm({ title: '确认删除', content: '确认删除字体?' });
    await expect(second).rejects.toThrow('取消操作');
    expect(opened).toHaveLength(1);
    opened[0]!.onOk();
    await expect(first).resolves.toBeUndefined();
  });

  it('opens again once the dialog was answered, and its mask does not cancel it', async () => {
    const cancelled = confirm({ title: '确认删除', content: 'a' });
    opened[0]!.onCancel();
    await expect(cancelled).rejects.toThrow('取消操作');
    const next = confirm({ title: '确认删除', content: 'b' });
    expect(opened).toHaveLength(2);
    expect(opened[1]!.maskClosable).toBe(false);
    opened[1]!.onOk();
    await expect(next).resolves.toBeUndefined();
  });
});
