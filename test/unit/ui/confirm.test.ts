// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirm, isCancelled } from '../../../src/ui/confirm';

/** The dialog's button once it shows; the wait is a ceiling for a loaded machine, not a pause. */
const button = (text: string): Promise<HTMLButtonElement> =>
  vi.waitFor(
    () => {
      const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);
      if (!found) throw new Error(`no button ${text}`);
      return found as HTMLButtonElement;
    },
    { timeout: 10_000, interval: 10 },
  );

describe('confirm (spec 1 §8: a cancelled confirmation rejects with 取消操作)', () => {
  // The dialog takes itself out of the page after its closing animation: the next test starts once it has.
  // Emptying the body under it instead left React a node to remove that was gone, and failed a later file.
  afterEach(async () => {
    await vi.waitFor(() => expect(document.querySelector('.arco-modal')).toBeNull(), { timeout: 10_000, interval: 10 });
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
