// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { confirm, isCancelled } from '../../../src/ui/confirm';

async function button(text: string): Promise<HTMLButtonElement> {
  for (let i = 0; i < 50; i++) {
    const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);
    if (found) return found as HTMLButtonElement;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no button ${text}`);
}

describe('confirm (spec 1 §8: a cancelled confirmation rejects with 取消操作)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('rejects with 取消操作 when cancelled', async () => {
    const answer = confirm({ title: '删除', content: '确认删除字体?' });
    (await button('取消')).click();
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('取消操作');
    expect(isCancelled(error)).toBe(true);
  });

  it('resolves when confirmed', async () => {
    const answer = confirm({ title: '删除', content: '确认删除字体颜色?' });
    (await button('确定')).click();
    await expect(answer).resolves.toBeUndefined();
  });
});
